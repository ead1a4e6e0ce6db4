/**
 * The receiver under the conditions that lose or duplicate reports (issue 21): eight full-size photos against the
 * e-mail's 5 MiB, one Idempotency-Key sent many times at once, references that clash, a mail that keeps failing and
 * cron runs that overlap. Real `wrangler dev` (e2e/support/wrangler.ts), real R2 and the simulated e-mail binding.
 * Ports: RECEIVER_PORT + 7 (its inspector + 8, R2 reader + 9) and + 10 (+ 11, + 12) for the clash test's wranglers.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { Receiver, type Bucket } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.RECEIVER_PORT ?? 4361) + 7;
const clashPort = port + 3;
const base = `http://127.0.0.1:${port}`;
const secret = 'test-only-photo-link-secret-0123456789abcdef';
const referenceRule = /^DV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** Cloudflare Email Service: at most 5 MiB per message, base64 included. */
const maxMessageBytes = 5 * 1024 * 1024;

let receiver: Receiver;
let bucket: Bucket;
let tiny: Buffer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  [receiver, tiny] = await Promise.all([
    Receiver.start({ port, vars: { PHOTO_LINK_SECRET: secret } }),
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).jpeg().toBuffer(),
  ]);
  bucket = await receiver.bucket();
});
test.afterAll(async () => {
  await receiver?.stop();
});

let clients = 0;
const client = () => `203.0.113.${++clients}`;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const reportFields = (over: Record<string, string> = {}): Record<string, string> => ({
  plateOrigin: 'nl',
  licensePlate: 'ab 12 cd',
  plateCountry: '',
  damageType: 'aanrijding',
  damageDate: daysAgo(2),
  driveable: 'ja',
  insurer: 'Centraal Beheer',
  message: 'Achterop aangereden.',
  firstName: 'Sanne',
  lastName: 'de Boer',
  phone: '06 12 34 56 78',
  email: 'sanne@example.nl',
  ...over,
});

const formOf = (fields: Record<string, string>, photos: Buffer[] = []): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, bytes] of photos.entries()) form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `IMG_${i + 1}.jpg`);
  return form;
};

const sendReport = (request: APIRequestContext, url: string, form: FormData, headers: Record<string, string> = {}) =>
  request.post(`${url}/api/schade-melden`, { multipart: form, headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers }, maxRedirects: 0 });

const listKeys = (r2: Bucket, prefix: string): Promise<string[]> => r2.keys(prefix);

const jsonOf = async (r2: Bucket, key: string) => JSON.parse(await (await r2.get(key))!.text());

/** The records in R2 whose message is `message`. */
const recordsWith = async (r2: Bucket, message: string) => {
  const found = [];
  for (const key of (await listKeys(r2, 'reports/')).filter((k) => k.endsWith('melding.json'))) {
    const record = await jsonOf(r2, key);
    if (record.values.message === message) found.push(record);
  }
  return found;
};

