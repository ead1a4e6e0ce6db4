/**
 * The contact form's rules, apart from React: validation (Dutch messages) and the mailto: fallback. The fields and
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

const number = (n: number) => n.toLocaleString('nl-NL');

/** A Dutch number (10 digits starting with 0) or an international one (+ or 00, 8 to 15 digits). */
export const phoneLooksValid = (raw: string): boolean => {
  const digits = raw.replace(/[\s().\-/]/g, '');
  return /^(?:\+|00)[1-9]\d{7,14}$/.test(digits) || /^0[1-9]\d{8}$/.test(digits);
};

export const emailLooksValid = (email: string): boolean => /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(email);

/** One field's error for an already trimmed value, or undefined. Any Unicode is fine in names and the message. */
export const fieldError = (name: FieldName, value: string): string | undefined => {
  switch (name) {
    case 'firstName':
      if (!value) return 'Vul uw voornaam in.';
      return value.length > nameMaxLength ? `Uw voornaam mag hoogstens ${nameMaxLength} tekens lang zijn.` : undefined;
    case 'lastName':
      if (!value) return 'Vul uw achternaam in.';
      return value.length > nameMaxLength ? `Uw achternaam mag hoogstens ${nameMaxLength} tekens lang zijn.` : undefined;
    case 'email':
      if (!value) return 'Vul uw e-mailadres in, dan kunnen wij u antwoorden.';
      return emailLooksValid(value) ? undefined : 'Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.';
    case 'phone':
      return !value || phoneLooksValid(value)
        ? undefined
        : 'Dit telefoonnummer klopt niet. Gebruik bijvoorbeeld 06 12345678 of +31 6 12345678, of laat het veld leeg.';
    case 'message':
      if (!value) return 'Schrijf kort waarmee wij u kunnen helpen.';
      return value.length > messageMaxLength
        ? `Uw bericht is ${number(value.length)} tekens lang; het maximum is ${number(messageMaxLength)}. Maak het ${number(value.length - messageMaxLength)} tekens korter.`
        : undefined;
  }
};

export const trimValues = (values: ContactValues): ContactValues =>
  Object.fromEntries(fieldNames.map((n) => [n, values[n].trim()])) as ContactValues;

export const validate = (values: ContactValues): FieldErrors => {
  const errors: FieldErrors = {};
  for (const name of fieldNames) {
    const error = fieldError(name, values[name]);
    if (error) errors[name] = error;
  }
  return errors;
};

/** The counter under the message box: empty until the message nears the limit. */
export const messageCounter = (length: number): string =>
  length < messageCounterFrom ? '' : `${number(length)} / ${number(messageMaxLength)} tekens`;

// ---- the form in the page ----

export const honeypotFilled = (form: HTMLFormElement): boolean => !!control(form, honeypotName)?.value;

export const focusField = (form: HTMLFormElement, name: FieldName): void => control(form, name)?.focus();

// ---- without a form backend ----

/** A mailto: to the garage with a subject and every field, URL-encoded (RFC 6068: %20 and CRLF). */
export const mailtoHref = (to: string, values: ContactValues): string => {
  const subject = `Bericht via de website van ${values.firstName} ${values.lastName}`;
  const body = [
    `Voornaam: ${values.firstName}`,
    `Achternaam: ${values.lastName}`,
    `E-mail: ${values.email}`,
    `Telefoon: ${values.phone || 'niet opgegeven'}`,
    '',
    'Bericht:',
    values.message.replace(/\r?\n/g, '\r\n'),
  ].join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
};
