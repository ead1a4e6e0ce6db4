/**
 * The forms' fields and drafts (contact form, damage report): what runs as a page loads, before its island (the
 * pages' small scripts), apart from the validation rules so those scripts stay small. A draft survives a reload in
 * sessionStorage until the form is delivered. Both forms' definitions share this one small file, because a second
 * file costs the report page more bytes before interaction than the few names cost the contact page.
 * Nothing here writes to the console: the values are personal data.
 */

import { contactFieldNames as fieldNames, reportDraftNames, type ContactField as FieldName, type ReportField, type ReportValues } from './form-fields';

export { fieldNames, type FieldName, type ReportField, type ReportValues };
export type ContactValues = Record<FieldName, string>;

/** The forms have inputs, text areas and radio groups (no selects: a few bytes less before interaction). */
type Control = HTMLInputElement | HTMLTextAreaElement | RadioNodeList;
export const control = (form: HTMLFormElement, name: string): Control | null => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof RadioNodeList ? el : null;
};

/** The values of the named fields; a radio group gives its checked value. */
export const readFields = <N extends string>(form: HTMLFormElement, names: readonly N[]): Record<N, string> =>
  Object.fromEntries(names.map((n) => [n, control(form, n)?.value ?? ''])) as Record<N, string>;

export const readValues = (form: HTMLFormElement): ContactValues => readFields(form, fieldNames);

// ---- the draft ----

export interface Draft<N extends string> {
  /** The sessionStorage key. */
  key: string;
  names: readonly N[];
}

export const contactDraft: Draft<FieldName> = { key: 'devos:contactformulier', names: fieldNames };

/** The report's draft: every field but the guided intake (issue 34), whose names would cost the page bytes before interaction. */
export const reportDraft: Draft<ReportField> = { key: 'devos:schademelding', names: reportDraftNames };


/** A sessionStorage flag the report page's early script reads: photos wait in IndexedDB, so the island should wake at once. */
export const photosFlag = 'devos:fotos';

export const saveDraft = <N extends string>({ key, names }: Draft<N>, values: Record<N, string>): void => {
  try {
    if (names.some((n) => values[n])) sessionStorage.setItem(key, JSON.stringify(values));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or blocked (private mode): the form works on without a draft.
  }
};

export const readDraft = <N extends string>({ key, names }: Draft<N>): Partial<Record<N, string>> => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(names.flatMap((n) => (typeof record[n] === 'string' ? [[n, record[n]]] : []))) as Partial<Record<N, string>>;
  } catch {
    return {};
  }
};

export const clearDraft = ({ key }: Draft<string>): void => {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
};

/**
 * Runs as the page loads, before the island is live: puts the draft back into empty fields (and unchecked radio
 * groups) and saves the draft on every change from then on. The island clears it once the form is delivered.
 */
export const keepDraft = <N extends string>(form: HTMLFormElement, draft: Draft<N>): void => {
  const saved = readDraft(draft);
  for (const name of draft.names) {
    const el = control(form, name);
    const value = saved[name];
    if (!el || !value) continue;
    if (!el.value) el.value = value;
    // A value brought back into a fold (the report's "Verzekering en datum") opens it; a radio group has no fold.
    (el as Element).closest?.('details')?.setAttribute('open', '');
  }
  // Radio buttons fire input too.
  form.addEventListener('input', () => saveDraft(draft, readFields(form, draft.names)));
};

/** Starts an empty message with the title of the service named in ?dienst= (the service pages link to /contact?dienst={id}). */
export const prefillService = (form: HTMLFormElement, serviceTitles: Record<string, string>, search: string): void => {
  const message = control(form, 'message');
  const id = new URLSearchParams(search).get('dienst');
  const title = id && Object.hasOwn(serviceTitles, id) ? serviceTitles[id] : undefined;
  if (message && title && !message.value.trim()) message.value = `${title}: `;
};
