/**
 * The car behind a Dutch kenteken, from the RDW's open data set "Gekentekende voertuigen" (m9d7-ebf2, a Socrata
 * endpoint): `<RDW_URL>/resource/m9d7-ebf2.json?kenteken=AB12CD` answers a JSON array of rows whose fields are all
 * strings (`merk`, `handelsbenaming`, `eerste_kleur`, `datum_eerste_toelating` "20180312", `vervaldatum_apk`
 * "20260930", and the same dates as floating timestamps in `datum_eerste_toelating_dt`, `vervaldatum_apk_dt`
 * "2026-09-30T00:00:00.000"); `[]` for a plate it does not know. Only the kenteken leaves our server, and only to the RDW.
 *
 * Whatever the RDW does, an answer comes within `rdwTimeoutMs` (plus an R2 read): slow, a 5xx, 429, an answer that is
 * not JSON or not rows of strings all mean "unavailable", never a stuck form. Cached in R2 (the Cache API does not
 * work on workers.dev): `rdw-cache/<AB12CD>.json` with its expiry in customMetadata, a car for a day, "not found" for
 * ten minutes, a failure for a minute (red team 2026-11-27, G4: failures were asked again at once). A 429 from the
 * RDW makes every lookup wait until its Retry-After (`rdw-cache/~backoff`, at most an hour) before it asks again. The
 * answer is read with a byte cap as it arrives (G7: a 64 MB answer was read whole first), and a redirect is an error.
 * The cron deletes cache entries older than a day (worker/store/cron.ts).
 */
import type { Vehicle } from '../src/lib/appointment-fields';
import { cleanField } from '../src/lib/form-rules';
import { readCapped } from './http';
import { causeOf, logEvent } from './log';

export interface RdwEnv {
  REPORTS: R2Bucket;
  /** Default https://opendata.rdw.nl (wrangler.jsonc); the tests point it at e2e/support/rdw.ts. */
  RDW_URL?: string;
  /** Optional Socrata app token (a secret): sent as X-App-Token, for a higher throttling limit at the RDW. */
  RDW_APP_TOKEN?: string;
}

export type CarLookup = 'found' | 'not-found' | 'unavailable';
export type PlateAnswer = { lookup: 'found'; car: Vehicle } | { lookup: 'not-found' | 'unavailable'; car: null };

/** How long the RDW may take, the answer's body included. */
export const rdwTimeoutMs = 1200;
export const foundTtlMs = 24 * 60 * 60 * 1000;
export const notFoundTtlMs = 10 * 60 * 1000;
/** A row is a few KB; anything much larger is not an answer to one plate. */
const maxAnswerBytes = 256 * 1024;

export const unavailableTtlMs = 60 * 1000;
const maxBackoffMs = 60 * 60 * 1000;
const cacheKey = (compact: string) => `rdw-cache/${compact}.json`;
const backoffKey = 'rdw-cache/~backoff';

/** The RDW throttled us: until when (a 429's Retry-After in seconds or as a date; a minute without one). */
const backoffUntil = (retryAfter: string | null, now: number): number => {
  const seconds = Number(retryAfter);
  const until = retryAfter && Number.isFinite(seconds) ? now + seconds * 1000 : retryAfter ? Date.parse(retryAfter) : NaN;
  return Math.min(now + maxBackoffMs, Number.isFinite(until) && until > now ? until : now + 60_000);
};

class Throttled extends Error {
  constructor(readonly until: number) {
    super('RDW: status 429');
  }
}

/** "20260930" or "2026-09-30T00:00:00.000" → "2026-09-30"; null for anything else. */
const isoDate = (compact: unknown, timestamp: unknown): string | null => {
  if (typeof compact === 'string' && /^\d{8}$/.test(compact)) return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  if (typeof timestamp === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(timestamp)) return timestamp.slice(0, 10);
  return null;
};

/** A word of the RDW as one clean line within 60 characters: it goes into a subject and a page. */
const word = (value: unknown): string => (typeof value === 'string' ? cleanField('rdw', value).slice(0, 60) : '');

