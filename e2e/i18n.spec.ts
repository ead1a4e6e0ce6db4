/**
 * The English edition as visitors and search engines meet it: every Dutch page with an English counterpart (the
 * table in src/i18n/routes.ts) and back. What every paired page must carry (status, <html lang>, hreflang, og:locale,
 * the header's switch, followed) and that English pages read as English is checked page by page in
 * e2e/every-page.spec.ts. Here: the switch in the mobile menu, the sitemap's alternates, titles, prices, each page's
 * scripts in its own language only, and the English status line (the English forms: e2e/i18n-forms.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mainNav, siteNavNl } from '../src/data/main-nav';
import { mainNavEn, siteNavEn } from '../src/data/en/main-nav';
import { localePath, routePairs } from '../src/i18n/routes';
import { canonicalUrl } from '../src/lib/seo';
import { siteUrl, sitemapPaths } from './support/site';

const abs = (path: string) => canonicalUrl(path, siteUrl);
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

test('the table covers the core pages: home, about, services (six), damage guide, contact, partners, privacy', () => {
  const dutch = routePairs.map(([nl]) => nl);
  for (const p of ['/', '/about', '/services', '/damage-guide', '/contact', '/partners', '/privacy']) expect(dutch).toContain(p);
  expect(dutch.filter((p) => p.startsWith('/services/'))).toHaveLength(6);
  for (const [nl, en] of routePairs) expect(en, nl).toMatch(/^\/en(\/|$)/);
});

test('the English header and footer items are the English pages of the Dutch ones', () => {
  expect(mainNavEn.map((i) => i.key)).toEqual(mainNav.map((i) => i.key));
  for (const [i, item] of mainNav.entries()) expect(mainNavEn[i]?.href, item.href).toBe(localePath('en', item.href));
});

// Every paired page's status, <html lang>, hreflang, og:locale and switch (followed) are in e2e/every-page.spec.ts.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/damage-guide', '/en/services/brake-service']) {
    test(`${path}: the mobile menu holds the language switch too`, async ({ page }) => {
      const english = path.startsWith('/en');
      const other = routePairs.find(([nl, en]) => nl === path || en === path);
      await page.goto(path);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: (english ? siteNavEn : siteNavNl).mobileMenu });
      const link = menu.getByRole('link', { name: english ? 'Nederlands' : 'English', exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === (english ? other?.[0] : other?.[1]));
    });
  }
});

test('pages in one language only (the landing pages) have no hreflang; their "English" leads to /en/body-repair', async ({ page }) => {
  const paired = new Set([...routePairs.flat(), '/apk-utrecht', '/autogarage-utrecht']);
  const single = sitemapPaths().filter((p) => !paired.has(p));
  expect(single.length).toBeGreaterThanOrEqual(16);
  for (const path of single.slice(0, 3)) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    // Not a translation of the page, but the English page about body repair (issue 17 §5).
    const english = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/en/body-repair');
    await expect(english).toHaveAttribute('lang', 'en');
  }
});

test('pages without a translation: the switch leads to their real counterpart, not to a page on another subject', async ({ page }) => {
  const cases = [
    ['/bedankt', '/en/thank-you'],
    ['/en/thank-you', '/bedankt'],
    ['/apk-utrecht', '/en/services#apk'],
    ['/autogarage-utrecht', '/en'],
    ['/en/404', '/'],
    ['/en/404-service', '/services'],
    ['/404', '/en'],
  ] as const;
  for (const [from, to] of cases) {
    await page.goto(from);
    const english = !from.startsWith('/en');
    const link = page.getByRole('banner').getByRole('link', { name: english ? 'English' : 'Nederlands', exact: true });
    await expect(link, from).toHaveAttribute('href', to);
    await expect(link, from).toHaveAttribute('lang', english ? 'en' : 'nl');
  }
  // The Dutch APK page's "English" opens the English APK block (the landing pages' one-line footer, which repeated the
  // switch, gave way to the full footer: design review 2026-11-29, M4).
  await page.goto('/apk-utrecht');
  const english = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
  await expect(english).toHaveAttribute('href', '/en/services#apk');
  await english.click();
  await expect(page.locator('#apk').getByRole('heading', { level: 2 })).toContainText('APK');
  await expect(page.locator('#apk')).toContainText('two months before');
});

test('the sitemap lists both pages of every pair, each with its alternates', () => {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  const entries = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  for (const [nl, en] of routePairs) {
    for (const path of [nl, en]) {
      const links = entries.get(abs(path));
      expect(links, path).toBeDefined();
      expect(links).toContain(`hreflang="nl" href="${abs(nl)}"`);
      expect(links).toContain(`hreflang="en" href="${abs(en)}"`);
      expect(links).toContain('hreflang="x-default"');
    }
  }
});

test('English titles (with the brand) fit in 60 characters, descriptions in 120–160', async ({ request }) => {
  for (const [, path] of routePairs) {
    const html = await (await request.get(path)).text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    expect.soft(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60);
    expect.soft(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(120);
    expect.soft(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
  }
});

const englishPaths = routePairs.map(([, en]) => en);

test('English prices say "incl. VAT" wherever a price is shown (titles may say "from €85")', async ({ page }) => {
  for (const path of englishPaths.filter((p) => p.startsWith('/en/services'))) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    const prices = [...text.matchAll(/from €\d+( incl\. VAT)?/g)];
    expect(prices.length, path).toBeGreaterThan(0);
    expect(prices.filter((m) => !m[1]).map((m) => m[0]), path).toEqual([]);
  }
});

/** Words each language's header and form islands carry, to find in the other language's scripts. */
const islandWords = {
  nl: [siteNavNl.mainMenu, siteNavNl.mobileMenu, mainNav[1]?.label ?? '', 'Verstuur bericht', 'Vul uw voornaam in'],
  en: [siteNavEn.mainMenu, siteNavEn.mobileMenu, mainNavEn[1]?.label ?? '', 'Send message', 'Please enter your first name'],
};

