/**
 * The rules both forms follow, in one module with two callers: the browser (the islands turn each problem into the
 * page's own words) and the receiver on Cloudflare Workers (worker/), which answers a 422 with the same codes. So the
 * browser and the server can never disagree about what a valid report or message is. No DOM, no words, no console.
 */
import { contactFieldNames, reportFieldNames, type ContactField, type ReportField, type ReportValues } from './form-fields';
import { normalisePlate } from './kenteken';

export { contactFieldNames, reportFieldNames, type ContactField, type ReportField, type ReportValues };

/** What can be wrong with one field. The receiver sends these codes; each form maps them to a sentence. */
export type Problem = 'empty' | 'tooLong' | 'invalid';

export const limits = {
  /** Photos per report, and the largest photo the receiver stores (the browser sends at most about 0.5 MB). */
  photos: 8,
  /** Upload slots per draft (PUT …/photos/<n>): a slot is never reused, so a visitor may remove and add a few. */
  photoSlots: 24,
  photoBytes: 1_500_000,
  /** Longest side of a photo the receiver accepts (the browser sends at most 2048 px). */
  photoSide: 4096,
  /** A whole request body; anything larger is refused before it is read. */
  bodyBytes: 12_000_000,
  name: 100,
  email: 254,
  phone: 25,
  message: 5000,
  insurer: 100,
  plate: 16,
  country: 60,
} as const;

/** Bots fill every field; people never see this one. Hosted form services know the name `_gotcha`. */
export const honeypotName = '_gotcha';

export const damageTypeIds = ['aanrijding', 'parkeerschade', 'ruitschade', 'hagel-storm', 'vandalisme-inbraak', 'anders'] as const;
export type DamageTypeId = (typeof damageTypeIds)[number];
/** "Kan de auto nog rijden?": yes, no, or "weet ik niet". */
export const driveableValues = ['ja', 'nee', 'onbekend'] as const;
/** Where the number plate is from: a Dutch plate is normalised (AB-12-CD), a foreign one kept as typed. */
export const plateOrigins = ['nl', 'buitenland'] as const;

/** A Dutch number (10 digits starting with 0) or an international one (+ or 00, 8 to 15 digits). */
export const phoneLooksValid = (raw: string): boolean => {
  const digits = raw.replace(/[\s().\-/]/g, '');
  return /^(?:\+|00)[1-9]\d{7,14}$/.test(digits) || /^0[1-9]\d{8}$/.test(digits);
};

export const emailLooksValid = (email: string): boolean => email.length <= limits.email && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(email);

/** A foreign plate as typed: letters (any script), digits, spaces and dashes, with at least two letters or digits. */
export const foreignPlateLooksValid = (raw: string): boolean =>
  raw.length <= limits.plate && /^[\p{L}\p{N}][\p{L}\p{N} \-·.]*$/u.test(raw) && raw.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;

/** The plate as the garage writes it: a Dutch one as AB-12-CD, a foreign one in capitals as typed. Null when invalid. */
export const cleanPlate = (raw: string, origin: string): string | null => {
  const value = raw.trim();
  if (origin === 'buitenland') return foreignPlateLooksValid(value) ? value.toUpperCase().replace(/\s+/g, ' ') : null;
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

/** One contact field's problem for an already trimmed value, or undefined. Any Unicode is fine in names and the message. */
export const contactProblem = (
  name: ContactField,
  value: string,
  { phoneRequired = false, messageRequired = true, emailRequired = true }: ContactRules = {},
): Problem | undefined => {
  switch (name) {
    case 'firstName':
    case 'lastName':
      if (!value) return 'empty';
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

const oneOf = (list: readonly string[], value: string): Problem | undefined => (list.includes(value) ? undefined : value ? 'invalid' : 'empty');

/** One report field's problem for already trimmed values (the plate's depends on its origin), or undefined. */
export const reportProblem = (name: ReportField, values: Partial<ReportValues>, latestDate = today()): Problem | undefined => {
  const value = values[name] ?? '';
  switch (name) {
    case 'plateOrigin':
      // Required: the visitor says where the car is registered (the radio is required without JavaScript too).
      if (!value) return 'empty';
      return (plateOrigins as readonly string[]).includes(value) ? undefined : 'invalid';
    case 'licensePlate':
      if (!value) return 'empty';
      return cleanPlate(value, values.plateOrigin ?? 'nl') ? undefined : 'invalid';
    case 'plateCountry':
      if (values.plateOrigin !== 'buitenland') return value.length > limits.country ? 'tooLong' : undefined;
      if (!value) return 'empty';
      return value.length > limits.country ? 'tooLong' : undefined;
    case 'damageType':
      return oneOf(damageTypeIds, value);
    case 'driveable':
      return oneOf(driveableValues, value);
    case 'damageDate':
      return !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && value <= latestDate) ? undefined : 'invalid';
    case 'insurer':
      return value.length > limits.insurer ? 'tooLong' : undefined;
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

/**
 * Every field as the receiver keeps it: control characters removed (a pasted NUL, bell or escape code means nothing in
 * a name or a message; tabs and line feeds stay, a form's CR LF becomes LF), then trimmed.
 */
export const trimAll = <N extends string>(names: readonly N[], read: (name: N) => string | undefined): Record<N, string> =>
  Object.fromEntries(names.map((n) => [n, (read(n) ?? '').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '').trim()])) as Record<N, string>;

export const checkReport = (values: ReportValues, latestDate?: string): Problems<ReportField> =>
  collect(reportFieldNames, (n) => reportProblem(n, values, latestDate));

export const checkContact = (values: Record<ContactField, string>): Problems<ContactField> =>
  collect(contactFieldNames, (n) => contactProblem(n, values[n]));

/** The values as the garage stores them: trimmed, the plate cleaned, the country only with a foreign plate. */
export const cleanReport = (values: ReportValues): ReportValues => {
  const origin = values.plateOrigin === 'buitenland' ? 'buitenland' : 'nl';
  return {
    ...values,
    plateOrigin: origin,
    licensePlate: cleanPlate(values.licensePlate, origin) ?? values.licensePlate,
    plateCountry: origin === 'buitenland' ? values.plateCountry : '',
  };
};

// ---- the report id and the reference ----

/** The browser makes one id per draft (Idempotency-Key; the photos' upload folder): 16 to 64 URL-safe characters. */
export const reportIdLooksValid = (id: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(id);

/** Crockford's base 32 without I, L, O, U: easy to read out on the phone. */
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "DV-7K3Q": what the visitor sees and the garage's e-mail subject names, from 20 random bits. */
export const makeReference = (random: Uint8Array): string =>
  `DV-${Array.from(random.slice(0, 4), (b) => referenceAlphabet[b % 32]).join('')}`;
