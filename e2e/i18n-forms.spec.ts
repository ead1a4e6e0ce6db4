/**
 * The English forms as visitors meet them, against dist-static/ (project `static`: no receiver, so the contact form
 * hands over to the mail program and the report to WhatsApp): the contact form's English errors, hints and hand-over,
 * and the English damage report, with and without JavaScript. The rest of the English edition: e2e/i18n.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../src/data/business';
import * as formsEn from '../src/data/forms/en';
import * as formsNl from '../src/data/forms/nl';
import { fieldNames, honeypotName, type FieldName } from '../src/lib/contact-form';
import { intlPhone } from '../src/lib/format.en';

// ---- the English contact form (default build: no form backend, so a mailto:) ----

const en = formsEn.contact;
const enShared = formsEn.shared;
const enField = (page: Page, name: FieldName) => page.getByLabel(en.labels[name], { exact: false }).first();
const enSubmit = (page: Page) => page.getByRole('button', { name: new RegExp(`${en.submit}|${en.sending}`) });
const enToast = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

test.describe('the English contact form', () => {
  test('an empty form shows English errors next to every required field; a wrong e-mail and phone get English hints', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await enSubmit(page).click();
    await expect(enField(page, 'firstName')).toBeFocused();
    for (const name of ['firstName', 'lastName', 'email', 'message'] as const) {
      await expect(enField(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(enField(page, name)).toHaveAccessibleDescription(enShared.errors[name].empty);
    }
    await enField(page, 'email').fill('anna@');
    await enField(page, 'phone').fill('12');
    await enSubmit(page).click();
    await expect(enField(page, 'email')).toHaveAccessibleDescription(enShared.errors.email.invalid);
    await expect(enField(page, 'phone')).toHaveAccessibleDescription(enShared.errors.phone.invalidOptional);
    await expect(page.getByRole('main')).not.toContainText(formsNl.shared.errors.firstName.empty);
  });

  test('it sends the same fields as the Dutch form; the mailto: and the toast are in English', async ({ page }) => {
    const names = async (path: string) => {
      await page.goto(path);
      return page.locator('main form').evaluate((f) => [...(f as HTMLFormElement).elements].map((e) => e.getAttribute('name')).filter(Boolean));
    };
    const dutchNames = await names('/contact');
    expect(await names('/en/contact')).toEqual(dutchNames);
    expect(dutchNames).toEqual([...fieldNames, honeypotName]);

    const values = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '+44 7700 900123', message: 'Rear bumper dent after a parking accident.' };
    for (const [name, value] of Object.entries(values) as [FieldName, string][]) await enField(page, name).fill(value);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 5000 }),
      enSubmit(page).click(),
    ]);
    const href = request.url();
    const subject = new URL(href).searchParams.get('subject');
    const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(href)?.[1] ?? '');
    expect(subject).toBe(en.mail.subject(`${values.firstName} ${values.lastName}`));
    for (const name of fieldNames) expect(body).toContain(name === 'message' ? values.message : `${en.mailBody[name]}: ${values[name]}`);
    await expect(enToast(page)).toContainText(en.mail.title);
    await expect(enToast(page).getByRole('link', { name: en.mail.again })).toHaveAttribute('href', href);
    await expect(enToast(page).getByRole('link', { name: intlPhone() })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  });

  test('/en/contact?dienst={id} starts the message with the English service title', async ({ page }) => {
    await page.goto('/en/contact?dienst=brake-service#formulier');
    await expect(enField(page, 'message')).toHaveValue(/^Brake service: /);
  });
});

// ---- the English damage report (default build: no backend, so the WhatsApp hand-over) ----

test.describe('the English damage report', () => {
  const r = formsEn.report;
  const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
  const submit = (page: Page) => page.getByRole('button', { name: new RegExp(`^(${r.submit}|${r.sending}|${r.whatsapp.submit})$`) });

  test('the page is English, has the same fields as the Dutch one, and shows English errors', async ({ page }) => {
    const names = async (path: string) => {
      await page.goto(path);
      return page
        .locator('form[aria-labelledby="melding-titel"]')
        .evaluate((f) => [...new Set([...(f as HTMLFormElement).elements].map((e) => e.getAttribute('name')).filter(Boolean))]);
    };
    const dutch = await names('/schade-melden');
    expect(dutch.length).toBeGreaterThanOrEqual(10);
    expect(await names('/en/report-damage')).toEqual(dutch);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formsEn.reportPage.heading);
    await expect(page.getByText(r.whatsapp.intro)).toBeVisible();

    // Without a backend the button appears once the island is live: the first focus wakes it. The first field with an
    // error, where the car is registered, takes the focus.
    await box(page, r.labels.licensePlate).focus();
    await submit(page).click();
    // The first field, the plate, takes the focus (a Dutch plate is assumed: nothing to choose first).
    await expect(box(page, r.labels.licensePlate)).toBeFocused();
    await expect(box(page, r.labels.licensePlate)).toHaveAccessibleDescription(new RegExp(r.errors.licensePlateEmpty.replace(/[.?]/g, '\\$&')));
    const main = page.getByRole('main');
    await expect(main).toContainText(r.errors.damageType);
    await expect(main).toContainText(r.errors.driveable);
    await expect(main).toContainText(enShared.errors.firstName.empty);
    await expect(main).not.toContainText(formsNl.report.errors.licensePlateEmpty);
  });

  // "nl" is ticked in the served HTML; the choice waits behind "Registered abroad?" (issue 34).
  const origin = (page: Page, o: 'nl' | 'buitenland') => page.locator(`main input[name="plateOrigin"][value="${o}"]`);
  const esc = (s: string) => s.replace(/[.?()*+[\]]/g, '\\$&');

  test('a valid report becomes an English WhatsApp text to the garage, with the kenteken as the garage writes it', async ({ page }) => {
    await page.goto('/en/report-damage');
    await origin(page, 'nl').check();
    await box(page, r.labels.licensePlate).fill('ab12cd');
    await page.getByRole('radio', { name: r.damageTypes.parkeerschade }).check();
    await page.getByRole('radio', { name: r.no, exact: true }).check();
    await box(page, r.labels.firstName).fill('Priya');
    await box(page, r.labels.lastName).fill('Sharma');
    await box(page, r.labels.phone).fill('+44 7700 900123');
    await box(page, r.labels.email).fill('priya@example.com');
    await submit(page).click();
    await expect(page.getByRole('heading', { name: r.whatsapp.readyTitle })).toBeFocused();
    const link = page.getByRole('link', { name: new RegExp(r.whatsapp.open) });
    const text = new URL((await link.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    for (const line of [r.message.heading, `${r.message.licensePlate}: AB-12-CD`, `${r.message.damageType}: ${r.damageTypes.parkeerschade}`, `${r.message.driveable}: ${r.no}`, `${r.message.name}: Priya Sharma`]) {
      expect(text).toContain(line);
    }
    // Not driveable: the English help with the insurer's emergency centre.
    await expect(page.getByRole('main')).toContainText(r.notDriveable.title);
  });

  test('the foreign-plate path: Dutch assumed, the hint follows the choice, a UK plate is pointed to "Registered abroad?"', async ({ page }) => {
    await page.goto('/en/report-damage');
    // Nothing to choose for a Dutch plate: "nl" is ticked and nothing is required.
    await expect(origin(page, 'nl')).toBeChecked();
    for (const o of ['nl', 'buitenland'] as const) await expect(origin(page, o)).not.toHaveAttribute('required', '');
    const plateBox = box(page, r.labels.licensePlate);
    await expect(plateBox).toHaveAccessibleDescription(r.hints.licensePlate);

    // A UK plate as Dutch: the error points to the link under the field; no plate-kind error.
    await plateBox.fill('AB12 CDE');
    await submit(page).click();
    await expect(plateBox).toHaveAccessibleDescription(new RegExp(`${esc(r.errors.licensePlateInvalid('AB12 CDE'))}$`));
    await expect(plateBox).toHaveAccessibleDescription(new RegExp(`Open ‘${esc(r.abroad)}’ below the field`));
    await expect(page.getByRole('main')).not.toContainText(r.errors.plateOrigin);

    // "Abroad": the Dutch example goes, the foreign hint shows, the country is marked required; the errors clear.
    await page.getByText(r.abroad, { exact: true }).click();
    await page.getByRole('radio', { name: r.plateOrigins.buitenland, exact: true }).check();
    await expect(page.getByText(r.hints.licensePlate)).toBeHidden();
    await expect(page.getByText(r.hints.foreignPlate)).toBeVisible();
    await expect(plateBox).toHaveAccessibleDescription(new RegExp(`^${esc(r.hints.foreignPlate)}`));
    await expect(plateBox).not.toHaveAccessibleDescription(/AB-12-CD/);
    const country = box(page, r.labels.plateCountry);
    await expect(country).toBeVisible();
    await expect(country).toHaveAttribute('aria-required', 'true');
    await expect(page.locator('label[for="schade-plateCountry"]')).toContainText('*');
    await submit(page).click();
    await expect(page.getByRole('main')).toContainText(r.errors.plateCountry);
  });
});

test.describe('the English damage report without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('"Abroad" swaps the Dutch example for the foreign hint and shows the country, by CSS alone', async ({ page }) => {
    const r = formsEn.report;
    await page.goto('/en/report-damage');
    await expect(page.getByText(r.hints.licensePlate)).toBeVisible();
    await expect(page.getByText(r.hints.foreignPlate)).toBeHidden();
    await page.getByText(r.abroad, { exact: true }).click();
    await page.getByRole('radio', { name: r.plateOrigins.buitenland, exact: true }).check();
    await expect(page.getByText(r.hints.licensePlate)).toBeHidden();
    await expect(page.getByText(r.hints.foreignPlate)).toBeVisible();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${r.labels.plateCountry}`) })).toBeVisible();
  });
});
