/**
 * One wording per promise on the English pages (issues 23, 30, 38), and `wordingFindings`, which reads a text with
 * the rules of its language. The English edition's words: change this file with the English copy.
 */
import { formWordingNl, wordingNl, type WordingRule } from './copy-wording-nl';

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
  // Issue 38 (English review of 2026-11-27).
  {
    rule: 'a quote is asked by phone or message, not with the appointment form (A13)',
    phrases: [/ask for one with the same form/i, /quote with the same form/i, /request an appointment or a free, no-obligation quote/i],
  },
  {
    rule: 'promises as the Dutch makes them (A12, A14, A16, A19)',
    phrases: [
      /whoever your car is insured with/i, /on paper beforehand/i, /terms on paper with/i, /with the estimate or quote/i,
      /we’ll check it under the warranty/i, /up to 4 litres of oil\)/i, /you know the price and the time it takes before we start\./i,
    ],
  },
  {
    rule: 'one name for the APK: “the APK test (the Dutch MOT)”, never “MOT (APK)” (C15)',
    phrases: [/MOT \(APK\)/],
  },
  {
    rule: 'British dates: “Monday 30 November”, never “Monday, November 30” (C11)',
    phrases: [/\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/, /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, /],
  },
  {
    rule: 'language slips of the fourth English review (C12, C13)',
    phrases: [/\ba appointment/i, /don’t drive it yourself/i, /Thank you: we’ve/i, /once we’ve both confirmed/i],
  },
];

/** Issue 38: the words of the English form pages the review found wrong (as formWordingNl: not yet on the form pages). */
export const formWordingEn: readonly WordingRule[] = [
  {
    rule: 'the appointment request as an international reads it (B11, C14, C15, C16, A17)',
    phrases: [
      /annual Dutch vehicle inspection/i, /Dutch roadworthiness test/i, /while one is available/i, /Mileage \(km\) \(optional\)/i,
      /please note this number/i, /going by the registration/i, /leave it empty if any date is fine/i, /so much has been sent through the form/i,
      /we take photos as/i,
    ],
  },
];


/**
 * Every finding of the wordings in a text, for its language; `forms` adds the form pages' rules (issue 38), which
 * checkCopy leaves out on the four form pages until the forms engineer's words are merged.
 */
export const wordingFindings = (text: string, lang: string, forms = true): string[] => {
  const found: string[] = [];
  const en = lang.startsWith('en');
  const rules = [...(en ? wordingEn : wordingNl), ...(forms ? (en ? formWordingEn : formWordingNl) : [])];
  for (const { rule, phrases } of rules) {
    for (const re of phrases) {
      const m = text.match(re);
      if (m) found.push(`${rule}: “${text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 30).trim()}”`);
    }
  }
  return found;
};
