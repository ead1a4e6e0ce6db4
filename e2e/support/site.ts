/** What the tests know about the built site: its pages (from the sitemap in dist/) and a watch on each page. */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { business } from '../../src/data/business';

export const siteUrl = process.env.SITE_URL ?? business.url;

/** Every path in the built sitemap, e.g. "/", "/about", "/services/oil-change". */
export const sitemapPaths = (dist = 'dist'): string[] => {
  const index = readFileSync(`${dist}/sitemap-index.xml`, 'utf8');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname.slice(1));
  return files
    .flatMap((file) => [...readFileSync(`${dist}/${file}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map((m) => new URL(m[1] ?? '').pathname.replace(/(.)\/$/, '$1'))
    .sort();
};

/**
 * One page per template, for the checks that prove a template works (scripts failing, JavaScript off, a server's
 * headers): the 17 landing pages share one template, and so do the six service pages of a language. Each language's
 * page stays, since its header and words differ. Every page's own words and markup are checked by every-page.spec.ts.
 */
export const onePerTemplate = (paths: readonly string[]): string[] => {
  const landing = readdirSync('src/content/landing').map((f) => `/${f.replace(/\.md$/, '')}`).sort();
  const firstService = (prefix: string) => paths.find((p) => p.startsWith(prefix));
  const keep = new Set([landing[0], firstService('/services/'), firstService('/en/services/')]);
  return paths.filter((p) => keep.has(p) || !(landing.includes(p) || /^(\/en)?\/services\/./.test(p)));
};

export interface Watch {
  consoleErrors: string[];
  foreignRequests: string[];
}

/** Collects console errors, page errors, Content-Security-Policy violations and requests to any origin other than the site's own. */
export const watch = async (page: Page, origin: string): Promise<Watch> => {
  const w: Watch = { consoleErrors: [], foreignRequests: [] };
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP-overtreding: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  page.on('console', (msg) => msg.type() === 'error' && w.consoleErrors.push(msg.text()));
  page.on('pageerror', (err) => w.consoleErrors.push(err.message));
  page.on('request', (req) => {
    const url = req.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) w.foreignRequests.push(url);
  });
  return w;
};

// ---- the language of a page (Dutch at the root, English under /en) ----
import { langOf, routePairs, type Lang } from '../../src/i18n/routes';
import { mainNav, siteNavNl } from '../../src/data/main-nav';
import { mainNavEn, siteNavEn } from '../../src/data/en/main-nav';

/** What the header says on a page of the given path: its language, the main menu's name and two of its items. */
export const headerOf = (path: string) => {
  const lang: Lang = langOf(path);
  const items = lang === 'en' ? mainNavEn : mainNav;
  const item = (key: 'services' | 'contact') => items.find((i) => i.key === key) ?? { label: '', href: '' };
  return { lang, mainMenu: (lang === 'en' ? siteNavEn : siteNavNl).mainMenu, services: item('services'), contact: item('contact') };
};

/** A page with a counterpart in the other language, and what its head and its switch must say. */
export interface PairedPage {
  lang: Lang;
  other: string;
  otherLang: Lang;
  switchName: string;
  ogLocale: string;
  ogAlternate: string;
  dutch: string;
  english: string;
}

/** Every page with a counterpart in the other language (src/i18n/routes.ts), by path. */
export const pairedPages = new Map<string, PairedPage>(
  routePairs.flatMap(([nl, en]): [string, PairedPage][] => [
    [nl, { lang: 'nl', other: en, otherLang: 'en', switchName: 'English', ogLocale: 'nl_NL', ogAlternate: 'en_GB', dutch: nl, english: en }],
    [en, { lang: 'en', other: nl, otherLang: 'nl', switchName: 'Nederlands', ogLocale: 'en_GB', ogAlternate: 'nl_NL', dutch: nl, english: en }],
  ]),
);
