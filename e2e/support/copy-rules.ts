/**
 * The rules the copy keeps on every page, as a Dutch visitor, an English-speaking visitor and a search engine read it.
 * Used by e2e/every-page.spec.ts (every page in the sitemap and the not-found pages) and, for their own tests, by
 * e2e/copy.spec.ts (the title-case rule itself).
 */
import { expect, type Page } from '@playwright/test';
import { business, yearsOfExperience } from '../../src/data/business';
import { titleSuffix } from '../../src/lib/seo';
import { words } from './text';

/** The not-found pages are not in the sitemap but are read all the same. */
export const notFound = ['/deze-pagina-bestaat-niet', '/services/bestaat-niet'];

/** Spellings a Dutch reader stumbles on: compounds written apart, English words, the old figures and promises. */
const forbidden: readonly string[] = [
  'Motor Revisie', 'Transmissie Service', 'Banden Service', 'Computer Diagnose', 'Schade Gids',
  'Motor Specialist', 'Veiligheid Expert', 'Onderhoud Specialist', 'Transmissie Expert', 'Banden Specialist',
  'Diagnose Specialist', 'Garantie werkzaamheden', 'WA verzekerd', 'verder rijden', 'een à twee',
  'moment dat u past', 'het ons verplicht', 'Service niet gevonden', 'Terug naar Services', 'Stuur Email',
  'swirls', 'sealant', 'intake', 'blower', '24/7', 'klanttevredenheid', 'tevreden klanten', 'minimaal drie jaar',
  'Schadegarant-keurmerk', 'keurmerk voor schadeherstel', 'getoetst vakmanschap',
];

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
];

// ---- English (issue 23, English half). The English edition's words: change this block with the English copy. ----
export const wordingEn: readonly WordingRule[] = [
  {
    rule: 'appointment: “Request an appointment online and we’ll suggest a time within one working day” (businessEn.appointment)',
    phrases: [
      /book an appointment/i, /make an appointment/i, /\bschedul(e|ing) (an?|your) (appointment|visit|inspection|treatment)/i,
      /\bbook (a|your) (visit|slot|service|time)\b/i, /choose (a|your own) day/i, /book via WhatsApp/i,
    ],
  },
  {
    rule: 'English time notation: “8:00 am – 5:00 pm”, “Open now · until 5:00 pm” (src/lib/format.en.ts, src/lib/opening.ts)',
    phrases: [/\b\d{1,2}:\d{2}\b(?!\s?[ap]m)/i, /\b\d{1,2}\.\d{2} uur\b/],
  },
  {
    rule: 'absolute claims the reviews listed (issue 23): the page says what usually happens',
    phrases: [
      /seamless/i, /naked eye/i, /(?<!(usually|as a rule)[^.¦]{0,30})(done|ready) within (an|the) hour/i, /with an approved car/i,
      /keeps? (its|your) (factory|manufacturer’s) warranty/i, /warranty (stays|remains) (intact|valid)/i, /sustainable paint/i,
      /disappear (completely|entirely)/i, /straight onto the (lift|ramp)/i, /does not (harm|damage|affect) leather/i,
      /only oxygen (is left|remains)/i, /stick to the agreed (date|price)/i, /excellent warrant(y|ies)/i,
      /windscreen damage[^.¦]{0,30}outside (your|the) excess/i,
    ],
  },
  // Issue 30 (English review of 2026-11-25): the wordings decided in this round.
  {
    rule: 'warranty terms come before the job, whoever pays (businessEn.warranty, /en/about#warranty)',
    phrases: [/the terms are on your invoice/i, /also if you pay/i, /terms in writing beforehand/i],
  },
  {
    rule: 'Schadegarant as the Dutch says it: casco damage (limited or full comprehensive), no “quality mark” denial',
    phrases: [/not a quality mark/i, /comprehensive \(casco\)/i, /covered by your comprehensive (policy|insurance)/i],
  },
  {
    rule: 'the police at the roadside: call 0900-8844 when the other driver drives off, won’t give details or seems drunk',
    phrases: [/rarely need (them|the police)(?! – unless)/i],
  },
  {
    rule: 'promises as the Dutch makes them: the replacement car with its condition, a 404 that does not deny a service',
    phrases: [/keep you on the road/i, /we don’t offer (that|this) service/i],
  },
  {
    rule: 'claims as strong as the Dutch: “nearly all makes”, “as closely as possible”',
    phrases: [/equipment for all (common )?makes/i, /\bon all makes/i, /whatever the make/i, /matches exactly/i, /matches the rest of your car(?! as closely)/i],
  },
  {
    rule: 'language slips the English review of 2026-11-25 found (C1–C10)',
    phrases: [
      /failure points/i, /broken bulb/i, /fleet insurers/i, /the estimate and the approval/i, /a permanent team/i,
      /(?<!even )more so in a country/i, /where the cars stand/i, /private drivers/i, /\b\d{4}\+? customers/i, /could not connect/i,
      /reporting it is your job/i, /, to the home page/i, /has at least third-party insurance/i,
    ],
  },
];
// ---- end of the English block ----

