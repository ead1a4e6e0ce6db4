/**
 * One `wrangler dev` for a photo spec file (project `receiver`, no browser): on its own port (+1 inspector, +2 the R2
 * reader), with a photo-link secret and the upload limit raised to 1000, so what a test meets is the rule it checks
 * (the codec, the draft budget), not the rate limit. Call at the top of the spec: it sets the file's baseURL, runs its
 * tests one after the other and starts and stops the receiver around them; `receiver` and `bucket` are there once
 * beforeAll has run.
 */
import { test } from '@playwright/test';
import { Receiver, type Bucket } from './wrangler';

export interface UploadReceiver {
  readonly base: string;
  receiver: Receiver;
  bucket: Bucket;
}

export const useUploadReceiver = (port: number, photoLinkSecret: string): UploadReceiver => {
  const base = `http://127.0.0.1:${port}`;
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: base });
  const setup = { base } as UploadReceiver;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    setup.receiver = await Receiver.start({
      port,
      vars: { PHOTO_LINK_SECRET: photoLinkSecret },
      configure: (config) => {
        for (const limit of config.ratelimits) if (limit.name === 'UPLOAD_LIMIT') limit.simple.limit = 1000;
      },
    });
    setup.bucket = await setup.receiver.bucket();
  });
  test.afterAll(async () => {
    await setup.receiver?.stop();
  });
  return setup;
};
