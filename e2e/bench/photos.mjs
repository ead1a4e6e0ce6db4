#!/usr/bin/env node
/**
 * npm run bench, part 2: the damage report's photo preparation (src/lib/photos.ts and its worker, the code the page
 * runs) in headless Chromium on this machine. Four kinds of 12-megapixel camera JPEG (EXIF orientation 6, GPS; made
 * with sharp): `car`, a car door with a dent, scratches and a plate that compresses like a real photo; `noise`, blurred
 * noise, the worst case; `detail`, the walk's street photo; `noisy`, the same street at dusk with a high ISO's grain
 * (issue 31); `texture`, fine texture edge to edge (issue 42). PHOTOS_KINDS=noisy,detail picks kinds. Five of each, one after the other as the form does, twice: in the photo
 * worker (the normal path) and on the main thread (the fallback, Worker removed). Per photo the milliseconds from file
 * to prepared photo, the bytes, type and size that come out; per run the main thread's long tasks (> 50 ms,
 * PerformanceObserver 'longtask') while the photos were prepared. Prints tables and writes dist-bench/photos.json.
 * A report, not a test. Goals (issue 16): about 300–450 KB per photo, none over 800 KB; no long task in the worker path.
 * PHOTOS_MODULE=path/to/photos.ts benches another version (e.g. the previous one from git) the same way.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { cameraPhoto, carPhoto, detailedPhoto, noisyPhoto, texturePhoto } from '../support/photos.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const COUNT = Number(process.env.PHOTOS ?? 5);
const origin = 'http://bench.test';
const module = process.env.PHOTOS_MODULE ?? './src/lib/photos.ts';

// The modules as the browser gets them: photos.ts exposed on window, the worker as its own file. import.meta.url is
// the bench page's, so new URL('./photo-worker.ts', import.meta.url) asks the route below for the worker.
const bundle = async (contents, extra = {}) =>
  (await build({ stdin: { contents, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'iife', write: false, target: 'es2022', minify: true, ...extra })).outputFiles[0]?.text ?? '';
const script = await bundle(`export { preparePhoto } from '${module}';`, { globalName: 'photos', define: { 'import.meta.url': JSON.stringify(`${origin}/lib/photos.js`) } });
const workerScript = !process.env.PHOTOS_MODULE && existsSync('src/lib/photo-worker.ts') ? await bundle("import './src/lib/photo-worker.ts';") : '';

const loadBefore = loadavg()[0];
const allKinds = { car: carPhoto, noise: cameraPhoto, detail: detailedPhoto, noisy: noisyPhoto, texture: texturePhoto };
/** PHOTOS_KINDS=detail,car picks kinds; PHOTOS_CPU=4 slows the page's CPU as the walk does (DevTools throttling). */
const kinds = Object.fromEntries((process.env.PHOTOS_KINDS ?? 'car,noise,detail,noisy,texture').split(',').map((k) => [k, allKinds[k]]));
const cpuRate = Number(process.env.PHOTOS_CPU ?? 1);
/** @type {Record<string, Buffer[]>} */
const inputs = {};
for (const [kind, make] of Object.entries(kinds)) {
  inputs[kind] = [];
  for (let i = 0; i < COUNT; i++) inputs[kind].push(await make(i));
}

const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-gpu'] });

const run = async (kind, path) => {
  const page = await browser.newPage();
  if (process.env.PHOTOS_LOG) page.on('console', (m) => console.log(kind, path, m.text()));
  // A same-origin page that serves the photos, so the page reads them like a picked file (a Blob), not as a data URL.
  await page.route(`${origin}/**`, (route) => {
    const url = route.request().url();
    const m = /photo-(\d+)\.jpg$/.exec(url);
    if (m) return route.fulfill({ status: 200, contentType: 'image/jpeg', body: inputs[kind][Number(m[1])] });
    if (url.endsWith('/photo-worker.ts')) return route.fulfill({ status: 200, contentType: 'text/javascript', body: workerScript });
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>bench</title>' });
  });
  await page.goto(`${origin}/`);
  if (cpuRate > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (path === 'main thread') await page.evaluate(() => { delete window.Worker; });
  await page.addScriptTag({ content: script });
  const result = await page.evaluate(async (count) => {
    const files = [];
    for (let i = 0; i < count; i++) {
      const blob = await (await fetch(`/photo-${i}.jpg`)).blob();
      files.push(new File([blob], `IMG_${i}.jpg`, { type: 'image/jpeg' }));
    }
    const longTasks = [];
    const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(Math.round(e.duration)); });
    observer.observe({ type: 'longtask' });
    const rows = [];
    for (const file of files) {
      const start = performance.now();
      const p = await window.photos.preparePhoto(file);
      rows.push({ ms: performance.now() - start, bytesIn: file.size, bytesOut: p.blob.size, type: p.blob.type, width: p.width, height: p.height });
    }
    // Let the last task's entry arrive.
    await new Promise((r) => setTimeout(r, 100));
    observer.disconnect();
    return { rows, longTasks };
  }, COUNT);
  await page.close();
  const sorted = result.rows.map((r) => r.ms).sort((a, b) => a - b);
  const bytes = result.rows.map((r) => r.bytesOut).sort((a, b) => a - b);
  return {
    kind, path,
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN),
    worstMs: Math.round(sorted[sorted.length - 1] ?? NaN),
    medianBytes: bytes[Math.floor(bytes.length / 2)],
    maxBytes: bytes[bytes.length - 1],
    longTasks: result.longTasks,
    rows: result.rows.map((r) => ({ ...r, ms: Math.round(r.ms) })),
  };
};

const runs = [];
for (const kind of Object.keys(kinds)) for (const path of workerScript ? ['worker', 'main thread'] : ['main thread']) runs.push(await run(kind, path));
await browser.close();

const summary = {
  date: new Date().toISOString(),
  module,
  chromium: executablePath ?? 'playwright',
  cpus: cpus().length,
  /** The 1-minute load average before and after: timings on a busy machine are not the photos' fault. */
  load: [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0] * 10) / 10],
  runs,
};
console.log(`\nPhoto preparation (${module}) in headless Chromium${cpuRate > 1 ? `, CPU ${cpuRate}× slower` : ''}, ${COUNT} × 12-MP JPEG with EXIF orientation 6 per kind`);
console.log('| photos | path | type out | size out | KB out, median / max | ms, median / worst | main-thread long tasks (ms) |\n|---|---|---|---|---|---|---|');
for (const r of runs) {
  const first = r.rows[0];
  console.log(`| ${r.kind} | ${r.path} | ${[...new Set(r.rows.map((x) => x.type))].join(', ')} | ${first?.width}×${first?.height} | ${Math.round(r.medianBytes / 1000)} / ${Math.round(r.maxBytes / 1000)} | ${r.medianMs} / ${r.worstMs} | ${r.longTasks.length ? `${r.longTasks.length}: ${r.longTasks.join(', ')}` : 'none'} |`);
}
console.log(`KB = 1000 bytes; input ${Object.entries(inputs).map(([k, v]) => `${k} ${Math.round(v.reduce((n, b) => n + b.length, 0) / v.length / 1000)} KB`).join(', ')} on average`);
console.log(`${summary.cpus} CPUs, load average ${summary.load[0]} before, ${summary.load[1]} after; ${summary.date}`);
mkdirSync('dist-bench', { recursive: true });
writeFileSync(process.env.PHOTOS_JSON ?? 'dist-bench/photos.json', `${JSON.stringify(summary, null, 2)}\n`);
