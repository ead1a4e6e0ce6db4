/**
 * The two forms of issue 34 in WebKitGTK, Firefox ESR and Chromium (e2e/support/engines.ts), with and without
 * JavaScript, on a 390 × 844 phone, against dist/ in `wrangler dev` with a local stand-in for the RDW: the kenteken
 * field in the first screen; a Dutch plate that needs no plate-kind choice; the appointment's one result in the
 * form's place, focused, its reference on one line; the thank-you page without JavaScript; English days in British
 * order. Project `engines`; its wrangler on FORMS_ENGINES_PORT (default 4450, +1 inspector), WebKitWebDriver on +5
 * and +6, the fake RDW on +8.
 */
import { expect, test } from '@playwright/test';
import { referencePattern } from '../src/lib/form-rules';
import { Chromium, Firefox, missingEngines, waitFor, type Engine, type EngineName } from './support/engines';
import { Display, WebKit } from './support/webkit';
import { FakeRdw } from './support/rdw';
import { Receiver } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.FORMS_ENGINES_PORT ?? 4450);
const origin = `http://127.0.0.1:${port}`;
const missing = missingEngines();
const skipOthers = missing.length > 0 && !process.env.CI;

let receiver: Receiver;
let rdw: FakeRdw;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  rdw = await FakeRdw.start(port + 8);
  receiver = await Receiver.start({
    port,
    vars: { RDW_URL: rdw.url },
    configure: (config) => config.ratelimits.forEach((r: { simple: { limit: number } }) => (r.simple.limit = 1000)),
  });
});
test.afterAll(async () => {
  await receiver?.stop();
  await rdw?.stop();
});

const appointment = 'form[aria-labelledby="afspraak-titel"]';
const label = { webkit: 'WebKit', firefox: 'Firefox', chromium: 'Chromium' } as const;

/** The kenteken field's place in the page (px from the top of the document) and the form's first field. */
const firstField = () => {
  const plate = document.querySelector('main input[name="licensePlate"]') as HTMLInputElement;
  const box = plate.getBoundingClientRect();
  const first = document.querySelector('main form')?.querySelector('input:not([type="hidden"]), textarea') as HTMLInputElement | null;
  return { bottom: Math.round(box.bottom + scrollY), first: first?.name ?? '' };
};

