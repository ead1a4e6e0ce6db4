/**
 * Where reports and messages live in R2, how no write can replace another, and the two jobs of the hourly cron: mail
 * what is still unsent, and delete photos uploaded for a report that was never sent (after 24 hours), and cached RDW answers.
 *
 *   references/<reference>                               the claim on a reference (holds its folder), never reused
 *   reports/<yyyy>/<mm>/<dd>/<reference>/melding.json    the report (values, photo names, mail state)
 *   reports/<yyyy>/<mm>/<dd>/<reference>/foto-<n>.jpg    its photos, re-encoded (originals wait in held/: held-photos.ts)
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
import { sendDigest, type Unmailed } from '../mail/alerts';
import { causeOf, logEvent } from '../log';
import { permanentFailure, sendRecord, type MailEnv, type StoredRecord } from '../mail/garage';

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

export const draftTtlMs = 24 * 60 * 60 * 1000;
/** How long a mail may take before another worker may try it: far beyond a send, well within the hour. */
export const leaseMs = 10 * 60 * 1000;
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
const kinds: Record<StoredRecord['kind'], { prefix: string; file: string; label: string }> = {
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

const recordOptions = { httpMetadata: { contentType: 'application/json; charset=utf-8' } };

/** The record's first write: only if absent. */
export const createRecord = (env: StoreEnv, folder: string, record: StoredRecord) =>
  create(env, `${folder}${recordName(record.kind)}`, JSON.stringify(record, null, 2), recordOptions);

/** A later write of the record's mail state, by whoever holds the lease on its marker. */
export const putRecord = (env: StoreEnv, folder: string, record: StoredRecord) =>
  env.REPORTS.put(`${folder}${recordName(record.kind)}`, JSON.stringify(record, null, 2), recordOptions);

export interface Marker {
  folder: string;
  /** ms since the epoch; until then one worker is mailing the record and no other may. */
  leaseUntil: number;
  attempts: number;
  alerted?: boolean;
}

const readMarker = (text: string): Marker =>
  text.startsWith('{') ? (JSON.parse(text) as Marker) : { folder: text, leaseUntil: 0, attempts: 0 };

/** The unsent marker of a new record, leased to the request that mails it now. */
export const createMarker = (env: StoreEnv, reference: string, folder: string, now = Date.now()) =>
  create(env, `unsent/${reference}`, JSON.stringify({ folder, leaseUntil: now + leaseMs, attempts: 0 } satisfies Marker));

const alertAfterMs = (env: StoreEnv) => {
  const minutes = Number(env.ALERT_AFTER_MINUTES ?? '');
  return (Number.isFinite(minutes) && minutes >= 0 && env.ALERT_AFTER_MINUTES !== '' ? minutes : 120) * 60_000;
};

const mailAddresses = (env: StoreEnv) => [env.MAIL_FROM, env.MAIL_TO, env.ALERT_TO];

/**
 * Mails a stored record while its caller holds the lease on `unsent/<reference>`, and records the outcome. Sent: the
 * record says so and the marker goes. A transient failure: the marker is released for the cron. A permanent one: one
 * plain mail without attachments or Reply-To; if that is refused too, the record is marked failed and its marker
 * moves to failed/, which the cron's next digest reports to ALERT_TO (worker/mail/alerts.ts). Never throws.
 */
export const mailRecord = async (
  env: StoreEnv,
  folder: string,
  record: StoredRecord,
  photos: Uint8Array[],
  marker: Marker,
): Promise<'sent' | 'retry' | 'failed'> => {
  const { reference } = record;
  try {
    try {
      await sendRecord(env, record, folder, photos);
    } catch (error) {
      const cause = causeOf(error, mailAddresses(env));
      const permanent = permanentFailure(cause);
      logEvent('error', 'mail-failed', { reference, cause, permanent, attempt: marker.attempts + 1 });
      record.mailError = cause;
      record.mailAttempts = marker.attempts + 1;
      if (!permanent) {
        await putRecord(env, folder, record);
        const released = { ...marker, leaseUntil: 0, attempts: marker.attempts + 1 };
        await env.REPORTS.put(`unsent/${reference}`, JSON.stringify(released));
        return 'retry';
      }
      try {
        await sendRecord(env, record, folder, photos, true);
        record.mailNote = 'zonder bijlagen';
      } catch (second) {
        const again = causeOf(second, mailAddresses(env));
        logEvent('error', 'mail-failed-permanently', { reference, cause: again });
        record.mail = 'failed';
        record.mailError = again;
        await putRecord(env, folder, record);
        await env.REPORTS.put(`failed/${reference}`, JSON.stringify({ folder, alerted: false }));
        await env.REPORTS.delete(`unsent/${reference}`);
        return 'failed';
      }
    }
    record.mail = 'sent';
    record.mailedAt = new Date().toISOString();
    delete record.mailError;
    await putRecord(env, folder, record);
    await env.REPORTS.delete(`unsent/${reference}`);
    return 'sent';
  } catch (error) {
    // Storage failed around the mail: the marker stays and its lease runs out, so the cron tries again.
    logEvent('error', 'mail-bookkeeping-failed', { reference, cause: causeOf(error, mailAddresses(env)) });
    return 'retry';
  }
};

/**
 * The cron's first job: every record still marked unsent whose lease has run out is leased (a conditional write on
 * the marker, so a second cron run or the live request cannot take it too) and mailed. A record unsent for longer
 * than ALERT_AFTER_MINUTES is claimed for an alert on its marker the same way (`alerted`); then one digest lists every
 * reference still unsent (worker/mail/alerts.ts). A digest that cannot go gives the claims back: the next run tries again.
 */
export const sendUnsent = async (env: StoreEnv, now = Date.now()): Promise<{ sent: number; failed: number }> => {
  let sent = 0;
  let failed = 0;
  const unmailed: Unmailed[] = [];
  const late: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'unsent/', ...(cursor ? { cursor } : {}) });
    for (const listed of page.objects) {
      try {
        const object = await env.REPORTS.get(listed.key);
        if (!object) continue;
        const marker = readMarker(await object.text());
        const unsent = { reference: listed.key.slice('unsent/'.length), folder: marker.folder };
        if (marker.leaseUntil > Date.now()) {
          unmailed.push(unsent);
          continue;
        }
        const leased = { ...marker, leaseUntil: Date.now() + leaseMs };
        const lease = await env.REPORTS.put(listed.key, JSON.stringify(leased), { onlyIf: { etagMatches: object.etag } });
        if (!lease) {
          unmailed.push(unsent);
          continue;
        }
        const kind = Object.values(kinds).find((k) => marker.folder.startsWith(`${k.prefix}/`)) ?? kinds.report;
        const file = await env.REPORTS.get(`${marker.folder}${kind.file}`);
        const record = (await file?.json()) as StoredRecord | undefined;
        if (!record) {
          logEvent('error', 'record-missing', { reference: listed.key.slice('unsent/'.length), cause: `no record in ${marker.folder}` });
          continue;
        }
        if (record.mail === 'sent') {
          await env.REPORTS.delete(listed.key);
          continue;
        }
        const photos = await Promise.all(
          record.photos.map(async (p) => new Uint8Array(await ((await env.REPORTS.get(p.key))?.arrayBuffer() ?? new ArrayBuffer(0)))),
        );
        const result = await mailRecord(env, marker.folder, record, photos, leased);
        if (result === 'sent') sent++;
        else failed++;
        if (result === 'retry') unmailed.push(unsent);
        if (result === 'retry' && !marker.alerted && now - Date.parse(record.receivedAt) >= alertAfterMs(env)) {
          // One alert: claimed on the marker as released by mailRecord, then sent.
          const current = await env.REPORTS.get(listed.key);
          if (!current) continue;
          const state = readMarker(await current.text());
          if (state.alerted) continue;
          const claimed = await env.REPORTS.put(listed.key, JSON.stringify({ ...state, alerted: true }), { onlyIf: { etagMatches: current.etag } });
          if (claimed) late.push(listed.key);
        }
      } catch (error) {
        logEvent('error', 'cron-record-failed', { reference: listed.key.slice('unsent/'.length), cause: causeOf(error, mailAddresses(env)) });
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  if (!(await sendDigest(env, unmailed, late, now))) {
    // Not sent: the claims go back, so the next run's digest names these records as new again.
    await Promise.all(late.map((key) => setAlerted(env, key, false)));
  }
  return { sent, failed };
};

const setAlerted = async (env: StoreEnv, key: string, alerted: boolean) => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await env.REPORTS.get(key);
    if (!current) return;
    const state = readMarker(await current.text());
    if (await env.REPORTS.put(key, JSON.stringify({ ...state, alerted }), { onlyIf: { etagMatches: current.etag } })) return;
  }
};