for (const [path, lang] of [['/contact', 'nl'], ['/en/contact', 'en'], ['/en/damage-guide', 'en']] as const) {
  test(`${path}: its scripts, before and after the islands wake, hold no words of the other language`, async ({ page }) => {
    // The URLs only: a response's body can be gone from the browser's memory by the time it is read
    // (a preloaded module), so each script is fetched again below.
    const urls = new Set<string>();
    page.on('request', (r) => {
      if (/\.m?js(\?|$)/.test(r.url())) urls.add(r.url());
    });
    await page.goto(path);
    await page.getByRole('banner').hover();
    const field = page.locator('main').getByRole('textbox').first();
    if (await field.count()) await field.focus();
    // Any island not yet touched (the damage guide's stepper) is woken as a pointer moving over it would.
    await page.locator('astro-island[ssr]').evaluateAll((islands) => {
      for (const island of islands) island.dispatchEvent(new PointerEvent('pointerover'));
    });
    // Every island on the page has woken (Astro drops the `ssr` mark once one has): a `networkidle` reached
    // before the focus would not wait for the form's chunks.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const code = (await Promise.all([...urls].map(async (u) => (await page.request.get(u)).text()))).join('\n');
    expect(code.length).toBeGreaterThan(1000);
    // The islands did wake: their own words are there (the header's always, the form's on the contact pages).
    const own = islandWords[lang].slice(0, path.endsWith('/contact') ? 5 : 3);
    for (const word of own) expect(code.includes(word), `"${word}" in the scripts of ${path}`).toBe(true);
    const other = lang === 'en' ? islandWords.nl : islandWords.en;
    for (const word of other) expect(code.includes(word), `"${word}" in the scripts of ${path}`).toBe(false);
  });
}

test('the open-now status and the hours are in English on English pages, in Amsterdam time', async ({ page }) => {
  // A Tuesday morning, then a Saturday: the words come from the page (src/data/en/opening-words.ts).
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+01:00'));
  await page.goto('/en/contact');
  const status = page.locator('main [data-open-status]').first();
  await expect(status).toHaveText('Open now · until 5:00 pm');
  await expect(page.getByRole('contentinfo')).toContainText('Mon–Fri 8:00 am – 5:00 pm');
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00+01:00'));
  await page.goto('/en');
  await expect(page.locator('main [data-open-status]').first()).toHaveText('Closed · opens Monday at 8:00 am');
});
