/**
 * The appointment request (/afspraak, /en/appointment) in Chromium against `astro preview` of dist/. The receiver is
 * not running here, so `/api/afspraak` and `/api/kenteken/*` are answered by page.route (the browser's side only);
 * the whole path against `wrangler dev` and the local RDW server is in e2e/engines.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './support/a11y';
import { business } from '../src/data/business';
import { dayNumber, weekday } from '../src/lib/opening';

const golf = { plate: 'AB12CD', make: 'VOLKSWAGEN', model: 'GOLF', colour: 'GRIJS', year: 2018, apkExpires: '2027-01-10' };
const form = (page: Page) => page.getByRole('form', { name: /Afspraak aanvragen|Request an appointment/ });
/** The island wakes on the first interaction: focus the plate. */
const wake = async (page: Page) => {
  await page.getByRole('textbox', { name: /^(Kenteken|Registration number)/ }).focus();
  await expect(page.locator('[data-days="offered"]')).toBeVisible();
};
const offered = (page: Page) => page.locator('[data-days="offered"] input[name="dayPick"]');
const plate = (page: Page) => page.getByRole('textbox', { name: /^Kenteken/ });

test('one tap from home, a service page and the APK page, with the work already ticked', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-hero]').getByRole('link', { name: /afspraak aanvragen/i }).click();
  await expect(page).toHaveURL(/\/afspraak$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afspraak aanvragen');

  await page.goto('/services/brake-service');
  await page.getByRole('main').getByRole('link', { name: 'Afspraak aanvragen' }).first().click();
  await expect(page).toHaveURL(/\/afspraak\?dienst=brake-service$/);
  // Ticked by the page's own script, before anything wakes the island.
  await expect(page.getByRole('checkbox', { name: 'Remmen' })).toBeChecked();

  await page.goto('/apk-utrecht');
  await page.getByRole('main').getByRole('link', { name: /Afspraak aanvragen/ }).first().click();
  await expect(page).toHaveURL(/\/afspraak\?dienst=apk$/);
  await expect(page.getByRole('checkbox', { name: 'APK-keuring' })).toBeChecked();

  // Ticked by the page's own script: the island is still asleep.
  await page.goto('/afspraak?dienst=tire-service');
  // Behind "Meer…", which the island opens once it wakes.
  await expect(page.locator('input[name="work"][value="tire-service"]')).toBeChecked();
  await expect(page.locator('[data-appointment-box] astro-island[ssr]')).toHaveCount(1);

  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Vraag uw afspraak hier aan' })).toHaveAttribute('href', '/afspraak');
});

test('the days offered are the next ten open days: no weekend, public holiday or closure of the garage', async ({ page }) => {
  // Wednesday 23 December 2026: Christmas (25, 26) and New Year's Day fall in the next ten open days.
  await page.clock.setFixedTime(new Date('2026-12-23T10:00:00+01:00'));
  await page.goto('/afspraak');
  await wake(page);
  expect(await offered(page).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
    '2026-12-24', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08',
  ]);
  await expect(page.locator('[data-days="offered"] label').first()).toHaveText('do24 dec');

  // The garage's own closure (business.closures): none of its days is offered, the days after it are.
  const closure = business.closures[0];
  if (!closure) return;
  const [y, m, d] = closure.from.split('-').map(Number) as [number, number, number];
  const before = dayNumber(y, m, d) - 3;
  await page.clock.setFixedTime(new Date(before * 864e5 + 10 * 3600e3));
  await page.goto('/en/appointment');
  await page.getByRole('textbox', { name: /^Registration number/ }).focus();
  await expect(offered(page)).toHaveCount(10);
  const values = await offered(page).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(values).toHaveLength(10);
  for (const day of values) {
    expect(day < closure.from || day > closure.to, `${day} lies in the closure`).toBe(true);
    const [yy, mm, dd] = day.split('-').map(Number) as [number, number, number];
    expect([0, 6]).not.toContain(weekday(dayNumber(yy, mm, dd)));
  }
  expect(values.some((day) => day > closure.to)).toBe(true);
});

