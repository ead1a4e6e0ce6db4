/**
 * The other browser engines, driven the way their own tools drive them, behind one small interface (`Engine`) so
 * the engine specs say each case once (WebKitGTK itself: e2e/support/webkit.ts):
 * - **WebKitGTK** (what Safari is built on): Debian's `WebKitWebDriver` (package webkit2gtk-driver) starts
 *   MiniBrowser under an Xvfb display that we start ourselves (`Xvfb -displayfd`: a free display, no xauth), and we
 *   speak plain W3C WebDriver to it over HTTP with fetch. `--enable-javascript=false` (a MiniBrowser setting) gives
 *   a WebKit without JavaScript.
 * - **Firefox ESR**: Debian's `firefox-esr` over WebDriver BiDi with puppeteer-core. Firefox 153 has no BiDi command
 *   to turn scripts off per page, so the no-JavaScript case launches a second Firefox with `javascript.enabled` false.
 * - **Chromium**: Playwright's own page, as in every other spec.
 * Scripts run in the page as functions (serialised with toString), never as strings the page's CSP would refuse.
 */
import { existsSync } from 'node:fs';
import type { Browser as PwBrowser, Page as PwPage } from '@playwright/test';
import puppeteer, { type Browser as PpBrowser, type Page as PpPage } from 'puppeteer-core';

export type EngineName = 'webkit' | 'firefox' | 'chromium';

/** A page in one engine: CSS selectors in, plain values out. Clicks and keys are the engine's own trusted input. */
export interface Engine {
  readonly name: EngineName;
  goto(path: string): Promise<void>;
  /** The page's address now. */
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments; returns its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  click(css: string): Promise<void>;
  type(css: string, text: string): Promise<void>;
  /** Focuses the element and presses a key on it: 'Enter' or ' '. */
  press(css: string, key: 'Enter' | ' '): Promise<void>;
  upload(css: string, files: string[]): Promise<void>;
  close(): Promise<void>;
}

export const webkitBinary = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const webkitDriver = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';
export const firefoxBinary = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** What is missing on this machine to run the other engines (.ci/run installs it). */
export const missingEngines = () =>
  [webkitBinary, webkitDriver, firefoxBinary, '/usr/bin/Xvfb'].filter((f) => !existsSync(f));

