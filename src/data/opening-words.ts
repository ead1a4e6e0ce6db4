/**
 * The words of the opening status and the closure notes, per language. The status script in the browser takes them
 * from the page, so a page in another language passes its own words here and the script stays the same.
 */
import type { StatusWords } from '../lib/opening';
import { business } from './business';

const { goodFriday, liberationDay } = business.holidays;
/** The next 5 May in a lustrum year (2030, 2035, …) from the build date: few people know which years those are. */
const nextLustrum = (now = new Date()): number => {
  let year = now.getFullYear();
  while (year % 5 !== 0 || now > new Date(Date.UTC(year, 4, 5, 22))) year += 1;
  return year;
};
/** Which holidays close the garage, from business.holidays: Goede Vrijdag and 5 mei are the ones people ask about. */
const holidaysNl = [
  'Gesloten op Nieuwjaarsdag, Tweede Paasdag, Koningsdag, Hemelvaartsdag, Tweede Pinksterdag en met Kerst.',
  goodFriday ? 'Ook op Goede Vrijdag gesloten.' : 'Op Goede Vrijdag zijn wij open.',
  { always: 'Op 5 mei gesloten.', lustrum: `Op 5 mei zijn wij open, behalve in lustrumjaren (de eerstvolgende keer: 5 mei ${nextLustrum()}).`, never: 'Op 5 mei open.' }[liberationDay],
].join(' ');

export interface OpeningWords {
  /** The status line: "Nu open · tot {time} uur", "Gesloten · opent {day} om {time} uur", "vandaag", "morgen". */
  status: StatusWords;
  /** A closure with a note, beside the hours: "{note}: van {from} t/m {to} gesloten." */
  closure: string;
  /** Beside the hours: the public holidays close the garage too (src/lib/opening.ts knows which). */
  holidays: string;
  /** The disclosure that folds the holidays away in a summary card (design review 2026-11-28, F15). */
  holidaysLabel: string;
  /** The locale for the dates in a closure note. */
  locale: string;
}

export const openingWordsNl: OpeningWords = {
  status: ['Nu open · tot {time} uur', 'Gesloten · opent {day} om {time} uur', 'vandaag', 'morgen'],
  closure: '{note}: van {from} t/m {to} gesloten.',
  holidays: holidaysNl,
  holidaysLabel: 'Gesloten op feestdagen',
  locale: 'nl-NL',
};
