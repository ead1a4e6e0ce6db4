/**
 * The receiver (worker/) against hostile and unlucky photos, in `wrangler dev` (project `receiver`, no browser): the
 * photo cases of the red-team report of 2026-11-24. Photos that are more than a photo, metadata that can tell a place
 * or a person, files whose structure does not hold, the body limit with several photos, refused files' names and
 * malformed photo paths. The hostile files are made here, from real images made with sharp. One wrangler for the file,
 * on HOSTILE_PHOTOS_RECEIVER_PORT (default 4690; inspector + 1, R2 reader + 2); the helpers are e2e/support/hostile-api.ts.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { limits } from '../src/lib/form-rules';
import { exifHasGps } from './support/photos.mjs';
import { client, formOf, type Photo, reportFields, sendReport, storedPhotos, useReceiver } from './support/hostile-api';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.HOSTILE_PHOTOS_RECEIVER_PORT ?? 4690);
useReceiver(port);

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

// ---- file names, photo paths ----

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
