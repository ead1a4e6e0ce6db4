/**
 * The back office's index in D1 (docs/beheer.md; migrations/): one row per job (a report, an appointment request, a
 * message) and one per change. R2 stays the store: a row is written after the record is stored and never before, a
 * failure to write it is logged and left to the cron (`backfillIndex`), and nothing the visitor sees waits for it.
 */
import { business } from '../../src/data/business';
import { report as reportWords } from '../../src/data/forms/nl/report';
import { closedStatuses, firstStatus } from '../../src/data/job-statuses';
import { vehicleName } from '../../src/lib/vehicle';
import { workNames } from '../mail/appointment';
import { causeOf, logEvent } from '../log';
import type { StoredRecord } from '../mail/garage';
import { createStatusLink, storedHash, type StatusLinkEnv } from './status-link';

export interface JobsEnv extends StatusLinkEnv {
  /** The index (wrangler.jsonc `d1_databases`); absent: the back office has no list, the receiver works as before. */
  DB?: D1Database;
}

export interface JobRow {
  reference: string;
  kind: StoredRecord['kind'];
  received_at: string;
  name: string;
  plate: string;
  car: string;
  work: string;
  language: 'nl' | 'en';
  status: string;
  is_open: number;
  promised_date: string | null;
  assignee: string | null;
  r2_key: string;
  version: number;
  opened_at: string | null;
  called_at: string | null;
  closed_at: string | null;
  status_hash: string | null;
}

export interface JobEvent {
  id: number;
  reference: string;
  at: string;
  who: string;
  type: 'status' | 'promised' | 'note' | 'called' | 'reply' | 'opened';
  from_status: string | null;
  to_status: string | null;
  note: string;
  customer_told: number;
}

const recordFiles = { report: 'melding.json', message: 'bericht.json', appointment: 'verzoek.json' } as const;
export const recordPrefixes = ['reports/', 'messages/', 'appointments/'];

export const folderOfKey = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/** The plate as the search box matches it: lower case, letters and digits only. */
export const plateKey = (plate: string) => plate.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What the list shows of a record: the index's row. */
const rowOf = (record: StoredRecord, key: string, hash: string | null) => {
  const v = record.values as Record<string, unknown>;
  const name = [v.firstName, v.lastName].filter((s) => typeof s === 'string' && s).join(' ');
  const plate = typeof v.licensePlate === 'string' ? v.licensePlate : '';
  const car = 'car' in record && record.car ? vehicleName(record.car) : '';
  const work =
    record.kind === 'report'
      ? (reportWords.damageTypes[record.values.damageType as keyof typeof reportWords.damageTypes] ?? record.values.damageType)
      : record.kind === 'appointment'
        ? record.values.work.map((w) => workNames[w] ?? w).join(', ')
        : '';
  const search = [record.reference.toLowerCase(), plateKey(plate), name.toLowerCase()].join(' ');
  return [record.reference, record.kind, record.receivedAt, name, plate, car, work, record.language, firstStatus, key, hash, search];
};

const insertSql =
  'INSERT OR IGNORE INTO jobs (reference, kind, received_at, name, plate, car, work, language, status, r2_key, status_hash, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/** Writes the record's row if it has none. Never throws: false when the index could not be written. */
export const indexJob = async (env: JobsEnv, record: StoredRecord, key: string, hash: string | null): Promise<boolean> => {
  if (!env.DB) return false;
  try {
    await env.DB.prepare(insertSql).bind(...rowOf(record, key, hash)).run();
    return true;
  } catch (error) {
    logEvent('error', 'index-failed', { reference: record.reference, cause: causeOf(error) });
    return false;
  }
};

/**
 * Called by each route right after its record is stored: the status link (so the confirmation can carry it) and the
 * index row (after the answer). Never throws and never holds up the answer beyond one small R2 write.
 */
