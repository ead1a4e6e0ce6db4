/**
 * What the hostile-input specs share (hostile-input-receiver.spec.ts, hostile-photos-receiver.spec.ts): one wrangler per
 * spec file (`useReceiver`), requests from a client address of their own, the stored record and photos read back from
 * R2. Moved whole from hostile-input-receiver.spec.ts when it was split by concern.
 */
import { test, type APIRequestContext } from '@playwright/test';
import { Receiver, type Bucket } from './wrangler';

export let base = '';
export let receiver: Receiver;
export let bucket: Bucket;

/** One wrangler for the spec file that calls this, on `port` (its inspector port + 1, its R2 reader + 2). */
export const useReceiver = (port: number) => {
  base = `http://127.0.0.1:${port}`;
  test.use({ baseURL: base });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    base = `http://127.0.0.1:${port}`;
    receiver = await Receiver.start({ port });
    bucket = await receiver.bucket();
  });
  test.afterAll(async () => {
    await receiver?.stop();
  });
};

// ---- requests ----

let clients = 0;
/** A client address of its own for each request: the rate limit counts per address. */
export const client = () => {
  clients++;
  return `203.0.${113 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

export type Fields = Record<string, string>;
export interface Photo {
  name: string;
  type?: string;
  bytes: Buffer;
}

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
export const reportFields = (over: Fields = {}): Fields => ({
  plateOrigin: 'nl', licensePlate: 'ab 12 cd', plateCountry: '', damageType: 'aanrijding', damageDate: daysAgo(3),
  driveable: 'nee', insurer: 'Centraal Beheer', message: 'Achterop aangereden.', firstName: 'Sanne', lastName: 'de Boer',
  phone: '06 12 34 56 78', email: 'sanne@example.nl', ...over,
});
export const contactFields = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jan', lastName: 'Jansen', email: 'jan@example.nl', phone: '030 123 45 67', message: 'Kan ik dinsdag komen?', ...over,
});

export const formOf = (fields: Fields, photos: Photo[] = []): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name);
  return form;
};

export const sendReport = (request: APIRequestContext, form: FormData, headers: Record<string, string> = {}) =>
  request.post('/api/schade-melden', { multipart: form, headers: { Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers }, maxRedirects: 0 });

export const sendContact = (request: APIRequestContext, fields: object, headers: Record<string, string> = {}) =>
  request.post('/api/contact', {
    data: JSON.stringify(fields),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client(), ...headers },
    maxRedirects: 0,
  });

/** A multipart body written by hand: `count` parts made by `part(i)`. */
export const manyParts = (count: number, part: (i: number) => string) => {
  const boundary = 'xXhostileXx';
  const body = Buffer.from(`${Array.from({ length: count }, (_, i) => `--${boundary}\r\n${part(i)}\r\n`).join('')}--${boundary}--\r\n`, 'latin1');
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

// ---- R2 ----

/** The stored record of a reference (the report or message JSON, wherever it is kept). */
export const recordOf = async (reference: string): Promise<any> => {
  for (const prefix of ['reports/', 'messages/']) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
      for (const o of page.objects) {
        if (!o.key.endsWith('.json')) continue;
        // Listed, then gone: a short-lived object (e.g. an idempotency key's) removed between the list and the read.
        const file = await bucket.get(o.key);
        if (!file) continue;
        const record = JSON.parse(await file.text());
        if (record.reference === reference) return record;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  throw new Error(`${reference} is not in R2`);
};

export const storedPhotos = async (reference: string): Promise<Buffer[]> => {
  const record = await recordOf(reference);
  return Promise.all(record.photos.map(async (p: { key: string }) => Buffer.from(await (await bucket.get(p.key))!.arrayBuffer())));
};
