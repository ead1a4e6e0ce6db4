/**
 * The appointment request's receiver and the plate lookup (issue 27), against the real receiver in `wrangler dev`
 * (e2e/support/wrangler.ts) whose RDW_URL points at a local stand-in for the RDW's open data (e2e/support/rdw.ts):
 * no request reaches the internet. Project `receiver`: no browser. One wrangler and one fake RDW for the file; each
 * request comes from a client address of its own (CF-Connecting-IP), so one test's rate limit never touches another's,
 * and each test asks for plates of its own, so the RDW's request counts and the cache belong to one test.
 * Ports: APPOINTMENT_RECEIVER_PORT (default 4400; its inspector and R2 reader the next two) and RDW_PORT (4405).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appointment as appointmentWords } from '../src/data/forms/nl/appointment';
import { FakeRdw, rdwDate } from './support/rdw';
import { inOneMinute } from './support/minute';
import { Receiver, type Bucket } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.APPOINTMENT_RECEIVER_PORT ?? 4400);
const rdwPort = Number(process.env.RDW_PORT ?? 4405);
const base = `http://127.0.0.1:${port}`;
test.use({ baseURL: base });

let receiver: Receiver;
let bucket: Bucket;
let rdw: FakeRdw;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  rdw = await FakeRdw.start(rdwPort);
  receiver = await Receiver.start({ port, vars: { RDW_URL: rdw.url } });
  bucket = await receiver.bucket();
});
test.afterAll(async () => {
  await receiver?.stop();
  await rdw?.stop();
});

let clients = 0;
const client = () => `203.0.113.${++clients}`;

const lookup = (request: APIRequestContext, plate: string, headers: Record<string, string> = {}) =>
  request.get(`/api/kenteken/${encodeURIComponent(plate)}`, { headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers } });

/** A day `n` days from now, as the island offers it (the server's rules allow today up to 30 days ahead). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** The Dutch long date with its weekday, written independently of the Worker's own code. */
/** The fixtures' APK dates (e2e/support/rdw.ts) as the contract answers them, YYYY-MM-DD. */
const apk = (days: number) => rdwDate(days).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
const dutchDate = (iso: string) => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const dutchDay = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

type Fields = [string, string][];
const appointment = (over: Record<string, string | string[]> = {}): Fields => {
  const fields: Record<string, string | string[]> = {
    plateOrigin: 'nl',
    licensePlate: 'ab12cd',
    work: ['grote-beurt', 'apk'],
    mileage: '123.456',
    days: [`${inDays(3)}:ochtend`, `${inDays(2)}:middag`],
    arrangement: 'brengen',
    message: 'Het rechter achterlicht doet het niet.',
    firstName: 'Sanne',
    lastName: 'de Boer',
    phone: '06 12 34 56 78',
    email: 'sanne@example.nl',
    ...over,
  };
  return Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]]));
};

const post = (request: APIRequestContext, fields: Fields, headers: Record<string, string> = {}) =>
  request.post('/api/afspraak', {
    data: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers },
    maxRedirects: 0,
  });

/** The stored request of a reference (appointments/<yyyy>/<mm>/<dd>/<reference>/verzoek.json), or undefined. */
const stored = async (reference: string) => {
  const listed = await bucket.list({ prefix: 'appointments/' });
  const found = listed.objects.map((o) => o.key).filter((k) => k.includes(`/${reference}/`));
  expect(found.every((k) => /^appointments\/\d{4}\/\d{2}\/\d{2}\/DV-[0-9A-Z]{4}-[0-9A-Z]{4}\/verzoek\.json$/.test(k))).toBe(true);
  const key = found[0];
  return key ? { key, count: found.length, record: (await (await bucket.get(key))!.json()) as Record<string, any> } : undefined;
};

