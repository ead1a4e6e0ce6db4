#!/usr/bin/env node
/**
 * npm run bench, part 2: the damage report's photo preparation (src/lib/photos.ts, the code the page runs) in
 * headless Chromium on this machine. Five camera-like 12-megapixel JPEGs (4032×3024, EXIF orientation 6, GPS; made
 * with sharp), one after the other as the form does; per photo the milliseconds from file to prepared JPEG, and
 * the bytes and size that come out. Prints a table and writes dist-bench/photos.json. A report, not a test.
 * Goal (issue 9): median ≤ 500 ms per photo, every output ≤ 800 KB.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { cameraPhoto } from '../support/photos.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const COUNT = 5;

// The module as the browser gets it, exposed on window for this page only.
const bundle = await build({
  stdin: { contents: "export { preparePhoto } from './src/lib/photos.ts';", resolveDir: process.cwd(), loader: 'ts' },
  bundle: true, format: 'iife', globalName: 'photos', write: false, target: 'es2022', minify: true,
});
const script = bundle.outputFiles[0]?.text ?? '';

const loadBefore = loadavg()[0];
const inputs = [];
for (let i = 0; i < COUNT; i++) inputs.push(await cameraPhoto(i));

const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-gpu'] });
const page = await browser.newPage();
// A same-origin page that serves the photos, so the page reads them like a picked file (a Blob), not as a data URL.
await page.route('http://bench.test/**', (route) => {
  const m = /photo-(\d+)\.jpg$/.exec(route.request().url());
  if (m) return route.fulfill({ status: 200, contentType: 'image/jpeg', body: inputs[Number(m[1])] });
  return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>bench</title>' });
});
await page.goto('http://bench.test/');
await page.addScriptTag({ content: script });

const rows = await page.evaluate(async (count) => {
  const files = [];
  for (let i = 0; i < count; i++) {
    const blob = await (await fetch(`/photo-${i}.jpg`)).blob();
    files.push(new File([blob], `IMG_${i}.jpg`, { type: 'image/jpeg' }));
  }
  const out = [];
  for (const file of files) {
    const start = performance.now();
    const p = await window.photos.preparePhoto(file);
    out.push({ ms: performance.now() - start, bytesIn: file.size, bytesOut: p.blob.size, width: p.width, height: p.height });
  }
  return out;
}, COUNT);
await browser.close();

const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
const summary = {
  date: new Date().toISOString(),
  chromium: executablePath ?? 'playwright',
  cpus: cpus().length,
  /** The 1-minute load average before and after: timings on a busy machine are not the photos' fault. */
  load: [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0] * 10) / 10],
  photos: rows.length,
  medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN),
  worstMs: Math.round(sorted[sorted.length - 1] ?? NaN),
  maxBytesOut: Math.max(...rows.map((r) => r.bytesOut)),
  rows: rows.map((r) => ({ ...r, ms: Math.round(r.ms) })),
};
console.log('\nPhoto preparation (src/lib/photos.ts) in headless Chromium, 4032×3024 JPEG with EXIF orientation 6 → JPEG');
console.log('| photo | ms | bytes in | bytes out | size out |\n|---|---|---|---|---|');
summary.rows.forEach((r, i) => console.log(`| ${i + 1} | ${r.ms} | ${r.bytesIn} | ${r.bytesOut} | ${r.width}×${r.height} |`));
console.log(`| median / worst | ${summary.medianMs} / ${summary.worstMs} | | max ${summary.maxBytesOut} | |`);
console.log(`${summary.cpus} CPUs, load average ${summary.load[0]} before, ${summary.load[1]} after; ${summary.date}`);
mkdirSync('dist-bench', { recursive: true });
writeFileSync('dist-bench/photos.json', `${JSON.stringify(summary, null, 2)}\n`);
