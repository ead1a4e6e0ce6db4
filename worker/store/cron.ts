/**
 * The hourly cron's two jobs on the store: mail what is still unsent (and the digest of what is late or failed), and
 * delete photos uploaded for a report that was never sent (after 24 hours) and cached RDW answers older than a day.
 */
import { sendDigest, type Unmailed } from '../mail/alerts';
import type { StoredRecord } from '../mail/garage';
import { causeOf, logEvent } from '../log';
import { kinds, type StoreEnv } from './records';
import { leaseMs, mailAddresses, mailRecord, readMarker } from './unsent';

export const draftTtlMs = 24 * 60 * 60 * 1000;

const alertAfterMs = (env: StoreEnv) => {
  const minutes = Number(env.ALERT_AFTER_MINUTES ?? '');
  return (Number.isFinite(minutes) && minutes >= 0 && env.ALERT_AFTER_MINUTES !== '' ? minutes : 120) * 60_000;
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
