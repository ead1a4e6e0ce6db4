/**
 * What the receiver's API specs share (receiver.spec.ts, refusals-receiver.spec.ts, retries-receiver.spec.ts): one
 * wrangler per spec file (`useReceiver`), requests from a client address of their own, R2 and the simulated e-mails read
 * back, camera-like photos made with sharp. Moved whole from receiver.spec.ts when it was split by concern.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { Receiver, type Bucket } from './wrangler';

export let base = '';
export let receiver: Receiver;
export let bucket: Bucket;
/** A small valid JPEG, where the photo's size does not matter. */
export let tiny: Buffer;

/** One wrangler for the spec file that calls this, on `port` (its inspector port + 1, its R2 reader + 2). */
export const useReceiver = (port: number) => {
  base = `http://127.0.0.1:${port}`;
  test.use({ baseURL: base });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    base = `http://127.0.0.1:${port}`;
    [receiver, tiny] = await Promise.all([Receiver.start({ port }), sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).jpeg().toBuffer()]);
    bucket = await receiver.bucket();
  });
  test.afterAll(async () => {
    await receiver?.stop();
  });
};

// ---- requests ----

let clients = 0;
/**
 * A client address of its own for each use: the rate limit counts per address. Always a valid IPv4 address, however
 * many a worker uses across spec files (the hostile-input specs take theirs from here too): past 250 the third octet
 * moves on, where `198.51.100.256` would not be an address at all.
 */
export const client = () => {
  clients++;
  return `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

export type Fields = Record<string, string>;
export interface Photo {
  name: string;
  /** image/jpeg unless said. */
  type?: string;
  bytes: Buffer;
}

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export const reportFields = (over: Fields = {}): Fields => ({
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

/** A contact message's fields; `over` may set a value that is not text (the hostile-input spec sends numbers). */
export const contactFields = <T extends Record<string, unknown> = Fields>(over: T = {} as T) => ({
  firstName: 'Jan',
  lastName: 'Jansen',
  email: 'jan@example.nl',
  phone: '030 123 45 67',
  message: 'Kan ik dinsdag mijn auto brengen voor de APK?',
  ...over,
});

export const formOf = (fields: Fields, photos: Photo[] = []): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name);
  return form;
};

export const sendReport = (request: APIRequestContext, form: FormData, headers: Record<string, string> = {}) =>
  request.post('/api/schade-melden', {
    multipart: form,
    headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers },
    maxRedirects: 0,
  });

export const sendContact = (request: APIRequestContext, fields: object, headers: Record<string, string> = {}) =>
  request.post('/api/contact', {
    data: JSON.stringify(fields),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers },
    maxRedirects: 0,
  });

/** A request outside Playwright's client: a declared length whose body never comes, or a chunked body. */
export const rawPost = (
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
export const keys = (prefix: string): Promise<string[]> => bucket.keys(prefix);

export const folderOf = async (reference: string): Promise<string> => {
  const record = (await keys('reports/')).concat(await keys('messages/')).find((k) => k.includes(`/${reference}/`) && k.endsWith('.json'));
  if (!record) throw new Error(`${reference} is not in R2`);
  return record.slice(0, record.lastIndexOf('/') + 1);
};

export const bytesOf = async (key: string): Promise<Buffer> => {
  const object = await bucket.get(key);
  if (!object) throw new Error(`${key} is not in R2`);
  return Buffer.from(await object.arrayBuffer());
};

export const jsonOf = async (key: string): Promise<any> => JSON.parse((await bytesOf(key)).toString('utf8'));

/** What the Worker's own sendRecord (worker/mail/garage.ts) hands the binding for a stored record: Reply-To is not printed. */
export const builderFor = async (record: unknown, folder: string, photos: Uint8Array[]): Promise<any> => {
  const { sendRecord } = (await import('../../worker/mail/garage' as string)) as {
    sendRecord: (env: object, record: unknown, folder: string, photos: Uint8Array[]) => Promise<void>;
  };
  const given: unknown[] = [];
  await sendRecord({ EMAIL: { send: async (m: unknown) => given.push(m) }, MAIL_FROM: 'website@autoschadedevos.nl' }, record, folder, photos);
  return given[0];
};

export const mailFor = (reference: string, r: Receiver = receiver) => r.waitForMail((m) => m.subject.includes(reference));

/** How many reports and messages R2 holds: a refused request must not change it. */
export const storedCount = async () => (await keys('reports/')).length + (await keys('messages/')).length;

/** No e-mail names `reference`, checked after a later e-mail has been printed (the worker mails in order of arrival). */
export const expectNoMailFor = async (request: APIRequestContext, reference: string) => {
  const later = await sendContact(request, contactFields({ message: 'Controlebericht na een test zonder e-mail.' }));
  expect(later.status()).toBe(201);
  await mailFor((await later.json()).reference);
  await new Promise((r) => setTimeout(r, 300));
  expect(receiver.mails.filter((m) => m.subject.includes(reference))).toEqual([]);
};

// ---- photos ----

export const gps = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 41/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 6/1 56/1' };

/** Camera-like noise, 2048×1536 (the longest side the browser sends), made once: sharp is slow on 2 cores. */
let noise: Promise<Buffer> | undefined;
const rawNoise = () =>
  (noise ??= sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).raw().toBuffer());

/**
 * A 2048×1536 photo as the browser sends it, but with EXIF (camera and GPS) left in. Blurred noise compresses like a
 * photo (about 450 KB as JPEG at quality 86); without blur at quality 100 it is over 1.5 MB.
 */
export const cameraSized = async (format: 'jpeg' | 'webp', { blur = 1.5, quality = 86 } = {}): Promise<Buffer> => {
  const raw = sharp(await rawNoise(), { raw: { width: 2048, height: 1536, channels: 3 } });
  const image = (blur ? raw.blur(blur) : raw).withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: gps });
  return format === 'jpeg' ? image.jpeg({ quality }).toBuffer() : image.webp({ quality: 80 }).toBuffer();
};

export const smallJpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d6cdf' } }).jpeg().toBuffer();

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
