/**
 * The English edition as visitors and search engines meet it: every Dutch page with an English counterpart (the
 * table in src/i18n/routes.ts) and back. What every paired page must carry (status, <html lang>, hreflang, og:locale,
 * the header's switch, followed) and that English pages read as English is checked page by page in
 * e2e/every-page.spec.ts. Here: the switch in the mobile menu, the sitemap's alternates, titles, prices, each page's
 * scripts in its own language only, and the English forms and status line.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { business } from '../src/data/business';
import { mainNav, siteNavNl } from '../src/data/main-nav';
import { mainNavEn, siteNavEn } from '../src/data/en/main-nav';
import { localePath, routePairs } from '../src/i18n/routes';
import * as formsEn from '../src/data/forms/en';
import * as formsNl from '../src/data/forms/nl';
import { fieldNames, honeypotName, type FieldName } from '../src/lib/contact-form';
import { intlPhone } from '../src/lib/format.en';
import { canonicalUrl } from '../src/lib/seo';
import { siteUrl, sitemapPaths } from './support/site';

const abs = (path: string) => canonicalUrl(path, siteUrl);
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

test('the table covers the core pages: home, about, services (six), damage guide, contact, partners, privacy', () => {
  const dutch = routePairs.map(([nl]) => nl);
  for (const p of ['/', '/about', '/services', '/damage-guide', '/contact', '/partners', '/privacy']) expect(dutch).toContain(p);
  expect(dutch.filter((p) => p.startsWith('/services/'))).toHaveLength(6);
  for (const [nl, en] of routePairs) expect(en, nl).toMatch(/^\/en(\/|$)/);
});

test('the English header and footer items are the English pages of the Dutch ones', () => {
  expect(mainNavEn.map((i) => i.key)).toEqual(mainNav.map((i) => i.key));
  for (const [i, item] of mainNav.entries()) expect(mainNavEn[i]?.href, item.href).toBe(localePath('en', item.href));
});

// Every paired page's status, <html lang>, hreflang, og:locale and switch (followed) are in e2e/every-page.spec.ts.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/damage-guide', '/en/services/brake-service']) {
    test(`${path}: the mobile menu holds the language switch too`, async ({ page }) => {
      const english = path.startsWith('/en');
      const other = routePairs.find(([nl, en]) => nl === path || en === path);
      await page.goto(path);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: (english ? siteNavEn : siteNavNl).mobileMenu });
      const link = menu.getByRole('link', { name: english ? 'Nederlands' : 'English', exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === (english ? other?.[0] : other?.[1]));
    });
  }
});

test('pages in one language only (the landing pages) have no hreflang; their "English" leads to /en/body-repair', async ({ page }) => {
  const paired = new Set([...routePairs.flat(), '/apk-utrecht', '/autogarage-utrecht']);
  const single = sitemapPaths().filter((p) => !paired.has(p));
  expect(single.length).toBeGreaterThanOrEqual(16);
  for (const path of single.slice(0, 3)) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    // Not a translation of the page, but the English page about body repair (issue 17 §5).
    const english = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/en/body-repair');
    await expect(english).toHaveAttribute('lang', 'en');
  }
});

test('pages without a translation: the switch leads to their real counterpart, not to a page on another subject', async ({ page }) => {
  const cases = [
    ['/bedankt', '/en/thank-you'],
    ['/en/thank-you', '/bedankt'],
    ['/apk-utrecht', '/en/services#apk'],
    ['/autogarage-utrecht', '/en'],
    ['/en/404', '/'],
    ['/en/404-service', '/services'],
    ['/404', '/en'],
  ] as const;
  for (const [from, to] of cases) {
    await page.goto(from);
    const english = !from.startsWith('/en');
    const link = page.getByRole('banner').getByRole('link', { name: english ? 'English' : 'Nederlands', exact: true });
    await expect(link, from).toHaveAttribute('href', to);
    await expect(link, from).toHaveAttribute('lang', english ? 'en' : 'nl');
  }
  // The Dutch APK page's "English" (header and hero) opens the English APK block.
  await page.goto('/apk-utrecht');
  await expect(page.getByRole('main').locator('a[lang="en"]')).toHaveAttribute('href', '/en/services#apk');
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('#apk').getByRole('heading', { level: 2 })).toContainText('APK');
  await expect(page.locator('#apk')).toContainText('two months before');
});

test('the sitemap lists both pages of every pair, each with its alternates', () => {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  const entries = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  for (const [nl, en] of routePairs) {
    for (const path of [nl, en]) {
      const links = entries.get(abs(path));
      expect(links, path).toBeDefined();
      expect(links).toContain(`hreflang="nl" href="${abs(nl)}"`);
      expect(links).toContain(`hreflang="en" href="${abs(en)}"`);
      expect(links).toContain('hreflang="x-default"');
    }
  }
});

test('English titles (with the brand) fit in 60 characters, descriptions in 120–160', async ({ request }) => {
  for (const [, path] of routePairs) {
    const html = await (await request.get(path)).text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    expect.soft(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60);
    expect.soft(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(120);
    expect.soft(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
  }
});

const englishPaths = routePairs.map(([, en]) => en);

test('English prices say "incl. VAT" wherever a price is shown (titles may say "from €85")', async ({ page }) => {
  for (const path of englishPaths.filter((p) => p.startsWith('/en/services'))) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    const prices = [...text.matchAll(/from €\d+( incl\. VAT)?/g)];
    expect(prices.length, path).toBeGreaterThan(0);
    expect(prices.filter((m) => !m[1]).map((m) => m[0]), path).toEqual([]);
  }
});

/** Words each language's header and form islands carry, to find in the other language's scripts. */
const islandWords = {
  nl: [siteNavNl.mainMenu, siteNavNl.mobileMenu, mainNav[1]?.label ?? '', 'Verstuur bericht', 'Vul uw voornaam in'],
  en: [siteNavEn.mainMenu, siteNavEn.mobileMenu, mainNavEn[1]?.label ?? '', 'Send message', 'Please enter your first name'],
};

