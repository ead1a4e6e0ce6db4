/**
 * What a page downloads before its first paint, beyond the HTML, the stylesheet, the heading font and its scripts
 * (issue 40, docs/performance.md): Lighthouse's simulated phone shares one round trip's bandwidth among every download
 * in flight, so one more download beside the stylesheet moves the largest paint a round trip (150 ms) later.
 * - The date field's calendar button: Chromium draws its own as an SVG data: URL, which counts as such a download; the
 *   pages with a date field draw it in CSS (src/styles/date-field.css).
 * - The home pages' hero photo: on a phone it sat behind the text under a dark gradient, and its 9.6 KB beside the
 *   heading font cost a round trip; below 640 px it is not fetched at all (src/components/sections/HomeHero.astro).
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
      // On the report the date waits in the closed "Verzekering en datum" fold (the evening review's H2): opened, its
      // field and calendar button are drawn, still without a data: URL.
      const date = page.locator('input[type="date"]').first();
      const fold = page.locator('details:has(input[type="date"]):not([open]) > summary');
      if (await fold.count()) await fold.click();
      await expect(date).toBeVisible();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
      expect(dataUrls, `${path}: data: URLs loaded`).toEqual([]);
    });
  }
});

test.describe('the home pages fetch their hero photo only on a wide screen (a phone gets the small band of it)', () => {
  for (const path of ['/', '/en']) {
    test(path, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (r) => r.url().includes('hero-werkplaats') && fetched.push(new URL(r.url()).pathname));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
      // The phone's band (the evening review's H1): one of its own small crops, never the wide photo.
      const band = await page.locator('picture:has(img[data-hero-band]) source').evaluateAll((sources) =>
        sources.flatMap((s) => (s.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0])),
      );
      expect(band.length, 'the band has its own sources').toBeGreaterThan(0);
      expect(fetched, 'hero photo requests at 390 px: the band only').toHaveLength(1);
      expect(band).toContain(fetched[0]);
      await page.setViewportSize({ width: 1280, height: 800 });
      const hero = page.locator('img[data-hero-image]');
      await expect(hero).toBeVisible();
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const wide = fetched.slice(1);
      expect(wide, 'the wide photo, once').toHaveLength(1);
      expect(band).not.toContain(wide[0]);
    });
  }
});
