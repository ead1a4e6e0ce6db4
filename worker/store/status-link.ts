/**
 * The customer's private status link (issue 37, docs/beheer.md): `/status/<token>`, the token 128 random bits
 * (22 base64url characters), separate from the reference. D1 holds only its SHA-256; the token itself is kept, for
 * the confirmation and the update mails, encrypted with AES-GCM under a key made from STATUS_LINK_SECRET, in
 * `<folder>status.json` beside the record in R2 (so it goes with the record). Without the secret no link is made.
 */
import { base64 } from '../http';

export interface StatusLinkEnv {
  REPORTS: R2Bucket;
  /** 32+ random characters: `npx wrangler secret put STATUS_LINK_SECRET`. Changing it ends the links already sent. */
  STATUS_LINK_SECRET?: string;
}

interface Stored {
  hash: string;
  iv: string;
  token: string;
}

export const tokenShape = /^[A-Za-z0-9_-]{22}$/;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const hashToken = async (token: string): Promise<string> => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));

export const linksOn = (env: StatusLinkEnv): boolean => (env.STATUS_LINK_SECRET ?? '').length >= 32;

const key = async (env: StatusLinkEnv) => {
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`status-link\n${env.STATUS_LINK_SECRET}`));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
};

const statusKey = (folder: string) => `${folder}status.json`;

/** A new token for the record in `folder`: stored encrypted, only if none is there yet; its hash, or null without the secret. */
export const createStatusLink = async (env: StatusLinkEnv, folder: string): Promise<string | null> => {
  if (!linksOn(env)) return null;
  const token = base64(crypto.getRandomValues(new Uint8Array(16))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(env), new TextEncoder().encode(token));
  const hash = await hashToken(token);
  const stored: Stored = { hash, iv: base64(iv), token: base64(new Uint8Array(sealed)) };
  const put = await env.REPORTS.put(statusKey(folder), JSON.stringify(stored), { onlyIf: { etagDoesNotMatch: '*' } });
  return put ? hash : null;
};

/** The hash of the record's token, for the index (the cron's backfill); null when it has none. */
export const storedHash = async (env: StatusLinkEnv, folder: string): Promise<string | null> => {
  const object = await env.REPORTS.get(statusKey(folder));
  return object ? ((await object.json()) as Stored).hash : null;
};

/** The record's token, decrypted; null without one or without the secret. Never throws. */
export const statusToken = async (env: StatusLinkEnv, folder: string): Promise<string | null> => {
  if (!linksOn(env)) return null;
  try {
    const object = await env.REPORTS.get(statusKey(folder));
    if (!object) return null;
    const stored = (await object.json()) as Stored;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(stored.iv) }, await key(env), fromBase64(stored.token));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
};

/** The link as the customer gets it: on the record's site (the origin it was sent to), else the garage's. */
export const statusUrl = (site: string, token: string) => `${site.replace(/\/+$/, '')}/status/${token}`;
