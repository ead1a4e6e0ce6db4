/**
 * The last gate before a record is stored, the same for every kind (report, message, appointment request): the
 * challenge's solution is checked (worker/limits/challenge.ts) and one ticket taken in each budget the post counts in
 * (worker/limits/budget.ts). A route calls `admit` after the fields and photos passed and before it claims a reference, so
 * a refused or invalid post, a honeypot and an idempotent replay spend nothing.
 *
 * A used-up budget: 429 `busy` for the client's own budget, 503 `busy` for the site's, both with Retry-After until the
 * period ends; the island and the page without JavaScript say that the form takes nothing for now, that everything
 * typed is kept, and to call or WhatsApp. ALERT_TO hears of it once per budget and period (worker/mail/alerts.ts).
 */
import { budgetNotice } from '../mail/alerts';
import { spendBudget, type RecordKind } from './budget';
import { challengeSecret, solvedChallenge } from './challenge';
import type { Env } from '../env';
import { logEvent } from '../log';
import { refuse } from '../respond';
import { clientKey } from './client-key';

/** Admitted (and whether with a solved challenge: only such a post gets a customer's confirmation), or the refusal. */
export type Admitted = { solved: boolean };

export const admit = async (request: Request, env: Env, ctx: ExecutionContext, kind: RecordKind): Promise<Response | Admitted> => {
  const solved = await solvedChallenge(request, env);
  if (solved !== true && solved !== 'none') logEvent('warn', 'challenge-refused', { kind, why: solved });
  const secret = challengeSecret(env, request) ?? env.PHOTO_LINK_SECRET ?? 'no-secret-set';
  const spent = await spendBudget(env, kind, clientKey(request), solved === true, secret);
  if (!spent) return { solved: solved === true };
  ctx.waitUntil(budgetNotice(env, spent).catch(() => logEvent('error', 'alert-failed', { subject: 'budget', budget: spent.budget })));
  const status = spent.budget.includes('global') ? 503 : 429;
  return refuse(request, status, 'busy', { retryAfter: spent.retryAfter }, { 'Retry-After': String(spent.retryAfter) });
};
