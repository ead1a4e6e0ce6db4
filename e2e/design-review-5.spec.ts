/**
 * The evening design review of 2026-11-28 (docs/design/review-2026-11-28-evening.md), M6 and M4, as a visitor meets
 * them. Each test fails on the build before the fix: the phone menu repeated the bar's two jobs and had no phone, no
 * WhatsApp and no scrim; /contact had three cards and no map.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/walk-page';
import { business } from '../src/data/business';
import { routeHref } from '../src/lib/format';
import { intlPhone } from '../src/lib/format.en';

const street = business.address.street.replace(/\s+\d.*$/, '');
const menus = [
  { lang: 'nl', path: '/about', menu: 'Mobiel menu', call: `Bel ${business.phone.display}` },
  { lang: 'en', path: '/en/about', menu: 'Mobile menu', call: `Call ${intlPhone(business.phone)}` },
];

/** The visible lines of an element's text. */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim() || (n.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
      }
      return tops.size;
    }),
  );

test.describe('M6: the phone menu', () => {
  for (const width of [360, 390]) {
    for (const m of menus) {
      test(`offers the appointment (not in the bar below 420 px), the phone and WhatsApp, full width on one line each, not the report (${m.lang}, ${width} px)`, async ({ walkPage: page }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(m.path);
        await page.getByRole('button', { name: 'Menu' }).click();
        const panel = page.getByRole('navigation', { name: m.menu });
        await expect(panel).toBeVisible();
        const call = panel.getByRole('link', { name: m.call });
        const whatsapp = panel.getByRole('link', { name: /^WhatsApp/ });
        await expect(call).toHaveAttribute('href', `tel:${business.phone.e164}`);
        await expect(whatsapp).toHaveAttribute('href', business.whatsapp.url);
        await expect(panel.locator('a[href*="schade-melden"], a[href*="report-damage"]')).toHaveCount(0);
        // Review 2026-11-29, M5: the bar holds the report alone below 420 px, so the menu offers the appointment first.
        const appointment = panel.locator('a[href$="/afspraak"], a[href$="/appointment"]');
        await expect(appointment).toHaveCount(1);
        await expect(appointment).toBeVisible();
        const [a, b, c] = [await call.boundingBox(), await whatsapp.boundingBox(), await appointment.boundingBox()];
        expect(a!.x).toBe(b!.x);
        expect(a!.width).toBe(b!.width);
        expect(c!.width).toBe(a!.width);
        expect(c!.y, 'the appointment above the phone').toBeLessThan(a!.y);
        expect(a!.width).toBeGreaterThan(width - 40);
        expect(await lines(page, '#mobiel-menu a[href^="tel:"], #mobiel-menu a[href^="https://wa.me/"]')).toEqual([1, 1]);
      });
    }
  }

  test('a light scrim covers the page under the open menu; a tap on it closes the menu, Escape still returns focus', async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const panel = page.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(panel).toBeVisible();
    const below = (await panel.boundingBox())!;
    const point = { x: 195, y: Math.min(830, below.y + below.height + 60) };
    // What lies under that point is the scrim, not the page: a tap there does not reach a link behind it.
    const hit = await page.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y)!;
      return { inMain: !!el.closest('main, footer, [data-floating]'), background: getComputedStyle(el).backgroundColor };
    }, point);
    expect(hit.inMain).toBe(false);
    expect(hit.background).not.toBe('rgba(0, 0, 0, 0)');
    await page.mouse.click(point.x, point.y);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/contact$/);
    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('M4: /contact', () => {
  for (const [path, visit] of [['/contact', 'Plan uw route'], ['/en/contact', 'Get directions']] as const) {
    test(`${path}: four ways to reach us, WhatsApp among them, two a row on a phone`, async ({ walkPage: page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      const cards = page.locator('#contact ul > li');
      await expect(cards).toHaveCount(4);
      await expect(cards.nth(1).getByRole('heading', { name: 'WhatsApp' })).toBeVisible();
      await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', business.whatsapp.url);
      const boxes = await cards.evaluateAll((li) => li.map((l) => l.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y), right: r.right })));
      expect(boxes[0]!.y).toBe(boxes[1]!.y);
      expect(boxes[2]!.y).toBe(boxes[3]!.y);
      expect(boxes[0]!.x).toBe(boxes[2]!.x);
      expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
      for (const b of boxes) expect(b.right).toBeLessThanOrEqual(360);
      // Every card's link on one line at 360 px.
      expect(await lines(page, '#contact ul > li a')).toEqual([1, 1, 1, 1]);
    });

    test(`${path}: a drawn map, linked to the route, with the address as text`, async ({ walkPage: page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const map = page.locator('#contact').getByRole('link', { name: new RegExp(`${street}.*${visit}`) });
        await expect(map).toHaveAttribute('href', routeHref());
        await expect(map).toHaveAttribute('target', '_blank');
        const img = map.locator('img');
        await img.scrollIntoViewIfNeeded();
        await expect(img).toBeVisible();
        expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
        const box = (await img.boundingBox())!;
        expect(box.height).toBeGreaterThan(200);
      }
    });
  }

  test('the map is drawn on our own site: the garage’s street and name, no third party', async ({ request }) => {
    const res = await request.get('/kaart.svg');
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain(`>${street}<`);
    expect(svg).toContain(`>${business.name}<`);
    expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
  });
});
