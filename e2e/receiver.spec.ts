/**
 * The receiver (worker/) as it runs on Cloudflare, offline: the built site in `wrangler dev` (e2e/support/wrangler.ts),
 * real HTTP requests, then the local R2 bucket and the simulated e-mails read back. Project `receiver`: no browser.
 * One wrangler for the file; every test posts from its own client address (CF-Connecting-IP, which wrangler dev
 * passes through as Cloudflare would set it), so the rate limit of one test never touches another. The cron test
 * runs two wranglers of its own, one after the other, on one persist folder.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { limits } from '../src/lib/form-rules';
import { withinOneMinute } from './support/minute';
import { Receiver, type Bucket, type SimulatedMail } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.RECEIVER_PORT ?? 4361);
/** The cron test's wranglers: port + 4 (its inspector + 5, its R2 reader + 6). */
const cronPort = port + 4;
const base = `http://127.0.0.1:${port}`;
test.use({ baseURL: base });

let receiver: Receiver;
let bucket: Bucket;
/** A small valid JPEG, where the photo's size does not matter. */
let tiny: Buffer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  [receiver, tiny] = await Promise.all([Receiver.start({ port }), sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).jpeg().toBuffer()]);
  bucket = await receiver.bucket();
});
test.afterAll(async () => {
  await receiver?.stop();
});

// ---- requests ----

let clients = 0;
/** A client address of its own for each use: the rate limit counts per address. */
const client = () => {
  clients++;
  return `198.51.100.${clients}`;
};

type Fields = Record<string, string>;
interface Photo {
  name: string;
  type: string;
  bytes: Buffer;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const reportFields = (over: Fields = {}): Fields => ({
  plateOrigin: 'nl',
  licensePlate: 'ab 12 cd',
  plateCountry: '',
  damageType: 'aanrijding',
  damageDate: daysAgo(3),
  driveable: 'nee',
  insurer: 'Centraal Beheer',
  message: 'Achterop aangereden bij het stoplicht op de Vleutenseweg.',
  firstName: 'Sanne',
  lastName: 'de Boer',
  phone: '06 12 34 56 78',
  email: 'sanne@example.nl',
  ...over,
});

const contactFields = (over: Fields = {}): Fields => ({
  firstName: 'Jan',
  lastName: 'Jansen',
  email: 'jan@example.nl',
  phone: '030 123 45 67',
  message: 'Kan ik dinsdag mijn auto brengen voor de APK?',
  ...over,
});

const formOf = (fields: Fields, photos: Photo[] = []): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  return form;
};

const sendReport = (request: APIRequestContext, form: FormData, headers: Record<string, string> = {}) =>
  request.post('/api/schade-melden', {
    multipart: form,
    headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers },
    maxRedirects: 0,
  });

const sendContact = (request: APIRequestContext, fields: Fields, headers: Record<string, string> = {}) =>
  request.post('/api/contact', {
    data: JSON.stringify(fields),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers },
    maxRedirects: 0,
  });

/** A request outside Playwright's client: a declared length whose body never comes, or a chunked body. */
const rawPost = (
  path: string,
  headers: Record<string, string | number>,
  write: (req: ReturnType<typeof httpRequest>) => void,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers: { 'CF-Connecting-IP': client(), ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // The server may answer and close before the whole body is written: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    write(req);
  });

// ---- R2 ----

/** The keys in the bucket under `prefix`. */
const keys = async (prefix: string): Promise<string[]> => {
  // Miniflare's proxy to the bucket once failed an internal assertion under load (fetch-sync.ts): one more try.
  try {
    return await listKeys(prefix);
  } catch {
    return listKeys(prefix);
  }
};
const listKeys = async (prefix: string): Promise<string[]> => {
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    found.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found;
};

const folderOf = async (reference: string): Promise<string> => {
  const record = (await keys('reports/')).concat(await keys('messages/')).find((k) => k.includes(`/${reference}/`) && k.endsWith('.json'));
  if (!record) throw new Error(`${reference} is not in R2`);
  return record.slice(0, record.lastIndexOf('/') + 1);
};

const bytesOf = async (key: string): Promise<Buffer> => {
  const object = await bucket.get(key);
  if (!object) throw new Error(`${key} is not in R2`);
  return Buffer.from(await object.arrayBuffer());
};

const jsonOf = async (key: string): Promise<any> => JSON.parse((await bytesOf(key)).toString('utf8'));

