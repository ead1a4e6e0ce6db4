/**
 * The customer's confirmation: after a report, a message or an appointment request with an e-mail address has been
 * stored, one short mail to that address in the page's language, with fixed words only (worker/mail/confirmation-words.ts).
 *
 *   confirm-cap/<yyyy-mm-dd>/<hash>/<n>   one of the day's confirmations to one address (n = 1…3), created only if absent
 *   unconfirmed/<reference>               a confirmation not sent yet: the record's key, a lease, attempts
 *
 * - Its own binding (`CONFIRM`, allowed to send only as CONFIRM_FROM), Reply-To the garage; the garage's binding
 *   (`EMAIL`) can only reach the garage, so no mistake can send the garage's mail to a stranger.
 * - At most `perAddressPerDay` per address per day, whatever the client address: claimed with create-only writes on
 *   keys made from a hash of the normalised address (never the address itself). The rest are skipped and logged with
 *   the address masked, never queued.
 * - Sent after the answer (waitUntil). A failure releases its own marker for the hourly cron, so it never holds up or
 *   repeats the garage's mail; a permanent refusal (a suppressed or invalid recipient) is logged and dropped, and so
 *   is a confirmation still unsent a day later (it would only confuse by then).
 * - Only for a post with a solved challenge (worker/limits/admit.ts): a script that does not pay for a post cannot make the
 *   garage's domain mail strangers (red team 2026-11-27, G3). Without JavaScript no confirmation goes; the page asks
 *   the visitor to note the reference.
 * - The plate only as the form normalised a Dutch one (AB-12-CD); a foreign plate, free text within its rules
 *   ("WWW.EVIL-BANK.NL"), is masked to its first and last letter or digit (G3).
 * - CONFIRMATIONS = "off" switches it all off: no claim, no mail, no `confirmationTo` in the answer.
 */
import { causeOf, logEvent } from '../log';
import { confirmationSubject, confirmationText, receivedDay, type ConfirmationFacts, type ConfirmationKind } from './confirmation-words';
import { business } from '../../src/data/business';
import type { Vehicle } from '../../src/lib/appointment-fields';
import { describeVehicle } from '../../src/lib/vehicle';
import { createOnly, folderOf, type StoreEnv } from '../store/records';
import { leaseMs } from '../store/unsent';
import { statusToken, statusUrl, type StatusLinkEnv } from '../store/status-link';

export interface ConfirmEnv {
  /** The customers' binding: allowed_sender_addresses = [CONFIRM_FROM] only. */
  CONFIRM?: SendEmail;
  /** The confirmation sender, on the onboarded sending subdomain (bevestiging@post.autoschadedevos.nl). */
  CONFIRM_FROM?: string;
  /** "off": no confirmations at all. */
  CONFIRMATIONS?: string;
}

type Env = StoreEnv & ConfirmEnv & StatusLinkEnv;

export const perAddressPerDay = 3;
/** After this, a confirmation that still failed is dropped: the garage has replied by then. */
const giveUpMs = 24 * 60 * 60 * 1000;

export interface ConfirmMarker {
  /** The record's R2 key (…/melding.json, …/bericht.json, …). */
  key: string;
  leaseUntil: number;
  attempts: number;
}

/** What a record must hold for its confirmation: fixed values, and the address (used only as the recipient). */
export interface Confirmable {
  kind: ConfirmationKind;
  reference: string;
  receivedAt: string;
  language: 'nl' | 'en';
  values: {
    email?: string; plateOrigin?: string; licensePlate?: string; driveable?: string; days?: string[]; weekdays?: string[]; dayPart?: string; earliest?: string;
    work?: string[]; arrangement?: string;
  };
  /** The car as the RDW knows it (a report or an appointment with a Dutch plate), or null. */
  car?: Vehicle | null;
  /** The origin the record was sent to: the base of the status link. */
  site?: string;
}

export const confirmationsOn = (env: ConfirmEnv): boolean => env.CONFIRMATIONS !== 'off' && !!env.CONFIRM && !!env.CONFIRM_FROM;

/** What the honeypot claims, like a real answer: a confirmation only for a post that sent a solution (not checked: a bot's). */
export const honeypotConfirms = (env: ConfirmEnv, request: Request): boolean => confirmationsOn(env) && request.headers.has('Altcha');

