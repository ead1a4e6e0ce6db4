/**
 * By when the garage answers a request, as a date: "binnen één werkdag" (business.replyTime) means by the end of the
 * next day the garage is open after today (Amsterdam time; never a weekend, holiday or closure: src/lib/opening.ts).
 * The result of both forms says it ("U hoort uiterlijk maandag 30 november van ons"), in the browser and, for the
 * thank-you page without JavaScript, in the Worker. British order in English ("Monday 30 November").
 */
import { amsterdamNow, hoursOn, isoDate, type OpeningData } from './opening';

/** The next open day after today: YYYY-MM-DD. */
export const replyByIso = (now: Date, data: OpeningData): string => {
  const [day] = amsterdamNow(now);
  for (let n = day + 1; n < day + 400; n++) if (hoursOn(n, data).length) return isoDate(n);
  return isoDate(day + 1);
};

/** The locale a page's language formats dates in: British English, never the US order. */
export const dateLocale = (lang: string): string => (lang === 'en' ? 'en-GB' : 'nl-NL');

/** "maandag 30 november" / "Monday 30 November" (add the year with `year`). */
export const weekdayDate = (iso: string, lang: string, year = false): string =>
  new Intl.DateTimeFormat(dateLocale(lang), { weekday: 'long', day: 'numeric', month: 'long', ...(year && { year: 'numeric' }), timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace(',', '');
