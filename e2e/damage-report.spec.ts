/**
 * /schade-melden on the default build (no form backend): the page and its head, the links to it, the WhatsApp
 * hand-over, the draft after a reload, keyboard use, 320 px, and the page without JavaScript.
 * The report against a real backend, with photos: e2e/damage-report-endpoint.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { business } from '../src/data/business';
import { report as t } from '../src/data/forms/nl';
import { breadcrumbTrail, ldNode } from './support/json-ld';
import { siteUrl } from './support/site';
import { damageType, driveable, expectedFields, shownFields, fillReport, photoInput, plate, plateOrigin, shownValues, submitButton, textbox } from './support/damage-report';

test('the page: h1, title and description within bounds, breadcrumb and JSON-LD, in the sitemap', async ({ page }) => {
  await page.goto('/schade-melden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schade melden');
  const title = await page.title();
  expect(title.length).toBeLessThanOrEqual(60);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(await breadcrumbTrail(page)).toEqual([
    ['Home', new URL('/', siteUrl).href],
    ['Schade melden', new URL('/schade-melden', siteUrl).href],
  ]);
  const node = await ldNode(page, 'WebPage');
  expect(node['url']).toBe(new URL('/schade-melden', siteUrl).href);
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(readFileSync('dist/sitemap-0.xml', 'utf8')).toContain('/schade-melden</loc>');
  await expect(page.getByRole('link', { name: business.phone.display }).first()).toHaveAttribute('href', `tel:${business.phone.e164}`);
});

test('one tap from home, the contact page, the damage guide (hero, step 3, the card) and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: /Schade melden met foto’s/ })).toHaveAttribute('href', '/schade-melden');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Schade melden met foto’s' })).toHaveAttribute('href', '/schade-melden');

  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'Meld uw schade online' })).toHaveAttribute('href', '/schade-melden');

  await page.goto('/damage-guide');
  const step3 = page.locator('#step-3');
  await expect(step3.getByRole('link', { name: /Schade online melden met foto’s/ })).toHaveAttribute('href', '/schade-melden');
  const card = page.getByRole('region', { name: 'Snel Contact Opnemen' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Autoschade Melden' }) });
  await expect(card.getByRole('link')).toHaveAttribute('href', '/schade-melden');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/schade-melden$/);
});

test('the privacy statement says what the report collects, why, how long, and that photos lose their location', async ({ page }) => {
  await page.goto('/privacy');
  const section = page.locator('#schademelding');
  await expect(section.getByRole('heading', { name: 'De schademelding met foto’s' })).toBeVisible();
  await expect(section).toContainText('kenteken');
  await expect(section).toContainText('haalt er de locatie, het tijdstip en het merk en type van uw toestel uit');
  await expect(section).toContainText('bewaart uw browser de tekst en de foto’s op uw eigen apparaat');
  await expect(page.locator('#bewaartermijnen')).toContainText(`Berichten, schademeldingen, afspraakverzoeken en foto’s via de website ${business.retention.months} maanden na ontvangst`);
  await page.goto('/schade-melden');
  await expect(page.getByRole('main').getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy#schademelding');
});

test('on this build (no receiver) the privacy statement says the forms hand over, and names no receiver or form service', async ({ page }) => {
  for (const [path, says] of [
    ['/privacy', ['Het formulier opent uw eigen e-mailprogramma met uw bericht erin', 'Het formulier verstuurt zelf niets: WhatsApp opent met uw melding erin', 'Cloudflare (hosting van de website), onze e-mailprovider']],
    ['/en/privacy', ['The form opens your own email app with your message in it', 'The form sends nothing itself: WhatsApp opens with your report in it', 'Cloudflare (hosting of the website), our email provider']],
  ] as const) {
    await page.goto(path);
    const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    for (const line of says) expect(text, path).toContain(line);
    expect(text, path).not.toMatch(/ontvanger|receiver|R2|meteen verstuurd|sent straight away|formulierdienst|form service/);
  }
});

test('without a backend: said plainly, no photo upload; a valid report becomes a WhatsApp text to the garage', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/schade-melden');
  await expect(page.getByText(t.whatsapp.intro)).toBeVisible();
  await expect(photoInput(page)).toHaveCount(0);
  // The way on is in sight before the island is live (a visitor who scrolls down first sees where the form leads).
  await expect(submitButton(page)).toBeVisible();
  await expect(submitButton(page)).toHaveText(t.whatsapp.submit);
  await fillReport(page);
  await driveable(page, 'nee').check();
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText(t.whatsapp.submit);

  const ready = page.getByRole('heading', { name: t.whatsapp.readyTitle });
  await expect(ready).toBeFocused();
  await expect(page.getByText('Er is nog niets verstuurd.')).toBeVisible();
  const link = page.getByRole('link', { name: new RegExp(t.whatsapp.open) });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(`${business.whatsapp.url}?text=`)).toBe(true);
  const text = new URL(href).searchParams.get('text') ?? '';
  for (const line of [
    'Kenteken: AB-12-CD',
    'Wat is er gebeurd: Parkeerschade',
    'Datum: 20-11-2026',
    'Kan nog rijden: Nee',
    `Naam: ${expectedFields.firstName} ${expectedFields.lastName}`,
    `Telefoon: ${expectedFields.phone}`,
    `Verzekeraar: ${expectedFields.insurer}`,
    t.message.photos,
  ]) {
    expect(text).toContain(line);
  }
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').getByRole('link', { name: business.phone.display }).last()).toHaveAttribute('href', `tel:${business.phone.e164}`);
  // Nothing was sent anywhere, and no toast pretends otherwise.
  expect(requests.filter((u) => new URL(u).origin !== new URL(baseURL ?? '').origin)).toEqual([]);
  await expect(page.getByRole('region', { name: /^Meldingen/ }).getByRole('listitem')).toHaveCount(0);
});

test('without a backend, an "aanrijding" hands over the intake answers too: the other party, the form, the claim number, where the car is', async ({ page }) => {
  await page.goto('/schade-melden');
  await fillReport(page);
  await damageType(page, 'aanrijding').check();
  const group = (legend: string) => page.getByRole('group', { name: new RegExp(`^${legend}`) });
  await group(t.intake.otherParty).getByRole('radio', { name: t.intake.otherParties['ander-schuld'] }).check();
  await group(t.intake.damageForm).getByRole('radio', { name: t.yes, exact: true }).check();
  await textbox(page, t.intake.claimNumber).fill('SCH-2026/4411');
  await group(t.labels.driveable).getByRole('radio', { name: t.no, exact: true }).check();
  await textbox(page, t.intake.carLocation).fill('Bergingsbedrijf Vleuten, Europaweg 3');
  await submitButton(page).click();
  const href = (await page.getByRole('link', { name: new RegExp(t.whatsapp.open) }).getAttribute('href')) ?? '';
  const text = new URL(href).searchParams.get('text') ?? '';
  for (const line of [
    'Wat is er gebeurd: Aanrijding',
    `${t.message.otherParty}: ${t.intake.otherParties['ander-schuld']}`,
    `${t.message.damageForm}: Ja`,
    `${t.message.claimNumber}: SCH-2026/4411`,
    `${t.message.carLocation}: Bergingsbedrijf Vleuten, Europaweg 3`,
  ]) {
    expect(text).toContain(line);
  }
});

test('a first tap on the button, before the island is live, checks the form in Dutch', async ({ page }) => {
  await page.goto('/schade-melden');
  await submitButton(page).click();
  // The first field, the kenteken, takes the focus (a Dutch plate is assumed: nothing to choose first).
  await expect(plate(page)).toBeFocused();
  await expect(plate(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(plateOrigin(page, 'nl')).toBeChecked();
  await expect(page.getByRole('heading', { name: t.whatsapp.readyTitle })).toHaveCount(0);
});

test('the first error in the order shown takes the focus; an error in the closed insurance fold opens it', async ({ page }) => {
  await page.goto('/schade-melden');
  await plate(page).fill('AB-12-CD');
  await damageType(page, 'parkeerschade').check();
  await page.getByText(t.sections.insurance, { exact: true }).click();
  await textbox(page, t.intake.claimNumber).fill('###');
  await page.getByText(t.sections.insurance, { exact: true }).click();
  await expect(textbox(page, t.intake.claimNumber)).toBeHidden();
  await submitButton(page).click();
  // "Kan de auto nog rijden?" is unanswered and comes before the fold: it takes the focus; the fold opens for its error.
  await expect(driveable(page, 'ja')).toBeFocused();
  await expect(textbox(page, t.intake.claimNumber)).toBeVisible();
  await expect(textbox(page, t.intake.claimNumber)).toHaveAttribute('aria-invalid', 'true');
});

test('the draft survives a reload; the kenteken is kept as the garage writes it', async ({ page }) => {
  await page.goto('/schade-melden');
  await fillReport(page);
  await expect(plate(page)).toHaveValue('AB-12-CD');
  await page.reload();
  expect(await shownValues(page)).toEqual(shownFields);
});

/** Presses Tab until `target` has focus (a date field takes several Tab presses, one per part); fails after 12. */
const tabTo = async (page: Page, target: Locator) => {
  for (let i = 0; i < 12; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test('keyboard only: from the kenteken to the WhatsApp hand-over without a mouse', async ({ page }) => {
  await page.goto('/schade-melden');
  await plate(page).focus();
  await expect(plate(page)).toBeFocused();
  await page.keyboard.type('12-abc-3');
  await page.keyboard.press('Tab');
  await expect(plate(page)).toHaveValue('12-ABC-3');
  // Past "Buitenlands kenteken?" and the phone line; radio groups: Tab into the group, arrows choose.
  await tabTo(page, page.getByRole('radio', { name: 'Aanrijding' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Parkeerschade' })).toBeChecked();
  await tabTo(page, driveable(page, 'ja'));
  await page.keyboard.press('ArrowRight');
  await expect(driveable(page, 'nee')).toBeChecked();
  await expect(page.locator('[data-not-driveable]')).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Voornaam/ }));
  await page.keyboard.type(expectedFields.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expectedFields.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expectedFields.phone);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expectedFields.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t.whatsapp.readyTitle })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: new RegExp(t.whatsapp.open) })).toBeFocused();
});

test('at 320 px the page, its errors and the "nee" help fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/schade-melden');
  await plate(page).fill('xx');
  await submitButton(page).click();
  await driveable(page, 'nee').check();
  await expect(page.getByText(/is geen Nederlands kenteken/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the WhatsApp and phone routes, no button that would go nowhere, and the "nee" help by CSS alone', async ({ page }) => {
    await page.goto('/schade-melden');
    const note = page.locator('p', { hasText: /Zonder JavaScript kan dit formulier uw melding niet doorsturen/ });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: `WhatsApp ${business.whatsapp.display}` })).toHaveAttribute('href', business.whatsapp.url);
    await expect(note.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    await expect(submitButton(page)).toHaveCount(0);
    await driveable(page, 'nee').check();
    await expect(page.locator('[data-not-driveable]')).toBeVisible();
  });
});