/** Every finding of the issue 23 wordings in a page's text, for the page's language. */
export const wordingFindings = (text: string, lang: string): string[] => {
  const found: string[] = [];
  for (const { rule, phrases } of lang.startsWith('en') ? wordingEn : wordingNl) {
    for (const re of phrases) {
      const m = text.match(re);
      if (m) found.push(`${rule}: “${text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 30).trim()}”`);
    }
  }
  return found;
};

/** Where a page advises WhatsApp (in its main text): “stuur ons een WhatsApp-bericht”, “send us a WhatsApp message”. */
const whatsappAdvice = /WhatsApp ons\b|\bapp ons\b|\bstuur[^.¦]{0,40}WhatsApp|WhatsApp us\b|\bsend (us )?a WhatsApp|(message|text) us on WhatsApp/gi;
/** The WhatsApp number as the pages write it: Dutch "06 12 34 56 78", international "+31 6 12 34 56 78". */
const whatsappNumbers = [business.whatsapp.display, `+${business.whatsapp.e164.slice(1, 3)} ${business.whatsapp.display.replace(/^0/, '')}`];

/**
 * A WhatsApp advice in the main text has the number (business.ts) within `window` characters, and the page a wa.me
 * link: a visitor who is told to send a message can see where to. An empty list when every advice has its number.
 */
export const whatsappFindings = (main: string, window = 240): string[] => {
  const found: string[] = [];
  for (const m of main.matchAll(whatsappAdvice)) {
    const at = m.index ?? 0;
    const around = main.slice(Math.max(0, at - window), at + m[0].length + window);
    if (!whatsappNumbers.some((n) => around.includes(n))) found.push(`WhatsApp advised without its number: “${main.slice(Math.max(0, at - 50), at + m[0].length + 30).trim()}”`);
  }
  return found;
};

/** Dutch pages that mention the warranty on bodywork link to its terms (/about#garantie, art. 6:230l BW). */
export const warrantyTermsHref = '/about#garantie';

/** Words that are never capitalised after the first word of a heading, button or menu item (Dutch has no Title Case). */
const lowerAfterFirst = new Set([
  'diensten', 'dienst', 'informatie', 'afspraak', 'maken', 'contact', 'op', 'opnemen', 'wat', 'nu', 'met', 'de',
  'het', 'een', 'van', 'voor', 'aanvragen', 'nodig', 'direct', 'ons', 'noteren', 'invullen', 'melden', 'ontvangen',
  'uitvoeren', 'uitvoering', 'ophalen', 'bellen', 'email', 'e-mail', 'service', 'revisie', 'verversen', 'diagnose',
  'gids', 'specialist', 'expert', 'garanties', 'afhandeling', 'beste', 'niet', 'gevonden', 'naar', 'alle', 'terug',
]);

/** Marks the end of a block (paragraph, list item, figure label or value) in `pageText`. */
const END = '¦';

