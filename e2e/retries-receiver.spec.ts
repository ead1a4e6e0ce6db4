/**
 * The receiver (worker/) in `wrangler dev`, offline, with API requests (project `receiver`, no browser): a retry with
 * the same Idempotency-Key, the per-minute limit, photos uploaded in advance, and the cron. One wrangler for the file
 * on RECEIVER_PORT + 54 (default 4415; inspector + 1, R2 reader + 2); the cron test runs two wranglers of its own, one
 * after the other, on one persist folder, on RECEIVER_PORT + 4 (its inspector + 5, its R2 reader + 6).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { inOneMinute } from './support/minute';
import { Receiver, type SimulatedMail } from './support/wrangler';
import { bytesOf, cameraSized, client, contactFields, folderOf, formOf, jsonOf, keys, mailFor, pdf, receiver, reportFields, sendContact, sendReport, tiny, useReceiver } from './support/receiver-api';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.RECEIVER_PORT ?? 4361) + 54;
/** The cron test's wranglers: RECEIVER_PORT + 4 (its inspector + 5, its R2 reader + 6). */
const cronPort = Number(process.env.RECEIVER_PORT ?? 4361) + 4;
useReceiver(port);

test('a retry with the same Idempotency-Key gets the first answer again: one report, one e-mail', async ({ request }) => {
  const key = `retry-${Date.now()}-abcdef`;
  const headers = { 'Idempotency-Key': key };
  const form = () => formOf(reportFields({ message: 'Verbinding viel weg; nog een keer verstuurd.' }), [{ name: 'a.jpg', type: 'image/jpeg', bytes: tiny }]);
  const first = await sendReport(request, form(), headers);
  expect(first.status()).toBe(201);
  expect(first.headers()['idempotent-replayed']).toBeUndefined();
  const answer = await first.json();
  const again = await sendReport(request, form(), headers);
  expect(again.status()).toBe(201);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(await again.json()).toEqual(answer);
  await mailFor(answer.reference);
  const reports = (await keys('reports/')).filter((k) => k.endsWith('melding.json'));
  const withMessage = [];
  for (const k of reports) if ((await jsonOf(k)).values.message === 'Verbinding viel weg; nog een keer verstuurd.') withMessage.push(k);
  expect(withMessage).toHaveLength(1);
  await expectNoSecondMail(request, answer.reference);
  // A key that is not a report id is refused.
  expect((await sendReport(request, form(), { 'Idempotency-Key': 'kort' })).status()).toBe(400);
});

const expectNoSecondMail = async (request: APIRequestContext, reference: string) => {
  const later = await sendContact(request, contactFields({ message: 'Controlebericht na de herhaling.' }));
  await mailFor((await later.json()).reference);
  await new Promise((r) => setTimeout(r, 300));
  expect(receiver.mails.filter((m: SimulatedMail) => m.subject.includes(reference))).toHaveLength(1);
};

test('the 11th POST from one address within 60 s gets 429 with Retry-After; another address is not affected', async ({ request }) => {
  test.setTimeout(90_000);
  const { statuses, last, report } = await inOneMinute(async () => {
    const address = client();
    const statuses: number[] = [];
    let last: APIResponse | undefined;
    for (let i = 0; i < 11; i++) {
      // Cheap requests: refused for their media type, but counted like any POST.
      last = await request.post('/api/contact', { data: 'x', headers: { 'Content-Type': 'text/plain', Accept: 'application/json', 'CF-Connecting-IP': address } });
      statuses.push(last.status());
    }
    // The same address at the other endpoint, in the same minute.
    const report = await sendReport(request, formOf(reportFields()), { 'CF-Connecting-IP': address });
    return { statuses, last: last!, report };
  });
  expect(statuses).toEqual([...Array(10).fill(415), 429]);
  expect(last.headers()['retry-after']).toBe('60');
  expect(await last.json()).toEqual({ error: 'rate-limited', retryAfter: 60 });
  // The same address is refused at the other endpoint too; another address is not.
  expect(report.status()).toBe(429);
  expect((await sendContact(request, contactFields())).status()).toBe(201);
});

