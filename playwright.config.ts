import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { endpointDist, staticDist } from './e2e/support/form-backend';

/**
 * Browser tests against the real build, served by `astro preview`.
 * Chromium: $CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell, package
 * chromium-headless-shell), else Debian's /usr/bin/chromium, else Playwright's own browser. The headless shell is the
 * build Playwright itself runs headless tests in; on this 2-core machine it did the same 133 tests (every-page,
 * resilience, design) in 301 s and 584 CPU-s against the full browser's 540 s and 1,064 (docs/suite-time.md).
 *
 * Three builds, each served by its own `astro preview`:
 * - dist/ (the default: the forms post to our receiver on /api, served in the Worker by e2e/receiver*.spec.ts) for
 *   every test but those below;
 * - dist-static/ (`npm run build:static`, PUBLIC_RECEIVER=none: a host without the receiver, so the report goes to
 *   WhatsApp and the contact form to the mail program) for the hand-over specs and nginx.spec.ts;
 * - dist-endpoint/ (PUBLIC_CONTACT_ENDPOINT and PUBLIC_DAMAGE_REPORT_ENDPOINT pointing at form backends that the
 *   specs start themselves) for e2e/*-endpoint.spec.ts.
 * The receiver's specs (project `receiver`, e2e/*receiver.spec.ts) and the cross-engine spec (project `engines`,
 * e2e/engines.spec.ts: WebKitGTK, Firefox ESR and Chromium) run dist/ in `wrangler dev` themselves, without astro preview.
 */
const port = Number(process.env.E2E_PORT ?? 4321);
const endpointPort = Number(process.env.E2E_ENDPOINT_PORT ?? port + 1);
const baseURL = `http://127.0.0.1:${port}`;
const endpointBaseURL = `http://127.0.0.1:${endpointPort}`;
const staticPort = Number(process.env.E2E_STATIC_PORT ?? port + 2);
const staticBaseURL = `http://127.0.0.1:${staticPort}`;
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** Without the second build (e.g. after a plain `astro build`) its tests are left out, except on CI, where that fails. */
const withEndpoint = !!process.env.CI || existsSync(`${endpointDist}/schade-melden.html`);
if (!withEndpoint && !process.env.TEST_WORKER_INDEX) {
  console.warn(`${endpointDist}/ ontbreekt: e2e/*-endpoint.spec.ts wordt overgeslagen. \`npm test\` bouwt beide.`);
}
/** The specs that run against dist-endpoint/: the contact form's and the damage report's. */
const endpointSpecs = /-endpoint\.spec\.ts$/;
/** The specs of the forms' hand-over (WhatsApp, mail program): they run against dist-static/, the build for hosts without the receiver. */
const staticSpecs = /\/(contact|damage-report|i18n|i18n-forms)\.spec\.ts$/;
/** The receiver (worker/) in `wrangler dev`, which these specs start themselves over dist/ (ports 4361–4373, 4375–4377, 4385–4387, 4410–4412 (refusals-receiver.spec.ts), 4415–4417 (retries-receiver.spec.ts) and 4690–4692 (hostile-photos-receiver.spec.ts); 4400–4402 and the fake RDW’s 4405 for appointment-receiver.spec.ts; 4460–4462 for photos-receiver.spec.ts; 4480–4485 for flood-receiver.spec.ts, FLOOD_RECEIVER_PORT; 4500–4505 apk-reminder, 4510–4512 apk-reminder-pages, 4520–4525 beheer, 4540–4545 status, 4560–4565 beheer-list, 4580–4592 beheer-access, 4620–4632 beheer-outage, 4640–4645 photo-codec, 4660–4665 redteam-round3: each spec its own range, or one spec's wrangler answers another's requests). */
const receiverSpecs = /receiver\.spec\.ts$/;
/** The site in WebKitGTK, Firefox ESR and Chromium (e2e/*engines.spec.ts): dist/ in its own `wrangler dev` (engines.spec.ts ENGINES_PORT, default 4390; sending-engines.spec.ts SENDING_ENGINES_PORT, 4700–4706, with the fake RDW on 4420; beheer-engines.spec.ts 4720–4726). */
const engineSpecs = /engines\.spec\.ts$/;
/** `playwright test --project=receiver` (or `engines`) alone needs no astro preview. */
const projectArgs = process.argv.flatMap((a, i, all) => (a.startsWith('--project=') ? [a.slice(10)] : a === '--project' ? [all[i + 1]] : []));
const onlyReceiver = projectArgs.length > 0 && projectArgs.every((p) => p === 'receiver' || p === 'engines');
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const preview = (url: string, p: number, outDir?: string) => ({
  command: `npx astro preview --host 127.0.0.1 --port ${p}${outDir ? ` --outDir ${outDir}` : ''}`,
  url,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // E2E_WORKERS to try another count (docs/suite-time.md has what was measured).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  // Waits are there to catch a hang, not to time the site (speed is measured in the benchmarks, docs/performance.md):
  // the CI machine ran the same tree in 839 s (stop 45) and 1,908 s (stop 46), and one click there waited 25 s for its
  // button to hold still. So a test has 60 s and an assertion 10 s, about twice what the slowest needed at load 20.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The projects whose files run their tests one after the other (a server or a receiver per file) come first, so
  // the many short tests of `chromium` fill the other worker instead of leaving one worker alone at the end.
  projects: [
    ...(withEndpoint
      ? // One file at a time: the damage report's two files each start the form backend on the port baked into the build.
        [{ name: 'form-endpoint', testMatch: endpointSpecs, workers: 1, use: { ...desktop, baseURL: endpointBaseURL } }]
      : []),
    // No retries: a test that fails once fails. Each `wrangler dev` runs a snapshot with its own dev registry
    // (e2e/support/wrangler-snapshot.ts), so no other receiver, build or edit restarts it mid-request.
    // 90 s: a receiver test waits for real work (the codec, a mail sent after the answer) on a loaded machine.
    { name: 'receiver', testMatch: receiverSpecs, timeout: 90_000 },
    { name: 'engines', testMatch: engineSpecs, timeout: 90_000 },
    { name: 'static', testMatch: staticSpecs, use: { ...desktop, baseURL: staticBaseURL } },
    { name: 'chromium', testIgnore: [endpointSpecs, staticSpecs, receiverSpecs, engineSpecs], use: desktop },
  ],
  webServer: onlyReceiver
    ? []
    : [
        preview(baseURL, port),
        preview(staticBaseURL, staticPort, staticDist),
        ...(withEndpoint ? [preview(endpointBaseURL, endpointPort, endpointDist)] : []),
      ],
});
