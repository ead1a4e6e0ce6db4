/** Small pure helpers that turn business facts into what a visitor reads or clicks. */
import { business, type DayCode, type OpeningHours } from '../data/business';

/** A phone number that never breaks across lines: its spaces become no-break spaces (design review 2026-11-28, F5). */
export const unbroken = (text: string): string => text.replace(/ /g, '\u00A0');

export const telHref = (phone: { e164: string } = business.phone): string => `tel:${phone.e164}`;
export const mailHref = (email = business.email): string => `mailto:${email}`;
export const whatsappHref = (): string => business.whatsapp.url;

export const addressLines = (): [string, string] => [
  business.address.street,
  `${business.address.postalCode} ${business.address.city}`,
];
export const addressOneLine = (): string => addressLines().join(', ');

/** A route link for any maps app: a link, never an embed (no third-party requests). */
export const routeHref = (): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${business.name}, ${addressOneLine()}`)}`;

const dayNames: Record<DayCode, string> = {
  Mo: 'maandag', Tu: 'dinsdag', We: 'woensdag', Th: 'donderdag', Fr: 'vrijdag', Sa: 'zaterdag', Su: 'zondag',
};
const week: DayCode[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export interface HoursRow { days: string; time: string; open: boolean }

/** "08:00" → "8.00": the Dutch way of writing a time (Taalunie), without a leading zero. */
export const dutchTime = (time: string): string => {
  const [h = '0', m = '00'] = time.split(':');
  return `${Number(h)}.${m}`;
};

/** "8.00–17.00 uur": opening and closing time, Dutch style. */
const dutchSpan = (h: OpeningHours): string => `${dutchTime(h.opens)}–${dutchTime(h.closes)} uur`;

/** A run of days in two letters: "ma t/m vr", "za" (the house writes "t/m", not "ma–vr": e2e/support/copy-wording-nl.ts). */
const shortRange = (days: readonly DayCode[]): string => {
  const [first = 'Mo', last = first] = [days[0], days[days.length - 1]];
  return first === last ? dayNames[first].slice(0, 2) : `${dayNames[first].slice(0, 2)} t/m ${dayNames[last].slice(0, 2)}`;
};

/** "ma t/m vr 8.00–17.00 uur": the compact form for tiles. */
export const hoursShort = (hours: readonly OpeningHours[] = business.hours): string =>
  hours.map((h) => `${shortRange(h.days)} ${dutchSpan(h)}`).join(', ');

/** Opening hours as short lines, closed days included: "ma t/m vr" · "8.00–17.00 uur", "za en zo" · "gesloten" (the
 * contact page, review 2026-11-29, L6: the long words wrapped at 390 px). */
export const hoursRowsShort = (hours: readonly OpeningHours[] = business.hours): HoursRow[] => {
  const rows: HoursRow[] = hours.map((h) => ({ days: shortRange(h.days), time: dutchSpan(h), open: true }));
  const openDays = new Set(hours.flatMap((h) => h.days));
  const closed = week.filter((d) => !openDays.has(d));
  if (closed.length) rows.push({ days: closed.map((d) => dayNames[d].slice(0, 2)).join(' en '), time: 'gesloten', open: false });
  return rows;
};
