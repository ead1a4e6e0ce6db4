/**
 * The words of the opening status and the closure notes, per language. The status script in the browser takes them
 * from the page, so a page in another language passes its own words here and the script stays the same.
 */
import type { StatusWords } from '../lib/opening';

export interface OpeningWords {
  /** The status line: "Nu open · tot {time}", "Gesloten · opent {day} om {time}", "vandaag", "morgen". */
  status: StatusWords;
  /** A closure with a note, beside the hours: "{note}: van {from} t/m {to} gesloten." */
  closure: string;
  /** Beside the hours: the public holidays close the garage too (src/lib/opening.ts knows which). */
  holidays: string;
  /** The locale for the dates in a closure note. */
  locale: string;
}

export const openingWordsNl: OpeningWords = {
  status: ['Nu open · tot {time}', 'Gesloten · opent {day} om {time}', 'vandaag', 'morgen'],
  closure: '{note}: van {from} t/m {to} gesloten.',
  holidays: 'Gesloten op feestdagen.',
  locale: 'nl-NL',
};
