/**
 * The back office and the status page in WebKitGTK, Firefox ESR and Chromium (issues 36 and 37), each engine driven
 * by its own protocol (e2e/support/engines.ts) against `wrangler dev` built with `--define DEV_SIGN_IN:true`, the
 * sign-in that exists only in a local build (worker/beheer/access.ts): an engine cannot add Access's header to every
 * request. Per engine: the list, a job opened by its link, a status changed with the plain form (POST, 303 back,
 * the history names the user), then the customer's status page showing the new stage.
 * Project `engines`; its wrangler on BEHEER_ENGINES_PORT (default 4720; 4580 is beheer-access-receiver's), WebKitWebDriver on +5.
 */
import { expect, test } from '@playwright/test';
import { Chromium, Firefox, missingEngines, waitFor, type Engine, type EngineName } from './support/engines';
import { Display, WebKit } from './support/webkit';
import { sendReport } from './support/jobs';
import { Receiver } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.BEHEER_ENGINES_PORT ?? 4720);
const origin = `http://127.0.0.1:${port}`;
const missing = missingEngines();
const skipOthers = missing.length > 0 && !process.env.CI;
const next: Record<EngineName, [string, string, string]> = {
  webkit: ['in-behandeling', 'In behandeling', 'In behandeling'],
  firefox: ['wacht-op-verzekeraar', 'Wacht op expert/akkoord verzekeraar', 'Wacht op akkoord'],
  chromium: ['ingepland', 'Ingepland', 'Ingepland'],
};

let receiver: Receiver;
let reference = '';
let statusPath = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  receiver = await Receiver.start({
    port,
    defines: { DEV_SIGN_IN: 'true' },
    vars: { STATUS_LINK_SECRET: 'status-link-secret-for-the-tests-0123456789', CONFIRMATIONS: 'on' },
  });
  reference = await sendReport(receiver.url, 'engines@example.nl');
  const mail = await receiver.waitForMail((m) => m.to === 'engines@example.nl');
  statusPath = /\/status\/[A-Za-z0-9_-]{22}/.exec(mail.text)![0];
  // The index row is written after the answer: wait for it before the engines look.
  await expect.poll(async () => (await (await fetch(`${receiver.url}/beheer`)).text()).includes(reference), { timeout: 15_000 }).toBe(true);
});
test.afterAll(async () => {
  await receiver?.stop();
});

for (const name of ['webkit', 'firefox', 'chromium'] as EngineName[]) {
  test(`${name}: the list, a job, a status change by form, the status page`, async ({ browser }) => {
    test.skip(name !== 'chromium' && skipOthers, `not installed: ${missing.join(', ')}`);
    test.setTimeout(120_000);
    let display: Display | undefined;
    let firefox: Firefox | undefined;
    let engine: Engine;
    if (name === 'webkit') {
      display = await Display.start();
      engine = await WebKit.start({ port: port + 5, display, origin });
    } else if (name === 'firefox') engine = await (firefox = await Firefox.launch()).page(origin);
    else engine = await Chromium.page(browser, origin);
    try {
      await engine.goto('/beheer');
      await waitFor(engine, 'the list', (ref) => !!document.querySelector(`a[href="/beheer/${ref}"]`), [reference]);
      await engine.click(`a[href="/beheer/${reference}"]`);
      await waitFor(engine, 'the job', (ref) => document.querySelector('h1')?.textContent?.includes(ref) ?? false, [reference]);
      const [id, label, stage] = next[name];
      await engine.run((value) => {
        (document.querySelector('select[name="status"]') as HTMLSelectElement).value = value;
      }, id);
      await engine.click('form[action$="/status"] button[type="submit"]');
      await waitFor(engine, 'the job after saving', () => location.search.includes('gedaan=') && !!document.querySelector('.flash'), []);
      const after = await engine.run(() => ({ flash: document.querySelector('.flash')?.textContent, history: document.querySelector('.history')?.textContent }));
      expect(after.flash).toMatch(/^Status opgeslagen/);
      expect(after.history).toContain(`ontwikkelaar@localhostStatus:`);
      expect(after.history).toContain(`→ ${label}`);
      await engine.goto(statusPath);
      const current = await engine.run(() => document.querySelector('[aria-current="step"]')?.firstChild?.textContent?.trim());
      expect(current).toBe(stage);
    } finally {
      await engine.close();
      await firefox?.close();
      display?.stop();
    }
  });
}
