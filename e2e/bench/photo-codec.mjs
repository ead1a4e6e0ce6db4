/**
 * What re-encoding costs per photo (issue 35): `wrangler dev` over dist/ with the Images binding (sharp, locally),
 * each photo sent 5 times as a draft upload (PUT) and, for the originals, in a report without JavaScript; the time of
 * a report without a photo is subtracted. Prints medians in ms and the load average. Run inside your netns after a
 * build: `node e2e/bench/photo-codec.mjs` (PHOTO_BENCH_PORT, default 4590).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { phonePhoto } from '../support/photos.mjs';
import { heifBranded } from '../support/hostile-photos.mjs';

const port = Number(process.env.PHOTO_BENCH_PORT ?? 4590);
const base = `http://127.0.0.1:${port}`;
const persist = mkdtempSync(join(tmpdir(), 'photo-bench-'));
const registry = mkdtempSync(join(tmpdir(), 'photo-bench-registry-'));
const budgets = ['client', 'global', 'unsolved-client', 'unsolved-global'].flatMap((s) => [`${s}/hour=1000`, `${s}/day=1000`]).join(',');
const wrangler = spawn(
  'node_modules/.bin/wrangler',
  ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(port + 1), '--persist-to', persist, '--show-interactive-dev-session=false',
    '--var', 'RDW_URL:http://127.0.0.1:9', '--var', `BUDGETS:${budgets}`, '--var', 'CONFIRMATIONS:off'],
  { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_REGISTRY_PATH: registry, CI: '1' }, stdio: 'ignore', detached: true },
);
const stop = () => {
  try {
    process.kill(-wrangler.pid, 'SIGTERM');
  } catch {
    // gone
  }
  rmSync(persist, { recursive: true, force: true });
  rmSync(registry, { recursive: true, force: true });
};

let n = 0;
const ip = () => `2001:db8:be:${(++n).toString(16)}::1`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = async (f) => {
  const started = performance.now();
  const res = await f();
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`status ${res.status}`);
  return performance.now() - started;
};
const report = (photo) => {
  const form = new FormData();
  const fields = { plateOrigin: 'nl', licensePlate: 'ab12cd', damageType: 'aanrijding', driveable: 'ja', firstName: 'Bench', lastName: 'Mark', phone: '0612345678' };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (photo) form.append('photos', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return () => fetch(`${base}/api/schade-melden`, { method: 'POST', body: form, headers: { 'CF-Connecting-IP': ip(), Referer: `${base}/schade-melden` }, redirect: 'manual' });
};

try {
  for (let t = Date.now(); ; ) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() - t > 90_000) throw new Error('wrangler dev did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  const noise = (w, h) => sharp({ create: { width: w, height: h, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 110, sigma: 30 } } }).blur(1.2);
  const originals = [
    { name: '12mp.jpg', type: 'image/jpeg', bytes: await phonePhoto() },
    { name: 'screenshot.png', type: 'image/png', bytes: await noise(1170, 2532).png().toBuffer() },
    { name: 'heic-branded.heic', type: 'image/heic', bytes: await heifBranded() },
  ];
  const drafts = [
    { name: 'island-1400.jpg', type: 'image/jpeg', bytes: await noise(1400, 1050).jpeg({ quality: 80 }).toBuffer() },
    { name: 'island-1400.webp', type: 'image/webp', bytes: await noise(1400, 1050).webp({ quality: 75 }).toBuffer() },
  ];
  const rounds = 5;
  const empty = [];
  for (let i = 0; i < rounds; i++) empty.push(await timed(report(null)));
  const results = { load: loadavg()[0].toFixed(1), reportWithoutPhoto: Math.round(median(empty)) };
  for (const p of originals) {
    const times = [];
    for (let i = 0; i < rounds; i++) times.push(await timed(report(p)));
    results[`report + ${p.name} (${(p.bytes.length / 1e6).toFixed(2)} MB)`] = Math.round(median(times) - median(empty));
  }
  for (const p of drafts) {
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const id = `bench-${Date.now()}-${i}-abcdefgh`;
      times.push(await timed(() => fetch(`${base}/api/schade-melden/${id}/photos/1`, { method: 'PUT', body: p.bytes, headers: { 'Content-Type': p.type, 'CF-Connecting-IP': ip() } })));
    }
    results[`draft PUT ${p.name} (${Math.round(p.bytes.length / 1e3)} KB)`] = Math.round(median(times));
  }
  results.loadAfter = loadavg()[0].toFixed(1);
  console.log(JSON.stringify(results, null, 2));
} finally {
  stop();
}
