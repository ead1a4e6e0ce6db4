/**
 * One wording per promise on the Dutch pages (issues 23, 30, 38): the Dutch phrasings that said something else, or
 * that the native reviews found wrong. Checked on every Dutch page by e2e/every-page.spec.ts (checkCopy in
 * copy-rules.ts), and on the mails by e2e/copy-fourth.spec.ts; each rule's old phrasing is tested in
 * e2e/copy.spec.ts or e2e/copy-fourth.spec.ts.
 */
/**
 * Issue 23: one wording per promise, checked on every page in the page's own language (e2e/every-page.spec.ts).
 * `wordingNl` holds the Dutch phrasings that said something else; `wordingEn` (the block below it) the English ones.
 */
export interface WordingRule { rule: string; phrases: readonly RegExp[] }

export const wordingNl: readonly WordingRule[] = [
  {
    rule: 'appointment: “Vraag online een afspraak aan; wij doen u binnen één werkdag een voorstel” (business.appointment)',
    phrases: [
      /afspraak maken/i, /maak (een|uw) afspraak/i, /afspraak (in)?plannen/i, /een afspraak te maken/i, /kiest u zelf een dag/i,
      /\bplan (uw|een|de) (bezoek|afspraak|keuring|ozonbehandeling|sterreparatie)/i, /\bplan [^.¦]{0,40}afspraak in\b/i,
      /zo maakt u een afspraak/i, /het snelst online/i,
    ],
  },
  {
    rule: 'Dutch time notation: “ma t/m vr 8.00–17.00 uur”, “Nu open · tot 17.00 uur” (src/lib/format.ts, src/lib/opening.ts)',
    phrases: [/\b\d{1,2}:\d{2}\b/, /(?<![\d.,])0\d\.\d{2}\b/, /\b\d{1,2}\.\d{2}\s?[–-]\s?\d{1,2}\.\d{2}(?! uur)/, /\bma–vr\b/i, /\btot \d{1,2}\.\d{2}(?! uur)/],
  },
  {
    rule: 'absolute claims the reviews listed (issue 23): the page says what usually happens',
    phrases: [
      /met het blote oog niet/i, /naadloos/i, /(?<!(meestal|doorgaans)[^.¦]{0,30})binnen (een|het) uur klaar/i, /binnen het uur/i,
      /met een goedgekeurde auto naar huis/i, /fabrieksgarantie[^.¦]{0,60}behouden/i, /\bduurzame? (lak|laklaag|laag)\b/i,
      /verdwijn\w* (ze )?volledig/i, /direct op de brug/i, /tast[^.¦]{0,40}niet aan/i, /wat overblijft,? is gewone zuurstof/i,
      /houden? ons aan de afgesproken datum/i, /uitstekende garanties/i, /ruitschade valt[^.¦]{0,20}buiten het eigen risico/i,
      /onzichtbare overgang ¦/i, /zo snel mogelijk contact/i,
    ],
  },
  {
    rule: 'safety: the garage runs no emergency service (“Spoedhulp”)',
    phrases: [/spoedhulp/i, /spoedservice/i],
  },
  // Issue 30 (Dutch review of 2026-11-25).
  {
    rule: 'one word for the document with price and terms: the customer gets an “offerte” (or signs a “reparatieopdracht”), the insurer a “calculatie”',
    phrases: [/\bbegroting/i, /prijsopgave/i, /kostenopgave/i, /kostenraming/i, /(ontvangt|krijgt) u (een|de) (schade)?calculatie/i],
  },
  {
    rule: 'promises the garage cannot make: safety, value, every insurer, every repair (B13–B15, A15, B17)',
    phrases: [
      /met een veilige voorruit/i, /ruit (wordt )?weer (stevig|sterk)/i, /(u weet|weet u) of u (nog )?veilig kunt doorrijden/i,
      /veiligheid en de waarde/i, /rijdt uw auto weer betrouwbaar/i, /het probleem echt oplost/i, /zonder verrassingen achteraf/i,
      /ongeacht bij wie u verzekerd bent/i, /garantie geldt voor iedere reparatie/i, /belangrijkste voordeel is de garantie/i,
      /niet pas bij het ophalen/i, /maanden garantie op het werk/i,
    ],
  },
  {
    rule: 'absolute claims (B19, B20): ozone breaks down what is left, a repair blends in gradually',
    phrases: [
      /de oorzaak wegneemt/i, /ruikt[^.¦]{0,40}naar niets/i, /\bongemerkt\b/i, /\bduurzamer\b/i, /zo verdwijnt een/i,
      /zorgen dat uw parkeersensoren weer werken/i,
    ],
  },
  {
    rule: 'WhatsApp after hours says when the answer comes (D15); no “call now” while the garage may be closed (D18)',
    phrases: [/\bmeelezen\b/i, /\blezen\b[^.¦]{0,60}\bmee\b/i, /\bnu bellen\b/i, /\bbel direct\b/i, /lustrumjaren gesloten/i],
  },
  {
    rule: 'language slips of the third review (C24–C40)',
    phrases: [
      /de schuldvraag is voor/i, /in welke volgorde, en/i, /\bzover als\b/i, /\bvlak schuren\b/i, /\bvalt of staat\b/i,
      /\bversplintert\b/i, /zonder verzekering welkom/i, /\bleasebedrijven\b/i, /(\)|\() of overboeking\)/i,
    ],
  },
  // Issue 38 (Dutch review of 2026-11-27).
  {
    rule: 'damage goes to the damage report, an offerte to the contact form, not to the appointment request (A22, A23, C62)',
    phrases: [
      /vraag ernaar als u de afspraak aanvraagt/i, /vraag online een afspraak of een vrijblijvende offerte aan/i,
      /stuur ons een bericht; wij noemen vooraf de prijs/i, /vraag een ozonbehandeling aan/i,
    ],
  },
  {
    rule: 'promises the work can keep: the price of a search, not of the repair; how the brakes are checked; which warranty (B15, B23, B26, A14, A17)',
    phrases: [
      /u ziet vooraf wat het kost/i, /kort en recht tot stilstand/i, /kortere remweg en meer zekerheid/i, /op al ons herstel\b/i,
      /schade beoordelen en begroten/i, /een voorstel voor een tijd\b/i, /samen hebben bevestigd/i,
    ],
  },
  {
    rule: 'language slips of the fourth review (C32, C43, C45, C51, C56, C59–C61)',
    phrases: [
      /dan is het overspuiten/i, /puntjes los te herstellen/i, /¦\s*·/, /€\s\d/, /hoeft u meestal niet te wachten/i, /gegevensprivacykader/i,
      /samen met hun \d+ collega/i, /daarbuiten helpt de alarmcentrale/i, /liever (direct|meteen) iemand spreken/i,
    ],
  },
];

