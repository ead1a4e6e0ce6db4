/**
 * One browser context and page per worker for a walk over many pages (e2e/every-page.spec.ts), instead of a new context
 * for each test (about 0.35 s of CPU each, docs/suite-time.md). Each test still meets its page as a first visit:
 * before it, the page leaves the site (about:blank), and the site's storage (local and session storage, IndexedDB,
 * Cache Storage, service workers, cookies) and the browser's HTTP cache are emptied, the viewport and the mouse are
 * put back where a new page has them, and the watch (console errors, requests to other origins) starts empty.
 * A test that fails takes its context with it: the next test gets a new one, so one failure cannot spill into others.
 */
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import type { Watch } from './site';

interface Shared {
  context: BrowserContext | undefined;
  page: Page | undefined;
  /** The current test's watch; the page's listeners write into whichever is current. */
  watch: Watch;
}

export const test = base.extend<{ walkPage: Page; walkWatch: Watch }, { shared: Shared }>({
  shared: [
    async ({}, use) => {
      const shared: Shared = { context: undefined, page: undefined, watch: { consoleErrors: [], foreignRequests: [] } };
      await use(shared);
      await shared.context?.close();
    },
    { scope: 'worker' },
  ],

  walkPage: async ({ browser, shared, contextOptions, viewport, locale, timezoneId, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL }, use, testInfo) => {
    const origin = new URL(baseURL ?? '').origin;
    if (!shared.page || shared.page.isClosed()) {
      // The project's options, as the built-in page fixture's context gets them.
      const given = { viewport, locale, timezoneId, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL };
      const options = { ...contextOptions, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) } as BrowserContextOptions;
      shared.context = await browser.newContext(options);
      const page = await shared.context.newPage();
      // As ./site.ts's watch(), once for the page's life: listeners added per test would pile up.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP-overtreding: ${e.violatedDirective} ${e.blockedURI}`)),
      );
      page.on('console', (msg) => msg.type() === 'error' && shared.watch.consoleErrors.push(msg.text()));
      page.on('pageerror', (err) => shared.watch.consoleErrors.push(err.message));
      page.on('request', (req) => {
        const url = req.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== origin) shared.watch.foreignRequests.push(url);
      });
      shared.page = page;
    } else {
      const page = shared.page;
      // Session storage belongs to the tab and outlives about:blank: emptied while the page is still on the site.
      await page.evaluate(() => (sessionStorage.clear(), localStorage.clear())).catch(() => {});
      await page.goto('about:blank');
      const cdp = await shared.context!.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await shared.context!.clearCookies();
      await shared.context!.clearPermissions();
      if (viewport) await page.setViewportSize(viewport);
      await page.mouse.move(0, 0);
    }
    shared.watch = { consoleErrors: [], foreignRequests: [] };
    await use(shared.page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await shared.context?.close();
      shared.context = undefined;
      shared.page = undefined;
    }
  },

  walkWatch: async ({ shared, walkPage: _ }, use) => use(shared.watch),
});
