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
const form = (page: Page) => page.getByRole('form', { name: /Uw afspraakverzoek|Your appointment request/ });
/** The island wakes on the first interaction: focus the plate. */
const wake = async (page: Page) => {
  await page.getByLabel(/Kenteken van uw auto|registration number/).focus();
  await expect(page.locator('[data-days="offered"]')).toBeVisible();
};
const offered = (page: Page) => page.locator('[data-days="offered"] li legend');

test('one tap from home, a service page and the APK page, with the work already ticked', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-hero]').getByRole('link', { name: /afspraak aanvragen/i }).click();
  await expect(page).toHaveURL(/\/afspraak$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afspraak aanvragen');

  await page.goto('/services/brake-service');
  await page.getByRole('main').getByRole('link', { name: 'Afspraak aanvragen' }).first().click();
  await expect(page).toHaveURL(/\/afspraak\?dienst=brake-service$/);
  // Ticked by the page's own script, before anything wakes the island.
  await expect(page.getByRole('checkbox', { name: 'Remservice' })).toBeChecked();

  await page.goto('/apk-utrecht');
  await page.getByRole('main').getByRole('link', { name: /Afspraak aanvragen/ }).first().click();
  await expect(page).toHaveURL(/\/afspraak\?dienst=apk$/);
  await expect(page.getByRole('checkbox', { name: 'APK-keuring' })).toBeChecked();

  // Ticked by the page's own script: the island is still asleep.
  await page.goto('/afspraak?dienst=tire-service');
  await expect(page.getByRole('checkbox', { name: 'Bandenservice' })).toBeChecked();
  await expect(page.locator('[data-appointment-box] astro-island[ssr]')).toHaveCount(1);

  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Vraag uw afspraak hier aan' })).toHaveAttribute('href', '/afspraak');
});