/** What the Worker's own sendRecord (worker/mail/garage.ts) hands the binding for a stored record: Reply-To is not printed. */
const builderFor = async (record: unknown, folder: string, photos: Uint8Array[]): Promise<any> => {
  const { sendRecord } = (await import('../worker/mail/garage' as string)) as {
    sendRecord: (env: object, record: unknown, folder: string, photos: Uint8Array[]) => Promise<void>;
  };
  const given: unknown[] = [];
  await sendRecord({ EMAIL: { send: async (m: unknown) => given.push(m) }, MAIL_FROM: 'website@autoschadedevos.nl' }, record, folder, photos);
  return given[0];
};

const mailFor = (reference: string, r: Receiver = receiver) => r.waitForMail((m) => m.subject.includes(reference));

/** How many reports and messages R2 holds: a refused request must not change it. */
const storedCount = async () => (await keys('reports/')).length + (await keys('messages/')).length;

/** No e-mail names `reference`, checked after a later e-mail has been printed (the worker mails in order of arrival). */
const expectNoMailFor = async (request: APIRequestContext, reference: string) => {
  const later = await sendContact(request, contactFields({ message: 'Controlebericht na een test zonder e-mail.' }));
  expect(later.status()).toBe(201);
  await mailFor((await later.json()).reference);
  await new Promise((r) => setTimeout(r, 300));
  expect(receiver.mails.filter((m) => m.subject.includes(reference))).toEqual([]);
};

// ---- photos ----

const gps = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 41/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 6/1 56/1' };

/** Camera-like noise, 2048×1536 (the longest side the browser sends), made once: sharp is slow on 2 cores. */
let noise: Promise<Buffer> | undefined;
const rawNoise = () =>
  (noise ??= sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).raw().toBuffer());

/**
 * A 2048×1536 photo as the browser sends it, but with EXIF (camera and GPS) left in. Blurred noise compresses like a
 * photo (about 450 KB as JPEG at quality 86); without blur at quality 100 it is over 1.5 MB.
 */
const cameraSized = async (format: 'jpeg' | 'webp', { blur = 1.5, quality = 86 } = {}): Promise<Buffer> => {
  const raw = sharp(await rawNoise(), { raw: { width: 2048, height: 1536, channels: 3 } });
  const image = (blur ? raw.blur(blur) : raw).withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: gps });
  return format === 'jpeg' ? image.jpeg({ quality }).toBuffer() : image.webp({ quality: 80 }).toBuffer();
};

const smallJpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d6cdf' } }).jpeg().toBuffer();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// ---- the tests ----

