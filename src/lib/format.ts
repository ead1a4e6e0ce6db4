/** Small pure helpers that turn business facts into what a visitor reads or clicks. */
import { business, type DayCode, type OpeningHours } from '../data/business';

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

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Maandag t/m vrijdag" for a run of days, "Zaterdag" for one. */
export const dayRange = (days: readonly DayCode[]): string => {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  return days.length === 1 ? capitalise(dayNames[first]) : `${capitalise(dayNames[first])} t/m ${dayNames[last]}`;
};

export interface HoursRow { days: string; time: string; open: boolean }

/** Opening hours as rows for a table, closed days included: the page and the JSON-LD read the same data. */
export const hoursRows = (hours: readonly OpeningHours[] = business.hours): HoursRow[] => {
  const rows: HoursRow[] = hours.map((h) => ({ days: dayRange(h.days), time: `${h.opens} – ${h.closes}`, open: true }));
  const openDays = new Set(hours.flatMap((h) => h.days));
  const closed = week.filter((d) => !openDays.has(d));
  if (closed.length) rows.push({ days: capitalise(closed.map((d) => dayNames[d]).join(' en ')), time: 'gesloten', open: false });
  return rows;
};

/** "ma–vr 08:00–17:00": the compact form for tiles. */
export const hoursShort = (hours: readonly OpeningHours[] = business.hours): string =>
  hours.map((h) => `${dayNames[h.days[0] ?? 'Mo'].slice(0, 2)}–${dayNames[h.days[h.days.length - 1] ?? 'Fr'].slice(0, 2)} ${h.opens}–${h.closes}`).join(', ');
