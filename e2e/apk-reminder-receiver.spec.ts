/**
 * The APK reminder (issue 39) against the real receiver: `wrangler dev` with CONFIRMATIONS on, its local R2, the
 * simulated send_email bindings and the stand-in RDW (e2e/support/rdw.ts), whose APK dates the tests set and move.
 * The cron is fired through `/__scheduled` (e2e/support/wrangler.ts); its day is set by the cron string
 * `clock <ISO time>`, which only a Worker built with `--define TEST_BUILD:true` honours (worker/apk-reminder/send.ts).
 * Ports: APK_RECEIVER_PORT (default 4500; inspector + 1, R2 reader + 2), the stand-in RDW + 5.
 */
import { solvedChallenge } from './support/altcha';
import { expect, test } from '@playwright/test';
import { apkPrice } from '../src/data/apk';
import { consentWording } from '../src/data/apk-reminder';
import { subscriptionId } from '../worker/apk-reminder/store';
import { reminderMail } from '../worker/apk-reminder/words';
import { FakeRdw, rdwRow } from './support/rdw';
import { Receiver, type SimulatedMail } from './support/wrangler';

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.APK_RECEIVER_PORT ?? 4500);
const base = `http://127.0.0.1:${port}`;
let receiver: Receiver;
let rdw: FakeRdw;

const dayMs = 86_400_000;
/** A date `n` days from today (UTC), YYYY-MM-DD. */
const inDays = (n: number) => new Date(Date.now() + n * dayMs).toISOString().slice(0, 10);
const shift = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
/** A car in the stand-in RDW whose APK expires on `iso`. */
const car = (plate: string, iso: string) => rdw.setRow(plate, rdwRow(plate.replace(/-/g, ''), { vervaldatum_apk: iso.replace(/-/g, '') }));
const dutchDate = (iso: string) => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

let clients = 0;
const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const ip = `198.51.100.${++clients}`;
  const res = await fetch(`${base}${path}`, {
    method: 'POST', body, redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip, Altcha: await solvedChallenge(base, ip), ...headers },
  });
  return { status: res.status, location: res.headers.get('location') ?? '', text: await res.text() };
};
const appointment = (plate: string, email: string, box: boolean) =>
  post('/api/afspraak', new URLSearchParams([
    ['plateOrigin', 'nl'], ['licensePlate', plate], ['work', 'grote-beurt'], ['days', `${inDays(2)}:ochtend`], ['arrangement', 'brengen'],
    ['firstName', 'Sanne'], ['lastName', 'de Boer'], ['phone', '06 98 76 54 32'], ['email', email], ...(box ? [['apkReminder', 'ja']] : []),
  ]).toString(), { Accept: 'application/json', Referer: `${base}/afspraak`, Origin: base });
const signUp = (plate: string, email: string) =>
  post('/api/apk-herinnering', new URLSearchParams({ licensePlate: plate, email, _gotcha: '' }).toString(), { Referer: `${base}/apk-herinnering`, Origin: base });

const mailsTo = (email: string) => receiver.mails.filter((m) => m.to === email);
const optIn = (email: string) => receiver.waitForMail((m) => m.to === email && m.subject.startsWith('Bevestig uw APK-herinnering'));
const reminders = (email: string) => mailsTo(email).filter((m) => m.subject.startsWith('De APK van uw auto'));
const linkIn = (mail: SimulatedMail, path: string) => new RegExp(`http://\\S+${path.replace(/\//g, '\\/')}\\?t=([0-9a-f]{64}\\.[A-Za-z0-9_-]{22})`).exec(mail.text);

/** Confirms as a visitor does: the link's page (token filled in by the Worker), then its button's POST. */
const confirmByLink = async (mail: SimulatedMail) => {
  const link = linkIn(mail, '/apk-herinnering/bevestigen');
  expect(link, mail.text).not.toBeNull();
  const page = await (await fetch(link![0])).text();
  expect(page).toContain(`name="t" value="${link![1]}"`);
  return post('/api/apk-herinnering/bevestigen', new URLSearchParams({ t: link![1]! }).toString(), { Origin: base, Referer: link![0] });
};

const stored = async (plate: string, email: string) => {
  const object = await (await receiver.bucket()).get(`apk-reminders/subs/${await subscriptionId(plate, email)}.json`);
  return object ? { raw: await object.text() } : null;
};

/**
 * Fires the cron as if it ran at 10:00 UTC on `day` and waits until its daily pass has finished: the pass writes its
 * counts into the day's marker (wrangler prints the Worker's warnings and errors, not its info lines).
 */
