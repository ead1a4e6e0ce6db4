/**
 * The rules the copy keeps on every page, as a Dutch visitor, an English-speaking visitor and a search engine read it.
 * Used by e2e/every-page.spec.ts (every page in the sitemap and the not-found pages) and, for their own tests, by
 * e2e/copy.spec.ts (the title-case rule itself).
 */
import { expect, type Page } from '@playwright/test';
import { business, yearsOfExperience } from '../../src/data/business';
import { titleSuffix } from '../../src/lib/seo';
import { words } from './text';
import { claimFindings } from './copy-claims';
import { wordingFindings } from './copy-wording-en';

export * from './copy-claims';
export * from './copy-wording-nl';
export * from './copy-wording-en';

/**
 * The four form pages: the forms engineer rewrites their words this round (issue 38), so the form-word rules
 * (formWordingNl, formWordingEn) skip them until that work is merged; then remove this list.
 */
export const formPages: readonly string[] = ['/afspraak', '/en/appointment', '/schade-melden', '/en/report-damage'];

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
    // A number in running text has no-break spaces (it must not break over two lines): read them as spaces.
    const around = main.slice(Math.max(0, at - window), at + m[0].length + window).replace(/\u00A0/g, ' ');
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
  expect.soft(wordingFindings(text, lang, !formPages.includes(path)), `wording on ${path}`).toEqual([]);
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
