/**
 * The receiver's photos after the red team of 2026-11-25 (F1, F2, F5, F9), in `wrangler dev` (project `receiver`, no
 * browser): a photo is only a photo (no ZIP or text in a colour profile; re-encoded as a JPEG), a JPEG whose scans are
 * work without pixels is refused, every photo a phone takes arrives without JavaScript (a 12-MP camera JPEG, HEIC,
 * AVIF, a PNG screenshot; each attached as the codec's JPEG), and draft photos are small and budgeted
 * per client. One wrangler for the file on PHOTOS_RECEIVER_PORT (default 4460; +1 inspector, +2 the R2 reader), with
 * a photo-link secret and an upload limit raised so the draft budget, not the rate limit, is what stops a client.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { limits } from '../src/lib/form-rules';
import { avifPhoto, heicPhoto, phonePhoto } from './support/photos.mjs';
import { useUploadReceiver } from './support/upload-receiver';

const wrangler = useUploadReceiver(Number(process.env.PHOTOS_RECEIVER_PORT ?? 4460), 'photos-receiver-spec-secret-0123456789abcdef');
const { base } = wrangler;

let clients = 0;
/** A client address of its own per request (an IPv6 /64 of its own, so a per-/64 limit does not join them). */
const client = () => `2001:db8:${(++clients).toString(16)}::1`;

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
const formOf = (fields: Fields, photos: Photo[] = []): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name);
  return form;
};
const sendReport = (request: APIRequestContext, form: FormData, headers: Record<string, string> = {}) =>
  request.post('/api/schade-melden', { multipart: form, headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers }, maxRedirects: 0 });

/** The stored record of a report and its photos' bytes, from R2. */
const stored = async (reference: string): Promise<{ record: any; photos: Buffer[] }> => {
  const marker = await wrangler.bucket.get(`references/${reference}`);
  const folder = await marker!.text();
  const record = JSON.parse(await (await wrangler.bucket.get(`${folder}melding.json`))!.text());
  const photos = await Promise.all(record.photos.map(async (p: { key: string }) => Buffer.from(await (await wrangler.bucket.get(p.key))!.arrayBuffer())));
  return { record, photos };
};

// ---- hostile files ----

const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
const afterSoi = (jpeg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
const iccSegment = (payload: Buffer) => segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0'), Buffer.from([1, 1]), payload]));
/** A ZIP archive's local header and entries, as the red team hid one in a profile. */
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('factuur-2026.html<script>alert(document.domain)</script>betaal.bat')]);
const gpsText = Buffer.from('GPS 52.0947 N 5.1156 E, Vleutenseweg 12 Utrecht; eigenaar: Sanne de Boer 06-12345678');
const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 110, sigma: 40 } } });

/** A simple WebP made extended: VP8X with the ICC flag, an ICCP chunk holding `iccp`, then its VP8 frame. */
const webpWithIccp = (webp: Buffer, width: number, height: number, iccp: Buffer) => {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x[8] = 0x20;
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const chunk = Buffer.concat([Buffer.from('ICCP', 'latin1'), Buffer.alloc(4), iccp, Buffer.alloc(iccp.length % 2)]);
  chunk.writeUInt32LE(iccp.length, 4);
  const out = Buffer.concat([webp.subarray(0, 12), vp8x, chunk, webp.subarray(12)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
};

/**
 * A progressive greyscale JPEG of `side` × `side` with a DC scan and `n` AC scans, each coding every block as end of
 * band (one Huffman code of one bit): the red team's "many scans" bomb, small.
 */
const manyScans = (side: number, n: number) => {
  const data = Buffer.alloc((side / 8) ** 2 / 8);
  const table = (cls: number) => Buffer.from([cls << 4, 1, ...Array(15).fill(0), 0]);
  const sos = (ss: number, se: number) => Buffer.concat([segment(0xda, Buffer.from([1, 1, 0x00, ss, se, 0])), data]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc2, Buffer.from([8, side >> 8, side & 255, side >> 8, side & 255, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.concat([table(0), table(1)])),
    sos(0, 0),
    ...Array.from({ length: n }, () => sos(1, 63)),
    Buffer.from([0xff, 0xd9]),
  ]);
};

// ---- F1, F2 ----

test('a colour profile never survives: a ZIP or a GPS text in it is gone, a real one is converted to sRGB and dropped', async ({ request }) => {
  const [plain, p3, webp, p3webp] = await Promise.all([
    noise(160, 120).jpeg().toBuffer(),
    noise(160, 120).withIccProfile('p3').jpeg().toBuffer(),
    noise(64, 48).webp().toBuffer(),
    noise(64, 48).withIccProfile('p3').webp().toBuffer(),
  ]);
  const photos: Photo[] = [
    { name: 'icc-zip.jpg', bytes: afterSoi(plain, iccSegment(zip)) },
    { name: 'icc-gps.jpg', bytes: afterSoi(plain, iccSegment(gpsText)) },
    { name: 'iccp-zip.webp', type: 'image/webp', bytes: webpWithIccp(webp, 64, 48, zip) },
    { name: 'p3.jpg', bytes: p3 },
    { name: 'p3.webp', type: 'image/webp', bytes: p3webp },
  ];
  const res = await sendReport(request, formOf(reportFields(), photos));
  expect(res.status()).toBe(201);
  const { photos: kept } = await stored((await res.json()).reference);
  for (const [i, bytes] of kept.entries()) {
    const name = photos[i]!.name;
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04])), `${name}: a ZIP`).toBe(false);
    expect(bytes.includes('Vleutenseweg'), `${name}: the GPS text`).toBe(false);
    const meta = await sharp(bytes).metadata();
    // The codec converts the colours to sRGB and writes no profile (worker/photos/codec.ts).
    expect({ format: meta.format, icc: meta.icc }, `${name}: a profile`).toEqual({ format: 'jpeg', icc: undefined });
    await sharp(bytes).raw().toBuffer(); // still an image
  }
});

