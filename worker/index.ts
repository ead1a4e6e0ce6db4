/**
 * The receiver: the one piece of code behind the static site, on the same origin. Cloudflare Workers serves dist/ as
 * static assets and runs this Worker only for /api/* (wrangler.jsonc: run_worker_first), so no page request runs code.
 *
 *   POST   /api/schade-melden                        a damage report (multipart: the fields, photos as `photos`)
 *   PUT    /api/schade-melden/<report id>/photos/<n>  one photo, uploaded while the visitor is still typing
 *   DELETE /api/schade-melden/<report id>/photos/<n>  the visitor removed that photo again
 *   POST   /api/contact                               a contact message (JSON, urlencoded or multipart)
 *
 * Every request is checked as if the browser could not be trusted (it can't): method (405), origin (403), rate limit
 * per client address (429), media type (415), size (413, before the body is read), the fields by the same rules the
 * forms use (src/lib/form-rules.ts: 422 with a code per field), each photo by its content (worker/images.ts). A
 * filled honeypot gets a success and nothing else. A report is stored in R2 before the visitor hears it arrived; the
 * e-mail to the garage goes after that, and one that fails is sent again by the hourly cron (worker/store.ts).
 */
import {
  checkContact, checkReport, cleanReport, contactFieldNames, honeypotName, limits, makeReference, reportFieldNames,
  reportIdLooksValid, trimAll,
} from '../src/lib/form-rules';
import { foreignOrigin, formLanguage, json, mediaType, parseForm, problem, readCapped, TooLarge, wantsJson } from './http';
import { checkPhoto, type CheckedPhoto, type PhotoProblem } from './images';
import { verifiedPhotoKey } from './links';
import { causeOf, logEvent } from './log';
import { countParts, utf8 } from './multipart';
import { refusalPage, type RefusalDetail } from './refusal';
import type { MessageRecord, ReportRecord, StoredPhoto } from './mail';
import {
  claimReference, create, createMarker, createOnly, createRecord, deleteStaleDrafts, leaseMs, mailRecord, releaseSlot, reserveSlot, sendUnsent,
  type StoreEnv,
} from './store';

export interface Env extends StoreEnv {
  ASSETS: Fetcher;
  /** 10 reports or messages per client address per 60 s. */
  RATE_LIMIT: RateLimit;
  /** Photo uploads (PUT/DELETE) per client address per 60 s: a report has up to 8 photos, and retries. */
  UPLOAD_LIMIT: RateLimit;
}

const contactBodyBytes = 100_000;
const retryAfterSeconds = 60;

/** The pages the form without JavaScript lands on after sending (303 See Other). */
const thanksPage = { nl: '/bedankt', en: '/en/thank-you' } as const;

/** The path of a Referer on our own origin; null for another origin, a path that starts with `//` or a Referer that is not a URL. */
const sameOriginPath = (referer: string | null, request: Request): string | null => {
  try {
    const url = new URL(referer ?? '');
    return url.origin === new URL(request.url).origin && !url.pathname.startsWith('//') ? url.pathname : null;
  } catch {
    return null;
  }
};

/** The answer to a refused request: JSON for the island, a short page for a browser without JavaScript (worker/refusal.ts). */
const refuse = (request: Request, status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) => {
  if (wantsJson(request)) return problem(status, error, extra, headers);
  const lang = formLanguage(request);
  // Without a usable Referer: back to the form this request came from, in its language.
  const report = new URL(request.url).pathname.startsWith('/api/schade-melden');
  const form = report ? (lang === 'en' ? '/en/report-damage' : '/schade-melden') : lang === 'en' ? '/en/contact' : '/contact';
  const back = sameOriginPath(request.headers.get('Referer'), request) ?? form;
  const html = refusalPage(status, error, lang, report, back, extra as RefusalDetail);
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  });
};

/** At most `limits.photos` file names, each cut at 100 characters, each its own key (`__proto__` too; a second "a.jpg" becomes "a.jpg (2)"). */
const named = (entries: [string, string][]): Record<string, string> => {
  const out = new Map<string, string>();
  for (const [raw, code] of entries.slice(0, limits.photos)) {
    const name = (raw || 'foto').slice(0, 100);
    let key = name;
    for (let n = 2; out.has(key); n++) key = `${name} (${n})`;
    out.set(key, code);
  }
  return Object.fromEntries(out);
};

