/**
 * Links to stored photos for the garage's e-mail, for the photos beyond the mail's attachment budget (worker/mail/garage.ts):
 *
 *   GET /api/foto/<yyyy>/<mm>/<dd>/<reference>/foto-<n>.<ext>?verloopt=<unix seconds>&sig=<HMAC-SHA256, base64url>
 *
 * The signature covers the R2 key and the expiry, with PHOTO_LINK_SECRET (`wrangler secret put PHOTO_LINK_SECRET`,
 * at least 32 characters). Without that secret no link is made and the route serves nothing (fail closed): the mail
 * then names the R2 folder instead. A link is valid for `linkDays` days; after that the photo stays in R2.
 */

export interface LinkEnv {
  PHOTO_LINK_SECRET?: string;
}

export const linkDays = 30;
const photoKey = /^reports\/\d{4}\/\d{2}\/\d{2}\/DV-[0-9A-Z]{4}-[0-9A-Z]{4}\/foto-[1-8]\.jpg$/;

const secretOf = (env: LinkEnv): string | null => (env.PHOTO_LINK_SECRET && env.PHOTO_LINK_SECRET.length >= 32 ? env.PHOTO_LINK_SECRET : null);

export const linksPossible = (env: LinkEnv): boolean => secretOf(env) !== null;

const keyFor = (secret: string) =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** A signed link to the photo at `key`, valid until `expires` (ms); null without a usable secret. */
export const photoLink = async (env: LinkEnv, origin: string, key: string, expires: number): Promise<string | null> => {
  const secret = secretOf(env);
  if (!secret || !photoKey.test(key)) return null;
  const seconds = Math.floor(expires / 1000);
  const sig = toBase64Url(await crypto.subtle.sign('HMAC', await keyFor(secret), new TextEncoder().encode(`${key}\n${seconds}`)));
  return `${origin}/api/foto/${key.slice('reports/'.length)}?verloopt=${seconds}&sig=${sig}`;
};

/** The R2 key a signed link may read, or null (no secret, unknown path, expired, or a signature that does not hold). */
export const verifiedPhotoKey = async (env: LinkEnv, url: URL, now = Date.now()): Promise<string | null> => {
  const secret = secretOf(env);
  if (!secret || !url.pathname.startsWith('/api/foto/')) return null;
  const key = `reports/${url.pathname.slice('/api/foto/'.length)}`;
  const seconds = url.searchParams.get('verloopt') ?? '';
  const sig = fromBase64Url(url.searchParams.get('sig') ?? '');
  if (!photoKey.test(key) || !/^\d{1,12}$/.test(seconds) || !sig || Number(seconds) * 1000 < now) return null;
  const ok = await crypto.subtle.verify('HMAC', await keyFor(secret), sig, new TextEncoder().encode(`${key}\n${seconds}`));
  return ok ? key : null;
};
