/**
 * The back office (issue 36) against the real receiver (`wrangler dev`, local R2 and D1, a local JWKS as Access):
 * a report, a request and a message sent to the public routes appear in the list; search and filter; a status change
 * is in the history with the signed-in user's address; a change on a stale version is refused; a reply goes out with
 * the garage's words and none of the customer's; the cron puts back a row the index lost; a deleted job is gone from
 * R2 and D1. In Chromium: the list and a job at 390 and 1280 px (screenshots in /tmp), by keyboard.
 * Ports: BEHEER_PORT (default 4520; +1 inspector, +2 R2 reader), the JWKS on +5.
 */
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { FakeAccess } from './support/access';
import { wcagViolations } from './support/a11y';
import { openD1 } from './support/d1';
import { backOffice, jobRow, sendAppointment, sendMessage, sendReport, typed, versionOf } from './support/jobs';
import { readWranglerConfig, Receiver } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.BEHEER_PORT ?? 4520);
const secret = 'status-link-secret-for-the-tests-0123456789';
let access: FakeAccess;
let receiver: Receiver;
let token = '';
const refs: Record<'report' | 'appointment' | 'message', string> = { report: '', appointment: '', message: '' };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  access = await FakeAccess.start(port + 5);
  receiver = await Receiver.start({ port, scheduled: true, vars: { ...access.vars(), STATUS_LINK_SECRET: secret, CONFIRMATIONS: 'on' } });
  token = await access.token('werkplaats@autoschadedevos.nl');
  refs.report = await sendReport(receiver.url);
  refs.appointment = await sendAppointment(receiver.url);
  refs.message = await sendMessage(receiver.url);
});

test.afterAll(async () => {
  await receiver?.stop();
  await access?.stop();
});

test('a report, an appointment request and a message appear in the list, new, with what a glance needs', async () => {
  const office = backOffice(receiver.url, token);
  await expect.poll(async () => (await office.get('/beheer')).text().then((h) => Object.values(refs).every((r) => h.includes(r)))).toBe(true);
  const html = await (await office.get('/beheer')).text();
  for (const text of ['Schademelding: Aanrijding', 'Afspraakverzoek: grote beurt', 'Bericht', 'AB-12-CD', 'XY-99-ZZ', 'Sanne de Boer', 'Kees Visser', 'Pieter Bakker']) {
    expect(html).toContain(text);
  }
  expect(html.match(/class="badge new">nieuw</g)?.length).toBe(3);
  // Search by plate (as typed, without dashes), by reference and by name; filter by kind and status.
  expect(await (await office.get('/beheer?zoek=ab12cd')).text()).toContain(refs.report);
  expect(await (await office.get('/beheer?zoek=ab12cd')).text()).not.toContain(refs.appointment);
  expect(await (await office.get(`/beheer?zoek=${refs.message.toLowerCase()}`)).text()).toContain(refs.message);
  expect(await (await office.get('/beheer?zoek=visser')).text()).toContain(refs.appointment);
  const messages = await (await office.get('/beheer?soort=message')).text();
  expect(messages).toContain(refs.message);
  expect(messages).not.toContain(refs.report);
  expect(await (await office.get('/beheer?status=afgerond')).text()).toContain('Niets gevonden');
  // Opened once: no longer new.
  const job = await (await office.get(`/beheer/${refs.report}`)).text();
  expect(job).toContain(typed.report);
  expect(job).toContain(`/api/beheer/jobs/${refs.report}/photos/1`);
  const photo = await office.get(`/api/beheer/jobs/${refs.report}/photos/1`);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  expect(await (await office.get('/beheer')).text().then((h) => h.match(/class="badge new">nieuw</g)?.length)).toBe(2);
});

test('a status change is in the history with the user’s address; a second change on the same version is refused', async () => {
  const office = backOffice(receiver.url, token);
  const version = await versionOf(receiver.url, token, refs.appointment);
  const first = await office.post(`/api/beheer/jobs/${refs.appointment}/status`, { version, status: 'in-behandeling', tell: 'nee', note: 'Voorstel gedaan' });
  expect(first.status).toBe(303);
  const other = backOffice(receiver.url, await access.token('balie@autoschadedevos.nl'));
  const second = await other.post(`/api/beheer/jobs/${refs.appointment}/status`, { version, status: 'geannuleerd', tell: 'nee' });
  expect(second.status).toBe(409);
  expect(await second.text()).toContain('Iemand anders heeft deze aanvraag gewijzigd');
  const stalePromise = await other.post(`/api/beheer/jobs/${refs.appointment}/promised`, { version, promised: '2026-12-24' });
  expect(stalePromise.status).toBe(409);
  const job = await (await office.get(`/beheer/${refs.appointment}`)).text();
  expect(job).toMatch(/werkplaats@autoschadedevos\.nl<\/span><br>Status: Ontvangen → In behandeling/);
  expect(job).toContain('Voorstel gedaan');
  expect(job).not.toContain('Geannuleerd</span>');
  expect(job).not.toContain('balie@autoschadedevos.nl</span>');
  expect(await jobRow(receiver.url, token, refs.appointment)).toMatchObject({ status: 'in-behandeling' });
  // A status an appointment request skips is refused.
  const skip = await office.post(`/api/beheer/jobs/${refs.appointment}/status`, { version: await versionOf(receiver.url, token, refs.appointment), status: 'offerte-verstuurd' });
  expect(skip.status).toBe(422);
});