const cronOn = async (day: string) => {
  await receiver.runCron(`clock ${day}T10:00:00Z`);
  const finished = async () => JSON.parse((await (await (await receiver.bucket()).get(`apk-reminders/days/${day}`))?.text()) ?? '{}') as Record<string, unknown>;
  await expect.poll(async () => (await finished())['finished'], { timeout: 15_000 }).toBeTruthy();
  return finished();
};

test.beforeAll(async () => {
  rdw = await FakeRdw.start(port + 5);
  receiver = await Receiver.start({
    port, scheduled: true, defines: { TEST_BUILD: 'true' }, vars: { CONFIRMATIONS: 'on', RDW_URL: rdw.url },
  });
});
test.afterAll(async () => {
  await receiver?.stop();
  await rdw?.stop();
});

const x = { plate: 'XA-01-BC', email: 'xander@example.nl', apk: inDays(200) };

test('an appointment request without the box ticked: no reminder mail and nothing stored', async () => {
  car('XF-06-BC', inDays(200));
  expect((await appointment('XF-06-BC', 'geen@example.nl', false)).status).toBe(201);
  await receiver.waitForMail((m) => m.to === 'geen@example.nl');
  await new Promise((r) => setTimeout(r, 1500));
  expect(mailsTo('geen@example.nl').map((m) => m.subject)).toEqual([expect.stringContaining('Ontvangen: uw afspraakverzoek')]);
  expect(await stored('XF-06-BC', 'geen@example.nl')).toBeNull();
});

test('ticked: one mail asking to confirm, with the exact wording stored; its link confirms', async () => {
  car(x.plate, x.apk);
  expect((await appointment(x.plate, x.email, true)).status).toBe(201);
  const mail = await optIn(x.email);
  await receiver.waitForMail((m) => m.to === x.email && m.subject.includes('afspraakverzoek'));
  await new Promise((r) => setTimeout(r, 1000));
  expect(mailsTo(x.email).filter((m) => m.subject.startsWith('Bevestig'))).toHaveLength(1);
  expect(mail.from).toContain('bevestiging@post.autoschadedevos.nl');
  expect(mail.subject).toContain(x.plate);
  const before = JSON.parse((await stored(x.plate, x.email))!.raw);
  expect(before).toMatchObject({ plate: x.plate, email: x.email, language: 'nl', confirmedAt: null, remindedFor: null });
  expect(before.consent).toMatchObject({ wording: consentWording('nl'), source: 'afspraak' });
  expect(Date.now() - Date.parse(before.consent.at)).toBeLessThan(60_000);
  // Only a hash of the link's secret is kept.
  const secret = linkIn(mail, '/apk-herinnering/bevestigen')![1]!.split('.')[1]!;
  expect((await stored(x.plate, x.email))!.raw).not.toContain(secret);

  const forged = await post('/api/apk-herinnering/bevestigen', new URLSearchParams({ t: `${'0'.repeat(64)}.${'A'.repeat(22)}` }).toString(), { Origin: base });
  expect(forged.location).toBe('/apk-herinnering/verlopen');
  const confirmed = await confirmByLink(mail);
  expect(confirmed.status).toBe(303);
  expect(confirmed.location).toMatch(/^\/apk-herinnering\/bevestigd\?t=[0-9a-f]{64}\.[A-Za-z0-9_-]{22}$/);
  const after = JSON.parse((await stored(x.plate, x.email))!.raw);
  expect(Date.parse(after.confirmedAt)).toBeGreaterThan(Date.parse(before.requestedAt) - 1);
  // The page after confirming carries its own unsubscribe link.
  expect(await (await fetch(`${base}${confirmed.location}`)).text()).toContain(`/apk-herinnering/afmelden?t=${confirmed.location.split('=')[1]}`);
});

test('the cron eight weeks before the APK sends one reminder; the next runs none', async () => {
  await cronOn(shift(x.apk, -57));
  expect(reminders(x.email)).toHaveLength(0);
  await cronOn(shift(x.apk, -56));
  expect(reminders(x.email)).toHaveLength(1);
  const mail = reminders(x.email)[0]!;
  expect(mail.subject).toBe(`De APK van uw auto ${x.plate} verloopt op ${dutchDate(x.apk)}`);
  expect(mail.text).toContain(apkPrice.nl);
  expect(mail.text).toContain(`/afspraak?dienst=apk&kenteken=${x.plate}`);
  expect(linkIn(mail, '/apk-herinnering/afmelden')).not.toBeNull();
  expect(JSON.parse((await stored(x.plate, x.email))!.raw).remindedFor).toBe(x.apk);
  await cronOn(shift(x.apk, -55));
  await cronOn(shift(x.apk, -30));
  expect(reminders(x.email)).toHaveLength(1);
});

