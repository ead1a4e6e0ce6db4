/**
 * An index outage loses nothing (issue 36: R2 stays the store). A first receiver's D1 has no tables (its binding
 * points at another, empty database through `configure`): a report is still answered 201 and stored in R2, its
 * confirmation carries the status link, and the failed index write is logged; the status page and /beheer answer 503. A second receiver on the same R2, with
 * the normal D1, fires the cron: the report appears in the back office, with its status link working.
 * Ports: BEHEER_OUTAGE_PORT (default 4620; +1 inspector, +2 R2 reader), the JWKS on +5, the second receiver on +10.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FakeAccess } from './support/access';
import { jobRow, sendReport } from './support/jobs';
import { Receiver } from './support/wrangler';

const port = Number(process.env.BEHEER_OUTAGE_PORT ?? 4620);
const vars = { STATUS_LINK_SECRET: 'status-link-secret-for-the-tests-0123456789', CONFIRMATIONS: 'on' };

test('a report sent while the index is down is stored, linked and answered; the cron then puts it in the list', async () => {
  test.setTimeout(180_000);
  const access = await FakeAccess.start(port + 5);
  const persistDir = mkdtempSync(join(tmpdir(), 'beheer-outage-'));
  try {
    const down = await Receiver.start({
      port,
      persistDir,
      vars: { ...access.vars(), ...vars },
      configure: (config) => (config.d1_databases[0].database_id = '11111111-2222-4333-8444-555555555555'),
    });
    let reference = '';
    let link = '';
    try {
      const started = Date.now();
      reference = await sendReport(down.url, 'storing@example.nl');
      expect(Date.now() - started).toBeLessThan(10_000);
      const mail = await down.waitForMail((m) => m.to === 'storing@example.nl');
      link = /\/status\/[A-Za-z0-9_-]{22}/.exec(mail.text)![0];
      await expect.poll(() => down.log.includes('"event":"index-failed"')).toBe(true);
      const bucket = await down.bucket();
      expect((await bucket.list({ prefix: 'reports/' })).objects.map((o) => o.key).filter((k) => k.includes(reference)).length).toBeGreaterThanOrEqual(3);
      // The status link and the back office need the index: until it is back, both say to try again.
      const page = await fetch(`${down.url}${link}`);
      expect(page.status).toBe(503);
      expect(await page.text()).not.toContain(reference);
      expect((await fetch(`${down.url}/beheer`, { headers: { 'Cf-Access-Jwt-Assertion': await access.token() } })).status).toBe(503);
    } finally {
      await down.stop();
    }
    const up = await Receiver.start({ port: port + 10, persistDir, scheduled: true, vars: { ...access.vars(), ...vars } });
    try {
      const token = await access.token();
      expect(await jobRow(up.url, token, reference)).toBeUndefined();
      await up.runCron();
      await expect.poll(() => jobRow(up.url, token, reference), { timeout: 20_000 }).toMatchObject({ kind: 'report', status: 'ontvangen' });
      expect((await fetch(`${up.url}${link}`)).status).toBe(200);
    } finally {
      await up.stop();
    }
  } finally {
    await access.stop();
    rmSync(persistDir, { recursive: true, force: true });
  }
});
