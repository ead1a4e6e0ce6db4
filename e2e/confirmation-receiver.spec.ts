/**
 * The customer's confirmation (issue 28) against the real receiver: `wrangler dev` with CONFIRMATIONS on, its local
 * R2 and the simulated send_email bindings (e2e/support/wrangler.ts). A report, a message, with and without an
 * address, the honeypot, the per-address cap under concurrent requests, a confirmation the CONFIRM binding refuses
 * and the cron's retry, and what the visitor reads (the island's toast, the page without JavaScript).
 * Ports: RECEIVER_PORT + 30 (inspector + 31, R2 reader + 32), default 4440; the stand-in RDW (e2e/support/rdw.ts) + 5.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { businessEn } from '../src/data/en/business';
import { shared as sharedEn } from '../src/data/forms/en';
import { shared } from '../src/data/forms/nl';
import { solvedChallenge } from './support/altcha';
import { FakeRdw } from './support/rdw';
import { readWranglerConfig, Receiver, type SimulatedMail } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = process.env.RECEIVER_PORT ? Number(process.env.RECEIVER_PORT) + 30 : 4440;
const base = `http://127.0.0.1:${port}`;
const confirmFrom = 'bevestiging@post.autoschadedevos.nl';
const referenceRule = /^DV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
let on: Record<string, string> = { CONFIRMATIONS: 'on' };

let clients = 0;
const client = () => `198.51.100.${++clients}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

type Fields = Record<string, string>;
const reportFields = (over: Fields = {}): Fields => ({
  plateOrigin: 'nl', licensePlate: 'ab 12 cd', plateCountry: '', damageType: 'aanrijding', damageDate: daysAgo(1), driveable: 'nee',
  insurer: 'Centraal Beheer', message: 'Achterop aangereden bij de rotonde.', firstName: 'Sanne', lastName: 'de Boer',
  phone: '06 98 76 54 32', email: 'sanne@example.nl', ...over,
});
/** Everything the visitor typed freely: none of it may reach the customer's mail. */
const freeText = ['Sanne', 'Boer', 'Centraal', 'rotonde', '06 98 76 54 32', 'Pieter', 'Bakker', 'APK-vraag', 'achterlicht', '98765'];

/** A challenge solved as the island's worker solves it: only a post with one gets a confirmation (red team G3). */
const solved = (): Promise<string> => solvedChallenge(base, client());
/** A post as the island makes it, with a solved challenge (Node's fetch, so that beforeAll can send too); the answer's status and JSON. */
const post = async (path: string, body: FormData | string, referer: string, headers: Fields = {}, solve = true) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST', body, redirect: 'manual',
    headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), Referer: `${base}${referer}`, Origin: base, ...(solve ? { Altcha: await solved() } : {}), ...headers },
  });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, string> };
};
const formOf = (fields: Fields) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const sendReport = (fields: Fields, referer = '/schade-melden') => post('/api/schade-melden', formOf(fields), referer);
const contactFields = (over: Fields = {}): Fields => ({
  firstName: 'Pieter', lastName: 'Bakker', email: 'pieter@example.nl', phone: '', message: 'Een APK-vraag over mijn auto.', ...over,
});
const sendContact = (fields: Fields, referer = '/contact', solve = true) => post('/api/contact', JSON.stringify(fields), referer, { 'Content-Type': 'application/json' }, solve);
/** An appointment request as the island sends it (urlencoded, days as YYYY-MM-DD:part). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sendAppointment = (days: string[], referer = '/afspraak') => {
  const body = new URLSearchParams([
    ['plateOrigin', 'nl'], ['licensePlate', 'ab12cd'], ['work', 'grote-beurt'], ['mileage', '98765'], ...days.map((d) => ['days', d]),
    ['arrangement', 'brengen'], ['message', 'Het rechter achterlicht doet het niet.'], ['firstName', 'Sanne'], ['lastName', 'de Boer'],
    ['phone', '06 98 76 54 32'], ['email', 'afspraak@example.nl'],
  ]);
  return post('/api/afspraak', body.toString(), referer, { 'Content-Type': 'application/x-www-form-urlencoded' });
};
/** A day in words, written independently of the Worker's code: "donderdag 26 november 2026". */
const dutchDay = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