/** "j•••@example.nl": the first character of the local part and the domain, for the visitor's screen and the log. */
export const maskAddress = (email: string): string => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••@${email.slice(at + 1).toLowerCase()}`;
};

/**
 * One mailbox, however it is written: lower case, without a +tag (a+1@ and a+2@ reach the same mailbox); for Gmail
 * without dots in the local part and with googlemail.com as gmail.com, as Gmail delivers them (red team G5).
 */
export const normalise = (email: string): string => {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  let local = lower.slice(0, at).replace(/\+.*$/, '');
  let domain = lower.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
};

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** One of today's confirmations for this address, claimed with a create-only write; false when all are taken. */
export const claimSlot = async (env: Env, email: string, now: number): Promise<boolean> => {
  const day = new Date(now).toISOString().slice(0, 10);
  const hash = hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${day}\n${normalise(email)}`)));
  for (let n = 1; n <= perAddressPerDay; n++) {
    if (await env.REPORTS.put(`confirm-cap/${day}/${hash}/${n}`, '', createOnly)) return true;
  }
  return false;
};

/**
 * Before the answer: whether a confirmation will go for this stored record. Claims one of the address's confirmations
 * for today and creates its marker, leased to this request. Returns the masked address, or null (no address,
 * switched off, or over the cap: then skipped and logged).
 */
export const planConfirmation = async (env: Env, record: Confirmable, key: string, now: number, solved: boolean): Promise<string | null> => {
  const email = record.values.email;
  if (!email || !confirmationsOn(env)) return null;
  const masked = maskAddress(email);
  if (!solved) {
    logEvent('info', 'confirmation-unsolved', { reference: record.reference, to: masked });
    return null;
  }
  try {
    if (!(await claimSlot(env, email, now))) {
      logEvent('warn', 'confirmation-capped', { reference: record.reference, to: masked, max: perAddressPerDay });
      return null;
    }
    const marker: ConfirmMarker = { key, leaseUntil: now + leaseMs, attempts: 0 };
    await env.REPORTS.put(`unconfirmed/${record.reference}`, JSON.stringify(marker), createOnly);
    return masked;
  } catch (error) {
    // The request is stored and its answer must not fail now (a retry would store it twice): no confirmation, logged.
    logEvent('error', 'confirmation-not-planned', { reference: record.reference, to: masked, cause: causeOf(error) });
    return null;
  }
};

/** A Dutch plate as the form normalised it (AB-12-CD, 1-ABC-23); anything else masked: "W•••L". */
export const confirmationPlate = (plate: string, origin = 'nl'): string => {
  if (origin !== 'buitenland' && /^[A-Z0-9]{1,3}-[A-Z0-9]{1,3}-[A-Z0-9]{1,3}$/.test(plate)) return plate;
  const plain = plate.replace(/[^A-Z0-9]/g, '');
  return plain.length >= 2 ? `${plain[0]}•••${plain[plain.length - 1]}` : '•••';
};

/** Fixed words only: what the record may say in a confirmation. */
export const factsOf = (record: Confirmable): ConfirmationFacts => ({
  kind: record.kind,
  language: record.language === 'en' ? 'en' : 'nl',
  reference: record.reference,
  receivedAt: record.receivedAt,
  ...(record.values.licensePlate ? { plate: confirmationPlate(record.values.licensePlate, record.values.plateOrigin) } : {}),
  // The APK as of the day received: "verlopen op …" for a date that has passed (review D6).
  ...(record.car ? { car: describeVehicle(record.car, record.language === 'en' ? 'en' : 'nl', receivedDay(record.receivedAt)) } : {}),
  ...(record.values.driveable ? { driveable: record.values.driveable } : {}),
  ...(record.kind === 'appointment'
    ? {
      days: record.values.days ?? [], weekdays: record.values.weekdays ?? [], dayPart: record.values.dayPart ?? '', earliest: record.values.earliest ?? '',
      work: record.values.work ?? [], arrangement: record.values.arrangement ?? '',
    }
    : {}),
});

/** A refusal that sending again cannot change: the recipient is suppressed (bounced, complained) or not an address. */
export const permanentRefusal = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (/^E_(RECIPIENT_SUPPRESSED|RECIPIENT_INVALID|INVALID_RECIPIENT|VALIDATION_ERROR)$/.test(code)) return true;
  return /suppress|invalid (recipient|e-?mail|address|to)|recipient address/i.test(causeOf(error));
};

