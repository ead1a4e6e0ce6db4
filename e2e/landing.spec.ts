/**
 * The landing pages (src/content/landing → /<slug>) and /autogarage-utrecht as a visitor meets them: the sections a
 * visitor needs, the call to action, structured data, the Markdown body. The content guards, the sitemap, the heads and
 * that no two pages read alike: e2e/landing-content.spec.ts.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/walk-page';
import { business, copyright } from '../src/data/business';
import { services } from '../src/data/services';
import { siteUrl, sitemapPaths } from './support/site';
import { ctaTarget, field, slugs } from './support/landing-content';

/** The four labels the spec allows on a landing page's call to action, and the report's on the pages about damage. */
const ctaLabels = ['Neem contact op', 'Direct contact opnemen', 'Vraag een offerte aan', 'Afspraak aanvragen', 'Schade melden'];

const paths = sitemapPaths();

/** Every JSON-LD node on the page. */
const jsonLd = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => JSON.parse(t) as Record<string, unknown>[]);

// The home page's three cards (design review 2026-11-29, M4: one design of hours, address and phone, no second one with
// a table); WhatsApp and e-mail are in the contact bar and the footer of every page.
const expectReachable = async (page: Page) => {
  const block = page.getByRole('region', { name: 'Zo bereikt u ons', exact: true });
  const cards = block.locator('[data-info-card]');
  await expect(cards).toHaveCount(3);
  await expect(block.locator('table, dl')).toHaveCount(0);
  await expect(block.locator('[data-info-card="adres"]').getByRole('link', { name: /Plan uw route/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  const contact = block.locator('[data-info-card="contact"]');
  await expect(contact.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(block.locator('[data-info-card="openingstijden"]')).toContainText('8.00–17.00 uur');
};

const expectServicesActiveAndFullFooter = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Diensten' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(copyright);
  await expect(footer.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Schadegids' })).toHaveAttribute('href', '/damage-guide');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: /Lesauto met schade\?/ })).toHaveAttribute('target', '_blank');
  // Old build: a one-line footer with six links (review 2026-11-24, D6). Since review 2026-11-29 (M4) the landing pages
  // end in the same footer as every other page: its menus and the contact column.
  await expect(footer.getByRole('navigation', { name: 'Specialiteiten' })).toBeVisible();
  await expect(footer.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
};

for (const slug of slugs) {
  test(`/${slug} is a complete landing page`, async ({ walkPage: page }) => {
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
    const heroCta = page.locator('[data-page-hero] [data-shared]').getByRole('link', { name: label });
    await expect(heroCta).toHaveAttribute('href', ctaTarget(slug));
    if (ctaTarget(slug) === '/schade-melden') await expect(heroCta).toHaveText(/^\s*Schade melden/);

    await expectReachable(page);
    await expectServicesActiveAndFullFooter(page);

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

test('the body Markdown becomes h2s under the single h1, set at a readable line length', async ({ walkPage: page }) => {
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

test.describe('/autogarage-utrecht', () => {
  test('the garage-wide SEO page: exact title, description, appointment link, text links, info cards', async ({ walkPage: page }) => {
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
    await expectServicesActiveAndFullFooter(page);
    const breadcrumb = (await jsonLd(page)).find((n) => n['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.['itemListElement']).toHaveLength(2);
  });
});
