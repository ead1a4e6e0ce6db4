/**
 * What the hostile-input specs share (hostile-input-receiver.spec.ts, hostile-photos-receiver.spec.ts): one wrangler per
 * spec file (`useReceiver`), requests from a client address of their own, the stored record and photos read back from
 * R2. Moved whole from hostile-input-receiver.spec.ts when it was split by concern.
 */
import { test } from '@playwright/test';
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

// ---- requests: the receiver spec's (e2e/support/receiver-api.ts) ----

export { client, contactFields, daysAgo, formOf, reportFields, sendContact, sendReport, type Fields, type Photo } from './receiver-api';

export const manyParts = (count: number, part: (i: number) => string) => {
  const boundary = 'xXhostileXx';
  const body = Buffer.from(`${Array.from({ length: count }, (_, i) => `--${boundary}\r\n${part(i)}\r\n`).join('')}--${boundary}--\r\n`, 'latin1');
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

// ---- R2 ----

/** The stored record of a reference (the report or message JSON, wherever it is kept). */
export const recordOf = async (reference: string): Promise<any> => {
  for (const prefix of ['reports/', 'messages/']) {
    for (const key of await bucket.keys(prefix)) {
      if (!key.endsWith('.json')) continue;
      // Listed, then gone: a short-lived object (e.g. an idempotency key's) removed between the list and the read.
      const file = await bucket.get(key);
      if (!file) continue;
      const record = JSON.parse(await file.text());
      if (record.reference === reference) return record;
    }
  }
  throw new Error(`${reference} is not in R2`);
};

export const storedPhotos = async (reference: string): Promise<Buffer[]> => {
  const record = await recordOf(reference);
  return Promise.all(record.photos.map(async (p: { key: string }) => Buffer.from(await (await bucket.get(p.key))!.arrayBuffer())));
};
