/**
 * The contact form against a real form backend: the build in dist-endpoint/ posts to PUBLIC_CONTACT_ENDPOINT,
 * and this file starts a Node server on exactly that address (see support/form-backend.ts).
 * Runs in the 'form-endpoint' project only, in order, in one worker: the backend's port is fixed by the build.
 */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../src/data/business';
import type { ContactValues } from '../src/lib/contact-form';
import { field, fillForm, formValues, sample, submitButton, toast } from './support/contact-form';
import { builtEndpoint, FormBackend } from './support/form-backend';
import * as formsEn from '../src/data/forms/en';
import { intlPhone } from '../src/lib/format.en';
import { businessEn } from '../src/data/en/business';

test.describe.configure({ mode: 'default' });

let backend: FormBackend;

test.beforeAll(async ({ baseURL }) => {
  backend = new FormBackend(builtEndpoint(), new URL(baseURL ?? '').origin);
  await backend.start();
});
test.afterAll(async () => backend.stop());
test.beforeEach(async () => {
  backend.reset();
  await backend.start();
});

const empty: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** Every console message and every request the page makes, to check nothing leaks. */
const observe = (page: Page) => {
  const consoleText: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => consoleText.push(m.text()));
  page.on('pageerror', (e) => consoleText.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  return { consoleText, requests };
};

test('the form posts exactly the typed values, trimmed; success clears the form and the draft and thanks the visitor', async ({ page, baseURL }) => {
  const seen = observe(page);
  await page.goto('/contact');
  await fillForm(page, {
    firstName: `  ${sample.firstName} `,
    lastName: sample.lastName,
    email: ` ${sample.email}`,
    phone: sample.phone,
    message: `\n${sample.message}\n\n`,
  });
  await submitButton(page).click();
  await expect(toast(page)).toContainText('Bedankt!');
  await expect(toast(page)).toContainText(business.replyTime);
  await expect(toast(page)).toContainText(sample.firstName);
  expect(backend.posts).toEqual([sample]);
  expect(backend.requests).toContain(`POST ${backend.url.pathname}`);
  expect(await formValues(page)).toEqual(empty);
  await expect(field(page, 'firstName')).not.toHaveAttribute('aria-invalid');

  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await formValues(page)).toEqual(empty);

  // Personal data never reaches the console, and the page talks to its own origin and the backend only.
  for (const text of seen.consoleText) {
    for (const value of [sample.firstName, sample.lastName, sample.email, sample.phone, sample.message]) {
      expect(text).not.toContain(value);
    }
  }
  const origins = new Set(seen.requests.map((u) => new URL(u).origin));
  expect([...origins].sort()).toEqual([new URL(baseURL ?? '').origin, backend.url.origin].sort());
});

test('while sending, the button is disabled and says so; the fields cannot change', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page, sample);
  backend.hold();
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Versturen…');
  await expect(submitButton(page)).toBeDisabled();
  await expect(field(page, 'message')).not.toBeEditable();
  await submitButton(page).click({ force: true });
  backend.release();
  await expect(toast(page)).toContainText('Bedankt!');
  await expect(submitButton(page)).toHaveText('Verstuur bericht');
  await expect(submitButton(page)).toBeEnabled();
  expect(backend.posts).toHaveLength(1);
});

test('a 500 answer gives an error toast with the status and keeps every value', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page, sample);
  backend.answer = { status: 500, body: 'Formulierdienst tijdelijk buiten gebruik' };
  await submitButton(page).click();
  const error = toast(page);
  await expect(error).toContainText('Uw bericht is niet verstuurd');
  await expect(error).toContainText('(foutcode 500)');
  await expect(error.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(error.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', business.whatsapp.url);
  expect(await formValues(page)).toEqual(sample);

  // An empty body: the status text stands in. The error stays until it is closed or answered.
  backend.answer = { status: 500, body: '' };
  await error.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(toast(page)).toContainText('(foutcode 500)');
  await page.waitForTimeout(5500);
  await expect(toast(page)).toContainText('(foutcode 500)');
  expect(await formValues(page)).toEqual(sample);
  expect(backend.posts).toEqual([sample, sample]);

  // The draft still holds everything, too.
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await formValues(page)).toEqual(sample);
});

test('a refused connection keeps every value; "Opnieuw versturen" delivers once the backend is back', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page, sample);
  await backend.stop();
  await submitButton(page).click();
  await expect(toast(page)).toContainText('er was geen internetverbinding');
  expect(await formValues(page)).toEqual(sample);

  await backend.start();
  await toast(page).getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(toast(page)).toContainText('Bedankt!');
  expect(backend.posts).toEqual([sample]);
  expect(await formValues(page)).toEqual(empty);
});

