/**
 * The contact form's fields and its draft: what runs as the page loads, before the island (ContactFormSection's script),
 * apart from the validation rules so that script stays small. Nothing here writes to the console: the values are
 * personal data.
 */

export const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type FieldName = (typeof fieldNames)[number];
export type ContactValues = Record<FieldName, string>;

type Control = HTMLInputElement | HTMLTextAreaElement;
export const control = (form: HTMLFormElement, name: string): Control | null => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
};

export const readValues = (form: HTMLFormElement): ContactValues =>
  Object.fromEntries(fieldNames.map((n) => [n, control(form, n)?.value ?? ''])) as ContactValues;

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