/** Text a visitor or a screen reader can meet (hidden menus included), without scripts and styles; blocks end in ¦. */
export const pageText = (page: Page): Promise<string> =>
  page.evaluate((end) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, template, noscript').forEach((e) => e.remove());
    body.querySelectorAll('p, li, dt, dd, h1, h2, h3, h4, td, th, div, blockquote').forEach((e) => e.append(` ${end} `));
    return (body.textContent ?? '').replace(/\u00AD/g, '').replace(/\s+/g, ' ');
  }, END);

/** Headings, buttons, button-like links, menu, footer and badge texts, each as written in the HTML. */
const labels = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const clean = (e: Element) => (e.textContent ?? '').replace(/\u00AD/g, '').replace(/\s+/g, ' ').trim();
    const elements = document.querySelectorAll('h1, h2, h3, h4, button, a.rounded-button, header a, nav a, footer a, [data-fact] dt');
    // A menu link made of a title and a subtitle (two spans) holds two labels.
    return [...elements]
      .flatMap((e) => {
        const parts = [...e.children].filter((c) => c.tagName === 'SPAN' && clean(c));
        const ownText = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        return parts.length > 1 && !ownText ? parts.map(clean) : [clean(e)];
      })
      .filter(Boolean);
  });

/** A word after the first that should be lower case; a word that starts a new sentence ("Autoschade? Wat nu?") may not. */
export const titleCased = (label: string): string[] => {
  // Proper names keep their capitals: "Over De Vos".
  const tokens = label.replace(/\bDe Vos\b/g, 'De\u00A0Vos').split(' ');
  return tokens.filter((word, i) => {
    // The first word (a leading "404" is not a word) and the first word of a new sentence may be capitalised.
    const first = tokens.findIndex((t) => /\p{L}/u.test(t));
    if (i <= first || /[.?!:]$/.test(tokens[i - 1] ?? '')) return false;
    const bare = word.replace(/[^\p{L}-]/gu, '');
    return /^\p{Lu}\p{Ll}/u.test(bare) && lowerAfterFirst.has(bare.toLowerCase());
  });
};

/** Every match of a pattern's first group. */
const all = (text: string, re: RegExp): string[] => [...text.matchAll(re)].map((m) => m[1] ?? '');

/**
 * Titles within 60 characters with one brand suffix, no review stars in the JSON-LD, prices with VAT; on Dutch pages
 * also the spelling, the capitals and every stated figure equal to src/data/business.ts. Soft: every finding is listed.
 */
