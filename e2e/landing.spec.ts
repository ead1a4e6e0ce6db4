/**
 * The landing pages (src/content/landing → /<slug>) and /autogarage-utrecht: one page per content file and back,
 * head within bounds, the sections a visitor needs, structured data, and no two pages that read alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { business, copyright } from '../src/data/business';
import { services } from '../src/data/services';
import { assertNoReservedSlugs, fixedRoutesFromFiles, resolveRelated } from '../src/lib/landing';
import { siteUrl, sitemapPaths } from './support/site';
import { jaccard, shingles, words } from './support/text';

const contentDir = 'src/content/landing';
const slugs = readdirSync(contentDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''))
  .sort();
const source = (slug: string) => readFileSync(`${contentDir}/${slug}.md`, 'utf8');
/** One quoted top-level front-matter value, e.g. `title: "…"`. */
const field = (slug: string, key: string): string => {
  const match = source(slug).match(new RegExp(`^${key}: "(.*)"$`, 'm'));
  if (!match?.[1]) throw new Error(`${slug}.md heeft geen ${key}`);
  return match[1].replace(/\\"/g, '"');
};

/** The four labels the spec allows on a landing page's call to action, and the report's on the pages about damage. */
const ctaLabels = ['Neem contact op', 'Direct contact opnemen', 'Vraag een offerte aan', 'Afspraak aanvragen', 'Schade melden'];
/** Where the page's main button leads: `cta.href` in its front matter (the report on the pages about damage), else /contact. */
const ctaTarget = (slug: string) => source(slug).match(/^ {2}href: "(.*)"$/m)?.[1] ?? '/contact';
/**
 * Highest word 5-gram Jaccard similarity allowed between the unique text of two landing pages. Pages written
 * separately share almost no 5-word sequence (about 0.01 today). A page that reuses a fifth of another page's
 * text scores about 0.11 (0.2n / 1.8n), half of it about 0.33: 0.1 catches that and leaves ten times headroom.
 */
const maxSimilarity = 0.1;
const minUniqueWords = 250;

const paths = sitemapPaths();

/** The text only this page has: hero heading and intro, the cards, the Markdown body (no navigation, no buttons). */
const uniqueText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-unique]')]
      .map((region) => {
        const copy = region.cloneNode(true) as Element;
        copy.querySelectorAll('nav, [data-shared]').forEach((n) => n.remove());
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
        return parts.join(' ');
      })
      .join(' '),
  );

/** Every JSON-LD node on the page. */
const jsonLd = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => JSON.parse(t) as Record<string, unknown>[]);

