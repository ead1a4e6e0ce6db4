#!/usr/bin/env node
/**
 * The before/after crops in docs/photos/ (README "Photos for a damage estimate"): the dent and scratches of the bench's
 * photos (e2e/support/photos.mjs: `dent`, detailedPhoto in daylight; `noisy`, noisyPhoto at dusk; `texture`,
 * texturePhoto: the dent, scratches and plate of a wet car at night, issue 42), the original and what the form sends,
 * the same 700 × 700 px of the original (1100 × 1100 px for texture, to hold the plate too), both at 350 px. The photo is prepared by src/lib/photos.ts in
 * headless Chromium as the page does it; prints each prepared photo's size and bytes. Run after changing the pipeline:
 * `node e2e/bench/crops.mjs` (writes docs/photos/{dent,noisy,texture}-{original,prepared}.jpg).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { detailedPhoto, noisyPhoto, texturePhoto } from '../support/photos.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// CROPS_MODULE=path/to/photos.ts CROPS_AS=before: another version's crops (e.g. the previous one from git) as *-before.jpg.
const module = process.env.CROPS_MODULE ?? './src/lib/photos.ts';
const as = process.env.CROPS_AS ?? 'prepared';
const script = (await build({ stdin: { contents: `export { preparePhoto } from '${module}';`, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'iife', globalName: 'photos', write: false, target: 'es2022' })).outputFiles[0]?.text ?? '';
const photos = { dent: await detailedPhoto(0), noisy: await noisyPhoto(0), texture: await texturePhoto(0) };

const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-gpu'] });
const page = await browser.newPage();
await page.route('http://crops.test/**', (route) => {
  const m = /\/(\w+)\.jpg$/.exec(route.request().url());
  return m ? route.fulfill({ contentType: 'image/jpeg', body: photos[m[1]] }) : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>crops</title>' });
});
await page.goto('http://crops.test/');
// The page's own pipeline (no worker here: the same code as in the worker, photo-prep.ts).
await page.evaluate(() => { delete window.Worker; });
await page.addScriptTag({ content: script });

// The dent and scratches, in the upright (displayed) photo of 3000 × 4000: x 1350–2050, y 1550–2250; for texture the
// dent, the scratches and the plate: x 1000–2100, y 1500–2600.
const regions = { dent: { left: 1350, top: 1550, side: 700 }, noisy: { left: 1350, top: 1550, side: 700 }, texture: { left: 1000, top: 1500, side: 1100 } };
const crop = (buffer, height, region) => {
  const s = height / 4000;
  return sharp(buffer)
    .extract({ left: Math.round(region.left * s), top: Math.round(region.top * s), width: Math.round(region.side * s), height: Math.round(region.side * s) })
    .resize(350, 350)
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
};
for (const [name, original] of Object.entries(photos)) {
  const prepared = await page.evaluate(async (name) => {
    const blob = await (await fetch(`/${name}.jpg`)).blob();
    const p = await window.photos.preparePhoto(new File([blob], `${name}.jpg`, { type: 'image/jpeg' }));
    return { width: p.width, height: p.height, type: p.blob.type, bytes: [...new Uint8Array(await p.blob.arrayBuffer())] };
  }, name);
  const bytes = Buffer.from(prepared.bytes);
  writeFileSync(`docs/photos/${name}-original.jpg`, await crop(await sharp(original).rotate().toBuffer(), 4000, regions[name]));
  writeFileSync(`docs/photos/${name}-${as}.jpg`, await crop(bytes, prepared.height, regions[name]));
  console.log(`${name}: ${Math.round(original.length / 1000)} KB original → ${prepared.width}×${prepared.height} ${prepared.type}, ${Math.round(bytes.length / 1000)} KB`);
}
await browser.close();