const to = (r: Receiver, address: string) => r.mails.filter((m) => m.to.toLowerCase() === address.toLowerCase());
const garageMails = (r: Receiver, reference: string) => r.mails.filter((m) => m.to === business.email && m.subject.includes(reference));
/** Mails are printed in the order they are sent: after `later`'s mails, anything for earlier requests has been printed too. */
const settle = async (r: Receiver, reference: string) => {
  await r.waitForMail((m) => m.to === business.email && m.subject.includes(reference));
  await new Promise((done) => setTimeout(done, 400));
};

const persistDir = mkdtempSync(join(tmpdir(), 'receiver-confirm-'));
let receiver: Receiver;
let rdw: FakeRdw;
/** The report whose confirmation the CONFIRM binding refused, in the first wrangler; the cron retries it in the second. */
const retry = { answer: {} as Fields, reference: '', address: 'retry@example.nl', garage: [] as SimulatedMail[], confirmations: [] as SimulatedMail[], log: '' };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  rdw = await FakeRdw.start(port + 5);
  on = { CONFIRMATIONS: 'on', RDW_URL: rdw.url };
  // 1. The customers' binding may only send as another address: the confirmation fails, the garage's mail goes.
  const failing = await Receiver.start({
    port, persistDir, vars: on, configure: (c) => (c.send_email.find((b: { name: string }) => b.name === 'CONFIRM').allowed_sender_addresses = ['iemand@post.autoschadedevos.nl']),
  });
  try {
    // Asserted in the retry test below, so that a failure here names what went wrong there.
    const res = await sendReport(reportFields({ email: retry.address }));
    retry.answer = res.body;
    retry.reference = res.body.reference ?? '';
    await failing.waitForMail((m) => m.subject.includes(retry.reference));
    for (let waited = 0; waited < 10_000 && !failing.log.includes('"event":"confirmation-failed"'); waited += 100) await new Promise((done) => setTimeout(done, 100));
    await new Promise((done) => setTimeout(done, 300));
    retry.garage = garageMails(failing, retry.reference);
    retry.confirmations = to(failing, retry.address);
    retry.log = failing.log;
  } finally {
    await failing.stop({ keepPersist: true });
  }
  // 2. The normal configuration on the same R2, able to fire the cron.
  receiver = await Receiver.start({ port, persistDir, vars: on, scheduled: true });
});
test.afterAll(async () => {
  await receiver?.stop();
  await rdw?.stop();
  rmSync(persistDir, { recursive: true, force: true });
});

/** The confirmation to `address` for `reference`: exactly one, from the confirmation sender, with none of the free text. */
const confirmationFor = async (address: string, reference: string): Promise<SimulatedMail> => {
  const mail = await receiver.waitForMail((m) => m.to === address && m.subject.includes(reference));
  await settle(receiver, reference);
  expect(to(receiver, address).filter((m) => m.subject.includes(reference)), 'one confirmation').toHaveLength(1);
  expect(garageMails(receiver, reference), 'one mail to the garage').toHaveLength(1);
  expect(mail.from).toBe(`"${business.name}" <${confirmFrom}>`);
  expect(mail.attachments).toEqual([]);
  for (const typed of freeText) expect(mail.text + mail.subject, typed).not.toContain(typed);
  return mail;
};

