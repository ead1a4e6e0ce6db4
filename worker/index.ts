/**
 * The receiver: the one piece of code behind the static site, on the same origin. Cloudflare Workers serves dist/ as
 * static assets and runs this Worker only for /api/* (wrangler.jsonc: run_worker_first), so no page request runs code.
 * This file is the router; each route is a module in worker/routes/ (docs/receiver.md describes them all):
 *
 *   POST   /api/schade-melden                        a damage report             routes/report.ts
 *   PUT    /api/schade-melden/<report id>/photos/<n>  one photo, uploaded early   routes/photo-upload.ts
 *   DELETE /api/schade-melden/<report id>/photos/<n>  that photo removed again    routes/photo-upload.ts
 *   POST   /api/contact                               a contact message           routes/message.ts
 *   POST   /api/afspraak                              an appointment request      routes/appointment.ts
 *   GET    /api/kenteken/<plate>                      the car behind a kenteken   routes/plate.ts
 *   GET    /api/foto/…                                a photo by its signed link  routes/photo-link.ts
 *   GET    /api/challenge                             a proof-of-work challenge   limits/challenge.ts
 *   POST   /api/apk-herinnering[/bevestigen|/afmelden] the APK reminder: ask, confirm, stop  routes/apk-reminder.ts
 *   *      /beheer, /beheer/*, /api/beheer/*          the back office (Access)    beheer/index.ts
 *   GET    /status/<token>                            the customer's status page  routes/status.ts
 *
 * Every form request is checked as if the browser could not be trusted (it can't): method (405), origin (403), rate
 * limit per client address (429), then in its route media type (415), size (413, before the body is read), the fields
 * by the same rules the forms use (src/lib/form-rules.ts: 422 with a code per field), each photo by its content
 * (re-encoded by the Images binding, worker/photos/codec.ts), then the challenge and the hourly and daily budgets
 * (worker/limits/admit.ts). A record is stored in R2 before the visitor hears it arrived; the e-mail to the garage goes
 * after that, and one that fails is sent again by the hourly cron (worker/store/cron.ts).
 */
import { deleteOldTickets } from './limits/budget';
import { deleteUsedChallenges, issueChallenge } from './limits/challenge';
import type { Env, Handler } from './env';
import { foreignOrigin, problem } from './http';
import { linksPossible } from './photos/links';
import { causeOf, logEvent } from './log';
import { rateLimited } from './limits/client-key';
import { refuse, retryAfterSeconds } from './respond';
import { apkReminderPass, cronTime } from './apk-reminder/send';
import { confirmApkReminder, isApkLinkPage, receiveApkSignUp, serveApkLinkPage, unsubscribeApkReminder } from './routes/apk-reminder';
import { receiveAppointment } from './routes/appointment';
import { receiveMessage } from './routes/message';
import { servePhoto } from './routes/photo-link';
import { lookupPlate, platePath } from './routes/plate';
import { photoPath, receivePhoto } from './routes/photo-upload';
import { receiveReport } from './routes/report';
import { deleteStaleDrafts, sendUnsent } from './store/cron';
import { deleteOldCaps, sendUnconfirmed } from './mail/confirmation';
import { encodeHeld } from './photos/held';
import { isThanksPage, serveThanks } from './pages/thanks';
import { isBackOffice, serveBackOffice } from './beheer/index';
import { backfillIndex, deleteExpiredJobs } from './store/jobs';
import { serveStatus } from './routes/status';
import { withMailSentAgain } from './mail/send-again';

interface Route {
  /** The path, exactly or by pattern. */
  path: string | RegExp;
  methods: string[];
  handle: Handler;
  /** Which per-client limit counts the request; none for a signed photo link (its 256-bit signature is the guard). */
  limit?: (env: Env) => RateLimit;
  /** The log's name for the route: the pattern's routes carry ids in their paths, which the log must not keep. */
  name: string;
}

