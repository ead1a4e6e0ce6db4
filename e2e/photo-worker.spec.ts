/**
 * The photo worker (src/lib/photo-worker.ts) under the report page's real Content-Security-Policy: it starts (script-src
 * 'self', which worker-src falls back to), prepares a 12-megapixel camera photo off the main thread (upright, at most
 * 1400 px, WebP in Chromium, at most 250 KB even for this noise-like worst case, without EXIF) and no CSP violation
 * fires. The form's own use of it needs a backend (the photo field): e2e/damage-report-endpoint.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { cameraPhoto } from './support/photos.mjs';

/** The worker's URL as the report island's chunk names it. */
const workerUrl = (): string => {
  for (const file of readdirSync('dist/_astro').filter((f) => f.endsWith('.js'))) {
    const m = /"(\/_astro\/photo-worker-[\w-]+\.js)"/.exec(readFileSync(`dist/_astro/${file}`, 'utf8'));
    if (m?.[1]) return m[1];
  }
  throw new Error('no photo worker in dist/_astro');
};

test('the photo worker runs under the page CSP and prepares a camera photo: upright, ≤ 1400 px, WebP, ≤ 250 KB, no EXIF', async ({ page }) => {
  test.setTimeout(60_000);
  const photo = await cameraPhoto(1);
  await page.route('**/test-photo.jpg', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
  await page.goto('/schade-melden');
  await page.evaluate(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const answer = await page.evaluate(async (url) => {
    const file = await (await fetch('/test-photo.jpg')).blob();
    const worker = new Worker(url, { type: 'module' });
    const data = await new Promise<{ ok: boolean; blob?: Blob; width?: number; height?: number; thumb?: string; reason?: string }>((resolve, reject) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(`worker: ${e.message}`));
      worker.postMessage({ id: 1, file });
    });
    worker.terminate();
    const bytes = data.blob ? [...new Uint8Array(await data.blob.arrayBuffer())] : [];
    return { ok: data.ok, reason: data.reason, type: data.blob?.type, width: data.width, height: data.height, thumb: data.thumb?.slice(0, 23), bytes };
  }, workerUrl());
  expect(answer.ok, answer.reason).toBe(true);
  expect(answer.type).toBe('image/webp');
  // 4032×3024 with EXIF orientation 6: upright (portrait, 3:4), at most 1400 px (issue 22 §3).
  const [width = 0, height = 0] = [answer.width, answer.height];
  expect(height).toBeGreaterThan(width);
  expect(height).toBeLessThanOrEqual(1400);
  expect(width / height).toBeCloseTo(0.75, 2);
  expect(answer.thumb).toBe('data:image/jpeg;base64,');
  const out = Buffer.from(answer.bytes);
  expect(out.length).toBeLessThanOrEqual(250_000);
  const meta = await sharp(out).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
  expect(meta.exif).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