test('a damage report with an address: one confirmation in Dutch with the reference, kenteken, next steps, reminders and how to reach us', async () => {
  const res = await sendReport(reportFields());
  expect(res.status).toBe(201);
  expect(res.body.reference).toMatch(referenceRule);
  expect(res.body.confirmationTo).toBe('s•••@example.nl');
  const { reference } = res.body as { reference: string };
  const mail = await confirmationFor('sanne@example.nl', reference);
  expect(mail.subject).toBe(`Ontvangen: uw schademelding ${reference} – ${business.name}`);
  // The deployed bindings: the garage's reaches the garage only (business.email, one fact), the customers' sends only as CONFIRM_FROM.
  const config = readWranglerConfig();
  const binding = (name: string) => config.send_email.find((b: { name: string }) => b.name === name);
  expect(binding('EMAIL').destination_address).toBe(business.email);
  expect(binding('CONFIRM').allowed_sender_addresses).toEqual([config.vars.CONFIRM_FROM]);
  expect(config.vars.CONFIRM_FROM).toBe(confirmFrom);
  for (const fact of [
    reference, 'AB-12-CD', 'Volkswagen Golf · grijs · 2018', 'schademelding', `bellen u ${business.replyTime} terug`, 'verzekeraar', 'Bel 112', 'Rijd dan niet zelf verder',
    business.phone.display, business.whatsapp.display, business.whatsapp.url, business.address.street, business.address.postalCode, business.url,
  ]) expect(mail.text, fact).toContain(fact);
  // Links only to the garage's own site and WhatsApp.
  expect([...mail.text.matchAll(/https?:\/\/[^\s)]+/g)].map((m) => new URL(m[0]).origin).sort()).toEqual([business.url, 'https://wa.me'].sort());
});

test('a message from the English page: one confirmation in English; Reply-To is the garage', async () => {
  const res = await sendContact(contactFields({ email: 'pieter@example.nl' }), '/en/contact');
  expect(res.status).toBe(201);
  expect(res.body.confirmationTo).toBe('p•••@example.nl');
  const mail = await confirmationFor('pieter@example.nl', res.body.reference!);
  expect(mail.subject).toBe(`Received: your message ${res.body.reference} – ${business.name}`);
  expect(mail.text).toContain(`We’ll answer your message ${businessEn.replyTime}`);
  expect(mail.text).not.toMatch(/Wij |uw /);
  expect(mail.text).not.toContain('Registration:');
  // The simulation does not print Reply-To: the Worker's own sendConfirmation with a recording binding.
  const { sendConfirmation } = (await import('../worker/mail/confirmation' as string)) as {
    sendConfirmation: (env: object, record: object) => Promise<unknown>;
  };
  const given: Record<string, unknown>[] = [];
  await sendConfirmation(
    { CONFIRM: { send: async (m: Record<string, unknown>) => given.push(m) }, CONFIRM_FROM: confirmFrom },
    { kind: 'message', reference: res.body.reference, receivedAt: new Date().toISOString(), language: 'en', values: contactFields() },
  );
  expect(given[0]).toMatchObject({ to: 'pieter@example.nl', replyTo: { email: business.email }, from: { email: confirmFrom } });
});

test('an appointment request: one confirmation with the car and the chosen days, in Dutch', async () => {
  const days = [`${inDays(3)}:ochtend`, `${inDays(4)}:middag`];
  const res = await sendAppointment(days);
  expect(res.status).toBe(201);
  expect(res.body.confirmationTo).toBe('a•••@example.nl');
  const reference = res.body.reference!;
  const mail = await confirmationFor('afspraak@example.nl', reference);
  expect(mail.subject).toBe(`Ontvangen: uw afspraakverzoek ${reference} – ${business.name}`);
  for (const fact of ['AB-12-CD', 'Volkswagen Golf · grijs · 2018', `${dutchDay(inDays(3))}, ochtend`, `${dutchDay(inDays(4))}, middag`, `een voorstel`])
    expect(mail.text, fact).toContain(fact);
  expect(mail.text).not.toContain('verzekeraar');
});

