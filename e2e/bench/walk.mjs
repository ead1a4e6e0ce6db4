#!/usr/bin/env node
/**
 * npm run bench, part 3: the north-star walk (issue 16). A driver with a dented car, on a phone over slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), from the page a search for "autoschade utrecht"
 * leads to, to the reference of a sent damage report: the built site served by the real receiver (`wrangler dev`,
 * offline, a fresh local R2), driven by Playwright in Chromium with the DevTools throttling.
 *
 * Steps, in the order of the form: landing page → "Schade melden" → kenteken and what happened → three 12-MP camera
 * photos → the visitor's details with a 20-second pause for typing → send → reference shown. Per step the machine
 * time (not the typing), the bytes uploaded, and the waiting after pressing send. Writes dist-bench/walk.json.
 * A report, not a test: timings move with the machine's load.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { cameraPhoto } from '../support/photos.mjs';

const port = Number(process.env.BENCH_WALK_PORT ?? 4381);
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const typingPause = Number(process.env.BENCH_TYPING_MS ?? 20_000);
const landing = process.env.BENCH_LANDING ?? '/autoschade-utrecht';

const persist = mkdtempSync(join(tmpdir(), 'walk-'));
const wrangler = spawn('node_modules/.bin/wrangler', ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persist, '--show-interactive-dev-session=false'], {
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
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

const photos = await Promise.all([0, 1, 2].map(async (i) => ({ name: `IMG_20${41 + i}.jpg`, mimeType: 'image/jpeg', buffer: await cameraPhoto(i) })));
const loadBefore = loadavg()[0];
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

let uploaded = 0;
const uploads = [];
// Bytes sent: a photo's PUT body is a Blob, which Playwright does not size, so the receiver's answer gives its bytes.
page.on('requestfinished', async (request) => {
  if (!new URL(request.url()).pathname.startsWith('/api/')) return;
  let bytes = (await request.sizes()).requestBodySize;
  if (request.method() === 'PUT') bytes = (await (await request.response())?.json().catch(() => null))?.bytes ?? bytes;
  uploaded += bytes;
  uploads.push({ method: request.method(), path: new URL(request.url()).pathname.replace(/[0-9a-f-]{36}/, '<id>'), bytes });
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
let linked = false;
await time('"Schade melden" → /schade-melden', async () => {
  const link = page.locator('a[href="/schade-melden"]:visible').first();
  linked = (await link.count()) > 0;
  if (linked) await Promise.all([page.waitForURL('**/schade-melden'), link.click()]);
  else await page.goto(`${base}/schade-melden`);
  await page.waitForLoadState('load');
  return { linked };
});
await time('kenteken and what happened (machine time while typing)', async () => {
  await page.getByRole('textbox', { name: /^Kenteken/ }).pressSequentially('ab12cd');
  await page.getByRole('radio', { name: 'Aanrijding' }).check();
  await page.getByRole('radio', { name: 'Ja', exact: true }).check();
});
let photoBytesAtSend = 0;
await time('three 12-MP camera photos prepared', async () => {
  await page.locator('input[type="file"][name="photos"]').setInputFiles(photos);
  await page.getByRole('list', { name: 'Gekozen foto’s' }).getByRole('img').nth(2).waitFor({ timeout: 120_000 });
});
const typedAt = performance.now();
await page.getByRole('textbox', { name: /^Voornaam/ }).pressSequentially('Anna');
await page.getByRole('textbox', { name: /^Achternaam/ }).pressSequentially('de Vries');
await page.getByRole('textbox', { name: /^Telefoonnummer/ }).pressSequentially('0612345678');
const rest = typingPause - (performance.now() - typedAt);
if (rest > 0) await page.waitForTimeout(rest);
const uploadedBeforeSend = await page.locator('[data-upload="uploaded"]').count();
photoBytesAtSend = uploaded;
await time('press send → reference shown (the waiting)', async () => {
  await page.getByRole('button', { name: 'Verstuur schademelding' }).click();
  const toast = page.getByText(/Uw melding DV-[0-9A-Z]{4}-[0-9A-Z]{4} is ontvangen/).first();
  await toast.waitFor({ timeout: 180_000 });
  return { reference: (await toast.innerText()).match(/DV-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0], photosUploadedBeforeSend: uploadedBeforeSend, bytesSentAfterPress: uploaded - photoBytesAtSend };
});
await browser.close();
stop();

const machine = steps.filter((s) => !s.step.startsWith('kenteken')).reduce((n, s) => n + s.ms, 0);
const result = {
  date: new Date().toISOString(),
  throttling: { rttMs: 150, downMbps: 1.6, upKbps: 750, cpuSlowdown: 4 },
  typingPauseMs: typingPause,
  loadAverage: { before: loadBefore, after: loadavg()[0] },
  steps,
  bytesUploaded: uploaded,
  uploads,
  machineMs: machine,
  waitAfterSendMs: steps.at(-1)?.ms,
};
mkdirSync('dist-bench', { recursive: true });
writeFileSync('dist-bench/walk.json', JSON.stringify(result, null, 2));
console.log(`\nNorth-star walk (${landing} → reference), slow 4G + CPU 4×, load ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}\n`);
console.log('| step | ms |\n|---|---|');
for (const s of steps) console.log(`| ${s.step} | ${s.ms} |`);
console.log(`| **machine time (without typing)** | **${machine}** |`);
console.log(`\nBytes uploaded: ${uploaded.toLocaleString('en')} (${uploads.map((u) => `${u.method} ${u.path} ${u.bytes}`).join('; ')})`);
console.log(`Waiting after pressing send: ${result.waitAfterSendMs} ms; photos uploaded before send: ${steps.at(-1)?.photosUploadedBeforeSend}/3`);