const expectReachable = async (page: Page) => {
  const cards = page.locator('[data-info-card]');
  await expect(cards).toHaveCount(3);
  await expect(page.locator('[data-info-card="adres"]').getByRole('link', { name: /Plan uw route/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  const contact = page.locator('[data-info-card="contact"]');
  await expect(contact.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(contact.getByRole('link', { name: business.whatsapp.display })).toHaveAttribute('href', business.whatsapp.url);
  await expect(contact.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
  await expect(page.locator('[data-info-card="openingstijden"]')).toContainText('8.00–17.00 uur');
};

const expectServicesActiveAndSimpleFooter = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Diensten' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(copyright);
  await expect(footer.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacy');
  // The simple footer: the damage guide, contact and the privacy statement (review 2026-11-24, D6), not the full menus.
  await expect(footer.getByRole('link', { name: 'Schadegids' })).toHaveAttribute('href', '/damage-guide');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  // Since issue 34 also the lease-car site, moved out of the header.
  await expect(footer.getByRole('link', { name: /Lesauto met schade\?/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link')).toHaveCount(5);
};

test.describe('guards (no browser)', () => {
  test('a landing slug that takes a fixed route fails the build with a clear message', () => {
    const fixed = fixedRoutesFromFiles([
      '/src/pages/index.astro',
      '/src/pages/404.astro',
      '/src/pages/robots.txt.ts',
      '/src/pages/[landing].astro',
      '/src/pages/services/index.astro',
      '/src/pages/services/[serviceId].astro',
      '/src/pages/privacy.astro',
    ]);
    expect(fixed).toEqual(['404', 'index', 'privacy', 'robots.txt', 'services']);
    expect(() => assertNoReservedSlugs(['sterreparatie', 'privacy'], fixed)).toThrow(
      /src\/content\/landing\/privacy\.md → \/privacy/,
    );
    expect(() => assertNoReservedSlugs(['services'], ['about', 'services'])).toThrow(/vaste route/);
    expect(() => assertNoReservedSlugs(slugs, fixed)).not.toThrow();
  });

  test('related entries resolve to a title and a URL; an unknown one fails the build', () => {
    const landings = [
      { id: 'sterreparatie', data: { serviceName: 'Sterreparatie voorruit', description: 'Ster in de ruit.' } },
      { id: 'apk-utrecht', data: { serviceName: 'APK-keuring', description: 'Uw APK.' } },
    ];
    const oil = services.find((s) => s.id === 'oil-change');
    expect(resolveRelated('apk-utrecht', ['sterreparatie', 'services/oil-change'], landings, services)).toEqual([
      { title: 'Sterreparatie voorruit', href: '/sterreparatie', text: 'Ster in de ruit.' },
      { title: oil?.title, href: '/services/oil-change', text: oil?.hero },
    ]);
    expect(() => resolveRelated('apk-utrecht', ['bestaat-niet'], landings, services)).toThrow(/"bestaat-niet"/);
    expect(() => resolveRelated('apk-utrecht', ['services/bestaat-niet'], landings, services)).toThrow(/services\/bestaat-niet/);
    expect(() => resolveRelated('apk-utrecht', ['apk-utrecht'], landings, services)).toThrow(/zichzelf/);
  });

  test('the similarity measure tells copied text from different text', () => {
    const a = shingles('Een ster in de voorruit repareren wij binnen een halfuur in onze werkplaats in Utrecht');
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, shingles('Deuken drukken wij van binnenuit terug zonder plamuur of spuitwerk'))).toBe(0);
  });

  test('the Markdown names no business fact that belongs in business.ts', () => {
    for (const slug of slugs) {
      const text = source(slug);
      for (const year of text.matchAll(/sinds (\d{4})/g)) expect(year[1], `${slug}.md`).toBe(String(business.foundedYear));
      for (const fact of [business.phone.display, business.whatsapp.display, business.email, business.address.street]) {
        expect(text, `${slug}.md noemt ${fact}: dat komt uit business.ts`).not.toContain(fact);
      }
    }
  });
});

test('every content file has a page in the sitemap, and every landing page has a content file', async ({ request }) => {
  expect(slugs).toHaveLength(17);
  for (const slug of slugs) expect(paths, `sitemap mist /${slug}`).toContain(`/${slug}`);
  const rootPaths = paths.filter((p) => /^\/[^/]+$/.test(p));
  const built: string[] = [];
  for (const path of rootPaths) {
    const html = await (await request.get(path)).text();
    const id = html.match(/data-landing-page="([^"]+)"/)?.[1];
    if (id) built.push(id);
    if (id) expect(path).toBe(`/${id}`);
  }
  expect(built.sort()).toEqual(slugs);
});

test('titles and descriptions of the landing pages are within bounds and unique', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const slug of slugs) {
    const html = await (await request.get(`/${slug}`)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    expect.soft(title.length, `titel van /${slug}: "${title}"`).toBeLessThanOrEqual(60);
    expect.soft(title.length, `titel van /${slug}`).toBeGreaterThanOrEqual(15);
    expect.soft(description.length, `beschrijving van /${slug}`).toBeGreaterThanOrEqual(120);
    expect.soft(description.length, `beschrijving van /${slug}`).toBeLessThanOrEqual(160);
    titles.add(title);
    descriptions.add(description);
  }
  expect(titles.size).toBe(slugs.length);
  expect(descriptions.size).toBe(slugs.length);
});

test('the pages about damage lead to the report, the maintenance pages to an appointment', () => {
  const toReport = slugs.filter((slug) => ctaTarget(slug) === '/schade-melden');
  expect(toReport.length).toBeGreaterThanOrEqual(11);
  // Spray work and restoration are asked for a quote, not reported as damage (review 2026-11-24, D13).
  for (const slug of ['topherstel', 'auto-spuiten-utrecht', 'spuiten-brommer-motor']) {
    expect(ctaTarget(slug), slug).toBe('/contact');
  }
  // Maintenance leads to the appointment request, the APK page with the APK ticked (issue 27).
  expect(ctaTarget('apk-utrecht')).toBe('/afspraak?dienst=apk');
  // Odour removal is priced after a look, so it asks for a quote through the contact form (Dutch review 2026-11-27, A22).
  expect(ctaTarget('geurtjes-verwijderen')).toBe('/contact');
  for (const slug of ['autoschade-utrecht', 'lakschade-auto-utrecht', 'uitdeuken-zonder-spuiten', 'autoruitschade', 'schadegarant']) {
    expect(toReport, slug).toContain(slug);
  }
});

for (const slug of slugs) {
  test(`/${slug} is a complete landing page`, async ({ page }) => {
    await page.goto(`/${slug}`);
    await expect(page).toHaveTitle(field(slug, 'title'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', field(slug, 'description'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(field(slug, 'heading'));
    await expect(page.getByRole('main')).toContainText(field(slug, 'intro'));

    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Diensten' })).toHaveAttribute('href', '/services');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(field(slug, 'serviceName'));

    await expect(page.locator('#kenmerken [data-card]')).toHaveCount(4);
    await expect(page.locator('#kenmerken h2')).toHaveText(field(slug, 'cardsHeading'));

    // The same main button in the hero and in the closing band: the report on the pages about damage, else /contact.
    const label = new RegExp(`^(${ctaLabels.join('|')})`);
    const cta = page.locator('section[aria-labelledby="cta-titel"]').getByRole('link', { name: label });
    await expect(cta).toHaveCount(1);
    await expect(cta).toHaveAttribute('href', ctaTarget(slug));
    const heroCta = page.locator('[data-shared]').getByRole('link', { name: label });
    await expect(heroCta).toHaveAttribute('href', ctaTarget(slug));
    if (ctaTarget(slug) === '/schade-melden') await expect(heroCta).toHaveText(/^\s*Schade melden/);

    await expectReachable(page);
    await expectServicesActiveAndSimpleFooter(page);

    const related = page.locator('[data-related] a');
    const count = await related.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    const targets = [...paths, ...services.map((s) => `/services/${s.id}`)];
    for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(targets, `gerelateerde link ${href}`).toContain(href);
      expect(href).not.toBe(`/${slug}`);
    }

    const nodes = await jsonLd(page);
    const shop = nodes.find((n) => n['@type'] === 'AutoBodyShop');
    const service = nodes.find((n) => n['@type'] === 'Service');
    expect(service).toMatchObject({
      name: field(slug, 'serviceName'),
      url: new URL(`/${slug}`, siteUrl).href,
      areaServed: { '@type': 'City', name: 'Utrecht' },
      provider: { '@id': shop?.['@id'] },
    });
    const breadcrumb = nodes.find((n) => n['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', siteUrl).href },
      { '@type': 'ListItem', position: 2, name: 'Diensten', item: new URL('/services', siteUrl).href },
      { '@type': 'ListItem', position: 3, name: field(slug, 'serviceName'), item: new URL(`/${slug}`, siteUrl).href },
    ]);
  });
}

test('the body Markdown becomes h2s under the single h1, set at a readable line length', async ({ page }) => {
  await page.goto('/sterreparatie');
  await expect(page.locator('h1')).toHaveCount(1);
  const prose = page.locator('[data-prose]');
  await expect(prose.locator('h2').first()).toHaveText('Waarom een ster niet kan wachten');
  const { width, fontSize } = await prose.evaluate((el) => ({
    width: el.getBoundingClientRect().width,
    fontSize: parseFloat(getComputedStyle(el).fontSize),
  }));
  expect(fontSize).toBeGreaterThanOrEqual(16);
  expect(width / fontSize).toBeLessThanOrEqual(45); // 70ch ≈ 40 em in this font
});

test(`every landing page has ${minUniqueWords}+ words of its own and no two read alike (5-gram Jaccard ≤ ${maxSimilarity})`, async ({ page }) => {
  test.setTimeout(90_000);
  const texts = new Map<string, string>();
  let fewest = { count: Infinity, slug: '' };
  for (const slug of slugs) {
    await page.goto(`/${slug}`);
    const text = await uniqueText(page);
    const count = words(text).length;
    expect.soft(count, `unieke woorden op /${slug}`).toBeGreaterThanOrEqual(minUniqueWords);
    if (count < fewest.count) fewest = { count, slug };
    texts.set(slug, text);
  }
  test.info().annotations.push({ type: 'minste unieke woorden', description: `${fewest.count} (/${fewest.slug})` });
  const sets = [...texts].map(([slug, text]) => [slug, shingles(text)] as const);
  let max = { score: 0, pair: '' };
  for (const [i, [a, sa]] of sets.entries()) {
    for (const [b, sb] of sets.slice(i + 1)) {
      const score = jaccard(sa, sb);
      expect.soft(score, `/${a} en /${b} lijken te veel op elkaar`).toBeLessThanOrEqual(maxSimilarity);
      if (score > max.score) max = { score, pair: `/${a} ~ /${b}` };
    }
  }
  test.info().annotations.push({ type: 'hoogste gelijkenis', description: `${max.score.toFixed(4)} (${max.pair})` });

  // The measure would catch a copy: half of one page pasted into another scores above the threshold.
  const [first, second] = [...texts.values()];
  const w1 = words(first ?? '');
  const w2 = words(second ?? '');
  const halfCopied = [...w2.slice(0, Math.floor(w2.length / 2)), ...w1.slice(0, Math.floor(w1.length / 2))].join(' ');
  expect(jaccard(shingles(first ?? ''), shingles(halfCopied))).toBeGreaterThan(maxSimilarity);
});

test.describe('/autogarage-utrecht', () => {
  test('the garage-wide SEO page: exact title, description, appointment link, text links, info cards', async ({ page }) => {
    await page.goto('/autogarage-utrecht');
    await expect(page).toHaveTitle('Autogarage Utrecht: alles onder één dak | Autoschade De Vos');
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
    for (const topic of ['complete autogarage in Utrecht', 'reparaties', 'schadeherstel', 'APK', 'ruitschade', 'online']) {
      expect(description).toContain(topic);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een complete autogarage in Utrecht');
    const main = page.getByRole('main');
    for (const topic of ['Reparaties', 'Onderhoud', 'Schadeherstel', 'APK-keuring', 'Ruitschade', 'Afspraak aanvragen']) {
      await expect(main.getByRole('heading', { level: 3, name: topic, exact: true })).toBeVisible();
    }
    const book = main.getByRole('link', { name: 'Vraag online een afspraak aan' });
    expect(await book.count()).toBeGreaterThanOrEqual(1);
    for (const link of await book.all()) await expect(link).toHaveAttribute('href', '/afspraak');
    await expect(main.locator('[data-prose]').getByRole('link', { name: 'al onze diensten' })).toHaveAttribute('href', '/services');
    await expect(main.locator('[data-prose]').getByRole('link', { name: 'Afspraak aanvragen' })).toHaveAttribute('href', '/afspraak');
    await expectReachable(page);
    await expectServicesActiveAndSimpleFooter(page);
    const breadcrumb = (await jsonLd(page)).find((n) => n['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.['itemListElement']).toHaveLength(2);
  });
});
