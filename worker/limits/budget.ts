/**
 * Budgets: how many records (reports, messages, appointment requests) the receiver stores per client and in all, per
 * hour and per day. The per-minute rate limiter (wrangler.jsonc) stops a burst; these stop a flood: one address or /64
 * cannot send more than a person ever would, and no number of addresses can send more than the garage can read. A
 * post without a solved challenge (a browser without JavaScript, or a bot that does not pay the proof of work,
 * worker/limits/challenge.ts) also counts in tighter budgets of its own.
 *
 * Counted in R2 without a counter that two requests could both read as "one left": a budget of n per period is n
 * numbered tickets, `budget/<period>/<scope>/<n>`, each taken with a create-only write. A request lists the tickets
 * taken, picks a free number at random and creates it; when another request took that number first the write fails
 * and it tries again. So never more than n are accepted, whatever arrives at once. The client's address is not kept:
 * its scope is an HMAC of the client key (worker/limits/client-key.ts), the key being the challenge secret.
 */
import { logEvent } from '../log';
import { createOnly } from '../store/records';

/** What a post stores; `apk-reminder`: a request for the APK reminder (worker/routes/apk-reminder.ts). */
export type RecordKind = 'report' | 'message' | 'appointment' | 'apk-reminder';
type Period = 'hour' | 'day';
export type BudgetName = `${'client' | 'global' | 'unsolved-client' | 'unsolved-global'}/${Period}`;

/**
 * Per hour and per day. A person sends one report, perhaps a message and an appointment request, and a correction:
 * 5 an hour. The garage takes about 10 reports a day; after a hail storm many more, so the global budget (per kind:
 * a flood of messages does not block reports) leaves room for a busy day. Without a solved challenge less: few
 * visitors lack JavaScript, and such a post costs a bot nothing.
 */
export const defaultBudgets: Record<BudgetName, number> = {
  'client/hour': 5,
  'client/day': 12,
  'global/hour': 60,
  'global/day': 300,
  'unsolved-client/hour': 3,
  'unsolved-client/day': 6,
  'unsolved-global/hour': 30,
  'unsolved-global/day': 100,
};

export interface BudgetEnv {
  REPORTS: R2Bucket;
  /** Overrides, e.g. `client/hour=2,global/day=500` (the tests use small ones); at most 1000 each. */
  BUDGETS?: string;
}

export const budgetsOf = (env: BudgetEnv): Record<BudgetName, number> => {
  const out = { ...defaultBudgets };
  for (const item of (env.BUDGETS ?? '').split(',')) {
    const [name, value] = item.split('=').map((s) => s.trim());
    if (name && name in out && /^\d{1,4}$/.test(value ?? '')) out[name as BudgetName] = Math.min(1000, Number(value));
  }
  return out;
};

/** The period a moment falls in (UTC) and the seconds until it ends. */
export const periodOf = (period: Period, now: number): { id: string; endsIn: number } => {
  const d = new Date(now);
  const hour = d.toISOString().slice(0, 13).replace(/[-T]/g, '');
  const end = period === 'hour' ? Math.floor(now / 3_600_000 + 1) * 3_600_000 : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  return { id: period === 'hour' ? `h${hour}` : `d${hour.slice(0, 8)}`, endsIn: Math.ceil((end - now) / 1000) };
};

/** Takes one ticket under `prefix` when fewer than `limit` are taken; the ticket's key, or null when none is left. */
const takeTicket = async (env: BudgetEnv, prefix: string, limit: number): Promise<string | null> => {
  for (let attempt = 0; attempt < 8; attempt++) {
    const taken = new Set((await env.REPORTS.list({ prefix, limit: 1000 })).objects.map((o) => o.key.slice(prefix.length)));
    const free = Array.from({ length: limit }, (_, n) => String(n)).filter((n) => !taken.has(n));
    if (!free.length) return null;
    const key = `${prefix}${free[Math.floor(Math.random() * free.length)]}`;
    if (await env.REPORTS.put(key, '', createOnly)) return key;
  }
  // Eight clashes in a row: the last few tickets are being fought over; count it as spent.
  return null;
};

export interface Spent {
  /** The budget that is used up, e.g. `global/hour`. */
  budget: BudgetName;
  /** Its scope as the alert names it: `report`, `message`, `appointment` or `client`. */
  scope: string;
  period: string;
  retryAfter: number;
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The client's scope in R2: an HMAC of its key, never the address. */
const clientScope = async (client: string, secret: string): Promise<string> => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(`budget:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `c-${hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(client))).slice(0, 24)}`;
};

/**
 * Takes one ticket in every budget this record counts in; null when all were there, else the first budget used up
 * (the tickets taken for it are given back, so a refused post costs the client and the others nothing).
 */
export const spendBudget = async (
  env: BudgetEnv,
  kind: RecordKind,
  client: string,
  solved: boolean,
  secret: string,
  now = Date.now(),
): Promise<Spent | null> => {
  const budgets = budgetsOf(env);
  const scope = await clientScope(client, secret);
  const wanted: { budget: BudgetName; prefix: string; scope: string; period: Period }[] = [];
  for (const period of ['hour', 'day'] as const) {
    const id = periodOf(period, now).id;
    wanted.push({ budget: `client/${period}`, prefix: `budget/${id}/${scope}/`, scope: 'client', period });
    wanted.push({ budget: `global/${period}`, prefix: `budget/${id}/g-${kind}/`, scope: kind, period });
    if (!solved) {
      wanted.push({ budget: `unsolved-client/${period}`, prefix: `budget/${id}/u${scope}/`, scope: 'client', period });
      wanted.push({ budget: `unsolved-global/${period}`, prefix: `budget/${id}/ug-${kind}/`, scope: kind, period });
    }
  }
  const tickets = await Promise.all(wanted.map((w) => takeTicket(env, w.prefix, budgets[w.budget])));
  const spent = wanted.findIndex((_, i) => tickets[i] === null);
  if (spent < 0) return null;
  const taken = tickets.filter((t): t is string => t !== null);
  if (taken.length) await env.REPORTS.delete(taken);
  const w = wanted[spent]!;
  logEvent('warn', 'budget-spent', { budget: w.budget, scope: w.scope, kind, solved });
  return { budget: w.budget, scope: w.scope, period: periodOf(w.period, now).id, retryAfter: periodOf(w.period, now).endsIn };
};

/** The cron's job: tickets of earlier days go (today's and yesterday's stay: a day's budget needs its tickets). */
export const deleteOldTickets = async (env: BudgetEnv, now = Date.now()): Promise<void> => {
  const keep = [periodOf('day', now).id.slice(1), periodOf('day', now - 86_400_000).id.slice(1)];
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'budget/', ...(cursor ? { cursor } : {}) });
    const old = page.objects.map((o) => o.key).filter((k) => !keep.some((day) => k.slice('budget/h'.length).startsWith(day)));
    if (old.length) await env.REPORTS.delete(old);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
};
