/**
 * Photos the codec could not take because the Images binding itself failed (not the file: worker/photos/codec.ts).
 * The original is kept aside, unopened, under its own prefix, never mailed and never served (the signed links only
 * name `reports/…/foto-<n>.jpg`, worker/photos/links.ts):
 *
 *   held/<reference>/<n>   the original bytes as they came; customMetadata: folder, filename
 *
 * The garage's mail says the photo follows. The hourly cron (after it mailed what was unsent) re-encodes each held
 * photo: a JPEG is stored at its place in the report's folder, a short mail brings it to the garage, and the original
 * goes. While the binding still fails, it waits for the next run; a file the codec then cannot read is dropped and the
 * garage is told so. After `heldDays` the original is deleted unread.
 *
 * Two cron runs at once (a slow run overlapping the next, a manual trigger) must not both send a photo: each held photo
 * is leased first (`held-lease/<reference>/<n>`, created only if absent or taken over only when run out, both
 * conditional writes), and the record is changed with a conditional write on its etag, read again on a clash. A photo
 * waits while its report's own mail has not gone out yet: the follow-up comes after the mail that announces it, and
 * no live request still writes that record.
 */
import { limits } from '../../src/lib/form-rules';
import { business } from '../../src/data/business';
import { base64 } from '../http';
import { causeOf, logEvent } from '../log';
import { oneLine, type MailEnv, type ReportRecord } from '../mail/garage';
import { reencode } from './codec';
import { createOnly, kinds, recordOptions } from '../store/records';
import { leaseMs } from '../store/unsent';

export interface HeldEnv extends MailEnv {
  REPORTS: R2Bucket;
  IMAGES?: ImagesBinding;
}

export const heldDays = 7;

export const holdPhoto = (env: HeldEnv, reference: string, n: number, folder: string, filename: string, bytes: Uint8Array) =>
  env.REPORTS.put(`held/${reference}/${n}`, bytes, {
    httpMetadata: { contentType: 'application/octet-stream' },
    customMetadata: { folder, filename },
  });

const followUp = async (env: HeldEnv, reference: string, filename: string, jpeg: Uint8Array | null) =>
  env.EMAIL.send({
    from: { email: env.MAIL_FROM, name: `Website ${business.name}` },
    to: env.MAIL_TO || business.email,
    subject: oneLine(`Nagekomen foto bij schademelding ${reference}`),
    text: jpeg
      ? `De foto ${filename} bij schademelding ${reference} is nu verwerkt en bijgevoegd.`
      : `De foto ${filename} bij schademelding ${reference} kon niet als foto worden gelezen en is niet bewaard.`,
    attachments: jpeg ? [{ disposition: 'attachment' as const, filename, type: 'image/jpeg', content: base64(jpeg) }] : [],
  });

const leaseKey = (heldKey: string) => heldKey.replace(/^held\//, 'held-lease/');

/** This run's lease on one held photo, or false when another run holds it. */
const leaseHeld = async (env: HeldEnv, heldKey: string, now: number): Promise<boolean> => {
  const key = leaseKey(heldKey);
  const lease = JSON.stringify({ leaseUntil: now + leaseMs });
  const current = await env.REPORTS.get(key);
  if (!current) return !!(await env.REPORTS.put(key, lease, createOnly));
  const { leaseUntil = 0 } = JSON.parse(await current.text()) as { leaseUntil?: number };
  if (leaseUntil > now) return false;
  return !!(await env.REPORTS.put(key, lease, { onlyIf: { etagMatches: current.etag } }));
};

/** The report's record changed by `change`, written only over the version read (read again after a clash). */
const updateRecord = async (env: HeldEnv, folder: string, change: (record: ReportRecord) => void): Promise<void> => {
  const key = `${folder}${kinds.report.file}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const file = await env.REPORTS.get(key);
    if (!file) return;
    const record = (await file.json()) as ReportRecord;
    change(record);
    const written = await env.REPORTS.put(key, JSON.stringify(record, null, 2), { ...recordOptions, onlyIf: { etagMatches: file.etag } });
    if (written) return;
  }
  throw new Error(`${key} changed under every attempt`);
};

/** The cron's job for held photos; never throws. */
export const encodeHeld = async (env: HeldEnv, now = Date.now()): Promise<void> => {
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'held/', include: ['customMetadata'], ...(cursor ? { cursor } : {}) });
    for (const listed of page.objects) {
      const [, reference = '', n = ''] = listed.key.split('/');
      try {
        if (now - listed.uploaded.getTime() > heldDays * 86_400_000) {
          logEvent('error', 'held-photo-dropped', { reference, cause: `not encoded within ${heldDays} days` });
          await env.REPORTS.delete([listed.key, leaseKey(listed.key)]);
          continue;
        }
        if (!(await leaseHeld(env, listed.key, now))) continue;
        const release = () => env.REPORTS.delete(leaseKey(listed.key));
        const object = await env.REPORTS.get(listed.key);
        const { folder = '', filename = '' } = object?.customMetadata ?? {};
        if (!object || !folder) {
          await release();
          continue;
        }
        const announced = (await (await env.REPORTS.get(`${folder}${kinds.report.file}`))?.json()) as ReportRecord | undefined;
        if (announced?.mail === 'unsent') {
          await release();
          continue;
        }
        const result = await reencode(env.IMAGES, new Uint8Array(await object.arrayBuffer()), limits.photoBytes, limits.photoSide);
        if (result === 'unavailable') {
          logEvent('warn', 'held-photo-waits', { reference, cause: 'the Images binding failed again' });
          await release();
          continue;
        }
        const key = `${folder}foto-${n}.jpg`;
        if (typeof result !== 'string') await env.REPORTS.put(key, result.bytes, { httpMetadata: { contentType: 'image/jpeg' } });
        await followUp(env, reference, filename, typeof result === 'string' ? null : result.bytes);
        await updateRecord(env, folder, (record) => {
          record.photos = record.photos.flatMap((p) => (p.key !== key ? [p] : typeof result === 'string' ? [] : [{ ...p, held: false }]));
        });
        await env.REPORTS.delete([listed.key, leaseKey(listed.key)]);
      } catch (error) {
        logEvent('error', 'held-photo-failed', { reference, cause: causeOf(error) });
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
};
