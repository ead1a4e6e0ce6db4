/**
 * The appointment request's rules (issue 27), beside the report's and the message's in form-rules.ts and built on
 * them: the plate, names, phone and e-mail follow exactly the report's rules. Two callers, like those: the island at
 * /afspraak and /en/appointment (each problem becomes a sentence there) and the receiver (POST /api/afspraak answers
 * 422 with the same codes). No DOM, no words.
 *
 * What a request needs (the contract's fields, src/lib/appointment-fields.ts):
 * - the plate as the damage report asks it (plateOrigin, licensePlate, plateCountry);
 * - at least one work item from `workIds` (`work: 'empty'`); with `anders`, a short `workOther`;
 * - when: with JavaScript one or more `days` (`YYYY-MM-DD:ochtend|middag`, a real date from yesterday to
 *   `dayWindow` days ahead: the server allows a day either side for time zones); without JavaScript one or more
 *   `weekdays` (ma…vr), an optional `dayPart` (ochtend, middag, geen-voorkeur) and an optional `earliest` date
 *   (a real date, today up to a year ahead). Neither given: `days: 'empty'`;
 * - `arrangement`, one of `arrangementIds` (required: the garage plans the workshop and transport by it);
 * - optional `mileage` (digits; dots or spaces between thousands are fine, kept as digits only);
 * - optional `message`; firstName and lastName; phone REQUIRED (the garage calls to propose a time); e-mail optional
 *   (when given, the customer also gets a confirmation: issue 28).
 */
import {
  arrangementIds, dayParts, dayValuePattern, noPreference, weekdayIds, workIds, appointmentFieldNames,
  type AppointmentField,
} from './appointment-fields';
import { apkReminderYes } from './apk-reminder';
import { cleanField, cleanPlate, collect, reportProblem, today, type Problem, type Problems } from './form-rules';

/** The APK reminder asked for: the box ticked, with a Dutch plate (the RDW knows only those). */
export const wantsApkReminder = (values: Partial<AppointmentValues>): boolean =>
  cleanField('apkReminder', values.apkReminder ?? '') === apkReminderYes && values.plateOrigin !== 'buitenland';

/** `work`, `days` and `weekdays` hold lists (check boxes); every other field one string. */
export type AppointmentListField = 'work' | 'days' | 'weekdays';
export type AppointmentTextField = Exclude<AppointmentField, AppointmentListField>;
export type AppointmentValues = Record<AppointmentTextField, string> & Record<AppointmentListField, string[]>;

export const appointmentLimits = {
  /** "Iets anders": a short description; the message holds the rest. */
  workOther: 200,
  /** Ten offered days, each morning and afternoon. */
  days: 20,
  /** Kilometres: at most 7 digits (9 999 999 km). */
  mileageDigits: 7,
  /** How far ahead a chosen day may lie (the island offers ten open days; holidays can stretch that). */
  dayWindow: 30,
  /** How far ahead the earliest date (no JavaScript) may lie. */
  earliestWindow: 366,
} as const;

const dayMs = 864e5;
/** YYYY-MM-DD → day number (days since 1970-01-01), or null for a day that does not exist (30 February). */
export const isoDayNumber = (value: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.getTime() / dayMs;
};

/** Within `from`..`to` days of `todayIso` (inclusive), and a real date. */
const dayWithin = (value: string, todayIso: string, from: number, to: number): boolean => {
  const n = isoDayNumber(value);
  const t = isoDayNumber(todayIso);
  return n !== null && t !== null && n >= t + from && n <= t + to;
};

