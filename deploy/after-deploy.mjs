#!/usr/bin/env node
/**
 * After `wrangler deploy` (`npm run deploy` runs it; alone: `node deploy/after-deploy.mjs https://…`): one draft photo
 * through the live receiver, to see what only Cloudflare can show.
 *
 * The orientation. worker/photos/codec.ts reads a photo's EXIF orientation itself and asks the Images binding to turn
 * and flip it; `wrangler dev` runs the binding with sharp, which does not apply the orientation on its own, so the
 * tests see each photo turned once. Cloudflare's documentation does not say whether its binding applies the EXIF
 * orientation before the transforms. If it did, every phone photo taken upright would reach the garage on its side.
 * So this sends a 60 × 40 JPEG marked "turn 90°" (orientation 6) as a draft and expects 40 × 60 back (the answer
 * names the stored JPEG's size); then it deletes the draft. 60 × 40 means turned twice: drop the explicit turn in
 * codec.ts for Cloudflare. Exits 1 on anything but 40 × 60.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const site = (process.argv[2] ?? process.env.SITE_URL ?? 'https://www.autoschadedevos.nl').replace(/\/$/, '');

const main = async () => {
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#b91c1c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const draft = `${site}/api/schade-melden/after-deploy-${randomBytes(8).toString('hex')}/photos/1`;
  const put = await fetch(draft, { method: 'PUT', body: photo, headers: { 'Content-Type': 'image/jpeg' } });
  const answer = await put.json().catch(() => ({}));
  await fetch(draft, { method: 'DELETE' }).catch(() => undefined);
  if (put.status !== 201) {
    console.error(`After deploy: a draft photo to ${site} answered ${put.status} ${JSON.stringify(answer)}; the photo check could not run.`);
    return 1;
  }
  const size = `${answer.width} × ${answer.height}`;
  if (answer.width === 40 && answer.height === 60) {
    console.log(`After deploy: a photo marked "turn 90°" is stored upright (${size}) by ${site}.`);
    return 0;
  }
  console.error(
    `After deploy: a 60 × 40 photo marked "turn 90°" came back ${size}, not 40 × 60.` +
      (answer.width === 60 && answer.height === 40
        ? ' The Images binding on Cloudflare applies the EXIF orientation itself, and worker/photos/codec.ts turns it again: leave the turn and flip to the binding there.'
        : ''),
  );
  return 1;
};

process.exitCode = await main();
