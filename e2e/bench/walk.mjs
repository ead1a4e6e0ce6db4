#!/usr/bin/env node
/**
 * npm run bench, part 3: the north-star walk (issue 16). A driver with a dented car, on a phone over slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), from the page a search for "autoschade utrecht"
 * leads to, to the reference of a sent damage report: the built site served by the real receiver (`wrangler dev`,
 * offline, a fresh local R2), driven by Playwright in Chromium with the DevTools throttling.
 *
 * Two orders (issue 22 §3), each in a fresh phone: "photos first" (landing page → "Schade melden" → kenteken and what
 * happened → three 12-MP camera photos → the visitor's details with a 20-second pause for typing → send) and "photos
 * last" (the details typed first, then the photos, and send the moment the third thumbnail shows: the hurried visitor).
 * Three photo sets, each in both orders: `detail`, a real photo's detail (e2e/support/photos.mjs
 * detailedPhoto: grain, gravel, bricks, sharp edges), `noisy`, the same street at dusk with a high ISO's noise
 * (noisyPhoto, issue 31), and `texture`, fine texture edge to edge (texturePhoto: a hedge, a wet car at night, gravel;
 * issue 42). Per step the machine time (not the typing), the bytes per photo, the waiting after pressing send and
 * the progress line shown meanwhile, then one summary table with the load average of each walk.
 * BENCH_ORDERS='photos last' and BENCH_PHOTO_SETS=noisy run a part. Writes dist-bench/walk.json.
 * A report, not a test: timings move with the machine's load.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { detailedPhoto, noisyPhoto, texturePhoto } from '../support/photos.mjs';

const port = Number(process.env.BENCH_WALK_PORT ?? 4381);
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const typingPause = Number(process.env.BENCH_TYPING_MS ?? 20_000);
const landing = process.env.BENCH_LANDING ?? '/autoschade-utrecht';

const persist = mkdtempSync(join(tmpdir(), 'walk-'));
const wrangler = spawn('node_modules/.bin/wrangler', ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persist, '--show-interactive-dev-session=false', '--var', 'RDW_URL:http://127.0.0.1:9'], {
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_REGISTRY_PATH: mkdtempSync(join(tmpdir(), 'walk-registry-')) },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
wrangler.stdout.on('data', (d) => (log += d));
wrangler.stderr.on('data', (d) => (log += d));
const stop = () => {
  wrangler.kill('SIGTERM');
  rmSync(persist, { recursive: true, force: true });
};
for (let i = 0; ; i++) {
  if (/Ready on/.test(log)) break;
  if (i > 600) {
    stop();
    throw new Error(`wrangler dev did not start:\n${log}`);
  }
  await new Promise((r) => setTimeout(r, 100));
}

// As files on disk, as a phone's gallery has them: handed to the page by path, not pushed through the DevTools
// protocol as 13 MB of base64 (which took 19 s of the throttled page's time, the harness's and not the form's).
// Three sets: `detail` (daylight, a camera's light grain), `noisy` (the same street at dusk, high-ISO noise; issue 31)
// and `texture` (fine texture edge to edge: a hedge, a wet car at night, gravel; issue 42).
const makers = { detail: detailedPhoto, noisy: noisyPhoto, texture: texturePhoto };
const sets = (process.env.BENCH_PHOTO_SETS ?? 'detail,noisy,texture').split(',');
/** @type {Record<string, string[]>} */
const photoSets = {};
for (const set of sets) {
  photoSets[set] = [];
  for (const i of [0, 1, 2]) {
    const path = join(persist, `${set}-IMG_20${41 + i}.jpg`);
    writeFileSync(path, await makers[set](i));
    photoSets[set].push(path);
  }
}
const loadBefore = loadavg()[0];
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-gpu'] });

/**
 * One walk in a fresh phone (context). `order`: 'photos first' (kenteken, what happened, photos, then the details with
 * the typing pause, then send) or 'photos last' (kenteken, what happened, the details, then the photos, and send the
 * moment the third thumbnail shows: the hurried visitor, the worst case).
 */
