/**
 * The design review's per-page checks, run as steps of e2e/every-page.spec.ts's one walk per page (each was a load of
 * its own in design-review-2.spec.ts and design-topics.spec.ts; what they prove is unchanged):
 * - the topic picture of a landing page's hero at 1280 px (design review 2026-11-28, F1);
 * - the hero's topic icon in the first screen at 390 px, hidden from 1024 px (F3);
 * - an h1 of at most three lines at 375 and 360 px (F7).
 * What must hold over all pages together (the landing pages each their own icon) is design-review-2.spec.ts's.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { field, slugs } from './landing-content';

/** The two generic pictures the landing pages shared before (src/assets/werkplaats.jpg, hero-werkplaats.jpg). */
export const generic = /\/(hero-)?werkplaats\./;
export const loaded = (img: Locator) => expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
export const source = (img: Locator) => img.evaluate((i: HTMLImageElement) => i.currentSrc || i.src);

/** The landing pages, by path ("/sterreparatie"). */
export const landingPaths = new Set(slugs.map((s) => `/${s}`));

/** At 1280 px: a landing page's hero shows its own topic's picture, with its size and a Dutch alt, loaded. */
export const topicPicture = async (page: Page, path: string) => {
  const topic = field(path.slice(1), 'picture');
  const img = page.locator('[data-page-hero] [data-hero-anchor] img');
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('height', /\d+/);
  await expect(img).toHaveAttribute('alt', /^Illustratie van .{20,}/);
  await loaded(img);
  const src = await source(img);
  expect(src).not.toMatch(generic);
  expect(src, `the hero of ${path} shows ${topic}`).toContain(`/_astro/${topic}.`);
};

/** The pages whose hero's right half (the picture or the proof card) is the anchor at 1280 px, with no icon tile. */
const wideAnchors = new Set(['/sterreparatie', '/schadeherstel', '/about', '/services/brake-service']);

/** At 1280 px, on a page with an inner hero: the phone's icon tile is hidden (and on four pages the right half shows). */
export const heroIconWide = async (page: Page, path: string) => {
  if ((await page.locator('[data-page-hero]').count()) === 0) return;
  await expect(page.locator('[data-page-hero] [data-hero-icon]')).toBeHidden();
  if (wideAnchors.has(path)) await expect(page.locator('[data-page-hero] [data-hero-anchor]')).toBeVisible();
};

/** At 390 px (the page at the top), on a page with an inner hero: its topic icon, 40 px or more, within the top 300 px. */
export const heroIconPhone = async (page: Page) => {
  if ((await page.locator('[data-page-hero]').count()) === 0) return;
  const icon = page.locator('[data-page-hero] [data-hero-icon]');
  await expect(icon, 'an inner hero without an anchor on a phone').toHaveCount(1);
  await expect(icon).toBeVisible();
  const box = await icon.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { bottom: r.bottom, width: r.width };
  });
  expect(box.bottom, 'the icon in the first screen').toBeLessThanOrEqual(300);
  expect(box.width).toBeGreaterThanOrEqual(40);
};

/** The number of lines the h1 takes at the current width. */
export const h1Lines = (page: Page) =>
  page.locator('h1').evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));

/** At 375 and 360 px (a 360 px phone, design review F7): the h1 in at most three lines. Leaves the page at 360 px. */
export const h1OnSmallPhones = async (page: Page) => {
  for (const width of [375, 360]) {
    await page.setViewportSize({ width, height: 780 });
    expect.soft(await h1Lines(page), `lines of the h1 at ${width} px`).toBeLessThanOrEqual(3);
  }
};