test('the plate lookup answers the car from the RDW, caches it, and asks nothing for what is no Dutch plate', async ({ request }) => {
  const first = await lookup(request, 'ab-12-cd');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/no-store/);
  expect(await first.json()).toEqual({ plate: 'AB12CD', make: 'VOLKSWAGEN', model: 'GOLF', colour: 'GRIJS', year: 2018, apkExpires: apk(300) });
  // The second lookup, written differently, comes from the cache: still one request at the RDW.
  expect(await (await lookup(request, 'AB 12 CD')).json()).toMatchObject({ make: 'VOLKSWAGEN' });
  expect(rdw.requests('AB12CD')).toBe(1);

  // The make the RDW repeats in the model, and a colour it does not register, are answered as the contract says.
  expect(await (await lookup(request, '12-abc-3')).json()).toEqual({ plate: '12ABC3', make: 'NISSAN', model: 'NISSAN NOTE', colour: '', year: 2014, apkExpires: apk(21) });

  // Unknown at the RDW: 404, and "unknown" is cached for a while too.
  for (let i = 0; i < 2; i++) {
    const unknown = await lookup(request, 'ZZ-99-ZZ');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not-found' });
  }
  expect(rdw.requests('ZZ99ZZ')).toBe(1);

  // No Dutch plate (too long, a shape no side code has, a foreign plate): 404 without asking the RDW.
  for (const plate of ['ABCDEFG', 'AB12C3', 'M-AB 1234', '%E0%A4%A']) {
    expect((await request.get(`/api/kenteken/${plate}`, { headers: { 'CF-Connecting-IP': client() } })).status(), plate).toBe(404);
  }
  expect(rdw.requests('ABCDEFG') + rdw.requests('AB12C3')).toBe(0);

  // Another site's page may not use us as its RDW proxy.
  expect((await lookup(request, 'AB-12-CD', { Origin: 'https://elders.example' })).status()).toBe(403);
  expect((await lookup(request, 'AB-12-CD', { 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403);
});

test('every RDW failure (too slow, 500, not JSON, not rows, 429) is a 503 within the time limit, remembered for a minute', async ({ request }) => {
  // The 429 last: after it, no lookup asks the RDW until its Retry-After (worker/rdw.ts).
  const failures = { 'TT-01-TT': 'slow', 'TT-02-TT': 'error', 'TT-04-TT': 'malformed', 'TT-05-TT': 'wrong-shape', 'TT-03-TT': 'throttled' } as const;
  for (const [plate, mode] of Object.entries(failures)) rdw.misbehave(plate, mode);
  for (const plate of Object.keys(failures)) {
    const started = Date.now();
    const answer = await lookup(request, plate);
    const took = Date.now() - started;
    expect(answer.status(), plate).toBe(503);
    expect(await answer.json()).toEqual({ error: 'unavailable' });
    // The slow RDW would answer after 10 s: the receiver gives up long before (its limit is 1.2 s).
    expect(took, `${plate} answered after ${took} ms`).toBeLessThan(4_000);
  }
  // A failure is remembered for a minute (red team G4): the next lookup does not ask the RDW again.
  expect((await lookup(request, 'TT-02-TT')).status()).toBe(503);
  expect(rdw.requests('TT02TT')).toBe(1);
  expect(receiver.log).toContain('"event":"rdw-unavailable"');
  expect(receiver.log).not.toContain('TT02TT');
  // The 429's back-off (30 s) is kept in R2; the RDW is asked again once it is gone.
  expect(await bucket.head('rdw-cache/~backoff')).not.toBeNull();
  await bucket.delete('rdw-cache/~backoff');
});

test('the lookup has its own limit: the 31st lookup in a minute from one address gets 429', async ({ request }) => {
  test.setTimeout(90_000);
  const { headers, statuses } = await inOneMinute(async (attempt) => {
    const headers = { 'CF-Connecting-IP': `203.0.113.${250 + attempt}` };
    const statuses: number[] = [];
    // Plates that are no Dutch plate: the limit counts before the plate is read, and no RDW request is made.
    for (let i = 0; i < 31; i++) statuses.push((await request.get(`/api/kenteken/x${i}`, { headers })).status());
    return { headers, statuses };
  });
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
  expect(statuses[30]).toBe(429);
  // The forms' own limit is another: a request from that address is still taken.
  expect((await post(request, appointment(), headers)).status()).toBe(201);
});

test('a request is stored with the car and mailed to the garage, the car and the request named', async ({ request }) => {
  const answer = await post(request, appointment());
  expect(answer.status()).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  expect(reference).toMatch(/^DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  const found = await stored(reference);
  expect(found?.count).toBe(1);
  expect(found!.record).toMatchObject({
    kind: 'appointment',
    reference,
    carLookup: 'found',
    car: { plate: 'AB12CD', make: 'VOLKSWAGEN', model: 'GOLF', colour: 'GRIJS', year: 2018, apkExpires: apk(300) },
    values: {
      licensePlate: 'AB-12-CD',
      work: ['apk', 'grote-beurt'],
      mileage: '123456',
      days: [`${inDays(2)}:middag`, `${inDays(3)}:ochtend`],
      arrangement: 'brengen',
      phone: '06 12 34 56 78',
    },
  });

  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.subject).toBe(`Afspraakverzoek APK + grote beurt – AB-12-CD – Volkswagen Golf – ${reference}`);
  for (const text of [
    'Volkswagen Golf', 'grijs', '2018', `geldig tot ${dutchDate(apk(300))}`, '123.456 km', `${dutchDay(inDays(2))}, middag`,
    `${dutchDay(inDays(3))}, ochtend`, 'De klant brengt de auto en haalt hem later op', 'Het rechter achterlicht doet het niet.',
    'Sanne de Boer', '06 12 34 56 78', 'sanne@example.nl',
  ]) {
    expect(mail.text).toContain(text);
  }
});

test('without car data from the RDW the request is still taken, and the mail says why the car is missing', async ({ request }) => {
  rdw.misbehave('TT-06-TT', 'error');
  const answer = await post(request, appointment({ licensePlate: 'TT-06-TT', work: ['anders'], workOther: 'Airco koelt niet' }));
  expect(answer.status()).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  expect((await stored(reference))!.record).toMatchObject({ car: null, carLookup: 'unavailable' });
  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.subject).toBe(`Afspraakverzoek iets anders – TT-06-TT – ${reference}`);
  expect(mail.text).toContain('De RDW was niet bereikbaar');
  expect(mail.text).toContain('Airco koelt niet');

  // A plate the RDW does not know, and a foreign plate (never asked).
  const unknown = (await (await post(request, appointment({ licensePlate: 'ZX-98-ZX' }))).json()) as { reference: string };
  expect((await stored(unknown.reference))!.record).toMatchObject({ car: null, carLookup: 'not-found' });
  expect((await receiver.waitForMail((m) => m.subject.includes(unknown.reference))).text).toContain('Niet gevonden bij de RDW');
  const foreign = await post(request, appointment({ plateOrigin: 'buitenland', licensePlate: 'B-MW 1234', plateCountry: 'Duitsland' }));
  expect((await stored(((await foreign.json()) as { reference: string }).reference))!.record).toMatchObject({ car: null, carLookup: 'not-asked' });
  expect(rdw.requests('BMW1234')).toBe(0);
});

test('a refused field is a 422 with its code, and nothing is stored', async ({ request }) => {
  const before = (await bucket.list({ prefix: 'appointments/' })).objects.length;
  const answer = await post(request, appointment({ work: [], days: [`${inDays(60)}:ochtend`], arrangement: 'taxi', mileage: 'veel' }));
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toEqual({ error: 'invalid', fields: { work: 'empty', days: 'invalid', arrangement: 'invalid', mileage: 'invalid' } });
  // "Iets anders" without saying what, and neither days nor weekdays.
  const other = await post(request, appointment({ work: ['anders'], days: [] }));
  expect(await other.json()).toEqual({ error: 'invalid', fields: { workOther: 'empty', days: 'empty' } });
  // Another media type, and a body of more fields than any request has (80 at most).
  const asJson = await request.post('/api/afspraak', { data: { work: 'apk' }, headers: { Accept: 'application/json', 'CF-Connecting-IP': client() } });
  expect(asJson.status()).toBe(415);
  const many = await post(request, [...appointment(), ...Array.from({ length: 80 }, (): [string, string] => ['work', 'apk'])]);
  expect(many.status()).toBe(400);
  expect(await many.json()).toMatchObject({ error: 'too-many-parts' });
  expect((await bucket.list({ prefix: 'appointments/' })).objects.length).toBe(before);
});

test('the same Idempotency-Key twice stores one request and sends one mail; the key with another body is 422', async ({ request }) => {
  const key = 'appointment-key-0001';
  const fields = appointment({ firstName: 'Idem' });
  const [a, b] = await Promise.all([post(request, fields, { 'Idempotency-Key': key }), post(request, fields, { 'Idempotency-Key': key })]);
  expect([a.status(), b.status()]).toEqual([201, 201]);
  const { reference } = (await a.json()) as { reference: string };
  expect(await b.json()).toEqual({ reference });
  const other = await post(request, appointment({ firstName: 'Anders' }), { 'Idempotency-Key': key });
  expect(other.status()).toBe(422);
  expect(await other.json()).toEqual({ error: 'idempotency-key-reused', reference });
  expect((await stored(reference))!.count).toBe(1);
  await receiver.waitForMail((m) => m.subject.includes(reference));
  // A later request's mail has been printed: by then a second mail for the first would have been too.
  const later = (await (await post(request, appointment())).json()) as { reference: string };
  await receiver.waitForMail((m) => m.subject.includes(later.reference));
  expect(receiver.mails.filter((m) => m.subject.includes(reference))).toHaveLength(1);
});

test('without JavaScript: 303 to the thank-you page in its language; a refusal is a page that leads back to the form', async ({ request }) => {
  const send = (fields: Fields, referer?: string) =>
    request.post('/api/afspraak', {
      data: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client(), ...(referer ? { Referer: `${base}${referer}` } : {}) },
      maxRedirects: 0,
    });
  // The form without JavaScript sends weekdays, a part of the day and an earliest date instead of days.
  const noJs = appointment({ days: [], weekdays: ['di', 'ma'], dayPart: 'middag', earliest: inDays(7) });
  const en = await send(noJs, '/en/appointment');
  expect(en.status()).toBe(303);
  // With the reference in the query (worker/pages/thanks.ts fills it into the page); no confirmation here (switched off).
  expect(en.headers().location).toMatch(/^\/en\/appointment\/thank-you\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}(&work=[\w%-]+)?$/);
  const nl = await send(noJs, '/afspraak');
  expect(nl.headers().location).toMatch(/^\/afspraak\/bedankt\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}(&work=[\w%-]+)?$/);
  const mail = await receiver.waitForMail((m) => m.subject.startsWith('Afspraakverzoek') && m.text.includes('maandag, dinsdag'));
  expect(mail.text).toContain('’s middags');

  const refused = await send(appointment({ phone: '', work: [] }));
  expect(refused.status()).toBe(422);
  const page = await refused.text();
  // The fields to check by their labels on the form (src/data/forms/nl/appointment.ts), not by their names.
  expect(page).toContain(`<li>${appointmentWords.sections.work}</li>`);
  expect(page).toContain(`<li>${appointmentWords.labels.phone}</li>`);
  expect(page).toContain('href="/afspraak"');
  // The honeypot is answered like success, and nothing is stored.
  const before = (await bucket.list({ prefix: 'appointments/' })).objects.length;
  const bot = await send([...appointment(), ['_gotcha', 'http://spam.example']], '/afspraak');
  expect(bot.status()).toBe(303);
  expect((await bucket.list({ prefix: 'appointments/' })).objects.length).toBe(before);
});

test('a damage report names the car too: looked up on arrival, in the subject and the body', async ({ request }) => {
  const form = new FormData();
  const fields = { plateOrigin: 'nl', licensePlate: '12-ABC-3', plateCountry: '', damageType: 'parkeerschade', damageDate: '', driveable: 'ja', insurer: '', message: '', firstName: 'Kees', lastName: 'Smit', phone: '0301234567', email: '' };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const answer = await request.post('/api/schade-melden', { multipart: form, headers: { Accept: 'application/json', 'CF-Connecting-IP': client() } });
  expect(answer.status()).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.subject).toBe(`Schademelding 12-ABC-3 – Nissan Note – parkeerschade – ${reference}`);
  expect(mail.text).toMatch(/Auto \(RDW\):\s+Nissan Note/);
  expect(mail.text).toContain('2014');
  expect(mail.text).toContain('verloopt binnen acht weken');
});
