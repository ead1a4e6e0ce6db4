/**
 * The header: DIENSTEN by mouse, keyboard and touch, with its two groups (body repair, servicing and repairs) that
 * reach their pages; the mobile menu (its first screen at 390 × 844 and 360 × 640, the services behind a disclosure);
 * the active item; the lease-car link; the "Schade melden" button at every width.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { business } from '../src/data/business';
import { services, truncate } from '../src/data/services';
import { fileFor, tags } from './support/dist.mjs';
import { sitemapPaths } from './support/site';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const trigger = (page: Page) => mainNav(page).getByRole('link', { name: 'Diensten', exact: true });
const dropdown = (page: Page) => page.locator('#diensten-menu');

/** The body-repair pages as their front matter puts them in the menu (`menu: { group, label, order }`), in order. */
const bodyRepair = readdirSync('src/content/landing')
  .flatMap((file) => {
    const m = readFileSync(`src/content/landing/${file}`, 'utf8').match(/^menu: \{ group: "schadeherstel", label: "([^"]+)", order: (\d+)(?:, teaser: "[^"]+")? \}$/m);
    return m ? [{ label: m[1] ?? '', order: Number(m[2]), href: `/${file.replace(/\.md$/, '')}` }] : [];
  })
  .sort((a, b) => a.order - b.order);
/** The header lists the first nine (bodyRepairShown in src/lib/menu.ts); /schadeherstel lists them all. */
const inHeader = bodyRepair.slice(0, 9);

