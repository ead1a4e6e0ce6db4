/**
 * The appointment request's rules in the browser, apart from React: the days the island offers (the next open days
 * of src/lib/opening.ts), the form's values in the shape of the shared rules (src/lib/appointment-rules.ts, the
 * receiver's too), the urlencoded body and the request's id (Idempotency-Key).
 * The field names and choices are the contract in appointment-fields.ts. Nothing here writes to the console.
 */
import { appointmentFieldNames, offeredDays, type AppointmentField } from './appointment-fields';
import { emptyAppointment, type AppointmentValues } from './appointment-rules';
import { amsterdamNow, hoursOn, isoDate, type OpeningData } from './opening';

/** What the form holds: every field as a list of values (check boxes give several, a text field one). */
export type AppointmentForm = Partial<Record<string, string[]>>;

/** The next `offeredDays` days the garage is open, from tomorrow (Amsterdam time): YYYY-MM-DD. */
export const offeredDayList = (now: Date, data: OpeningData, count = offeredDays): string[] => {
  const [day] = amsterdamNow(now);
  const days: string[] = [];
  for (let n = day + 1; days.length < count && n < day + 400; n++) if (hoursOn(n, data).length) days.push(isoDate(n));
  return days;
};

/** "Dinsdag 1 december" / "Tuesday 1 December", in the page's language, with a capital as a label starts. */
export const dayLabel = (iso: string, lang: string): string =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace(',', '')
    .replace(/^./, (c) => c.toUpperCase());

/** A day chip's short label: "di 1 dec" / "Tue 1 Dec". */
export const chipLabel = (iso: string, lang: string): [weekday: string, date: string] => {
  const date = new Date(`${iso}T00:00:00Z`);
  const locale = lang === 'en' ? 'en-GB' : 'nl-NL';
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC' }).format(date).replace('.', '');
  return [part({ weekday: 'short' }), `${part({ day: 'numeric' })} ${part({ month: 'short' })}`];
};

/**
 * The day chips (`dayPick`, YYYY-MM-DD) and the part of the day (`dayPart`) as the contract's `days`
 * (YYYY-MM-DD:ochtend|middag; "geen voorkeur" is both). Without chips (no JavaScript) the values stay as they are.
 */
export const withDays = (form: AppointmentForm): AppointmentForm => {
  const picks = form['dayPick'];
  if (!picks) return form;
  const part = form['dayPart']?.[0];
  const parts = part === 'ochtend' || part === 'middag' ? [part] : ['ochtend', 'middag'];
  const { dayPick: _picks, dayPart: _part, ...rest } = form;
  return { ...rest, days: picks.flatMap((day) => parts.map((p) => `${day}:${p}`)) };
};

/** The form's values in the rules' shape (src/lib/appointment-rules.ts): lists for check boxes, one string otherwise. */
export const toValues = (form: AppointmentForm): AppointmentValues => {
  const values = emptyAppointment();
  for (const name of appointmentFieldNames) {
    const list = form[name] ?? [];
    if (name === 'work' || name === 'days' || name === 'weekdays') values[name] = [...list];
    else values[name] = list[0] ?? '';
  }
  return values;
};

/** The urlencoded body: every value of every field, repeated names for lists, and the empty honeypot. */
export const appointmentBody = (form: AppointmentForm, names: readonly AppointmentField[]): URLSearchParams => {
  const body = new URLSearchParams();
  for (const name of names) for (const value of form[name] ?? []) body.append(name, value);
  body.append('_gotcha', '');
  return body;
};

const idKey = 'devos:afspraak:id';
/** The request's id (Idempotency-Key): one per draft, kept in the tab's session until the request is delivered. */
export const appointmentId = (renew = false): string => {
  try {
    const kept = sessionStorage.getItem(idKey);
    if (kept && !renew) return kept;
    const id = crypto.randomUUID();
    sessionStorage.setItem(idKey, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
};
export const clearAppointmentId = (): void => {
  try {
    sessionStorage.removeItem(idKey);
  } catch {
    // Nothing to clear.
  }
};