test('a bot that fills the hidden field gets a thank-you and sends nothing', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page, sample);
  await page.locator('input[name="_gotcha"]').fill('https://spam.example', { force: true });
  await submitButton(page).click();
  await expect(toast(page)).toContainText('Bedankt!');
  expect(await formValues(page)).toEqual(empty);

  // A real message after it arrives alone: the bot's never left the page.
  await fillForm(page, sample);
  await submitButton(page).click();
  await expect(toast(page)).toContainText('Bedankt!');
  await expect.poll(() => backend.posts.length).toBe(1);
  expect(backend.posts).toEqual([sample]);
  expect(backend.requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
});

test('markup as a name is sent intact and shown back only as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/contact');
  const values = { ...sample, firstName: '<script>alert(1)</script>', lastName: '<img src=x onerror=alert(1)>' };
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(toast(page)).toContainText('Wij hebben uw bericht ontvangen, <script>alert(1)</script>.');
  expect(backend.posts).toEqual([values]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(toast(page).locator('script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('emoji and right-to-left text are accepted and sent intact', async ({ page }) => {
  await page.goto('/contact');
  const values = {
    firstName: 'مريم',
    lastName: 'כהן 😀',
    email: 'maryam@example.nl',
    phone: '+31 6 1234 5678',
    message: 'سيارتي 🚗💥 تضررت.\nשלום, ik kom dinsdag langs. Ça va? 👍🏽',
  };
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(toast(page)).toContainText(`Wij hebben uw bericht ontvangen, ${values.firstName}.`);
  expect(backend.posts).toEqual([values]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form posts to the endpoint itself', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form[aria-labelledby="formulier-titel"]');
    await expect(form).toHaveAttribute('action', backend.url.href);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).not.toHaveAttribute('enctype');
  });
});

test.describe('the English form (/en/contact)', () => {
  const en = formsEn.contact;
  const enShared = formsEn.shared;
  const enField = (page: Page, name: keyof ContactValues) => page.getByLabel(en.labels[name], { exact: false }).first();
  const enToast = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  const fillEn = async (page: Page, values: ContactValues) => {
    for (const [name, value] of Object.entries(values) as [keyof ContactValues, string][]) await enField(page, name).fill(value);
  };

  test('posts the same fields as the Dutch form and thanks the visitor in English', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, sample);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Bedankt!');
    await page.goto('/en/contact');
    await fillEn(page, sample);
    await page.getByRole('button', { name: en.submit }).click();
    await expect(enToast(page)).toContainText(en.thanksTitle);
    await expect(enToast(page)).toContainText(en.thanks(sample.firstName, businessEn.replyTime));
    expect(backend.posts).toEqual([sample, sample]);
  });

  test('a 500 and a refused connection keep every value, with English messages and an English retry', async ({ page }) => {
    await page.goto('/en/contact');
    await fillEn(page, sample);
    backend.answer = { status: 500, body: 'Form service temporarily unavailable' };
    await page.getByRole('button', { name: en.submit }).click();
    const error = enToast(page);
    await expect(error).toContainText(en.failureTitle);
    await expect(error).toContainText(enShared.failure.server('500: Form service temporarily unavailable'));
    await expect(error.getByRole('link', { name: intlPhone() })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    expect(await formValues(page, en.labels)).toEqual(sample);

    await backend.stop();
    await error.getByRole('button', { name: enShared.failure.retry }).click();
    await expect(enToast(page)).toContainText(enShared.failure.network);
    expect(await formValues(page, en.labels)).toEqual(sample);
    await backend.start();
    backend.answer = { status: 200, body: '{"ok":true}' };
    await enToast(page).getByRole('button', { name: enShared.failure.retry }).click();
    await expect(enToast(page)).toContainText(en.thanksTitle);
    expect(backend.posts.at(-1)).toEqual(sample);
  });
});

test('the privacy statement of this build names the form services the forms post to, and no receiver of ours', async ({ page }) => {
  const contactHost = builtEndpoint('contact').host;
  const reportHost = builtEndpoint('schade-melden').host;
  for (const [path, says] of [
    ['/privacy', [`Uw bericht gaat naar de formulierdienst die wij daarvoor gebruiken (${contactHost})`, `Als u op ‘Verstuur schademelding’ drukt, gaan melding en foto’s naar de formulierdienst die wij daarvoor gebruiken (${reportHost})`, `Cloudflare (hosting van de website), de formulierdienst ${contactHost}, de formulierdienst ${reportHost},`]],
    ['/en/privacy', [`Your message goes to the form service we use for it (${contactHost})`, `When you press ‘Send damage report’, the report and photos go to the form service we use for it (${reportHost})`, `Cloudflare (hosting of the website), the form service ${contactHost}, the form service ${reportHost},`]],
  ] as const) {
    await page.goto(path);
    const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    for (const line of says) expect(text, path).toContain(line);
    // Not what the default build says: our receiver, R2, photos sent before Send; nor the hand-over build's words.
    expect(text, path).not.toMatch(/ontvanger|receiver|R2|meteen verstuurd|sent straight away|e-mailprogramma|email app|WhatsApp opent met uw melding|WhatsApp opens with your report/);
  }
});
