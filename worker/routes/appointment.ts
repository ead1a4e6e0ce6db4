/**
 * POST /api/afspraak: an appointment request (issue 27), urlencoded (the island, and the form without JavaScript) or
 * multipart. The same receiver rules as the report and the message: the router has checked origin and rate limit;
 * here media type, size, charset, the fields by the shared rules (src/lib/appointment-rules.ts, 422 with a code per
 * field), the honeypot, Idempotency-Key (worker/store/idempotency.ts), create-only writes, the unsent marker and its lease.
 * The car is looked up again on arrival (worker/rdw.ts: the same cache and time limit; a request is never refused for
 * want of car data) and stored with the request as `appointments/<yyyy>/<mm>/<dd>/<reference>/verzoek.json`.
 */
import { appointmentFieldNames, workIds } from '../../src/lib/appointment-fields';
import { checkAppointment, cleanAppointment, wantsApkReminder, type AppointmentValues } from '../../src/lib/appointment-rules';
import { signUp } from '../apk-reminder/send';
import { emailLooksValid, honeypotName, reportIdLooksValid } from '../../src/lib/form-rules';
import { admit } from '../limits/admit';
import { confirm, honeypotConfirms, maskAddress, planConfirmation } from '../mail/confirmation';
import { thanksLocation } from '../pages/thanks';
import type { AppointmentRecord, CarState } from '../mail/appointment';
import type { Env } from '../env';
import { escapesAreUtf8, formLanguage, json, mediaType, parseForm, wantsJson } from '../http';
import { derivedKey, finishKey, oncePerKey, type Claimed } from '../store/idempotency';
import { countParts, utf8 } from '../multipart';
import { lookupVehicle, type PlateAnswer } from '../rdw';
import { appointmentThanks, foreignCharset, newReference, readBody, refuse, text } from '../respond';
import { openJob } from '../store/jobs';
import { claimReference, createRecord } from '../store/records';
import { createMarker, leaseMs, mailRecord } from '../store/unsent';

const appointmentBodyBytes = 100_000;
const appointmentTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** Every field once, `work` up to 10 times, `days` up to 20 and `weekdays` 5, the honeypot: room to spare. */
const maxParts = 80;

const listFields = new Set(['work', 'days', 'weekdays']);

/** `confirmationTo`: the masked address a confirmation goes to; absent when none goes. */
type Answer = { reference: string; confirmationTo?: string };

/** The work asked, for the thank-you page's "what you sent" (ids only, in the contract's order; the page says them in words). */
const workOf = (form: FormData): string => {
  const asked = form.getAll('work');
  return workIds.filter((id) => asked.includes(id)).join(',');
};

const answerAppointment = (request: Request, lang: 'nl' | 'en', answer: Answer, form: FormData): Response =>
  wantsJson(request)
    ? json(201, answer)
    : new Response(null, { status: 303, headers: { Location: thanksLocation(lang, answer.reference, appointmentThanks, { work: workOf(form) }) } });

export const receiveAppointment = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
  const type = mediaType(request);
  if (!appointmentTypes.includes(type)) return refuse(request, 415, 'unsupported-media-type', { accept: appointmentTypes });
  if (foreignCharset(request)) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
  const body = await readBody(request, appointmentBodyBytes);
  if (body instanceof Response) return body;
  const contentType = request.headers.get('Content-Type') ?? '';
  let form: FormData;
  try {
    if (type === 'multipart/form-data') {
      const parts = countParts(body, contentType, maxParts, 0);
      if (!parts) throw new Error('no boundary');
      if (parts.stopped || parts.fields > maxParts) return refuse(request, 400, 'too-many-parts', { max: maxParts });
      if (parts.notUtf8) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
      if (parts.files > 0) return refuse(request, 400, 'malformed');
    } else {
      let decoded: string;
      try {
        decoded = utf8.decode(body);
      } catch {
        return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
      }
      if (!escapesAreUtf8(decoded)) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
    }
    form = await parseForm(body, contentType);
  } catch {
    return refuse(request, 400, 'malformed');
  }
  // A urlencoded body's pairs are not counted before parsing; 100 KB of `a=&` makes at most ~33,000, parsed in ms.
  if ([...form.keys()].length > maxParts) return refuse(request, 400, 'too-many-parts', { max: maxParts });
  const lang = formLanguage(request);
  if (text(form, honeypotName).trim()) {
    // Like a real answer, confirmation included; nothing is stored or sent.
    const email = text(form, 'email').trim();
    return answerAppointment(request, lang, { reference: newReference(), ...(emailLooksValid(email) && honeypotConfirms(env, request) ? { confirmationTo: maskAddress(email) } : {}) }, form);
  }

  const sent = request.headers.get('Idempotency-Key');
  if (sent !== null && !reportIdLooksValid(sent)) return refuse(request, 400, 'idempotency-key');
  const key = sent ?? (wantsJson(request) ? null : await derivedKey(request, form));
  if (!key) return storeAppointment(request, env, ctx, form, lang, null);
  return oncePerKey(request, env, key, form, (done) => answerAppointment(request, lang, done as Answer, form), (claimed) =>
    storeAppointment(request, env, ctx, form, lang, claimed),
  );
};

