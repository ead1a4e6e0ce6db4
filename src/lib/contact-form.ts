/**
 * The rules both forms share (contact form, damage report), apart from React: validation, the re-submit that hands
 * over from the browser's own validation, and the mailto: fallback. The fields and the drafts live in
 * contact-draft.ts (they run before the islands, so they stay small) and are re-exported here. The words come from
 * the language's strings module (src/data/forms/): nothing here is Dutch or English.
 * Nothing here writes to the console: the values are personal data.
 */
import type { ContactFormStrings, SharedFormStrings } from '../data/forms/types';
import { control, fieldNames, type ContactValues, type FieldName } from './contact-draft';
import { collect, contactProblem, honeypotName, limits, type ContactRules, type Problem } from './form-rules';

export {
  clearDraft, contactDraft, control, fieldNames, keepDraft, prefillService, readDraft, readFields, readValues, saveDraft,
  type ContactValues, type Draft, type FieldName,
} from './contact-draft';
export type Errors<N extends string> = Partial<Record<N, string>>;
export type FieldErrors = Errors<FieldName>;

export { emailLooksValid, honeypotName, phoneLooksValid } from './form-rules';
export const messageMaxLength = limits.message;
/** The counter shows from here on. */
export const messageCounterFrom = 4000;
export const nameMaxLength = limits.name;
/** Loose enough for the browser's own check without JavaScript; `phoneLooksValid` is the real rule. */
export const phonePattern = String.raw`\+?[0-9 \-\.\(\)\/]{9,25}`;

/** Numbers as the page's language writes them (1.234 in Dutch). */
export const number = (n: number) => n.toLocaleString(document.documentElement.lang || 'nl');

/** The sentence for a contact field's problem (from the shared rules, or from the receiver's 422). */
export const fieldMessage = (name: FieldName, problem: Problem, value: string, { errors }: SharedFormStrings, rules: ContactRules = {}): string => {
  switch (name) {
    case 'firstName':
    case 'lastName':
      return problem === 'empty' ? errors[name].empty : errors[name].tooLong(number(nameMaxLength));
    case 'email':
      return problem === 'empty' ? errors.email.empty : errors.email.invalid;
    case 'phone':
      if (problem === 'empty') return errors.phone.empty;
      return rules.phoneRequired ? errors.phone.invalid : errors.phone.invalidOptional;
    case 'message':
      return problem === 'empty'
        ? errors.message.empty
        : errors.message.tooLong(number(value.length), number(messageMaxLength), number(Math.max(0, value.length - messageMaxLength)));
  }
};

/** One contact field's error for an already trimmed value, or undefined. Any Unicode is fine in names and the message. */
export const fieldError = (name: FieldName, value: string, strings: SharedFormStrings, rules: ContactRules = {}): string | undefined => {
  const problem = contactProblem(name, value, rules);
  return problem && fieldMessage(name, problem, value, strings, rules);
};

export const trimValues = <N extends string>(values: Record<N, string>): Record<N, string> =>
  Object.fromEntries(Object.entries<string>(values).map(([n, v]) => [n, v.trim()])) as Record<N, string>;

export const validate = (values: ContactValues, strings: SharedFormStrings): FieldErrors =>
  collect(fieldNames, (n) => fieldError(n, values[n], strings));

/** The counter under the message box: empty until the message nears the limit. */
export const messageCounter = (length: number, { counter }: SharedFormStrings): string =>
  length < messageCounterFrom ? '' : counter(number(length), number(messageMaxLength));

/** Drops a field's error as soon as its value is right (after the first submit), or updates it. */
export const withFieldError = <N extends string>(previous: Errors<N>, name: N, error: string | undefined): Errors<N> => {
  const next = { ...previous };
  if (error) next[name] = error;
  else delete next[name];
  return next;
};

// ---- the form in the page ----

/**
 * A submit that met the browser's own validation before the island was live: switch that off and submit again, so
 * the island shows its own messages instead of the browser's.
 */
export const resubmitWithOwnValidation = (form: HTMLFormElement | null): void => {
  if (!form || form.noValidate) return;
  form.noValidate = true;
  setTimeout(() => form.requestSubmit());
};

export const honeypotFilled = (form: HTMLFormElement): boolean => !!control(form, honeypotName)?.value;

export const focusField = (form: HTMLFormElement, name: string): void => {
  const el = control(form, name);
  const first = el instanceof RadioNodeList ? (el[0] as HTMLInputElement | undefined) : el;
  // A field folded away in a <details> (the report's "Verzekering en datum") is shown first.
  const details = first?.closest('details');
  if (details) details.open = true;
  first?.focus();
};

// ---- without a form backend ----

/** A mailto: to the garage with a subject and every field, URL-encoded (RFC 6068: %20 and CRLF). */
export const mailtoHref = (to: string, values: ContactValues, { mail, mailBody: b }: ContactFormStrings): string => {
  const subject = mail.subject(`${values.firstName} ${values.lastName}`);
  const body = [
    `${b.firstName}: ${values.firstName}`,
    `${b.lastName}: ${values.lastName}`,
    `${b.email}: ${values.email}`,
    `${b.phone}: ${values.phone || b.noPhone}`,
    '',
    `${b.message}:`,
    values.message.replace(/\r?\n/g, '\r\n'),
  ].join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
};
