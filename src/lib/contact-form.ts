/**
 * The contact form's rules, apart from React: the fields, validation (messages in the page's language, passed in
 * as ContactWords from contact-form.nl.ts or contact-form.en.ts), the draft that survives
 * a reload (sessionStorage, until the message is delivered), the ?dienst= prefill and the mailto: fallback.
 * Nothing here writes to the console: the values are personal data.
 */

export const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type FieldName = (typeof fieldNames)[number];
export type ContactValues = Record<FieldName, string>;
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

type Control = HTMLInputElement | HTMLTextAreaElement;
const control = (form: HTMLFormElement, name: string): Control | null => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
};

export const readValues = (form: HTMLFormElement): ContactValues =>
  Object.fromEntries(fieldNames.map((n) => [n, control(form, n)?.value ?? ''])) as ContactValues;

export const honeypotFilled = (form: HTMLFormElement): boolean => !!control(form, honeypotName)?.value;

export const focusField = (form: HTMLFormElement, name: FieldName): void => control(form, name)?.focus();

// ---- the draft ----

const draftKey = 'devos:contactformulier';

export const saveDraft = (values: ContactValues): void => {
  try {
    if (fieldNames.some((n) => values[n])) sessionStorage.setItem(draftKey, JSON.stringify(values));
    else sessionStorage.removeItem(draftKey);
  } catch {
    // Storage full or blocked (private mode): the form works on without a draft.
  }
};

export const readDraft = (): Partial<ContactValues> => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(draftKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(fieldNames.flatMap((n) => (typeof record[n] === 'string' ? [[n, record[n]]] : [])));
  } catch {
    return {};
  }
};

export const clearDraft = (): void => {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing to clear.
  }
};

/**
 * Runs as the page loads, before the island is live: puts the draft back into empty fields, starts an empty message
 * with the title of the service named in ?dienst= (the service pages link to /contact?dienst={id}), and saves the
 * draft on every keystroke from then on. The island clears it once the message is delivered.
 */
export const keepDraft = (form: HTMLFormElement, serviceTitles: Record<string, string>, search: string): void => {
  const draft = readDraft();
  for (const name of fieldNames) {
    const el = control(form, name);
    const saved = draft[name];
    if (el && !el.value && saved) el.value = saved;
  }
  const message = control(form, 'message');
  const id = new URLSearchParams(search).get('dienst');
  const title = id && Object.hasOwn(serviceTitles, id) ? serviceTitles[id] : undefined;
  if (message && title && !message.value.trim()) message.value = `${title}: `;
  form.addEventListener('input', () => saveDraft(readValues(form)));
};

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
