/**
 * GET /api/kenteken/<plate>: the car behind a Dutch kenteken (worker/rdw.ts), for the island that shows it under the
 * plate. 200 with a `Vehicle` (src/lib/appointment-fields.ts), 404 `not-found` (the RDW does not know it, or it is no
 * Dutch plate: then the RDW is not asked), 503 `unavailable` (the RDW slow, failing or unreadable), always within
 * about 1.5 s. The router has checked the origin and the route's own rate limit (PLATE_LIMIT); a request another site's
 * page made (Sec-Fetch-Site cross-site or same-site) is refused too, so no other page uses us as its RDW proxy.
 */
import { normalisePlate } from '../../src/lib/kenteken';
import type { Env } from '../env';
import { json, problem } from '../http';
import { lookupVehicle } from '../rdw';
import { clientKey } from '../limits/client-key';

export const platePath = /^\/api\/kenteken\/([^/]{1,40})$/;

/** Answers of this route are the visitor's own lookups: never stored by a shared cache. */
const privateNoStore = { 'Cache-Control': 'private, no-store' };

export const lookupPlate = async (request: Request, env: Env): Promise<Response> => {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') return problem(403, 'foreign-origin', {}, privateNoStore);
  const raw = platePath.exec(new URL(request.url).pathname)?.[1] ?? '';
  let typed: string;
  try {
    typed = decodeURIComponent(raw);
  } catch {
    return problem(404, 'not-found', {}, privateNoStore);
  }
  const plate = normalisePlate(typed);
  if (!plate) return problem(404, 'not-found', {}, privateNoStore);
  // Beyond the /64 the router counted: an IPv6 /48 (one site's network, 65,536 /64s) shares one limit (G4).
  const key = clientKey(request);
  if (key.endsWith('::/64') && !(await env.PLATE_LIMIT.limit({ key: `${key.split(':').slice(0, 3).join(':')}::/48` })).success) {
    return problem(429, 'rate-limited', { retryAfter: 60 }, { ...privateNoStore, 'Retry-After': '60' });
  }
  const answer = await lookupVehicle(env, plate);
  if (answer.lookup === 'found') return json(200, answer.car, privateNoStore);
  return answer.lookup === 'not-found'
    ? problem(404, 'not-found', {}, privateNoStore)
    : problem(503, 'unavailable', {}, { ...privateNoStore, 'Retry-After': '60' });
};