test('photos uploaded in advance: PUT, refused content, out of range, DELETE; the report collects them', async ({ request }) => {
  const id = `draft${Date.now()}abcdefgh`;
  const ip = client();
  const put = (n: number | string, bytes: Buffer, type = 'image/jpeg') =>
    request.put(`/api/schade-melden/${id}/photos/${n}`, { data: bytes, headers: { 'Content-Type': type, Accept: 'application/json', 'CF-Connecting-IP': ip } });
  const jpeg = await cameraSized('jpeg', { blur: 2, quality: 80 });
  const webp = await cameraSized('webp', { blur: 2 });

  const one = await put(1, jpeg);
  expect(one.status()).toBe(201);
  expect(await one.json()).toMatchObject({ photo: 1, width: 2000, height: 1500 });
  expect((await put(2, webp, 'image/webp')).status()).toBe(201);
  const bad = await put(3, pdf);
  expect(bad.status()).toBe(422);
  expect(await bad.json()).toEqual({ error: 'photo', photo: 'type' });
  // Slots 1–24 (limits.photoSlots: a slot is never reused within a draft); at most 8 photos at a time.
  expect((await put(25, jpeg)).status()).toBe(404);
  expect((await put(0, jpeg)).status()).toBe(404);
  expect((await put(3, jpeg, 'text/plain')).status()).toBe(415);
  expect((await put(3, Buffer.alloc(1_500_001, 0xff))).status()).toBe(413);
  expect((await put(3, tiny)).status()).toBe(201);
  expect(await keys(`drafts/${id}/`)).toEqual([1, 2, 3].map((n) => `drafts/${id}/${n}`));
  const removed = await request.delete(`/api/schade-melden/${id}/photos/3`, { headers: { 'CF-Connecting-IP': ip } });
  expect(removed.status()).toBe(204);
  expect(await keys(`drafts/${id}/`)).toEqual([1, 2].map((n) => `drafts/${id}/${n}`));
  // A draft photo is stored without its EXIF too.
  expect((await sharp(await bytesOf(`drafts/${id}/1`)).metadata()).exif).toBeUndefined();

  // Two uploaded and seven in the request make nine: the seventh in the request is the one too many.
  const seven = Array.from({ length: 7 }, (_, i) => ({ name: `extra-${i + 1}.jpg`, type: 'image/jpeg', bytes: tiny }));
  const tooMany = await sendReport(request, formOf(reportFields({ uploaded: '1,2' }), seven), { 'Idempotency-Key': id });
  expect(tooMany.status()).toBe(422);
  expect(await tooMany.json()).toEqual({ error: 'photos', photos: { 'extra-7.jpg': 'count' }, max: 8 });

  // A number never uploaded: 422 photos-missing, nothing stored.
  const missing = await sendReport(request, formOf(reportFields({ uploaded: '1,5' })), { 'Idempotency-Key': id });
  expect(missing.status()).toBe(422);
  expect(await missing.json()).toEqual({ error: 'photos-missing', missing: [5] });

  // The report: photos 1 and 2 uploaded before, one more in the request.
  const res = await sendReport(request, formOf(reportFields({ uploaded: '1,2' }), [{ name: 'laatste.jpg', type: 'image/jpeg', bytes: tiny }]), {
    'Idempotency-Key': id,
  });
  expect(res.status()).toBe(201);
  const { reference, photos } = await res.json();
  expect(photos).toBe(3);
  const folder = await folderOf(reference);
  const record = await jsonOf(`${folder}melding.json`);
  expect(record.photos.map((p: { key: string }) => p.key.slice(folder.length))).toEqual(['foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg']);
  const uploaded = await bytesOf(`${folder}foto-1.jpg`);
  expect((await sharp(uploaded).metadata()).width).toBe(2000);
  expect(await keys(`drafts/${id}/`)).toEqual([]);
  const mail = await mailFor(reference);
  expect(mail.attachments.map((a) => a.name)).toEqual([`${reference}-foto-1.jpg`, `${reference}-foto-2.jpg`, `${reference}-foto-3.jpg`]);
  expect(mail.attachments[0]!.bytes.equals(uploaded)).toBe(true);
  // After the report, its upload folder is closed.
  expect((await put(4, tiny)).status()).toBe(409);
});

