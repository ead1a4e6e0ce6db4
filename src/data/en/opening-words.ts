/** The open-now status and closure notes in English (the Dutch words: src/data/opening-words.ts). */
import type { OpeningWords } from '../opening-words';

export const openingWordsEn: OpeningWords = {
  status: ['Open now · until {time}', 'Closed · opens {day} at {time}', 'today', 'tomorrow'],
  // The closure's own note in business.ts is Dutch ("zomervakantie"): the English line says the dates only.
  closure: 'Closed from {from} to {to} inclusive.',
  holidays: 'Closed on public holidays.',
  locale: 'en-GB',
};