export const checkCopy = async (page: Page, path: string) => {
  const title = await page.title();
  expect.soft(title.length, `title "${title}"`).toBeLessThanOrEqual(60);
  expect.soft(title.endsWith(titleSuffix), `title "${title}" ends with "${titleSuffix}"`).toBe(true);
  expect.soft(title.slice(0, -titleSuffix.length), 'the brand suffix once').not.toContain(titleSuffix);

  // No review stars or ratings in the structured data (the reviews are shown on the page with their source).
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    expect.soft(json).not.toMatch(/aggregateRating|"@type":"Review"|reviewRating/);
  }

  // A title with a price says the price includes VAT (or shows no price).
  if (/€/.test(title)) expect.soft(title, 'a price in the title says incl. btw / incl. VAT').toMatch(/incl\. (btw|VAT)/);

  // The open-now line is filled in the browser after the first paint: read the page with it, as a visitor does.
  const status = page.locator('[data-open-status]');
  if (await status.count()) await expect(status.first()).not.toBeEmpty();
  const text = await pageText(page);
  const lang = (await page.locator('html').getAttribute('lang')) ?? '';
  // Issue 23: one wording per promise, in the page's language; WhatsApp advised only with its number and a wa.me link.
  expect.soft(wordingFindings(text, lang), `wording on ${path}`).toEqual([]);
  const main = await page.locator('main').evaluate(
    (m, end) => {
      const copy = m.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('script, style, template').forEach((e) => e.remove());
      copy.querySelectorAll('p, li, dt, dd, h1, h2, h3, h4, td, th, div, blockquote').forEach((e) => e.append(` ${end} `));
      return (copy.textContent ?? '').replace(/\u00AD/g, '').replace(/\s+/g, ' ');
    },
    END,
  );
  expect.soft(whatsappFindings(main), `WhatsApp advice on ${path}`).toEqual([]);
  if (main.match(whatsappAdvice)) {
    expect.soft(await page.locator('a[href^="https://wa.me/"]').count(), `a wa.me link where WhatsApp is advised, on ${path}`).toBeGreaterThan(0);
  }
  // Issue 17 §2–§3: one truth per claim, in both languages.
  expect.soft(claimFindings(`${title} ¦ ${await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')} ¦ ${text}`), `claims on ${path}`).toEqual([]);
  // Prices to consumers include VAT, wherever a price is shown.
  expect.soft(all(text, /(vanaf €\s?\d+(?:,\d+)?)(?![\d,]| incl\. btw)/gi), 'prices without "incl. btw"').toEqual([]);

  if (lang.startsWith('en')) await checkCopyEn(page, path, main, text);
  if (!lang.startsWith('nl')) return;

  // Issue 23: every mention of the bodywork warranty links to its terms, given before the job (art. 6:230l BW).
  if (/\d+ jaar garantie|garantie op (het )?schadeherstel/i.test(main) && path !== warrantyTermsHref.split('#')[0]) {
    expect.soft(await page.locator(`main a[href="${warrantyTermsHref}"]`).count(), `a link to the warranty terms on ${path}`).toBeGreaterThan(0);
  }

  // Issue 23: a starting price says what it buys, in brackets right after it (art. 6:193c BW, ACM price guidance).
  expect.soft(all(text, /(vanaf €\s?\d+(?:,\d+)? incl\. btw)(?! \()/gi), 'a vanaf price says what it includes').toEqual([]);

  for (const word of forbidden) {
    expect.soft(text.toLowerCase().includes(word.toLowerCase()), `"${word}" on ${path}`).toBe(false);
  }
  expect.soft(all(text, /(\p{L}'\p{L}+)/gu), 'straight apostrophes (the site writes ’)').toEqual([]);
  expect.soft(all(text, /\b([Ww]e)\b/g), '"we" (the site writes "wij")').toEqual([]);
  expect.soft(all(text, /((?:Goed om te weten|Prijs|Duur): \p{Lu}\p{Ll}+)/gu), 'capital after a colon').toEqual([]);
  expect.soft(all(text, /(\d+-\d+ (?:dagen|uur|min))/g), 'ranges take an en dash').toEqual([]);

  for (const label of await labels(page)) {
    expect.soft(titleCased(label), `Title Case in "${label}"`).toEqual([]);
    expect.soft(/\b\p{Lu}{3,} \p{Lu}{3,}\b/u.test(label), `capitals typed in "${label}"`).toBe(false);
  }

  // Every figure a visitor reads is the one in business.ts.
  const facts: [string, RegExp[], string][] = [
    ['customers', [/(?<!ruim )\b(\d[\d.]*\+?) klanten/g, /\bklanten ¦ (\d[\d.]*\+?)/g], business.figures.customers],
    // "ruim 3000 klanten" in running text says the same as the figure "3000+".
    ['customers in running text', [/\bruim (\d[\d.]*) klanten/g], business.figures.customers.replace('+', '')],
    ['rating', [/(\d+,\d+) ?\/ ?10/g, /gemiddeld cijfer op \S+ ¦ (\d+,\d+)/gi], business.rating.display],
    ['number of ratings', [/(\d+) beoordelingen/g], String(business.rating.count)],
    ['staff', [/(\d+) (?:vakmensen|teamleden|medewerkers)/g, /vakmensen in ons team ¦ (\d+)/g], String(business.figures.staff)],
    ['years', [/(\d+)(?!\+) jaar ervaring/g, /jaar ervaring ¦ (\d+)/g, /\bAl (\d+) jaar\b/g], String(yearsOfExperience())],
    ['founded', [/sinds (\d{4})/g], String(business.foundedYear)],
    ['warranty', [/(\d+|twee|drie|vier|vijf) jaar garantie/gi], String(business.warranty.years)],
    // A reply time, not a deletion term ("… wissen wij ze binnen 24 uur").
    ['reply time', [/(?<!(?:wissen|verwijderen|gewist)[^.¦]{0,20})(binnen (?:\d+ uur|één werkdag|een werkdag|\d+ werkdagen?))/g], business.replyTime],
  ];
  for (const [name, patterns, expected] of facts) {
    for (const re of patterns) {
      for (const found of all(text, re)) expect.soft(found, `${name} on ${path}`).toBe(expected);
    }
  }
  // An affiliation the garage has not confirmed is named nowhere.
  for (const [name, a] of Object.entries(business.affiliations)) {
    if (!a.confirmed) expect.soft(text, `unconfirmed ${name} on ${path}`).not.toMatch(a.mentions);
  }
  // "Day and night" only for the insurer's alarm centre, never for the garage.
  for (const m of text.matchAll(/dag en nacht/g)) {
    expect.soft(text.slice(Math.max(0, (m.index ?? 0) - 80), m.index), `"dag en nacht" on ${path}`).toMatch(/alarmcentrale/);
  }
};

/**
 * Dutch function words: on an English page their share of the main text must be near zero. The business's name
 * ("De Vos"), its address and the Dutch terms the page marks as Dutch (lang="nl", e.g. the glossary) are left out;
 * the terms explained inline (eigen risico, kenteken…) contain none of these words.
 */
const dutchWords = new Set([
  'het', 'een', 'van', 'wij', 'uw', 'u', 'niet', 'wordt', 'de', 'en', 'voor', 'met', 'zijn', 'op', 'te', 'dat', 'die',
  'ook', 'naar', 'bij', 'om', 'maar', 'als', 'aan', 'dan', 'nog', 'ons', 'onze', 'er', 'deze', 'wat', 'hoe', 'heeft', 'kunt',
]);

const mainText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('[lang="nl"], [hidden], script, style')) el.remove();
    return copy.innerText || copy.textContent || '';
  });

