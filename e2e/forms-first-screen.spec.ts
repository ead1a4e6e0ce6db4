/**
 * The two forms as a hurried visitor meets them on a phone (issue 34), against the built site (dist/, astro preview):
 * the kenteken field inside the first screen of all four form pages, with the phone and WhatsApp under it (16 px links),
 * with and without JavaScript; no plate-kind choice to trip over (a Dutch plate is assumed in the served HTML); the
 * roadside box one line that opens; English days in British order. Sending is in e2e/forms-result-receiver.spec.ts.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { plate as plateNl } from '../src/data/forms/nl/plate';
import { plate as plateEn } from '../src/data/forms/en/plate';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const pages = ['/afspraak', '/en/appointment', '/schade-melden', '/en/report-damage'];

const open = async (browser: Browser, path: string, javaScriptEnabled: boolean): Promise<Page> => {
  const context = await browser.newContext({ ...phone, javaScriptEnabled, locale: path.startsWith('/en') ? 'en-GB' : 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.goto(path);
  return page;
};

for (const javaScriptEnabled of [true, false]) {
  for (const path of pages) {
    test(`${path} at 390 × 844${javaScriptEnabled ? '' : ' without JavaScript'}: the kenteken field is in the first screen, phone and WhatsApp under it`, async ({ browser }) => {
      const page = await open(browser, path, javaScriptEnabled);
      const plate = page.locator('main input[name="licensePlate"]');
      const box = await plate.boundingBox();
      expect(box, 'the kenteken field').not.toBeNull();
      expect(box!.y + box!.height, 'the bottom of the kenteken field (px from the top)').toBeLessThanOrEqual(844);
      // Nothing but the heading and its line before it: it is the form's first field.
      const first = await page.locator('main form').evaluate((form: HTMLFormElement) => (form.querySelector('input:not([type="hidden"]), textarea') as HTMLInputElement).name);
      expect(first).toBe('licensePlate');
      const reach = page.locator('main [data-reach-line]');
      const line = await reach.boundingBox();
      expect(line!.y, 'the phone line is under the plate').toBeGreaterThan(box!.y);
      expect(line!.y + line!.height, 'the phone line is in the first screen').toBeLessThanOrEqual(844);
      // 16 px with 44 px tap targets since the design review (F11): at most two lines (one on most phones' fonts).
      expect(line!.height, 'at most two lines').toBeLessThan(60);
      await expect(reach.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
      await page.context().close();
    });
  }
}

for (const path of ['/afspraak', '/schade-melden']) {
  test(`${path}: a Dutch plate needs no choice, with JavaScript (no plate-kind error on send)`, async ({ browser }) => {
    const page = await open(browser, path, true);
    await page.locator('main input[name="licensePlate"]').fill('ab12cd');
    await page.locator('main form button[type="submit"]').click();
    // The island checked the form: the other required fields are marked, the plate and its kind are not.
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    await expect(page.getByText(plateNl.errors.plateOrigin)).toHaveCount(0);
    await expect(page.locator('main input[name="licensePlate"]')).not.toHaveAttribute('aria-invalid', 'true');
    await page.context().close();
  });

  test(`${path}: a Dutch plate needs no choice, without JavaScript ("nl" ticked in the served HTML, nothing left unanswered)`, async ({ browser }) => {
    const page = await open(browser, path, false);
    const state = await page.locator('main form').evaluate((form: HTMLFormElement) => {
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="plateOrigin"]')];
      return { checked: radios.find((r) => r.checked)?.value ?? null, valid: radios.every((r) => r.validity.valid) };
    });
    expect(state).toEqual({ checked: 'nl', valid: true });
    // The choice waits behind a small link, closed.
    const abroad = page.locator('main details.report-abroad');
    await expect(abroad.locator('summary')).toHaveText(plateNl.abroad);
    await expect(abroad).not.toHaveAttribute('open');
    await page.context().close();
  });
}

test('/en/appointment: "Registered abroad?" opens the country, without JavaScript too', async ({ browser }) => {
  const page = await open(browser, '/en/appointment', false);
  await page.getByText(plateEn.abroad).click();
  await page.getByRole('radio', { name: plateEn.plateOrigins.buitenland }).check();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${plateEn.labels.plateCountry}`) })).toBeVisible();
  await page.context().close();
});

test('/schade-melden: the roadside box is one line that opens, 112 inside', async ({ browser }) => {
  const page = await open(browser, '/schade-melden', false);
  const box = page.locator('main details[data-roadside]');
  const summary = await box.locator('summary').boundingBox();
  expect(summary!.height, 'one line').toBeLessThan(52);
  expect(summary!.y + summary!.height).toBeLessThanOrEqual(844);
  await box.locator('summary').click();
  await expect(box.getByText(/112/)).toBeVisible();
  await page.context().close();
});

test('/en/appointment: the offered days in British order ("Tue" over "1 Dec"), never "December 1"', async ({ browser }) => {
  const page = await open(browser, '/en/appointment', true);
  // The island wakes on the first interaction and then offers the next open days.
  await page.locator('main input[name="licensePlate"]').focus();
  const days = page.locator('main [data-days="offered"]');
  await expect(days).toBeVisible();
  const text = await days.innerText();
  expect(text).toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  expect(text).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/);
  await page.context().close();
});

// The photos are the headline promise ("Schade melden met foto's"): third in the report, straight after what happened,
// a full-width tile within a phone's first two screens (design review 2026-11-29 evening, H2: it was the 8th block, at
// y ≈ 1,990 px). With and without JavaScript, in both languages.
for (const javaScriptEnabled of [true, false]) {
  for (const path of ['/schade-melden', '/en/report-damage']) {
    test(`${path} at 390 × 844${javaScriptEnabled ? '' : ' without JavaScript'}: the photo tile comes right after what happened, within two screens`, async ({ browser }) => {
      const page = await open(browser, path, javaScriptEnabled);
      const tile = page.locator('main label:has(input[type="file"][name="photos"])');
      await expect(tile).toBeVisible();
      const box = (await tile.boundingBox())!;
      expect(box.y, 'the top of the photo tile (px from the top)').toBeLessThanOrEqual(2 * 844);
      expect(box.width, 'full width of the form (390 less the margins)').toBeGreaterThan(300);
      expect(box.height, 'a tile, not a slim button').toBeGreaterThanOrEqual(120);
      // In the form's order: the damage type's question, then the photos, before any other question.
      const order = await page.locator('main form').evaluate((form: HTMLFormElement) =>
        [...form.querySelectorAll('input:not([type="hidden"]), textarea')]
          .map((el) => (el as HTMLInputElement).name)
          .filter((name, i, all) => all.indexOf(name) === i && !['plateOrigin', 'plateCountry', 'otherParty', 'damageForm'].includes(name)),
      );
      expect(order.slice(0, 4), 'kenteken, what happened, the photos, can it drive').toEqual(['licensePlate', 'damageType', 'photos', 'driveable']);
      await page.context().close();
    });
  }
}
