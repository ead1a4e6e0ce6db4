/**
 * The claims decided once in src/data/business.ts and src/data/en/business.ts (issue 17): the phrasings that said
 * something else, and the claims that may only be made with their condition close by. Checked on every page by
 * e2e/every-page.spec.ts (through checkCopy in copy-rules.ts); each rule's old phrasing is in e2e/copy.spec.ts.
 */
/**
 * Issue 17: the contradictions that must not come back, per claim, in either language. Each claim is decided once in
 * src/data/business.ts and src/data/en/business.ts; these are the phrasings that said something else. Checked on every
 * page (Dutch and English, case-insensitive) by e2e/every-page.spec.ts.
 */
export const forbiddenClaims: readonly { claim: string; phrases: readonly RegExp[] }[] = [
  {
    claim: 'the customer reports the damage to the insurer (business.claimHandling), not us',
    phrases: [
      /wij melden (de|uw) schade/i, /melden wij (de|uw) schade/i, /meld uw schade bij ons en wij/i, /regelen de verzekering/i,
      /regelen wij de afhandeling met hen/i, /\bwe(’ll| will)? report the (claim|damage)/i, /from the report and the costing/i,
      /report your damage to us and we take over/i,
    ],
  },
  {
    claim: 'after hours: the insurer’s alarm centre and a WhatsApp message (business.afterHours), never “call us now”',
    phrases: [
      /bel ons direct/i, /helpen wij u meteen/i, /meteen (verder|op weg)/i, /(reageren|antwoorden|helpen)[^.¦]{0,30}zo snel mogelijk/i,
      /call us (straight away|right away|directly)/i, /help you (on your way )?at once/i, /as soon as we can/i,
    ],
  },
  {
    claim: 'one reply time (business.replyTime)',
    phrases: [
      /meestal dezelfde dag/i, /usually the same day/i, /(reageren|antwoorden|bellen|contact)[^.¦]{0,30}binnen (24|48) uur/i,
      /(reply|answer|respond|call you( back)?|get back to you)[^.¦]{0,30}within (24|48) hours/i,
    ],
  },
  {
    claim: 'no booking calendar: an appointment is a request (business.appointment)',
    phrases: [
      /kies zelf wanneer/i, /plan online/i, /plan direct een afspraak/i, /online afspraak/i, /bevestigen wij uw afspraak/i,
      /wij bevestigen uw afspraak/i, /pick a time/i, /\bbook online\b/i, /book straight away/i,
    ],
  },
  {
    claim: 'towing: the insurer’s alarm centre or the visitor’s roadside assistance, not our own recovery network',
    phrases: [/bergers/i, /recovery (and towing )?services/i, /sleepdienst(en)? uit ons netwerk/i],
  },
  {
    claim: 'the insurance document is the verzekeringsbewijs, not the “groene kaart”',
    phrases: [/groene kaart/i, /formerly the green card/i, /proof of motor insurance/i, /insurance card\b/i],
  },
  { claim: 'Schadegarant writes its compounds as one word', phrases: [/Schadegarant-bedrijf/i, /Schadegarant-/] },
  {
    claim: 'absolute claims become what the body text says (meestal, vaak, nauwelijks zichtbaar)',
    phrases: [
      /onzichtbaar/i, /\binvisibl[ey]/i, /kleur exact afgestemd/i, /geen naad en geen kleurverschil/i, /niets meer van te zien/i,
      /binnen een uur weer op weg/i, /back on the road within the hour/i, /tot 50\s?%/i, /up to 50\s?%/i,
      /doden[^.¦]{0,60}bacteri/i, /\bkill[^.¦]{0,40}bacteria/i, /veilig kunt rijden/i, /whether the car is still safe to drive/i,
      /vinden wij de oorzaak/i, /\bwe find the cause/i,
    ],
  },
  {
    claim: 'the RDW is the regulator, shown under “Erkenningen”, not a partner',
    phrases: [/APK-keuringen \(RDW-erkenning\)/i, /RDW-erkenning\)/i, /\(RDW approval\)/i],
  },
  { claim: 'Motorrevisie has a realistic starting price', phrases: [/(motorrevisie|engine (repair|overhaul))[^¦]{0,80}(vanaf|from) €150\b/i] },
];

/**
 * Claims that may only be made with their condition close by (within `window` characters either side).
 */
export const conditionalClaims: readonly { claim: string; mention: RegExp; condition: RegExp; window: number }[] = [
  {
    claim: 'the replacement car always comes with its condition',
    mention: /vervangend vervoer|vervangende auto|replacement car/gi,
    condition: /polis|policy|covers it/i,
    window: 160,
  },
  {
    claim: 'windscreen damage without eigen risico only if the insurer pays for it with us',
    mention: /(buiten het|zonder) eigen risico|(free of|without) (your |an )?excess/gi,
    condition: /vergoedt|polis|covers the repair|policy/i,
    window: 160,
  },
  {
    claim: 'Schadegarant handles the repair directly only for casco damage with a participating insurer',
    mention: /Schadegarant[^¦]{0,200}rechtstreeks|rechtstreeks[^¦]{0,200}Schadegarant|Schadegarant[^¦]{0,200}directly/gi,
    condition: /casco|deelne|takes? part|comprehensive/i,
    window: 200,
  },
  {
    claim: 'warranty on mechanical work states its duration (art. 7:6a BW)',
    mention: /garantie op (het werk|onderdelen en arbeid)|warranty on (our work|parts and labour)|come with a warranty/gi,
    condition: /\d+ maanden|\d+ jaar|\d+-month|\d+-year|\d+ months|\d+ years/i,
    window: 160,
  },
];

/** Every finding of the two lists above in a page's text: an empty list when the page keeps to the decided claims. */
export const claimFindings = (text: string): string[] => {
  const found: string[] = [];
  for (const { claim, phrases } of forbiddenClaims) {
    for (const re of phrases) {
      const m = text.match(re);
      if (m) found.push(`${claim}: “${m[0]}”`);
    }
  }
  for (const { claim, mention, condition, window } of conditionalClaims) {
    for (const m of text.matchAll(mention)) {
      const at = m.index ?? 0;
      const around = text.slice(Math.max(0, at - window), at + m[0].length + window);
      if (!condition.test(around)) found.push(`${claim}: “${text.slice(Math.max(0, at - 40), at + m[0].length + 40).trim()}”`);
    }
  }
  return found;
};
