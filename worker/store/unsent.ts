/**
 * The lease on a record's mail: `unsent/<reference>` marks a stored record whose e-mail has not gone out yet, and
 * whoever holds its lease (a conditional write on the marker's etag) is the one worker that mails it now: the live
 * request first, the cron after it (store/cron.ts). store/records.ts has the R2 layout.
 */
import { causeOf, logEvent } from '../log';
import { permanentFailure, sendRecord, type StoredRecord } from '../mail/garage';
import { create, putRecord, type StoreEnv } from './records';

/** How long a mail may take before another worker may try it: far beyond a send, well within the hour. */
export const leaseMs = 10 * 60 * 1000;

export interface Marker {
  folder: string;
  /** ms since the epoch; until then one worker is mailing the record and no other may. */
  leaseUntil: number;
  attempts: number;
  alerted?: boolean;
}

export const readMarker = (text: string): Marker =>
  text.startsWith('{') ? (JSON.parse(text) as Marker) : { folder: text, leaseUntil: 0, attempts: 0 };

/** The unsent marker of a new record, leased to the request that mails it now. */
export const createMarker = (env: StoreEnv, reference: string, folder: string, now = Date.now()) =>
  create(env, `unsent/${reference}`, JSON.stringify({ folder, leaseUntil: now + leaseMs, attempts: 0 } satisfies Marker));

export const mailAddresses = (env: StoreEnv) => [env.MAIL_FROM, env.MAIL_TO, env.ALERT_TO];

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
