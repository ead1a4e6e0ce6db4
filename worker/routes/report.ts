/** POST /api/schade-melden: a damage report (multipart: the fields, photos as `photos`; earlier uploads by number in `uploaded`). */
import { checkReport, cleanField, cleanReport, emailLooksValid, honeypotName, limits, reportFieldNames, reportIdLooksValid, trimAll } from '../../src/lib/form-rules';
import type { Env } from '../env';
import { formLanguage, json, mediaType, parseForm, wantsJson } from '../http';
import { derivedKey, finishKey, oncePerKey, type Claimed } from '../store/idempotency';
import { refundDraftBytes } from '../limits/draft-budget';
import { reencode, type PhotoProblem } from '../photos/codec';
import { holdPhoto } from '../photos/held';
import { causeOf, logEvent } from '../log';
import type { ReportRecord, StoredPhoto } from '../mail/garage';
import { admit } from '../limits/admit';
import { countParts } from '../multipart';
import { lookupVehicle } from '../rdw';
import { receivedPage } from '../pages/received';
import { foreignCharset, named, newReference, pageHeaders, readBody, refuse, text } from '../respond';
import { openJob } from '../store/jobs';
import { claimReference, create, createRecord } from '../store/records';
import { createMarker, leaseMs, mailRecord } from '../store/unsent';
import { confirm, honeypotConfirms, maskAddress, planConfirmation } from '../mail/confirmation';
import { thanksLocation } from '../pages/thanks';
import { slotNumber } from './photo-upload';

/** `confirmationTo`: the masked address a confirmation goes to; absent when none goes. */
type Answer = { reference: string; photos: number; confirmationTo?: string };

/** A left-out file's name as kept and shown: one line, without invisible or bidi characters (red team G11). */
const leftOutName = (name: string) => cleanField('file', name).slice(0, 100) || '(zonder naam)';

/** The latest damage date the server accepts: today where the visitor may be (up to UTC+14). */
const latestDamageDate = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

const answerReport = (request: Request, lang: 'nl' | 'en', answer: Answer): Response =>
  wantsJson(request)
    ? json(201, answer)
    : new Response(null, { status: 303, headers: { Location: thanksLocation(lang, answer.reference, undefined, { photos: String(answer.photos) }) } });

/** What the honeypot answers: the shape of a real answer (Answer), with the photos counted as the report would count them. */
const honeypotAnswer = (form: FormData): Answer => {
  const files = form.getAll('photos').filter((f) => typeof f !== 'string' && f.size > 0).length;
  const uploaded = new Set(text(form, 'uploaded').split(',').map(slotNumber).filter((n) => n > 0)).size;
  return { reference: newReference(), photos: Math.min(limits.photos, files + uploaded) };
};

/**
 * The report's body, its parts counted, parsed into a form; or the answer that refuses it. In a function of its own,
 * so the raw body (up to 40 MB) is no longer reachable once it is parsed: a Worker has 128 MB.
 */
const readForm = async (request: Request): Promise<FormData | Response> => {
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
  try {
    return await parseForm(body, contentType);
  } catch {
    return refuse(request, 400, 'malformed');
  }
};

export const receiveReport = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
  if (mediaType(request) !== 'multipart/form-data') return refuse(request, 415, 'unsupported-media-type', { accept: ['multipart/form-data'] });
  if (foreignCharset(request)) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const lang = formLanguage(request);
  if (text(form, honeypotName).trim()) {
    // Like a real answer (worker/mail/confirmation.ts's confirmation and the photos it sent included); nothing is stored or sent.
    const email = text(form, 'email').trim();
    const to = emailLooksValid(email) && honeypotConfirms(env, request) ? { confirmationTo: maskAddress(email) } : {};
    return answerReport(request, lang, { ...honeypotAnswer(form), ...to });
  }

  const sent = request.headers.get('Idempotency-Key');
  if (sent !== null && !reportIdLooksValid(sent)) return refuse(request, 400, 'idempotency-key');
  const key = sent ?? (wantsJson(request) ? null : await derivedKey(request, form));
  if (!key) return storeReport(request, env, ctx, form, lang, null);
  return oncePerKey(request, env, key, form, (done) => answerReport(request, lang, done as Answer), (claimed) =>
    storeReport(request, env, ctx, form, lang, claimed),
  );
};

