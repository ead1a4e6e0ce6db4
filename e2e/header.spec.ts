/** The header: DIENSTEN by mouse, keyboard and touch; the mobile menu; the active item; the lease-car link. */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../src/data/business';
import { services, truncate } from '../src/data/services';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const trigger = (page: Page) => mainNav(page).getByRole('link', { name: 'Diensten', exact: true });
const dropdown = (page: Page) => page.locator('#diensten-menu');

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
    expect(subtitles).toHaveLength(services.length);
    for (const [i, text] of subtitles.entries()) {
      expect(text.length).toBeLessThanOrEqual(30);
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
    for (let i = 0; i < services.length; i++) await page.keyboard.press('Tab');
    await expect(dropdown(page).getByRole('link', { name: 'Bekijk alle diensten' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown(page)).toBeHidden();
  });

  test('a mouse click on DIENSTEN goes to the services overview', async ({ page }) => {
    await page.goto('/about');
    await trigger(page).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the lease-car button opens the lease-car site in a new tab', async ({ page }) => {
    await page.goto('/');
    const lease = page.getByRole('banner').getByRole('link', { name: /Lesauto met schade\?/ }).first();
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
  test('the menu button opens a panel with every item and the six services; the button and Escape close it', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobiel-menu');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(panel).toBeVisible();
    for (const name of ['Home', 'Over ons', 'Diensten', 'Contact', ...services.map((s) => s.title)]) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
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
    test('the menu opens as a plain link to the panel', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Mobiel menu' });
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
});
