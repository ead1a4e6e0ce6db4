/**
 * A proof of work without a third party or a cookie: ALTCHA (`altcha-lib`, v2, PBKDF2/SHA-256 through WebCrypto).
 *
 *   GET /api/challenge   a signed challenge: find the counter c whose PBKDF2 key (nonce + c) starts with the signed
 *                        prefix; the island solves it in a Web Worker while the visitor types (src/lib/challenge.ts)
 *
 * The island sends the solution with the form as the header `Altcha` (base64 JSON `{challenge, solution}`), so the
 * form's fields, and with them the Idempotency-Key's fingerprint, stay as they are. Deterministic mode: the server
 * picks the counter (uniform in [1, counterMax]: no floor a bot could start from, G6) and signs the key it derives, so checking a solution is
 * one HMAC, and the work is bounded (no unlucky visitor waits three times as long). A solution counts once: its
 * challenge's signature is then claimed in R2 (`challenges/<signature>`, create-only), so a replay is a post without
 * a solved challenge. What a solution buys is a wider budget (worker/limits/budget.ts); a post without one is still taken.
 *
 * The HMAC key is the secret CHALLENGE_SECRET (at least 32 characters). Without it, a request to 127.0.0.1 or
 * localhost (`npm start`, the tests) uses a fixed development key; a deployed Worker, whose host is the site's
 * domain, issues no challenge and every post counts as unsolved (the cron logs it, worker/checks.ts).
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { json } from '../http';
import { logEvent } from '../log';
import { createOnly } from '../store/records';

/**
 * PBKDF2 iterations per try, and the largest counter: 3,000 tries on average, 3 million iterations, for the island
 * (which counts from 0) and a bot alike. A public floor (it was 2,000–4,000) let a bot start there and pay a third of
 * that while every visitor spent two thirds of the solve below it (red team 2026-11-27, G6).
 */
export const challengeCost = { algorithm: 'PBKDF2/SHA-256', cost: 1000, counterMax: 6000 } as const;
/** A visitor may take long over a report; a challenge older than this counts as none. */
const validSeconds = 2 * 3600;
const devSecret = 'development-only-challenge-secret-for-127.0.0.1';

export interface ChallengeEnv {
  REPORTS: R2Bucket;
  CHALLENGE_SECRET?: string;
}

const loopback = (request: Request) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(request.url).hostname);

/** The HMAC key for challenges (and the budget's client scopes): the secret, the development key on a loopback host, or null. */
export const challengeSecret = (env: ChallengeEnv, request: Request): string | null =>
  env.CHALLENGE_SECRET && env.CHALLENGE_SECRET.length >= 32 ? env.CHALLENGE_SECRET : loopback(request) ? devSecret : null;

const secrets = (secret: string) => ({ hmacSignatureSecret: `${secret}:challenge`, hmacKeySignatureSecret: `${secret}:key` });

/** GET /api/challenge */
export const issueChallenge = async (request: Request, env: ChallengeEnv): Promise<Response> => {
  const secret = challengeSecret(env, request);
  if (!secret) {
    logEvent('error', 'challenge-secret-missing');
    return json(503, { error: 'unavailable' });
  }
  const challenge = await createChallenge({
    algorithm: challengeCost.algorithm,
    cost: challengeCost.cost,
    counter: randomInt(1, challengeCost.counterMax),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + validSeconds,
    ...secrets(secret),
  });
  return json(200, challenge);
};

/** Why a post's solution did not count, for the log: none sent, unreadable, expired, wrong or used before. */
export type Unsolved = 'none' | 'malformed' | 'expired' | 'invalid' | 'replayed';

const readPayload = (header: string): { challenge: Challenge; solution: Solution } | null => {
  try {
    const parsed = JSON.parse(atob(header.trim())) as { challenge?: Challenge; solution?: Solution };
    const c = parsed.challenge;
    if (!c || typeof c !== 'object' || typeof c.signature !== 'string' || !/^[0-9a-f]{64}$/.test(c.signature)) return null;
    if (!c.parameters || typeof c.parameters !== 'object' || !parsed.solution || typeof parsed.solution !== 'object') return null;
    return { challenge: c, solution: parsed.solution };
  } catch {
    return null;
  }
};

/** Whether the request carries a solution that holds and was not used before (it is used now); else why not. */
export const solvedChallenge = async (request: Request, env: ChallengeEnv): Promise<true | Unsolved> => {
  const header = request.headers.get('Altcha');
  if (!header) return 'none';
  const secret = challengeSecret(env, request);
  const payload = header.length < 4000 ? readPayload(header) : null;
  if (!secret || !payload) return 'malformed';
  // Only the parameters this receiver issues: a challenge of another cost was not signed here anyway.
  if (payload.challenge.parameters.algorithm !== challengeCost.algorithm) return 'invalid';
  let result;
  try {
    result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets(secret) });
  } catch {
    return 'malformed';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const used = await env.REPORTS.put(`challenges/${payload.challenge.signature}`, String(payload.challenge.parameters.expiresAt ?? ''), createOnly);
  return used ? true : 'replayed';
};

/** The cron's job: the claims of challenges that have expired go (a day after they were used). */
export const deleteUsedChallenges = async (env: ChallengeEnv, now = Date.now()): Promise<void> => {
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'challenges/', ...(cursor ? { cursor } : {}) });
    const old = page.objects.filter((o) => now - o.uploaded.getTime() > 86_400_000).map((o) => o.key);
    if (old.length) await env.REPORTS.delete(old);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
};