test('the reminder carries the RFC 8058 one-click headers (the Worker’s own message builder)', () => {
  const mail = reminderMail('bevestiging@post.autoschadedevos.nl', { ...x, language: 'nl', site: 'https://www.autoschadedevos.nl', car: 'Volkswagen Golf', apkDate: x.apk }, 'a'.repeat(64) + '.' + 'B'.repeat(22));
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<https://www.autoschadedevos.nl/api/apk-herinnering/afmelden?t=${'a'.repeat(64)}.${'B'.repeat(22)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
});

const y = { plate: 'XB-02-BC', email: 'yara@example.nl', first: inDays(150), moved: inDays(515) };
const z = { plate: 'XC-03-BC', email: 'zoe@example.nl' };

test('a moved APK date: nothing for the old date, one reminder for the new; a car the RDW no longer knows is dropped', async () => {
  car(y.plate, y.first);
  car(z.plate, inDays(160));
  for (const who of [y, z]) {
    expect((await signUp(who.plate, who.email)).location).toBe('/apk-herinnering/verstuurd');
    expect((await confirmByLink(await optIn(who.email))).location).toContain('/apk-herinnering/bevestigd?t=');
  }
  // The garage's page looks the car up (and caches the old date); the car then has its APK early: a new date.
  expect((await (await fetch(`${base}/api/kenteken/${y.plate}`)).json()).apkExpires).toBe(y.first);
  car(y.plate, y.moved);
  rdw.setRow(z.plate, null);
  // A day later the cached answer has expired.
  await (await receiver.bucket()).delete(['rdw-cache/XB02BC.json', 'rdw-cache/XC03BC.json']);
  await cronOn(shift(y.first, -56));
  await cronOn(shift(y.first, -20));
  expect(reminders(y.email)).toHaveLength(0);
  expect(await stored(z.plate, z.email)).toBeNull();
  expect(reminders(z.email)).toHaveLength(0);
  await cronOn(shift(y.moved, -50));
  expect(reminders(y.email).map((m) => m.subject)).toEqual([`De APK van uw auto ${y.plate} verloopt op ${dutchDate(y.moved)}`]);
});

test('the unsubscribe link (a page whose button POSTs) and the one-click POST both delete the subscription at once', async () => {
  const link = linkIn(reminders(x.email)[0]!, '/apk-herinnering/afmelden')!;
  const page = await fetch(link[0]);
  expect(page.headers.get('referrer-policy')).toBe('same-origin');
  expect(await page.text()).toContain(`name="t" value="${link[1]}"`);
  expect(await stored(x.plate, x.email)).not.toBeNull();
  const done = await post('/api/apk-herinnering/afmelden', new URLSearchParams({ t: link[1]! }).toString(), { Origin: base, Referer: link[0] });
  expect(done.location).toBe('/apk-herinnering/afgemeld');
  expect(await stored(x.plate, x.email)).toBeNull();

  // A mail program's one-click POST (RFC 8058): no Origin, no page, the body List-Unsubscribe=One-Click.
  const token = linkIn(reminders(y.email)[0]!, '/apk-herinnering/afmelden')![1]!;
  const forged = await post(`/api/apk-herinnering/afmelden?t=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'List-Unsubscribe=One-Click');
  expect(forged.status).toBe(404);
  expect(await stored(y.plate, y.email)).not.toBeNull();
  const oneClick = await post(`/api/apk-herinnering/afmelden?t=${token}`, 'List-Unsubscribe=One-Click');
  expect(oneClick.status).toBe(200);
  expect(await stored(y.plate, y.email)).toBeNull();
  // Nothing left to remind: a later pass sends nothing.
  await cronOn(shift(y.moved, -40));
  expect(reminders(y.email)).toHaveLength(1);
});

test('an unconfirmed request is gone after a week, and its link no longer works', async () => {
  const w = { plate: 'XD-04-BC', email: 'wim@example.nl' };
  car(w.plate, inDays(300));
  await signUp(w.plate, w.email);
  const mail = await optIn(w.email);
  await cronOn(inDays(6));
  expect(await stored(w.plate, w.email)).not.toBeNull();
  await cronOn(inDays(8));
  expect(await stored(w.plate, w.email)).toBeNull();
  expect((await confirmByLink(mail)).location).toBe('/apk-herinnering/verlopen');
});