test('eight full-size photos arrive in an e-mail within 5 MiB: the photos beyond the budget as signed links that expire', async ({ request }) => {
  test.setTimeout(90_000);
  const raw = await sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .raw()
    .toBuffer();
  const photo = await sharp(raw, { raw: { width: 2048, height: 1536, channels: 3 } }).blur(0.6).jpeg({ quality: 89 }).toBuffer();
  expect(photo.length).toBeGreaterThan(1_250_000);
  expect(photo.length).toBeLessThan(1_500_000);
  const res = await sendReport(request, base, formOf(reportFields({ message: 'Acht foto’s op volle grootte.' }), Array(8).fill(photo)));
  // The answer's body in the message: a 503 of ours says why (JSON), wrangler's own says it in words.
  expect(res.status(), await res.text()).toBe(201);
  const { reference, photos } = await res.json();
  expect(reference).toMatch(referenceRule);
  expect(photos).toBe(8);
  const [record] = await recordsWith(bucket, 'Acht foto’s op volle grootte.');
  const stored = await Promise.all(record.photos.map(async (p: { key: string }) => Buffer.from(await (await bucket.get(p.key))!.arrayBuffer())));

  const mail = await receiver.waitForMail((m) => m.subject.includes(reference), 20_000);
  // The message as MIME: each attachment in base64 with a line break every 76 characters, the text, the headers.
  const attached = mail.attachments.reduce((sum, a) => sum + Math.ceil(a.bytes.length / 3) * 4 * (78 / 76), 0);
  expect(attached + Buffer.byteLength(mail.text) + 4096, 'the e-mail in bytes').toBeLessThan(maxMessageBytes);
  const links = [...mail.text.matchAll(/^ {2}(DV-\S+-foto-\d\.jpg): (http\S+)$/gm)].map((m) => ({ name: m[1]!, url: m[2]! }));
  expect(mail.attachments.length).toBeGreaterThan(0);
  expect(links.length).toBeGreaterThan(0);
  // Every photo exactly once: attached or linked.
  expect([...mail.attachments.map((a) => a.name), ...links.map((l) => l.name)].sort()).toEqual(record.photos.map((p: { filename: string }) => p.filename).sort());
  expect(mail.text).toMatch(/^Foto’s: 8; \d bijgevoegd, \d te groot voor één e-mail:$/m);
  for (const a of mail.attachments) expect(a.bytes.equals(stored[record.photos.findIndex((p: { filename: string }) => p.filename === a.name)])).toBe(true);

  // Each link serves the photo as stored, as an image that is not sniffed or cached.
  for (const link of links) {
    expect(link.url.startsWith(`${base}/api/foto/`)).toBe(true);
    const got = await request.get(link.url);
    expect(got.status()).toBe(200);
    expect(got.headers()['content-type']).toBe('image/jpeg');
    expect(got.headers()['x-content-type-options']).toBe('nosniff');
    const i = record.photos.findIndex((p: { filename: string }) => p.filename === link.name);
    expect((await got.body()).equals(stored[i]), `${link.name} as in R2`).toBe(true);
  }
  // Not guessable, not movable to another photo, not valid after its date.
  const url = new URL(links[0]!.url);
  const sig = url.searchParams.get('sig')!;
  const tampered = `${url.origin}${url.pathname}?verloopt=${url.searchParams.get('verloopt')}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
  expect((await request.get(tampered)).status()).toBe(404);
  const other = url.pathname.replace(/foto-(\d)/, (_, n) => `foto-${n === '1' ? '2' : '1'}`);
  expect((await request.get(`${url.origin}${other}${url.search}`)).status()).toBe(404);
  const key = `reports/${url.pathname.slice('/api/foto/'.length)}`;
  const sign = (seconds: number) => createHmac('sha256', secret).update(`${key}\n${seconds}`).digest('base64url');
  const past = Math.floor(Date.now() / 1000) - 60;
  expect((await request.get(`${url.origin}${url.pathname}?verloopt=${past}&sig=${sign(past)}`)).status()).toBe(404);
  const future = Math.floor(Date.now() / 1000) + 3600;
  expect((await request.get(`${url.origin}${url.pathname}?verloopt=${future}&sig=${sign(future)}`)).status()).toBe(200);
  expect((await request.get(`${url.origin}${url.pathname}`)).status()).toBe(404);
});

test('one Idempotency-Key sent ten times at the same moment makes one report and one e-mail; another body with that key gets 422', async ({ request }) => {
  const key = `samen-${Date.now()}-abcdefgh`;
  const message = `Tien keer tegelijk verstuurd ${key}.`;
  // Node's fetch, one connection each (Playwright's request context sends them one after the other), opened
  // beforehand, so that the ten reach the Worker together rather than one handshake apart.
  await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/robots.txt`).then((r) => r.arrayBuffer())));
  // And the Worker warm (its first request in a fresh wrangler is slow enough to line the others up behind it).
  expect((await sendReport(request, base, formOf(reportFields({ message: `Opwarmen ${key}.` })))).status()).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      fetch(`${base}/api/schade-melden`, {
        method: 'POST',
        body: formOf(reportFields({ message })),
        headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), 'Idempotency-Key': key },
      }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
  const bodies = await Promise.all(answers.map((a) => a.json()));
  const reference = bodies[0].reference;
  expect(bodies).toEqual(Array(10).fill({ reference, photos: 0 }));
  expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
  expect(await recordsWith(bucket, message)).toHaveLength(1);
  await receiver.waitForMail((m) => m.subject.includes(reference));

  // The same key with a corrected phone and another photo: not a silent replay of the first answer.
  const other = await sendReport(request, base, formOf(reportFields({ message, phone: '06 22 22 22 22' }), [tiny, tiny]), { 'Idempotency-Key': key });
  expect(other.status()).toBe(422);
  expect(await other.json()).toEqual({ error: 'idempotency-key-reused', reference });
  expect(await recordsWith(bucket, message)).toHaveLength(1);

  // A key whose request was refused is free for the corrected form.
  const next = `${key}-2`;
  const refused = await sendReport(request, base, formOf(reportFields({ message: `${message} 2`, phone: '' })), { 'Idempotency-Key': next });
  expect(refused.status()).toBe(422);
  const corrected = await sendReport(request, base, formOf(reportFields({ message: `${message} 2` })), { 'Idempotency-Key': next });
  expect(corrected.status()).toBe(201);

  // One e-mail for the first reference, checked after the later report's e-mail (mails go in order).
  await receiver.waitForMail((m) => m.subject.includes(reference));
  const later: string = (await corrected.json()).reference;
  await receiver.waitForMail((m) => m.subject.includes(later));
  await new Promise((r) => setTimeout(r, 300));
  expect(receiver.mails.filter((m) => m.subject.includes(reference))).toHaveLength(1);
});