for (const [path, lang] of [['/contact', 'nl'], ['/en/contact', 'en'], ['/en/damage-guide', 'en']] as const) {
  test(`${path}: its scripts, before and after the islands wake, hold no words of the other language`, async ({ page }) => {
    // The URLs only: a response's body can be gone from the browser's memory by the time it is read
    // (a preloaded module), so each script is fetched again below.
    const urls = new Set<string>();
    page.on('request', (r) => {
      if (/\.m?js(\?|$)/.test(r.url())) urls.add(r.url());
    });
    await page.goto(path);
    await page.getByRole('banner').hover();
    const field = page.locator('main').getByRole('textbox').first();
    if (await field.count()) await field.focus();
    // Any island not yet touched (the damage guide's stepper) is woken as a pointer moving over it would.
    await page.locator('astro-island[ssr]').evaluateAll((islands) => {
      for (const island of islands) island.dispatchEvent(new PointerEvent('pointerover'));
    });
    // Every island on the page has woken (Astro drops the `ssr` mark once one has): a `networkidle` reached
    // before the focus would not wait for the form's chunks.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const code = (await Promise.all([...urls].map(async (u) => (await page.request.get(u)).text()))).join('\n');
    expect(code.length).toBeGreaterThan(1000);
    // The islands did wake: their own words are there (the header's always, the form's on the contact pages).
    const own = islandWords[lang].slice(0, path.endsWith('/contact') ? 5 : 3);
    for (const word of own) expect(code.includes(word), `"${word}" in the scripts of ${path}`).toBe(true);
    const other = lang === 'en' ? islandWords.nl : islandWords.en;
    for (const word of other) expect(code.includes(word), `"${word}" in the scripts of ${path}`).toBe(false);
  });
}

// ---- the English contact form (default build: no form backend, so a mailto:) ----

const en = formsEn.contact;
const enShared = formsEn.shared;
const enField = (page: Page, name: FieldName) => page.getByLabel(en.labels[name], { exact: false }).first();
const enSubmit = (page: Page) => page.getByRole('button', { name: new RegExp(`${en.submit}|${en.sending}`) });
const enToast = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

