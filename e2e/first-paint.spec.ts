/**
 * What a page downloads before its first paint, beyond the HTML, the stylesheet, the heading font and its scripts
 * (issue 40, docs/performance.md): Lighthouse's simulated phone shares one round trip's bandwidth among every download
 * in flight, so one more download beside the stylesheet moves the largest paint a round trip (150 ms) later.
 * - The date field's calendar button: Chromium draws its own as an SVG data: URL, which counts as such a download; the
 *   pages with a date field draw it in CSS (src/styles/date-field.css).
 */
import { expect, test } from '@playwright/test';

test.describe('the pages with a date field load no calendar icon beside the stylesheet', () => {
  for (const path of ['/afspraak', '/en/appointment', '/schade-melden', '/en/report-damage']) {
    test(path, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      const dataUrls: string[] = [];
      cdp.on('Network.requestWillBeSent', (e) => {
        if (e.request.url.startsWith('data:')) dataUrls.push(e.request.url.slice(0, 60));
      });
      await cdp.send('Network.enable');
      await page.goto(path);
      await expect(page.locator('input[type="date"]').first()).toBeVisible();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
      expect(dataUrls, `${path}: data: URLs loaded`).toEqual([]);
    });
  }
});