export const sendConfirmation = async (env: Env, record: Confirmable): Promise<unknown> => {
  // The private status link (issue 37, worker/store/status-link.ts), when the record has one.
  const token = await statusToken(env, folderOf(record.kind, record.reference, record.receivedAt));
  const facts = { ...factsOf(record), ...(token ? { statusUrl: statusUrl(record.site ?? business.url, token) } : {}) };
  return env.CONFIRM!.send({
    from: { email: env.CONFIRM_FROM!, name: business.name },
    to: record.values.email!,
    replyTo: { email: business.email, name: business.name },
    subject: confirmationSubject(facts),
    text: confirmationText(facts),
  });
};

/**
 * Sends the confirmation while its caller holds the lease on `unconfirmed/<reference>`: sent, the marker goes; a
 * permanent refusal, logged and the marker goes; otherwise the lease is released for the cron. Never throws.
 */
export const confirm = async (env: Env, record: Confirmable, marker: ConfirmMarker): Promise<'sent' | 'retry' | 'refused'> => {
  const { reference } = record;
  const name = `unconfirmed/${reference}`;
  try {
    try {
      await sendConfirmation(env, record);
    } catch (error) {
      const cause = causeOf(error, [env.CONFIRM_FROM, business.email]);
      const permanent = permanentRefusal(error);
      const to = maskAddress(record.values.email ?? '');
      logEvent('error', permanent ? 'confirmation-refused' : 'confirmation-failed', { reference, to, cause, permanent, attempt: marker.attempts + 1 });
      if (permanent) {
        await env.REPORTS.delete(name);
        return 'refused';
      }
      await env.REPORTS.put(name, JSON.stringify({ ...marker, leaseUntil: 0, attempts: marker.attempts + 1 } satisfies ConfirmMarker));
      return 'retry';
    }
    await env.REPORTS.delete(name);
    logEvent('info', 'confirmation-sent', { reference, attempt: marker.attempts + 1 });
    return 'sent';
  } catch (error) {
    // Storage failed around the send: the marker's lease runs out and the cron decides again.
    logEvent('error', 'confirmation-bookkeeping-failed', { reference, cause: causeOf(error) });
    return 'retry';
  }
};

/**
 * The cron's part: each confirmation whose lease has run out is leased with a conditional write on its marker (so
 * two cron runs or a live request never send one twice) and sent again; one a day old is dropped and logged.
 */
export const sendUnconfirmed = async (env: Env, now = Date.now()): Promise<{ sent: number; dropped: number }> => {
  let sent = 0;
  let dropped = 0;
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'unconfirmed/', ...(cursor ? { cursor } : {}) });
    for (const listed of page.objects) {
      const reference = listed.key.slice('unconfirmed/'.length);
      try {
        const object = await env.REPORTS.get(listed.key);
        if (!object) continue;
        const marker = JSON.parse(await object.text()) as ConfirmMarker;
        if (marker.leaseUntil > now) continue;
        const leased: ConfirmMarker = { ...marker, leaseUntil: now + leaseMs };
        if (!(await env.REPORTS.put(listed.key, JSON.stringify(leased), { onlyIf: { etagMatches: object.etag } }))) continue;
        const record = (await (await env.REPORTS.get(marker.key))?.json()) as Confirmable | undefined;
        if (!record || !confirmationsOn(env) || now - Date.parse(record.receivedAt) > giveUpMs) {
          logEvent('warn', 'confirmation-dropped', { reference, cause: !record ? 'record missing' : !confirmationsOn(env) ? 'switched off' : 'over a day old', attempts: marker.attempts });
          await env.REPORTS.delete(listed.key);
          dropped++;
          continue;
        }
        if ((await confirm(env, record, leased)) === 'sent') sent++;
      } catch (error) {
        logEvent('error', 'confirmation-cron-failed', { reference, cause: causeOf(error) });
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { sent, dropped };
};

/** The cron also forgets the daily counts of days before yesterday. */
export const deleteOldCaps = async (env: Env, now = Date.now()): Promise<void> => {
  const keep = [0, 1].map((d) => new Date(now - d * 86_400_000).toISOString().slice(0, 10));
  let cursor: string | undefined;
  do {
    const page = await env.REPORTS.list({ prefix: 'confirm-cap/', ...(cursor ? { cursor } : {}) });
    const old = page.objects.map((o) => o.key).filter((k) => !keep.includes(k.split('/')[1] ?? ''));
    if (old.length) await env.REPORTS.delete(old);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
};
