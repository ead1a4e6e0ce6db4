/**
 * The contact form's rules, apart from React: validation (messages in the page's language, passed in as ContactWords
 * from contact-form.nl.ts or contact-form.en.ts) and the mailto: fallback. The fields and
 * the draft that survives a reload live in contact-draft.ts (they run before the island, so they stay small) and are
 * re-exported here. Nothing here writes to the console: the values are personal data.
 */
import { control, fieldNames, type ContactValues, type FieldName } from './contact-draft';

export { clearDraft, fieldNames, keepDraft, readDraft, readValues, saveDraft, type ContactValues, type FieldName } from './contact-draft';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const messageMaxLength = 5000;
/** The counter shows from here on. */
export const messageCounterFrom = 4000;
export const nameMaxLength = 100;
/** Bots fill every field; people never see this one. Hosted form services know the name `_gotcha`. */
export const honeypotName = '_gotcha';
/** Loose enough for the browser's own check without JavaScript; `phoneLooksValid` is the real rule. */
export const phonePattern = String.raw`\+?[0-9 \-\.\(\)\/]{9,25}`;

/** Every word the form's rules produce, per language: src/lib/contact-form.nl.ts and contact-form.en.ts. */
export interface ContactWords {
  /** For number formatting: 'nl-NL', 'en-GB'. */
  locale: string;
  required: Record<FieldName, string>;
  tooLong: (field: 'firstName' | 'lastName', max: number) => string;
  emailInvalid: string;
  phoneInvalid: string;
  messageTooLong: (length: string, max: string, over: string) => string;
  counter: (length: string, max: string) => string;
  mail: {
    subject: (firstName: string, lastName: string) => string;
    labels: Record<FieldName, string>;
    noPhone: string;
  };
}

const number = (n: number, w: ContactWords) => n.toLocaleString(w.locale);

/** A Dutch number (10 digits starting with 0) or an international one (+ or 00, 8 to 15 digits). */
export const phoneLooksValid = (raw: string): boolean => {
  const digits = raw.replace(/[\s().\-/]/g, '');
  return /^(?:\+|00)[1-9]\d{7,14}$/.test(digits) || /^0[1-9]\d{8}$/.test(digits);
};

export const emailLooksValid = (email: string): boolean => /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(email);

/** One field's error for an already trimmed value, or undefined. Any Unicode is fine in names and the message. */
export const fieldError = (name: FieldName, value: string, w: ContactWords): string | undefined => {
  switch (name) {
    case 'firstName':
    case 'lastName':
      if (!value) return w.required[name];
      return value.length > nameMaxLength ? w.tooLong(name, nameMaxLength) : undefined;
    case 'email':
      if (!value) return w.required.email;
      return emailLooksValid(value) ? undefined : w.emailInvalid;
    case 'phone':
      return !value || phoneLooksValid(value) ? undefined : w.phoneInvalid;
    case 'message':
      if (!value) return w.required.message;
      return value.length > messageMaxLength
        ? w.messageTooLong(number(value.length, w), number(messageMaxLength, w), number(value.length - messageMaxLength, w))
        : undefined;
  }
};

export const trimValues = (values: ContactValues): ContactValues =>
  Object.fromEntries(fieldNames.map((n) => [n, values[n].trim()])) as ContactValues;

export const validate = (values: ContactValues, w: ContactWords): FieldErrors => {
  const errors: FieldErrors = {};
  for (const name of fieldNames) {
    const error = fieldError(name, values[name], w);
    if (error) errors[name] = error;
  }
  return errors;
};

/** The counter under the message box: empty until the message nears the limit. */
export const messageCounter = (length: number, w: ContactWords): string =>
  length < messageCounterFrom ? '' : w.counter(number(length, w), number(messageMaxLength, w));

// ---- the form in the page ----

export const honeypotFilled = (form: HTMLFormElement): boolean => !!control(form, honeypotName)?.value;

export const focusField = (form: HTMLFormElement, name: FieldName): void => control(form, name)?.focus();

// ---- without a form backend ----

/** A mailto: to the garage with a subject and every field, URL-encoded (RFC 6068: %20 and CRLF). */
export const mailtoHref = (to: string, values: ContactValues, w: ContactWords): string => {
  const { labels } = w.mail;
  const subject = w.mail.subject(values.firstName, values.lastName);
  const body = [
    `${labels.firstName}: ${values.firstName}`,
    `${labels.lastName}: ${values.lastName}`,
    `${labels.email}: ${values.email}`,
    `${labels.phone}: ${values.phone || w.mail.noPhone}`,
    '',
    `${labels.message}:`,
    values.message.replace(/\r?\n/g, '\r\n'),
  ].join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
};