test('the days offered are the next ten open days: no weekend, public holiday or closure of the garage', async ({ page }) => {
  // Wednesday 23 December 2026: Christmas (25, 26) and New Year's Day fall in the next ten open days.
  await page.clock.setFixedTime(new Date('2026-12-23T10:00:00+01:00'));
  await page.goto('/afspraak');
  await wake(page);
  await expect(offered(page)).toHaveText([
    'Donderdag 24 december', 'Maandag 28 december', 'Dinsdag 29 december', 'Woensdag 30 december', 'Donderdag 31 december',
    'Maandag 4 januari', 'Dinsdag 5 januari', 'Woensdag 6 januari', 'Donderdag 7 januari', 'Vrijdag 8 januari',
  ]);
  await expect(page.getByRole('group', { name: 'Donderdag 24 december' }).getByRole('checkbox', { name: 'Ochtend' })).toHaveAttribute('value', '2026-12-24:ochtend');

  // The garage's own closure (business.closures): none of its days is offered, the days after it are.
  const closure = business.closures[0];
  if (!closure) return;
  const [y, m, d] = closure.from.split('-').map(Number) as [number, number, number];
  const before = dayNumber(y, m, d) - 3;
  await page.clock.setFixedTime(new Date(before * 864e5 + 10 * 3600e3));
  await page.goto('/en/appointment');
  await page.getByLabel(/registration number/).focus();
  await expect(page.locator('[data-days="offered"] li')).toHaveCount(10);
  const values = await page.locator('[data-days="offered"] input[value$=":ochtend"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value.slice(0, 10)));
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
  await page.getByRole('radio', { name: 'Nederlands kenteken' }).check();
  await page.getByLabel('Kenteken van uw auto').fill('ab-12-cd');
  await wake(page);
  await page.getByRole('checkbox', { name: 'Grote beurt' }).check();
  await page.getByRole('checkbox', { name: 'Iets anders' }).check();
  await page.getByLabel('Wat moet er nog meer gebeuren?').fill('Airco koelt niet');
  await page.getByLabel(/Kilometerstand/).fill('85000');
  const second = offered(page).nth(1);
  const dayName = (await second.textContent()) ?? '';
  await page.getByRole('group', { name: dayName, exact: true }).getByRole('checkbox', { name: 'Middag' }).check();
  await page.getByRole('radio', { name: /brengt de auto|breng de auto/ }).check();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');

  await page.reload();
  await expect(page.getByLabel('Kenteken van uw auto')).toHaveValue('AB-12-CD');
  await expect(page.getByRole('checkbox', { name: 'Grote beurt' })).toBeChecked();
  await expect(page.getByLabel('Wat moet er nog meer gebeuren?')).toHaveValue('Airco koelt niet');
  await expect(page.getByRole('radio', { name: /breng de auto/ })).toBeChecked();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Jan');
  await page.getByLabel('Voornaam').focus();
  await expect(page.getByRole('group', { name: dayName, exact: true }).getByRole('checkbox', { name: 'Middag' })).toBeChecked();
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
  await page.getByLabel('Kenteken van uw auto').fill('ab 12 cd');
  const car = page.locator('[data-car]');
  await expect(car).toContainText('Volkswagen Golf · grijs · 2018 · APK geldig tot 10 januari 2027');
  await expect(car).toContainText('Voertuiggegevens: RDW Open Data');
  await expect(car).toContainText('Let op: de APK verloopt op 10 januari 2027.');
  await car.getByRole('button', { name: 'APK-keuring toevoegen' }).click();
  await expect(page.getByRole('checkbox', { name: 'APK-keuring' })).toBeChecked();
  await expect(car).toContainText('APK-keuring staat bij uw aanvraag.');
  await car.getByRole('button', { name: /Klopt dit niet/ }).click();
  await expect(page.getByLabel('Kenteken van uw auto')).toBeFocused();

  // Another plate without car data: no car line, and the form goes on.
  await page.getByLabel('Kenteken van uw auto').fill('12-ABC-3');
  await expect(car).toHaveCount(0);
  expect(asked).toEqual(['/api/kenteken/AB12CD', '/api/kenteken/12ABC3']);
  // A foreign plate is never asked.
  await page.getByRole('radio', { name: 'Buitenlands kenteken' }).check();
  await page.getByLabel('Kenteken van uw auto').fill('M-AB 1234');
  await page.getByLabel('Land van het kenteken').fill('Duitsland');
  expect(asked).toHaveLength(2);
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
  await page.getByRole('radio', { name: 'Nederlands kenteken' }).check();
  await page.getByLabel('Kenteken van uw auto').fill('ab12cd');
  await wake(page);
  const submit = form(page).getByRole('button', { name: 'Afspraak aanvragen' });

  // Nothing chosen yet: the island names what is missing, sends nothing.
  await submit.click();
  await expect(page.getByText('Kies wat er moet gebeuren.')).toBeVisible();
  await expect(page.getByText('Kies of u wacht, de auto brengt of vervangend vervoer nodig heeft.')).toBeVisible();
  expect(posts).toHaveLength(0);

  await page.getByRole('checkbox', { name: 'APK-keuring' }).check();
  await page.getByRole('checkbox', { name: 'Kleine beurt' }).check();
  const first = (await offered(page).first().textContent()) ?? '';
  await page.getByRole('group', { name: first, exact: true }).getByRole('checkbox', { name: 'Ochtend' }).check();
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
  await expect(page.getByRole('heading', { name: 'Uw afspraakverzoek DV-7K3Q-M2XA is ontvangen' })).toBeFocused();
  await expect(page.getByText('U ontvangt een bevestiging op j•••@example.nl.')).toBeVisible();
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
  await page.getByRole('radio', { name: 'Nederlands kenteken' }).check();
  await page.getByLabel('Kenteken van uw auto').fill('AB-12-CD');
  await page.getByRole('checkbox', { name: 'Olie verversen' }).check();
  await page.getByRole('checkbox', { name: 'Dinsdag' }).check();
  await page.getByRole('checkbox', { name: 'Donderdag' }).check();
  await page.getByRole('radio', { name: 'Ochtend', exact: true }).check();
  await page.getByLabel(/Vanaf welke datum/).fill('2030-01-07');
  await page.getByRole('radio', { name: /breng de auto/ }).check();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByRole('button', { name: 'Afspraak aanvragen' }).click();
  await expect(page).toHaveURL(/\/afspraak\/bedankt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt, uw afspraakverzoek is binnen');
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
  await expect(page.getByRole('checkbox', { name: /APK \(roadworthiness test\).*MOT/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Kleine beurt \(minor service\)/ })).toBeVisible();
});