test('without an address no confirmation; the honeypot gets the same answer as a visitor and nothing is sent', async () => {
  const none = await sendReport(reportFields({ email: '' }));
  expect(none.status).toBe(201);
  expect(none.body).toEqual({ reference: none.body.reference, photos: 0 });
  const bot = await sendContact(contactFields({ email: 'bot@example.nl', _gotcha: 'https://spam.example' }));
  expect(bot.status).toBe(201);
  expect(bot.body).toEqual({ reference: expect.stringMatching(referenceRule), confirmationTo: 'b•••@example.nl' });
  // Without a solution, the honeypot answers as an unsolved post is answered: no confirmation promised.
  const unsolvedBot = await sendContact(contactFields({ email: 'bot@example.nl', _gotcha: 'https://spam.example' }), '/contact', false);
  expect(unsolvedBot.body).toEqual({ reference: expect.stringMatching(referenceRule) });
  // Sent after both: once its mails are printed, anything for the two above would have been too.
  const later = await sendContact(contactFields({ email: 'later@example.nl' }));
  await confirmationFor('later@example.nl', later.body.reference!);
  expect(receiver.mails.filter((m) => m.subject.includes(none.body.reference!) && m.to !== business.email)).toEqual([]);
  expect(to(receiver, 'bot@example.nl')).toEqual([]);
  expect(receiver.mails.filter((m) => m.subject.includes(bot.body.reference!))).toEqual([]);
});

test('at most three confirmations per address a day, however it is written and from whichever client, also when sent at once', async () => {
  const spellings = ['cap@example.nl', 'Cap@Example.NL', 'cap+1@example.nl', 'CAP+werk@example.nl', 'cap@EXAMPLE.nl', 'cap+2@example.nl'];
  const answers = await Promise.all(spellings.map((email, i) => sendContact(contactFields({ email, message: `Limiet ${i}.` }))));
  expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
  const promised = answers.filter((a) => a.body.confirmationTo);
  expect(promised).toHaveLength(3);
  for (const a of answers) await settle(receiver, a.body.reference!);
  const sent = receiver.mails.filter((m) => /^cap/i.test(m.to));
  expect(sent.map((m) => /DV-\S+/.exec(m.subject)![0]).sort()).toEqual(promised.map((a) => a.body.reference).sort());
  // Every request stored and mailed to the garage; the skipped ones logged with the address masked.
  for (const a of answers) expect(garageMails(receiver, a.body.reference!)).toHaveLength(1);
  const capped = receiver.log.split('\n').filter((l) => l.includes('"event":"confirmation-capped"'));
  expect(capped).toHaveLength(3);
  for (const line of capped) expect(line).not.toMatch(/cap(\+\w+)?@/i);
});

test('a confirmation the binding refused is sent by the cron once, and the garage’s mail is not sent again', async () => {
  // In the first wrangler: the answer promised the confirmation, the garage's mail went, the confirmation failed and
  // was logged without the address.
  expect(retry.answer).toEqual({ reference: expect.stringMatching(referenceRule), photos: 0, confirmationTo: 'r•••@example.nl' });
  expect(retry.garage).toHaveLength(1);
  expect(retry.confirmations).toEqual([]);
  const failed = retry.log.split('\n').find((l) => l.includes('"event":"confirmation-failed"'))!;
  expect(JSON.parse(failed.slice(failed.indexOf('{')))).toMatchObject({ reference: retry.reference, to: 'r•••@example.nl', permanent: false, attempt: 1 });
  expect(failed).not.toContain(retry.address);
  // Two cron runs at once, then one more: the confirmation goes once, the garage's mail not again.
  await Promise.all([receiver.runCron(), receiver.runCron()]);
  const mail = await receiver.waitForMail((m) => m.to === retry.address, 15_000);
  expect(mail.subject).toContain(retry.reference);
  await receiver.runCron();
  const bucket = await receiver.bucket();
  await expect.poll(async () => (await bucket.list({ prefix: 'unconfirmed/' })).objects.length, { timeout: 10_000 }).toBe(0);
  await new Promise((done) => setTimeout(done, 500));
  expect(to(receiver, retry.address)).toHaveLength(1);
  expect(garageMails(receiver, retry.reference)).toEqual([]);
});

