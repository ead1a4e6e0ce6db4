/**
 * npm run bench, part 5: how fast the back office's list answers with 2,000 jobs (issue 36 asked within 200 ms in
 * `wrangler dev`). The jobs are written into a receiver's local D1 as the index writes them (e2e/support/jobs-fill.ts);
 * each view is asked 21 times with a valid Access token, the first not counted. A report, not a test: it prints the
 * medians with the load average and writes dist-bench/beheer-list.json; the paging itself is tested in
 * e2e/beheer-list-receiver.spec.ts. Run alone: `npx playwright test -c e2e/bench/playwright.config.ts`.
 * Ports: BEHEER_BENCH_PORT (default 4760; +1 inspector, +2 R2 reader), the JWKS on +5.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { FakeAccess } from '../support/access';
import { fillJobs } from '../support/jobs-fill';
import { Receiver } from '../support/wrangler';

const port = Number(process.env.BEHEER_BENCH_PORT ?? 4760);
const jobs = 2000;
const views = ['/beheer', '/beheer?status=open', '/beheer?soort=report&status=ingepland', '/beheer?zoek=ab42cd', '/beheer?zoek=klant%201999', '/beheer?pagina=30'];

test(`the back office's list with ${jobs} jobs: median answer time of each view`, async () => {
  test.setTimeout(300_000);
  const access = await FakeAccess.start(port + 5);
  const persistDir = mkdtempSync(join(tmpdir(), 'beheer-bench-'));
  const receiver = await Receiver.start({ port, persistDir, vars: access.vars() });
  try {
    await fillJobs(persistDir, jobs);
    const token = await access.token();
    const medians: Record<string, number> = {};
    for (const path of views) {
      const ms: number[] = [];
      for (let i = 0; i < 21; i++) {
        const start = performance.now();
        const res = await fetch(`${receiver.url}${path}`, { headers: { 'Cf-Access-Jwt-Assertion': token } });
        await res.text();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        if (i > 0) ms.push(performance.now() - start);
      }
      ms.sort((a, b) => a - b);
      medians[path] = Math.round(ms[Math.floor(ms.length / 2)]!);
    }
    const result = { jobs, medians, aim: 200, loadAverage: loadavg().map((l) => Number(l.toFixed(1))), at: new Date().toISOString() };
    console.log(`beheer list, ${jobs} jobs, median ms (aim < 200): ${JSON.stringify(medians)}; load average ${result.loadAverage.join(' ')}`);
    mkdirSync('dist-bench', { recursive: true });
    writeFileSync('dist-bench/beheer-list.json', JSON.stringify(result, null, 2));
  } finally {
    await receiver.stop();
    await access.stop();
    rmSync(persistDir, { recursive: true, force: true });
  }
});
