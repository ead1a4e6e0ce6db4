/**
 * The site in three engines: WebKitGTK (Safari's engine), Firefox ESR and Chromium, each driven by its own protocol
 * (e2e/support/engines.ts, e2e/support/webkit.ts), against the default build (dist/) in `wrangler dev` with the real
 * receiver (e2e/support/wrangler.ts). Per engine, as a visitor on a phone: the mobile menu's services disclosure, the
 * damage-guide stepper and the contact form to its e-mail. The report with photos, the appointment request, a radio
 * tapped while the report wakes up and the forms without JavaScript are in sending-engines.spec.ts; what both share is
 * e2e/support/engine-cases.ts.
 * Project `engines`; its wrangler on ENGINES_PORT (default 4390, +1 its inspector), WebKitWebDriver on +5 and +6.
 * Alone: `npx astro build && npx playwright test --project=engines`.
 */
import { expect, test } from '@playwright/test';
import { guideSteps } from '../src/data/damage-guide';
import { waitFor, type Engine } from './support/engines';
import { contact, engineNames, label, live, notInstalled, openEngine, skipOthers } from './support/engine-cases';
import { Receiver } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.ENGINES_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;

let receiver: Receiver;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  receiver = await Receiver.start({
    port,
    // Every engine posts from 127.0.0.1: the per-minute limits (tested in the receiver specs) would count all three.
    configure: (config) => config.ratelimits.forEach((r: { simple: { limit: number } }) => (r.simple.limit = 1000)),
  });
});
test.afterAll(async () => {
  await receiver?.stop();
});

for (const name of engineNames) {
  test.describe(label[name], () => {
    test.skip(name !== 'chromium' && skipOthers, notInstalled);

    let engine: Engine;
    let close: (() => Promise<void>) | undefined;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(60_000);
      ({ engine, close } = await openEngine(name, browser, port, origin, false));
    });
    test.afterAll(async () => {
      await close?.();
    });

    test('the mobile menu: the four items in the first screen, the services behind a disclosure', async () => {
      await engine.goto('/about');
      await engine.click('a[aria-controls="mobiel-menu"]');
      const disclosure = '#mobiel-menu [aria-controls="mobiel-diensten"]';
      await waitFor(engine, 'the panel and its disclosure', (css) => !!document.querySelector(css)?.checkVisibility(), [disclosure]);
      const state = () =>
        engine.run(() => {
          const panel = document.querySelector('#mobiel-menu nav')!;
          const inView = (el: Element | null) => {
            const r = el?.getBoundingClientRect();
            return !!r && r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
          };
          const button = panel.querySelector('[aria-controls="mobiel-diensten"]');
          return {
            items: [...panel.querySelectorAll(':scope > ul > li > a')].map((a) => [a.textContent?.trim(), inView(a)]),
            report: inView(document.querySelector('header a[href="/schade-melden"]')),
            role: button?.getAttribute('role'),
            expanded: button?.getAttribute('aria-expanded'),
            groups: document.getElementById('mobiel-diensten')?.checkVisibility() ?? false,
          };
        });
      expect(await state()).toEqual({
        items: [['Home', true], ['Over ons', true], ['Diensten', true], ['Contact', true]],
        report: true,
        role: 'button',
        expanded: 'false',
        groups: false,
      });
      await engine.click(disclosure);
      await waitFor(engine, 'aria-expanded true', (css) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', [disclosure]);
      expect((await state()).groups).toBe(true);
      expect(await engine.run(() => document.getElementById('mobiel-diensten')!.innerText)).toMatch(/Schadeherstel[\s\S]*Onderhoud en reparatie/i);
      // The keyboard: Space closes it, Enter opens it again.
      await engine.press(disclosure, ' ');
      await waitFor(engine, 'closed by Space', (css) => document.querySelector(css)?.getAttribute('aria-expanded') === 'false', [disclosure]);
      expect((await state()).groups).toBe(false);
      await engine.press(disclosure, 'Enter');
      await waitFor(engine, 'opened by Enter', (css) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', [disclosure]);
      expect(await engine.url()).toBe(`${origin}/about`);
    });

    test('the damage-guide stepper: a step button makes its step current and focuses its heading', async () => {
      await engine.goto('/damage-guide');
      const step = guideSteps[3]!;
      await engine.click(`nav[aria-label="Stappen van de schadegids"] a[href="#${step.id}"]`);
      const shown = await waitFor(
        engine,
        `step ${step.number} current`,
        (id) => {
          const current = document.querySelector('nav[aria-label="Stappen van de schadegids"] [aria-current="step"]');
          return current?.getAttribute('href') === `#${id}` && document.activeElement?.id === `${id}-titel`
            ? { hash: location.hash, article: document.querySelector('article[aria-current="step"]')?.closest('li')?.id }
            : null;
        },
        [step.id],
      );
      expect(shown).toEqual({ hash: `#${step.id}`, article: step.id });
    });

    test('the contact form: thanks in the page, the message in the e-mail', async () => {
      test.skip(name === 'chromium', 'covered in Chromium by e2e/report-receiver.spec.ts');
      await engine.goto('/contact');
      await engine.type(`${contact} [name="firstName"]`, 'Anna');
      await waitFor(engine, 'the contact form live', live, [contact]);
      await engine.type(`${contact} [name="lastName"]`, label[name]);
      await engine.type(`${contact} [name="email"]`, 'anna@example.nl');
      await engine.type(`${contact} [name="message"]`, `Een vraag uit ${label[name]}: wanneer kan de auto komen?`);
      await engine.click(`${contact} button[type="submit"]`);
      await waitFor(engine, 'the thanks', () => /Anna/.test(document.querySelector('[role="region"] li')?.textContent ?? ''), [], 20_000);
      const mail = await receiver.waitForMail((m) => m.subject.startsWith(`Bericht van Anna ${label[name]}`));
      expect(mail.text).toContain(`Een vraag uit ${label[name]}: wanneer kan de auto komen?`);
    });
  });
}
