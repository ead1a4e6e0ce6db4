/**
 * The damage report and the contact form as a visitor sends them, in Chromium, to the real receiver: the default
 * build (dist/) in `wrangler dev` (e2e/support/wrangler.ts), read back from the local R2 bucket and the simulated
 * e-mail. Photos upload while the visitor types; a lost connection, a reload halfway and the rate limit are met the
 * way they happen, with nothing the visitor entered lost. Project `receiver`; its own wrangler on port 4375.
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { report, shared } from '../src/data/forms/nl';
import { report as reportEn } from '../src/data/forms/en';
import { expectedFields, fillReport, photoList, plate, submitButton, testPhotos, toast, typed } from './support/damage-report';
import { Receiver, type Bucket } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.REPORT_RECEIVER_PORT ?? 4375);
const base = `http://127.0.0.1:${port}`;
let clients = 0;
/** Each test browses from its own client address (CF-Connecting-IP), so the rate limit of one never touches another. */
const address = () => `192.0.2.${++clients}`;
test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: base, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });

let receiver: Receiver;
let bucket: Bucket;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  receiver = await Receiver.start({ port });
  bucket = await receiver.bucket();
});
test.afterAll(async () => {
  await receiver?.stop();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });

const visit = async (page: Page, path: string) => {
  await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': address() });
  await page.goto(path);
};

/** The stored report whose reference the toast shows. */
const storedReport = async (reference: string) => {
  const listed = await bucket.list({ prefix: 'reports/' });
  const key = listed.objects.map((o) => o.key).find((k) => k.endsWith(`/${reference}/melding.json`));
  expect(key, `${reference} in R2`).toBeTruthy();
  const record = (await (await bucket.get(key!))!.json()) as { values: Record<string, string>; photos: { key: string; filename: string }[]; mail: string };
  return { key: key!, record };
};

/** The reference in the result that takes the form's place (issue 34). */
const referenceIn = async (page: Page) => {
  const reference = page.locator('[data-form-result] [data-result-reference]');
  await expect(reference).toHaveText(/^DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/, { timeout: 30_000 });
  return (await reference.textContent())!;
};

const addPhotos = async (page: Page, count: number) => {
  const p = await testPhotos();
  // As a visitor does: a tap on the picker (which wakes the island), then the files.
  const chooser = page.waitForEvent('filechooser');
  await page.locator('input[type="file"][name="photos"]').click();
  await (await chooser).setFiles([p.camera, p.png, p.small].slice(0, count));
  await expect(photoList(page).getByRole('img')).toHaveCount(count, { timeout: 60_000 });
};

test('a report with three photos: they upload while the visitor types, send carries the text only; R2 and the e-mail have it all', async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, '/schade-melden');
  await expect(page.getByText(report.photos.uploadNote, { exact: false })).toBeVisible();
  await addPhotos(page, 3);
  // Each photo says it was sent, before the visitor presses send.
  await expect(page.locator('[data-upload="uploaded"]')).toHaveCount(3, { timeout: 60_000 });
  await expect(photoList(page).getByText(report.photos.uploaded)).toHaveCount(3);
  await fillReport(page);

  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/schade-melden'));
  await submitButton(page).click();
  const body = (await post).postDataBuffer() ?? Buffer.alloc(0);
  // The photos went before: the report itself is a few kilobytes of text.
  expect(body.length).toBeLessThan(8_000);
  const reference = await referenceIn(page);
  await expect(page.locator('[data-form-result]')).toContainText(`${expectedFields.licensePlate} · Parkeerschade · 3 foto’s ontvangen`);

  const { key, record } = await storedReport(reference);
  expect(key).toMatch(new RegExp(`^reports/\\d{4}/\\d{2}/\\d{2}/${reference}/melding\\.json$`));
  expect(record.values).toEqual(expectedFields);
  expect(record.photos).toHaveLength(3);
  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.subject).toBe(`Schademelding AB-12-CD – parkeerschade – ${reference}`);
  expect(mail.text).toContain(typed.message);
  expect(mail.text).toContain(typed.phone);
  expect(mail.attachments).toHaveLength(3);
  for (const [i, photo] of record.photos.entries()) {
    const stored = Buffer.from(await (await bucket.get(photo.key))!.arrayBuffer());
    expect(mail.attachments[i]?.bytes.equals(stored), `attachment ${i + 1} = R2 ${photo.key}`).toBe(true);
  }
  // Delivered: the result stands in the form's place, and the draft's photos are gone.
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(photoList(page)).toHaveCount(0);
});

test('send pressed while photos are still on their way: the form says how many, then shows the reference at once', async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, '/schade-melden');
  await fillReport(page);
  // The uploads are held until the visitor has pressed send: the hurried visitor on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/schade-melden/*/photos/*', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await addPhotos(page, 2);
  await submitButton(page).click();
  const status = page.getByRole('status').getByText(report.photosLeft(2));
  await expect(status).toBeVisible();
  release();
  const reference = await referenceIn(page);
  await expect(status).toHaveCount(0);
  expect((await storedReport(reference)).record.photos).toHaveLength(2);
});

test('without a connection a photo waits ("nog niet verstuurd") and goes by itself when the connection returns', async ({ page, context }) => {
  test.setTimeout(120_000);
  await visit(page, '/schade-melden');
  // The island wakes on the first keystroke and loads its code; then the connection drops.
  await plate(page).fill(typed.licensePlate);
  await expect(page.locator('form[aria-labelledby="melding-titel"][novalidate]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await addPhotos(page, 1);
  await expect(photoList(page).getByText(report.photos.failed)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: report.photos.retry(1) })).toBeVisible();
  await context.setOffline(false);
  await expect(photoList(page).getByText(report.photos.uploaded)).toBeVisible({ timeout: 30_000 });
  await fillReport(page);
  await submitButton(page).click();
  const reference = await referenceIn(page);
  expect((await storedReport(reference)).record.photos).toHaveLength(1);
});

