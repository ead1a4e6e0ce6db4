/**
 * A stand-in for Cloudflare Access in the tests of the back office (worker/beheer/access.ts): a JWKS on the loopback, as the
 * team's `/cdn-cgi/access/certs` serves it, and tokens signed with its key (or, for the refusals, with others).
 * The receiver is started with ACCESS_CERTS_URL pointing here (`accessVars`).
 */
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const team = 'devos.cloudflareaccess.com';
export const audience = 'aud-beheer-test-0123456789abcdef';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export class FakeAccess {
  private constructor(
    private readonly server: Server,
    readonly certsUrl: string,
    private readonly key: Key,
    private readonly strangerKey: Key,
  ) {}

  static async start(port: number): Promise<FakeAccess> {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const stranger = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const body = JSON.stringify({ keys: [jwk], public_cert: { kid: 'k1' }, public_certs: [] });
    const server = createServer((req, res) => {
      res.writeHead(req.url === '/cdn-cgi/access/certs' ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(req.url === '/cdn-cgi/access/certs' ? body : '{}');
    });
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    return new FakeAccess(server, `http://127.0.0.1:${port}/cdn-cgi/access/certs`, privateKey, stranger.privateKey);
  }

  /** The receiver's vars: this JWKS, the team, the audience (override ACCESS_AUD to test an empty one). */
  vars(over: Record<string, string> = {}): Record<string, string> {
    return { ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: audience, ACCESS_CERTS_URL: this.certsUrl, ...over };
  }

  /** A token as Access issues it for `email`; `over` changes claims, `kid` and the key for the refusal cases. */
  async token(email = 'werkplaats@autoschadedevos.nl', over: { claims?: JWTPayload; kid?: string; stranger?: boolean; expiresIn?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const claims = { email, type: 'app', iss: `https://${team}`, aud: audience, ...over.claims };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: over.kid ?? 'k1' })
      .setIssuedAt(now - 10)
      .setNotBefore(now - 10)
      .setExpirationTime(now + (over.expiresIn ?? 3600))
      .setSubject('user-1')
      .sign(over.stranger ? this.strangerKey : this.key);
  }

  stop() {
    return new Promise<void>((done) => this.server.close(() => done()));
  }
}

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Every token the Worker must refuse, by name (the cookie-only case is made by the spec: it moves a good token). */
export const badTokens = async (access: FakeAccess): Promise<Record<string, string>> => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { email: 'werkplaats@autoschadedevos.nl', iss: `https://${team}`, aud: audience, iat: now - 10, exp: now + 3600 };
  const hs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(new TextEncoder().encode('a-shared-secret-of-32-characters!!'));
  return {
    'wrong audience': await access.token(undefined, { claims: { aud: 'another-application' } }),
    'wrong issuer': await access.token(undefined, { claims: { iss: 'https://evil.cloudflareaccess.com' } }),
    expired: await access.token(undefined, { expiresIn: -600 }),
    'unknown kid': await access.token(undefined, { kid: 'k2', stranger: true }),
    'known kid, other key': await access.token(undefined, { stranger: true }),
    HS256: hs,
    'alg none': `${b64({ alg: 'none', kid: 'k1', typ: 'JWT' })}.${b64(claims)}.`,
  };
};