test('every value survives a reload, the offered days too', async ({ page }) => {
  await page.goto('/afspraak');
  await plate(page).fill('ab-12-cd');
  await wake(page);
  await page.getByRole('checkbox', { name: 'Grote beurt' }).check();
  await page.getByText('Meer…').click();
  await page.getByRole('checkbox', { name: 'Iets anders' }).check();
  await page.getByLabel('Iets anders, namelijk').fill('Airco koelt niet');
  await page.getByLabel(/Kilometerstand/).fill('85000');
  await offered(page).nth(1).check();
  await page.getByRole('radio', { name: 'Middag', exact: true }).check();
  await page.getByRole('radio', { name: /Ik breng hem/ }).check();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');

  await page.reload();
  await expect(plate(page)).toHaveValue('AB-12-CD');
  await expect(page.getByRole('checkbox', { name: 'Grote beurt' })).toBeChecked();
  await expect(page.locator('input[name="workOther"]')).toHaveValue('Airco koelt niet');
  await expect(page.getByRole('radio', { name: /Ik breng hem/ })).toBeChecked();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Jan');
  await page.getByLabel('Voornaam').focus();
  await expect(offered(page).nth(1)).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Middag', exact: true })).toBeChecked();
  await expect(page.getByLabel('Iets anders, namelijk')).toBeVisible();
  await expect(page.getByLabel(/Kilometerstand/)).toHaveValue('85000');
});

test('the car of a Dutch plate shows under it, with the RDW credited and the APK offered when it runs out soon', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+01:00'));
  const asked: string[] = [];
  await page.route('**/api/kenteken/*', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.request().url().endsWith('/AB12CD')
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(golf) })
      : route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not-found"}' });
  });
  await page.goto('/afspraak');
  await plate(page).fill('ab 12 cd');
  const car = page.locator('[data-car]');
  await expect(car).toContainText('Volkswagen Golf · grijs · 2018');
  await expect(car).toContainText('Voertuiggegevens: RDW Open Data');
  // Once, in amber, never red: a date in the future is no error (issue 34).
  await expect(car.locator('[data-apk="soon"]')).toHaveText('APK verloopt over 7 weken (10 januari 2027).');
  await car.getByRole('button', { name: 'APK-keuring toevoegen' }).click();
  await expect(page.getByRole('checkbox', { name: 'APK-keuring' })).toBeChecked();
  await expect(car).toContainText('APK-keuring staat bij uw aanvraag.');
  await car.getByRole('button', { name: /Klopt dit niet/ }).click();
  await expect(plate(page)).toBeFocused();

  // Another plate without car data: no car line, and the form goes on.
  await plate(page).fill('12-ABC-3');
  await expect(car).toHaveCount(0);
  expect(asked).toEqual(['/api/kenteken/AB12CD', '/api/kenteken/12ABC3']);
  // A foreign plate is never asked.
  await page.getByText('Buitenlands kenteken?').click();
  await page.getByRole('radio', { name: 'Buitenlands kenteken' }).check();
  await plate(page).fill('M-AB 1234');
  await page.getByLabel('Land van het kenteken').fill('Duitsland');
  expect(asked).toHaveLength(2);
});

test('the damage report shows the same car under its plate, without the APK offer', async ({ page }) => {
  await page.route('**/api/kenteken/AB12CD', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(golf) }));
  await page.goto('/schade-melden');
  await plate(page).fill('AB-12-CD');
  const car = page.locator('[data-car]');
  await expect(car).toContainText('Volkswagen Golf · grijs · 2018');
  await expect(car).toContainText('Voertuiggegevens: RDW Open Data');
  await expect(car.getByRole('button', { name: 'APK-keuring toevoegen' })).toHaveCount(0);
});