test('a JPEG with more scans than any encoder writes, or tables with bytes after them, is refused', async ({ request }) => {
  const plain = await noise(160, 120).jpeg().toBuffer();
  // A DHT that says it is longer than its tables: the rest could be anything.
  const dht = segment(0xc4, Buffer.concat([Buffer.from([0x00, 1, ...Array(15).fill(0), 0]), zip]));
  const bad: Photo[] = [
    { name: 'scans.jpg', bytes: manyScans(512, 300) },
    { name: 'dht.jpg', bytes: afterSoi(plain, dht) },
  ];
  const res = await sendReport(request, formOf(reportFields(), bad));
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({ error: 'photos', photos: { 'scans.jpg': 'type', 'dht.jpg': 'type' } });
  // Twenty scans, more than libjpeg's ten, is a photo.
  expect((await sendReport(request, formOf(reportFields(), [{ name: 'progressief.jpg', bytes: manyScans(512, 20) }]))).status()).toBe(201);
});

// ---- F9 ----

test('without JavaScript, every photo a phone takes arrives: a 12-MP camera JPEG, HEIC, AVIF and a PNG screenshot', async ({ request }) => {
  const [camera, heic, avif, png] = await Promise.all([
    phonePhoto(),
    heicPhoto(),
    avifPhoto(),
    noise(390, 844).withExif({ IFD0: { Make: 'TestCam', Model: 'Screenshot' } }).png().toBuffer(),
  ]);
  expect(camera.length).toBeGreaterThan(4_000_000);
  for (const file of [camera, heic, avif]) expect(file.includes('TestCam')).toBe(true);
  const photos: Photo[] = [
    { name: 'IMG_0043.JPG', bytes: camera },
    { name: 'IMG_0042.HEIC', type: 'image/heic', bytes: heic },
    { name: 'schade.avif', type: 'image/avif', bytes: avif },
    { name: 'Screenshot.png', type: 'image/png', bytes: png },
  ];
  const res = await request.post('/api/schade-melden', {
    multipart: formOf(reportFields(), photos),
    headers: { 'CF-Connecting-IP': client(), Origin: base, Referer: `${base}/schade-melden` },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  // The thank-you page with the reference in its query (worker/pages/thanks.ts).
  expect(res.headers().location).toMatch(/^\/bedankt\?ref=DV-[0-9A-Z]{4}-[0-9A-Z]{4}&photos=4$/);
  // The mail follows the answer (waitUntil): on a busy machine, some seconds later.
  const mail = await wrangler.receiver.waitForMail((m) => m.subject.startsWith('Schademelding AB-12-CD') && m.attachments.length === 4, 40_000);
  const reference = /DV-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(mail.subject)![0];
  const { record, photos: kept } = await stored(reference);
  // Every one re-encoded by the codec: a JPEG the garage's mail program shows (usability U16).
  expect(record.photos.map((p: { key: string; type: string }) => `${p.key.split('/').pop()} ${p.type}`)).toEqual([
    'foto-1.jpg image/jpeg',
    'foto-2.jpg image/jpeg',
    'foto-3.jpg image/jpeg',
    'foto-4.jpg image/jpeg',
  ]);
  // Metadata gone from every one: no camera, no GPS; the camera photo upright and at most 2000 px.
  for (const bytes of kept) {
    expect(bytes.includes('TestCam')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, exif: meta.exif }).toEqual({ format: 'jpeg', exif: undefined });
  }
  expect(await sharp(kept[0]!).metadata()).toMatchObject({ width: 1500, height: 2000 });
  expect((await sharp(kept[2]!).raw().toBuffer({ resolveWithObject: true })).info).toMatchObject({ width: 640, height: 480 });

  // The mail: all four attached, as they are in R2.
  expect(mail.attachments.map((a) => a.name)).toEqual([1, 2, 3, 4].map((n) => `${reference}-foto-${n}.jpg`));
  for (const [i, a] of mail.attachments.entries()) expect(a.bytes.equals(kept[i]!)).toBe(true);
  expect(mail.text).not.toContain('/api/foto/');
});

test('without JavaScript, a file that is no photo is left out: the report arrives, and the page says what to do', async ({ request }) => {
  const photo = await noise(320, 240).jpeg().toBuffer();
  const res = await request.post('/api/schade-melden', {
    multipart: formOf(reportFields({ licensePlate: 'xx 99 zz' }), [
      { name: 'schade.jpg', bytes: photo },
      { name: 'polis<b>.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n') },
    ]),
    headers: { 'CF-Connecting-IP': client(), Referer: `${base}/schade-melden` },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
  const page = await res.text();
  const reference = /DV-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(page)![0];
  expect(page).toContain(`Uw melding ${reference} is ontvangen`);
  expect(page).toContain('<li>polis&#60;b&#62;.pdf</li>');
  expect(page).toContain(`tot ${limits.photoBytes / 1e6}\u00a0MB per foto`);
  expect(page).toContain('href="https://wa.me/');
  const mail = await wrangler.receiver.waitForMail((m) => m.subject.includes(reference), 40_000);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.text).toContain('Niet aangekomen (geen foto of te groot; de klant is gevraagd ze via WhatsApp te sturen): polis<b>.pdf');
});

// ---- F5 ----

test('draft photos: at most 400 KB each, and a client’s uncollected drafts stop at its budget for the day', async ({ request }) => {
  const ip = client();
  const put = (id: string, n: number, bytes: Buffer) =>
    request.put(`/api/schade-melden/${id}/photos/${n}`, { data: bytes, headers: { 'Content-Type': 'image/jpeg', Accept: 'application/json', 'CF-Connecting-IP': ip } });
  // What the island never sends: a photo over the draft cap (it goes with the report instead).
  const big = await noise(1400, 1050).jpeg({ quality: 95 }).toBuffer();
  expect(big.length).toBeGreaterThan(limits.draftPhotoBytes);
  expect((await put(`big-${Date.now()}-abcdefgh`, 1, big)).status()).toBe(413);
  // A photo just under the cap, uploaded until the day's budget is spent: 8 per draft, then a new draft.
  const photo = await noise(800, 600).jpeg({ quality: 92 }).toBuffer();
  expect(photo.length).toBeLessThan(limits.draftPhotoBytes);
  expect(photo.length).toBeGreaterThan(limits.draftPhotoBytes * 0.8);
  const draft = (i: number) => `budget-${ip.replace(/:/g, '')}-${Math.floor(i / 8)}-abcdefgh`;
  const first = await put(draft(0), 1, photo);
  expect(first.status()).toBe(201);
  const fits = Math.floor(limits.draftBytesPerDay / (await first.json()).bytes);
  const statuses: number[] = [201];
  for (let i = 1; i <= fits; i++) statuses.push((await put(draft(i), (i % 8) + 1, photo)).status());
  expect(statuses.slice(0, fits).every((s) => s === 201)).toBe(true);
  expect(statuses[fits]).toBe(429);
  const refused = await put(draft(fits), 8, photo);
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toEqual({ error: 'draft-budget', max: limits.draftBytesPerDay });
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  // Another client is not touched by it.
  const other = await request.put(`/api/schade-melden/${draft(0)}-other/photos/1`, { data: photo, headers: { 'Content-Type': 'image/jpeg', 'CF-Connecting-IP': client() } });
  expect(other.status()).toBe(201);
  // A report that collects a draft's photos gives their bytes back: the client may upload again.
  const res = await sendReport(request, formOf(reportFields({ uploaded: '1,2,3,4,5,6,7,8' })), { 'Idempotency-Key': draft(0), 'CF-Connecting-IP': ip });
  expect(res.status()).toBe(201);
  await expect.poll(async () => (await put(draft(fits), 8, photo)).status(), { timeout: 10_000 }).toBe(201);
});
