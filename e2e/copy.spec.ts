/**
 * The copy as a Dutch visitor and a search engine read it, on every page in the sitemap (so pages added later are
 * covered): correct Dutch labels, titles within bounds with one suffix, every stated figure equal to the facts in
 * src/data/business.ts, prices with VAT, reviews with source and date, no review stars in JSON-LD.
 * Pages whose <html lang> is not Dutch (the English edition) get the language-neutral checks only.
 */
import { expect, test, type Page } from '@playwright/test';
import { business, yearsOfExperience } from '../src/data/business';
import { reviewByline, reviewPolicyHref, reviews } from '../src/data/reviews';
import { services } from '../src/data/services';
import { titleSuffix } from '../src/lib/seo';
import { sitemapPaths } from './support/site';

const paths = sitemapPaths();
/** The not-found pages are not in the sitemap but are read all the same. */
const notFound = ['/deze-pagina-bestaat-niet', '/services/bestaat-niet'];

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
const titleCased = (label: string): string[] => {
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

test('the title-case rule finds what it is meant to find', () => {
  expect(titleCased('Afspraak Maken')).toEqual(['Maken']);
  expect(titleCased('Samenwerking Met De Beste')).toEqual(['Met', 'De', 'Beste']);
  expect(titleCased('Autoschade? Wat nu?')).toEqual([]);
  expect(titleCased('Over De Vos')).toEqual([]);
  expect(titleCased('404 Dienst niet gevonden')).toEqual([]);
  expect(titleCased('Neem Contact Op')).toEqual(['Contact', 'Op']);
});

for (const path of [...paths, ...notFound]) {
  test(`${path}: labels, title and stated facts`, async ({ page }) => {
    await page.goto(path);
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
  });
}

test('/services and the six service pages state every price with "incl. btw"', async ({ page }) => {
  await page.goto('/services');
  for (const s of services) {
    expect(s.price).toBe(`vanaf €${s.priceFrom} incl. btw`);
    await expect(page.getByRole('main')).toContainText(s.price);
  }
  for (const s of services) {
    await page.goto(`/services/${s.id}`);
    await expect(page.locator('[data-fact="price"] dd')).toHaveText(s.price);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description).toContain('Utrecht');
    expect(description).toContain(business.name);
    expect(description).not.toBe(s.hero);
    expect(s.description.startsWith(description.slice(0, 40))).toBe(false);
  }
});

test('every review on the home page names its source and month; the section links to how reviews are checked', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#reviews');
  const cards = section.locator('[data-review]');
  await expect(cards).toHaveCount(reviews.length);
  const months = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
  for (const [i, r] of reviews.entries()) {
    const byline = cards.nth(i).locator('[data-review-source]');
    await expect(byline).toHaveText(reviewByline(r));
    await expect(byline).toHaveText(new RegExp(`^${r.source}, (${months}) \\d{4}$`));
  }
  await expect(section.locator('[data-rating-summary]')).toContainText(business.rating.source);
  const link = section.getByRole('link', { name: 'Zo verzamelen en controleren wij reviews' });
  await expect(link).toHaveAttribute('href', reviewPolicyHref);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${reviewPolicyHref}$`));
  const target = page.locator(`#${reviewPolicyHref.split('#')[1]}`);
  await expect(target.getByRole('heading', { level: 2 })).toHaveText('Zo verzamelen en controleren wij reviews');
  await expect(target).toContainText(business.rating.source);
  await expect(target).toContainText('controleren');
});

test('the privacy statement says which data come from others', async ({ page }) => {
  await page.goto('/privacy');
  const section = page.locator('#gegevens-van-anderen');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Gegevens die wij van anderen krijgen');
  for (const source of ['verzekeraar', 'schade-expert', 'RDW', 'andere partij']) await expect(section).toContainText(source);
  await expect(page.locator('main')).not.toContainText('alleen gegevens die u zelf aan ons geeft');
});
