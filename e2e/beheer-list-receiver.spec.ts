/**
 * The back office's list past one page: 120 jobs in the receiver's local D1 (written as the index writes them), read
 * with a valid Access token. Fifty to a page, the open jobs first and then the newest, "Volgende" and "Vorige pagina"
 * where there is one, the status filter paged the same way, a search finding one job among them. How fast the list
 * answers with 2,000 jobs is a report, not a test: e2e/bench/beheer-list.bench.ts (`npm run bench`, docs/beheer.md).
 * Ports: BEHEER_LIST_PORT (default 4560; +1 inspector, +2 R2 reader), the JWKS on +5.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { jobStatuses } from '../src/data/job-statuses';
import { FakeAccess } from './support/access';
import { fillJobs } from './support/jobs-fill';
import { Receiver } from './support/wrangler';

const port = Number(process.env.BEHEER_LIST_PORT ?? 4560);
const jobs = 120;
/** Job i has status i mod 10 (./support/jobs-fill.ts): those on a closed status are not open. */
const open = Array.from({ length: jobs }, (_, i) => i).filter((i) => !jobStatuses[i % jobStatuses.length]!.closed).length;

test(`${jobs} jobs: fifty to a page, open first and then newest, filtered and searched across pages`, async () => {
  const access = await FakeAccess.start(port + 5);
  const persistDir = mkdtempSync(join(tmpdir(), 'beheer-list-'));
  const receiver = await Receiver.start({ port, persistDir, vars: access.vars() });
  try {
    await fillJobs(persistDir, jobs);
    const token = await access.token();
    const list = async (query: string) => {
      const res = await fetch(`${receiver.url}/beheer${query}`, { headers: { 'Cf-Access-Jwt-Assertion': token } });
      expect(res.status, query).toBe(200);
      const html = await res.text();
      return {
        rows: [...html.matchAll(/<li class="(open|closed)"><a href="\/beheer\/([^"]+)"/g)].map(([, state, reference]) => ({ state, reference })),
        next: html.includes('Volgende pagina'),
        previous: html.includes('Vorige pagina'),
      };
    };

    const first = await list('');
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.reference).toBe('DV-0000-TEST');
    expect(first.rows.every((r) => r.state === 'open')).toBe(true);
    expect([first.next, first.previous]).toEqual([true, false]);

    const last = await list('?pagina=3');
    expect(last.rows).toHaveLength(jobs - 100);
    // The oldest job is on a closed status: it ends the list.
    expect(last.rows.at(-1)).toEqual({ state: 'closed', reference: 'DV-0119-TEST' });
    expect([last.next, last.previous]).toEqual([false, true]);

    const openSecond = await list('?status=open&pagina=2');
    expect(openSecond.rows).toHaveLength(open - 50);
    expect(openSecond.rows.every((r) => r.state === 'open')).toBe(true);
    expect(openSecond.next).toBe(false);

    const found = await list('?zoek=klant%20119');
    expect(found.rows.map((r) => r.reference)).toEqual(['DV-0119-TEST']);
  } finally {
    await receiver.stop();
    await access.stop();
    rmSync(persistDir, { recursive: true, force: true });
  }
});