test.describe('the English contact form', () => {
  test('an empty form shows English errors next to every required field; a wrong e-mail and phone get English hints', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await enSubmit(page).click();
    await expect(enField(page, 'firstName')).toBeFocused();
    for (const name of ['firstName', 'lastName', 'email', 'message'] as const) {
      await expect(enField(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(enField(page, name)).toHaveAccessibleDescription(enShared.errors[name].empty);
    }
    await enField(page, 'email').fill('anna@');
    await enField(page, 'phone').fill('12');
    await enSubmit(page).click();
    await expect(enField(page, 'email')).toHaveAccessibleDescription(enShared.errors.email.invalid);
    await expect(enField(page, 'phone')).toHaveAccessibleDescription(enShared.errors.phone.invalidOptional);
    await expect(page.getByRole('main')).not.toContainText(formsNl.shared.errors.firstName.empty);
  });

  test('it sends the same fields as the Dutch form; the mailto: and the toast are in English', async ({ page }) => {
    const names = async (path: string) => {
      await page.goto(path);
      return page.locator('main form').evaluate((f) => [...(f as HTMLFormElement).elements].map((e) => e.getAttribute('name')).filter(Boolean));
    };
    const dutchNames = await names('/contact');
    expect(await names('/en/contact')).toEqual(dutchNames);
    expect(dutchNames).toEqual([...fieldNames, honeypotName]);

    const values = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '+44 7700 900123', message: 'Rear bumper dent after a parking accident.' };
    for (const [name, value] of Object.entries(values) as [FieldName, string][]) await enField(page, name).fill(value);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 5000 }),
      enSubmit(page).click(),
    ]);
    const href = request.url();
    const subject = new URL(href).searchParams.get('subject');
    const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(href)?.[1] ?? '');
    expect(subject).toBe(en.mail.subject(`${values.firstName} ${values.lastName}`));
    for (const name of fieldNames) expect(body).toContain(name === 'message' ? values.message : `${en.mailBody[name]}: ${values[name]}`);
    await expect(enToast(page)).toContainText(en.mail.title);
    await expect(enToast(page).getByRole('link', { name: en.mail.again })).toHaveAttribute('href', href);
    await expect(enToast(page).getByRole('link', { name: intlPhone() })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  });

  test('/en/contact?dienst={id} starts the message with the English service title', async ({ page }) => {
    await page.goto('/en/contact?dienst=brake-service#formulier');
    await expect(enField(page, 'message')).toHaveValue(/^Brake service: /);
  });
});

test('the open-now status and the hours are in English on English pages, in Amsterdam time', async ({ page }) => {
  // A Tuesday morning, then a Saturday: the words come from the page (src/data/en/opening-words.ts).
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+01:00'));
  await page.goto('/en/contact');
  const status = page.locator('main [data-open-status]').first();
  await expect(status).toHaveText('Open now · until 5:00 pm');
  await expect(page.getByRole('contentinfo')).toContainText('Monday to Friday: 8:00 am – 5:00 pm');
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00+01:00'));
  await page.goto('/en');
  await expect(page.locator('main [data-open-status]').first()).toHaveText('Closed · opens Monday at 8:00 am');
});

// ---- the English damage report (default build: no backend, so the WhatsApp hand-over) ----