test('a mail that fails is kept unsent and sent by the cron; the cron deletes draft photos older than 24 hours', async ({ request }) => {
  test.setTimeout(120_000);
  const persistDir = mkdtempSync(join(tmpdir(), 'receiver-cron-'));
  const url = `http://127.0.0.1:${cronPort}`;
  const ip = client();
  try {
    // 1. A sender the binding does not allow: every e-mail fails.
    const failing = await Receiver.start({ port: cronPort, persistDir, vars: { MAIL_FROM: 'someone@example.com' } });
    let reference: string;
    let messageReference: string;
    let folder: string;
    const staleDraft = 'abcdefghijklmnopstale';
    const freshDraft = 'abcdefghijklmnopfresh';
    try {
      const res = await request.post(`${url}/api/schade-melden`, {
        multipart: formOf(reportFields({ message: 'De mail hiervan mislukt eerst.' }), [{ name: 'a.jpg', type: 'image/jpeg', bytes: tiny }]),
        headers: { Accept: 'application/json', 'CF-Connecting-IP': ip },
      });
      expect(res.status()).toBe(201);
      reference = (await res.json()).reference;
      const message = await request.post(`${url}/api/contact`, {
        data: JSON.stringify(contactFields({ message: 'Ook dit bericht wacht op de cron.' })),
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip },
      });
      expect(message.status()).toBe(201);
      messageReference = (await message.json()).reference;
      for (const draft of [staleDraft, freshDraft]) {
        const put = await request.put(`${url}/api/schade-melden/${draft}/photos/1`, { data: tiny, headers: { 'Content-Type': 'image/jpeg', 'CF-Connecting-IP': ip } });
        expect(put.status()).toBe(201);
      }
      const r2 = await failing.bucket();
      const marker = await r2.get(`unsent/${reference}`);
      expect(marker).not.toBeNull();
      // The marker names the folder, and holds the lease that keeps a second mailer (the cron) off while one mails.
      folder = JSON.parse(await marker!.text()).folder;
      expect(folder).toMatch(new RegExp(`^reports/\\d{4}/\\d{2}/\\d{2}/${reference}/$`));
      await expect
        .poll(async () => JSON.parse(await (await r2.get(`${folder}melding.json`))!.text()).mailError, { timeout: 10_000 })
        .toContain('someone@example.com');
      const record = JSON.parse(await (await r2.get(`${folder}melding.json`))!.text());
      expect(record.mail).toBe('unsent');
      expect(await r2.head(`unsent/${messageReference}`)).not.toBeNull();
      expect(failing.mails).toEqual([]);
    } finally {
      await failing.stop();
    }

    // One draft uploaded 25 hours ago (R2 cannot be told an upload time: the local copy's record is moved back).
    Receiver.backdate(persistDir, `drafts/${staleDraft}/1`, 25 * 3600_000);

    // 2. The normal configuration on the same R2; the cron mails what is unsent and deletes the old draft.
    const normal = await Receiver.start({ port: cronPort, persistDir, scheduled: true });
    try {
      // Three cron runs at the same moment (a backlog that outlasts the hour): each record is leased by one of them.
      await Promise.all([normal.runCron(), normal.runCron(), normal.runCron()]);
      const mail = await normal.waitForMail((m) => m.subject.includes(reference));
      expect(mail.subject).toBe(`Schademelding AB-12-CD – aanrijding – ${reference}`);
      expect(mail.from).toContain('<website@autoschadedevos.nl>');
      expect(mail.attachments.map((a) => a.name)).toEqual([`${reference}-foto-1.jpg`]);
      const r2 = await normal.bucket();
      expect(mail.attachments[0]!.bytes.equals(Buffer.from(await (await r2.get(`${folder}foto-1.jpg`))!.arrayBuffer()))).toBe(true);
      await expect.poll(async () => JSON.parse(await (await r2.get(`${folder}melding.json`))!.text()).mail).toBe('sent');
      const record = JSON.parse(await (await r2.get(`${folder}melding.json`))!.text());
      expect(record.mailError).toBeUndefined();
      expect(record.mailedAt).toEqual(expect.any(String));
      expect(await r2.head(`unsent/${reference}`)).toBeNull();
      // (The day's draft budgets live under drafts/~budget/ and are fresh too: worker/limits/draft-budget.ts.)
      const photos = async () => (await r2.list({ prefix: 'drafts/' })).objects.map((o) => o.key).filter((k) => !k.startsWith('drafts/~budget/'));
      await expect.poll(photos).toEqual([`drafts/${freshDraft}/1`]);
      // The contact message too.
      expect((await normal.waitForMail((m) => m.subject.includes(messageReference))).text).toContain('Ook dit bericht wacht op de cron.');
      await expect.poll(async () => (await r2.list({ prefix: 'unsent/' })).objects).toEqual([]);
      // A second run finds nothing to send.
      await normal.runCron();
      await new Promise((r) => setTimeout(r, 500));
      expect(normal.mails.filter((m) => m.subject.includes(reference))).toHaveLength(1);
      expect(normal.mails.filter((m) => m.subject.includes(messageReference))).toHaveLength(1);
    } finally {
      await normal.stop();
    }
  } finally {
    rmSync(persistDir, { recursive: true, force: true });
  }
});
