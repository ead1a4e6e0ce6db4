/**
 * The design review's per-page checks, run as steps of e2e/every-page.spec.ts's one walk per page (each was a load of
 * its own in design-review-2.spec.ts and design-topics.spec.ts; what they prove is unchanged):
 * - the topic picture of a landing page's hero at 1280 px (design review 2026-11-28, F1), whole (2026-11-29 evening,
 *   M1), and none at 390 px (design review 2026-11-29, M6);
 * - the hero's topic icon in the first screen at 390 px, hidden from 1024 px (F3);
 * - an h1 of at most three lines at 375 and 360 px (F7);
 * - no phone number or e-mail address broken over two lines, nor sticking out, on F5's pages and widths.
 * What must hold over all pages together (the landing pages each their own icon) is design-review-2.spec.ts's.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { business } from '../../src/data/business';
import { intlPhone } from '../../src/lib/format.en';
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
  // The whole drawing, in its own proportions: the square detail of review 2026-11-29 (M6) cut the car at both bumpers
  // and the APK clipboard off its edge (review 2026-11-29 evening, M1). Old build: 480 × 480 px of a 3:2 drawing.
  const fit = await img.evaluate((i: HTMLImageElement) => ({
    shown: i.getBoundingClientRect().width / i.getBoundingClientRect().height,
    own: i.naturalWidth / i.naturalHeight,
    objectFit: getComputedStyle(i).objectFit,
  }));
  if (fit.objectFit !== 'contain') expect(fit.shown, `the hero of ${path}: the drawing uncropped`).toBeCloseTo(fit.own, 1);
};

/** At 390 px: a landing page's hero shows no picture (its cards follow the buttons; review 2026-11-29, M6). */
export const noPhoneHeroPicture = async (page: Page, path: string) => {
  if (landingPaths.has(path)) await expect(page.locator('[data-page-hero] img')).toBeHidden();
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

/**
 * The pages and widths of design review F5, where a number or the address must be written (the thank-you page, not in
 * the sitemap, stays in design-review-2.spec.ts). None breaks on any page at any width the walk visits: the numbers in
 * business.ts's and the privacy statement's running text have no-break spaces since /damage-guide (390 px) and
 * /privacy (1280 px) broke one.
 */
const contactCases: Record<string, number[]> = {
  '/': [360, 390], '/contact': [360], '/damage-guide': [1280, 360], '/en': [360], '/en/contact': [390], '/privacy': [360],
};

/** At the current width, on every page: no number or address over two lines, none sticking out; F5's pages write one. */
export const contactsWhole = async (page: Page, path: string, width: number) => {
  const found = await wraps(page);
  if (contactCases[path]?.includes(width)) expect.soft(found.length, 'the page writes a number or the address').toBeGreaterThan(0);
  expect.soft(found.filter((f) => f.lines > 1), `numbers and addresses broken at ${width} px`).toEqual([]);
  // Nothing sticks out: an unbreakable number or address fits its column.
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `the page's width at ${width} px`).toBeLessThanOrEqual(width);
};

/**
 * Every place where a phone number or the e-mail address is written in visible text, with the number of lines it takes.
 * The e-mail address counts as two parts, before and from the "@": each part must stay on one line.
 */
export const wraps = (page: Page) =>
  page.evaluate((strings) => {
    const found: { text: string; lines: number }[] = [];
    const patterns = strings.map((s) => new RegExp(s.replace(/[+.]/g, '\\$&').replace(/ /g, '[\\s\\u00A0]'), 'g'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const parent = t.parentElement;
      if (!parent || parent.closest('.sr-only, script, style, template') || !parent.checkVisibility()) continue;
      for (const re of patterns) {
        for (const m of (t.textContent ?? '').matchAll(re)) {
          const range = document.createRange();
          range.setStart(t, m.index ?? 0);
          range.setEnd(t, (m.index ?? 0) + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.bottom)));
          if (tops.size) found.push({ text: m[0], lines: tops.size });
        }
      }
    }
    return found;
  }, [business.phone.display, business.whatsapp.display, intlPhone(), intlPhone(business.whatsapp), business.police.display, ...business.email.split(/(?=@)/)]);

