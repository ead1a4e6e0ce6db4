/** About, partners and privacy: content, links and JSON-LD; and the privacy statement's promises held true. */
import { expect } from '@playwright/test';
import { test } from './support/walk-page';
import { business, yearsOfExperience } from '../src/data/business';
import { partnerBenefits, partners } from '../src/data/partners';
import { privacySections } from '../src/data/privacy';
import { services } from '../src/data/services';
import { team } from '../src/data/team';
import { breadcrumbTrail, ldNode } from './support/json-ld';
import { siteUrl } from './support/site';

const abs = (path: string) => new URL(path, siteUrl).href;
const tel = `tel:${business.phone.e164}`;

test.describe('/about', () => {
  test('introduces De Vos with the years, the team size and the customers', async ({ walkPage: page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over De Vos');
    await expect(page.getByText(`Familiebedrijf sinds ${business.foundedYear}`)).toBeVisible();
    const figures = [
      ['years', String(yearsOfExperience()), 'jaar ervaring'],
      ['staff', String(business.figures.staff), 'vakmensen in ons team'],
      ['customers', business.figures.customers, 'klanten'],
    ] as const;
    for (const [key, value, label] of figures) {
      await expect(page.locator(`[data-figure="${key}"] dd`)).toHaveText(value);
      await expect(page.locator(`[data-figure="${key}"] dt`)).toHaveText(label);
    }
    expect(business.figures.staff).toBe(13);
    expect(business.figures.customers).toBe('3000+');
  });

  test('shows two owners and the office manager, each with initials (no drawn portrait) and an experience badge', async ({ walkPage: page }) => {
    await page.goto('/about');
    const cards = page.locator('[data-team-member]');
    await expect(cards).toHaveCount(3);
    expect(team.map((m) => m.role)).toEqual(['Eigenaar', 'Eigenaar', 'Kantoormanager']);
    expect(team.map((m) => m.experience)).toEqual(['20+', '15+', '10+']);
    for (const [i, m] of team.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(m.name);
      await expect(card.getByText(m.role, { exact: true })).toBeVisible();
      await expect(card.getByText(`${m.experience} jaar ervaring`)).toBeVisible();
      await expect(card).toContainText(m.description);
      await expect(card).toContainText(m.initials);
      await expect(card.locator('img')).toHaveCount(0);
    }
  });

  test('closes with "Neem contact op" and the phone number', async ({ walkPage: page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: `Bel ${business.phone.display}` }).last()).toHaveAttribute('href', tel);
  });

  test('JSON-LD: breadcrumb and the business', async ({ walkPage: page }) => {
    await page.goto('/about');
    expect(await breadcrumbTrail(page)).toEqual([
      ['Home', abs('/')],
      ['Over ons', abs('/about')],
    ]);
    const shop = await ldNode(page, 'AutoBodyShop');
    expect(shop['telephone']).toBe(business.phone.e164);
    expect(shop['foundingDate']).toBe(String(business.foundedYear));
  });
});

test.describe('/partners', () => {
  test('shows six insurance partners, five network partners and the RDW as a recognition, from the data', async ({ walkPage: page }) => {
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samen met vaste partners');
    const groups = [
      ['Verzekeraars en lease\u00ADmaatschappijen', 'insurance', 6],
      ['Ons professionele netwerk', 'network', 5],
      ['Erkend door de RDW', 'recognition', 1],
    ] as const;
    for (const [heading, kind, count] of groups) {
      const expected = partners.filter((p) => p.kind === kind);
      expect(expected).toHaveLength(count);
      const region = page.getByRole('region', { name: heading, exact: true });
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.name));
      for (const p of expected) await expect(region.getByText(p.description)).toBeVisible();
    }
  });

  test('shows the four benefits and the call to action', async ({ walkPage: page }) => {
    await page.goto('/partners');
    const benefits = page.getByRole('region', { name: 'Wat onze samenwerkingen u opleveren', exact: true });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Garantie op ons werk',
      'Snelle afhandeling',
      'Expertise',
      'Betrouwbaarheid',
    ]);
    for (const b of partnerBenefits) await expect(benefits.getByText(b.text)).toBeVisible();
    const cta = page.getByRole('region', { name: 'Schade? Wij helpen u met uw verzekeraar', exact: true });
    await expect(cta.getByRole('link', { name: 'Schade melden' })).toHaveAttribute('href', '/schade-melden');
    await expect(cta.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', tel);
  });

  test('JSON-LD: breadcrumb', async ({ walkPage: page }) => {
    await page.goto('/partners');
    expect(await breadcrumbTrail(page)).toEqual([
      ['Home', abs('/')],
      ['Partners', abs('/partners')],
    ]);
  });
});

