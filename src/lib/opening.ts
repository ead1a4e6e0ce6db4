/**
 * Opening status and closing days, written once for both sides: the build reads it for the JSON-LD
 * (specialOpeningHoursSpecification), and OpenStatus.astro's script bundles the same functions to say in the browser
 * whether the garage is open now. Pure functions only, no imports at run time: what the browser gets stays small.
 *
 * A day is a day number: days since 1970-01-01, so "the next day" is n + 1 and a weekday is arithmetic.
 */
import type { Closure, DayCode, HolidayRules, OpeningHours } from '../data/business';

/**
 * What the browser needs, compact: it travels in a data attribute as a JSON array of numbers only (no quotes to escape).
 * w: opening and closing minute per weekday, Sunday first ([] for a day the garage is closed); c: the garage's own
 * closures as [first day, last day]; g: Goede Vrijdag closes (1) or not (0); l: Bevrijdingsdag closes in the years
 * divisible by this (1 every year, 5 lustrum years, 0 never).
 */
export type OpeningData = [w: number[][], c: number[][], g: number, l: number];

/**
 * The words of the status line, from the page (an English page passes English words): "Nu open · tot {time}",
 * "Gesloten · opent {day} om {time}", "vandaag", "morgen". Day names and dates come from Intl in the page's language.
 */
export type StatusWords = [open: string, closed: string, today: string, tomorrow: string, ...times: string[]];

export const dayNumber = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d) / 864e5;
/** 0 = Sunday; day 0 (1 January 1970) was a Thursday. */
export const weekday = (n: number): number => (n + 4) % 7;

/** Easter Sunday of a year (the anonymous Gregorian algorithm of Meeus, Jones and Butcher; `| 0` floors). */
export const easter = (y: number): number => {
  const a = y % 19;
  const b = (y / 100) | 0;
  const c = y % 100;
  const h = (19 * a + b - ((b / 4) | 0) - (((b - (((b + 8) / 25) | 0) + 1) / 3) | 0) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * ((c / 4) | 0) - h - (c % 4)) % 7;
  const x = h + l - 7 * (((a + 11 * h + 22 * l) / 451) | 0) + 114;
  return dayNumber(y, (x / 31) | 0, (x % 31) + 1);
};

/**
 * The Dutch public holidays of a year on which the garage is closed: Nieuwjaarsdag, Eerste and Tweede Paasdag,
 * Koningsdag (27 April, or the 26th when the 27th is a Sunday), Hemelvaartsdag, Eerste and Tweede Pinksterdag,
 * Eerste and Tweede Kerstdag; Goede Vrijdag and Bevrijdingsdag (5 May) as the rules say (0, a day long past, where
 * a rule is off: it keeps the list short for the browser).
 */
export const holidays = (y: number, [, , g, l]: OpeningData): number[] => {
  const e = easter(y);
  const king = dayNumber(y, 4, 27);
  return [
    dayNumber(y, 1, 1), e, e + 1, weekday(king) ? king : king - 1, e + 39, e + 49, e + 50, dayNumber(y, 12, 25), dayNumber(y, 12, 26),
    g ? e - 2 : 0,
    l && y % l < 1 ? dayNumber(y, 5, 5) : 0,
  ];
};

/** The hours of a day: [opens, closes] in minutes, or [] when the garage is closed (weekday, holiday, own closure). */
export const hoursOn = (n: number, d: OpeningData): number[] =>
  holidays(new Date(n * 864e5).getUTCFullYear(), d).includes(n) || d[1].some(([from = 0, to = 0]) => n >= from && n <= to)
    ? []
    : (d[0][weekday(n)] ?? []);

/** Today's day number and the minute of the day in Amsterdam, whatever the visitor's own time zone ('sv' writes "2026-11-23 08:05"). */
export const amsterdamNow = (now: Date): [number, number] => {
  const [y = 0, m = 0, d = 0, h = 0, min = 0] = new Intl.DateTimeFormat('sv', { timeZone: 'Europe/Amsterdam', dateStyle: 'short', timeStyle: 'short' })
    .format(now)
    .split(/\D/)
    .map(Number);
  return [dayNumber(y, m, d), h * 60 + min];
};

/**
 * "Nu open · tot 17.00 uur" or "Gesloten · opent morgen om 8.00 uur" (English "until 5:00 pm"): whether the garage is open at `now`, and the words.
 * Later days are named in the page's locale (nl-NL, en-GB: "maandag", "Monday"); beyond a week with their date ("maandag 9 augustus", "Monday 9 August").
 * After the four words come each opening and closing minute and how the page writes it ("480", "8.00" or "8:00 am"):
 * the page passes them (OpenStatus.astro), so the browser carries no time formatting of its own.
 */
export const openingStatus = (
  now: Date,
  d: OpeningData,
  [open, closed, today, tomorrow, ...times]: StatusWords,
  lang: string | undefined,
): [boolean, string] => {
  const clock = (m: number) => times[times.indexOf(String(m)) + 1];
  const [day, minute] = amsterdamNow(now);
  for (let i = 0; i < 400; i++) {
    const [opens = 0, closes = 0] = hoursOn(day + i, d);
    if (closes && (i || minute < closes)) {
      if (!i && minute >= opens) return [true, open.replace('{time}', clock(closes) ?? '')];
      const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC', ...(i > 6 && { day: 'numeric', month: 'long' }) });
      return [false, closed.replace('{day}', i > 1 ? name.format((day + i) * 864e5) : i ? tomorrow : today).replace('{time}', clock(opens) ?? '')];
    }
  }
  return [false, ''];
};

/* Build side only (the browser bundle leaves these out). */

const minutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const sundayFirst: DayCode[] = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
export const dayOf = (iso: string): number => {
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number);
  return dayNumber(y, m, d);
};
export const isoDate = (n: number): string => new Date(n * 864e5).toISOString().slice(0, 10);

/** The business facts in the browser's compact form. */
export const openingData = (hours: readonly OpeningHours[], rules: HolidayRules, closures: readonly Closure[]): OpeningData => [
  sundayFirst.map((code) => {
    const h = hours.find((x) => x.days.includes(code));
    return h ? [minutes(h.opens), minutes(h.closes)] : [];
  }),
  closures.map((c) => [dayOf(c.from), dayOf(c.to)]),
  rules.goodFriday ? 1 : 0,
  { always: 1, lustrum: 5, never: 0 }[rules.liberationDay],
];

/**
 * The days in [from, from + 365) on which the garage is closed although its weekly hours say open, as [first, last]
 * runs: a holiday on a weekday is one day, a closing week one run (cut to the window). For the JSON-LD.
 */
export const closedRuns = (from: number, d: OpeningData): [number, number][] => {
  const runs: [number, number][] = [];
  for (let n = from; n < from + 365; n++) {
    if (!d[0][weekday(n)]?.length || hoursOn(n, d).length) continue;
    const last = runs[runs.length - 1];
    // A closure that spans a weekend stays one run.
    if (last && d[1].some(([a = 0, b = 0]) => last[0] >= a && n <= b)) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
};
