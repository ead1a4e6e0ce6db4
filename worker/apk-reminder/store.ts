/**
 * The APK reminder's subscriptions in R2 (issue 39), under a prefix of their own:
 *
 *   apk-reminders/subs/<id>.json      one subscription: one plate for one address (id = SHA-256 of both, normalised)
 *   apk-reminders/days/<yyyy-mm-dd>   the day's reminder pass: claimed (create-only: one pass a day), then its counts
 *
 * Where two writers may meet (a second sign-up, a confirm, the cron, an unsubscribe), R2 decides: a subscription is
 * created only if absent, and every later change is a write conditional on the etag that was read.
 * Link tokens are `<id>.<secret>` with 128 random bits of secret; only the secret's SHA-256 is stored.
 */
import { consentWording } from '../../src/data/apk-reminder';
import { tokenPattern, unconfirmedDays } from '../../src/lib/apk-reminder';
import { createOnly } from '../store/records';

export const subsPrefix = 'apk-reminders/subs/';
export const daysPrefix = 'apk-reminders/days/';
/** Each mail's unsubscribe link stays valid; the oldest are forgotten after this many. */
const keptUnsubscribeLinks = 6;
const dayMs = 86_400_000;

export interface Subscription {
  /** The kenteken as the rules clean it: AB-12-CD. */
  plate: string;
  email: string;
  language: 'nl' | 'en';
  /** What the customer agreed to, word for word as shown (src/data/apk-reminder.ts), when, and where. */
  consent: { wording: string; at: string; source: 'afspraak' | 'aanmelding' };
  /** The site's origin the links in the mails point to. */
  site: string;
  requestedAt: string;
  confirmedAt: string | null;
  /** The APK date (YYYY-MM-DD) the last reminder was for, and when it went. */
  remindedFor: string | null;
  remindedAt: string | null;
  /** SHA-256 (hex) of the confirm link's secret. */
  confirmHash: string;
  /** SHA-256 (hex) of each unsubscribe link's secret still valid (one per mail sent with one). */
  unsubscribeHashes: string[];
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
export const sha256 = async (text: string): Promise<string> => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** 128 random bits, base64url without padding (22 characters). */
const secret = (): string => {
  let binary = '';
  for (const b of crypto.getRandomValues(new Uint8Array(16))) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** One address however it is written (as the confirmations' cap counts it): lower case, without a +tag. */
export const normaliseAddress = (email: string): string => {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  return `${lower.slice(0, at).replace(/\+.*$/, '')}@${lower.slice(at + 1)}`;
};

export const subscriptionId = (plate: string, email: string): Promise<string> =>
  sha256(`${plate.replace(/-/g, '').toUpperCase()}\n${normaliseAddress(email)}`);

const keyOf = (id: string) => `${subsPrefix}${id}.json`;
const json = { httpMetadata: { contentType: 'application/json; charset=utf-8' } };

/** A new link secret and the token that carries it. */
const newToken = async (id: string): Promise<{ token: string; hash: string }> => {
  const s = secret();
  return { token: `${id}.${s}`, hash: await sha256(s) };
};

export interface Found {
  id: string;
  sub: Subscription;
  etag: string;
}

export const readSubscription = async (r2: R2Bucket, id: string): Promise<Found | null> => {
  const object = await r2.get(keyOf(id));
  if (!object) return null;
  return { id, sub: (await object.json()) as Subscription, etag: object.etag };
};

/** Writes a changed subscription only if nobody else changed it since it was read; false when someone did. */
export const updateSubscription = async (r2: R2Bucket, found: Found, sub: Subscription): Promise<boolean> =>
  !!(await r2.put(keyOf(found.id), JSON.stringify(sub), { ...json, onlyIf: { etagMatches: found.etag } }));

export const deleteSubscription = (r2: R2Bucket, id: string): Promise<void> => r2.delete(keyOf(id));

export interface SignUp {
  plate: string;
  email: string;
  language: 'nl' | 'en';
  source: 'afspraak' | 'aanmelding';
  site: string;
  /** An appointment request for the APK itself: that APK date counts as reminded already. */
  remindedFor?: string | null;
}

/**
 * A new request, or a new confirm link for one still unconfirmed: the subscription and the confirm token for its
 * mail. Null when this plate is already confirmed for this address (nothing to send), or a write clashed.
 */
export const requestSubscription = async (r2: R2Bucket, req: SignUp, now = Date.now()): Promise<{ id: string; token: string } | null> => {
  const id = await subscriptionId(req.plate, req.email);
  const { token, hash } = await newToken(id);
  const at = new Date(now).toISOString();
  const sub: Subscription = {
    plate: req.plate,
    email: req.email,
    language: req.language,
    consent: { wording: consentWording(req.language), at, source: req.source },
    site: req.site,
    requestedAt: at,
    confirmedAt: null,
    remindedFor: req.remindedFor ?? null,
    remindedAt: null,
    confirmHash: hash,
    unsubscribeHashes: [],
  };
  if (await r2.put(keyOf(id), JSON.stringify(sub), { ...json, ...createOnly })) return { id, token };
  const found = await readSubscription(r2, id);
  if (!found || found.sub.confirmedAt) return null;
  // Asked again before confirming: the new wording and time, a new link (the old one stops working).
  return (await updateSubscription(r2, found, { ...sub })) ? { id, token } : null;
};

/** The subscription a link's token names, when its secret matches one of `hashes(sub)`. */
export const byToken = async (r2: R2Bucket, token: string, hashes: (sub: Subscription) => string[]): Promise<Found | null> => {
  if (!tokenPattern.test(token)) return null;
  const [id = '', s = ''] = token.split('.');
  const found = await readSubscription(r2, id);
  if (!found) return null;
  return hashes(found.sub).includes(await sha256(s)) ? found : null;
};

/** Still waiting for its confirmation, and older than a week: gone (the cron deletes it; a link no longer works). */
export const expired = (sub: Subscription, now: number): boolean => !sub.confirmedAt && now - Date.parse(sub.requestedAt) > unconfirmedDays * dayMs;

/**
 * Confirms (once; a second click changes nothing) and adds an unsubscribe link for the page that says it is done.
 * Null when the token is wrong, the request expired, or a write clashed.
 */
export const confirmSubscription = async (r2: R2Bucket, token: string, now = Date.now()): Promise<{ unsubscribe: string } | null> => {
  const found = await byToken(r2, token, (sub) => [sub.confirmHash]);
  if (!found || expired(found.sub, now)) return null;
  const unsubscribe = await newToken(found.id);
  const sub = withUnsubscribe({ ...found.sub, confirmedAt: found.sub.confirmedAt ?? new Date(now).toISOString() }, unsubscribe.hash);
  return (await updateSubscription(r2, found, sub)) ? { unsubscribe: unsubscribe.token } : null;
};

export const withUnsubscribe = (sub: Subscription, hash: string): Subscription => ({
  ...sub,
  unsubscribeHashes: [...sub.unsubscribeHashes, hash].slice(-keptUnsubscribeLinks),
});

/** A new unsubscribe token for a mail about to go (its hash to store with the subscription). */
export const unsubscribeToken = (id: string) => newToken(id);

/** Deletes the subscription an unsubscribe link names: true when the link was valid (or already used). */
export const unsubscribe = async (r2: R2Bucket, token: string): Promise<'deleted' | 'gone' | 'invalid'> => {
  if (!tokenPattern.test(token)) return 'invalid';
  const found = await byToken(r2, token, (sub) => sub.unsubscribeHashes);
  if (found) {
    await deleteSubscription(r2, found.id);
    return 'deleted';
  }
  // Already deleted (a second click, or the one-click POST came first): done all the same.
  return (await readSubscription(r2, token.split('.')[0] ?? '')) ? 'invalid' : 'gone';
};