/** A declared charset other than UTF-8: the body would be read as mojibake. */
const foreignCharset = (request: Request): boolean => {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(request.headers.get('Content-Type') ?? '')?.[1]?.toLowerCase();
  return !!charset && charset !== 'utf-8' && charset !== 'utf8';
};

const clientKey = (request: Request) => request.headers.get('CF-Connecting-IP') ?? 'unknown';

const rateLimited = async (limiter: RateLimit, request: Request): Promise<boolean> => !(await limiter.limit({ key: clientKey(request) })).success;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The latest damage date the server accepts: today where the visitor may be (up to UTC+14). */
const latestDamageDate = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

/** The honeypot's answer: a reference like any other, never stored. */
const newReference = () => makeReference(crypto.getRandomValues(new Uint8Array(8)));

const readBody = async (request: Request, limit: number): Promise<Uint8Array | Response> => {
  try {
    return await readCapped(request, limit);
  } catch (error) {
    if (error instanceof TooLarge) return refuse(request, 413, 'too-large', { limit });
    throw error;
  }
};

// ---- POST /api/schade-melden ----

const receiveReport = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
  if (mediaType(request) !== 'multipart/form-data') return refuse(request, 415, 'unsupported-media-type', { accept: ['multipart/form-data'] });
  if (foreignCharset(request)) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
  const body = await readBody(request, limits.bodyBytes);
  if (body instanceof Response) return body;
  // Parts counted before they are parsed: a body of thousands of tiny parts is refused in milliseconds.
  const contentType = request.headers.get('Content-Type') ?? '';
  const parts = countParts(body, contentType, limits.textParts + limits.photoSlots, limits.photos + 3);
  if (!parts) return refuse(request, 400, 'malformed');
  if (parts.files > limits.photoSlots) {
    return refuse(request, 422, 'photos', { photos: named(parts.names.slice(limits.photos).map((n) => [n, 'count'])), max: limits.photos });
  }
  if (parts.stopped || parts.fields > limits.textParts) return refuse(request, 400, 'too-many-parts', { max: limits.textParts });
  if (parts.notUtf8) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
  let form: FormData;
  try {
    form = await parseForm(body, contentType);
  } catch {
    return refuse(request, 400, 'malformed');
  }
  const lang = formLanguage(request);
  if (text(form, honeypotName).trim()) return answerReport(request, lang, { reference: newReference(), photos: 0 });

  const key = request.headers.get('Idempotency-Key');
  if (key !== null && !reportIdLooksValid(key)) return refuse(request, 400, 'idempotency-key');
  if (!key) return storeReport(request, env, ctx, form, lang, null);
  const fingerprint = await fingerprintOf(form);
  const claim = await claimKey(request, env, key, fingerprint, lang);
  if (claim instanceof Response) return claim;
  let answer: Response;
  try {
    answer = await storeReport(request, env, ctx, form, lang, { key, fingerprint });
  } catch (error) {
    await env.REPORTS.delete(`keys/${key}.json`).catch(() => undefined);
    throw error;
  }
  // Refused: the key is free again, for the corrected form. Stored: the claim becomes the answer (storeReport).
  if (answer.status >= 400) await env.REPORTS.delete(`keys/${key}.json`);
  return answer;
};

interface KeyState {
  state?: 'pending' | 'done';
  fingerprint?: string;
  claimedAt?: number;
  status?: number;
  body?: { reference: string; photos: number };
}

/** A pending claim older than this belongs to a request that died: it may be taken over. */
const staleClaimMs = 2 * 60_000;
/** How long a request with the key of one still being stored waits for its answer before 409. */
const claimWaitMs = 20_000;

/** What makes two requests "the same": every field in order, each file by its SHA-256 (a boundary may differ). */
const fingerprintOf = async (form: FormData): Promise<string> => {
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push(`${name}=${value}`);
    else {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await value.arrayBuffer()));
      parts.push(`${name}:file:${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`);
    }
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts))));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * Claims an Idempotency-Key with a conditional write (only if absent), so that of several requests at the same moment
 * one stores the report. The others wait for its answer and replay it; the same key with another body gets 422 (the
 * IETF Idempotency-Key draft); a key still in progress after the wait gets 409 with Retry-After.
 */