test('a reload halfway keeps the text, the photos and their upload state; the report then has every photo, once', async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, '/schade-melden');
  await addPhotos(page, 2);
  await expect(page.locator('[data-upload="uploaded"]')).toHaveCount(2, { timeout: 60_000 });
  await fillReport(page);
  await page.reload();
  await expect(plate(page)).toHaveValue(typed.licensePlate.toUpperCase().replace(/^(..)(..)(..)$/, '$1-$2-$3'));
  await expect(photoList(page).getByText(report.photos.uploaded)).toHaveCount(2, { timeout: 30_000 });
  await submitButton(page).click();
  const reference = await referenceIn(page);
  const { record } = await storedReport(reference);
  expect(record.photos).toHaveLength(2);
  const mails = receiver.mails.filter((m) => m.subject.includes(reference));
  expect(mails).toHaveLength(1);
});

test('too many sends from one address: the form says to wait a minute, and keeps everything', async ({ page, request }) => {
  test.setTimeout(90_000);
  const ip = '192.0.2.250';
  await page.context().setExtraHTTPHeaders({ 'CF-Connecting-IP': ip });
  await page.goto('/schade-melden');
  await fillReport(page);
  // Messages from the same address until the receiver's limit (10 a minute) refuses one: the report sent right after
  // falls in the same minute, however slow the machine was while the form was filled in.
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 25) {
    const r = await request.post(`${base}/api/contact`, {
      headers: { 'CF-Connecting-IP': ip, Accept: 'application/json' },
      data: { firstName: 'Test', lastName: `Nummer ${statuses.length}`, email: 'test@example.nl', phone: '', message: 'Limiet' },
    });
    statuses.push(r.status());
  }
  expect(statuses.at(-1)).toBe(429);
  await submitButton(page).click();
  await expect(toast(page)).toContainText(shared.failure.rateLimited);
  await expect(toast(page)).toContainText(shared.failure.kept);
  await expect(plate(page)).toHaveValue(expectedFields.licensePlate);
  await expect(page.getByRole('textbox', { name: /^Korte omschrijving/ })).toHaveValue(typed.message);
});

test('a German plate (M-AB 1234) is accepted on /schade-melden and /en/report-damage, and stored as typed', async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path, t, country] of [['/schade-melden', report, 'Duitsland'], ['/en/report-damage', reportEn, 'Germany']] as const) {
    await visit(page, path);
    // The choice waits behind "Buitenlands kenteken?" (issue 34).
    await page.getByText(t.abroad, { exact: true }).click();
    await page.getByRole('radio', { name: t.plateOrigins.buitenland }).check();
    await field(page, t.labels.licensePlate).fill('m-ab 1234');
    await field(page, t.labels.plateCountry).fill(country);
    await page.getByRole('radio', { name: t.damageTypes.aanrijding }).check();
    await page.getByRole('group', { name: t.labels.driveable }).getByRole('radio', { name: t.unknown }).check();
    await field(page, t.labels.firstName).fill('Jonas');
    await field(page, t.labels.lastName).fill('Müller');
    await field(page, t.labels.phone).fill('+49 151 23456789');
    await page.getByRole('button', { name: t.submit }).click();
    const reference = await referenceIn(page);
    const { record } = await storedReport(reference);
    expect(record.values).toMatchObject({ plateOrigin: 'buitenland', licensePlate: 'M-AB 1234', plateCountry: country, driveable: 'onbekend', email: '' });
  }
});

test('the contact form reaches the garage: thanks in the page, the message in R2 and in the e-mail', async ({ page }) => {
  await visit(page, '/contact');
  await page.getByRole('textbox', { name: /^Voornaam/ }).fill('Piet');
  await page.getByRole('textbox', { name: /^Achternaam/ }).fill('Bakker');
  await page.getByRole('textbox', { name: /^E-mailadres/ }).fill('piet@example.nl');
  await page.getByRole('textbox', { name: /^Uw bericht/ }).fill('Wanneer kan mijn auto voor de APK komen?');
  await page.getByRole('button', { name: /^Verstuur/ }).click();
  await expect(toast(page)).toContainText('Piet');
  const mail = await receiver.waitForMail((m) => m.subject.startsWith('Bericht van Piet Bakker'));
  expect(mail.text).toContain('Wanneer kan mijn auto voor de APK komen?');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the report posts to the receiver and lands on the thank-you page; the report is stored', async ({ page }) => {
    await visit(page, '/schade-melden');
    await page.getByRole('textbox', { name: /^Kenteken/ }).fill('12-ABC-3');
    await page.getByRole('radio', { name: 'Ruitschade' }).check();
    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByRole('textbox', { name: /^Voornaam/ }).fill('Kees');
    await page.getByRole('textbox', { name: /^Achternaam/ }).fill('Smit');
    await page.getByRole('textbox', { name: /^Telefoonnummer/ }).fill('0301234567');
    await page.locator('input[type="file"][name="photos"]').setInputFiles((await testPhotos()).small);
    // A Dutch plate needs no choice, without JavaScript too: "nl" is ticked in the served HTML (issue 34).
    await expect(page.locator('input[name="plateOrigin"][value="nl"]')).toBeChecked();
    await page.getByRole('button', { name: report.submit }).click();
    await expect(page).toHaveURL(/\/bedankt\?ref=DV-[0-9A-Z-]+&photos=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt, het is verstuurd');
    await expect(page.locator('[data-result-sent]')).toHaveText('1 foto ontvangen');
    await receiver.waitForMail((m) => m.subject.startsWith('Schademelding 12-ABC-3 – ruitschade'));
  });
});