/**
 * Issue 38: the words of the form pages (/afspraak, /schade-melden) the Dutch review found wrong. Those pages are the
 * forms engineer's this round: checkCopy applies these to every page but the four form pages until that work is merged
 * (then drop `formPages` in copy-rules.ts); e2e/copy-fourth.spec.ts holds that each rule catches its old phrasing.
 */
export const formWordingNl: readonly WordingRule[] = [
  {
    rule: 'the appointment request in plain words (B23, C44, C47, C49, C50, C52, C54, A25, A26, B24)',
    phrases: [
      /met de prijs vooraf/i, /bellen of mailen u/i, /een vraag die geen afspraak is/i, /alleen uw kenteken vragen wij op/i,
      /wat moet er nog meer gebeuren/i, /politie:\S/i, /zolang er een vrij is/i, /u brengt de auto ’s ochtends/i, /noteer dit nummer/i,
      /wij bellen of sturen u ons voorstel/i,
    ],
  },
];

/** Issue 38 (C57, C58): words for the mails, the customer's and the garage's: no developer words, the form by its name. */
export const mailWordingNl: readonly WordingRule[] = [
  { rule: 'the garage reads no developer words (C58)', phrases: [/\bR2\b/, /Reply-To/] },
  { rule: 'the customer reads in which form the address was typed (C57)', phrases: [/ingevuld bij een \w+ op/i] },
];