const readValues = (form: FormData): AppointmentValues => {
  const strings = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string');
  return Object.fromEntries(appointmentFieldNames.map((n) => [n, listFields.has(n) ? strings(n) : text(form, n)])) as AppointmentValues;
};

/** Today at the server (UTC): the rules allow a day either side of it for the visitor's time zone. */
const serverToday = () => new Date().toISOString().slice(0, 10);

const storeAppointment = async (
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  form: FormData,
  lang: 'nl' | 'en',
  claimed: Claimed | null,
): Promise<Response> => {
  const values = readValues(form);
  const fields = checkAppointment(values, serverToday());
  if (Object.keys(fields).length) return refuse(request, 422, 'invalid', { fields });
  const clean = cleanAppointment(values);
  const admitted = await admit(request, env, ctx, 'appointment');
  if (admitted instanceof Response) return admitted;
  // The car, as the island showed it: only a Dutch plate is asked, and only the plate goes to the RDW.
  const found: PlateAnswer | null = clean.plateOrigin === 'nl' ? await lookupVehicle(env, clean.licensePlate) : null;
  const carLookup: CarState = found ? found.lookup : 'not-asked';

  const receivedAt = new Date().toISOString();
  const { reference, folder } = await claimReference(env, 'appointment', receivedAt);
  const record: AppointmentRecord = {
    kind: 'appointment',
    reference,
    receivedAt,
    language: lang,
    values: clean,
    car: found?.car ?? null,
    carLookup,
    photos: [],
    mail: 'unsent',
    site: new URL(request.url).origin,
  };
  await createRecord(env, folder, record);
  const now = Date.now();
  await createMarker(env, reference, folder, now);
  // The status link (so the confirmation carries it) and the back office's index row (worker/store/jobs.ts): never throws.
  await openJob(env, ctx, folder, record);
  // The customer's confirmation, claimed now (the answer says where it goes) and sent after the answer.
  const recordKey = `${folder}verzoek.json`;
  const confirmationTo = await planConfirmation(env, record, recordKey, now, admitted.solved);
  const answer: Answer = { reference, ...(confirmationTo ? { confirmationTo } : {}) };
  if (claimed) await finishKey(env, claimed, answer);
  ctx.waitUntil(mailRecord(env, folder, record, [], { folder, leaseUntil: now + leaseMs, attempts: 0 }));
  if (confirmationTo) ctx.waitUntil(confirm(env, record, { key: recordKey, leaseUntil: now + leaseMs, attempts: 0 }));
  // The APK reminder's box (issue 39): one more mail, asking to confirm; booking the APK now counts as reminded of it.
  if (wantsApkReminder(clean) && clean.email) {
    const remindedFor = clean.work.includes('apk') ? (found?.car?.apkExpires ?? null) : null;
    ctx.waitUntil(signUp(env, { plate: clean.licensePlate, email: clean.email, language: lang, source: 'afspraak', site: new URL(request.url).origin, remindedFor }, now));
  }
  return answerAppointment(request, lang, answer, form);
};