/** The number of lines the h1 takes at the current width. */
export const h1Lines = (page: Page) =>
  page.locator('h1').evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));

/**
 * At 375 and 360 px (a 360 px phone, design review F7 and F5): the h1 in at most three lines (on the pages of the
 * sitemap), and at 360 px a size above the h2s; no number or address broken. Leaves the page at 360 px.
 */
export const onSmallPhones = async (page: Page, path: string, h1: boolean) => {
  for (const width of [375, 360]) {
    await page.setViewportSize({ width, height: 780 });
    if (h1) expect.soft(await h1Lines(page), `lines of the h1 at ${width} px`).toBeLessThanOrEqual(3);
    if (h1 && width === 360) await typeScale(page, 360);
    await contactsWhole(page, path, width);
  }
};

/**
 * Review 2026-11-29, M2, at the current width: the h1 at least 2 px above every h2 of the page (old build: 30 over 30 px
 * on the inner pages, 26 under 30 px on the landing pages at 390 px).
 */
export const typeScale = async (page: Page, width: number) => {
  const sizes = await page.evaluate(() => {
    const size = (e: Element) => parseFloat(getComputedStyle(e).fontSize);
    const h1 = document.querySelector('h1');
    const h2s = [...document.querySelectorAll('main h2')].filter((h) => h.checkVisibility() && !h.closest('.sr-only'));
    return { h1: h1 ? size(h1) : 0, h2s: h2s.map((h) => ({ size: size(h), text: h.textContent?.trim().slice(0, 40) ?? '' })) };
  });
  for (const h2 of sizes.h2s) expect.soft(h2.size, `${width} px: the h2 "${h2.text}" under the h1 (${sizes.h1} px)`).toBeLessThanOrEqual(sizes.h1 - 2);
};

/**
 * Review 2026-11-29, M4: one button anatomy. Each button to the report, the appointment or the phone shows one icon, the
 * same for the same action on the page (the camera, the calendar, the phone: src/components/ui/Button.astro); no amber
 * button ends in an arrow (old build: "Schade melden →" beside "Schade melden" with the camera); and at 390 px the hero's
 * buttons are one height (old build: the amber 52 px, its outlined partner 56 px).
 */
export const buttonAnatomy = async (page: Page, width: number) => {
  const buttons = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a.rounded-button')]
      .filter((a) => a.checkVisibility())
      .map((a) => ({
        href: a.getAttribute('href') ?? '',
        text: a.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        icons: [...a.querySelectorAll('svg')].map((s) => s.innerHTML),
        height: Math.round(a.getBoundingClientRect().height),
        hero: !!a.closest('[data-page-hero], [data-hero]'),
        primary: a.classList.contains('bg-accent-400'),
      })),
  );
  const actions = { report: /\/(schade-melden|report-damage)$/, appointment: /\/(afspraak|appointment)$/, call: /^tel:/ };
  for (const [action, re] of Object.entries(actions)) {
    const of = buttons.filter((b) => re.test(b.href));
    for (const b of of) expect.soft(b.icons.length, `${width} px: "${b.text}" (${action}) with one icon`).toBe(1);
    expect.soft(new Set(of.map((b) => b.icons[0])).size, `${width} px: one icon for every ${action} button`).toBeLessThanOrEqual(1);
  }
  for (const b of buttons.filter((b) => b.primary)) expect.soft(b.text, `${width} px: an amber button without a trailing arrow`).not.toMatch(/→$/);
  const hero = new Set(buttons.filter((b) => b.hero).map((b) => b.height));
  if (width === 390) expect.soft([...hero], '390 px: the hero’s buttons one height').toHaveLength(Math.min(hero.size, 1));
};
