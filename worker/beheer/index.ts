/**
 * The back office (issue 36, docs/beheer.md): every /beheer, /beheer/* and /api/beheer/* request is checked by
 * worker/beheer/access.ts first (403, the same for every reason), then a state-changing request by its Origin (403), then
 * routed. Server-rendered HTML, plain forms, no script.
 *
 *   GET  /beheer                                   the list                 list.ts
 *   GET  /beheer/stijl.css                         the stylesheet           page.ts
 *   GET  /beheer/<reference>                       a job                    job.ts
 *   GET  /beheer/<reference>/verwijderen           the delete confirmation  job.ts
 *   GET  /api/beheer/jobs                          the list as JSON         list.ts
 *   GET  /api/beheer/jobs/<reference>/photos/<n>   a photo, from R2
 *   POST /api/beheer/jobs/<reference>/<action>     status, promised, note, reply, delete   actions.ts
 */
import type { Env } from '../env';
import { accessUser } from './access';
import { causeOf, logEvent } from '../log';
import { jobByReference } from '../store/jobs';
import { act, readRecord } from './actions';
import { deletePage, jobPage } from './job';
import { listJobs, listPage, readQuery } from './list';
import { backOfficeHeaders, notice, refused, stylesheet } from './page';

export const isBackOffice = (pathname: string) => pathname === '/beheer' || pathname.startsWith('/beheer/') || pathname === '/api/beheer' || pathname.startsWith('/api/beheer/');

const reference = '(DV-[0-9A-Z]{4}-[0-9A-Z]{4})';
const jobPath = new RegExp(`^/beheer/${reference}(/verwijderen)?$`);
const photoPath = new RegExp(`^/api/beheer/jobs/${reference}/photos/([1-9])$`);
const actionPath = new RegExp(`^/api/beheer/jobs/${reference}/(status|promised|note|reply|delete)$`);

export const serveBackOffice = async (request: Request, env: Env): Promise<Response> => {
  const user = await accessUser(request, env);
  if (!user) return refused();
  try {
    return await route(request, env, user);
  } catch (error) {
    // D1 or R2 failed: nothing was half-saved that the page would hide (each change is one statement), try again.
    logEvent('error', 'back-office-failed', { cause: causeOf(error) });
    return notice(503, 'Even niet beschikbaar', 'De index (D1) of de opslag (R2) antwoordt nu niet. Probeer het over een minuut opnieuw.', '/beheer', user);
  }
};

const route = async (request: Request, env: Env, user: string): Promise<Response> => {
  const url = new URL(request.url);
  const { pathname } = url;
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (!reading && request.headers.get('Origin') !== url.origin) return refused();
  if (pathname === '/beheer/stijl.css' && reading) {
    return new Response(stylesheet, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
  }
  const db = env.DB;
  if (!db) return notice(503, 'Geen index', 'De D1-database (binding DB) ontbreekt in deze Worker.', '/beheer', user);
  if (pathname === '/beheer' && reading) return listPage(db, url, user);
  if (pathname === '/api/beheer/jobs' && reading) {
    const list = await listJobs(db, readQuery(url));
    return new Response(JSON.stringify(list), { headers: { ...backOfficeHeaders, 'Content-Type': 'application/json; charset=utf-8' } });
  }
  const job = jobPath.exec(pathname) ?? photoPath.exec(pathname) ?? actionPath.exec(pathname);
  const row = job ? await jobByReference(db, job[1]!) : null;
  if (!job || !row) return notice(404, 'Niet gevonden', 'Deze aanvraag bestaat niet (meer).', '/beheer', user);
  if (jobPath.test(pathname) && reading) {
    if (job[2]) return deletePage(row, user);
    if (!row.opened_at) await db.prepare('UPDATE jobs SET opened_at = ? WHERE reference = ? AND opened_at IS NULL').bind(new Date().toISOString(), row.reference).run();
    return jobPage(db, row, await readRecord(env, row), user, url);
  }
  if (photoPath.test(pathname) && reading) {
    const record = await readRecord(env, row);
    const photo = record?.photos[Number(job[2]) - 1];
    const object = photo ? await env.REPORTS.get(photo.key) : null;
    if (!object || !photo) return notice(404, 'Niet gevonden', 'Deze foto bestaat niet (meer).', `/beheer/${row.reference}`, user);
    return new Response(object.body, {
      headers: { 'Content-Type': photo.type, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" },
    });
  }
  if (actionPath.test(pathname) && request.method === 'POST') return act(job[2]!, request, env, db, row, user);
  return notice(405, 'Niet toegestaan', 'Deze pagina kent deze methode niet.', '/beheer', user);
};