test('a reply carries the template and the garage’s words, never what the customer typed', async () => {
  const office = backOffice(receiver.url, token);
  const res = await office.post(`/api/beheer/jobs/${refs.message}/reply`, { template: 'niet-bereikt', text: 'U kunt dinsdag om 10 uur langskomen.' });
  expect(res.headers.get('location')).toBe(`/beheer/${refs.message}?gedaan=mail`);
  const mail = await receiver.waitForMail((m) => m.to === 'pieter@example.nl' && m.subject.includes('probeerden u te bellen'));
  expect(mail.text).toContain('U kunt dinsdag om 10 uur langskomen.');
  expect(mail.text).toContain('/status/');
  expect(mail.text).not.toContain(typed.message);
  expect(mail.text).not.toContain('Pieter');
  expect(await (await office.get(`/beheer/${refs.message}`)).text()).toContain('E-mail aan de klant verstuurd');
});

test('the cron puts back a row the index lost, once', async () => {
  const { db, dispose } = await openD1(receiver.persistDir, readWranglerConfig().d1_databases[0]);
  try {
    await db.prepare('DELETE FROM jobs WHERE reference = ?').bind(refs.report).run();
    expect(await jobRow(receiver.url, token, refs.report)).toBeUndefined();
    await receiver.runCron();
    await expect.poll(() => jobRow(receiver.url, token, refs.report), { timeout: 15_000 }).toMatchObject({ kind: 'report', plate: 'AB-12-CD' });
    await receiver.runCron();
    await new Promise((r) => setTimeout(r, 1500));
    const count = await db.prepare('SELECT COUNT(*) AS n FROM jobs').first<{ n: number }>();
    expect(count?.n).toBe(3);
  } finally {
    await dispose();
  }
});

test('the list and a job at 390 and 1280 px, by keyboard, without WCAG violations (axe)', async ({ browser }) => {
  // Two widths, two pages each, four axe runs and four full-page screenshots: some 30 s on a loaded machine.
  test.setTimeout(90_000);
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': token } });
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('request', (r) => (r.url().startsWith(receiver.url) ? null : foreign.push(r.url())));
    await page.goto(`${receiver.url}/beheer`);
    if (!process.env.CI) await page.screenshot({ path: `/tmp/beheer-list-${width}.png`, fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
    await page.getByRole('searchbox', { name: 'Zoeken' }).focus();
    await page.keyboard.type('AB-12-CD');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/zoek=AB-12-CD/);
    await page.getByRole('link', { name: /Schademelding/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Schademelding ${refs.report}`);
    // The heading is there before the style sheet: axe on an unstyled page found the skip link a small target (CI).
    await page.waitForLoadState('load');
    if (!process.env.CI) await page.screenshot({ path: `/tmp/beheer-job-${width}.png`, fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(foreign).toEqual([]);
    await context.close();
  }
});

test('a deleted job is gone from R2 and D1, after a confirmation step', async () => {
  const office = backOffice(receiver.url, token);
  const confirm = await (await office.get(`/beheer/${refs.report}/verwijderen`)).text();
  expect(confirm).toContain('definitief verwijderen');
  expect((await office.post(`/api/beheer/jobs/${refs.report}/delete`, {})).status).toBe(422);
  expect((await office.post(`/api/beheer/jobs/${refs.report}/delete`, { confirm: 'ja' })).status).toBe(303);
  const bucket = await receiver.bucket();
  const left = await bucket.list();
  expect(left.objects.map((o) => o.key).filter((k) => k.includes(refs.report))).toEqual([]);
  const { db, dispose } = await openD1(receiver.persistDir, readWranglerConfig().d1_databases[0]);
  try {
    expect(await db.prepare('SELECT COUNT(*) AS n FROM jobs WHERE reference = ?').bind(refs.report).first('n')).toBe(0);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM job_events WHERE reference = ?').bind(refs.report).first('n')).toBe(0);
  } finally {
    await dispose();
  }
  expect((await office.get(`/beheer/${refs.report}`)).status).toBe(404);
  expect(business.retention.months).toBeGreaterThan(0);
});