const claimKey = async (request: Request, env: Env, key: string, fingerprint: string, lang: 'nl' | 'en'): Promise<Response | true> => {
  const name = `keys/${key}.json`;
  const started = Date.now();
  for (;;) {
    const claimed = await env.REPORTS.put(name, JSON.stringify({ state: 'pending', fingerprint, claimedAt: Date.now() } satisfies KeyState), createOnly);
    if (claimed) return true;
    const existing = await env.REPORTS.get(name);
    if (!existing) continue;
    const state = (await existing.json()) as KeyState;
    if (state.fingerprint && state.fingerprint !== fingerprint) {
      return refuse(request, 422, 'idempotency-key-reused', state.body ? { reference: state.body.reference } : {});
    }
    if (state.state !== 'pending' && state.body) {
      return wantsJson(request) ? json(state.status ?? 201, state.body, { 'Idempotent-Replayed': 'true' }) : answerReport(request, lang, state.body);
    }
    if (Date.now() - (state.claimedAt ?? 0) > staleClaimMs) {
      const taken = await env.REPORTS.put(name, JSON.stringify({ state: 'pending', fingerprint, claimedAt: Date.now() } satisfies KeyState), {
        onlyIf: { etagMatches: existing.etag },
      });
      if (taken) return true;
      continue;
    }
    if (Date.now() - started > claimWaitMs) return refuse(request, 409, 'in-progress', { retryAfter: 2 }, { 'Retry-After': '2' });
    await new Promise((r) => setTimeout(r, 200));
  }
};

const storeReport = async (
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  form: FormData,
  lang: 'nl' | 'en',
  claimed: { key: string; fingerprint: string } | null,
): Promise<Response> => {
  const key = claimed?.key ?? null;
  const values = trimAll(reportFieldNames, (n) => text(form, n));
  const fields = checkReport(values, latestDamageDate());
  if (Object.keys(fields).length) return refuse(request, 422, 'invalid', { fields });

  // Photos: those uploaded before (numbers in `uploaded`, with the report id) and those in this request.
  const uploaded = [...new Set(text(form, 'uploaded').split(',').map(slotNumber).filter((n) => n > 0))];
  // Photos uploaded before belong to a report id: without one they cannot be found, and are not silently left out.
  if (uploaded.length && !key) return refuse(request, 422, 'photos-missing', { missing: uploaded });
  const files = form.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (uploaded.length + files.length > limits.photos) {
    // Named: the photos beyond the limit (the ninth and later), not the eight that fit.
    const over = files.slice(Math.max(0, limits.photos - uploaded.length));
    return refuse(request, 422, 'photos', { photos: named(over.map((f) => [f.name, 'count'])), max: limits.photos });
  }
  const refused: [string, PhotoProblem][] = [];
  const checked: CheckedPhoto[] = [];
  for (const file of files) {
    const result = checkPhoto(new Uint8Array(await file.arrayBuffer()), limits.photoBytes, limits.photoSide);
    if (typeof result === 'string') refused.push([file.name, result]);
    else checked.push(result);
  }
  if (refused.length) return refuse(request, 422, 'photos', { photos: named(refused) });
  const drafts = await Promise.all(uploaded.map((n) => env.REPORTS.get(`drafts/${key}/${n}`)));
  const missing = uploaded.filter((_, i) => !drafts[i]);
  if (missing.length) return refuse(request, 422, 'photos-missing', { missing });
  const earlier = await Promise.all(
    drafts.map(async (d) => ({
      bytes: new Uint8Array(await d!.arrayBuffer()),
      type: (d!.httpMetadata?.contentType ?? 'image/jpeg') as CheckedPhoto['type'],
    })),
  );

  const receivedAt = new Date().toISOString();
  const { reference, folder } = await claimReference(env, 'report', receivedAt);
  const all = [...earlier, ...checked.map((c) => ({ bytes: c.bytes, type: c.type }))];
  const photos: StoredPhoto[] = all.map((p, i) => {
    const filename = `foto-${i + 1}.${p.type === 'image/webp' ? 'webp' : 'jpg'}`;
    return { key: `${folder}${filename}`, filename: `${reference}-${filename}`, type: p.type };
  });
  await Promise.all(all.map((p, i) => create(env, photos[i]!.key, p.bytes, { httpMetadata: { contentType: p.type } })));
  const record: ReportRecord = {
    kind: 'report',
    reference,
    receivedAt,
    language: lang,
    values: cleanReport(values),
    photos,
    mail: 'unsent',
    site: new URL(request.url).origin,
  };
  // Every write creates (only if absent): no report can replace another. The marker, leased to this request, comes
  // last: the cron mails a record only once it is whole.
  await createRecord(env, folder, record);
  const now = Date.now();
  await createMarker(env, reference, folder, now);
  const answer = { reference, photos: photos.length };
  if (claimed) {
    // The claim (ours) becomes the answer that a retry with this key gets again.
    const done: KeyState = { state: 'done', fingerprint: claimed.fingerprint, status: 201, body: answer };
    await env.REPORTS.put(`keys/${claimed.key}.json`, JSON.stringify(done));
    if (uploaded.length) await env.REPORTS.delete([...uploaded.map((n) => `drafts/${claimed.key}/${n}`), `draft-slots/${claimed.key}`]);
  }
  // Stored: the visitor hears it arrived now; the e-mail follows (and the cron retries one that fails).
  ctx.waitUntil(mailRecord(env, folder, record, all.map((p) => p.bytes), { folder, leaseUntil: now + leaseMs, attempts: 0 }));
  return answerReport(request, lang, answer);
};