/** The RDW's rows as a Vehicle; null when they are not what the data set documents (unavailable, not "unknown"). */
export const vehicleFromRows = (rows: unknown, compact: string): Vehicle | 'none' | null => {
  if (!Array.isArray(rows)) return null;
  if (rows.length === 0) return 'none';
  const row: unknown = rows[0];
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
  const r = row as Record<string, unknown>;
  if (typeof r.kenteken !== 'string' || r.kenteken.toUpperCase() !== compact || typeof r.merk !== 'string') return null;
  const colour = word(r.eerste_kleur);
  const registered = isoDate(r.datum_eerste_toelating, r.datum_eerste_toelating_dt);
  return {
    plate: compact,
    make: word(r.merk),
    model: word(r.handelsbenaming),
    colour: /^(n\.v\.t\.?|niet geregistreerd)$/i.test(colour) ? '' : colour,
    year: registered ? Number(registered.slice(0, 4)) : null,
    apkExpires: isoDate(r.vervaldatum_apk, r.vervaldatum_apk_dt),
  };
};

const fromCache = async (env: RdwEnv, compact: string, now: number): Promise<PlateAnswer | null> => {
  try {
    const object = await env.REPORTS.get(cacheKey(compact));
    if (!object || Number(object.customMetadata?.expires ?? 0) <= now) return null;
    return (await object.json()) as PlateAnswer;
  } catch (error) {
    logEvent('warn', 'rdw-cache-failed', { cause: causeOf(error) });
    return null;
  }
};

/** Asks the RDW, within the time limit; never throws. Why it failed is logged (never the plate: it is the visitor's). */
const ask = async (env: RdwEnv, compact: string): Promise<PlateAnswer> => {
  const base = (env.RDW_URL || 'https://opendata.rdw.nl').replace(/\/+$/, '');
  const url = `${base}/resource/m9d7-ebf2.json?kenteken=${encodeURIComponent(compact)}`;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`RDW: no answer within ${rdwTimeoutMs} ms`));
    }, rdwTimeoutMs);
  });
  const unavailable: PlateAnswer = { lookup: 'unavailable', car: null };
  try {
    const read = async (): Promise<PlateAnswer> => {
      const res = await fetch(url, {
        headers: { Accept: 'application/json', ...(env.RDW_APP_TOKEN ? { 'X-App-Token': env.RDW_APP_TOKEN } : {}) },
        signal: controller.signal,
        redirect: 'manual',
      });
      if (res.status === 429) {
        await res.body?.cancel();
        throw new Throttled(backoffUntil(res.headers.get('Retry-After'), Date.now()));
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`RDW: status ${res.status}${res.headers.get('Retry-After') ? ` (Retry-After ${res.headers.get('Retry-After')})` : ''}`);
      }
      const body = await readCapped(res, maxAnswerBytes).catch(() => {
        throw new Error(`RDW: answer over ${maxAnswerBytes} bytes`);
      });
      const found = vehicleFromRows(JSON.parse(new TextDecoder().decode(body)), compact);
      if (!found) throw new Error('RDW: answer not in the documented shape');
      return found === 'none' ? { lookup: 'not-found', car: null } : { lookup: 'found', car: found };
    };
    return await Promise.race([read(), timeout]);
  } catch (error) {
    logEvent('warn', 'rdw-unavailable', { cause: causeOf(error) });
    if (error instanceof Throttled) {
      await env.REPORTS.put(backoffKey, '', { customMetadata: { expires: String(error.until) } }).catch(() => undefined);
    }
    return unavailable;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
};

/**
 * The car for a Dutch plate (AB-12-CD or AB12CD), from the cache or the RDW; caches what the RDW answered. A cache
 * write that fails is logged and does not change the answer. Never throws.
 */
export const lookupVehicle = async (env: RdwEnv, plate: string): Promise<PlateAnswer> => {
  const compact = plate.replace(/-/g, '').toUpperCase();
  const now = Date.now();
  const cached = await fromCache(env, compact, now);
  if (cached) return cached;
  const backoff = await env.REPORTS.head(backoffKey).catch(() => null);
  if (backoff && Number(backoff.customMetadata?.expires ?? 0) > now) return { lookup: 'unavailable', car: null };
  const answer = await ask(env, compact);
  {
    const ttl = answer.lookup === 'found' ? foundTtlMs : answer.lookup === 'not-found' ? notFoundTtlMs : unavailableTtlMs;
    const expires = now + ttl;
    // Last writer wins, on purpose: two lookups of one plate write the same answer. Awaited (a few ms), so the
    // next lookup finds it.
    await env.REPORTS.put(cacheKey(compact), JSON.stringify(answer), {
      httpMetadata: { contentType: 'application/json; charset=utf-8' },
      customMetadata: { expires: String(expires) },
    }).then(
      () => undefined,
      (error: unknown) => logEvent('warn', 'rdw-cache-failed', { cause: causeOf(error) }),
    );
  }
  return answer;
};