test.describe('the English damage report', () => {
  const r = formsEn.report;
  const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
  const submit = (page: Page) => page.getByRole('button', { name: new RegExp(`^(${r.submit}|${r.sending}|${r.whatsapp.submit})$`) });

  test('the page is English, has the same fields as the Dutch one, and shows English errors', async ({ page }) => {
    const names = async (path: string) => {
      await page.goto(path);
      return page
        .locator('form[aria-labelledby="melding-titel"]')
        .evaluate((f) => [...new Set([...(f as HTMLFormElement).elements].map((e) => e.getAttribute('name')).filter(Boolean))]);
    };
    const dutch = await names('/schade-melden');
    expect(dutch.length).toBeGreaterThanOrEqual(10);
    expect(await names('/en/report-damage')).toEqual(dutch);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formsEn.reportPage.heading);
    await expect(page.getByText(r.whatsapp.intro)).toBeVisible();

    // Without a backend the button appears once the island is live: the first focus wakes it. The first field with an
    // error, where the car is registered, takes the focus.
    await box(page, r.labels.licensePlate).focus();
    await submit(page).click();
    // The first field, the plate, takes the focus (a Dutch plate is assumed: nothing to choose first).
    await expect(box(page, r.labels.licensePlate)).toBeFocused();
    await expect(box(page, r.labels.licensePlate)).toHaveAccessibleDescription(new RegExp(r.errors.licensePlateEmpty.replace(/[.?]/g, '\\$&')));
    const main = page.getByRole('main');
    await expect(main).toContainText(r.errors.damageType);
    await expect(main).toContainText(r.errors.driveable);
    await expect(main).toContainText(enShared.errors.firstName.empty);
    await expect(main).not.toContainText(formsNl.report.errors.licensePlateEmpty);
  });

  // "nl" is ticked in the served HTML; the choice waits behind "Registered abroad?" (issue 34).
  const origin = (page: Page, o: 'nl' | 'buitenland') => page.locator(`main input[name="plateOrigin"][value="${o}"]`);
  const esc = (s: string) => s.replace(/[.?()*+[\]]/g, '\\$&');

  test('a valid report becomes an English WhatsApp text to the garage, with the kenteken as the garage writes it', async ({ page }) => {
    await page.goto('/en/report-damage');
    await origin(page, 'nl').check();
    await box(page, r.labels.licensePlate).fill('ab12cd');
    await page.getByRole('radio', { name: r.damageTypes.parkeerschade }).check();
    await page.getByRole('radio', { name: r.no, exact: true }).check();
    await box(page, r.labels.firstName).fill('Priya');
    await box(page, r.labels.lastName).fill('Sharma');
    await box(page, r.labels.phone).fill('+44 7700 900123');
    await box(page, r.labels.email).fill('priya@example.com');
    await submit(page).click();
    await expect(page.getByRole('heading', { name: r.whatsapp.readyTitle })).toBeFocused();
    const link = page.getByRole('link', { name: new RegExp(r.whatsapp.open) });
    const text = new URL((await link.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    for (const line of [r.message.heading, `${r.message.licensePlate}: AB-12-CD`, `${r.message.damageType}: ${r.damageTypes.parkeerschade}`, `${r.message.driveable}: ${r.no}`, `${r.message.name}: Priya Sharma`]) {
      expect(text).toContain(line);
    }
    // Not driveable: the English help with the insurer's emergency centre.
    await expect(page.getByRole('main')).toContainText(r.notDriveable.title);
  });

  test('the foreign-plate path: Dutch assumed, the hint follows the choice, a UK plate is pointed to "Registered abroad?"', async ({ page }) => {
    await page.goto('/en/report-damage');
    // Nothing to choose for a Dutch plate: "nl" is ticked and nothing is required.
    await expect(origin(page, 'nl')).toBeChecked();
    for (const o of ['nl', 'buitenland'] as const) await expect(origin(page, o)).not.toHaveAttribute('required', '');
    const plateBox = box(page, r.labels.licensePlate);
    await expect(plateBox).toHaveAccessibleDescription(r.hints.licensePlate);

    // A UK plate as Dutch: the error points to the link under the field; no plate-kind error.
    await plateBox.fill('AB12 CDE');
    await submit(page).click();
    await expect(plateBox).toHaveAccessibleDescription(new RegExp(`${esc(r.errors.licensePlateInvalid('AB12 CDE'))}$`));
    await expect(plateBox).toHaveAccessibleDescription(new RegExp(`Open ‘${esc(r.abroad)}’ below the field`));
    await expect(page.getByRole('main')).not.toContainText(r.errors.plateOrigin);

    // "Abroad": the Dutch example goes, the foreign hint shows, the country is marked required; the errors clear.
    await page.getByText(r.abroad, { exact: true }).click();
    await page.getByRole('radio', { name: r.plateOrigins.buitenland, exact: true }).check();
    await expect(page.getByText(r.hints.licensePlate)).toBeHidden();
    await expect(page.getByText(r.hints.foreignPlate)).toBeVisible();
    await expect(plateBox).toHaveAccessibleDescription(new RegExp(`^${esc(r.hints.foreignPlate)}`));
    await expect(plateBox).not.toHaveAccessibleDescription(/AB-12-CD/);
    const country = box(page, r.labels.plateCountry);
    await expect(country).toBeVisible();
    await expect(country).toHaveAttribute('aria-required', 'true');
    await expect(page.locator('label[for="schade-plateCountry"]')).toContainText('*');
    await submit(page).click();
    await expect(page.getByRole('main')).toContainText(r.errors.plateCountry);
  });
});

test.describe('the English damage report without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('"Abroad" swaps the Dutch example for the foreign hint and shows the country, by CSS alone', async ({ page }) => {
    const r = formsEn.report;
    await page.goto('/en/report-damage');
    await expect(page.getByText(r.hints.licensePlate)).toBeVisible();
    await expect(page.getByText(r.hints.foreignPlate)).toBeHidden();
    await page.getByText(r.abroad, { exact: true }).click();
    await page.getByRole('radio', { name: r.plateOrigins.buitenland, exact: true }).check();
    await expect(page.getByText(r.hints.licensePlate)).toBeHidden();
    await expect(page.getByText(r.hints.foreignPlate)).toBeVisible();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${r.labels.plateCountry}`) })).toBeVisible();
  });
});
