/**
 * The appointment request's rules in the browser, apart from React: the days the island offers (the next open days
 * of src/lib/opening.ts), the check before sending, the urlencoded body and the request's id (Idempotency-Key).
 * The field names and choices are the contract in appointment-fields.ts. Nothing here writes to the console.
 */
import { arrangementIds, dayParts, dayValuePattern, noPreference, offeredDays, weekdayIds, workIds, type AppointmentField } from './appointment-fields';
import { contactProblem, limits, reportProblem, today, type Problem, type Problems } from './form-rules';
import { amsterdamNow, hoursOn, isoDate, type OpeningData } from './opening';

/** What the form holds: every field as a list of values (check boxes give several, a text field one). */
export type AppointmentForm = Partial<Record<string, string[]>>;

const one = (form: AppointmentForm, name: string): string => (form[name]?.[0] ?? '').trim();

/** The next `offeredDays` days the garage is open, from tomorrow (Amsterdam time): YYYY-MM-DD. */
export const offeredDayList = (now: Date, data: OpeningData, count = offeredDays): string[] => {
  const [day] = amsterdamNow(now);
  const days: string[] = [];
  for (let n = day + 1; days.length < count && n < day + 400; n++) if (hoursOn(n, data).length) days.push(isoDate(n));
  return days;
};

/** "dinsdag 1 december" / "Tuesday 1 December", in the page's language. */
export const dayLabel = (iso: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Longest description of "iets anders", and the highest mileage taken. */
export const workOtherMax = 200;
const mileageMax = 2_000_000;

const plateValues = (form: AppointmentForm) => ({
  plateOrigin: one(form, 'plateOrigin'),
  licensePlate: one(form, 'licensePlate'),
  plateCountry: one(form, 'plateCountry'),
});

/** One field's problem, or undefined. `offered`: the days the page offers now (a day chosen earlier may have passed). */
export const appointmentProblem = (name: AppointmentField, form: AppointmentForm, offered: readonly string[] = []): Problem | undefined => {
  const value = one(form, name);
  const list = form[name] ?? [];
  switch (name) {
    case 'plateOrigin':
    case 'licensePlate':
    case 'plateCountry':
      return reportProblem(name, plateValues(form));
    case 'work':
      if (!list.length) return 'empty';
      return list.every((w) => (workIds as readonly string[]).includes(w)) ? undefined : 'invalid';
    case 'workOther':
      if (!list.length && !(form['work'] ?? []).includes('anders')) return undefined;
      if ((form['work'] ?? []).includes('anders') && !value) return 'empty';
      return value.length > workOtherMax ? 'tooLong' : undefined;
    case 'mileage': {
      const digits = value.replace(/[\s.,]/g, '');
      return !value || (/^\d{1,7}$/.test(digits) && Number(digits) <= mileageMax) ? undefined : 'invalid';
    }
    case 'days':
      return list.every((d) => dayValuePattern.test(d) && (!offered.length || offered.includes(d.slice(0, 10)))) ? undefined : 'invalid';
    case 'weekdays':
      return list.every((d) => (weekdayIds as readonly string[]).includes(d)) ? undefined : 'invalid';
    case 'dayPart':
      return !value || [...dayParts, noPreference].includes(value) ? undefined : 'invalid';
    case 'earliest':
      return !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= today()) ? undefined : 'invalid';
    case 'arrangement':
      if (!value) return 'empty';
      return (arrangementIds as readonly string[]).includes(value) ? undefined : 'invalid';
    case 'message':
      return contactProblem('message', value, { messageRequired: false });
    case 'firstName':
    case 'lastName':
    case 'phone':
    case 'email':
      return contactProblem(name, value, { phoneRequired: true, emailRequired: false });
  }
};

export const checkAppointmentForm = (names: readonly AppointmentField[], form: AppointmentForm, offered: readonly string[] = []): Problems<AppointmentField> =>
  Object.fromEntries(names.flatMap((n) => {
    const p = appointmentProblem(n, form, offered);
    return p ? [[n, p]] : [];
  }));

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

export { limits };
