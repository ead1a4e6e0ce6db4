/**
 * The landing pages' content (src/content/landing → /<slug>): the guards on the content files (no browser), one page
 * per content file and back, heads within bounds, where each page's button leads, and no two pages that read alike.
 * The pages as a visitor meets them: e2e/landing.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../src/data/business';
import { services } from '../src/data/services';
import { assertNoReservedSlugs, fixedRoutesFromFiles, resolveRelated } from '../src/lib/landing';
import { sitemapPaths } from './support/site';
import { jaccard, shingles, words } from './support/text';
import { ctaTarget, slugs, source } from './support/landing-content';

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
