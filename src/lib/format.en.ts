/** The English way of writing the business facts: the same data as format.ts, other words and formats. */
import { business, type DayCode, type OpeningHours, type Phone } from '../data/business';
import type { HoursRow } from './format';

/** "030 123 45 67" → "+31 30 123 45 67": the form a visitor with a foreign phone can dial. */
export const intlPhone = (phone: Phone = business.phone): string => {
  const country = /^\+(\d{2})/.exec(phone.e164)?.[1] ?? '31';
  return `+${country} ${phone.display.replace(/^0/, '')}`;
};

const dayNames: Record<DayCode, string> = {
  Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday',
};
const week: DayCode[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** "08:00" → "8:00 am", "17:00" → "5:00 pm". */
export const clock12 = (time: string): string => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
};

/** "Mon–Fri 8:00 am – 5:00 pm": the compact form for tiles. */
export const hoursShortEn = (hours: readonly OpeningHours[] = business.hours): string =>
  hours.map((h) => `${shortRangeEn(h.days)} ${clock12(h.opens)} – ${clock12(h.closes)}`).join(', ');

/** A run of days in three letters: "Mon–Fri", "Sat". */
const shortDay = (d: DayCode) => dayNames[d].slice(0, 3);
const shortRangeEn = (days: readonly DayCode[]): string => {
  const [first = 'Mo', last = first] = [days[0], days[days.length - 1]];
  return first === last ? shortDay(first) : `${shortDay(first)}–${shortDay(last)}`;
};

/** "from €85 incl. VAT": a starting price as English pages show it to consumers (titles may say "from €85"). */
export const priceFromEn = (euros: number): string => `from €${euros} incl. VAT`;

const units: Record<string, [one: string, many: string]> = {
  min: ['min', 'min'],
  minuten: ['min', 'min'],
  uur: ['hour', 'hours'],
  dag: ['day', 'days'],
  dagen: ['day', 'days'],
};

/** "2–5 dagen" → "2–5 days", "1 uur" → "1 hour"; undefined for a form it does not know. */
const spanEn = (part: string): string | undefined => {
  const m = /^(\d+)(?:\s*[-–]\s*(\d+))?\s*([a-z]+)$/i.exec(part.trim());
  const unit = m?.[3] ? units[m[3].toLowerCase()] : undefined;
  if (!m || !unit) return undefined;
  const [, from, to] = m;
  return `${to ? `${from}–${to}` : from} ${to !== undefined || from !== '1' ? unit[1] : unit[0]}`;
};

/**
 * A Dutch duration from services.ts ("2–5 dagen", "30–60 min", "2 uur tot 3 dagen") in English ("2–5 days",
 * "2 hours to 3 days"): the figures stay in one place. An unknown form stops the build, so a new wording in
 * services.ts cannot slip through untranslated.
 */
export const durationEn = (dutch: string): string => {
  const parts = dutch.trim().split(/\s+tot\s+/).map(spanEn);
  if (parts.length > 2 || parts.some((p) => p === undefined)) {
    throw new Error(`durationEn: no English for the duration "${dutch}" (src/lib/format.en.ts).`);
  }
  return parts.join(' to ');
};

/** "3000+" → "3,000+": a figure from business.ts with the English thousands separator. */
export const figureEn = (figure: string): string => figure.replace(/\d{4,}/g, (n) => Number(n).toLocaleString('en-GB'));

/** "3,000": the customer figure in running text ("more than 3,000 customers"). */
export const customersEn = (): string => figureEn(business.figures.customers.replace('+', ''));

/** Opening hours as short lines: "Mon–Fri" · "8:00 am – 5:00 pm", "Sat and Sun" · "closed" (the contact page). */
export const hoursRowsShortEn = (hours: readonly OpeningHours[] = business.hours): HoursRow[] => {
  const rows: HoursRow[] = hours.map((h) => ({ days: shortRangeEn(h.days), time: `${clock12(h.opens)} – ${clock12(h.closes)}`, open: true }));
  const openDays = new Set(hours.flatMap((h) => h.days));
  const closed = week.filter((d) => !openDays.has(d));
  if (closed.length) rows.push({ days: closed.map(shortDay).join(' and '), time: 'closed', open: false });
  return rows;
};