for (const name of ['webkit', 'firefox', 'chromium'] as EngineName[]) {
  test.describe(label[name], () => {
    test.skip(name !== 'chromium' && skipOthers, `not installed: ${missing.join(', ')}`);
    let display: Display | undefined;
    let firefoxes: Firefox[] = [];
    const engines: Partial<Record<'js' | 'nojs', Engine>> = {};

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      if (name === 'webkit') display = await Display.start();
      const open = async (javaScript: boolean): Promise<Engine> => {
        if (name === 'webkit') return WebKit.start({ port: port + (javaScript ? 5 : 6), display: display!, origin, javaScript });
        if (name === 'firefox') {
          const firefox = await Firefox.launch(javaScript ? {} : { javaScript: false });
          firefoxes.push(firefox);
          return firefox.page(origin);
        }
        return Chromium.page(browser, origin, { javaScript, headers: { 'CF-Connecting-IP': '192.0.2.88' } });
      };
      engines.js = await open(true);
      engines.nojs = await open(false);
    });
    test.afterAll(async () => {
      await engines.js?.close();
      await engines.nojs?.close();
      for (const f of firefoxes) await f.close();
      firefoxes = [];
      display?.stop();
    });

    for (const js of [true, false]) {
      test(`${js ? 'with' : 'without'} JavaScript: the kenteken field first and within the first 844 px of all four form pages`, async () => {
        const engine = engines[js ? 'js' : 'nojs']!;
        for (const path of ['/afspraak', '/en/appointment', '/schade-melden', '/en/report-damage']) {
          await engine.goto(path);
          const found = await engine.run(firstField);
          expect(found.first, `${path}: the first field`).toBe('licensePlate');
          expect(found.bottom, `${path}: the bottom of the kenteken field`).toBeLessThanOrEqual(844);
          // A Dutch plate is assumed in the served HTML: nothing to choose.
          expect(await engine.run(() => (document.querySelector('main input[name="plateOrigin"]:checked') as HTMLInputElement | null)?.value ?? '')).toBe('nl');
        }
      });
    }

    test('with JavaScript: a Dutch plate, no plate-kind error, and one focused result in the form’s place', async () => {
      test.setTimeout(90_000);
      const engine = engines.js!;
      await engine.goto('/afspraak');
      await engine.type(`${appointment} [name="licensePlate"]`, 'ab12cd');
      await waitFor(engine, 'the car from the RDW', () => (document.querySelector('[data-car]') as HTMLElement | null)?.innerText ?? '', []);
      await engine.click(`${appointment} input[name="work"][value="apk"]`);
      await engine.click(`${appointment} input[name="dayPick"]`);
      await engine.click(`${appointment} input[name="arrangement"][value="wachten"]`);
      await engine.type(`${appointment} [name="firstName"]`, 'Anna');
      await engine.type(`${appointment} [name="lastName"]`, `Vorm-${label[name]}`);
      await engine.type(`${appointment} [name="phone"]`, '06 12345678');
      await engine.click(`${appointment} button[type="submit"]`);
      const shown = await waitFor(
        engine,
        'the result',
        (pattern: string) => {
          const result = document.querySelector('main [data-form-result]') as HTMLElement | null;
          const reference = result?.querySelector('[data-result-reference]') as HTMLElement | null;
          if (!result || !reference) return null;
          return {
            reference: new RegExp(`^${pattern}$`).test(reference.textContent ?? ''),
            lines: reference.getClientRects().length,
            nowrap: getComputedStyle(reference).whiteSpace,
            focused: result.contains(document.activeElement),
            form: !!document.querySelector('main form'),
            plateKind: document.body.innerText.includes('Kies of het een Nederlands of een buitenlands kenteken is.'),
          };
        },
        [referencePattern.source],
        30_000,
      );
      expect(shown).toMatchObject({ reference: true, lines: 1, nowrap: 'nowrap', form: false, plateKind: false });
      // The focus moves to the result once it is drawn (an effect, then once more a frame later).
      await waitFor(engine, 'the focus on the result', () => !!document.querySelector('main [data-form-result]')?.contains(document.activeElement), [], 5_000);
    });

    test('without JavaScript: a Dutch plate, no plate-kind choice, the thank-you page with the same result', async () => {
      test.setTimeout(90_000);
      const engine = engines.nojs!;
      await engine.goto('/afspraak');
      await engine.type(`${appointment} [name="licensePlate"]`, '12-ABC-3');
      await engine.click(`${appointment} input[name="work"][value="kleine-beurt"]`);
      await engine.click(`${appointment} input[name="weekdays"][value="di"]`);
      await engine.click(`${appointment} input[name="arrangement"][value="wachten"]`);
      await engine.type(`${appointment} [name="firstName"]`, 'Kees');
      await engine.type(`${appointment} [name="lastName"]`, `Vorm-zonder-${label[name]}`);
      await engine.type(`${appointment} [name="phone"]`, '0301234567');
      await engine.click(`${appointment} button[type="submit"]`);
      const deadline = Date.now() + 20_000;
      while (!(await engine.url()).startsWith(`${origin}/afspraak/bedankt?`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await engine.url()).toMatch(new RegExp(`^${origin}/afspraak/bedankt\\?ref=DV-`));
      // The address changes when the answer starts to arrive; the page may still be parsing (a null once in Chromium).
      await waitFor(engine, 'the thank-you page parsed', () => !!document.querySelector('[data-result-reference]') && document.readyState !== 'loading', [], 10_000);
      const result = await engine.run(() => {
        const reference = document.querySelector('[data-result-reference]') as HTMLElement;
        return { reference: reference.textContent ?? '', lines: reference.getClientRects().length, sent: document.querySelector('[data-result-sent]')?.textContent ?? '' };
      });
      expect(result.reference).toMatch(new RegExp(`^${referencePattern.source}$`));
      expect(result.lines).toBe(1);
      expect(result.sent).toBe('Kleine beurt');
    });

    test('English days in British order ("1 Dec"), never "December 1"', async () => {
      const engine = engines.js!;
      await engine.goto('/en/appointment');
      await engine.type('form [name="licensePlate"]', 'a');
      const text = await waitFor(engine, 'the offered days', () => (document.querySelector('main [data-days="offered"]') as HTMLElement | null)?.innerText ?? '', []);
      expect(text).toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
      expect(text).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/);
    });
  });
}
