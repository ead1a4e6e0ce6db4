/**
 * The APK reminder's routes (issue 39; worker/apk-reminder/ holds the store, the mails and the daily pass):
 *
 *   POST /api/apk-herinnering              the sign-up page: licensePlate, email (urlencoded or multipart). The island
 *                                          gets 202 JSON, a browser without JavaScript a 303 to the "check your
 *                                          e-mail" page; the same answer whether or not a mail goes (no probing).
 *   POST /api/apk-herinnering/bevestigen   t = the confirm link's token: 303 to the confirmed page (with an
 *                                          unsubscribe link) or to the "link no longer valid" page
 *   POST /api/apk-herinnering/afmelden     t (query or body): deletes the subscription at once. RFC 8058 one-click
 *                                          (body `List-Unsubscribe=One-Click`, from a mail program) gets 200 text;
 *                                          the page's button a 303 to the done page.
 *   GET  /apk-herinnering/bevestigen?t=…, /afmelden?t=…, /bevestigd?t=… (and /en/mot-reminder/…): the static page with
 *                                          the token filled into its form (or its unsubscribe link) by HTMLRewriter.
 *                                          A GET never changes anything: mail scanners open links.
 */
import { apkReminderPages, apkSignUpFieldNames, apkSignUpProblem, tokenPattern, type ApkReminderStep } from '../../src/lib/apk-reminder';
import { cleanField, cleanPlate, collect, honeypotName } from '../../src/lib/form-rules';
import { admit } from '../limits/admit';
import { signUp } from '../apk-reminder/send';
import { confirmSubscription, readSubscription, unsubscribe } from '../apk-reminder/store';
import type { Env } from '../env';
import { escapesAreUtf8, foreignOrigin, formLanguage, json, mediaType, parseForm, problem, wantsJson } from '../http';
import { utf8 } from '../multipart';
import { foreignCharset, readBody, refuse, text } from '../respond';

const bodyBytes = 10_000;
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
const step = (lang: 'nl' | 'en', name: ApkReminderStep, token?: string) => `${apkReminderPages[lang][name]}${token ? `?t=${token}` : ''}`;

/** The form's fields, or the refusal. A small body: two fields, a token, the honeypot. */
const readForm = async (request: Request): Promise<FormData | Response> => {
  const type = mediaType(request);
  if (!formTypes.includes(type)) return refuse(request, 415, 'unsupported-media-type', { accept: formTypes });
  if (foreignCharset(request)) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
  const body = await readBody(request, bodyBytes);
  if (body instanceof Response) return body;
  try {
    if (type !== 'multipart/form-data' && !escapesAreUtf8(utf8.decode(body))) return refuse(request, 415, 'unsupported-charset', { accept: ['utf-8'] });
    return await parseForm(body, request.headers.get('Content-Type') ?? '');
  } catch {
    return refuse(request, 400, 'malformed');
  }
};

/** POST /api/apk-herinnering */
export const receiveApkSignUp = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const lang = formLanguage(request);
  const answer = () => (wantsJson(request) ? json(202, { status: 'check-your-email' }) : seeOther(step(lang, 'sent')));
  // A bot: the same answer, nothing stored or sent.
  if (text(form, honeypotName).trim()) return answer();
  const fields = collect(apkSignUpFieldNames, (n) => apkSignUpProblem(n, text(form, n)));
  if (Object.keys(fields).length) return refuse(request, 422, 'invalid', { fields });
  // A post without a solved challenge (no JavaScript) still gets its one opt-in mail, within the tighter budgets that
  // admit() gives unsolved posts: the mail holds fixed words and the plate as a Dutch plate only (docs/apk-reminder.md).
  const turnedAway = await admit(request, env, ctx, 'apk-reminder');
  if (turnedAway instanceof Response) return turnedAway;
  const plate = cleanPlate(cleanField('licensePlate', text(form, 'licensePlate')), 'nl')!;
  const email = cleanField('email', text(form, 'email'));
  ctx.waitUntil(signUp(env, { plate, email, language: lang, source: 'aanmelding', site: new URL(request.url).origin }));
  return answer();
};

/** POST /api/apk-herinnering/bevestigen */
export const confirmApkReminder = async (request: Request, env: Env): Promise<Response> => {
  if (foreignOrigin(request)) return refuse(request, 403, 'foreign-origin');
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const token = text(form, 't');
  const lang = await languageOf(env, token, request);
  const done = await confirmSubscription(env.REPORTS, token);
  return seeOther(done ? step(lang, 'confirmed', done.unsubscribe) : step(lang, 'invalid'));
};

/** POST /api/apk-herinnering/afmelden: the page's button, or a mail program's one-click POST (RFC 8058). */
export const unsubscribeApkReminder = async (request: Request, env: Env): Promise<Response> => {
  if (foreignOrigin(request)) return refuse(request, 403, 'foreign-origin');
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const token = new URL(request.url).searchParams.get('t') ?? text(form, 't');
  const oneClick = text(form, 'List-Unsubscribe') === 'One-Click';
  const lang = await languageOf(env, token, request);
  const result = await unsubscribe(env.REPORTS, token);
  if (oneClick) return result === 'invalid' ? problem(404, 'not-found') : new Response('Unsubscribed.\n', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return seeOther(step(lang, result === 'invalid' ? 'invalid' : 'unsubscribed'));
};

/** The subscription's own language for the page after a link; the page's otherwise. */
const languageOf = async (env: Env, token: string, request: Request): Promise<'nl' | 'en'> => {
  if (tokenPattern.test(token)) {
    const found = await readSubscription(env.REPORTS, token.split('.')[0]!).catch(() => null);
    if (found) return found.sub.language;
  }
  return formLanguage(request);
};

/** The pages whose form (or link) carries a token from the query. */
const linkPages = new Set<string>((['nl', 'en'] as const).flatMap((l) => [apkReminderPages[l].confirm, apkReminderPages[l].unsubscribe, apkReminderPages[l].confirmed]));

export const isApkLinkPage = (pathname: string): boolean => linkPages.has(pathname);

/** The static page with `t` filled in (a hidden field, or the unsubscribe link), when it has a token's shape. */
export const serveApkLinkPage = async (request: Request, assets: Fetcher): Promise<Response> => {
  const url = new URL(request.url);
  const response = await assets.fetch(request);
  const token = url.searchParams.get('t') ?? '';
  if (request.method !== 'GET' || !response.ok || !tokenPattern.test(token)) return response;
  const lang = url.pathname.startsWith('/en/') ? 'en' : 'nl';
  const filled = new HTMLRewriter()
    .on('input[name="t"]', { element: (el) => void el.setAttribute('value', token) })
    .on('[data-unsubscribe-link]', {
      element(el) {
        el.setAttribute('href', step(lang, 'unsubscribe', token));
        el.removeAttribute('hidden');
      },
    })
    .transform(response);
  const headers = new Headers(filled.headers);
  // A page holding a token: never kept by a cache, never sent on as a Referer to another site. (Not `no-referrer`:
  // a browser then posts the page's form with `Origin: null`, which the route refuses as another site's.)
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Referrer-Policy', 'same-origin');
  return new Response(filled.body, { status: filled.status, headers });
};
