/**
 * /contact on the default build (no form backend): the page, validation, the mailto: fallback, the draft that
 * survives a reload, the ?dienst= prefill, the toast and the form without JavaScript.
 * The form against a real backend: e2e/contact-endpoint.spec.ts.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { wcagViolations } from './support/a11y';
import { business } from '../src/data/business';
import { services } from '../src/data/services';
import { messageMaxLength } from '../src/lib/contact-form';
import { field, fillForm, formValues, sample, submitButton, toast, toastRegion } from './support/contact-form';

const mailtoRequest = (page: Page) => page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 5000 });

test('the page: hero, four ways to reach us, the promise, the form and the WhatsApp button', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neem contact met ons op');
  await expect(page.getByRole('link', { name: 'Stuur een bericht' })).toHaveAttribute('href', '#formulier');
  const ways = page.getByRole('region', { name: 'Zo bereikt u ons' });
  await expect(ways.getByRole('heading', { level: 3 })).toHaveText(['Bel ons', 'WhatsApp', 'Kom langs', 'Mail ons']);
  await expect(ways.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  // The route: the card's link and the map's (evening review M4).
  await expect(ways.getByRole('link', { name: /Plan uw route/ }).first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect(ways.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
  await expect(page.getByRole('main').getByText(`Vul het formulier in en wij nemen ${business.replyTime} contact met u op.`)).toBeVisible();

  const form = page.getByRole('form', { name: 'Stuur ons een bericht' });
  await expect(form).toBeVisible();
  const expected = [
    ['firstName', 'text', 'given-name', true],
    ['lastName', 'text', 'family-name', true],
    ['email', 'email', 'email', true],
    ['phone', 'tel', 'tel', false],
  ] as const;
  for (const [name, type, autocomplete, required] of expected) {
    await expect(field(page, name)).toHaveAttribute('type', type);
    await expect(field(page, name)).toHaveAttribute('autocomplete', autocomplete);
    if (required) await expect(field(page, name)).toHaveAttribute('required', '');
    else await expect(field(page, name)).not.toHaveAttribute('required');
  }
  await expect(field(page, 'message')).toHaveAttribute('rows', '6');
  await expect(field(page, 'message')).toHaveAttribute('required', '');
  await expect(form.getByText('*', { exact: true })).toHaveCount(5); // four required fields and the note above them

  // The contact bar is for phones (from 1024 px the header offers contact), and shows once the page scrolls (issue 34).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 1200));
  const whatsapp = page.getByRole('complementary', { name: 'Snel contact' }).getByRole('link', { name: /WhatsApp ons/ });
  await expect(whatsapp).toHaveAttribute('href', business.whatsapp.url);
});

test.describe('validation', () => {
  test('an empty form shows an error next to every required field and focuses the first', async ({ page }) => {
    await page.goto('/contact');
    let opened = false;
    page.on('request', (r) => (opened ||= r.url().startsWith('mailto:')));
    await submitButton(page).click();
    await expect(field(page, 'firstName')).toBeFocused();
    const errors = {
      firstName: 'Vul uw voornaam in.',
      lastName: 'Vul uw achternaam in.',
      email: 'Vul uw e-mailadres in',
      message: 'Schrijf kort waarmee wij u kunnen helpen.',
    } as const;
    for (const [name, text] of Object.entries(errors) as [keyof typeof errors, string][]) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(new RegExp(text.replace('.', '\\.')));
    }
    await expect(field(page, 'phone')).not.toHaveAttribute('aria-invalid');

    // Fixing a field clears its error as the visitor types; whitespace alone is still empty.
    await field(page, 'firstName').fill('Anna');
    await expect(field(page, 'firstName')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(errors.firstName)).toHaveCount(0);
    await field(page, 'lastName').fill('   ');
    await submitButton(page).click();
    await expect(field(page, 'lastName')).toBeFocused();
    await expect(field(page, 'lastName')).toHaveAttribute('aria-invalid', 'true');
    await expect(toastRegion(page)).not.toContainText('e-mailprogramma');
    expect(opened).toBe(false);
  });

  test('an e-mail address and a phone number must look right; Dutch and international numbers pass', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { ...sample, email: 'anna@example', phone: '12-ab' });
    await submitButton(page).click();
    await expect(field(page, 'email')).toBeFocused();
    await expect(field(page, 'email')).toHaveAccessibleDescription(/Dit e-mailadres klopt niet/);
    await expect(field(page, 'phone')).toHaveAccessibleDescription(/Dit telefoonnummer klopt niet/);
    await field(page, 'email').fill(sample.email);
    for (const phone of ['06 12345678', '030-1234567', '+31 (0)6 1234 5678', '0031 30 123 4567', '+32 2 123 45 67']) {
      await field(page, 'phone').fill(phone);
      await expect(field(page, 'phone'), phone).not.toHaveAttribute('aria-invalid');
    }
    for (const phone of ['12345', '06 1234', '+31', 'bel me']) {
      await field(page, 'phone').fill(phone);
      await expect(field(page, 'phone'), phone).toHaveAttribute('aria-invalid', 'true');
    }
  });

  test('a 10,000-character message is refused with a counter, and every character stays', async ({ page }) => {
    await page.goto('/contact');
    let opened = false;
    page.on('request', (r) => (opened ||= r.url().startsWith('mailto:')));
    const long = 'Lang verhaal. '.repeat(715).slice(0, 10_000);
    await fillForm(page, { ...sample, message: long });
    await expect(page.getByText('10.000 / 5.000 tekens')).toBeVisible();
    await submitButton(page).click();
    await expect(field(page, 'message')).toBeFocused();
    await expect(field(page, 'message')).toHaveAccessibleDescription(/het maximum is 5\.000\. Maak het 5\.000 tekens korter/);
    expect((await field(page, 'message').inputValue()).length).toBe(10_000);
    expect(opened).toBe(false);

    // The counter appears near the limit and the error goes once the message fits.
    await field(page, 'message').fill('x'.repeat(messageMaxLength - 1000 - 1));
    await expect(page.getByText(/tekens$/)).toHaveCount(0);
    await field(page, 'message').fill('x'.repeat(messageMaxLength));
    await expect(page.getByText('5.000 / 5.000 tekens')).toBeVisible();
    await expect(field(page, 'message')).not.toHaveAttribute('aria-invalid');
  });
});

test.describe('without a form backend', () => {
  test('submitting opens a mailto: to the garage with a subject and every field, URL-encoded, and a toast says so', async ({ page }) => {
    await page.goto('/contact');
    const values = { ...sample, lastName: 'van ’t Hof & Zn', message: 'Deuk? 100% zeker.\nTweede regel: ä ö 😀 #1' };
    await fillForm(page, values);
    const [request] = await Promise.all([mailtoRequest(page), submitButton(page).click()]);
    const href = (request as Request).url();
    expect(href).toMatch(new RegExp(`^mailto:${business.email}\\?subject=[^ ]+&body=[^ ]+$`));
    const url = new URL(href);
    const subject = url.searchParams.get('subject') ?? '';
    const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(href)?.[1] ?? '');
    expect(subject).toBe(`Bericht via de website van ${values.firstName} ${values.lastName}`);
    expect(body).toContain(`Voornaam: ${values.firstName}`);
    expect(body).toContain(`Achternaam: ${values.lastName}`);
    expect(body).toContain(`E-mail: ${values.email}`);
    expect(body).toContain(`Telefoon: ${values.phone}`);
    expect(body).toContain(values.message.replace('\n', '\r\n'));
    expect(href).toContain(encodeURIComponent('&'));
    expect(href).toContain(encodeURIComponent('😀'));

    await expect(toast(page)).toContainText('Uw e-mailprogramma wordt geopend');
    await expect(toast(page).getByRole('link', { name: 'Open de e-mail opnieuw' })).toHaveAttribute('href', href);
    // Not delivered yet: every value stays.
    expect(await formValues(page)).toEqual(values);
  });

  test('the keyboard alone fills in and sends the form', async ({ page }) => {
    await page.goto('/contact');
    await field(page, 'firstName').focus();
    await page.keyboard.type(sample.firstName);
    for (const name of ['lastName', 'email', 'phone', 'message'] as const) {
      await page.keyboard.press('Tab');
      await expect(field(page, name)).toBeFocused();
      await page.keyboard.type(sample[name]);
    }
    await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await Promise.all([mailtoRequest(page), page.keyboard.press('Enter')]);
    await expect(toast(page)).toContainText('Uw e-mailprogramma wordt geopend');
  });
});

test('the toast: one at a time, F8 focuses the region, a swipe to the right dismisses it', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page, sample);
  await submitButton(page).click();
  await expect(toast(page)).toHaveCount(1);
  await submitButton(page).click();
  await expect(toast(page)).toHaveCount(1);

  await field(page, 'message').focus();
  await page.keyboard.press('F8');
  await expect(toastRegion(page).getByRole('list')).toBeFocused();

  const box = await toast(page).boundingBox();
  if (!box) throw new Error('no toast');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 70, y, { steps: 5 });
  await page.mouse.move(box.x + 140, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the error state and a toast have no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { email: 'anna@', phone: 'ab', message: 'x'.repeat(messageMaxLength + 1) });
    await submitButton(page).click();
    await expect(field(page, 'firstName')).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);
    await fillForm(page, sample);
    await submitButton(page).click();
    await expect(toast(page)).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('nothing lost', () => {
  test('what the visitor typed survives a reload, shown before any interaction', async ({ page }) => {
    await page.goto('/contact');
    const draft = { ...sample, phone: '', message: 'Half getypt bericht 🚗' };
    await fillForm(page, draft);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await formValues(page)).toEqual(draft);
  });

  test('/contact?dienst={id} starts the message with the service title', async ({ page }) => {
    const service = services[0];
    await page.goto(`/contact?dienst=${service.id}`);
    await expect(field(page, 'message')).toHaveValue(new RegExp(`^${service.title}`));
    await page.goto('/contact?dienst=bestaat-niet');
    await expect(field(page, 'message')).toHaveValue('');
  });

  test('the prefill never replaces a message the visitor already typed', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { message: 'Mijn eigen tekst' });
    await page.goto(`/contact?dienst=${services[1].id}`);
    await expect(field(page, 'message')).toHaveValue('Mijn eigen tekst');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is a mailto: form with the browser’s own validation', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form[aria-labelledby="formulier-titel"]');
    await expect(form).toHaveAttribute('action', `mailto:${business.email}`);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'text/plain');
    await expect(form).not.toHaveAttribute('novalidate');
    await expect(field(page, 'phone')).toHaveAttribute('pattern', /.+/);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('form :invalid')).toHaveCount(4);
  });
});
