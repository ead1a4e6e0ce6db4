/** The open-now status and closure notes in English (the Dutch words: src/data/opening-words.ts). */
import { business } from '../business';
import type { OpeningWords } from '../opening-words';
import { amsterdamNow, dayNumber, easter, holidays, openingData, weekday } from '../../lib/opening';

/** The names of the days `holidays()` returns, in its order (Easter and Whit Sunday are Sundays: closed anyway). */
const holidayNames = [
  'New Year’s Day', '', 'Easter Monday', 'King’s Day', 'Ascension Day', '', 'Whit Monday', 'Christmas Day', 'Boxing Day',
  'Good Friday', 'Liberation Day',
];

/**
 * "Closed on Dutch public holidays: Christmas Day (25 December), …": the weekday holidays of the coming twelve months
 * from the build date, named and dated, because a newcomer does not know them. A rebuild now and then keeps it ahead,
 * like the JSON-LD's closing days.
 */
const holidayList = (now = new Date()): string => {
  const [today] = amsterdamNow(now);
  const data = openingData(business.hours, business.holidays, business.closures);
  const year = new Date(today * 864e5).getUTCFullYear();
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const days = [year, year + 1]
    .flatMap((y) => holidays(y, data).map((n, i) => [n, holidayNames[i] ?? ''] as const))
    .filter(([n, name]) => name && n >= today && n < today + 365 && weekday(n) !== 0 && weekday(n) !== 6)
    .sort(([a], [b]) => a - b)
    .map(([n, name]) => `${name} (${date.format(n * 864e5)})`);
  const last = days.pop();
  return days.length ? `${days.join(', ')} and ${last}` : (last ?? '');
};

/**
 * The holidays a British or Irish reader expects us to be closed on, when we are open (English review A4): Good Friday,
 * and Liberation Day (5 May) outside the years business.holidays closes it. Only the coming twelve months, dated.
 */
const openHolidays = (now = new Date()): string => {
  const [today] = amsterdamNow(now);
  const { goodFriday, liberationDay } = business.holidays;
  const year = new Date(today * 864e5).getUTCFullYear();
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const next = (days: number[]) => days.find((n) => n >= today && n < today + 365);
  const open: string[] = [];
  const friday = goodFriday ? undefined : next([year, year + 1].map((y) => easter(y) - 2));
  if (friday) open.push(`Good Friday (${date.format(friday * 864e5)})`);
  const fifth = next([year, year + 1].map((y) => dayNumber(y, 5, 5)));
  const fifthYear = fifth ? new Date(fifth * 864e5).getUTCFullYear() : 0;
  // In lustrum years (2030, 2035, …) the garage is closed on 5 May: said, as the Dutch says it (review A19).
  const lustrum = liberationDay === 'lustrum' ? `, except every fifth year (next: ${fifthYear + 5 - (fifthYear % 5)})` : '';
  if (fifth && (liberationDay === 'never' || (liberationDay === 'lustrum' && fifthYear % 5 > 0))) open.push(`Liberation Day (${date.format(fifth * 864e5)})${lustrum}`);
  return open.length ? ` We’re open on ${open.join(' and on ')}.` : '';
};

export const openingWordsEn: OpeningWords = {
  status: ['Open now · until {time}', 'Closed · opens {day} at {time}', 'today', 'tomorrow'],
  // The closure's own note in business.ts is Dutch ("zomervakantie"): the English line says the dates only.
  closure: 'Closed from {from} to {to} inclusive.',
  holidays: `Closed on Dutch public holidays: ${holidayList()}.${openHolidays()}`,
  holidaysLabel: 'Closed on public holidays',
  locale: 'en-GB',
};
