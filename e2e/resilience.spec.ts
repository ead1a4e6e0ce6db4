/** The site when things go wrong: no JavaScript, scripts that fail, images that fail, zoom and narrow screens. */
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { headerOf, sitemapPaths } from './support/site';

const paths = sitemapPaths();

const readable = async (page: Page, path: string) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(200);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy/i })).toBeVisible();
  const nav = page.getByRole('navigation', { name: headerOf(path).mainMenu }).or(page.getByRole('button', { name: 'Menu' }));
  await expect(nav.first()).toBeVisible();
};

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of paths) {
    test(`${path} is readable with its navigation`, async ({ page }) => {
      await page.goto(path);
      await readable(page, path);
    });
  }
});

/**
 * The 17 landing pages share one template and one header, so one of them stands for all 17 here (the same check on each
 * would add a minute to the suite and nothing to what it proves); every other page is its own template.
 */
const landing = readdirSync('src/content/landing').map((f) => `/${f.replace(/\.md$/, '')}`).sort();
const onePerTemplate = paths.filter((p) => !landing.includes(p) || p === landing[0]);

test.describe('every script request fails', () => {
  for (const path of onePerTemplate) {
    test(`${path} stays usable`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto(path);
      await readable(page, path);
      // A header link still takes the visitor somewhere.
      const header = headerOf(path);
      await page.getByRole('navigation', { name: header.mainMenu }).getByRole('link', { name: header.contact.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${header.contact.href}$`));
      expect(errors).toEqual([]);
    });
  }
});

test('when every image fails, the home page shows no broken image and nothing shifts', async ({ page }) => {
  await page.route(/\.(avif|webp|jpe?g|png|svg)(\?|$)/, (route) => route.abort());
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node)));
        w.shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  const images = await page.locator('img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc || img.src,
      failed: img.complete && img.naturalWidth === 0,
      visible: getComputedStyle(img).visibility !== 'hidden',
    })),
  );
  expect(images.length).toBeGreaterThan(1);
  // A failed image with its alt text and icon would show: every failed image is hidden instead.
  expect(images.filter((i) => i.failed && i.visible)).toEqual([]);
  // No layout shift at all (each entry names the elements that moved).
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});

for (const [label, viewport] of [
  ['320 px wide', { width: 320, height: 640 }],
  ['200 % zoom of a 1280 px screen', { width: 640, height: 400 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });
    test('no page scrolls sideways', async ({ page }) => {
      const wide: string[] = [];
      for (const path of [...paths, '/404']) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) wide.push(`${path}: ${overflow}px`);
      }
      expect(wide).toEqual([]);
    });
  });
}
