/**
 * Findings 1 and 2 of the design review of 2026-11-28 (docs/design/review-2026-11-28.md), as a visitor sees them:
 * every landing page shows its own topic's picture (not the spray booth or the workshop floor they all shared), the
 * body-repair cards on /services carry pictures at least as large as the services' cards, and /schadeherstel has a
 * picture in its hero and, while the before/after gallery waits for real pairs, the repair in four steps.
 * What changed: docs/design.md, "Topic pictures".
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/walk-page';
import { field, slugs } from './support/landing-content';
import { generic, loaded, source } from './support/page-design';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** The sum of the layout shifts so far, buffered from the page's start. */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

/** Scroll to the foot of the page a screen at a time, so every lazy picture comes in. */
const scrollThrough = async (page: Page) => {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
};

test.describe('F1: each landing page shows the picture of its own topic', () => {
  // Each landing page's picture at 1280 px (visible, its size, a Dutch alt, loaded, its own topic and not the generic
  // one): a step of e2e/every-page.spec.ts's walk (e2e/support/page-design.ts); it was a load of each page here.

  test('eleven topics over the seventeen pages, none generic', () => {
    // At 390 px the hero shows no picture since the design review of 2026-11-29 (M6): the walk checks it there.
    expect(new Set(slugs.map((s) => field(s, 'picture'))).size).toBeGreaterThanOrEqual(10);
  });
});

test.describe('F2: /services gives body repair the picture cards', () => {
  for (const viewport of [phone, desktop]) {
    test(`six body-repair cards with their own pictures, as large as the services' (${viewport.width} px)`, async ({ walkPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/services');
      const cards = page.locator('[data-repair-cards] > li');
      await expect(cards).toHaveCount(6);
      const sources = new Set<string>();
      for (const card of await cards.all()) {
        const img = card.locator('img');
        await expect(img).toHaveCount(1);
        await expect(img).toHaveAttribute('alt', /^Illustratie van /);
        await expect(img).toHaveAttribute('width', /\d+/);
        await expect(img).toHaveAttribute('loading', 'lazy');
        await img.scrollIntoViewIfNeeded();
        await loaded(img);
        const src = await source(img);
        expect(src).not.toMatch(generic);
        sources.add(src.replace(/\.[^/]*$/, ''));
      }
      expect(sources.size, 'six different pictures').toBe(6);
      const repair = await cards.first().locator('img').boundingBox();
      const service = await page.locator('[data-service-card] img').first().boundingBox();
      // At 390 px both are the list row's 88 px thumbnail (design review 2026-11-29, M3), as high as its row.
      if (viewport === phone) expect(repair?.width).toBe(service?.width);
      else expect((repair?.width ?? 0) * (repair?.height ?? 0)).toBeGreaterThanOrEqual(0.95 * (service?.width ?? 0) * (service?.height ?? 0));
      // Body repair comes first on the page.
      expect(repair?.y ?? Infinity).toBeLessThan(service?.y ?? 0);
      await scrollThrough(page);
      expect(await shifts(page)).toBeLessThan(0.01);
    });
  }
});

test.describe('F2: /schadeherstel has a picture in its hero and the repair in four steps', () => {
  for (const viewport of [phone, desktop]) {
    test(`at ${viewport.width} px`, async ({ walkPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/schadeherstel');
      const img = page.locator('[data-page-hero] img');
      await expect(img).toHaveAttribute('alt', /^Illustratie van onze spuitcabine/);
      await expect(img).toHaveAttribute('height', /\d+/);
      await img.scrollIntoViewIfNeeded();
      await expect(img).toBeVisible();
      await loaded(img);
      const hero = await page.locator('[data-page-hero]').boundingBox();
      const box = await img.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((hero?.y ?? 0) + (hero?.height ?? 0) + 1);

      const steps = page.locator('[data-repair-process] > li');
      // The gallery is left out until the pairs are the garage's own; then the steps make way for it.
      if ((await page.locator('[data-before-after]').count()) === 0) {
        await expect(steps).toHaveCount(4);
        await expect(steps.locator('h3')).toHaveText([/^Stap 1:?\s*Melden$/, /^Stap 2:?\s*Expert of offerte$/, /^Stap 3:?\s*Herstel$/, /^Stap 4:?\s*Ophalen$/]);
        for (const step of await steps.all()) {
          await expect(step.locator('svg')).toHaveCount(1);
          await expect(step.locator('p')).toHaveText(/\S.{40,}/);
        }
        await steps.first().scrollIntoViewIfNeeded();
        await expect(steps.first()).toBeVisible();
        if (viewport === desktop) {
          const tops = await steps.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
          expect(new Set(tops).size, 'the four steps in one row at 1280 px').toBe(1);
        }
      }
      await scrollThrough(page);
      expect(await shifts(page)).toBeLessThan(0.01);
    });
  }

  test('/en/body-repair shows the same picture with an English alt text', async ({ walkPage: page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/en/body-repair');
    const img = page.locator('[data-page-hero] img');
    await expect(img).toHaveAttribute('alt', /^Illustration of our paint booth/);
    await loaded(img);
  });
});
