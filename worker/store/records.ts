/**
 * Where reports and messages live in R2 and how no write can replace another. The lease on a record's mail is in
 * store/unsent.ts, the hourly cron's jobs in store/cron.ts, a draft's photo numbers in store/drafts.ts.
 *
 *   references/<reference>                               the claim on a reference (holds its folder), never reused
 *   reports/<yyyy>/<mm>/<dd>/<reference>/melding.json    the report (values, photo names, mail state)
 *   reports/<yyyy>/<mm>/<dd>/<reference>/foto-<n>.jpg    its photos, re-encoded (originals wait in held/: photos/held.ts)
 *   messages/<yyyy>/<mm>/<dd>/<reference>/bericht.json   a contact message
 *   appointments/<yyyy>/<mm>/<dd>/<reference>/verzoek.json  an appointment request (values, the car from the RDW)
 *   unsent/<reference>                                   a record whose e-mail has not gone out yet, with its lease
 *   failed/<reference>                                   a record whose e-mail was refused for good, and whether the alert went
 *   keys/<report id>.json                                the claim on an Idempotency-Key, then its first answer
 *   drafts/<report id>/<n>                               a photo uploaded while the visitor is still typing
 *   draft-slots/<report id>                              the numbers of those photos (JSON), at most 8
 *   rdw-cache/<AB12CD>.json                              the RDW's answer for a plate, with its expiry (worker/rdw.ts)
 *
 * Every object is created with an R2 conditional write that only succeeds when the key is absent (`onlyIf:
 * { etagDoesNotMatch: '*' }`): a reference is claimed before anything is stored under it and drawn again when taken.
 * Mailing a record takes a lease on its marker (a conditional write on the marker's etag), so the live request, the
 * cron and a second cron run never mail one record twice.
 */
import { referenceAlphabet } from '../../src/lib/form-rules';
import { logEvent } from '../log';
import type { MailEnv, StoredRecord } from '../mail/garage';

/** `wrangler dev --define TEST_BUILD:true`: set only by the test harness (e2e/support/wrangler.ts), never by a deploy. */
declare const TEST_BUILD: boolean | undefined;

export interface StoreEnv extends MailEnv {
  REPORTS: R2Bucket;
  /** Where an alert goes: a record still unsent after ALERT_AFTER_MINUTES, or one refused for good. */
  ALERT_TO?: string;
  /** Default 120. */
  ALERT_AFTER_MINUTES?: string;
  /** Default 4: at most this many alert mails an hour (worker/mail/alerts.ts). */
  ALERT_CAP_PER_HOUR?: string;
  /**
   * Test only: the n-th draw of a reference in a request is reference number n (modulo this size: DV-0000-0000,
   * DV-0000-0001, …), so that a clash is certain (e2e/delivery-receiver.spec.ts). Honoured only in a Worker built
   * with `--define TEST_BUILD:true`, which only the test harness passes: a variable set by mistake in the dashboard
   * or a deploy script does nothing (a build-time define is compiled in; `wrangler deploy` gets none).
   */
  TEST_REFERENCE_SPACE?: string;
}

const referenceDraws = 12;

export const createOnly = { onlyIf: { etagDoesNotMatch: '*' } } as const;

export class Clash extends Error {}

/** Creates `key` only if it does not exist; throws Clash when it does. */
export const create = async (env: StoreEnv, key: string, value: string | Uint8Array, options: R2PutOptions = {}): Promise<R2Object> => {
  const put = await env.REPORTS.put(key, value, { ...options, ...createOnly });
  if (!put) throw new Clash(key);
  return put;
};

/** Each kind of record: its folder's prefix in R2, its file's name and its name in an alert. */
export const kinds: Record<StoredRecord['kind'], { prefix: string; file: string; label: string }> = {
  report: { prefix: 'reports', file: 'melding.json', label: 'schademelding' },
  message: { prefix: 'messages', file: 'bericht.json', label: 'bericht' },
  appointment: { prefix: 'appointments', file: 'verzoek.json', label: 'afspraakverzoek' },
};

export const folderOf = (kind: StoredRecord['kind'], reference: string, receivedAt: string): string => {
  const [y, m, d] = receivedAt.slice(0, 10).split('-');
  return `${kinds[kind].prefix}/${y}/${m}/${d}/${reference}/`;
};

const drawReference = (env: StoreEnv, draw: number): string => {
  const space = typeof TEST_BUILD !== 'undefined' && TEST_BUILD === true ? Number(env.TEST_REFERENCE_SPACE) : NaN;
  let bytes = crypto.getRandomValues(new Uint8Array(8));
  if (Number.isInteger(space) && space > 0) {
    let n = draw % space;
    bytes = new Uint8Array(8);
    for (let i = 7; i >= 0 && n > 0; i--, n = Math.floor(n / 32)) bytes[i] = n % 32;
  }
  const c = Array.from(bytes, (b) => referenceAlphabet[b % 32]).join('');
  return `DV-${c.slice(0, 4)}-${c.slice(4)}`;
};

/** A reference no record has had, claimed in R2 for the folder it names; a taken one is drawn again. */
export const claimReference = async (env: StoreEnv, kind: StoredRecord['kind'], receivedAt: string): Promise<{ reference: string; folder: string }> => {
  for (let draw = 0; draw < referenceDraws; draw++) {
    const reference = drawReference(env, draw);
    const folder = folderOf(kind, reference, receivedAt);
    if (await env.REPORTS.put(`references/${reference}`, folder, createOnly)) return { reference, folder };
    logEvent('warn', 'reference-clash', { reference });
  }
  throw new Error(`no free reference in ${referenceDraws} draws`);
};

const recordName = (kind: StoredRecord['kind']) => kinds[kind].file;

export const recordOptions = { httpMetadata: { contentType: 'application/json; charset=utf-8' } };

/** The record's first write: only if absent. */
export const createRecord = (env: StoreEnv, folder: string, record: StoredRecord) =>
  create(env, `${folder}${recordName(record.kind)}`, JSON.stringify(record, null, 2), recordOptions);

/** A later write of the record's mail state, by whoever holds the lease on its marker. */
export const putRecord = (env: StoreEnv, folder: string, record: StoredRecord) =>
  env.REPORTS.put(`${folder}${recordName(record.kind)}`, JSON.stringify(record, null, 2), recordOptions);