const storeReport = async (
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  form: FormData,
  lang: 'nl' | 'en',
  claimed: Claimed | null,
): Promise<Response> => {
  const key = claimed?.key ?? null;
  const values = trimAll(reportFieldNames, (n) => text(form, n));
  const fields = checkReport(values, latestDamageDate());
  if (Object.keys(fields).length) return refuse(request, 422, 'invalid', { fields });
  const cleaned = cleanReport(values);
  // The car behind a Dutch plate, asked while the photos are checked (worker/rdw.ts: never throws, within ~1.5 s).
  const car = cleaned.plateOrigin === 'nl' ? lookupVehicle(env, cleaned.licensePlate) : null;

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
  // Each photo decoded and encoded again (worker/photos/codec.ts): a JPEG, or why the file is no photo, or the
  // binding failed (`unavailable`: the original is kept aside for the cron once the report has its reference).
  const checked: ({ bytes: Uint8Array } | { held: Uint8Array })[] = [];
  // One photo at a time, each let go once encoded (the form's copy too): a report of 40 MB is held about twice at
  // most, never three times (a Worker has 128 MB).
  form.delete('photos');
  for (let file = files.shift(); file; file = files.shift()) {
    const original = new Uint8Array(await file.arrayBuffer());
    const result = await reencode(env.IMAGES, original, limits.photoBytes, limits.photoSide);
    if (result === 'unavailable') checked.push({ held: original });
    else if (typeof result === 'string') refused.push([file.name, result]);
    else checked.push({ bytes: result.bytes });
  }
  // Without JavaScript, a file that is no photo or is over a limit is left out and named on the page after sending:
  // the report still arrives. The island prepares its photos itself and hears 422 with the names, as before.
  if (refused.length && wantsJson(request)) return refuse(request, 422, 'photos', { photos: named(refused) });
  const leftOut = Object.keys(named(refused)).map(leftOutName);
  const drafts = await Promise.all(uploaded.map((n) => env.REPORTS.get(`drafts/${key}/${n}`)));
  const missing = uploaded.filter((_, i) => !drafts[i]);
  if (missing.length) return refuse(request, 422, 'photos-missing', { missing });
  // Drafts were re-encoded when they were uploaded (worker/routes/photo-upload.ts).
  const earlier = await Promise.all(drafts.map(async (d) => ({ bytes: new Uint8Array(await d!.arrayBuffer()) })));

  const admitted = await admit(request, env, ctx, 'report');
  if (admitted instanceof Response) return admitted;
  const receivedAt = new Date().toISOString();
  const { reference, folder } = await claimReference(env, 'report', receivedAt);
  const all = [...earlier, ...checked];
  const photos: StoredPhoto[] = all.map((p, i) => {
    const filename = `foto-${i + 1}.jpg`;
    return { key: `${folder}${filename}`, filename: `${reference}-${filename}`, type: 'image/jpeg', ...('held' in p ? { held: true } : {}) };
  });
  await Promise.all(
    all.map((p, i) =>
      'held' in p
        ? holdPhoto(env, reference, i + 1, folder, photos[i]!.filename, p.held)
        : create(env, photos[i]!.key, p.bytes, { httpMetadata: { contentType: 'image/jpeg' } }),
    ),
  );
  const record: ReportRecord = {
    kind: 'report',
    reference,
    receivedAt,
    language: lang,
    values: cleaned,
    ...(car ? await car.then((c) => ({ car: c.car, carLookup: c.lookup })) : { car: null, carLookup: 'not-asked' as const }),
    photos,
    mail: 'unsent',
    site: new URL(request.url).origin,
    ...(leftOut.length ? { leftOut } : {}),
  };
  // Every write creates (only if absent): no report can replace another. The marker, leased to this request, comes
  // last: the cron mails a record only once it is whole.
  await createRecord(env, folder, record);
  const now = Date.now();
  await createMarker(env, reference, folder, now);
  // The status link (so the confirmation carries it) and the back office's index row (worker/store/jobs.ts): never throws.
  await openJob(env, ctx, folder, record);
  // The customer's confirmation, claimed now (the answer says where it goes) and sent after the answer.
  const confirmationTo = await planConfirmation(env, record, `${folder}melding.json`, now, admitted.solved);
  const answer: Answer = { reference, photos: photos.length, ...(confirmationTo ? { confirmationTo } : {}) };
  if (claimed) {
    await finishKey(env, claimed, answer);
    if (uploaded.length) {
      await env.REPORTS.delete([...uploaded.map((n) => `drafts/${claimed.key}/${n}`), `draft-slots/${claimed.key}`]);
      // Collected: their bytes no longer count against the day's draft budget of whoever uploaded them.
      ctx.waitUntil(refundDraftBytes(env, drafts).catch((error: unknown) => logEvent('warn', 'draft-budget-failed', { cause: causeOf(error) })));
    }
  }
  // Stored: the visitor hears it arrived now; the e-mail follows (and the cron retries one that fails).
  ctx.waitUntil(mailRecord(env, folder, record, all.map((p) => ('held' in p ? new Uint8Array(0) : p.bytes)), { folder, leaseUntil: now + leaseMs, attempts: 0 }));
  if (confirmationTo) ctx.waitUntil(confirm(env, record, { key: `${folder}melding.json`, leaseUntil: now + leaseMs, attempts: 0 }));
  if (leftOut.length) {
    return new Response(receivedPage(lang, reference, leftOut, confirmationTo), { status: 200, headers: pageHeaders });
  }
  return answerReport(request, lang, answer);
};
