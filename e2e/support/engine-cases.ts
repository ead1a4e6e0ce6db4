/**
 * What the engine specs share (engines.spec.ts, sending-engines.spec.ts): the engines to run, the forms' selectors, the
 * checks of a photo as it arrived, and `openEngine`, which starts one engine (and, if asked, the same engine without
 * JavaScript) for a spec's describe block. Moved from engines.spec.ts when it was split by concern.
 */
import { expect, type Browser, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { exifHasGps } from './photos.mjs';
import { Chromium, Firefox, missingEngines, type Engine, type EngineName } from './engines';
import { Display, WebKit } from './webkit';

export const engineNames = ['webkit', 'firefox', 'chromium'] as EngineName[];
export const missing = missingEngines();
// On CI (.ci/run installs them) a missing engine fails; on a machine without them the other engines' cases are skipped.
export const skipOthers = missing.length > 0 && !process.env.CI;
export const notInstalled = `not installed: ${missing.join(', ')} (apt-get install firefox-esr webkit2gtk-driver xvfb)`;

export const report = 'form[aria-labelledby="melding-titel"]';
export const contact = 'form[aria-labelledby="formulier-titel"]';
export const appointment = 'form[aria-labelledby="afspraak-titel"]';
/** The form's island is live (it sets noValidate once hydrated). */
export const live = (css: string) => !!document.querySelector(`${css}[novalidate]`);
export const label = { webkit: 'WebKit', firefox: 'Firefox', chromium: 'Chromium' } as const;

/** What the engine offers that the photo preparation uses: the test names the fallback it proves. */
export const capabilities = (engine: Engine) =>
  engine.run(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    canvas.getContext('2d')?.fillRect(0, 0, 1, 1);
    let resize = false;
    try {
      const bitmap = await createImageBitmap(canvas, { resizeWidth: 2, resizeHeight: 2 });
      resize = bitmap.width === 2;
    } catch {
      resize = false;
    }
    return {
      webp: canvas.toDataURL('image/webp').startsWith('data:image/webp'),
      offscreenCanvas: typeof OffscreenCanvas === 'function',
      createImageBitmapResize: resize,
    };
  });

/** One photo as it arrived in the e-mail: the engine's format, upright (red on top), no orientation to apply, no GPS. */
export const expectUpright = async (bytes: Buffer, format: 'jpeg' | 'webp', what: string) => {
  const meta = await sharp(bytes).metadata();
  expect(meta.format, `${what}: format`).toBe(format);
  expect(meta.height, `${what}: portrait, as the camera held it`).toBeGreaterThan(meta.width ?? 0);
  expect(meta.orientation ?? 1, `${what}: no rotation left to a viewer`).toBe(1);
  expect(exifHasGps(meta.exif), `${what}: no GPS`).toBe(false);
  // The pixels as stored, 1 × 2: the top half red, the bottom half blue.
  const { data } = await sharp(bytes).resize(1, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const [r1 = 0, , b1 = 0, r2 = 0, , b2 = 0] = data;
  expect(r1 - b1, `${what}: red at the top`).toBeGreaterThan(60);
  expect(b2 - r2, `${what}: blue at the bottom`).toBeGreaterThan(60);
};

export const note = (info: TestInfo, type: string, description: unknown) => info.annotations.push({ type, description: JSON.stringify(description) });


/**
 * Opens `name` on `origin` with JavaScript, and with `withoutScript` (not for Chromium) starts the same engine without
 * JavaScript beside it: its start takes seconds; awaited by its case, so a failed start fails that case. WebKitWebDriver
 * takes `port` + 5 and + 6. `close` ends both, and the display or browser they ran in.
 */
export const openEngine = async (name: EngineName, browser: Browser, port: number, origin: string, withoutScript: boolean) => {
  let display: Display | undefined;
  let firefox: Firefox | undefined;
  let open: (javaScript: boolean) => Promise<Engine>;
  if (name === 'webkit') {
    display = await Display.start();
    // A driver per session: the MiniBrowser without JavaScript runs beside the other one.
    open = (javaScript) => WebKit.start({ port: port + (javaScript ? 5 : 6), display: display!, origin, javaScript });
  } else if (name === 'firefox') {
    // Firefox 153 cannot turn scripts off per page over BiDi: a second Firefox, with javascript.enabled false.
    open = async (javaScript) =>
      javaScript
        ? (firefox = await Firefox.launch()).page(origin)
        : (await Firefox.launch({ javaScript: false })).page(origin, { closeBrowser: true });
  } else {
    // Chromium's sends come from their own client address, so the three engines stay under the rate limit.
    open = (javaScript) => Chromium.page(browser, origin, { javaScript, headers: { 'CF-Connecting-IP': '192.0.2.77' } });
  }
  let engine: Engine | undefined;
  let noScript: Promise<Engine> | undefined;
  const close = async () => {
    await engine?.close();
    await (await noScript?.catch(() => undefined))?.close();
    await firefox?.close();
    display?.stop();
  };
  engine = await open(true);
  if (name !== 'chromium' && withoutScript) {
    noScript = open(false);
    // Awaited by its case: a failed start fails that case.
    noScript.catch(() => undefined);
  }
  return { engine, noScript, close };
};
