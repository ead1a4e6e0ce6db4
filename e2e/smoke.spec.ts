/**
 * The site as a whole: the sitemap, unique titles, the not-found pages, robots.txt. Each page on its own is walked by
 * e2e/every-page.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { siteUrl, sitemapPaths } from './support/site';

const paths = sitemapPaths();

test('the sitemap lists the fixed pages', () => {
  for (const p of ['/', '/about', '/contact', '/services', '/damage-guide', '/partners', '/privacy']) {
    expect.soft(paths, `sitemap mist ${p}`).toContain(p);
  }
});

test('titles and descriptions are unique across the site', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    expect.soft(titles.get(title), `titel "${title}" van ${path}`).toBeUndefined();
    expect.soft(descriptions.get(description), `beschrijving van ${path}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
  expect(titles.size).toBe(paths.length);
});

test('an unknown path answers 404 with the Dutch page', async ({ page }) => {
  const response = await page.goto('/deze-pagina-bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pagina niet gevonden');
  const main = page.getByRole('main');
  // The report first: someone who followed an old link from an insurer's mail (D21).
  await expect(main.getByRole('navigation').getByRole('link').first()).toHaveText('Schade melden');
  await expect(main.getByRole('link', { name: 'Schade melden' })).toHaveAttribute('href', '/schade-melden');
  await expect(main.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Onze diensten' })).toHaveAttribute('href', '/services');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('an unknown service answers 404 with "Dienst niet gevonden"', async ({ page }) => {
  const response = await page.goto('/services/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dienst niet gevonden');
  await expect(page.getByRole('link', { name: 'Terug naar alle diensten' })).toHaveAttribute('href', '/services');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('an unknown service shows the general 404, which links to /services', async ({ page }) => {
    const response = await page.goto('/services/bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pagina niet gevonden');
    await expect(page.getByRole('main').getByRole('link', { name: 'Onze diensten' })).toHaveAttribute('href', '/services');
  });
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', siteUrl).href}`);
});
