/**
 * The day's budget of draft photos per client (red team 2026-11-25, F5: one address parked 118 MB a minute, rotating
 * addresses 593 MB, that no report ever collected). Per client (`clientKey`: an IPv4 address or an IPv6 /64) and UTC
 * day, one small R2 object counts the bytes of draft photos uploaded and not yet collected by a report or deleted:
 *
 *   drafts/~budget/<yyyy-mm-dd>/<SHA-256 of the client key, 32 hex>   its count in customMetadata.bytes
 *
 * Changed only with conditional writes on its etag (create-only for the first), so uploads at the same moment cannot
 * pass the budget together. Under `drafts/`, it goes with the drafts: the hourly cron deletes it after 24 hours and
 * the bucket's lifecycle rule for `drafts/` after a day. The key holds no address, only its hash, and no report id.
 * A report that collects its drafts and a DELETE give their bytes back, to the budget they were counted in.
 */
import { limits } from '../../src/lib/form-rules';
import { clientKey } from './client-key';
import { createOnly, type StoreEnv } from '../store/records';

/** The budget object of this request's client for today. */
export const budgetKey = async (request: Request, now = Date.now()): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`draft-budget\n${clientKey(request)}`));
  const hex = [...new Uint8Array(digest).subarray(0, 16)].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `drafts/~budget/${new Date(now).toISOString().slice(0, 10)}/${hex}`;
};

/** Adds `bytes` (negative: gives them back) unless the count would pass `max`; false when it would. */
const change = async (env: StoreEnv, key: string, bytes: number, max: number): Promise<boolean> => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const current = await env.REPORTS.head(key);
    const used = Number(current?.customMetadata?.bytes ?? 0) || 0;
    const next = Math.max(0, used + bytes);
    if (bytes > 0 && next > max) return false;
    if (!current && bytes <= 0) return true;
    const options = { customMetadata: { bytes: String(next) } };
    const put = await env.REPORTS.put(key, '', current ? { ...options, onlyIf: { etagMatches: current.etag } } : { ...options, ...createOnly });
    if (put) return true;
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
  }
  return false; // too many at once: counted as full, the island tries again later
};

/** Counts an upload of `bytes` against the client's budget for today; false when the budget has no room for it. */
export const spendDraftBytes = (env: StoreEnv, key: string, bytes: number) => change(env, key, bytes, limits.draftBytesPerDay);

/** Gives the bytes of draft photos back to the budgets they were counted in (a report collected them, or a DELETE). */
export const refundDraftBytes = async (env: StoreEnv, drafts: (Pick<R2Object, 'size' | 'customMetadata'> | null)[]): Promise<void> => {
  const byBudget = new Map<string, number>();
  for (const d of drafts) {
    const key = d?.customMetadata?.budget;
    if (key?.startsWith('drafts/~budget/')) byBudget.set(key, (byBudget.get(key) ?? 0) + d!.size);
  }
  await Promise.all([...byBudget].map(([key, bytes]) => change(env, key, -bytes, Infinity)));
};

/** Seconds until the next UTC day, when a new budget starts. */
export const secondsToNextDay = (now = Date.now()) => Math.max(60, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000));