const answerReport = (request: Request, lang: 'nl' | 'en', answer: { reference: string; photos: number }): Response =>
  wantsJson(request) ? json(201, answer) : new Response(null, { status: 303, headers: { Location: thanksPage[lang] } });

// ---- PUT/DELETE /api/schade-melden/<id>/photos/<n> ----

const photoPath = /^\/api\/schade-melden\/([^/]+)\/photos\/([^/]+)$/;

/** A slot number as the island writes it (1–24, no sign, no leading zero, no 0x or 1e1); 0 for anything else. */
const slotNumber = (raw: string): number => {
  const n = /^[1-9]\d?$/.test(raw.trim()) ? Number(raw) : 0;
  return n <= limits.photoSlots ? n : 0;
};

/** A path segment decoded, or null for a malformed %-escape. */
const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const receivePhoto = async (request: Request, env: Env, id: string | null, n: number): Promise<Response> => {
  if (id === null || !reportIdLooksValid(id) || !n) return problem(404, 'not-found');
  if (await env.REPORTS.head(`keys/${id}.json`)) return problem(409, 'already-sent');
  const draft = `drafts/${id}/${n}`;
  if (request.method === 'DELETE') {
    await releaseSlot(env, id, n);
    await env.REPORTS.delete(draft);
    return new Response(null, { status: 204 });
  }
  if (!mediaType(request).startsWith('image/') && mediaType(request) !== 'application/octet-stream') {
    return problem(415, 'unsupported-media-type', { accept: ['image/jpeg', 'image/webp'] });
  }
  const body = await readBody(request, limits.photoBytes);
  if (body instanceof Response) return body;
  const result = checkPhoto(body, limits.photoBytes, limits.photoSide);
  if (typeof result === 'string') return problem(422, 'photo', { photo: result });
  // The slot is reserved in the draft's list with a conditional write: uploads at the same moment cannot pass 8.
  if (!(await reserveSlot(env, id, n, limits.photos))) return problem(422, 'photo', { photo: 'count', max: limits.photos });
  await env.REPORTS.put(draft, result.bytes, {
    httpMetadata: { contentType: result.type },
    customMetadata: { width: String(result.width), height: String(result.height) },
  });
  return json(201, { photo: n, width: result.width, height: result.height, bytes: result.bytes.length });
};

// ---- POST /api/contact ----

const contactTypes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

