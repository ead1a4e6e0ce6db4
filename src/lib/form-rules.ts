/**
 * The rules both forms follow, in one module with two callers: the browser (the islands turn each problem into the
 * page's own words) and the receiver on Cloudflare Workers (worker/), which answers a 422 with the same codes. So the
 * browser and the server can never disagree about what a valid report or message is. No DOM, no words, no console.
 * The appointment request's rules build on these, beside them in ./appointment-rules.ts (this file is full).
 */
import { contactFieldNames, type ContactField, type ReportField, type ReportValues } from './form-fields';
import { normalisePlate } from './kenteken';

export { contactFieldNames, type ContactField, type ReportField, type ReportValues };

/** Every field of a report, in the order of the multipart contract (README): the draft's (./form-fields.ts) and the guided intake. */
export const reportFieldNames: readonly ReportField[] = [
  'plateOrigin', 'licensePlate', 'plateCountry', 'damageType', 'otherParty', 'damageForm', 'damageDate', 'driveable', 'carLocation',
  'insurer', 'claimNumber', 'message', 'firstName', 'lastName', 'phone', 'email',
];

/** What can be wrong with one field. The receiver sends these codes; each form maps them to a sentence. */
export type Problem = 'empty' | 'tooLong' | 'invalid';

const photos = 8;
/**
 * The largest photo in a report. The island sends photos of at most 250 KB; the form without JavaScript sends the
 * camera's originals: a 12-MP phone JPEG is 2–6 MB, a 48-MP one (or a 12-MP one full of detail) up to about 12 MB, an
 * iPhone's HEIC 1–4 MB, a screenshot as PNG up to about 4 MB.
 */
const photoBytes = 12_000_000;
/**
 * A whole report body. A Worker has 128 MB of memory, and the receiver holds a body about twice while it works (the
 * bytes read, then the parsed form; then the parsed form and the rebuilt photos): 40 MB leaves room beside it. That
 * is eight ordinary phone photos (8 × 4–5 MB), or three originals at the 12 MB limit with the fields.
 */
const bodyBytes = 40_000_000;

export const limits = {
  /** Photos per report, and the largest photo the receiver stores in a report (a camera original, see above). */
  photos,
  /** Upload slots per draft (PUT …/photos/<n>): a slot is never reused, so a visitor may remove and add a few. */
  photoSlots: 24,
  photoBytes,
  /** The largest draft photo (PUT …/photos/<n>): the island sends at most 250 KB; an original goes with the report. */
  draftPhotoBytes: 400_000,
  /**
   * Draft photos one client (an IPv4 address or an IPv6 /64) may park per day that no report has collected yet: a
   * report's photos from the island are at most 8 × 250 KB, so this is five unsent reports' worth (a collected draft
   * gives its bytes back), and a flood of drafts stops at 10 MB a day per client instead of 86 GB (red team
   * 2026-11-25, F5). Past it the island sends its photos with the report instead: nothing is lost.
   */
  draftBytesPerDay: 10_000_000,
  /** Longest side of a photo the receiver accepts (the browser sends at most 2048 px; a 48-MP camera 8064). */
  photoSide: 8192,
  /** A whole report body, anything larger refused before it is read (see above). */
  bodyBytes,
  /** Parts in a report body other than photos: its 12 fields, the honeypot and `uploaded`, with room to spare. */
  textParts: 40,
  /** How far back a damage date may lie, in years. */
  damageYears: 10,
  name: 100,
  email: 254,
  phone: 25,
  message: 5000,
  insurer: 100,
  plate: 16,
  country: 60,
  claimNumber: 40,
  carLocation: 200,
} as const;

/** Bots fill every field; people never see this one. Hosted form services know the name `_gotcha`. */
export const honeypotName = '_gotcha';

export const damageTypeIds = ['aanrijding', 'parkeerschade', 'ruitschade', 'hagel-storm', 'vandalisme-inbraak', 'anders'] as const;
export type DamageTypeId = (typeof damageTypeIds)[number];
/** "Kan de auto nog rijden?": yes, no, or "weet ik niet". */
export const driveableValues = ['ja', 'nee', 'onbekend'] as const;
/** "Was er een andere partij bij?": they were at fault, I was, no one, don't know (the guided intake, issue 34). */
export const otherParties = ['ander-schuld', 'ik-schuld', 'geen', 'onbekend'] as const;
/** Where the number plate is from: a Dutch plate is normalised (AB-12-CD), a foreign one kept as typed. */
export const plateOrigins = ['nl', 'buitenland'] as const;

/** A Dutch number (10 digits starting with 0) or an international one (+ or 00, 8 to 15 digits). */
export const phoneLooksValid = (raw: string): boolean => {
  const digits = raw.replace(/[\s().\-/]/g, '');
  return /^(?:\+|00)[1-9]\d{7,14}$/.test(digits) || /^0[1-9]\d{8}$/.test(digits);
};