test('references that clash for certain (a space of four) are drawn again: nothing overwritten, each stored, named in one alert, mailed once', async ({ request }) => {
  test.setTimeout(150_000);
  const persistDir = mkdtempSync(join(tmpdir(), 'receiver-clash-'));
  const url = `http://127.0.0.1:${clashPort}`;
  const alertTo = 'alarm@autoschadedevos.nl';
  const space = ['DV-0000-0000', 'DV-0000-0001', 'DV-0000-0002', 'DV-0000-0003'];
  const messages = space.map((_, i) => `Botsing ${i + 1}: mijn eigen melding.`);
  let references: string[] = [];
  try {
    // 1. Every draw starts at DV-0000-0000, and the binding may only mail the alert address: the garage's mail fails.
    const failing = await Receiver.start({
      port: clashPort,
      persistDir,
      scheduled: true,
      vars: { TEST_REFERENCE_SPACE: '4', ALERT_TO: alertTo, ALERT_AFTER_MINUTES: '0' },
      defines: { TEST_BUILD: 'true' },
      // wrangler takes destination_address or allowed_destination_addresses, not both.
      configure: (c) => {
        delete c.send_email[0].destination_address;
        c.send_email[0].allowed_destination_addresses = [alertTo];
      },
    });
    try {
      const answers = await Promise.all(messages.map((message) => sendReport(request, url, formOf(reportFields({ message }), [tiny]))));
      expect(answers.map((a) => a.status())).toEqual([201, 201, 201, 201]);
      references = await Promise.all(answers.map(async (a) => (await a.json()).reference));
      expect([...references].sort()).toEqual(space);
      const r2 = await failing.bucket();
      // Each reference holds its own report: none replaced another.
      for (const [i, reference] of references.entries()) {
        const [record] = await recordsWith(r2, messages[i]!);
        expect(record.reference).toBe(reference);
        expect(await listKeys(r2, `references/${reference}`)).toEqual([`references/${reference}`]);
      }
      // Each failed mail is one JSON line with the reference and the cause, and nothing the visitor typed.
      await expect.poll(() => failing.log.split('\n').filter((l) => l.includes('"event":"mail-failed"')).length, { timeout: 15_000 }).toBe(4);
      const lines = failing.log.split('\n').filter((l) => l.includes('"event":"mail-failed"'));
      for (const reference of references) {
        const line = lines.find((l) => l.includes(reference))!;
        const logged = JSON.parse(line.slice(line.indexOf('{')));
        expect(logged).toMatchObject({ level: 'error', event: 'mail-failed', reference, permanent: false });
        expect(logged.cause).toContain('not allowed');
      }
      for (const typed of ['Sanne', 'Boer', '06 12 34 56 78', 'sanne@example.nl', 'Botsing']) expect(lines.join('\n')).not.toContain(typed);

      // A cron run, the four unsent for longer than ALERT_AFTER_MINUTES (0): one alert to ALERT_TO names them all
      // (worker/mail/alerts.ts); the next run has nothing new to say.
      await failing.runCron();
      await expect.poll(() => failing.mails.length, { timeout: 15_000 }).toBe(1);
      await failing.runCron();
      await expect.poll(async () => (await r2.list({ prefix: 'unsent/' })).objects.length).toBe(4);
      await new Promise((r) => setTimeout(r, 1000));
      expect(failing.mails.map((m) => [m.to, m.subject])).toEqual([[alertTo, '4 meldingen nog niet verstuurd']]);
      expect([...new Set(failing.mails[0]!.text.match(/DV-\w{4}-\w{4}/g))].sort()).toEqual(space);
      for (const typed of ['Sanne', 'Botsing']) expect(failing.mails[0]!.text).not.toContain(typed);
    } finally {
      await failing.stop();
    }

    // 2. Mail works again: two cron runs at once mail each report once, each with its own message.
    const normal = await Receiver.start({ port: clashPort, persistDir, scheduled: true });
    try {
      await Promise.all([normal.runCron(), normal.runCron()]);
      const r2 = await normal.bucket();
      await expect.poll(async () => (await r2.list({ prefix: 'unsent/' })).objects.length, { timeout: 20_000 }).toBe(0);
      await new Promise((r) => setTimeout(r, 1000));
      for (const [i, reference] of references.entries()) {
        const mails = normal.mails.filter((m) => m.subject.includes(reference));
        expect(mails, reference).toHaveLength(1);
        expect(mails[0]!.text).toContain(messages[i]);
      }
    } finally {
      await normal.stop();
    }
  } finally {
    rmSync(persistDir, { recursive: true, force: true });
  }
});