const walk = async (order, set) => {
  const photos = photoSets[set] ?? [];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  let uploaded = 0;
  const uploads = [];
  // Bytes sent: a photo's PUT body is a Blob, which Playwright does not size, so its Content-Length gives them (the
  // receiver's answer gives the bytes it stored after its codec re-encoded the photo: `stored`).
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    let bytes = (await request.sizes()).requestBodySize;
    let stored;
    if (request.method() === 'PUT') {
      bytes = Number((await request.allHeaders())['content-length'] ?? bytes);
      stored = (await (await request.response())?.json().catch(() => null))?.bytes;
    }
    uploaded += bytes;
    uploads.push({ method: request.method(), path: new URL(request.url()).pathname.replace(/[0-9a-f-]{36}/, '<id>'), bytes, stored });
  });

  const steps = [];
  const time = async (name, fn) => {
    const t0 = performance.now();
    const extra = await fn();
    steps.push({ step: name, ms: Math.round(performance.now() - t0), ...(extra ?? {}) });
  };

  await time(`open ${landing}`, async () => {
    await page.goto(base + landing, { waitUntil: 'load' });
  });
  await time('"Schade melden" → /schade-melden', async () => {
    const link = page.locator('a[href="/schade-melden"]:visible').first();
    const linked = (await link.count()) > 0;
    if (linked) await Promise.all([page.waitForURL('**/schade-melden'), link.click()]);
    else await page.goto(`${base}/schade-melden`);
    await page.waitForLoadState('load');
    return { linked };
  });
  await time('kenteken and what happened (machine time while typing)', async () => {
    await page.getByRole('textbox', { name: /^Kenteken/ }).pressSequentially('ab12cd');
    await page.getByRole('radio', { name: 'Aanrijding' }).check();
    await page.getByRole('group', { name: 'Kan de auto nog rijden?' }).getByRole('radio', { name: 'Ja', exact: true }).check();
  });
  const details = async () => {
    await page.getByRole('textbox', { name: /^Voornaam/ }).pressSequentially('Anna');
    await page.getByRole('textbox', { name: /^Achternaam/ }).pressSequentially('de Vries');
    await page.getByRole('textbox', { name: /^Telefoonnummer/ }).pressSequentially('0612345678');
  };
  const pickPhotos = () =>
    time('three 12-MP camera photos prepared', async () => {
      const t0 = performance.now();
      await page.locator('input[type="file"][name="photos"]').setInputFiles(photos);
      const handedOver = Math.round(performance.now() - t0);
      const thumbs = [];
      for (const n of [0, 1, 2]) {
        await page.getByRole('list', { name: 'Gekozen foto’s' }).getByRole('img').nth(n).waitFor({ timeout: 120_000 });
        thumbs.push(Math.round(performance.now() - t0));
      }
      return { handedOver, thumbs };
    });
  if (order === 'photos first') {
    await pickPhotos();
    const typedAt = performance.now();
    await details();
    const rest = typingPause - (performance.now() - typedAt);
    if (rest > 0) await page.waitForTimeout(rest);
  } else {
    await details();
    await pickPhotos();
  }
  const uploadedBeforeSend = await page.locator('[data-upload="uploaded"]').count();
  const bytesAtSend = uploaded;
  // What the visitor reads while the last photos are on their way (none when they were all there already).
  await page.evaluate(() => {
    const seen = (window.__lines = []);
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"] p')) if (/^Nog \d/.test(el.textContent) && !seen.includes(el.textContent)) seen.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Verstuur schademelding' }).click();
  // The one result in the form's place (issue 34), its reference large.
  const reference = page.locator('main [data-form-result] [data-result-reference]');
  await reference.waitFor({ timeout: 180_000 });
  const at = performance.now();
  const progressLine = (await page.evaluate(() => window.__lines)).join(' → ');
  steps.push({
    step: 'press send → reference shown (the waiting)',
    ms: Math.round(at - t0),
    reference: (await reference.innerText()).match(/DV-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0],
    photosUploadedBeforeSend: uploadedBeforeSend,
    bytesSentAfterPress: uploaded - bytesAtSend,
    progressLine,
  });
  await context.close();
  const machine = steps.filter((s) => !s.step.startsWith('kenteken')).reduce((n, s) => n + s.ms, 0);
  return { order, photos: set, loadAverage: loadavg()[0], steps, bytesUploaded: uploaded, photoBytes: uploads.filter((u) => u.method === 'PUT').map((u) => u.bytes), uploads, machineMs: machine, waitAfterSendMs: steps.at(-1)?.ms };
};

const orders = (process.env.BENCH_ORDERS ?? 'photos first,photos last').split(',');
const walks = [];
try {
  for (const set of sets) for (const order of orders) walks.push(await walk(order, set));
} finally {
  // A walk that throws must not leave its `wrangler dev` holding the port.
  await browser.close().catch(() => {});
  stop();
}

const result = {
  date: new Date().toISOString(),
  throttling: { rttMs: 150, downMbps: 1.6, upKbps: 750, cpuSlowdown: 4 },
  typingPauseMs: typingPause,
  loadAverage: { before: loadBefore, after: loadavg()[0] },
  walks,
};
mkdirSync('dist-bench', { recursive: true });
writeFileSync('dist-bench/walk.json', JSON.stringify(result, null, 2));
for (const w of walks) {
  console.log(`\nNorth-star walk, ${w.photos} photos, ${w.order} (${landing} → reference), slow 4G + CPU 4×, load ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}\n`);
  console.log('| step | ms |\n|---|---|');
  for (const s of w.steps) console.log(`| ${s.step} | ${s.ms}${s.thumbs ? ` (files in the page after ${s.handedOver}; thumbnails at ${s.thumbs.join(', ')})` : ''} |`);
  console.log(`| **machine time (without typing)** | **${w.machineMs}** |`);
  const last = w.steps.at(-1);
  console.log(`\nBytes uploaded: ${w.bytesUploaded.toLocaleString('en')}; per photo ${w.photoBytes.map((b) => b.toLocaleString('en')).join(', ')}`);
  console.log(`Waiting after pressing send: ${w.waitAfterSendMs} ms; photos uploaded before send: ${last?.photosUploadedBeforeSend}/3; bytes sent after the press: ${last?.bytesSentAfterPress}; progress line: ${last?.progressLine || '(none)'}`);
}

console.log('\n| photos, order | three photos prepared (thumbnails at) | waiting after send | KB per photo as sent | uploaded before send | load average |\n|---|---|---|---|---|---|');
for (const w of walks) {
  const prepared = w.steps.find((s) => s.thumbs);
  const last = w.steps.at(-1);
  const kb = w.photoBytes.map((b) => Math.round(b / 1000));
  console.log(`| ${w.photos}, ${w.order} | ${((prepared?.thumbs.at(-1) ?? NaN) / 1000).toFixed(2)} s (${prepared?.thumbs.map((t) => (t / 1000).toFixed(1)).join(', ')}) | ${((w.waitAfterSendMs ?? NaN) / 1000).toFixed(2)} s | ${Math.min(...kb)}–${Math.max(...kb)} | ${last?.photosUploadedBeforeSend}/3 | ${w.loadAverage.toFixed(1)} |`);
}
