#!/usr/bin/env node
/**
 * Sums the test durations per spec file from a Playwright list-reporter log (docs/suite-time.md):
 * `node scripts/spec-times.mjs run.log [more.log …]` prints each file's tests and seconds, heaviest first, and the total.
 * Reads lines such as "  ✓  12 [chromium] › e2e/every-page.spec.ts:42:3 › /about (3.2s)" (ms, s and m are understood).
 */
import { readFileSync } from 'node:fs';

const line = /^\s*[✓✘-]\s+\d+\s+\[([^\]]+)\]\s+›\s+(\S+?\.spec\.ts):\d+:\d+\s+›.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const unit = { ms: 0.001, s: 1, m: 60 };
const files = new Map();
for (const file of process.argv.slice(2)) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    const m = line.exec(text.replace(/\x1b\[[0-9;]*m/g, ''));
    if (!m) continue;
    const key = `${m[2]} [${m[1]}]`;
    const entry = files.get(key) ?? { tests: 0, seconds: 0 };
    entry.tests++;
    entry.seconds += Number(m[3]) * unit[m[4]];
    files.set(key, entry);
  }
}
const rows = [...files].sort((a, b) => b[1].seconds - a[1].seconds);
for (const [key, { tests, seconds }] of rows) console.log(`${seconds.toFixed(1).padStart(8)} s ${String(tests).padStart(4)}  ${key}`);
const total = rows.reduce((s, [, e]) => ({ tests: s.tests + e.tests, seconds: s.seconds + e.seconds }), { tests: 0, seconds: 0 });
console.log(`${total.seconds.toFixed(1).padStart(8)} s ${String(total.tests).padStart(4)}  in all`);
