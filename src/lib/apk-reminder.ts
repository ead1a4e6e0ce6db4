/**
 * The APK reminder's contract (issue 39): the field the appointment request adds, the sign-up's fields, the pages and
 * the receiver's paths, the link token's shape and the timing. Shared by the pages, their islands and the receiver
 * (worker/apk-reminder/); no DOM and no words here (the words: src/data/apk-reminder.ts).
 *
 * - The appointment request (/afspraak) sends `apkReminder=ja` when its unticked box is ticked (a Dutch plate and an
 *   e-mail address needed); the sign-up page (/apk-herinnering, /en/mot-reminder) posts `licensePlate` and `email` to
 *   POST /api/apk-herinnering (urlencoded; the island with `Accept: application/json`).
 * - Every link in a mail carries one token `t` = `<subscription id>.<secret>`: the id is 64 hex characters (a SHA-256,
 *   the R2 key), the secret 22 base64url characters (128 random bits), of which only a hash is stored.
 */
import { cleanField, cleanPlate, contactProblem, type Problem } from './form-rules';

/** The appointment request's field and its one value. */
export const apkReminderField = 'apkReminder';
export const apkReminderYes = 'ja';

/** The sign-up's fields (the honeypot `_gotcha` too). */
export const apkSignUpFieldNames = ['licensePlate', 'email'] as const;
export type ApkSignUpField = (typeof apkSignUpFieldNames)[number];

/** The reminder goes this many days before the APK date: before the RDW's own letter at six weeks. */
export const reminderLeadDays = 56;
/** An unconfirmed request is deleted after this many days. */
export const unconfirmedDays = 7;

/** The receiver's paths. */
export const apkReminderApi = {
  signUp: '/api/apk-herinnering',
  confirm: '/api/apk-herinnering/bevestigen',
  unsubscribe: '/api/apk-herinnering/afmelden',
} as const;

/** The pages: the sign-up, and the steps after it (noindex, not in the sitemap). */
export const apkReminderPages = {
  nl: {
    signUp: '/apk-herinnering',
    sent: '/apk-herinnering/verstuurd',
    confirm: '/apk-herinnering/bevestigen',
    confirmed: '/apk-herinnering/bevestigd',
    unsubscribe: '/apk-herinnering/afmelden',
    unsubscribed: '/apk-herinnering/afgemeld',
    invalid: '/apk-herinnering/verlopen',
  },
  en: {
    signUp: '/en/mot-reminder',
    sent: '/en/mot-reminder/sent',
    confirm: '/en/mot-reminder/confirm',
    confirmed: '/en/mot-reminder/confirmed',
    unsubscribe: '/en/mot-reminder/unsubscribe',
    unsubscribed: '/en/mot-reminder/unsubscribed',
    invalid: '/en/mot-reminder/expired',
  },
} as const;
export type ApkReminderStep = Exclude<keyof (typeof apkReminderPages)['nl'], 'signUp'>;
export const apkReminderSteps = ['sent', 'confirm', 'confirmed', 'unsubscribe', 'unsubscribed', 'invalid'] as const satisfies readonly ApkReminderStep[];

/** `<64 hex>.<22 base64url>`: what a link's `t` must look like before anything is read for it. */
export const tokenPattern = /^[0-9a-f]{64}\.[A-Za-z0-9_-]{22}$/;

/** One sign-up field's problem: a Dutch kenteken (the RDW knows only those) and an e-mail address, both required. */
export const apkSignUpProblem = (name: ApkSignUpField, raw: string): Problem | undefined => {
  if (name === 'email') return contactProblem('email', raw, { emailRequired: true });
  const value = cleanField(name, raw);
  if (!value) return 'empty';
  return cleanPlate(value, 'nl') ? undefined : 'invalid';
};
