/**
 * The header on a phone: the mobile menu (its first screen at 390 × 844 and 360 × 640, the services behind a
 * disclosure), and every page within two taps of its language's home page. The rest of the header: e2e/header.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { services } from '../src/data/services';
import { fileFor, tags } from './support/dist.mjs';
import { sitemapPaths } from './support/site';
import { inHeader, mainNav } from './support/header';

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('the menu button opens a panel with every item and, under Diensten, the six services; the button and Escape close it', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobiel-menu');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(panel).toBeVisible();
    for (const name of ['Home', 'Over ons', 'Contact']) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Diensten', exact: true }).click();
    for (const s of services) await expect(panel.getByRole('link', { name: s.title, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Bekijk alle diensten' })).toHaveAttribute('href', '/services');
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await button.click();
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the first tap on the menu button opens it, even before the island was live', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobiel menu' })).toBeVisible();
  });
});

/** The mobile menu's first screen, per language: the four items (Diensten a disclosure), the report button, the switch. */
const firstScreen = {
  nl: { path: '/about', menu: 'Mobiel menu', links: ['Home', 'Over ons', 'Contact'], services: 'Diensten', report: 'Schade melden', switch: 'English', groups: ['Schadeherstel', 'Onderhoud en reparatie'] },
  en: { path: '/en/about', menu: 'Mobile menu', links: ['Home', 'About us', 'Contact'], services: 'Services', report: 'Report damage', switch: 'Nederlands', groups: ['Body repair', 'Servicing and repairs'] },
};
for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 640 }]) {
  test.describe(`the mobile menu at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });
    for (const [lang, w] of Object.entries(firstScreen)) {
      test(`its items, the report button and the language switch fit the first screen; the services open under ${w.services} (${lang})`, async ({ page }) => {
        await page.goto(w.path);
        await page.getByRole('button', { name: 'Menu' }).tap();
        const panel = page.getByRole('navigation', { name: w.menu });
        for (const name of w.links) await expect(panel.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
        const disclosure = panel.getByRole('button', { name: w.services, exact: true });
        await expect(disclosure).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('banner').getByRole('link', { name: w.report, exact: true }).first()).toBeInViewport({ ratio: 1 });
        await expect(panel.getByRole('link', { name: w.switch, exact: true })).toBeInViewport({ ratio: 1 });
        // The services sit behind the disclosure, with the two groups inside.
        await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
        for (const group of w.groups) await expect(panel.getByText(group, { exact: true })).toBeHidden();
        await disclosure.tap();
        await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
        const list = page.locator(`#${await disclosure.getAttribute('aria-controls')}`);
        for (const group of w.groups) await expect(list.getByText(group, { exact: true })).toBeVisible();
        await disclosure.tap();
        await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
        await expect(list).toBeHidden();
      });
    }

    test('the services disclosure works by keyboard: Enter and Space toggle it, Tab goes into the open list', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Menu' }).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('navigation', { name: 'Mobiel menu' });
      await expect(panel).toBeVisible();
      const disclosure = panel.getByRole('button', { name: 'Diensten', exact: true });
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await expect(disclosure).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByText('Onderhoud en reparatie', { exact: true })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: inHeader[0]?.label ?? '', exact: true })).toBeFocused();
      await disclosure.focus();
      await page.keyboard.press(' ');
      await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByText('Onderhoud en reparatie', { exact: true })).toBeHidden();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}

/**
 * Review D19 (and English B2): every page in the sitemap is at most two taps from its language's home page, on a
 * phone. A tap follows a link in the built HTML; a link in the header's menus costs two (open the menu, then the
 * link), except the logo and the report button, which are always in view. No browser: the built files are read.
 */
test('every page is within two taps of the home page, in each language', () => {
  const paths = sitemapPaths();
  const hrefs = (tagsOf: string) => tags(tagsOf, 'a').map((t) => t.match(/\shref="([^"#?]*)/)?.[1] ?? '').filter((h) => h.startsWith('/'));
  const linksOf = (path: string): [string, number][] => {
    const file = fileFor(path);
    if (!file) return [];
    const html = readFileSync(file, 'utf8');
    const header = html.match(/<header\b[\s\S]*?<\/header>/)?.[0] ?? '';
    const home = path.startsWith('/en') ? '/en' : '/';
    const inView = new Set([home, path.startsWith('/en') ? '/en/report-damage' : '/schade-melden']);
    return [
      ...hrefs(html.replace(header, '')).map((h): [string, number] => [h, 1]),
      ...hrefs(header).map((h): [string, number] => [h, inView.has(h) ? 1 : 2]),
    ];
  };
  for (const home of ['/', '/en']) {
    const taps = new Map<string, number>([[home, 0]]);
    for (const round of [0, 1]) {
      for (const [page, n] of [...taps]) {
        if (n !== round) continue;
        for (const [href, cost] of linksOf(page)) {
          const to = href.replace(/(.)\/$/, '$1');
          if (n + cost <= 2 && (taps.get(to) ?? 3) > n + cost) taps.set(to, n + cost);
        }
      }
    }
    const own = paths.filter((p) => (home === '/en') === (p === '/en' || p.startsWith('/en/')));
    expect(own.filter((p) => !taps.has(p)), `pages more than two taps from ${home}`).toEqual([]);
  }
});
