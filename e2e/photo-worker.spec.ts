/**
 * The photo worker (src/lib/photo-worker.ts) under the report page's real Content-Security-Policy: it starts (script-src
 * 'self', which worker-src falls back to), prepares 12-megapixel camera photos off the main thread (upright, at most
 * 1400 px, WebP in Chromium, without EXIF) and no CSP violation fires. Bytes (issue 31): a photo taken at dusk, full of
 * a high ISO's grain, at most 150 KB and still at least 1000 px; blurred noise through and through, the worst case, at
 * most 250 KB. The form's own use of it needs a backend (the photo field): e2e/damage-report-endpoint.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { cameraPhoto, noisyPhoto } from './support/photos.mjs';

/** The worker's URL as the report island's chunk names it. */
const workerUrl = (): string => {
  for (const file of readdirSync('dist/_astro').filter((f) => f.endsWith('.js'))) {
    const m = /"(\/_astro\/photo-worker-[\w-]+\.js)"/.exec(readFileSync(`dist/_astro/${file}`, 'utf8'));
    if (m?.[1]) return m[1];
  }
  throw new Error('no photo worker in dist/_astro');
};

const cases = [
  { name: 'a noisy photo at dusk', make: noisyPhoto, maxBytes: 150_000, minSide: 1000 },
  { name: 'blurred noise, the worst case', make: cameraPhoto, maxBytes: 250_000, minSide: 700 },
];

test('the photo worker runs under the page CSP and prepares camera photos: upright, ≤ 1400 px, WebP, no EXIF; noisy ≤ 150 KB, noise ≤ 250 KB', async ({ page }) => {
  test.setTimeout(90_000);
  const photos = await Promise.all(cases.map((c) => c.make(1)));
  await page.route('**/test-photo-*.jpg', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photos[Number(/(\d)\.jpg$/.exec(route.request().url())?.[1])] ?? '' }));
  await page.goto('/schade-melden');
  await page.evaluate(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const [i, c] of cases.entries()) {
    const answer = await page.evaluate(
      async ({ url, i }) => {
        const file = await (await fetch(`/test-photo-${i}.jpg`)).blob();
        const worker = new Worker(url, { type: 'module' });
        const data = await new Promise<{ ok: boolean; blob?: Blob; width?: number; height?: number; thumb?: string; reason?: string }>((resolve, reject) => {
          worker.onmessage = (e) => resolve(e.data);
          worker.onerror = (e) => reject(new Error(`worker: ${e.message}`));
          worker.postMessage({ id: 1, file });
        });
        worker.terminate();
        const bytes = data.blob ? [...new Uint8Array(await data.blob.arrayBuffer())] : [];
        return { ok: data.ok, reason: data.reason, type: data.blob?.type, width: data.width, height: data.height, thumb: data.thumb?.slice(0, 23), bytes };
      },
      { url: workerUrl(), i },
    );
    expect(answer.ok, `${c.name}: ${answer.reason}`).toBe(true);
    expect(answer.type, c.name).toBe('image/webp');
    // 4000×3000 or 4032×3024 with EXIF orientation 6: upright (portrait, 3:4), at most 1400 px (issue 22 §3).
    const [width = 0, height = 0] = [answer.width, answer.height];
    expect(height, c.name).toBeGreaterThan(width);
    expect(height, c.name).toBeLessThanOrEqual(1400);
    expect(height, `${c.name}: enough pixels to see the damage`).toBeGreaterThanOrEqual(c.minSide);
    expect(width / height, c.name).toBeCloseTo(0.75, 2);
    expect(answer.thumb, c.name).toBe('data:image/jpeg;base64,');
    const out = Buffer.from(answer.bytes);
    expect(out.length, `${c.name}: bytes`).toBeLessThanOrEqual(c.maxBytes);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height], c.name).toEqual(['webp', width, height]);
    expect(meta.exif, c.name).toBeUndefined();
  }
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