const routes: Route[] = [
  { path: '/api/schade-melden', methods: ['POST'], handle: receiveReport, limit: (env) => env.RATE_LIMIT, name: '/api/schade-melden' },
  { path: '/api/contact', methods: ['POST'], handle: receiveMessage, limit: (env) => env.RATE_LIMIT, name: '/api/contact' },
  { path: photoPath, methods: ['PUT', 'DELETE'], handle: receivePhoto, limit: (env) => env.UPLOAD_LIMIT, name: 'photo' },
  { path: '/api/afspraak', methods: ['POST'], handle: receiveAppointment, limit: (env) => env.RATE_LIMIT, name: '/api/afspraak' },
  { path: platePath, methods: ['GET'], handle: lookupPlate, limit: (env) => env.PLATE_LIMIT, name: '/api/kenteken' },
  { path: /^\/api\/foto\//, methods: ['GET', 'HEAD'], handle: servePhoto, name: 'photo-link' },
  { path: '/api/challenge', methods: ['GET'], handle: issueChallenge, limit: (env) => env.CHALLENGE_LIMIT, name: '/api/challenge' },
  { path: '/api/apk-herinnering', methods: ['POST'], handle: receiveApkSignUp, limit: (env) => env.RATE_LIMIT, name: '/api/apk-herinnering' },
  // A link's 128-bit token is the guard (like a photo link's signature): a mail program's one-click POST may come
  // from one address for many customers. The routes refuse another site's Origin themselves.
  { path: '/api/apk-herinnering/bevestigen', methods: ['POST'], handle: confirmApkReminder, name: '/api/apk-herinnering/bevestigen' },
  { path: '/api/apk-herinnering/afmelden', methods: ['POST'], handle: unsubscribeApkReminder, name: '/api/apk-herinnering/afmelden' },
];

/**
 * Settings a deployed receiver needs, checked once per cron run: without them it still takes every report, but the
 * garage's mail lacks photo links, nobody hears of a failure, or no visitor gets a challenge. One log line names them.
 */
const missingSettings = (env: Env): string[] => [
  ...(linksPossible(env) ? [] : ['PHOTO_LINK_SECRET']),
  ...(env.ALERT_TO ? [] : ['ALERT_TO']),
  ...(env.CHALLENGE_SECRET && env.CHALLENGE_SECRET.length >= 32 ? [] : ['CHALLENGE_SECRET']),
  ...(env.STATUS_LINK_SECRET && env.STATUS_LINK_SECRET.length >= 32 ? [] : ['STATUS_LINK_SECRET']),
  ...(env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD ? [] : ['ACCESS_TEAM_DOMAIN/ACCESS_AUD']),
  ...(env.DB ? [] : ['DB (D1)']),
];

const matches = (route: Route, pathname: string) => (typeof route.path === 'string' ? route.path === pathname : route.path.test(pathname));

export default {
  async fetch(request, bindings, ctx): Promise<Response> {
    const env = withMailSentAgain(bindings);
    const { pathname } = new URL(request.url);
    if (isBackOffice(pathname)) return serveBackOffice(request, env);
    if (pathname.startsWith('/status/')) return serveStatus(request, env);
    if (!pathname.startsWith('/api/')) {
      if (isApkLinkPage(pathname)) return serveApkLinkPage(request, env.ASSETS);
      return isThanksPage(pathname) ? serveThanks(request, env.ASSETS) : env.ASSETS.fetch(request);
    }
    const route = routes.find((r) => matches(r, pathname));
    if (!route) return problem(404, 'not-found');
    if (!route.methods.includes(request.method)) return problem(405, 'method-not-allowed', {}, { Allow: route.methods.join(', ') });
    if (route.limit) {
      if (foreignOrigin(request)) return refuse(request, 403, 'foreign-origin');
      if (await rateLimited(route.limit(env), request)) {
        // With Retry-After for the island and for a browser without JavaScript alike; the page says to wait a minute.
        return refuse(request, 429, 'rate-limited', { retryAfter: retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
      }
    }
    try {
      return await route.handle(request, env, ctx);
    } catch (error) {
      // Storage failed: the visitor keeps everything and is told to try again or call. One log line, no visitor text.
      logEvent('error', 'exception', { route: route.name, method: request.method, cause: causeOf(error) });
      return refuse(request, 503, 'unavailable', {}, { 'Retry-After': '30' });
    }
  },

  async scheduled(controller, bindings, ctx): Promise<void> {
    const env = withMailSentAgain(bindings);
    const missing = missingSettings(env);
    if (missing.length) logEvent('error', 'settings-missing', { missing: missing.join(', '), cause: 'wrangler secret put / vars in wrangler.jsonc' });
    ctx.waitUntil(
      Promise.all([sendUnsent(env).then(() => encodeHeld(env)), deleteStaleDrafts(env), sendUnconfirmed(env), deleteOldCaps(env), deleteOldTickets(env), deleteUsedChallenges(env),
        apkReminderPass(env, cronTime(controller)),
        // The back office's index: any record it lacks is added; closed jobs past the retention term go (worker/store/jobs.ts).
        backfillIndex(env).then(() => deleteExpiredJobs(env))]).then(
        () => undefined,
        (error: unknown) => logEvent('error', 'cron-failed', { cause: causeOf(error) }),
      ),
    );
  },
} satisfies ExportedHandler<Env>;
