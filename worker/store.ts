/**
 * Where reports and messages live in R2, and the two jobs of the hourly cron: mail what is still unsent, and delete
 * photos uploaded for a report that was never sent (after 24 hours).
 *
 *   reports/<yyyy>/<mm>/<dd>/<reference>/melding.json    the report (values, photo names, mail state)
 *   reports/<yyyy>/<mm>/<dd>/<reference>/foto-<n>.<ext>  its photos, without metadata
 *   messages/<yyyy>/<mm>/<dd>/<reference>/bericht.json   a contact message
 *   unsent/<reference>                                   a marker per record whose e-mail has not gone out yet
 *   keys/<report id>.json                                the first answer to an Idempotency-Key
 *   drafts/<report id>/<n>                               a photo uploaded while the visitor is still typing
 */
import { sendRecord, type MailEnv, type StoredRecord } from './mail';

export interface StoreEnv extends MailEnv {
  REPORTS: R2Bucket;
}

export const draftTtlMs = 24 * 60 * 60 * 1000;

export const folderOf = (kind: StoredRecord['kind'], reference: string, receivedAt: string): string => {
  const [y, m, d] = receivedAt.slice(0, 10).split('-');
  return `${kind === 'report' ? 'reports' : 'messages'}/${y}/${m}/${d}/${reference}/`;
};

const recordName = (kind: StoredRecord['kind']) => (kind === 'report' ? 'melding.json' : 'bericht.json');

export const putRecord = (env: StoreEnv, folder: string, record: StoredRecord) =>
  env.REPORTS.put(`${folder}${recordName(record.kind)}`, JSON.stringify(record, null, 2), {
    httpMetadata: { contentType: 'application/json; charset=utf-8' },
  });

/** Mails a stored record and marks it sent; on failure it stays marked unsent for the cron. Never throws. */
export const mailRecord = async (env: StoreEnv, folder: string, record: StoredRecord, photos: Uint8Array[]): Promise<boolean> => {
  try {
    await sendRecord(env, record, folder, photos);
  } catch (error) {
    record.mailError = error instanceof Error ? error.message.slice(0, 300) : 'onbekende fout';
    await putRecord(env, folder, record);
    return false;
  }
  record.mail = 'sent';
  record.mailedAt = new Date().toISOString();
  delete record.mailError;
  await putRecord(env, folder, record);
  await env.REPORTS.delete(`unsent/${record.reference}`);
  return true;
};

/** The cron's first job: every record still marked unsent is mailed again. */
export const sendUnsent = async (env: StoreEnv): Promise<{ sent: number; failed: number }> => {
  let sent = 0;
  let failed = 0;
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'unsent/', cursor });
    for (const marker of page.objects) {
      const folder = await (await env.REPORTS.get(marker.key))?.text();
      if (!folder) continue;
      const file = (await env.REPORTS.get(`${folder}melding.json`)) ?? (await env.REPORTS.get(`${folder}bericht.json`));
      const record = (await file?.json()) as StoredRecord | undefined;
      if (!record) continue;
      if (record.mail === 'sent') {
        await env.REPORTS.delete(marker.key);
        continue;
      }
      const photos = await Promise.all(
        record.photos.map(async (p) => new Uint8Array(await ((await env.REPORTS.get(p.key))?.arrayBuffer() ?? new ArrayBuffer(0)))),
      );
      if (await mailRecord(env, folder, record, photos)) sent++;
      else failed++;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { sent, failed };
};

/** The cron's second job: photos uploaded for a report that was not sent within 24 hours are deleted. */
export const deleteStaleDrafts = async (env: StoreEnv, now = Date.now()): Promise<number> => {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'drafts/', cursor });
    const stale = page.objects.filter((o) => now - o.uploaded.getTime() > draftTtlMs).map((o) => o.key);
    if (stale.length) await env.REPORTS.delete(stale);
    deleted += stale.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
};
