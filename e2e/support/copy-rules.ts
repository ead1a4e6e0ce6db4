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
const pageText = (page: Page): Promise<string> =>
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

  const text = await pageText(page);
  // Prices to consumers include VAT, wherever a price is shown.
  expect.soft(all(text, /(vanaf €\s?\d+(?:,\d+)?)(?![\d,]| incl\. btw)/gi), 'prices without "incl. btw"').toEqual([]);

  const lang = (await page.locator('html').getAttribute('lang')) ?? '';
  if (!lang.startsWith('nl')) return;

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
    ['customers', [/(\d[\d.]*\+?) klanten/g, /\bklanten ¦ (\d[\d.]*\+?)/g], business.figures.customers],
    ['rating', [/(\d+,\d+) ?\/ ?10/g, /gemiddeld cijfer op \S+ ¦ (\d+,\d+)/gi], business.rating.display],
    ['number of ratings', [/(\d+) beoordelingen/g], String(business.rating.count)],
    ['staff', [/(\d+) (?:vakmensen|teamleden|medewerkers)/g, /vakmensen in ons team ¦ (\d+)/g], String(business.figures.staff)],
    ['years', [/(\d+)(?!\+) jaar ervaring/g, /jaar ervaring ¦ (\d+)/g, /\bAl (\d+) jaar\b/g], String(yearsOfExperience())],
    ['founded', [/sinds (\d{4})/g], String(business.foundedYear)],
    ['warranty', [/(\d+|twee|drie|vier|vijf) jaar garantie/gi], String(business.warranty.years)],
    ['reply time', [/(binnen (?:\d+ uur|één werkdag|een werkdag|\d+ werkdagen?))/g], business.replyTime],
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
