/**
 * Every page in the sitemap (a page added later is covered without editing this file) and the two not-found pages,
 * each loaded once and then met the way its visitors and a search engine meet it:
 * - as a search engine reads it: status, <html lang>, one h1, title, description, canonical, share image, skip link,
 *   and for a page with a counterpart in the other language its hreflang links, og:locale and the switch;
 * - as a reader: the copy rules (e2e/support/copy-rules.ts), and on an English page, English;
 * - axe's WCAG 2.0/2.1/2.2 A and AA rules at 1280 px, and at 390 px on one page per template;
 * - no sideways scrolling at 320 px or at 200 % zoom of a 1280 px screen (640 × 400);
 * - sentence case: no text set in capitals by CSS, at 1280 and at 390 px; and at 390 px an h1 of at most three lines
 *   (both were design.spec.ts's, on twelve and 26 pages with a load each; here on every page, with none), and at 390
 *   and 360 px an h1 a size above every h2; one button anatomy at 1280 and 390 px (design review 2026-11-29, M2, M4);
 * - the damage report: a visible link to it in the first screen at 1280 px and at 390 px;
 * - the design review's per-page checks (e2e/support/page-design.ts): a landing page's own topic picture at 1280 px,
 *   an inner hero's topic icon in the first screen at 390 px (hidden from 1024 px), and an h1 of at most three lines
 *   at 375 and 360 px as well, and no phone number or e-mail address broken over two lines on the pages and at the
 *   widths of design review F5 (each was a load of a page in design-review-2.spec.ts or design-topics.spec.ts);
 * - touched: the header island wakes under the page's Content-Security-Policy, with no console error and no request
 *   to another origin; and on a page of a language pair, its switch followed to the counterpart.
 * One load serves all of these; a load per check made the suite twice as slow and proved nothing more. The pages share
 * one browser context per worker, emptied between pages (e2e/support/walk-page.ts): a context per page cost more.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/walk-page';
import { wcagViolations } from './support/a11y';
import { canonicalUrl } from '../src/lib/seo';
import { checkCopy, checkEnglish, notFound } from './support/copy-rules';
import { headerOf, onePerTemplate, pairedPages, siteUrl, sitemapPaths } from './support/site';
import { localePath } from '../src/i18n/routes';
import { buttonAnatomy, contactsWhole, h1Lines, heroIconPhone, heroIconWide, landingPaths, noPhoneHeroPicture, onSmallPhones, topicPicture, typeScale } from './support/page-design';

const paths = sitemapPaths();
// axe at 390 px on one page per template (one landing page for the 17, one service page per language): what changes
// with the width is the template's layout; each page's own content is checked by axe at 1280 px.
const narrowAxe = new Set([...onePerTemplate(paths), ...notFound]);
const abs = (path: string) => canonicalUrl(path, siteUrl);
/** Elements whose text CSS sets in capitals (the site writes sentence case); [] when there are none. */
const cssCapitals = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *:not(input):not(textarea):not(script):not(style)')]
      .filter((el) => getComputedStyle(el).textTransform === 'uppercase' && el.textContent?.trim())
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 30)}"`),
  );

