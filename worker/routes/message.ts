/** POST /api/contact: a contact message (JSON, urlencoded or multipart). */
import { checkContact, contactFieldNames, emailLooksValid, honeypotName, limits, trimAll } from '../../src/lib/form-rules';
import type { Env } from '../env';
import { escapesAreUtf8, formLanguage, json, mediaType, parseForm, wantsJson } from '../http';
import type { MessageRecord } from '../mail/garage';
import { admit } from '../limits/admit';
import { derivedKey, finishKey, oncePerKey, type Claimed } from '../store/idempotency';
import { countParts, utf8 } from '../multipart';
import { foreignCharset, newReference, readBody, refuse, text } from '../respond';
import { openJob } from '../store/jobs';
import { claimReference, createRecord } from '../store/records';
import { createMarker, leaseMs, mailRecord } from '../store/unsent';
import { confirm, honeypotConfirms, maskAddress, planConfirmation } from '../mail/confirmation';
import { thanksLocation } from '../pages/thanks';

const contactBodyBytes = 100_000;
const contactTypes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export const receiveMessage = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
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
      let decoded: string;
      try {
        decoded = utf8.decode(body);
      } catch {
        return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
      }
      if (type === 'application/x-www-form-urlencoded' && !escapesAreUtf8(decoded)) {
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
  // `confirmationTo`: the masked address a confirmation goes to; absent when none goes.
  const answer = (reference: string, confirmationTo: string | null) =>
    wantsJson(request)
      ? json(201, { reference, ...(confirmationTo ? { confirmationTo } : {}) })
      : new Response(null, { status: 303, headers: { Location: thanksLocation(lang, reference) } });
  if (read(honeypotName).trim()) {
    // Like a real answer, confirmation included; nothing is stored or sent.
    const email = read('email').trim();
    return answer(newReference(), emailLooksValid(email) && honeypotConfirms(env, request) ? maskAddress(email) : null);
  }
  const values = trimAll(contactFieldNames, read);
  const fields = { ...checkContact(values), ...notText };
  if (Object.keys(fields).length) return refuse(request, 422, 'invalid', { fields });
  const store = async (claimed: Claimed | null): Promise<Response> => {
    const admitted = await admit(request, env, ctx, 'message');
    if (admitted instanceof Response) return admitted;
    const receivedAt = new Date().toISOString();
    const { reference, folder } = await claimReference(env, 'message', receivedAt);
    const record: MessageRecord = { kind: 'message', reference, receivedAt, language: lang, values, photos: [], mail: 'unsent', site: new URL(request.url).origin };
    await createRecord(env, folder, record);
    const now = Date.now();
    await createMarker(env, reference, folder, now);
    // The status link (so the confirmation carries it) and the back office's index row (worker/store/jobs.ts): never throws.
    await openJob(env, ctx, folder, record);
    const key = `${folder}bericht.json`;
    const confirmationTo = await planConfirmation(env, record, key, now, admitted.solved);
    if (claimed) await finishKey(env, claimed, { reference });
    ctx.waitUntil(mailRecord(env, folder, record, [], { folder, leaseUntil: now + leaseMs, attempts: 0 }));
    if (confirmationTo) ctx.waitUntil(confirm(env, record, { key, leaseUntil: now + leaseMs, attempts: 0 }));
    return answer(reference, confirmationTo);
  };
  if (wantsJson(request)) return store(null);
  // Without JavaScript: a double submit gets the first answer (worker/store/idempotency.ts, derivedKey).
  const form = new FormData();
  for (const name of contactFieldNames) form.append(name, values[name]);
  return oncePerKey(request, env, await derivedKey(request, form), form, (done) => answer(done.reference, null), store);
};
