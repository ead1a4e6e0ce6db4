/**
 * Cloudflare Access, verified again by the Worker on every /beheer, /beheer/* and /api/beheer/* request (docs/beheer.md).
 * Access guards those paths at the edge; this check fails closed behind it, so a mistake in the Access policy, a
 * route that bypasses it or a request straight to the workers.dev address never reaches the back office:
 *
 * - only the `Cf-Access-Jwt-Assertion` header counts (never the CF_Authorization cookie);
 * - RS256 only; issuer `https://<ACCESS_TEAM_DOMAIN>`; audience ACCESS_AUD (empty or unset: every request refused);
 * - expiry and not-before with 30 s of tolerance; the key matched by `kid` from the team's certs
 *   (`https://<team>/cdn-cgi/access/certs`, or ACCESS_CERTS_URL), fetched by jose and cached per isolate.
 *
 * The signed-in address (the token's `email`) is who did what in the history.
 *
 * `npm start` only: a Worker built with `--define DEV_SIGN_IN:true` (the `serve` script) accepts requests to
 * 127.0.0.1 or localhost as `ontwikkelaar@localhost` without a token. `wrangler deploy` gets no define, so a deployed
 * Worker has no such path (the constant is compiled in, not read from a variable anyone could set).
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';

declare const DEV_SIGN_IN: boolean | undefined;

export interface AccessEnv {
  /** The Zero Trust team domain, e.g. `autoschadedevos.cloudflareaccess.com`. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience (AUD) tag. Empty: the back office refuses everyone. */
  ACCESS_AUD?: string;
  /** Overrides `https://<team>/cdn-cgi/access/certs` (the tests' local JWKS). */
  ACCESS_CERTS_URL?: string;
}

export const devSignInUser = 'ontwikkelaar@localhost';
const toleranceSeconds = 30;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySet = (url: string) => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 });
    keySets.set(url, set);
  }
  return set;
};

const devSignIn = (request: Request): boolean => {
  if (typeof DEV_SIGN_IN === 'undefined' || DEV_SIGN_IN !== true) return false;
  const { hostname } = new URL(request.url);
  return hostname === '127.0.0.1' || hostname === 'localhost';
};

/** The signed-in user's address, or null: refused. Never throws. */
export const accessUser = async (request: Request, env: AccessEnv): Promise<string | null> => {
  if (devSignIn(request)) return devSignInUser;
  const token = request.headers.get('Cf-Access-Jwt-Assertion');
  const team = (env.ACCESS_TEAM_DOMAIN ?? '').trim().replace(/^https:\/\//, '').replace(/\/+$/, '');
  const audience = (env.ACCESS_AUD ?? '').trim();
  if (!token || !team || !audience) return null;
  try {
    const certs = env.ACCESS_CERTS_URL || `https://${team}/cdn-cgi/access/certs`;
    const { payload } = await jwtVerify(token, keySet(certs), {
      algorithms: ['RS256'],
      issuer: `https://${team}`,
      audience,
      clockTolerance: toleranceSeconds,
      requiredClaims: ['exp', 'iat'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    return email.includes('@') ? email : null;
  } catch {
    return null;
  }
};