test('a report with three camera-sized photos is stored in R2 and mailed, photos attached without EXIF', async ({ request }) => {
  test.setTimeout(60_000);
  const photos: Photo[] = [
    { name: 'IMG_4101.jpg', type: 'image/jpeg', bytes: await cameraSized('jpeg') },
    { name: 'IMG_4102.jpg', type: 'image/jpeg', bytes: await cameraSized('jpeg', { blur: 1.2, quality: 84 }) },
    { name: 'IMG_4103.webp', type: 'image/webp', bytes: await cameraSized('webp') },
  ];
  for (const p of photos) {
    const meta = await sharp(p.bytes).metadata();
    expect(meta.exif, `${p.name} goes out with EXIF`).toBeDefined();
  }
  expect(photos[0]!.bytes.length).toBeGreaterThan(300_000);

  const res = await sendReport(request, formOf(reportFields(), photos));
  expect(res.status()).toBe(201);
  const answer = await res.json();
  expect(answer).toEqual({ reference: expect.stringMatching(/^DV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/), photos: 3 });
  const reference: string = answer.reference;

  // Stored under reports/<yyyy>/<mm>/<dd>/<reference>/ before the answer.
  const folder = await folderOf(reference);
  const day = new Date().toISOString().slice(0, 10).split('-').join('/');
  expect([`reports/${day}/${reference}/`, `reports/${daysAgo(1).split('-').join('/')}/${reference}/`]).toContain(folder);
  expect((await keys(folder)).sort()).toEqual(['foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg', 'melding.json'].map((f) => folder + f));
  const record = await jsonOf(`${folder}melding.json`);
  expect(record).toMatchObject({
    kind: 'report',
    reference,
    language: 'nl',
    values: { ...reportFields(), licensePlate: 'AB-12-CD' },
    photos: [
      { key: `${folder}foto-1.jpg`, filename: `${reference}-foto-1.jpg`, type: 'image/jpeg' },
      { key: `${folder}foto-2.jpg`, filename: `${reference}-foto-2.jpg`, type: 'image/jpeg' },
      { key: `${folder}foto-3.jpg`, filename: `${reference}-foto-3.jpg`, type: 'image/jpeg' },
    ],
  });
  const stored = await Promise.all(record.photos.map((p: { key: string }) => bytesOf(p.key)));
  for (const [i, bytes] of stored.entries()) {
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, `foto-${i + 1} keeps EXIF`).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // Re-encoded by the codec (worker/photos/codec.ts): a JPEG of at most 2000 px on its long edge, the WebP too.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2000, 1500]);
  }
  // JPEG: no APP1 marker before the image data.
  for (const bytes of stored) {
    let at = 2;
    while (bytes[at] === 0xff && bytes[at + 1] !== 0xda) {
      expect(bytes[at + 1], 'an APP1 segment').not.toBe(0xe1);
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }

  // The e-mail: subject, the summary, the photos byte-identical to R2.
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Schademelding AB-12-CD – aanrijding – ${reference}`);
  expect(mail.from).toBe('"Website Autoschade De Vos" <website@autoschadedevos.nl>');
  expect(mail.to).toBe('info@autoschadedevos.nl');
  const [y, m, d] = reportFields().damageDate!.split('-');
  for (const line of [
    /^Kenteken: +AB-12-CD$/m,
    /^Wat is gebeurd: +Aanrijding$/m,
    new RegExp(`^Datum schade: +${d}-${m}-${y}$`, 'm'),
    /^Kan nog rijden: +NEE – de auto kan niet rijden$/m,
    /^Verzekeraar: +Centraal Beheer$/m,
    /^Naam: +Sanne de Boer$/m,
    /^Telefoon: +06 12 34 56 78$/m,
    /^E-mail: +sanne@example\.nl$/m,
    /^Achterop aangereden bij het stoplicht op de Vleutenseweg\.$/m,
    /^Foto’s: 3, bijgevoegd\.$/m,
    new RegExp(`Bewaard in de opslag van de website, map: ${folder}`),
  ]) {
    expect(mail.text).toMatch(line);
  }
  expect(mail.attachments.map((a) => a.name)).toEqual(record.photos.map((p: { filename: string }) => p.filename));
  for (const [i, a] of mail.attachments.entries()) expect(a.bytes.equals(stored[i]!), `${a.name} as in R2`).toBe(true);

  // Marked sent, the unsent marker gone.
  await expect.poll(async () => (await jsonOf(`${folder}melding.json`)).mail).toBe('sent');
  expect(await bucket.head(`unsent/${reference}`)).toBeNull();

  // Reply-To: the simulation does not print it, so the same stored record goes through the worker's own sendRecord
  // with a binding that records what it is given.
  const given = await builderFor(record, folder, stored);
  expect(given.replyTo).toEqual({ email: 'sanne@example.nl', name: 'Sanne de Boer' });
  expect(given.subject).toBe(mail.subject);
});

test('a line break in a name does not reach the e-mail headers', async ({ request }) => {
  const res = await sendContact(request, contactFields({ firstName: 'Jan\r\nBcc: spam@evil.example', lastName: 'Jansen\u2028' }));
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const mail = await mailFor(reference);
  // One line, and the address typed into the name is defanged: no sender, no link (worker/mail/garage.ts, defang).
  expect(mail.subject).toBe(`Bericht van Jan Bcc: spam[at]evil[.]example Jansen – ${reference}`);
  const folder = await folderOf(reference);
  const given = await builderFor(await jsonOf(`${folder}bericht.json`), folder, []);
  expect(given.replyTo).toEqual({ email: 'jan@example.nl', name: 'Jan Bcc: spam[at]evil[.]example Jansen' });
});

test('control characters (a pasted NUL, bell or escape code) are removed before a message is stored and mailed; line breaks stay', async ({ request }) => {
  const res = await sendContact(request, contactFields({ firstName: 'Ja\u0007n', message: 'Regel een\u0000\r\nRegel \u001b[31mtwee' }));
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const folder = await folderOf(reference);
  expect(await jsonOf(`${folder}bericht.json`)).toMatchObject({ values: contactFields({ firstName: 'Jan', message: 'Regel een\nRegel [31mtwee' }) });
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Bericht van Jan Jansen – ${reference}`);
  expect(mail.text).toMatch(/^Regel een$/m);
  expect(mail.text).toMatch(/^Regel \[31mtwee$/m);
});