/** An English page reads as English: Dutch function words make up less than 0.2 % of its main text. */
export const checkEnglish = async (page: Page) => {
  let text = await mainText(page);
  for (const name of [business.legalName, business.name, business.shortName, business.address.street]) {
    text = text.replaceAll(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  }
  const found = words(text);
  const dutch = found.filter((w) => dutchWords.has(w));
  expect.soft(found.length, 'words on the page').toBeGreaterThan(100);
  expect.soft(dutch.length / found.length, `Dutch words found: ${dutch.join(', ')}`).toBeLessThan(0.002);
};

// ---- English page checks (issue 30, English half): change this block with the English copy. ----

/** Where the English warranty terms are (src/data/en/business.ts → warrantyTermsHrefEn). */
export const warrantyTermsHrefEn = '/en/about#warranty';

/** English starting prices without what they buy: "from €25 incl. VAT" not followed by "(…)". */
export const unscopedPricesEn = (text: string): string[] => all(text, /(from €\s?\d+(?:[.,]\d+)? incl\. VAT)(?! \()/gi);

/** English mentions of the bodywork warranty, which must link to its terms. */
export const warrantyMentionEn = /\d+-year warranty|warranty on body repairs/i;

/**
 * On English pages: every mention of the bodywork warranty links to its English terms (art. 6:230l BW), every
 * starting price says in brackets what it buys (as the Dutch pages do; ACM price guidance).
 */
const checkCopyEn = async (page: Page, path: string, main: string, text: string) => {
  if (warrantyMentionEn.test(main) && path !== warrantyTermsHrefEn.split('#')[0]) {
    expect.soft(await page.locator(`main a[href="${warrantyTermsHrefEn}"]`).count(), `a link to the English warranty terms on ${path}`).toBeGreaterThan(0);
  }
  expect.soft(unscopedPricesEn(text), `a “from” price says what it includes, on ${path}`).toEqual([]);
};
// ---- end of the English page checks ----