test.describe('/privacy', () => {
  test('every part of the statement has a heading and an entry in the table of contents', async ({ walkPage: page }) => {
    await page.goto('/privacy');
    // The h1 carries a soft hyphen, so it breaks cleanly on a 320 px screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy\u00ADverklaring');
    const toc = page.getByRole('navigation', { name: 'Inhoud' });
    for (const s of privacySections) {
      await expect(page.locator(`#${s.id}`).getByRole('heading', { level: 2 })).toHaveText(s.heading);
      await expect(toc.getByRole('link', { name: s.heading, exact: true })).toHaveAttribute('href', `#${s.id}`);
    }
    await toc.getByRole('link', { name: 'Uw rechten', exact: true }).click();
    await expect(page).toHaveURL(/#rechten$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Uw rechten', exact: true })).toBeInViewport();
  });

  test('names the garage, the purposes, the form data, retention and the rights', async ({ walkPage: page }) => {
    await page.goto('/privacy');
    const text = page.getByRole('article');
    await expect(text).toContainText(business.legalName);
    await expect(text).toContainText(business.kvk);
    await expect(text).toContainText(business.address.street);
    await expect(text).toContainText(business.vatId);
    for (const purpose of ['Administratie', 'Communicatie over uw opdracht en uitnodigingen', 'Het uitvoeren van uw opdracht', 'Beoordelingen via Klantenvertellen']) {
      await expect(text.getByRole('term').filter({ hasText: purpose })).toBeVisible();
    }
    const form = page.locator('#contactformulier');
    for (const field of ['voor- en achternaam', 'e-mailadres', 'bericht', 'telefoonnummer', 'op uw eigen apparaat', 'Cloudflare']) {
      await expect(form).toContainText(field);
    }
    // Photos upload as soon as they are chosen; unsent ones are deleted (issue 17 and the receiver).
    // The button by the name the visitor sees on /schade-melden.
    await expect(page.locator('#schademelding')).toContainText(`Uw foto’s worden meteen verstuurd, al voordat u op ‘Verstuur schademelding’ drukt.`);
    await expect(page.locator('#schademelding')).toContainText(`binnen ${business.retention.unsentPhotoHours} uur`);
    await expect(page.locator('#whatsapp')).toContainText('Meta');
    await expect(page.locator('#whatsapp')).toContainText('buiten de Europese Economische Ruimte');
    const retention = page.locator('#bewaartermijnen');
    await expect(retention).toContainText(`${business.retention.months} maanden na ontvangst`);
    await expect(retention).toContainText(`${business.retention.logDays} dagen`);
    await expect(retention).toContainText('7 jaar');
    const rights = page.locator('#rechten');
    for (const right of ['Inzage', 'Correctie', 'Verwijdering', 'Beperking', 'Overdraagbaarheid', 'Bezwaar', 'Toestemming intrekken']) {
      await expect(rights.getByRole('term').filter({ hasText: right })).toBeVisible();
    }
    const complaint = page.locator('#klacht');
    const ap = complaint.getByRole('link', { name: /Autoriteit Persoonsgegevens/ });
    await expect(ap).toHaveAttribute('href', /^https:\/\/www\.autoriteitpersoonsgegevens\.nl/);
    await expect(ap).toHaveAttribute('target', '_blank');
    const cookies = page.locator('#cookies');
    await expect(cookies).toContainText('plaatst geen cookies');
    await expect(cookies).toContainText('laadt niets van andere partijen');
  });

  test('ends with the contact block: phone, e-mail and visiting address', async ({ walkPage: page }) => {
    await page.goto('/privacy');
    const block = page.getByRole('region', { name: 'Vragen over uw privacy?', exact: true });
    await expect(block.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', tel);
    await expect(block.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    const address = block.locator('address');
    await expect(address).toContainText(business.address.street);
    await expect(address).toContainText(`${business.address.postalCode} ${business.address.city}`);
  });

  test('JSON-LD: breadcrumb', async ({ walkPage: page }) => {
    await page.goto('/privacy');
    expect(await breadcrumbTrail(page)).toEqual([
      ['Home', abs('/')],
      ['Privacyverklaring', abs('/privacy')],
    ]);
  });
});

test('what the privacy statement promises holds: no cookies and nothing stored while browsing', async ({ page, context }) => {
  test.setTimeout(120_000); // six pages, each until the network is quiet (59 s at a load average of 24)
  const service = services[0];
  if (!service) throw new Error('no services');
  for (const path of ['/', '/services', `/services/${service.id}`, '/about', '/partners', '/privacy']) {
    await page.goto(path);
    await page.getByRole('link', { name: 'Diensten' }).first().hover();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual(['', 0, 0]);
  }
  expect(await context.cookies()).toEqual([]);
});
