/**
 * The receiver (worker/) in `wrangler dev`, offline, with API requests (project `receiver`, no browser): what it
 * refuses and how (405, 415, 413, 422, 403, the refusal page). One wrangler for the file on RECEIVER_PORT + 49
 * (default 4410; inspector + 1, R2 reader + 2); the helpers are e2e/support/receiver-api.ts.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { limits } from '../src/lib/form-rules';
import { base, client, contactFields, formOf, pdf, rawPost, reportFields, sendContact, sendReport, smallJpeg, storedCount, tiny, useReceiver } from './support/receiver-api';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.RECEIVER_PORT ?? 4361) + 49;
useReceiver(port);

test('a method other than POST gets 405 with Allow', async ({ request }) => {
  for (const path of ['/api/schade-melden', '/api/contact']) {
    const res = await request.get(path, { headers: { 'CF-Connecting-IP': client() } });
    expect(res.status(), path).toBe(405);
    expect(res.headers().allow).toBe('POST');
    expect((await request.put(path, { data: '{}', headers: { 'CF-Connecting-IP': client() } })).status()).toBe(405);
  }
  const photo = await request.get('/api/schade-melden/abcdefghijklmnop/photos/1', { headers: { 'CF-Connecting-IP': client() } });
  expect(photo.status()).toBe(405);
  expect(photo.headers().allow).toBe('PUT, DELETE');
  expect((await request.get('/api/nothing-here')).status()).toBe(404);
});

test('a wrong media type gets 415: the report as JSON, the contact message as text/plain', async ({ request }) => {
  const report = await request.post('/api/schade-melden', {
    data: JSON.stringify(reportFields()),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client() },
  });
  expect(report.status()).toBe(415);
  expect(await report.json()).toEqual({ error: 'unsupported-media-type', accept: ['multipart/form-data'] });
  const contact = await request.post('/api/contact', {
    data: 'Hallo, ik wil een afspraak.',
    headers: { 'Content-Type': 'text/plain', Accept: 'application/json', 'CF-Connecting-IP': client() },
  });
  expect(contact.status()).toBe(415);
  expect((await contact.json()).error).toBe('unsupported-media-type');
});

/**
 * After a body refused half-read, wrangler dev's own proxy (in front of the Worker locally; not on Cloudflare) may
 * answer the next request with 503 "Your worker restarted mid-request". One request through, and it is settled.
 */
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    const after = await rawPost('/api/contact', { 'Content-Type': 'text/plain' }, (req) => req.end('x'));
    if (after.status !== 503) break;
    expect(after.body).toContain('Your worker restarted mid-request');
  }
};

test('a body over the report limit (40 MB) gets 413, with a Content-Length and chunked', async () => {
  const type = 'multipart/form-data; boundary=x';
  /** The limit and one byte, in 64 KB pieces. */
  const send = (req: ReturnType<typeof httpRequest>) => {
    const piece = Buffer.alloc(65_536, 0x61);
    let left = limits.bodyBytes + 1;
    const more = () => {
      while (left > 0) {
        const n = Math.min(left, piece.length);
        left -= n;
        if (!req.write(piece.subarray(0, n))) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  };
  // wrangler dev hands the Worker a request only once its whole body has arrived, so "refused before it is read"
  // (the Worker checks Content-Length first) cannot be seen from outside here: these check the answers.
  const declared = await rawPost('/api/schade-melden', { 'Content-Type': type, Accept: 'application/json', 'Content-Length': limits.bodyBytes + 1 }, send);
  expect(declared.status).toBe(413);
  expect(JSON.parse(declared.body)).toEqual({ error: 'too-large', limit: limits.bodyBytes });
  await settle();
  const chunked = await rawPost('/api/schade-melden', { 'Content-Type': type, Accept: 'application/json', 'Transfer-Encoding': 'chunked' }, send);
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body)).toEqual({ error: 'too-large', limit: limits.bodyBytes });
  await settle();
  // The contact message's cap is 100 KB.
  const contact = await rawPost('/api/contact', { 'Content-Type': 'application/json', Accept: 'application/json', 'Transfer-Encoding': 'chunked' }, (req) => {
    req.end(JSON.stringify(contactFields({ message: 'x'.repeat(150_000) })));
  });
  expect(contact.status).toBe(413);
  expect(JSON.parse(contact.body)).toEqual({ error: 'too-large', limit: 100_000 });
  await settle();
});

