/**
 * The two languages and which page is which page's counterpart. Dutch is the default at the root, English lives
 * under /en (astro.config.mjs → i18n). The header's language switch, the hreflang links, the sitemap's alternates
 * and the tests all read this one table. A Dutch page without an entry here (the landing pages) has no English page.
 */
import { services } from '../data/services';
import { apkReminderPages, apkReminderSteps } from '../lib/apk-reminder';

export const languages = ['nl', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'nl';

/** BCP 47 tags for hreflang and the sitemap; Open Graph locales. */
export const hreflang: Record<Lang, string> = { nl: 'nl', en: 'en' };
export const ogLocale: Record<Lang, string> = { nl: 'nl_NL', en: 'en_GB' };

/** Dutch path → English path, for every page that exists in both languages. */
export const routePairs: ReadonlyArray<readonly [nl: string, en: string]> = [
  ['/', '/en'],
  ['/about', '/en/about'],
  ['/services', '/en/services'],
  ['/schadeherstel', '/en/body-repair'],
  ...services.map((s) => [`/services/${s.id}`, `/en/services/${s.id}`] as const),
  ['/damage-guide', '/en/damage-guide'],
  ['/contact', '/en/contact'],
  ['/partners', '/en/partners'],
  ['/privacy', '/en/privacy'],
  ['/schade-melden', '/en/report-damage'],
  ['/afspraak', '/en/appointment'],
  ['/apk-herinnering', '/en/mot-reminder'],
];

/**
 * Pages that are not translations of each other, and where their language switch leads instead (no hreflang: not a
 * translation): the thank-you pages to each other, a not-found page to the other language's home page or services,
 * and the two Dutch-only pages an English reader is most likely to land on, to the English page about their subject.
 * Every other Dutch-only page (the landing pages) leads to /en/body-repair.
 */
export const switchTargets: Readonly<Record<string, string>> = {
  '/bedankt': '/en/thank-you',
  '/en/thank-you': '/bedankt',
  '/afspraak/bedankt': '/en/appointment/thank-you',
  '/en/appointment/thank-you': '/afspraak/bedankt',
  '/404': '/en',
  '/en/404': '/',
  '/404-service': '/en/services',
  '/en/404-service': '/services',
  '/apk-utrecht': '/en/services#apk',
  // The APK reminder's steps (src/lib/apk-reminder.ts), each to its own counterpart.
  ...Object.fromEntries(
    apkReminderSteps.flatMap((s) => [
      [apkReminderPages.nl[s], apkReminderPages.en[s]],
      [apkReminderPages.en[s], apkReminderPages.nl[s]],
    ]),
  ),
  '/autogarage-utrecht': '/en',
};

/** Where the language switch of a page leads: its counterpart, else its entry in switchTargets, else /en/body-repair. */
export const switchTargetOf = (pathname: string): { lang: Lang; path: string } => {
  const path = normalisePath(pathname);
  const pair = counterpartOf(path);
  if (pair) return pair;
  const lang: Lang = langOf(path) === 'en' ? 'nl' : 'en';
  return { lang, path: switchTargets[path] ?? (lang === 'en' ? '/en/body-repair' : '/') };
};

/** "/about.html", "/about/", "/index" → "/about", "/". */
export const normalisePath = (pathname: string): string =>
  pathname.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/$/, '$1') || '/';

/** The language of a path: everything under /en is English. */
export const langOf = (pathname: string): Lang => (/^\/en(\/|$)/.test(normalisePath(pathname)) ? 'en' : 'nl');

/** The page in the other language, or undefined when there is none (landing pages, 404). */
export const counterpartOf = (pathname: string): { lang: Lang; path: string } | undefined => {
  const path = normalisePath(pathname);
  for (const [nl, en] of routePairs) {
    if (path === nl) return { lang: 'en', path: en };
    if (path === en) return { lang: 'nl', path: nl };
  }
  return undefined;
};

/** Both versions of a page, Dutch first, or undefined for a page in one language only. */
export const alternatesOf = (pathname: string): Record<Lang, string> | undefined => {
  const path = normalisePath(pathname);
  const pair = routePairs.find(([nl, en]) => path === nl || path === en);
  return pair ? { nl: pair[0], en: pair[1] } : undefined;
};

/** A site path in the given language: "/contact" → "/en/contact" for English pages built from the same table. */
export const localePath = (lang: Lang, nlPath: string): string => {
  if (lang === 'nl') return nlPath;
  const pair = routePairs.find(([nl]) => nl === nlPath);
  if (!pair) throw new Error(`No English page for ${nlPath}: add it to routePairs in src/i18n/routes.ts.`);
  return pair[1];
};
