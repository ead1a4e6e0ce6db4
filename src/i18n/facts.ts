/** Business facts written the way each language writes them (phone, hours); the facts themselves stay in business.ts. */
import { business, type Phone } from '../data/business';
import { businessEn } from '../data/en/business';
import { openingWordsEn } from '../data/en/opening-words';
import { openingWordsNl } from '../data/opening-words';
import { hoursRowsShort, hoursShort, unbroken } from '../lib/format';
import { hoursRowsShortEn, hoursShortEn, intlPhone } from '../lib/format.en';
import { langOf, type Lang } from './routes';

/** The language of the page being rendered: every component can ask, no prop needed. */
export const pageLang = (url: URL): Lang => langOf(url.pathname);

/** Dutch pages show "030 123 45 67"; English pages the international form "+31 30 123 45 67"; with no-break spaces, so never broken. */
export const phoneText = (lang: Lang, phone: Phone = business.phone): string => unbroken(lang === 'en' ? intlPhone(phone) : phone.display);

/** The business's promises in words (reply time, after hours, replacement car, warranty) in the page's language. */
export const promisesFor = (lang: Lang) => (lang === 'en' ? businessEn : business);

/** The rating as each language writes a decimal: "9,8" and "9.8". */
export const ratingText = (lang: Lang): string => (lang === 'en' ? String(business.rating.value) : business.rating.display);

export const hoursRowsShortFor = (lang: Lang) => (lang === 'en' ? hoursRowsShortEn() : hoursRowsShort());
export const hoursShortFor = (lang: Lang) => (lang === 'en' ? hoursShortEn() : hoursShort());

/** The words of the open-now status and the closure notes (OpenStatus.astro) in the page's language. */
export const openingWordsFor = (lang: Lang) => (lang === 'en' ? openingWordsEn : openingWordsNl);