test('invalid fields get 422 with a code per field', async ({ request }) => {
  const before = await storedCount();
  const fieldsOf = async (res: APIResponse) => {
    expect(res.status()).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid');
    return body.fields;
  };
  // Nothing at all.
  // No plate kind is a Dutch plate (issue 34): only the plate itself is missing.
  expect(await fieldsOf(await sendReport(request, formOf({})))).toEqual({
    licensePlate: 'empty', damageType: 'empty', driveable: 'empty', firstName: 'empty', lastName: 'empty', phone: 'empty',
  });
  // Wrong values in each field that has a format or a list.
  expect(
    await fieldsOf(
      await sendReport(
        request,
        formOf(reportFields({ licensePlate: 'ABC-123', email: 'sanne@example', phone: '12345', damageType: 'brand', driveable: 'misschien', damageDate: '2999-01-01', plateOrigin: 'mars' })),
      ),
    ),
  ).toEqual({ plateOrigin: 'invalid', licensePlate: 'invalid', email: 'invalid', phone: 'invalid', damageType: 'invalid', driveable: 'invalid', damageDate: 'invalid' });
  // Every field over its cap.
  expect(
    await fieldsOf(
      await sendReport(
        request,
        formOf(reportFields({ firstName: 'A'.repeat(101), lastName: 'B'.repeat(101), message: 'x'.repeat(5001), insurer: 'V'.repeat(101), phone: `06${'1'.repeat(30)}` })),
      ),
    ),
  ).toEqual({ firstName: 'tooLong', lastName: 'tooLong', message: 'tooLong', insurer: 'tooLong', phone: 'invalid' });
  expect(await fieldsOf(await sendReport(request, formOf(reportFields({ plateOrigin: 'buitenland', licensePlate: 'M-AB 1234', plateCountry: 'D'.repeat(61) }))))).toEqual({
    plateCountry: 'tooLong',
  });
  expect(await fieldsOf(await sendReport(request, formOf(reportFields({ plateOrigin: 'buitenland', licensePlate: 'M-AB 1234', plateCountry: '' }))))).toEqual({
    plateCountry: 'empty',
  });
  // The contact message.
  expect(await fieldsOf(await sendContact(request, {}))).toEqual({ firstName: 'empty', lastName: 'empty', email: 'empty', message: 'empty' });
  expect(await fieldsOf(await sendContact(request, contactFields({ email: 'jan@@example.nl', phone: 'bel me', message: 'x'.repeat(5001) })))).toEqual({
    email: 'invalid', phone: 'invalid', message: 'tooLong',
  });
  expect(await storedCount(), 'stored after a 422').toBe(before);
});

test('a photo that is not what its name says, one over 12 MB or 8192 px and a ninth photo get 422 naming the file', async ({ request }) => {
  test.setTimeout(60_000);
  const before = await storedCount();
  const jpeg = await smallJpeg();
  const photosOf = async (res: APIResponse) => {
    expect(res.status()).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('photos');
    return body.photos;
  };
  expect(
    await photosOf(
      await sendReport(
        request,
        formOf(reportFields(), [
          { name: 'schade.jpg', type: 'image/jpeg', bytes: jpeg },
          { name: 'polis.jpg', type: 'image/jpeg', bytes: pdf },
          { name: 'notitie.jpg', type: 'image/jpeg', bytes: Buffer.from('Dit is geen foto maar tekst.\n'.repeat(20)) },
          { name: 'kapot.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, 40) },
        ]),
      ),
    ),
  ).toEqual({ 'polis.jpg': 'type', 'notitie.jpg': 'type', 'kapot.jpg': 'type' });
  // One byte over the photo limit (a camera original's 12 MB): the JPEG padded with APP15 segments (dropped if stored).
  const app15 = (n: number) => Buffer.concat([Buffer.from([0xff, 0xef, (n + 2) >> 8, (n + 2) & 0xff]), Buffer.alloc(n)]);
  const room = limits.photoBytes + 1 - jpeg.length;
  const padding = Array.from({ length: Math.floor((room - 4) / 60_004) }, () => app15(60_000));
  padding.push(app15(room - padding.length * 60_004 - 4));
  const large = Buffer.concat([jpeg.subarray(0, 2), ...padding, jpeg.subarray(2)]);
  expect(large.length).toBe(limits.photoBytes + 1);
  expect(await photosOf(await sendReport(request, formOf(reportFields(), [{ name: 'groot.jpg', type: 'image/jpeg', bytes: large }])))).toEqual({ 'groot.jpg': 'size' });
  const wide = await sharp({ create: { width: limits.photoSide + 8, height: 8, channels: 3, background: '#777' } }).jpeg().toBuffer();
  expect(await photosOf(await sendReport(request, formOf(reportFields(), [{ name: 'panorama.jpg', type: 'image/jpeg', bytes: wide }])))).toEqual({
    'panorama.jpg': 'dimensions',
  });
  const nine = Array.from({ length: 9 }, (_, i) => ({ name: `foto-${i + 1}.jpg`, type: 'image/jpeg', bytes: jpeg }));
  const ninth = await sendReport(request, formOf(reportFields(), nine));
  expect(ninth.status()).toBe(422);
  const body = await ninth.json();
  expect(body).toEqual({ error: 'photos', photos: { 'foto-9.jpg': 'count' }, max: 8 });
  expect(await storedCount(), 'stored after a 422').toBe(before);
});

test('a POST from another site gets 403; the site itself and a client without Origin are let through', async ({ request }) => {
  const foreign = await sendContact(request, contactFields(), { Origin: 'https://evil.example' });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({ error: 'foreign-origin' });
  expect((await sendReport(request, formOf(reportFields()), { Origin: 'http://127.0.0.1:9' })).status()).toBe(403);
  expect((await request.put('/api/schade-melden/abcdefghijklmnop/photos/1', { data: tiny, headers: { 'Content-Type': 'image/jpeg', Origin: 'https://evil.example', 'CF-Connecting-IP': client() } })).status()).toBe(403);
  expect((await sendContact(request, contactFields(), { Origin: base })).status()).toBe(201);
});

test('a refusal for a browser without JavaScript is a short page, also with a Referer that is not a URL', async ({ request }) => {
  const res = await request.post('/api/contact', {
    data: 'x',
    headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': client(), Referer: 'geen url' },
  });
  expect(res.status()).toBe(415);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  expect(await res.text()).toContain('href="/contact"');
  const en = await request.post('/api/contact', {
    data: 'x',
    headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': client(), Referer: `${base}/en/contact?dienst=apk` },
  });
  expect(await en.text()).toContain('href="/en/contact"');
  // A report refused without a usable Referer leads back to the report, not to the contact form.
  const report = await request.post('/api/schade-melden', {
    data: 'x',
    headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': client() },
  });
  expect(report.status()).toBe(415);
  expect(await report.text()).toContain('href="/schade-melden"');
});
