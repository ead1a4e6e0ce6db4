/**
 * The appointment request's draft (/afspraak, /en/appointment): what runs as the page loads, before its island (the
 * page's small script), and what the island calls once it has drawn the offered days. Every value survives a reload
 * in sessionStorage until the request is delivered: text fields, and each check box and radio by its value. The
 * ?dienst=<id> of a service page ticks that work at once, without waiting for the island. Kept apart from the
 * island's modules (no imports), so the page loads only this before interaction.
 * Nothing here writes to the console: the values are personal data.
 */
export const appointmentDraftKey = 'devos:afspraak';

type Saved = Record<string, string[]>;
type Field = HTMLInputElement | HTMLTextAreaElement;

const fields = (form: HTMLFormElement): Field[] =>
  [...form.elements].filter((el): el is Field => (el instanceof HTMLInputElement && !!el.name && el.type !== 'hidden') || el instanceof HTMLTextAreaElement);
const ticks = (el: Field): el is HTMLInputElement => el.type === 'checkbox' || el.type === 'radio';

/** Every named value: a text field its text, check boxes and radios the values ticked (the honeypot stays out). */
export const readAppointment = (form: HTMLFormElement): Saved => {
  const saved: Saved = {};
  for (const el of fields(form)) {
    if (el.name === '_gotcha' || (ticks(el) && !el.checked) || (!ticks(el) && !el.value)) continue;
    (saved[el.name] ??= []).push(el.value);
  }
  return saved;
};

export const readAppointmentDraft = (): Saved => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(appointmentDraftKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((v) => typeof v === 'string')),
    );
  } catch {
    return {};
  }
};

export const saveAppointmentDraft = (form: HTMLFormElement): void => {
  try {
    const values = readAppointment(form);
    if (Object.keys(values).length) sessionStorage.setItem(appointmentDraftKey, JSON.stringify(values));
    else sessionStorage.removeItem(appointmentDraftKey);
  } catch {
    // Storage full or blocked (private mode): the form works on without a draft.
  }
};

export const clearAppointmentDraft = (): void => {
  try {
    sessionStorage.removeItem(appointmentDraftKey);
  } catch {
    // Nothing to clear.
  }
};

/** Puts the draft back into empty text fields and unticked boxes; returns whether there was a draft. */
export const restoreAppointment = (form: HTMLFormElement, saved = readAppointmentDraft()): boolean => {
  for (const el of fields(form)) {
    const values = saved[el.name];
    if (!values) continue;
    if (ticks(el)) {
      if (!el.checked && values.includes(el.value)) el.checked = true;
    } else if (!el.value && values[0]) el.value = values[0];
  }
  return Object.keys(saved).length > 0;
};

/** As the page loads: the draft back, else the work named in ?dienst= ticked; from then on every change is kept. */
export const keepAppointmentDraft = (form: HTMLFormElement, search: string): void => {
  const id = new URLSearchParams(search).get('dienst');
  // Only a work the form offers (workIds): an unknown id finds no box. No import of the list: this runs before the island.
  const box = fields(form).find((el) => el.name === 'work' && el.value === id);
  if (!restoreAppointment(form) && box instanceof HTMLInputElement) box.checked = true;
  for (const type of ['input', 'change']) form.addEventListener(type, () => saveAppointmentDraft(form));
};