test('sending: the fields urlencoded with an Idempotency-Key; a refusal and a dropped connection keep everything; then the reference', async ({ page }) => {
  const posts: { headers: Record<string, string>; body: URLSearchParams }[] = [];
  let answer: 'refuse' | 'drop' | 'ok' = 'refuse';
  await page.route('**/api/kenteken/*', (route) => route.fulfill({ status: 503, body: '{"error":"unavailable"}' }));
  await page.route('**/api/afspraak', async (route) => {
    posts.push({ headers: await route.request().allHeaders(), body: new URLSearchParams(route.request().postData() ?? '') });
    if (answer === 'drop') return route.abort('internetdisconnected');
    if (answer === 'refuse') return route.fulfill({ status: 422, contentType: 'application/json', body: '{"error":"invalid","fields":{"phone":"invalid"}}' });
    return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ reference: 'DV-7K3Q-M2XA', confirmationTo: 'j•••@example.nl' }) });
  });
  await page.goto('/afspraak');
  await plate(page).fill('ab12cd');
  await wake(page);
  const submit = form(page).getByRole('button', { name: 'Afspraak aanvragen' });

  // Nothing chosen yet: the island names what is missing, sends nothing.
  await submit.click();
  await expect(page.getByText('Kies wat er moet gebeuren.')).toBeVisible();
  await expect(page.getByText('Kies of u wacht, de auto brengt of vervangend vervoer nodig heeft.')).toBeVisible();
  expect(posts).toHaveLength(0);

  await page.getByRole('checkbox', { name: 'APK-keuring' }).check();
  await page.getByRole('checkbox', { name: 'Kleine beurt' }).check();
  await offered(page).first().check();
  await page.getByRole('radio', { name: 'Ochtend', exact: true }).check();
  await page.getByRole('radio', { name: 'Ik wacht op de auto' }).check();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByLabel(/E-mailadres/).fill('jan@example.nl');

  await submit.click();
  await expect(page.getByText(/Dit telefoonnummer klopt niet/)).toBeVisible();
  await expect(page.getByLabel('Telefoonnummer')).toBeFocused();
  const sent = posts[0];
  if (!sent) throw new Error('nothing sent');
  expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  expect(sent.headers['accept']).toBe('application/json');
  expect(sent.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(sent.body.getAll('work')).toEqual(['apk', 'kleine-beurt']);
  expect(sent.body.getAll('days')).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}:ochtend$/)]);
  expect(Object.fromEntries([...sent.body].filter(([n]) => ['plateOrigin', 'licensePlate', 'arrangement', 'firstName', 'email', '_gotcha'].includes(n)))).toEqual({
    plateOrigin: 'nl', licensePlate: 'AB-12-CD', arrangement: 'wachten', firstName: 'Jan', email: 'jan@example.nl', _gotcha: '',
  });

  answer = 'drop';
  await submit.click();
  await expect(page.getByText('Uw afspraakverzoek is niet verstuurd', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Jan');
  expect(posts[1]?.headers['idempotency-key']).toBe(sent.headers['idempotency-key']);

  answer = 'ok';
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Uw afspraakverzoek is ontvangen' })).toBeFocused();
  await expect(page.locator('[data-result-reference]')).toHaveText('DV-7K3Q-M2XA');
  await expect(page.getByText(/De bevestiging gaat naar j•••@example.nl\./)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Voornaam')).toHaveValue('');
});

test('without JavaScript the form posts every field to /api/afspraak and lands on the thank-you page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let body: URLSearchParams | null = null;
  await page.route('**/api/afspraak', async (route) => {
    body = new URLSearchParams(route.request().postData() ?? '');
    await route.fulfill({ status: 303, headers: { Location: '/afspraak/bedankt' } });
  });
  await page.goto('/afspraak?dienst=oil-change');
  await plate(page).fill('AB-12-CD');
  await page.getByText('Meer…').click();
  await page.getByRole('checkbox', { name: 'Alleen olie verversen' }).check();
  await page.getByRole('checkbox', { name: 'Dinsdag' }).check();
  await page.getByRole('checkbox', { name: 'Donderdag' }).check();
  await page.getByRole('radio', { name: 'Ochtend', exact: true }).check();
  await page.getByLabel(/Vanaf welke datum/).fill('2030-01-07');
  await page.getByRole('radio', { name: /Ik breng hem/ }).check();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByRole('button', { name: 'Afspraak aanvragen' }).click();
  await expect(page).toHaveURL(/\/afspraak\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw afspraakverzoek is ontvangen');
  const sent = body as URLSearchParams | null;
  expect(sent?.getAll('work')).toEqual(['oil-change']);
  expect(sent?.getAll('weekdays')).toEqual(['di', 'do']);
  expect([sent?.get('plateOrigin'), sent?.get('licensePlate'), sent?.get('dayPart'), sent?.get('earliest'), sent?.get('arrangement')]).toEqual([
    'nl', 'AB-12-CD', 'ochtend', '2030-01-07', 'brengen',
  ]);
  await context.close();
});

// e2e/every-page.spec.ts runs axe on both pages as they load; here the live form with its days and its errors.
test('no WCAG 2.2 AA violations in the live form with its errors; the English form explains the Dutch terms', async ({ page }) => {
  await page.goto('/afspraak');
  await wake(page);
  await form(page).getByRole('button', { name: 'Afspraak aanvragen' }).click();
  await expect(page.getByText('Kies wat er moet gebeuren.')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  await page.goto('/en/appointment');
  await expect(page.getByRole('checkbox', { name: 'APK test (the Dutch MOT)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Interim service (kleine beurt)' })).toBeVisible();
});