/** Mileage as the garage keeps it: digits only ("123.456 km" → "123456"), or '' when not given. */
export const cleanMileage = (raw: string): string => cleanField('mileage', raw).replace(/\s*km\.?$/i, '').replace(/[\s.,']/g, '');

const unique = (list: readonly string[]): string[] => [...new Set(list.map((v) => cleanField('list', v)).filter(Boolean))];

/** One field's problem, or undefined. `todayIso` is today in the visitor's time zone (the server passes its own). */
export const appointmentProblem = (name: AppointmentField, values: Partial<AppointmentValues>, todayIso = today()): Problem | undefined => {
  const work = unique(values.work ?? []);
  const days = unique(values.days ?? []);
  const weekdays = unique(values.weekdays ?? []);
  switch (name) {
    case 'plateOrigin':
    case 'licensePlate':
    case 'plateCountry':
      return reportProblem(name, { plateOrigin: values.plateOrigin ?? '', licensePlate: values.licensePlate ?? '', plateCountry: values.plateCountry ?? '' });
    case 'work':
      if (!work.length) return 'empty';
      return work.every((w) => (workIds as readonly string[]).includes(w)) ? undefined : 'invalid';
    case 'workOther': {
      if (!work.includes('anders')) return undefined;
      const value = cleanField(name, values.workOther ?? '');
      if (!/[\p{L}\p{N}]/u.test(value)) return 'empty';
      return value.length > appointmentLimits.workOther ? 'tooLong' : undefined;
    }
    case 'mileage': {
      const value = cleanMileage(values.mileage ?? '');
      if (!value) return undefined;
      return new RegExp(`^\\d{1,${appointmentLimits.mileageDigits}}$`).test(value) ? undefined : 'invalid';
    }
    case 'days':
      if (!days.length) return weekdays.length ? undefined : 'empty';
      if (days.length > appointmentLimits.days) return 'tooLong';
      return days.every((d) => {
        const m = dayValuePattern.exec(d);
        return m?.[1] !== undefined && dayWithin(m[1], todayIso, -1, appointmentLimits.dayWindow + 1);
      })
        ? undefined
        : 'invalid';
    case 'weekdays':
      return weekdays.every((d) => (weekdayIds as readonly string[]).includes(d)) ? undefined : 'invalid';
    case 'dayPart': {
      const value = cleanField(name, values.dayPart ?? '');
      return !value || value === noPreference || (dayParts as readonly string[]).includes(value) ? undefined : 'invalid';
    }
    case 'earliest': {
      const value = cleanField(name, values.earliest ?? '');
      return !value || dayWithin(value, todayIso, -1, appointmentLimits.earliestWindow) ? undefined : 'invalid';
    }
    case 'apkReminder': {
      const value = cleanField(name, values.apkReminder ?? '');
      return !value || value === apkReminderYes ? undefined : 'invalid';
    }
    case 'email':
      // The APK reminder goes by e-mail: ticked (with a Dutch plate), the address is needed.
      if (!cleanField(name, values.email ?? '') && wantsApkReminder(values)) return 'empty';
      return reportProblem(name, { email: values.email ?? '' });
    case 'arrangement': {
      const value = cleanField(name, values.arrangement ?? '');
      if (!value) return 'empty';
      return (arrangementIds as readonly string[]).includes(value) ? undefined : 'invalid';
    }
    default:
      // message, firstName, lastName, phone, email: exactly as the damage report (phone required, e-mail optional).
      return reportProblem(name, { [name]: values[name] ?? '' });
  }
};

export const checkAppointment = (values: AppointmentValues, todayIso?: string): Problems<AppointmentField> =>
  collect(appointmentFieldNames, (n) => appointmentProblem(n, values, todayIso));

/**
 * The values as the garage stores them: every text field through cleanField, the plate cleaned (the country only
 * with a foreign plate), work in the contract's order without repeats (`workOther` only with `anders`), mileage as
 * digits, days sorted, weekdays in week order. With days chosen, the no-JavaScript fields are dropped.
 */
export const cleanAppointment = (values: AppointmentValues): AppointmentValues => {
  const text = Object.fromEntries(
    appointmentFieldNames.filter((n) => n !== 'work' && n !== 'days' && n !== 'weekdays').map((n) => [n, cleanField(n, values[n as AppointmentTextField] ?? '')]),
  ) as Record<AppointmentTextField, string>;
  const origin = text.plateOrigin === 'buitenland' ? 'buitenland' : 'nl';
  const chosen = unique(values.work ?? []);
  const work = workIds.filter((w) => chosen.includes(w));
  const days = unique(values.days ?? []).sort();
  const withDays = days.length > 0;
  return {
    ...text,
    plateOrigin: origin,
    licensePlate: cleanPlate(text.licensePlate, origin) ?? text.licensePlate,
    plateCountry: origin === 'buitenland' ? text.plateCountry : '',
    work,
    workOther: work.includes('anders') ? text.workOther : '',
    mileage: cleanMileage(text.mileage),
    days,
    weekdays: withDays ? [] : weekdayIds.filter((d) => unique(values.weekdays ?? []).includes(d)),
    dayPart: withDays ? '' : text.dayPart,
    earliest: withDays ? '' : text.earliest,
  };
};

/** Empty values of the right shape: a draft's start, a test's base. */
export const emptyAppointment = (): AppointmentValues => ({
  ...(Object.fromEntries(appointmentFieldNames.map((n) => [n, ''])) as Record<AppointmentTextField, string>),
  work: [],
  days: [],
  weekdays: [],
});