/**
 * Changes a draft's list of photo numbers with a conditional write on its etag (create-only for the first), read
 * again and retried when another upload changed it in between. `change` returns the new list, or null for "no".
 */
const changeSlots = async (env: StoreEnv, id: string, change: (slots: number[]) => number[] | null): Promise<boolean> => {
  const key = `draft-slots/${id}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const current = await env.REPORTS.get(key);
    const slots = current ? ((await current.json()) as number[]) : [];
    const next = change(slots);
    if (!next) return false;
    if (next.length === slots.length && next.every((n, i) => n === slots[i])) return true;
    const put = await env.REPORTS.put(key, JSON.stringify(next), current ? { onlyIf: { etagMatches: current.etag } } : createOnly);
    if (put) return true;
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
  }
  throw new Error('draft slots: too many uploads at once');
};

/** Reserves photo `n` in the draft: true when it is (or was already) one of at most `max`. */
export const reserveSlot = (env: StoreEnv, id: string, n: number, max: number) =>
  changeSlots(env, id, (slots) => (slots.includes(n) ? slots : slots.length >= max ? null : [...slots, n]));

export const releaseSlot = (env: StoreEnv, id: string, n: number) => changeSlots(env, id, (slots) => slots.filter((s) => s !== n));

/** The cron's second job: photos uploaded for a report that was not sent within 24 hours are deleted, with their list. */
export const deleteStaleDrafts = async (env: StoreEnv, now = Date.now()): Promise<number> => {
  let deleted = 0;
  // And the RDW's cached answers: none is used after a day (worker/rdw.ts).
  for (const prefix of ['drafts/', 'draft-slots/', 'rdw-cache/']) {
    let cursor: string | undefined;
    do {
      const page = await env.REPORTS.list({ prefix, ...(cursor ? { cursor } : {}) });
      const stale = page.objects.filter((o) => now - o.uploaded.getTime() > draftTtlMs).map((o) => o.key);
      if (stale.length) await env.REPORTS.delete(stale);
      if (prefix === 'drafts/') deleted += stale.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return deleted;
};
