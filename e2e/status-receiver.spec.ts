/**
 * The customer's private status link (issue 37) against the real receiver: the confirmation of a report, an appointment
 * request and a message each hold one /status/<token> link; the page shows "ontvangen"; a status change with the
 * update ticked sends one mail with the link and the new stage, without it none; the page then shows the new stage in
 * Dutch and English; its headers; an unknown, malformed or expired token gets the same 404; nothing the customer typed
 * appears; a deleted job's link is gone. In Chromium at 390 px (screenshot in /tmp), without JavaScript.
 * Ports: STATUS_PORT (default 4540; +1 inspector, +2 R2 reader), the JWKS on +5.
 */
import { expect, test } from '@playwright/test';
import { FakeAccess } from './support/access';
import { wcagViolations } from './support/a11y';
import { openD1 } from './support/d1';
import { backOffice, sendAppointment, sendMessage, sendReport, typed, versionOf } from './support/jobs';
import { inOneMinute } from './support/minute';
import { readWranglerConfig, Receiver, type SimulatedMail } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.STATUS_PORT ?? 4540);
const secret = 'status-link-secret-for-the-tests-0123456789';
const link = /https?:\/\/[^\s]+\/status\/([A-Za-z0-9_-]{22})\b/g;
let access: FakeAccess;
let receiver: Receiver;
let token = '';
const jobs: Record<'report' | 'appointment' | 'message', { reference: string; path: string }> = {
  report: { reference: '', path: '' }, appointment: { reference: '', path: '' }, message: { reference: '', path: '' },
};

const linksIn = (mail: SimulatedMail) => [...mail.text.matchAll(link)].map((m) => `/status/${m[1]}`);
const get = (path: string, ip = '192.0.2.1') => fetch(`${receiver.url}${path}`, { headers: { 'CF-Connecting-IP': ip } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  access = await FakeAccess.start(port + 5);
  receiver = await Receiver.start({ port, vars: { ...access.vars(), STATUS_LINK_SECRET: secret, CONFIRMATIONS: 'on' } });
  token = await access.token('werkplaats@autoschadedevos.nl');
  const sent = { report: await sendReport(receiver.url, 'r@example.nl'), appointment: await sendAppointment(receiver.url, 'a@example.nl', '/en/appointment'), message: await sendMessage(receiver.url, 'm@example.nl') };
  for (const [kind, reference] of Object.entries(sent) as [keyof typeof jobs, string][]) {
    const mail = await receiver.waitForMail((m) => m.subject.includes(reference) && m.from.includes('bevestiging'));
    const links = linksIn(mail);
    expect(links, `${kind}: one status link`).toHaveLength(1);
    jobs[kind] = { reference, path: links[0]! };
  }
});

test.afterAll(async () => {
  await receiver?.stop();
  await access?.stop();
});