test.describe('body repair in the navigation', () => {
  test('DIENSTEN shows two groups, Schadeherstel and Onderhoud en reparatie, and reaches every page in them', async ({ page, request }) => {
    expect(bodyRepair.length).toBeGreaterThanOrEqual(12);
    await page.goto('/about');
    await trigger(page).hover();
    await expect(dropdown(page).getByText('Schadeherstel', { exact: true })).toBeVisible();
    await expect(dropdown(page).getByText('Onderhoud en reparatie', { exact: true })).toBeVisible();
    for (const entry of inHeader) {
      const link = dropdown(page).getByRole('link', { name: entry.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', entry.href);
      expect((await request.get(entry.href)).status(), entry.href).toBe(200);
    }
    for (const s of services) await expect(dropdown(page).getByRole('link', { name: new RegExp(`^${s.title}`) })).toHaveAttribute('href', `/services/${s.id}`);
    // The APK, promised on the home page, is on the menu too (review D19).
    await expect(dropdown(page).getByRole('link', { name: /^APK-keuring/ })).toHaveAttribute('href', '/apk-utrecht');
    // The overview lists every body-repair page, the ones the menu leaves out too.
    await dropdown(page).getByRole('link', { name: 'Alles over schadeherstel' }).click();
    await expect(page).toHaveURL(/\/schadeherstel$/);
    const main = page.getByRole('main');
    for (const entry of bodyRepair) await expect(main.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.href);
    // A body-repair page is reached from the menu in one click.
    await trigger(page).hover();
    await dropdown(page).getByRole('link', { name: inHeader[1]?.label ?? '', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === inHeader[1]?.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the English menu lists "Body repair", which leads to /en/body-repair', async ({ page }) => {
    await page.goto('/en/about');
    const services = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Services', exact: true });
    await services.hover();
    await expect(dropdown(page).getByText('Body repair', { exact: true })).toBeVisible();
    await expect(dropdown(page).getByRole('link', { name: /^APK test \(Dutch MOT\)/ })).toHaveAttribute('href', '/en/services#apk');
    await dropdown(page).getByRole('link', { name: /^Body repair/ }).click();
    await expect(page).toHaveURL(/\/en\/body-repair$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the footer lists both groups and the overview', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Specialiteiten' });
    await expect(footer.getByRole('heading', { name: 'Schadeherstel' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Onderhoud en reparatie' })).toBeVisible();
    for (const entry of bodyRepair.slice(0, 5)) await expect(footer.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.href);
    for (const s of services) await expect(footer.getByRole('link', { name: s.title, exact: true })).toHaveAttribute('href', `/services/${s.id}`);
    await expect(footer.getByRole('link', { name: 'Alles over schadeherstel' })).toHaveAttribute('href', '/schadeherstel');
    await expect(footer.getByRole('link', { name: 'APK-keuring', exact: true })).toHaveAttribute('href', '/apk-utrecht');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
    test('the mobile menu lists both groups and reaches a body-repair page', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Menu' }).tap();
      const panel = page.getByRole('navigation', { name: 'Mobiel menu' });
      await panel.getByRole('button', { name: 'Diensten', exact: true }).tap();
      await expect(panel.getByText('Schadeherstel', { exact: true })).toBeVisible();
      await expect(panel.getByText('Onderhoud en reparatie', { exact: true })).toBeVisible();
      for (const entry of inHeader) await expect(panel.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.href);
      await expect(panel.getByRole('link', { name: 'APK-keuring', exact: true })).toHaveAttribute('href', '/apk-utrecht');
      await panel.getByRole('link', { name: inHeader[0]?.label ?? '', exact: true }).tap();
      await expect(page).toHaveURL((url) => url.pathname === inHeader[0]?.href);
    });
  });
});

test.describe('the report button', () => {
  for (const width of [320, 390, 1024, 1280]) {
    test(`"Schade melden" is in the header at ${width} px and leads to the report`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const button = page.getByRole('banner').getByRole('link', { name: 'Schade melden', exact: true }).first();
      await expect(button).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Menu' }).or(mainNav(page))).toBeInViewport();
      await button.click();
      await expect(page).toHaveURL(/\/schade-melden$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Schade melden', exact: true }).first()).toHaveAttribute('aria-current', 'page');
    });
  }

  test('"Report damage" on English pages leads to the English report', async ({ page }) => {
    await page.goto('/en/services');
    const button = page.getByRole('banner').getByRole('link', { name: 'Report damage', exact: true });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page).toHaveURL(/\/en\/report-damage$/);
  });
});

test.describe('desktop', () => {
  test('DIENSTEN opens while the pointer is over it and closes when it leaves', async ({ page }) => {
    await page.goto('/about');
    await expect(dropdown(page)).toBeHidden();
    await trigger(page).hover();
    await expect(dropdown(page)).toBeVisible();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    for (const s of services) {
      const item = dropdown(page).getByRole('link', { name: new RegExp(`^${s.title}`) });
      await expect(item).toHaveAttribute('href', `/services/${s.id}`);
      await expect(item).toContainText(truncate(s.subtitle, 30));
    }
    const all = dropdown(page).getByRole('link', { name: 'Bekijk alle diensten' });
    await expect(all).toHaveText('Bekijk alle diensten →');
    await expect(all).toHaveAttribute('href', '/services');
    await page.mouse.move(640, 700);
    await expect(dropdown(page)).toBeHidden();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('subtitles are cut to 30 characters with an ellipsis', async ({ page }) => {
    await page.goto('/');
    await trigger(page).hover();
    const subtitles = await dropdown(page).locator('a span:nth-child(2)').allTextContents();
    // The six services, then the APK (its subtitle written to fit).
    expect(subtitles).toHaveLength(services.length + 1);
    for (const [i, text] of subtitles.entries()) {
      expect(text.length).toBeLessThanOrEqual(30);
      if (i === services.length) continue;
      const full = services[i]?.subtitle ?? '';
      expect(text).toBe(full.length > 30 ? `${full.slice(0, 29).trimEnd()}…` : full);
    }
  });

  test('DIENSTEN works by keyboard: Enter, Space and ArrowDown open, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/contact');
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();

    await page.keyboard.press(' ');
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(dropdown(page)).toBeVisible();
    await expect(dropdown(page).getByRole('link').first()).toBeFocused();
    const links = await dropdown(page).getByRole('link').count();
    for (let i = 0; i < links - 1; i++) await page.keyboard.press('Tab');
    await expect(dropdown(page).getByRole('link', { name: 'Bekijk alle diensten' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown(page)).toBeHidden();
  });

  test('a mouse click on DIENSTEN goes to the services overview', async ({ page }) => {
    await page.goto('/about');
    await trigger(page).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the lease-car link (in the footer since issue 34) opens the lease-car site in a new tab', async ({ page }) => {
    await page.goto('/');
    const lease = page.getByRole('contentinfo').getByRole('link', { name: /Lesauto met schade\?/ });
    await expect(lease).toHaveAttribute('href', business.leaseCarSite);
    await expect(lease).toHaveAttribute('target', '_blank');
    await expect(lease).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });
  test('a tap toggles the dropdown', async ({ page }) => {
    await page.goto('/about');
    await trigger(page).tap();
    await expect(dropdown(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await trigger(page).tap();
    await expect(dropdown(page)).toBeHidden();
  });
});

const active: [string, string][] = [
  ['/', 'Home'],
  ['/about', 'Over ons'],
  ['/contact', 'Contact'],
  ['/services', 'Diensten'],
  [`/services/${services[0]?.id}`, 'Diensten'],
];
for (const [path, label] of active) {
  test(`${path} marks ${label} as the current page`, async ({ page }) => {
    await page.goto(path);
    const current = mainNav(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(label);
  });
}

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every header link is a real link and DIENSTEN goes to /services', async ({ page }) => {
    await page.goto('/about');
    await expect(trigger(page)).toHaveAttribute('href', '/services');
    await trigger(page).hover();
    await expect(dropdown(page)).toBeVisible();
    await trigger(page).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the menu opens as a plain link to the panel, which lists every service; Diensten links to /services', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Mobiel menu' });
      await expect(panel).toBeVisible();
      for (const entry of inHeader) await expect(panel.getByRole('link', { name: entry.label, exact: true })).toBeVisible();
      for (const s of services) await expect(panel.getByRole('link', { name: s.title, exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Diensten', exact: true })).toHaveAttribute('href', '/services');
      await panel.getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
});

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