for (const path of [...paths, ...notFound]) {
  // One context per worker (./support/walk-page.ts), emptied before each page: each page is met as a first visit.
  test(`${path}`, async ({ walkPage: page, walkWatch: w, request }) => {
    const header = headerOf(path);
    const response = await page.goto(path);

    await test.step('as a search engine reads it', async () => {
      if (notFound.includes(path)) {
        expect(response?.status()).toBe(404);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        return;
      }
      expect(response?.status()).toBe(200);
      // The head and the landmarks read in one go (a round trip per element made this step the slowest but axe).
      const head = await page.evaluate(() => {
        const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
        const h1s = [...document.querySelectorAll('h1')];
        const box = h1s[0]?.getBoundingClientRect();
        return {
          lang: document.documentElement.getAttribute('lang'),
          h1s: h1s.length,
          h1Visible: !!h1s[0]?.checkVisibility({ visibilityProperty: true }) && !!box && box.width > 0 && box.height > 0,
          title: document.title,
          description: attr('meta[name="description"]', 'content'),
          canonical: attr('link[rel="canonical"]', 'href'),
          ogImage: attr('meta[property="og:image"]', 'content'),
          skipLinks: document.querySelectorAll('a[href="#inhoud"]').length,
          hreflang: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
          hreflangLinks: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
          ogLocale: attr('meta[property="og:locale"]', 'content'),
          ogAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content')),
        };
      });
      expect(head.lang).toBe(header.lang);
      expect(head.h1s, 'one h1').toBe(1);
      expect(head.h1Visible, 'the h1 is visible').toBe(true);
      expect(head.title.length).toBeGreaterThan(10);
      expect(head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
      expect(head.canonical).toBe(abs(path));
      expect(head.ogImage).toMatch(/^https:\/\/.+\.(jpg|png)$/);
      expect(head.skipLinks, 'one skip link').toBe(1);

      const pair = pairedPages.get(path);
      if (!pair) return;
      // The other page exists; both carry the same three links, absolute on the configured site; x-default is Dutch.
      expect((await request.get(pair.other)).status(), pair.other).toBe(200);
      expect(head.hreflangLinks).toBe(3);
      expect(head.hreflang).toEqual({ nl: abs(pair.dutch), en: abs(pair.english), 'x-default': abs(pair.dutch) });
      expect(head.ogLocale).toBe(pair.ogLocale);
      // og:locale:alternate on the English pages (the issue asks it there; on Dutch pages the bytes are saved).
      expect(head.ogAlternates).toEqual(pair.lang === 'en' ? [pair.ogAlternate] : []);
      // The visible switch: a plain link in the header to the counterpart, named in the other language
      // (e2e/i18n.spec.ts follows it).
      const link = page.getByRole('banner').getByRole('link', { name: pair.switchName, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', pair.other);
      await expect(link).toHaveAttribute('lang', pair.otherLang);
      await expect(link).toHaveAttribute('hreflang', pair.otherLang);
    });

    // The damage report is one tap away on every page: a visible link in the first screen (the header's button).
    const report = localePath(header.lang, '/schade-melden');
    const reportInFirstScreen = async () => {
      const link = page.locator(`a[href="${report}"]:visible`).first();
      await expect(link).toBeInViewport({ ratio: 1 });
    };
    await test.step('the report in the first screen at 1280 px; every "Schade melden" link leads to it', async () => {
      await reportInFirstScreen();
      const named = await page.locator('a').evaluateAll((as) =>
        // The header's button joins its words with a no-break space: whitespace of any kind counts as one space.
        as.filter((a) => /^(Schade melden|Report damage)\b/.test(a.textContent?.replace(/\s+/g, ' ').trim() ?? '')).map((a) => a.getAttribute('href')),
      );
      expect(named.length).toBeGreaterThanOrEqual(1);
      for (const href of named) expect(href).toBe(report);
    });

    await test.step('no text set in capitals by CSS at 1280 px', async () => {
      expect.soft(await cssCapitals(page), '1280 px').toEqual([]);
    });

    await test.step('the hero at 1280 px: no phone icon tile; a landing page shows its own topic picture; one button anatomy', async () => {
      await heroIconWide(page, path);
      await buttonAnatomy(page, 1280);
      await contactsWhole(page, path, 1280);
      if (landingPaths.has(path)) await topicPicture(page, path);
    });

    await test.step('as a reader reads it: the copy rules', async () => {
      await checkCopy(page, path);
      if (header.lang === 'en') await checkEnglish(page);
    });

    await test.step(`WCAG A/AA at 1280 px${narrowAxe.has(path) ? ' and at 390 px' : ''}`, async () => {
      expect.soft(await wcagViolations(page), '1280 px').toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      if (narrowAxe.has(path)) expect.soft(await wcagViolations(page), '390 px').toEqual([]);
    });

    await test.step('the report in the first screen at 390 px', reportInFirstScreen);

    await test.step('at 390 px: the hero icon in the first screen, no text set in capitals by CSS, the h1 a size above the h2s, one button anatomy; at 390, 375 and 360 px the h1 at most three lines, no number or address broken', async () => {
      await heroIconPhone(page);
      await noPhoneHeroPicture(page, path);
      await typeScale(page, 390);
      await buttonAnatomy(page, 390);
      expect.soft(await cssCapitals(page), '390 px').toEqual([]);
      await contactsWhole(page, path, 390);
      // On the pages of the sitemap (the not-found pages' "404 Pagina niet gevonden" takes four: docs/suite-time.md).
      const h1 = !notFound.includes(path);
      if (h1) expect.soft(await h1Lines(page), 'lines of the h1 at 390 px').toBeLessThanOrEqual(3);
      await onSmallPhones(page, path, h1);
    });

    await test.step('no sideways scrolling at 320 px or at 200 % zoom', async () => {
      for (const viewport of [{ width: 320, height: 640 }, { width: 640, height: 400 }]) {
        await page.setViewportSize(viewport);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${viewport.width} px: wider than the screen by`).toBe(0);
      }
    });

    await test.step('touched: the header wakes; no console error, no request to another origin', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const diensten = page.getByRole('navigation', { name: header.mainMenu }).getByRole('link', { name: header.services.label, exact: true });
      await diensten.hover();
      await expect(diensten).toHaveAttribute('aria-expanded', 'true');
      // No wait for the network to fall quiet: the listeners have noted every request since the page began to load
      // (the axe steps above took seconds), and a request is noted when it starts.
      // A not-found page's own 404 status is logged once; anything else is an error.
      const own404 = notFound.includes(path) ? w.consoleErrors.findIndex((e) => /status of 404/.test(e)) : -1;
      expect(w.consoleErrors.filter((_, i) => i !== own404), 'console errors').toEqual([]);
      expect(w.foreignRequests, 'requests to other origins').toEqual([]);
    });

    const pair = pairedPages.get(path);
    if (pair) {
      await test.step(`the switch leads to ${pair.other}`, async () => {
        await page.getByRole('banner').getByRole('link', { name: pair.switchName, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === pair.other);
        await expect(page.locator('html')).toHaveAttribute('lang', pair.otherLang);
      });
    }
  });
}
