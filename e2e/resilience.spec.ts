/**
 * The site when things go wrong: no JavaScript, scripts that fail, images that fail, a page that arrives in pieces.
 * Narrow screens and 200 % zoom are checked on every page by e2e/every-page.spec.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { headerOf, onePerTemplate as templates, sitemapPaths } from './support/site';
import { recordShifts, shiftsOf } from './support/shifts';

const paths = sitemapPaths();

const readable = async (page: Page, path: string) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(200);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy/i })).toBeVisible();
  const nav = page.getByRole('navigation', { name: headerOf(path).mainMenu }).or(page.getByRole('button', { name: 'Menu' }));
  await expect(nav.first()).toBeVisible();
};

/**
 * One landing page stands for the 17 (one template, one header), one service page for the six of its language, in the
 * two tests below: the same check on each would add a minute to the suite and nothing to what it proves.
 */
const onePerTemplate = templates(paths);

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of onePerTemplate) {
    test(`${path} is readable with its navigation`, async ({ page }) => {
      await page.goto(path);
      await readable(page, path);
    });
  }
});

test.describe('every script request fails', () => {
  for (const path of onePerTemplate) {
    test(`${path} stays usable`, async ({ page }) => {
      const errors: string[] = [];
      const failedScripts: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('requestfailed', (r) => /\.m?js(\?|$)/.test(r.url()) && failedScripts.push(r.url()));
      // Blocked by the browser itself: page.route would pass every request of both loads through the test (twice
      // as slow), and a script fails the same way either way, as a network error.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: ['*.js', '*.js?*', '*.mjs', '*.mjs?*'] });
      await page.goto(path);
      expect(failedScripts.length, 'script requests that failed').toBeGreaterThan(0);
      await readable(page, path);
      // A header link still takes the visitor somewhere.
      const header = headerOf(path);
      await page.getByRole('navigation', { name: header.mainMenu }).getByRole('link', { name: header.contact.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${header.contact.href}$`));
      expect(errors).toEqual([]);
    });
  }
});

test('when every image fails, the home page shows no broken image and nothing shifts', async ({ page }) => {
  await page.route(/\.(avif|webp|jpe?g|png|svg)(\?|$)/, (route) => route.abort());
  await recordShifts(page);
  await page.goto('/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  // Every image request has ended (all of them fail here). networkidle cannot say so: it may have been reached before the
  // scroll set the last lazy images loading. An image's error event is dispatched a moment after its request ends, so
  // the hidden state is polled; a fallback that never hides a failed image keeps the list non-empty and fails.
  // The phone band's <img> is a transparent pixel in data: on a wide screen (its picture comes from a <source> below
  // 640 px): nothing is fetched for it, so nothing can fail; every image that is fetched is counted.
  const images = () =>
    page.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => !(img.currentSrc || img.src).startsWith('data:')).map((img) => ({
        src: img.currentSrc || img.src,
        complete: img.complete,
        failed: img.complete && img.naturalWidth === 0,
        visible: getComputedStyle(img).visibility !== 'hidden',
      })),
    );
  await expect.poll(async () => (await images()).filter((i) => !i.complete)).toEqual([]);
  expect((await images()).length).toBeGreaterThan(1);
  expect((await images()).every((i) => i.failed)).toBe(true);
  // A failed image with its alt text and icon would show: every failed image is hidden instead.
  await expect.poll(async () => (await images()).filter((i) => i.failed && i.visible)).toEqual([]);
  // No layout shift at all (each entry names the elements that moved).
  expect(await shiftsOf(page)).toEqual([]);
});

/**
 * A slow connection delivers the page in pieces, and the browser paints what it has. Served here through a proxy that
 * stops inside the header's right-hand group and inside the contact bar, for a moment each time, the page must not move
 * once the rest arrives.
 */
test.describe('a page that arrives in pieces', () => {
  let proxy: Server;
  let cut = 0;
  test.beforeAll(async ({ baseURL }) => {
    proxy = createServer(async (req, res) => {
      const upstream = await fetch(`${baseURL}${req.url}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      res.writeHead(upstream.status, { 'content-type': type });
      if (!type.includes('text/html')) return void res.end(body);
      res.write(body.subarray(0, cut));
      setTimeout(() => res.end(body.subarray(cut)), 300);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  for (const width of [1280, 390]) {
    test(`at ${width} px, a pause inside the header or the contact bar shifts nothing`, async ({ page, request }) => {
      const html = Buffer.from(await (await request.get('/')).body());
      const after = (marker: string, from = 0) => {
        const at = html.indexOf(marker, from);
        expect(at, marker).toBeGreaterThan(0);
        return at + marker.length;
      };
      const group = after('/_astro/SiteNav');
      const bar = after('<aside');
      const cuts = {
        'the main menu begun': after(`aria-label="${headerOf('/').mainMenu}"`, group),
        'the services dropdown': after('<ul', after('astro-slot name="serviceMenu"', group)),
        'the main menu complete': after('</nav>', group),
        // Just before the menu button: the jobs and the language link are in, the button not yet.
        'the menu button not yet there': html.lastIndexOf('<a', after('href="#mobiel-menu"', group)),
        'the contact bar begun': after('</div>', bar),
      };
      await page.setViewportSize({ width, height: 800 });
      const { port } = proxy.address() as AddressInfo;
      const moved: Record<string, string[]> = {};
      await recordShifts(page);
      for (const [where, at] of Object.entries(cuts)) {
        cut = at;
        await page.goto(`http://127.0.0.1:${port}/`);
        const shifts = await shiftsOf(page);
        if (shifts.length) moved[where] = shifts;
      }
      expect(moved).toEqual({});
    });
  }
});