export const openJob = async (env: JobsEnv, ctx: ExecutionContext, folder: string, record: StoredRecord): Promise<void> => {
  let hash: string | null = null;
  try {
    hash = await createStatusLink(env, folder);
  } catch (error) {
    logEvent('error', 'status-link-failed', { reference: record.reference, cause: causeOf(error) });
  }
  ctx.waitUntil(indexJob(env, record, `${folder}${recordFiles[record.kind]}`, hash));
};

/** The cron: every record in R2 that the index lacks gets its row (INSERT OR IGNORE: running twice changes nothing). */
export const backfillIndex = async (env: JobsEnv): Promise<number> => {
  if (!env.DB) return 0;
  const known = new Set((await env.DB.prepare('SELECT reference FROM jobs').all<{ reference: string }>()).results.map((r) => r.reference));
  let added = 0;
  for (const prefix of recordPrefixes) {
    let cursor: string | undefined;
    do {
      const page = await env.REPORTS.list({ prefix, ...(cursor ? { cursor } : {}) });
      for (const object of page.objects) {
        const file = object.key.slice(object.key.lastIndexOf('/') + 1);
        const reference = object.key.split('/').at(-2) ?? '';
        if (!Object.values(recordFiles).includes(file as never) || known.has(reference)) continue;
        const record = (await (await env.REPORTS.get(object.key))?.json()) as StoredRecord | undefined;
        if (!record) continue;
        const folder = folderOfKey(object.key);
        if (await indexJob(env, record, object.key, await storedHash(env, folder))) added++;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  if (added) logEvent('warn', 'index-backfilled', { added });
  return added;
};

export const jobByReference = async (db: D1Database, reference: string) =>
  db.prepare('SELECT * FROM jobs WHERE reference = ?').bind(reference).first<JobRow>();

export const eventsOf = async (db: D1Database, reference: string) =>
  (await db.prepare('SELECT * FROM job_events WHERE reference = ? ORDER BY id').bind(reference).all<JobEvent>()).results;

/**
 * Deletes a job everywhere (the customer's right to erasure): every R2 object in its folder (the record, the photos,
 * the status link's token), its reference claim and mail markers, then its history and its row. The status link dies
 * with the row.
 */
export const deleteJob = async (env: JobsEnv, reference: string): Promise<boolean> => {
  const row = env.DB ? await jobByReference(env.DB, reference) : null;
  const claim = await env.REPORTS.get(`references/${reference}`);
  const folder = row ? folderOfKey(row.r2_key) : claim ? await claim.text() : null;
  if (!folder || !recordPrefixes.some((p) => folder.startsWith(p))) return false;
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: folder, ...(cursor ? { cursor } : {}) });
    if (page.objects.length) await env.REPORTS.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  await env.REPORTS.delete([`unsent/${reference}`, `unconfirmed/${reference}`, `failed/${reference}`, `references/${reference}`]);
  if (env.DB) {
    await env.DB.batch([
      env.DB.prepare('DELETE FROM job_events WHERE reference = ?').bind(reference),
      env.DB.prepare('DELETE FROM jobs WHERE reference = ?').bind(reference),
    ]);
  }
  return true;
};

/**
 * The cron: closed jobs whose retention term (business.retention.months, counted from receipt like the privacy
 * statement's) has passed are deleted like a job deleted by hand.
 */
export const deleteExpiredJobs = async (env: JobsEnv, now = Date.now()): Promise<number> => {
  if (!env.DB) return 0;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - business.retention.months);
  const placeholders = closedStatuses.map(() => '?').join(', ');
  const old = await env.DB.prepare(`SELECT reference FROM jobs WHERE status IN (${placeholders}) AND received_at < ? LIMIT 200`)
    .bind(...closedStatuses, cutoff.toISOString())
    .all<{ reference: string }>();
  for (const { reference } of old.results) await deleteJob(env, reference);
  if (old.results.length) logEvent('info', 'jobs-expired', { deleted: old.results.length });
  return old.results.length;
};
