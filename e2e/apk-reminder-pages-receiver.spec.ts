/**
 * The APK reminder's pages (issue 39) in Chromium at 390 px against the real receiver (`wrangler dev` over dist/, with
 * CONFIRMATIONS on): the sign-up page in both languages with and without JavaScript, the pages behind the mail's links
 * (their buttons POST, so they work without JavaScript), and the unticked box on the appointment request, shown for a
 * Dutch plate only. Screenshots go to /tmp/apk-reminder-*.png for a person to look at.
 * Ports: APK_PAGES_RECEIVER_PORT (default 4510; inspector + 1, R2 reader + 2).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apkConsent } from '../src/data/apk-reminder-consent';
import { apkReminderWords } from '../src/data/apk-reminder';
import { Receiver } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.APK_PAGES_RECEIVER_PORT ?? 4510);
const base = `http://127.0.0.1:${port}`;
let receiver: Receiver;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  receiver = await Receiver.start({ port, vars: { CONFIRMATIONS: 'on' } });
});
test.afterAll(async () => receiver?.stop());

let clients = 0;
const phone = async (browser: Browser, javaScriptEnabled: boolean, locale = 'nl-NL'): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, javaScriptEnabled, locale, extraHTTPHeaders: { 'CF-Connecting-IP': `192.0.2.${++clients}` },
  });
  return context.newPage();
};
// For a person to look at (not on CI, where nobody can, and a full-page screenshot costs a second of CPU).
const shot = async (page: Page, name: string) => {
  if (!process.env.CI) await page.screenshot({ path: `/tmp/apk-reminder-${name}.png`, fullPage: true });
};
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const langs = [
  { lang: 'nl' as const, path: '/apk-herinnering', subject: 'Bevestig uw APK-herinnering voor', locale: 'nl-NL' },
  { lang: 'en' as const, path: '/en/mot-reminder', subject: 'Please confirm your MOT (APK) reminder for', locale: 'en-GB' },
];

for (const { lang, path, subject, locale } of langs) {
  const w = apkReminderWords[lang];

  test(`${path} with JavaScript: the fields' own errors, then "check your email" in place and one mail`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await phone(browser, true, locale);
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.page.heading);
    const plate = page.getByLabel(w.page.labels.licensePlate);
    await plate.fill('ZZ');
    await expect(page.locator('form[aria-labelledby="apk-titel"][novalidate]')).toHaveCount(1);
    await page.getByRole('button', { name: w.page.submit }).click();
    await expect(page.getByText(w.page.errors.licensePlate.invalid)).toBeVisible();
    await expect(page.getByText(w.page.errors.email.empty)).toBeVisible();
    await expect(plate).toBeFocused();
    await shot(page, `${lang}-js-errors`);
    const email = `js-${lang}@example.nl`;
    await plate.fill('xe05bc');
    await page.getByLabel(w.page.labels.email).fill(email);
    await page.getByRole('button', { name: w.page.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: w.page.done })).toBeVisible();
    await expect(page).toHaveURL(`${base}${path}`);
    await shot(page, `${lang}-js-done`);
    const mail = await receiver.waitForMail((m) => m.to === email);
    expect(mail.subject).toBe(`${subject} XE-05-BC – Autoschade De Vos`);
  });

  test(`${path} without JavaScript: a plain POST and 303; the confirm and unsubscribe pages' buttons work too`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await phone(browser, false, locale);
    await page.goto(`${base}${path}`);
    await shot(page, `${lang}-nojs-form`);
    const email = `nojs-${lang}@example.nl`;
    await page.getByLabel(w.page.labels.licensePlate).fill('XG-07-BC');
    await page.getByLabel(w.page.labels.email).fill(email);
    await page.getByRole('button', { name: w.page.submit }).click();
    await expect(page).toHaveURL(`${base}${path}/${lang === 'nl' ? 'verstuurd' : 'sent'}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.steps.sent.heading);
    await shot(page, `${lang}-nojs-sent`);

    const mail = await receiver.waitForMail((m) => m.to === email);
    const link = /http:\/\/\S+\?t=\S+/.exec(mail.text)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.steps.confirm.heading);
    await shot(page, `${lang}-nojs-confirm`);
    await page.getByRole('button', { name: w.steps.confirm.button! }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.steps.confirmed.heading);
    await shot(page, `${lang}-nojs-confirmed`);
    await page.getByRole('link', { name: w.steps.unsubscribe.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.steps.unsubscribe.heading);
    await shot(page, `${lang}-nojs-unsubscribe`);
    await page.getByRole('button', { name: w.steps.unsubscribe.button! }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.steps.unsubscribed.heading);
    await shot(page, `${lang}-nojs-unsubscribed`);
    const left = await (await receiver.bucket()).list({ prefix: 'apk-reminders/subs/' });
    const records = await Promise.all(left.objects.map(async (o) => (await (await (await receiver.bucket()).get(o.key))!.text())));
    expect(records.filter((r) => r.includes(email))).toEqual([]);
  });
}

test('the appointment request: one unticked box under the e-mail address, for a Dutch plate only; ?kenteken= fills the plate in', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const javaScript of [true, false]) {
    const page = await phone(browser, javaScript);
    await page.goto(`${base}/afspraak?dienst=apk&kenteken=XA-01-BC`);
    const box = page.getByRole('checkbox', { name: apkConsent.nl.label });
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    // Under the e-mail address it is sent to: the next field in the form after it.
    const next = await page.locator('form:has([name="apkReminder"])').evaluate((form: HTMLFormElement) => {
      const fields = [...form.elements].filter((e) => e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement) as HTMLInputElement[];
      return fields[fields.findIndex((e) => e.name === 'email') + 1]?.name;
    });
    expect(next).toBe('apkReminder');
    if (javaScript) {
      await expect(page.getByRole('textbox', { name: /^Kenteken/ })).toHaveValue('XA-01-BC');
      await expect(page.getByRole('checkbox', { name: 'APK-keuring' })).toBeChecked();
    }
    await box.scrollIntoViewIfNeeded();
    if (!process.env.CI) await page.screenshot({ path: `/tmp/apk-reminder-afspraak-${javaScript ? 'js' : 'nojs'}.png` });
    // A Dutch plate is assumed ("nl" ticked in the served HTML); the choice waits behind "Buitenlands kenteken?" (issue 34).
    await expect(page.locator('input[name="plateOrigin"][value="nl"]')).toBeChecked();
    await page.getByText('Buitenlands kenteken?').click();
    await page.getByRole('radio', { name: 'Buitenlands kenteken' }).check();
    await expect(box).toBeHidden();
    await page.getByRole('radio', { name: 'Nederlands kenteken' }).check();
    await expect(box).toBeVisible();
  }
  const en = await phone(browser, true, 'en-GB');
  await en.goto(`${base}/en/appointment`);
  await expect(en.getByRole('checkbox', { name: apkConsent.en.label })).toBeVisible();
});

test('the appointment request without JavaScript, box ticked: the request goes, and one mail asks to confirm the reminder', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await phone(browser, false);
  await page.goto(`${base}/afspraak`);
  // No choice for a Dutch plate: "nl" is ticked in the served HTML (issue 34).
  await expect(page.locator('input[name="plateOrigin"][value="nl"]')).toBeChecked();
  await page.getByRole('textbox', { name: /^Kenteken/ }).fill('XH-08-BC');
  await page.getByRole('checkbox', { name: 'Grote beurt' }).check();
  // Without JavaScript the days are the weekdays as chips, with the earliest date.
  await page.getByRole('checkbox', { name: 'Dinsdag' }).check();
  await page.getByLabel(/Vanaf welke datum/).fill(inDays(10));
  await page.getByRole('radio', { name: /Ik breng hem/ }).check();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel('E-mailadres').fill('afspraak-nojs@example.nl');
  await page.getByRole('checkbox', { name: apkConsent.nl.label }).check();
  await page.getByRole('button', { name: 'Afspraak aanvragen' }).click();
  await expect(page).toHaveURL(/\/afspraak\/bedankt\?/);
  const mail = await receiver.waitForMail((m) => m.to === 'afspraak-nojs@example.nl' && m.subject.startsWith('Bevestig uw APK-herinnering'));
  expect(mail.subject).toContain('XH-08-BC');
});

test('ticked without an e-mail address: the receiver asks for the address, and nothing is stored', async () => {
  const res = await fetch(`${base}/api/afspraak`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'CF-Connecting-IP': `192.0.2.${++clients}` },
    body: new URLSearchParams([
      ['plateOrigin', 'nl'], ['licensePlate', 'XJ-09-BC'], ['work', 'apk'], ['days', `${inDays(2)}:ochtend`], ['arrangement', 'wachten'],
      ['firstName', 'Jan'], ['lastName', 'de Vries'], ['phone', '0612345678'], ['apkReminder', 'ja'],
    ]),
  });
  expect(res.status).toBe(422);
  expect((await res.json()).fields).toEqual({ email: 'empty' });
});
