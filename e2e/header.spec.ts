/**
 * The header: DIENSTEN by mouse, keyboard and touch, with its two groups (body repair, servicing and repairs) that
 * reach their pages; the active item; the lease-car link; the "Schade melden" button at every width; the menus without
 * JavaScript. The mobile menu and the two taps to every page on a phone: e2e/header-phone.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { services, truncate } from '../src/data/services';
import { bodyRepair, dropdown, inHeader, mainNav, trigger } from './support/header';

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