test('what the visitor reads: the toast names the masked address; without JavaScript the thank-you page names the reference only (390 px)', async ({ browser }) => {
  expect(readWranglerConfig().assets.run_worker_first).toEqual(expect.arrayContaining(['/bedankt', '/en/thank-you']));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'nl-NL', extraHTTPHeaders: { 'CF-Connecting-IP': client() } });
  const page = await context.newPage();
  await page.goto(`${base}/contact`);
  // The island solves its challenge in a Web Worker from the first focus, as while a visitor types; the test waits for it.
  const solving = page.waitForEvent('worker');
  await page.getByRole('textbox', { name: /^Voornaam/ }).focus();
  await (await solving).waitForEvent('close', { timeout: 20_000 });
  await page.getByRole('textbox', { name: /^Voornaam/ }).fill('Anna');
  await page.getByRole('textbox', { name: /^Achternaam/ }).fill('Visser');
  await page.getByRole('textbox', { name: /^E-mailadres/ }).fill('anna@example.nl');
  await page.getByRole('textbox', { name: /^Uw bericht/ }).fill('Graag een offerte.');
  await page.getByRole('button', { name: /Verstuur/ }).click();
  await expect(page.getByRole('region', { name: /Meldingen/ }).getByText(shared.confirmation.sent('a•••@example.nl'), { exact: false })).toBeVisible({ timeout: 15_000 });

  const nojs = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, extraHTTPHeaders: { 'CF-Connecting-IP': client() } });
  const plain = await nojs.newPage();
  await plain.goto(`${base}/contact`);
  await plain.getByRole('textbox', { name: /^Voornaam/ }).fill('Bram');
  await plain.getByRole('textbox', { name: /^Achternaam/ }).fill('Smit');
  await plain.getByRole('textbox', { name: /^E-mailadres/ }).fill('bram@example.nl');
  await plain.getByRole('textbox', { name: /^Uw bericht/ }).fill('Zonder JavaScript verstuurd.');
  await plain.getByRole('button', { name: /Verstuur/ }).click();
  await plain.waitForURL(/\/bedankt\?ref=DV-/);
  const reference = new URL(plain.url()).searchParams.get('ref')!;
  const note = plain.locator('[data-confirmation-note]');
  // Without JavaScript no challenge is solved, so no confirmation goes (red team G3); the one result (issue 34) shows
  // the reference on its own line and asks to note it.
  await expect(plain.locator('[data-result-reference]')).toHaveText(reference);
  await expect(note).toHaveText(shared.result.noteReference);
  expect(to(receiver, 'bram@example.nl')).toEqual([]);
  // Served through the Worker with the site's headers and its strict policy: scripts by hash, nothing inline allowed.
  const again = await plain.request.get(plain.url());
  expect(again.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(again.headers()['cache-control']).toBe('private, no-store');
  const policy = await plain.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toContain('unsafe-inline');
  // A forged query is ignored: the note stays hidden and empty.
  await plain.goto(`${base}/bedankt?ref=${encodeURIComponent('<b>DV</b>')}&to=${encodeURIComponent('x•••@evil.example/<script>')}`);
  await expect(note).toBeHidden();
  expect(await note.innerHTML()).toBe('');
  // Any `to` is ignored: the page never shows text from its query but the reference (red team G9).
  await plain.goto(`${base}/bedankt?ref=${reference}&to=${encodeURIComponent('Bel nu 0900')}`);
  await expect(note).toHaveText(shared.result.noteReference);
  // The English page in English; without an address, the advice to note the reference.
  await plain.goto(`${base}/en/thank-you?ref=${reference}`);
  await expect(note).toHaveText(sharedEn.result.noteReference);
  // The appointment request's own thank-you page alike; an address in the query is never shown (red team G9).
  await plain.goto(`${base}/afspraak/bedankt?ref=${reference}&to=${encodeURIComponent('b•••@example.nl')}`);
  await expect(plain.locator('[data-result-reference]')).toHaveText(reference);
  await expect(note).toHaveText(shared.result.noteReference);
  await Promise.all([context.close(), nojs.close()]);
});
