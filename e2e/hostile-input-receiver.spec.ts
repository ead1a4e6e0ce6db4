/**
 * The receiver (worker/) against hostile and unlucky input, in `wrangler dev` (project `receiver`, no browser): the
 * cases of the red-team report of 2026-11-24 (S1, S2, S4–S7, S9, U1–U6). Photos that are more than a photo, metadata
 * that can tell a place or a person, fields that could forge a line in the garage's e-mail, bodies of thousands of
 * parts, malformed paths, and what a visitor without JavaScript reads when a post is refused. The hostile files are
 * made here, from real images made with sharp. One wrangler for the file, on RECEIVER_PORT + 8 (+9, +10).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { limits } from '../src/lib/form-rules';
import { exifHasGps } from './support/photos.mjs';
import { withinOneMinute } from './support/minute';
import { Receiver, type Bucket } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.RECEIVER_PORT ?? 4361) + 24;
const base = `http://127.0.0.1:${port}`;
test.use({ baseURL: base });

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

// ---- requests ----

let clients = 0;
/** A client address of its own for each request: the rate limit counts per address. */
const client = () => {
  clients++;
  return `203.0.${113 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

type Fields = Record<string, string>;
interface Photo {
  name: string;
  type?: string;
  bytes: Buffer;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const reportFields = (over: Fields = {}): Fields => ({
  plateOrigin: 'nl', licensePlate: 'ab 12 cd', plateCountry: '', damageType: 'aanrijding', damageDate: daysAgo(3),
  driveable: 'nee', insurer: 'Centraal Beheer', message: 'Achterop aangereden.', firstName: 'Sanne', lastName: 'de Boer',
  phone: '06 12 34 56 78', email: 'sanne@example.nl', ...over,
});
const contactFields = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jan', lastName: 'Jansen', email: 'jan@example.nl', phone: '030 123 45 67', message: 'Kan ik dinsdag komen?', ...over,
});

const formOf = (fields: Fields, photos: Photo[] = []): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name);
  return form;
};

const sendReport = (request: APIRequestContext, form: FormData, headers: Record<string, string> = {}) =>
  request.post('/api/schade-melden', { multipart: form, headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers }, maxRedirects: 0 });

const sendContact = (request: APIRequestContext, fields: object, headers: Record<string, string> = {}) =>
  request.post('/api/contact', {
    data: JSON.stringify(fields),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers },
    maxRedirects: 0,
  });

/** A multipart body written by hand: `count` parts made by `part(i)`. */
const manyParts = (count: number, part: (i: number) => string) => {
  const boundary = 'xXhostileXx';
  const body = Buffer.from(`${Array.from({ length: count }, (_, i) => `--${boundary}\r\n${part(i)}\r\n`).join('')}--${boundary}--\r\n`, 'latin1');
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

// ---- R2 ----

/** The stored record of a reference (the report or message JSON, wherever it is kept). */
const recordOf = async (reference: string): Promise<any> => {
  for (const prefix of ['reports/', 'messages/']) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
      for (const o of page.objects) {
        if (!o.key.endsWith('.json')) continue;
        const record = JSON.parse(await (await bucket.get(o.key))!.text());
        if (record.reference === reference) return record;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  throw new Error(`${reference} is not in R2`);
};

const storedPhotos = async (reference: string): Promise<Buffer[]> => {
  const record = await recordOf(reference);
  return Promise.all(record.photos.map(async (p: { key: string }) => Buffer.from(await (await bucket.get(p.key))!.arrayBuffer())));
};

// ---- hostile files ----

const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
/** `jpeg` with `segments` inserted right after its SOI. */
const afterSoi = (jpeg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
/** The data of a JPEG's first APP1 segment ("Exif\0\0" + TIFF). */
const exifOf = (jpeg: Buffer): Buffer => {
  for (let at = 2; at < jpeg.length; ) {
    const length = jpeg.readUInt16BE(at + 2);
    if (jpeg[at + 1] === 0xe1) return jpeg.subarray(at + 4, at + 2 + length);
    at += 2 + length;
  }
  throw new Error('no APP1');
};
/** A WebP with one more RIFF chunk, its RIFF size made consistent. */
const withChunk = (webp: Buffer, tag: string, data: Buffer) => {
  const chunk = Buffer.concat([Buffer.from(tag, 'latin1'), Buffer.alloc(4), data, Buffer.alloc(data.length % 2)]);
  chunk.writeUInt32LE(data.length, 4);
  const out = Buffer.concat([webp, chunk]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
};
/** A ZIP-like payload (local file header, a name, a script). */
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('invoice.html<script>alert(document.domain)</script>run.bat')]);
const gps = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 41/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 6/1 56/1' };

const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 110, sigma: 40 } } });
/** A phone's portrait photo: pixels landscape, Orientation 6, camera make and a GPS position. */
const cameraJpeg = () => noise(400, 300).withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: gps }).withMetadata({ orientation: 6 }).jpeg().toBuffer();

// ---- photos ----

test('a photo is stored as its image only: no bytes after its end, no metadata that tells a place or a person, the orientation kept', async ({ request }) => {
  const [plain, webp, camera] = await Promise.all([noise(320, 240).jpeg().toBuffer(), noise(320, 240).webp().toBuffer(), cameraJpeg()]);
  const exif = exifOf(camera);
  // Photoshop's APP13 with the camera's EXIF (and GPS) as image resource 0x0422.
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x22, 0, 0]), Buffer.alloc(4), exif, Buffer.alloc(exif.length % 2)]);
  resource.writeUInt32BE(exif.length, 10);
  const photos: Photo[] = [
    { name: 'zip.jpg', bytes: Buffer.concat([plain, zip]) },
    { name: 'zip.webp', type: 'image/webp', bytes: withChunk(webp, 'ZIPF', zip) },
    { name: 'app13.jpg', bytes: afterSoi(plain, segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0'), resource]))) },
    { name: 'com.jpg', bytes: afterSoi(plain, segment(0xfe, Buffer.from('GPS 52.0947 N 5.1156 E, Vleutenseweg 12 Utrecht'))) },
    // A second image after EOI, the way MPF and "motion photos" carry one.
    { name: 'mpf.jpg', bytes: Buffer.concat([plain, camera]) },
    { name: 'camera.jpg', bytes: camera },
  ];
  const res = await sendReport(request, formOf(reportFields(), photos));
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const stored = await storedPhotos(reference);
  expect(stored).toHaveLength(photos.length);
  for (const [i, bytes] of stored.entries()) {
    const name = photos[i]!.name;
    for (const secret of ['invoice.html', 'TestCam', 'Photoshop', 'Vleutenseweg']) expect(bytes.includes(secret), `${name}: ${secret}`).toBe(false);
    const meta = await sharp(bytes).metadata();
    // Every photo is re-encoded as a JPEG (worker/photos/codec.ts), a WebP too.
    expect(meta.format, name).toBe('jpeg');
    expect(exifHasGps(meta.exif), name).toBe(false);
    expect(meta.iptc, name).toBeUndefined();
    await sharp(bytes).raw().toBuffer(); // the image still decodes
  }
  // Each ends at its EOI: nothing of the sender's after the image.
  for (const bytes of stored) expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  expect(stored[1]!.includes('ZIPF')).toBe(false);
  // The camera original arrives upright: its Orientation (6) applied to the pixels, no tag left.
  const upright = await sharp(stored[5]!).metadata();
  expect([upright.width, upright.height, upright.orientation]).toEqual([300, 400, undefined]);
});

test('a file whose structure does not hold is refused, in a report and as an upload', async ({ request }) => {
  const [plain, webp] = await Promise.all([noise(320, 240).jpeg().toBuffer(), noise(320, 240).webp().toBuffer()]);
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0]);
  const riffTooLong = Buffer.from(webp);
  riffTooLong.writeUInt32LE(webp.length + 992, 4);
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(99, 4, 3);
  vp8x.writeUIntLE(99, 7, 3);
  const vp8xChunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), vp8x]);
  /** A VP8X canvas of 100×100 around the 320×240 frame. */
  const canvasLie = Buffer.concat([webp.subarray(0, 12), vp8xChunk, webp.subarray(12)]);
  canvasLie.writeUInt32LE(canvasLie.length - 8, 4);
  const noImage = withChunk(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), vp8xChunk]), 'ZIPF', Buffer.from('plain text, no image'));
  const bad: Photo[] = [
    { name: 'html.jpg', bytes: Buffer.concat([header, Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from([0xff, 0xd9])]) },
    { name: 'cut.jpg', bytes: plain.subarray(0, plain.length - 400) },
    { name: 'two-frames.jpg', bytes: afterSoi(plain, segment(0xc0, Buffer.from([8, 0x4e, 0x20, 0x4e, 0x20, 1, 1, 0x11, 0]))) },
    { name: 'riff.webp', type: 'image/webp', bytes: riffTooLong },
    { name: 'canvas.webp', type: 'image/webp', bytes: canvasLie },
    { name: 'text.webp', type: 'image/webp', bytes: noImage },
  ];
  const res = await sendReport(request, formOf(reportFields(), bad));
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({ error: 'photos', photos: Object.fromEntries(bad.map((p) => [p.name, 'type'])) });
  const put = await request.put(`/api/schade-melden/${crypto.randomUUID()}/photos/1`, {
    data: bad[0]!.bytes,
    headers: { 'Content-Type': 'image/jpeg', 'CF-Connecting-IP': client() },
  });
  expect(put.status()).toBe(422);
  expect(await put.json()).toEqual({ error: 'photo', photo: 'type' });
});

test('photos that each pass the photo limit pass the body limit together, up to three camera originals at 12 MB', async ({ request }) => {
  // A JPEG padded with APP15 segments to exactly the photo limit: each is allowed on its own.
  const jpeg = await noise(800, 600).jpeg({ quality: 90 }).toBuffer();
  const padding: Buffer[] = [];
  let room = limits.photoBytes - jpeg.length;
  for (; room > 60_100; room -= 60_000) padding.push(segment(0xef, Buffer.alloc(59_996, 0x20)));
  padding.push(segment(0xef, Buffer.alloc(room - 4, 0x20)));
  const full = afterSoi(jpeg, ...padding);
  expect(full.length).toBe(limits.photoBytes);
  const count = Math.floor((limits.bodyBytes - 250_000) / limits.photoBytes);
  expect(count).toBeGreaterThanOrEqual(3);
  const res = await sendReport(request, formOf(reportFields(), Array.from({ length: count }, (_, i) => ({ name: `foto-${i + 1}.jpg`, bytes: full }))));
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({ photos: count });
});

// ---- fields ----

test('a line break in a single-line field cannot add a line to the garage’s e-mail', async ({ request }) => {
  const res = await sendReport(
    request,
    formOf(
      reportFields({
        firstName: 'Jan\nTelefoon:        0900-1234567\nE-mail:          betaal@evil.example',
        insurer: 'Centraal\r\nFoto’s: 0, bijgevoegd.',
        plateOrigin: 'buitenland',
        licensePlate: 'M-AB 1234',
        plateCountry: 'Duitsland\r\nBcc: x@evil.example',
      }),
    ),
  );
  expect(res.status()).toBe(201);
  const { reference } = await res.json();
  const record = await recordOf(reference);
  expect(record.values).toMatchObject({
    firstName: 'Jan Telefoon: 0900-1234567 E-mail: betaal@evil.example',
    insurer: 'Centraal Foto’s: 0, bijgevoegd.',
    plateCountry: 'Duitsland Bcc: x@evil.example',
  });
  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.text.match(/^Telefoon:.*$/gm)).toEqual(['Telefoon:        06 12 34 56 78']);
  expect(mail.text.match(/^E-mail:.*$/gm)).toEqual(['E-mail:          sanne@example.nl']);
  expect(mail.text).not.toMatch(/^(Bcc|Foto’s: 0)/m);
});

test('bidi and invisible characters are removed; a name of only invisible characters is empty', async ({ request }) => {
  const rtl = await sendContact(request, contactFields({ firstName: '\u202EJan', lastName: 'Jan\u200Bsen\u2066' }));
  expect(rtl.status()).toBe(201);
  const { reference } = await rtl.json();
  const mail = await receiver.waitForMail((m) => m.subject.includes(reference));
  expect(mail.subject).toBe(`Bericht van Jan Jansen – ${reference}`);
  for (const [firstName, lastName] of [['\u200B', '\u2800'], ['\u3164', '\uFEFF\u00AD']]) {
    const res = await sendContact(request, contactFields({ firstName, lastName }));
    expect(res.status(), JSON.stringify(firstName)).toBe(422);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { firstName: 'empty', lastName: 'empty' } });
  }
});

test('a damage date is a real day in the last ten years', async ({ request }) => {
  for (const damageDate of ['2024-02-30', '2025-02-31', '2023-04-31', '0001-01-01', `${Number(daysAgo(0).slice(0, 4)) - 11}-06-01`]) {
    const res = await sendReport(request, formOf(reportFields({ damageDate })));
    expect(res.status(), damageDate).toBe(422);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { damageDate: 'invalid' } });
  }
  expect((await sendReport(request, formOf(reportFields({ damageDate: '2024-02-29' })))).status()).toBe(201);
});

test('an e-mail address must be one a mail system takes', async ({ request }) => {
  for (const email of ['<x>"y"@evil.example', 'a,b@evil.example', 'a@-.-', `${'a'.repeat(65)}@example.nl`, 'jan@example', 'jan@exa_mple.nl', 'jörg@example.de']) {
    const res = await sendContact(request, contactFields({ email }));
    expect(res.status(), email).toBe(422);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { email: 'invalid' } });
  }
  for (const email of [`${'a'.repeat(64)}@example.nl`, "o'neil+schade@voorbeeld.co.uk", 'info@xn--bckerei-9wa.de']) {
    expect((await sendContact(request, contactFields({ email }))).status(), email).toBe(201);
  }
});

test('a body in another charset is refused, not stored as mojibake; a JSON value that is not text is invalid', async ({ request }) => {
  const latin1 = Buffer.from(JSON.stringify(contactFields({ firstName: 'José', message: 'Ik woon op Curaçao.' })), 'latin1');
  for (const type of ['application/json; charset=iso-8859-1', 'application/json']) {
    const res = await request.post('/api/contact', { data: latin1, headers: { 'Content-Type': type, Accept: 'application/json', 'CF-Connecting-IP': client() } });
    expect(res.status(), type).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'unsupported-charset' });
  }
  const numbers = await sendContact(request, contactFields({ phone: 612345678, firstName: 42 }));
  expect(numbers.status()).toBe(422);
  expect(await numbers.json()).toEqual({ error: 'invalid', fields: { firstName: 'invalid', phone: 'invalid' } });
  // A value the receiver throws away (the country, with a Dutch plate) is not refused; a foreign plate stays within its cap in capitals.
  expect((await sendReport(request, formOf(reportFields({ plateCountry: 'x'.repeat(limits.country + 1) })))).status()).toBe(201);
  const plate = await sendReport(request, formOf(reportFields({ plateOrigin: 'buitenland', plateCountry: 'Nergensland', licensePlate: 'ŉ'.repeat(16) })));
  expect(await plate.json()).toEqual({ error: 'invalid', fields: { licensePlate: 'invalid' } });
});

// ---- bodies, names, paths ----

test('a body of thousands of parts is refused before it is parsed, and an answer names a few files at most', async ({ request }) => {
  const photoParts = manyParts(40_000, (i) => `Content-Disposition: form-data; name="photos"; filename="foto-${i}-${'n'.repeat(40)}.jpg"\r\nContent-Type: image/jpeg\r\n\r\nx`);
  const res = await request.post('/api/schade-melden', {
    data: photoParts.body,
    headers: { 'Content-Type': photoParts.type, Accept: 'application/json', 'CF-Connecting-IP': client() },
  });
  expect(res.status()).toBe(422);
  expect((await res.body()).length).toBeLessThan(1000);
  const body = await res.json();
  expect(body).toMatchObject({ error: 'photos', max: limits.photos });
  expect(Object.keys(body.photos).length).toBeLessThanOrEqual(3);

  const fields = Object.entries(reportFields());
  const textParts = manyParts(20_000, (i) => `Content-Disposition: form-data; name="${fields[i]?.[0] ?? `x${i}`}"\r\n\r\n${fields[i]?.[1] ?? 'y'}`);
  const text = await request.post('/api/schade-melden', {
    data: textParts.body,
    headers: { 'Content-Type': textParts.type, Accept: 'application/json', 'CF-Connecting-IP': client() },
  });
  expect(text.status()).toBe(400);
  expect(await text.json()).toEqual({ error: 'too-many-parts', max: limits.textParts });

  // Counted whatever the line ends (LF alone), and by one boundary only: a second boundary parameter is malformed.
  const lf = { ...textParts, body: Buffer.from(textParts.body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1') };
  const doubled = { ...textParts, type: `${textParts.type}; boundary=other` };
  for (const [parts, error] of [[lf, 'too-many-parts'], [doubled, 'malformed']] as const) {
    const res = await request.post('/api/schade-melden', {
      data: parts.body,
      headers: { 'Content-Type': parts.type, Accept: 'application/json', 'CF-Connecting-IP': client() },
    });
    expect(res.status(), error).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  }
});

test('a refused file named __proto__ is named like any other; two of one name are both named', async ({ request }) => {
  const good = await noise(64, 48).jpeg().toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n');
  const res = await sendReport(
    request,
    formOf(reportFields(), [
      { name: 'goed.jpg', bytes: good },
      { name: '__proto__', type: 'application/pdf', bytes: pdf },
      { name: 'polis.pdf', type: 'application/pdf', bytes: pdf },
      { name: 'polis.pdf', type: 'application/pdf', bytes: pdf },
    ]),
  );
  expect(res.status()).toBe(422);
  expect(await res.text()).toBe('{"error":"photos","photos":{"__proto__":"type","polis.pdf":"type","polis.pdf (2)":"type"}}');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  // Photos uploaded before, named without the report id they belong to, cannot be found: not silently left out.
  const orphan = await sendReport(request, formOf({ ...reportFields(), uploaded: '1,2' }));
  expect(orphan.status()).toBe(422);
  expect(await orphan.json()).toEqual({ error: 'photos-missing', missing: [1, 2] });
});

test('a malformed %-escape or slot number in a photo path is 404, not 503', async ({ request }) => {
  const headers = { 'Content-Type': 'image/jpeg', 'CF-Connecting-IP': client() };
  const jpeg = await noise(64, 48).jpeg().toBuffer();
  for (const path of ['%E0%A4%A/photos/1', 'abcdefghijklmnop%ZZ/photos/1', 'abcdefghijklmnop1234/photos/0x10', 'abcdefghijklmnop1234/photos/1e1']) {
    const put = await request.put(`/api/schade-melden/${path}`, { data: jpeg, headers });
    expect(put.status(), path).toBe(404);
    expect(await put.json()).toEqual({ error: 'not-found' });
  }
  expect((await request.delete('/api/schade-melden/abcdefghijklmnop%ZZ/photos/1', { headers })).status()).toBe(404);
});

// ---- without JavaScript ----

test('without JavaScript, a refusal says what to do: the fields to check, the photos refused, a minute to wait (with Retry-After)', async ({ request }) => {
  test.setTimeout(90_000);
  const noJs = (path: string, referer: string, ip: string, form: Record<string, string>) =>
    request.post(path, { form, headers: { 'CF-Connecting-IP': ip, Referer: `${base}${referer}`, Origin: base }, maxRedirects: 0 });
  const invalid = await noJs('/api/contact', '/contact', client(), contactFields({ email: 'jan@', phone: '' }) as Record<string, string>);
  expect(invalid.status()).toBe(422);
  const page = await invalid.text();
  expect(page).toContain('Controleer deze velden:');
  expect(page).toContain('<li>E-mailadres</li>');
  expect(page).toContain('href="/contact"');

  const pdf = await request.post('/api/schade-melden', {
    multipart: formOf(reportFields(), [{ name: 'polis<b>.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') }]),
    headers: { 'CF-Connecting-IP': client(), Referer: `${base}/en/report-damage` },
    maxRedirects: 0,
  });
  // The report arrives without it (e2e/photos-receiver.spec.ts); the page names it, escaped.
  expect(pdf.status()).toBe(200);
  expect(await pdf.text()).toContain('polis&#60;b&#62;.pdf');

  // A Referer path that starts with // would leave the site as a protocol-relative link.
  const away = await noJs('/api/contact', '//evil.example/x', client(), contactFields({ email: 'x' }) as Record<string, string>);
  expect(await away.text()).not.toContain('evil.example');

  for (const [referer, words] of [['/contact', 'Wacht een minuut'], ['/en/contact', 'Please wait a minute']] as const) {
    const ip = client();
    await withinOneMinute(15);
    // The limit counts before anything else: ten posts of a wrong type use it up.
    for (let i = 0; i < 10; i++) await request.post('/api/contact', { data: 'x', headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': ip } });
    const limited = await noJs('/api/contact', referer, ip, contactFields() as Record<string, string>);
    expect(limited.status()).toBe(429);
    expect(limited.headers()['retry-after']).toBe('60');
    expect(await limited.text()).toContain(words);
  }
});