test('24 photo uploads to one draft at the same moment store at most 8; photo numbers without a report id get 422', async ({ request }) => {
  const id = `slots-${Date.now()}-abcdefgh`;
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      fetch(`${base}/api/schade-melden/${id}/photos/${i + 1}`, {
        method: 'PUT',
        body: new Uint8Array(tiny),
        headers: { 'Content-Type': 'image/jpeg', Accept: 'application/json', 'CF-Connecting-IP': client() },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(8);
  expect(statuses.filter((s) => s === 422)).toHaveLength(16);
  expect(await listKeys(bucket, `drafts/${id}/`)).toHaveLength(8);
  // Removing one frees its place for another.
  const stored = (await listKeys(bucket, `drafts/${id}/`)).map((k) => Number(k.split('/').pop()));
  const free = Array.from({ length: 24 }, (_, i) => i + 1).find((n) => !stored.includes(n))!;
  expect((await request.delete(`${base}/api/schade-melden/${id}/photos/${stored[0]}`, { headers: { 'CF-Connecting-IP': client() } })).status()).toBe(204);
  expect((await request.put(`${base}/api/schade-melden/${id}/photos/${free}`, { data: tiny, headers: { 'Content-Type': 'image/jpeg', 'CF-Connecting-IP': client() } })).status()).toBe(201);
  expect(await listKeys(bucket, `drafts/${id}/`)).toHaveLength(8);
  // Photo numbers without the report id name photos no one can find: refused, not silently left out.
  const orphan = await sendReport(request, base, formOf(reportFields({ uploaded: '1,2' })));
  expect(orphan.status()).toBe(422);
  expect((await orphan.json()).error).toBe('photos-missing');
});
