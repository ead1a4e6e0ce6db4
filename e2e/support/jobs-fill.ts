/**
 * Many jobs in a receiver's local D1 at once, written as the index writes them (worker/store): for the back office's
 * paging test (e2e/beheer-list-receiver.spec.ts) and its speed report (e2e/bench/beheer-list.bench.ts).
 * Job i: kind report/appointment/message in turn, the statuses in turn, received i hours ago, name "Klant i",
 * reference DV-0000-TEST upwards, plate AB-00-CD to AB-99-CD.
 */
import { jobStatuses } from '../../src/data/job-statuses';
import { openD1 } from './d1';
import { readWranglerConfig } from './wrangler';

export const fillJobs = async (persistDir: string, count: number): Promise<void> => {
  const { db, dispose } = await openD1(persistDir, readWranglerConfig().d1_databases[0]);
  const kinds = ['report', 'appointment', 'message'];
  const statements = Array.from({ length: count }, (_, i) => {
    const status = jobStatuses[i % jobStatuses.length]!;
    const reference = `DV-${String(i).padStart(4, '0')}-TEST`;
    const plate = `AB-${String(i % 100).padStart(2, '0')}-CD`;
    return db
      .prepare('INSERT INTO jobs (reference, kind, received_at, name, plate, car, work, language, status, is_open, r2_key, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(reference, kinds[i % 3], new Date(Date.now() - i * 3_600_000).toISOString(), `Klant ${i}`, plate, 'Volkswagen Golf', 'Aanrijding', 'nl',
        status.id, status.closed ? 0 : 1, `reports/2026/01/01/${reference}/melding.json`, `${reference.toLowerCase()} ${plate.toLowerCase().replace(/-/g, '')} klant ${i}`);
  });
  try {
    for (let i = 0; i < statements.length; i += 500) await db.batch(statements.slice(i, i + 500));
  } finally {
    await dispose();
  }
};
