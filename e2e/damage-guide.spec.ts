/**
 * /damage-guide: the six steps with their buttons (active step, scrolling, focus, reduced motion), the contact
 * blocks after them, and the guide without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './support/a11y';
import { business } from '../src/data/business';
import { guideSteps } from '../src/data/damage-guide';

const stepNav = (page: Page) => page.getByRole('navigation', { name: 'Stappen van de schadegids' });
const stepButton = (page: Page, n: number) => stepNav(page).getByRole('link', { name: new RegExp(`^Stap ${n}:`) });
const card = (page: Page, id: string) => page.locator(`li#${id} > article`);
const heading = (page: Page, id: string) => page.locator(`#${id}-titel`);

/** Records the behaviour of every scrollIntoView call, to tell a smooth scroll from an instant one. */
const recordScrolls = (page: Page) =>
  page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { scrollCalls: calls });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
      original.call(this, options);
    };
  });
const scrollCalls = (page: Page) => page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);

const expectActive = async (page: Page, n: number) => {
  const step = guideSteps[n - 1];
  if (!step) throw new Error(`no step ${n}`);
  await expect(stepNav(page).locator('[aria-current="step"]')).toHaveCount(1);
  await expect(stepButton(page, n)).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('article[aria-current="step"]')).toHaveCount(1);
  await expect(card(page, step.id)).toHaveAttribute('aria-current', 'step');
  await expect(heading(page, step.id)).toBeFocused();
  await expect(card(page, step.id)).toBeInViewport({ ratio: 0.2 });
  await expect(page).toHaveURL(new RegExp(`#${step.id}$`));
};

test('the guide: title, six step buttons, six steps with their next-step buttons', async ({ page }) => {
  await page.goto('/damage-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autoschade? Wat nu?');
  await expect(stepNav(page).getByRole('link')).toHaveCount(6);
  for (const [i, step] of guideSteps.entries()) {
    await expect(stepButton(page, step.number)).toHaveAttribute('href', `#${step.id}`);
    await expect(stepButton(page, step.number)).toContainText(step.shortTitle);
    await expect(heading(page, step.id)).toHaveText(step.title);
    const next = guideSteps[i + 1];
    const nextButton = card(page, step.id).getByRole('link', { name: /^Volgende stap:/ });
    if (next) {
      await expect(nextButton).toHaveText(`Volgende stap: ${next.shortTitle}`);
      await expect(nextButton).toHaveAttribute('href', `#${next.id}`);
    } else {
      await expect(nextButton).toHaveCount(0);
    }
  }
  await expect(stepButton(page, 1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('Europees Schadeformulier').first()).toBeVisible();
});

test('every step button makes its step active, scrolls it into view smoothly and focuses its heading', async ({ page }) => {
  await recordScrolls(page);
  await page.goto('/damage-guide');
  for (const n of [6, 2, 5, 1, 4, 3]) {
    await stepButton(page, n).click();
    await expectActive(page, n);
  }
  expect(await scrollCalls(page)).toEqual(Array(6).fill('smooth'));
});

test('every next-step button leads to the following step', async ({ page }) => {
  await page.goto('/damage-guide');
  for (const [i, step] of guideSteps.slice(0, -1).entries()) {
    await card(page, step.id).getByRole('link', { name: /^Volgende stap:/ }).click();
    await expectActive(page, i + 2);
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the step is shown at once, without a smooth scroll', async ({ page }) => {
    await recordScrolls(page);
    await page.goto('/damage-guide');
    await stepButton(page, 5).click();
    await expect.poll(() => scrollCalls(page)).toEqual(['instant']);
    // Already in place right after the click: no animation to wait for.
    const top = await card(page, 'step-5').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await expectActive(page, 5);
  });
});

test('the keyboard: Enter on a step button moves focus to that step', async ({ page }) => {
  await page.goto('/damage-guide');
  await stepButton(page, 4).focus();
  await page.keyboard.press('Enter');
  await expectActive(page, 4);
  await page.keyboard.press('Tab');
  await expect(card(page, 'step-4').getByRole('link', { name: 'Volgende stap: Reparatie' })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('the first tap on a step button works, even before the island was live; the active state passes axe', async ({ page }) => {
    await page.goto('/damage-guide');
    await stepButton(page, 3).tap();
    await expectActive(page, 3);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test('after the steps: three quick-contact cards (the report, then /contact) and the emergency block', async ({ page }) => {
  await page.goto('/damage-guide');
  const quick = page.getByRole('region', { name: 'Snel contact opnemen' });
  for (const [title, href] of [['Autoschade melden', '/schade-melden'], ['Bellen voor een afspraak', '/contact'], ['Onderhoud of APK nodig?', '/afspraak']] as const) {
    const item = quick.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  const emergency = page.getByRole('region', { name: 'Staat u nu langs de weg?' });
  await expect(emergency.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  // The after-hours route the block gives: WhatsApp, not e-mail (D16).
  await expect(emergency.getByRole('link', { name: `WhatsApp ${business.whatsapp.display}` })).toHaveAttribute('href', business.whatsapp.url);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every step is readable and the step buttons are links to #step-1 … #step-6', async ({ page }) => {
    await page.goto('/damage-guide');
    for (const step of guideSteps) {
      await expect(stepButton(page, step.number)).toHaveAttribute('href', `#${step.id}`);
      await expect(heading(page, step.id)).toBeVisible();
      for (const point of step.points) await expect(card(page, step.id).getByText(point)).toBeVisible();
    }
    await stepButton(page, 5).click();
    await expect(page).toHaveURL(/#step-5$/);
    await expect(card(page, 'step-5')).toBeInViewport({ ratio: 0.2 });
    await card(page, 'step-5').getByRole('link', { name: 'Volgende stap: Ophalen' }).click();
    await expect(page).toHaveURL(/#step-6$/);
    await expect(card(page, 'step-6')).toBeInViewport({ ratio: 0.2 });
  });
});