/**
 * An address a mail system takes and the garage can reply to (RFC 5321): a dot-atom local part of at most 64
 * characters (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots only between them: no quotes,
 * brackets, commas or spaces), then two or more domain labels of letters, digits and inner hyphens, the last a name
 * of letters (or an xn-- name). ASCII only, as mail headers need it.
 */
const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
export const emailLooksValid = (email: string): boolean =>
  email.length <= limits.email && email.lastIndexOf('@') <= 64 && emailPattern.test(email);

// ---- what a field may hold ----

/** Fields that may hold more than one line: only the message. Every other field is one line in the garage's e-mail. */
const multiLine: readonly string[] = ['message'];

/**
 * Characters that show nothing or turn the text around: every default-ignorable code point (soft hyphen, combining
 * grapheme joiner, Arabic letter mark, Hangul and halfwidth fillers, Mongolian and Khmer invisibles, zero-width space,
 * joiners and direction marks, bidi embeddings, overrides and isolates, word joiner, invisible operators, variation
 * selectors and their supplement U+E0100–U+E01EF, the byte-order mark, and the tag characters U+E0000–U+E007F that
 * can spell hidden text a person does not see and a program reads), and interlinear annotation marks.
 */
const invisible = /[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu;
/** In the message, joiners (emoji sequences, Persian) and variation selectors U+FE00–U+FE0F (emoji) stay; the rest goes. */
const invisibleInText = /(?![\u200C\u200D\uFE00-\uFE0F])[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu;
/** Control characters (C0 but tab and line feed, DEL, C1): a pasted NUL, bell or escape code means nothing here. */
const controls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** Something to read: a letter or a digit of any script. A name of dots, spaces or blank signs is no name. */
const readable = /[\p{L}\p{N}]/u;

/**
 * A field's value as the garage keeps it: line breaks in the message as LF; in every other field, line breaks, tabs
 * and runs of spaces fold into one space (no one can add a "Telefoon:" line to the garage's e-mail); control,
 * invisible and bidi control characters removed; trimmed. The forms check the same value the receiver stores.
 */
export const cleanField = (name: string, raw: string): string => {
  if (multiLine.includes(name)) {
    return raw.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n').replace(controls, '').replace(invisibleInText, '').trim();
  }
  return raw.replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ').replace(controls, '').replace(invisible, '').replace(/\s+/gu, ' ').trim();
};

/** A foreign plate as typed: letters (any script), digits, spaces and dashes, with at least two letters or digits. */
export const foreignPlateLooksValid = (raw: string): boolean =>
  raw.length <= limits.plate && /^[\p{L}\p{N}][\p{L}\p{N} \-·.]*$/u.test(raw) && raw.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;

/** The plate as the garage writes it: a Dutch one as AB-12-CD, a foreign one in capitals as typed. Null when invalid. */
export const cleanPlate = (raw: string, origin: string): string | null => {
  const value = raw.trim();
  if (origin === 'buitenland') {
    // In capitals, still within the cap (a ligature such as ŉ becomes two letters).
    const upper = value.toUpperCase().replace(/\s+/g, ' ');
    return foreignPlateLooksValid(value) && upper.length <= limits.plate ? upper : null;
  }
  return normalisePlate(value);
};

// ---- the contact form ----

export interface ContactRules {
  /** The damage report needs the phone number (the garage calls back); the contact form does not. */
  phoneRequired?: boolean;
  /** The contact form needs a message; the damage report's description is optional. */
  messageRequired?: boolean;
  /** The contact form needs an e-mail address; the damage report, which has the phone number, does not. */
  emailRequired?: boolean;
}

/** One contact field's problem, or undefined, for the value as cleanField keeps it. Any script is fine in names and the message. */
export const contactProblem = (
  name: ContactField,
  raw: string,
  { phoneRequired = false, messageRequired = true, emailRequired = true }: ContactRules = {},
): Problem | undefined => {
  const value = cleanField(name, raw);
  switch (name) {
    case 'firstName':
    case 'lastName':
      if (!readable.test(value)) return 'empty';
      return value.length > limits.name ? 'tooLong' : undefined;
    case 'email':
      if (!value) return emailRequired ? 'empty' : undefined;
      return emailLooksValid(value) ? undefined : 'invalid';
    case 'phone':
      if (!value) return phoneRequired ? 'empty' : undefined;
      return value.length <= limits.phone && phoneLooksValid(value) ? undefined : 'invalid';
    case 'message':
      if (!value) return messageRequired ? 'empty' : undefined;
      return value.length > limits.message ? 'tooLong' : undefined;
  }
};

// ---- the damage report ----

/** Today as YYYY-MM-DD in the visitor's own time zone (the server allows one day more for time zones): the latest damage date. */
export const today = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A day that exists (no 30 February), YYYY-MM-DD, from `limits.damageYears` years before `latest` up to `latest`. */
export const dateLooksValid = (value: string, latest: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const earliest = `${String(Number(latest.slice(0, 4)) - limits.damageYears).padStart(4, '0')}${latest.slice(4)}`;
  return value >= earliest && value <= latest;
};

const oneOf = (list: readonly string[], value: string): Problem | undefined => (list.includes(value) ? undefined : value ? 'invalid' : 'empty');

/** One report field's problem for already trimmed values (the plate's depends on its origin), or undefined. */
export const reportProblem = (name: ReportField, values: Partial<ReportValues>, latestDate = today()): Problem | undefined => {
  const value = cleanField(name, values[name] ?? '');
  switch (name) {
    case 'plateOrigin':
      // Dutch unless the visitor says otherwise ("nl" is ticked in the served HTML; a post without it is Dutch too).
      return !value || (plateOrigins as readonly string[]).includes(value) ? undefined : 'invalid';
    case 'licensePlate':
      if (!value) return 'empty';
      return cleanPlate(value, values.plateOrigin ?? 'nl') ? undefined : 'invalid';
    case 'plateCountry':
      // With a Dutch plate the country is not asked, and not kept.
      if (values.plateOrigin !== 'buitenland') return undefined;
      if (!readable.test(value)) return 'empty';
      return value.length > limits.country ? 'tooLong' : undefined;
    case 'damageType':
      return oneOf(damageTypeIds, value);
    case 'driveable':
      return oneOf(driveableValues, value);
    case 'damageDate':
      return !value || dateLooksValid(value, latestDate) ? undefined : 'invalid';
    case 'insurer':
      return value.length > limits.insurer ? 'tooLong' : undefined;
    // The guided intake: all optional.
    case 'otherParty':
      return !value || (otherParties as readonly string[]).includes(value) ? undefined : 'invalid';
    case 'damageForm':
      return !value || value === 'ja' || value === 'nee' ? undefined : 'invalid';
    case 'claimNumber':
      if (value.length > limits.claimNumber) return 'tooLong';
      return !value || /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(value) ? undefined : 'invalid';
    case 'carLocation':
      return value.length > limits.carLocation ? 'tooLong' : undefined;
    default:
      return contactProblem(name, value, { phoneRequired: true, messageRequired: false, emailRequired: false });
  }
};

export type Problems<N extends string> = Partial<Record<N, Problem>>;

/** Every field's finding, where `check` finds one: a problem code here, a sentence in the forms. */
export const collect = <N extends string, T>(names: readonly N[], check: (name: N) => T | undefined): Partial<Record<N, T>> => {
  const found: Partial<Record<N, T>> = {};
  for (const name of names) {
    const result = check(name);
    if (result !== undefined) found[name] = result;
  }
  return found;
};

/** Every field as the receiver keeps it (cleanField): one line but the message, no control or invisible characters, trimmed. */
export const trimAll = <N extends string>(names: readonly N[], read: (name: N) => string | undefined): Record<N, string> =>
  Object.fromEntries(names.map((n) => [n, cleanField(n, read(n) ?? '')])) as Record<N, string>;

export const checkReport = (values: ReportValues, latestDate?: string): Problems<ReportField> =>
  collect(reportFieldNames, (n) => reportProblem(n, values, latestDate));

export const checkContact = (values: Record<ContactField, string>): Problems<ContactField> =>
  collect(contactFieldNames, (n) => contactProblem(n, values[n]));

/**
 * The values as the garage stores them: trimmed, the plate cleaned, the country only with a foreign plate, the other
 * party and the damage form only with an "aanrijding", where the car stands only when it cannot (or may not) drive.
 */
export const cleanReport = (values: ReportValues): ReportValues => {
  const origin = values.plateOrigin === 'buitenland' ? 'buitenland' : 'nl';
  const collision = values.damageType === 'aanrijding';
  return {
    ...values,
    otherParty: collision ? (values.otherParty ?? '') : '',
    damageForm: collision ? (values.damageForm ?? '') : '',
    carLocation: values.driveable === 'nee' || values.driveable === 'onbekend' ? (values.carLocation ?? '') : '',
    claimNumber: values.claimNumber ?? '',
    plateOrigin: origin,
    licensePlate: cleanPlate(values.licensePlate, origin) ?? values.licensePlate,
    plateCountry: origin === 'buitenland' ? values.plateCountry : '',
  };
};

// ---- the report id and the reference ----

/** The browser makes one id per draft (Idempotency-Key; the photos' upload folder): 16 to 64 URL-safe characters. */
export const reportIdLooksValid = (id: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(id);

/** Crockford's base 32 without I, L, O, U: easy to read out on the phone. */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/**
 * "DV-7K3Q-M2XA": what the visitor sees and the garage's e-mail subject names. Eight characters from 8 random bytes
 * (each % 32, unbiased: 256 is a multiple of 32), 40 bits; read out in two groups of four. The receiver still claims
 * each one in R2 before use (worker/store/records.ts), so a clash is drawn again, never overwritten.
 */
export const makeReference = (random: Uint8Array): string => {
  const c = Array.from(random.slice(0, 8), (b) => referenceAlphabet[b % 32]).join('');
  return `DV-${c.slice(0, 4)}-${c.slice(4, 8)}`;
};
/** A reference anywhere in a text (the receiver's answer, a toast, a subject). */
export const referencePattern = /DV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