/** Polls `fn` in the page until it returns something truthy; fails with `what` after `timeout` ms. */
export const waitFor = async <T, A extends unknown[]>(
  engine: Engine,
  what: string,
  fn: (...args: A) => T,
  args: A,
  timeout = 15_000,
): Promise<Awaited<T>> => {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A call that fails (the page between two documents) counts as not yet; its error is named at the deadline.
    let failed: unknown;
    const value = await engine.run(fn, ...args).catch((error: unknown) => ((failed = error), undefined));
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${engine.name}: ${what} did not happen within ${timeout} ms${failed ? ` (${String(failed)})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** A page in Firefox (WebDriver BiDi) or in Chromium through Playwright, with the same interface. */
class PuppeteerPage implements Engine {
  constructor(
    readonly name: EngineName,
    private readonly page: PpPage,
    private readonly origin: string,
    private readonly onClose: () => Promise<void>,
  ) {}

  async goto(path: string) {
    await this.page.goto(new URL(path, this.origin).href);
  }

  async url() {
    return this.page.url();
  }

  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<Awaited<T>>;
  }

  private async handle(css: string) {
    const el = await this.page.$(css);
    if (!el) throw new Error(`${this.name}: no element ${css}`);
    return el;
  }

  async click(css: string) {
    // Into view, then a real mouse click at its centre. (ElementHandle.click() lost the connection to a Firefox
    // without JavaScript: "Target closed".)
    // As Playwright does before a click: the element still (its box the same twice, 50 ms apart) and the one the
    // point hits (itself, inside it, or its label), so that content appearing above it (the car from the RDW) does
    // not move it between the measure and the click (a loaded Firefox clicked beside a day chip once, 2026-11-28).
    const el = await this.handle(css);
    const deadline = Date.now() + 10_000;
    for (;;) {
      await el.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const before = await el.boundingBox();
      await new Promise((r) => setTimeout(r, 50));
      const box = await el.boundingBox();
      if (!box) throw new Error(`${this.name}: ${css} has no box`);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const still = !!before && before.x === box.x && before.y === box.y && before.width === box.width && before.height === box.height;
      const hits = await el.evaluate((e, px, py) => {
        const hit = document.elementFromPoint(px, py);
        const labels = (e as HTMLInputElement).labels ? [...(e as HTMLInputElement).labels!] : [];
        return !!hit && (hit === e || e.contains(hit) || labels.some((l) => l.contains(hit)));
      }, x, y);
      if ((still && hits) || Date.now() > deadline) {
        await this.page.mouse.click(x, y);
        return;
      }
    }
  }

  async type(css: string, text: string) {
    await (await this.handle(css)).type(text);
  }

  async press(css: string, key: 'Enter' | ' ') {
    const el = await this.handle(css);
    await el.focus();
    await this.page.keyboard.press(key);
  }

  async upload(css: string, files: string[]) {
    const el = await this.handle(css);
    await (el as unknown as { uploadFile: (...f: string[]) => Promise<void> }).uploadFile(...files);
  }

  close() {
    return this.onClose();
  }
}

/** Firefox ESR over WebDriver BiDi; a fresh private context per page. */
export class Firefox {
  private constructor(private readonly browser: PpBrowser) {}

  static async launch({ javaScript = true } = {}) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxBinary,
      headless: true,
      protocol: 'webDriverBiDi',
      extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
    });
    return new Firefox(browser);
  }

  /** A page at a phone's size; `closeBrowser`: closing the page ends this Firefox too. */
  async page(origin: string, { viewport = { width: 390, height: 844 }, closeBrowser = false } = {}): Promise<Engine> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    return new PuppeteerPage('firefox', page, origin, () => (closeBrowser ? this.close() : context.close()));
  }

  close() {
    return this.browser.close();
  }
}

/** Chromium as every other spec drives it (Playwright), behind the same interface. */
export class Chromium implements Engine {
  readonly name = 'chromium';
  private constructor(
    private readonly page: PwPage,
    private readonly onClose: () => Promise<void>,
  ) {}

  static async page(browser: PwBrowser, origin: string, { viewport = { width: 390, height: 844 }, javaScript = true, headers = {} } = {}) {
    const context = await browser.newContext({ baseURL: origin, viewport, javaScriptEnabled: javaScript, locale: 'nl-NL', extraHTTPHeaders: headers });
    return new Chromium(await context.newPage(), () => context.close());
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  async url() {
    return this.page.url();
  }

  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    // A string expression, evaluated by the DevTools protocol (not by the page's eval, which its CSP refuses).
    return this.page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<Awaited<T>>;
  }

  async click(css: string) {
    await this.page.click(css);
  }

  async type(css: string, text: string) {
    await this.page.locator(css).pressSequentially(text);
  }

  async press(css: string, key: 'Enter' | ' ') {
    await this.page.locator(css).press(key === ' ' ? 'Space' : key);
  }

  async upload(css: string, files: string[]) {
    await this.page.setInputFiles(css, files);
  }

  close() {
    return this.onClose();
  }
}

/**
 * A 12-megapixel camera JPEG as a phone stores a portrait photo: the pixels lie on their side (4032 × 3024) with EXIF
 * orientation 6, camera make and model, and a GPS position. Upright, its top half is red and its bottom half blue
 * (with grain), so what arrives can be checked for the right way up. Three, from one set of pixels at three qualities
 * (made once: about 4 s).
 */
export const uprightTestPhotos = async (): Promise<Buffer[]> => {
  const { default: sharp } = await import('sharp');
  const width = 3024;
  const height = 4032;
  // Grain: noise at a third of the size, scaled up (a fine, photo-like texture; cheaper than noise at full size).
  const pixels = await sharp({ create: { width: width / 3, height: height / 3, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const half = pixels.length / 2;
  for (let i = 0; i < pixels.length; i += 3) {
    const grain = (pixels[i] ?? 128) - 128;
    const top = i < half;
    pixels[i] = Math.max(0, Math.min(255, (top ? 190 : 50) + grain));
    pixels[i + 1] = Math.max(0, Math.min(255, 70 + grain));
    pixels[i + 2] = Math.max(0, Math.min(255, (top ? 50 : 190) + grain));
  }
  // Stored a quarter turn anticlockwise; orientation 6 tells a viewer to turn it a quarter clockwise.
  const sideways = await sharp(pixels, { raw: { width, height, channels: 3 } }).rotate(270).raw().toBuffer();
  const gps = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 7/1 19/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 2/1 34/1' };
  return Promise.all(
    [90, 91, 92].map((quality, i) =>
      sharp(sideways, { raw: { width: height, height: width, channels: 3 } })
        .withExif({ IFD0: { Make: 'TestCam', Model: `Phone ${i}` }, IFD3: gps })
        .withMetadata({ orientation: 6 })
        .jpeg({ quality })
        .toBuffer(),
    ),
  );
};
