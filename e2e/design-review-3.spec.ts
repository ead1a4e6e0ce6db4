/**
 * The low findings of the design review of 2026-11-28 (docs/design/review-2026-11-28.md, F13, F16, F17), as a visitor
 * sees them. Each test fails on the build before the fix (reasons beside each).
 */
import { expect } from '@playwright/test';
import { test } from './support/walk-page';

const phone = { width: 390, height: 844 };

test.describe('design review 2026-11-28, low findings', () => {
  // Old build: four buttons of one width (three outlined), no fox mark; the content ran past one screen at 390. Since the
  // evening review's M8 two buttons and the phone line (e2e/design-review-7.spec.ts); the fox is in the drawn scene.
  test('F13: the 404 page: the report first, the fox, the buttons within one screen at 390', async ({ walkPage: page }) => {
    await page.setViewportSize(phone);
    await page.goto('/deze-pagina-bestaat-niet');
    const nav = page.getByRole('main').getByRole('navigation');
    const links = nav.getByRole('link');
    await expect(links.first()).toHaveText('Schade melden');
    await expect(page.locator('[data-not-found-mark] use[href="#vos"]').first()).toBeAttached();
    await expect(page.locator('[data-not-found-mark]').first()).toBeVisible();
    const bottom = await nav.evaluate((n) => n.getBoundingClientRect().bottom + scrollY);
    expect(bottom).toBeLessThanOrEqual(phone.height);
  });

  // Old build: an unordered list without numbers, and two clipboard icons on /apk-utrecht.
  test('F16: the landing pages "in vier stappen" number their steps', async ({ walkPage: page }) => {
    for (const path of ['/apk-utrecht', '/sterreparatie', '/krassen-verwijderen-auto-utrecht']) {
      await page.goto(path);
      const list = page.locator('#kenmerken ol');
      await expect(list, path).toHaveCount(1);
      const heads = list.getByRole('heading', { level: 3 });
      await expect(heads).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expect(heads.nth(i)).toContainText(`Stap ${i + 1}`);
    }
    await page.goto('/apk-utrecht');
    const icons = await page.locator('#kenmerken li svg').evaluateAll((s) => s.map((e) => e.innerHTML));
    expect(new Set(icons).size).toBe(4);
  });

  // Old build: the two menu buttons side by side, "Afspraak aanvragen" on two lines; chips with 4 px a side;
  // "up-to-date" broke at its hyphen on /en at 390. The menu's buttons are now the phone and WhatsApp (evening review,
  // M6: e2e/design-review-5.spec.ts), stacked the same way.
  test('F17: menu buttons stacked full-width on one line each, chips with 8 px a side, "up-to-date" unbroken', async ({ walkPage: page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobiel-menu div.grid:has(> a[href^="tel:"]):has(> a[href^="https://wa.me/"])');
    // Three since review 2026-11-29 (M5): the appointment, which the bar leaves out below 420 px, then the phone and WhatsApp.
    const actions = menu.getByRole('link');
    await expect(actions).toHaveCount(3);
    const boxes = await actions.evaluateAll((as) => as.map((a) => {
      const r = a.getBoundingClientRect();
      return { x: r.x, w: r.width, h: r.height };
    }));
    for (const b of boxes) {
      expect(b.x).toBe(boxes[0]!.x);
      expect(b.w).toBe(boxes[0]!.w);
      expect(b.h).toBeLessThan(60);
    }

    await page.goto('/afspraak');
    await expect(page.locator('.appt-chip').first()).toHaveCSS('padding-left', '8px');

    await page.goto('/en');
    const h2 = page.getByRole('heading', { level: 2, name: /up.to.date equipment/ });
    const words = await h2.evaluate((h) => {
      const text = h.firstChild as Text;
      const i = text.data.search(/up.to.date/);
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 10);
      return range.getClientRects().length;
    });
    expect(words).toBe(1);
  });
});

// Old build: the holiday list was an open six-line paragraph in the home page's opening-hours card.
test('F15: the holidays fold into a disclosure beside the opening hours', async ({ walkPage: page }) => {
  await page.setViewportSize(phone);
  for (const [path, label] of [['/', 'Gesloten op feestdagen'], ['/contact', 'Gesloten op feestdagen'], ['/en', 'Closed on public holidays']] as const) {
    await page.goto(path);
    const summary = page.getByRole('main').locator('summary', { hasText: label }).first();
    await expect(summary, path).toBeVisible();
    const list = summary.locator('xpath=following-sibling::p');
    await expect(list).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await expect(list).toContainText(path === '/en' ? 'Christmas' : 'Kerst');
  }
});

// The evening review of 2026-11-28 (docs/design/review-2026-11-28-evening.md), M2 and M3.
test.describe('design review 2026-11-28 (evening)', () => {
  // Old build: the hero's call button had the blue ring (#3370f0), under 3:1 against the navy behind it.
  test('M3: the focus ring is white on the navy hero and footer, blue on white', async ({ walkPage: page }) => {
    await page.goto('/contact');
    await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies to what is focused next
    const ring = async (loc: ReturnType<typeof page.locator>, colour: string) => {
      await loc.evaluate((el) => (el as HTMLElement).focus());
      await expect(loc).toHaveCSS('outline-color', colour); // waits out the buttons' colour transition
    };
    await ring(page.locator('[data-page-hero] a', { hasText: 'Bel' }), 'rgb(255, 255, 255)');
    await ring(page.locator('[data-page-hero] a').last(), 'rgb(255, 255, 255)');
    await ring(page.locator('footer a').first(), 'rgb(255, 255, 255)');
    await ring(page.locator('main a:not([data-page-hero] a)').last(), 'rgb(51, 112, 240)');
  });

  // Old build: five cards a row at 1280 px; "Transmissieservice" ran past its card's edge.
  test('M2: "Andere diensten" on a service page: every title inside its card at 1280', async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/services/brake-service');
    const cards = page.locator('[aria-labelledby="andere-diensten-titel"] li');
    await expect(cards).toHaveCount(5);
    const out = await cards.evaluateAll((lis) => lis.filter((li) => { const a = li.querySelector('a')!.getBoundingClientRect(); const c = li.getBoundingClientRect(); return a.right > c.right - 8; }).map((li) => li.textContent?.trim()));
    expect(out).toEqual([]);
  });
});
