/**
 * The design review of 2026-11-29 evening (docs/design/review-2026-11-29-evening.md), H1 and M1, as a visitor meets
 * them on the landing pages. Each test fails on the build before (the reason is beside each).
 */
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { ctaTarget, slugs, source } from './support/landing-content';

/** The h2s of a page's Markdown body, in order. */
const bodyHeadings = (slug: string) => [...source(slug).matchAll(/^## (.+)$/gm)].map((m) => m[1]?.trim() ?? '');

test.describe('H1: a landing page on a phone is not a wall of text', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const slug of ['autoschade-utrecht', 'apk-utrecht', 'sterreparatie']) {
    // Old build: four h2 sections of running text, no button between the hero and the closing band.
    test(`/${slug}: the prose is a stack of cards, the first open, with the action row after it`, async ({ page }) => {
      await page.goto(`/${slug}`);
      const prose = page.locator('[data-prose]');
      const cards = prose.locator('details[data-section]');
      const headings = bodyHeadings(slug);
      await expect(cards).toHaveCount(headings.length);
      // Every h2 is in the HTML, in its card's summary, and can be reached as a heading.
      for (const [i, text] of headings.entries()) {
        await expect(cards.nth(i).locator('summary h2')).toHaveText(text);
        await expect(page.getByRole('heading', { level: 2, name: text })).toBeVisible();
      }
      await expect(cards.first()).toHaveAttribute('open', '');
      for (let i = 1; i < headings.length; i++) await expect(cards.nth(i)).not.toHaveAttribute('open');
      // A card's summary is a 44 px+ target with a visible focus; a tap opens it.
      const summary = cards.nth(1).locator('summary');
      expect((await summary.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(cards.nth(1).locator('p').first()).toBeHidden();
      await summary.click();
      await expect(cards.nth(1)).toHaveAttribute('open', '');
      await expect(cards.nth(1).locator('p').first()).toBeVisible();

      // The action row: between the first and the second card, visible, the page's own button and the phone.
      const row = prose.locator('[data-action-row]');
      await expect(row).toBeVisible();
      const between = await row.evaluate((el) => ({
        after: el.previousElementSibling?.matches('details[data-section]') ?? false,
        before: el.nextElementSibling?.matches('details[data-section]') ?? false,
      }));
      expect(between).toEqual({ after: true, before: headings.length > 1 });
      await expect(row.getByRole('link').first()).toHaveAttribute('href', ctaTarget(slug));
      await expect(row.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`);
      for (const link of await row.getByRole('link').all()) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    });
  }

  // Old build: /autoschade-utrecht 9,000 px at 390 px, /apk-utrecht 8,670 (now about 7,450 each).
  test('/autoschade-utrecht and /apk-utrecht: shorter to scroll', async ({ page }) => {
    for (const [slug, most] of [['autoschade-utrecht', 8000], ['apk-utrecht', 8000]] as const) {
      await page.goto(`/${slug}`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: `height of /${slug} at 390 px`, description: String(height) });
      expect(height, slug).toBeLessThanOrEqual(most);
    }
  });

  // Old build: "Direct na een aanrijding: leg alles vast: kenteken …" in a box right under the list that says it.
  test('/autoschade-utrecht: no fact box that repeats the list above it; the report button leads to the report', async ({ page }) => {
    await page.goto('/autoschade-utrecht');
    await expect(page.locator('[data-prose] [data-highlight]')).toHaveCount(0);
    await expect(page.getByText('Direct na een aanrijding', { exact: true })).toHaveCount(0);
    await expect(page.locator('[data-action-row]').getByRole('link', { name: 'Schade melden' })).toHaveAttribute('href', '/schade-melden');
  });
});

// Old build: "Op deze pagina" scrolled to a closed card's heading and left it closed.
test('at 1280 px a link of "Op deze pagina" opens its card; arriving with a card\'s fragment opens it too', async ({ page }) => {
  const last = bodyHeadings('autoschade-utrecht').at(-1)!;
  await page.goto('/autoschade-utrecht');
  const card = page.locator('details[data-section]').filter({ has: page.getByRole('heading', { level: 2, name: last }) });
  await expect(card).not.toHaveAttribute('open');
  await page.getByRole('navigation', { name: 'Op deze pagina' }).getByRole('link', { name: last }).click();
  await expect(card).toHaveAttribute('open', '');
  await expect(card.locator('p').first()).toBeInViewport();
  const id = await card.locator('summary h2').getAttribute('id');
  await page.goto('/about');
  await page.goto(`/autoschade-utrecht#${id}`);
  await expect(card).toHaveAttribute('open', '');
  await expect(card.locator('p').first()).toBeVisible();
});

test.describe('M1: the landing heroes show their drawing whole', () => {
  for (const width of [1280, 1024]) {
    // Old build: a 480 × 480 px square out of every 3:2 drawing.
    test(`every landing hero at ${width} px: the picture in its own proportions`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const slug of slugs) {
        await page.goto(`/${slug}`);
        const img = page.locator('[data-page-hero] [data-hero-anchor] img');
        await expect(img).toBeVisible();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
        const fit = await img.evaluate((i: HTMLImageElement) => ({
          shown: i.getBoundingClientRect().width / i.getBoundingClientRect().height,
          own: i.naturalWidth / i.naturalHeight,
        }));
        expect(Math.abs(fit.shown - fit.own), `/${slug}: ${fit.shown.toFixed(2)} against ${fit.own.toFixed(2)}`).toBeLessThan(0.03);
      }
    });
  }
});