test('each confirmation holds one private link, separate from the reference; the page shows "ontvangen"', async () => {
  const tokens = new Set(Object.values(jobs).map((j) => j.path));
  expect(tokens.size).toBe(3);
  for (const job of Object.values(jobs)) {
    expect(job.path).not.toContain(job.reference);
    const res = await get(job.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(job.reference);
    expect(html).toMatch(/aria-current="step">(Ontvangen|Received)/);
  }
  const report = await (await get(jobs.report.path)).text();
  expect(report).toContain('••‑••‑CD');
  expect(report).not.toMatch(/AB.12.CD/);
  // The request came from the English page: its page and mail are in English.
  expect(await (await get(jobs.appointment.path)).text()).toContain('Track your request');
});

test('the page’s headers: noindex, no-store, no referrer, a strict CSP, framed by nobody', async () => {
  const res = await get(jobs.report.path);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-robots-tag')).toContain('noindex');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
  expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow">');
});

test('a status change with the update ticked sends one mail with the link and the stage; without it, none', async () => {
  const office = backOffice(receiver.url, token);
  const ref = jobs.report.reference;
  const before = receiver.mails.length;
  await office.post(`/api/beheer/jobs/${ref}/status`, { version: await versionOf(receiver.url, token, ref), status: 'in-behandeling', tell: 'nee' });
  await office.post(`/api/beheer/jobs/${ref}/promised`, { version: await versionOf(receiver.url, token, ref), promised: '2026-12-18' });
  const res = await office.post(`/api/beheer/jobs/${ref}/status`, { version: await versionOf(receiver.url, token, ref), status: 'ingepland', tell: 'standaard' });
  expect(res.headers.get('location')).toBe(`/beheer/${ref}?gedaan=verteld`);
  const mail = await receiver.waitForMail((m) => m.to === 'r@example.nl' && m.subject.startsWith('Nieuws over uw aanvraag'));
  expect(mail.text).toContain('Uw auto is bij ons ingepland.');
  expect(mail.text).toContain('18 december 2026');
  expect(linksIn(mail)).toEqual([jobs.report.path]);
  expect(mail.text).not.toContain(typed.report);
  await new Promise((r) => setTimeout(r, 1000));
  expect(receiver.mails.slice(before).filter((m) => m.to === 'r@example.nl')).toHaveLength(1);
  expect(await (await office.get(`/beheer/${ref}`)).text()).toContain('Ingepland (klant op de hoogte gebracht)');
  const nl = await (await get(jobs.report.path)).text();
  expect(nl).toMatch(/aria-current="step">Ingepland <span class="when">\d+ \w+ \d{4}<\/span>/);
  expect(nl).toContain('18 december 2026');
  const en = await (await get(`${jobs.report.path}?taal=en`)).text();
  expect(en).toMatch(/aria-current="step">Booked in/);
  expect(en).toContain('18 December 2026');
  for (const text of [...Object.values(typed), 'Sanne', 'Boer', 'Centraal Beheer', '06 98 76 54 32', 'r@example.nl']) {
    expect(nl).not.toContain(text);
    expect(en).not.toContain(text);
  }
});

test('an unknown, malformed or expired token and a deleted job all get the same 404', async () => {
  const unknown = await get('/status/AAAAAAAAAAAAAAAAAAAAAA');
  const body = await unknown.text();
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('cache-control')).toBe('no-store');
  for (const path of ['/status/kort', '/status/%00%00', `/status/${jobs.message.reference}`, '/status/']) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(await res.text(), path).toBe(body);
  }
  // Closed 31 days ago: expired.
  const { db, dispose } = await openD1(receiver.persistDir, readWranglerConfig().d1_databases[0]);
  try {
    await db.prepare("UPDATE jobs SET status = 'afgerond', is_open = 0, closed_at = ? WHERE reference = ?")
      .bind(new Date(Date.now() - 31 * 86_400_000).toISOString(), jobs.message.reference).run();
  } finally {
    await dispose();
  }
  const expired = await get(jobs.message.path);
  expect(expired.status).toBe(404);
  expect(await expired.text()).toBe(body);
  // Deleted: gone at once.
  const office = backOffice(receiver.url, token);
  expect((await get(jobs.appointment.path)).status).toBe(200);
  await office.post(`/api/beheer/jobs/${jobs.appointment.reference}/delete`, { confirm: 'ja' });
  const deleted = await get(jobs.appointment.path);
  expect(deleted.status).toBe(404);
  expect(await deleted.text()).toBe(body);
});

test('guessing is rate limited like the other routes', async () => {
  test.setTimeout(90_000);
  // 35 guesses at once, within one minute of the limiter (e2e/support/minute.ts): one after the other took over 30 s
  // on a loaded CI machine, and the 35th counted in the next minute.
  const answers = await inOneMinute((attempt) =>
    Promise.all(Array.from({ length: 35 }, async (_, i) => (await get(`/status/${'B'.repeat(21)}${i % 10}`, `192.0.2.${99 + attempt}`)).status)),
    (statuses) => statuses.includes(429),
  );
  expect(answers.filter((s) => s === 404)).toHaveLength(30);
  expect(answers.filter((s) => s === 429)).toHaveLength(5);
});

test('the page at 390 px, without JavaScript, without WCAG violations (axe)', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${receiver.url}${jobs.report.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volg uw aanvraag');
  if (!process.env.CI) await page.screenshot({ path: '/tmp/status-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your request');
  await page.setViewportSize({ width: 1280, height: 800 });
  if (!process.env.CI) await page.screenshot({ path: '/tmp/status-1280.png', fullPage: true });
  await context.close();
  // axe runs as a script of its own: in a context with JavaScript (the page has none of its own either way).
  const checked = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const again = await checked.newPage();
  await again.goto(`${receiver.url}${jobs.report.path}`);
  expect(await wcagViolations(again)).toEqual([]);
  await checked.close();
});