test('a contact message (JSON) is stored and mailed with the customer as Reply-To', async ({ request }) => {
  const res = await sendContact(request, contactFields());
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const folder = await folderOf(reference);
  expect(folder).toMatch(new RegExp(`^messages/\\d{4}/\\d{2}/\\d{2}/${reference}/$`));
  expect(await jsonOf(`${folder}bericht.json`)).toMatchObject({ kind: 'message', reference, values: contactFields() });
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Bericht van Jan Jansen – ${reference}`);
  expect(mail.text).toMatch(/^E-mail: +jan@example\.nl$/m);
  expect(mail.text).toMatch(/^Kan ik dinsdag mijn auto brengen voor de APK\?$/m);
  expect(mail.attachments).toEqual([]);
});

test('the form without JavaScript (urlencoded, no Accept: JSON) gets 303 to the thank-you page in its language', async ({ request }) => {
  const post = (referer: string) =>
    request.post('/api/contact', {
      form: contactFields({ message: `Zonder JavaScript vanaf ${referer}` }),
      headers: { 'CF-Connecting-IP': client(), Referer: `${base}${referer}`, Origin: base },
      maxRedirects: 0,
    });
  const nl = await post('/contact');
  expect(nl.status()).toBe(303);
  // With the reference in the query (worker/pages/thanks.ts fills it into the page); no confirmation here (switched off).
  expect(nl.headers().location).toMatch(/^\/bedankt\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const en = await post('/en/contact');
  expect(en.status()).toBe(303);
  expect(en.headers().location).toMatch(/^\/en\/thank-you\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await receiver.waitForMail((m) => m.text.includes('Zonder JavaScript vanaf /en/contact'));
  await receiver.waitForMail((m) => m.text.includes('Zonder JavaScript vanaf /contact'));
  // A multipart post without JavaScript (the report form) lands on the same page.
  const report = await request.post('/api/schade-melden', {
    multipart: formOf(reportFields()),
    headers: { 'CF-Connecting-IP': client(), Referer: `${base}/en/report-damage` },
    maxRedirects: 0,
  });
  expect(report.status()).toBe(303);
  expect(report.headers().location).toMatch(/^\/en\/thank-you\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
});

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

test('a foreign plate is accepted and stored as typed, in capitals, with its country', async ({ request }) => {
  const res = await sendReport(request, formOf(reportFields({ plateOrigin: 'buitenland', licensePlate: 'm-ab 1234', plateCountry: 'Duitsland' })));
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const record = await jsonOf(`${await folderOf(reference)}melding.json`);
  expect(record.values).toMatchObject({ plateOrigin: 'buitenland', licensePlate: 'M-AB 1234', plateCountry: 'Duitsland' });
  const mail = await mailFor(reference);
  expect(mail.subject).toBe(`Schademelding M-AB 1234 – aanrijding – ${reference}`);
  expect(mail.text).toMatch(/^Kenteken: +M-AB 1234 \(buitenlands kenteken: Duitsland\)$/m);
});

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
  test.setTimeout(60_000);
  const address = client();
  const statuses: number[] = [];
  let last: APIResponse | undefined;
  await withinOneMinute(15);
  for (let i = 0; i < 11; i++) {
    // Cheap requests: refused for their media type, but counted like any POST.
    last = await request.post('/api/contact', { data: 'x', headers: { 'Content-Type': 'text/plain', Accept: 'application/json', 'CF-Connecting-IP': address } });
    statuses.push(last.status());
  }
  expect(statuses).toEqual([...Array(10).fill(415), 429]);
  expect(last!.headers()['retry-after']).toBe('60');
  expect(await last!.json()).toEqual({ error: 'rate-limited', retryAfter: 60 });
  // The same address is refused at the other endpoint too; another address is not.
  expect((await sendReport(request, formOf(reportFields()), { 'CF-Connecting-IP': address })).status()).toBe(429);
  expect((await sendContact(request, contactFields())).status()).toBe(201);
});

test('a filled honeypot gets a success, and nothing is stored or sent', async ({ request }) => {
  const report = await sendReport(request, formOf(reportFields({ _gotcha: 'https://spam.example' }), [{ name: 'a.jpg', type: 'image/jpeg', bytes: tiny }]));
  expect(report.status()).toBe(201);
  const { reference } = await report.json();
  expect(reference).toMatch(/^DV-/);
  const contact = await sendContact(request, contactFields({ _gotcha: 'spam' }));
  expect(contact.status()).toBe(201);
  const second = (await contact.json()).reference;
  for (const ref of [reference, second]) {
    expect((await keys('')).filter((k) => k.includes(ref))).toEqual([]);
  }
  await expectNoMailFor(request, reference);
  expect(receiver.mails.filter((m) => m.subject.includes(second))).toEqual([]);
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