const receiveMessage = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
  const type = mediaType(request);
  if (!contactTypes.includes(type)) return refuse(request, 415, 'unsupported-media-type', { accept: contactTypes });
  if (foreignCharset(request)) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
  const body = await readBody(request, contactBodyBytes);
  if (body instanceof Response) return body;
  let read: (name: string) => string;
  /** Fields whose JSON value is not a string (a number, a list): invalid, not silently empty. */
  let notText: Partial<Record<string, 'invalid'>> = {};
  try {
    if (type !== 'multipart/form-data') {
      try {
        utf8.decode(body);
      } catch {
        return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
      }
    }
    if (type === 'application/json') {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      const record = new Map(Object.entries(parsed));
      read = (n) => (typeof record.get(n) === 'string' ? (record.get(n) as string) : '');
      notText = Object.fromEntries(
        contactFieldNames.filter((n) => record.has(n) && record.get(n) !== null && typeof record.get(n) !== 'string').map((n) => [n, 'invalid']),
      );
    } else {
      if (type === 'multipart/form-data') {
        const parts = countParts(body, request.headers.get('Content-Type') ?? '', limits.textParts, 0);
        if (!parts) throw new Error('no boundary');
        if (parts.stopped) return refuse(request, 400, 'too-many-parts', { max: limits.textParts });
        if (parts.notUtf8) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
      }
      const form = await parseForm(body, request.headers.get('Content-Type') ?? '');
      read = (n) => text(form, n);
    }
  } catch {
    return refuse(request, 400, 'malformed');
  }
  const lang = formLanguage(request);
  const answer = (reference: string) =>
    wantsJson(request) ? json(201, { reference }) : new Response(null, { status: 303, headers: { Location: thanksPage[lang] } });
  if (read(honeypotName).trim()) return answer(newReference());
  const values = trimAll(contactFieldNames, read);
  const fields = { ...checkContact(values), ...notText };
  if (Object.keys(fields).length) return refuse(request, 422, 'invalid', { fields });
  const receivedAt = new Date().toISOString();
  const { reference, folder } = await claimReference(env, 'message', receivedAt);
  const record: MessageRecord = { kind: 'message', reference, receivedAt, language: lang, values, photos: [], mail: 'unsent' };
  await createRecord(env, folder, record);
  const now = Date.now();
  await createMarker(env, reference, folder, now);
  ctx.waitUntil(mailRecord(env, folder, record, [], { folder, leaseUntil: now + leaseMs, attempts: 0 }));
  return answer(reference);
};

// ---- GET /api/foto/…: a photo by its signed link in the garage's e-mail (worker/links.ts) ----

const servePhoto = async (request: Request, env: Env): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return problem(405, 'method-not-allowed', {}, { Allow: 'GET, HEAD' });
  const key = await verifiedPhotoKey(env, new URL(request.url));
  const object = key ? await env.REPORTS.get(key) : null;
  if (!key || !object) return problem(404, 'not-found');
  const type = object.httpMetadata?.contentType === 'image/webp' ? 'image/webp' : 'image/jpeg';
  const name = key.split('/').slice(-2).join('-');
  return new Response(request.method === 'HEAD' ? null : object.body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(object.size),
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    },
  });
};

// ---- routing ----

const routes: Record<string, { methods: string[]; handle: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> }> = {
  '/api/schade-melden': { methods: ['POST'], handle: receiveReport },
  '/api/contact': { methods: ['POST'], handle: receiveMessage },
};

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/')) return env.ASSETS.fetch(request);
    if (pathname.startsWith('/api/foto/')) return servePhoto(request, env);
    const photo = photoPath.exec(pathname);
    const route = routes[pathname];
    const methods = photo ? ['PUT', 'DELETE'] : route?.methods;
    if (!methods) return problem(404, 'not-found');
    if (!methods.includes(request.method)) return problem(405, 'method-not-allowed', {}, { Allow: methods.join(', ') });
    if (foreignOrigin(request)) return refuse(request, 403, 'foreign-origin');
    if (await rateLimited(photo ? env.UPLOAD_LIMIT : env.RATE_LIMIT, request)) {
      // With Retry-After for the island and for a browser without JavaScript alike; the page says to wait a minute.
      return refuse(request, 429, 'rate-limited', { retryAfter: retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
    }
    try {
      if (photo) return await receivePhoto(request, env, decoded(photo[1]!), slotNumber(photo[2]!));
      return await route!.handle(request, env, ctx);
    } catch (error) {
      // Storage failed: the visitor keeps everything and is told to try again or call. One log line, no visitor text.
      logEvent('error', 'exception', { route: photo ? 'photo' : pathname, method: request.method, cause: causeOf(error) });
      return refuse(request, 503, 'unavailable', {}, { 'Retry-After': '30' });
    }
  },

  async scheduled(_controller, env, ctx): Promise<void> {
    ctx.waitUntil(
      Promise.all([sendUnsent(env), deleteStaleDrafts(env)]).then(
        () => undefined,
        (error: unknown) => logEvent('error', 'cron-failed', { cause: causeOf(error) }),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
