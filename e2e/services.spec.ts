/** The services overview, the six service pages (one per entry in the data, nothing else) and an unknown service. */
import { expect } from '@playwright/test';
import { test } from './support/walk-page';
import { business } from '../src/data/business';
import { services } from '../src/data/services';
import { breadcrumbTrail, ldNode, type LdNode } from './support/json-ld';
import { siteUrl, sitemapPaths } from './support/site';

const abs = (path: string) => new URL(path, siteUrl).href;
const promises = ['Vakkundige monteurs', 'Kwaliteitsonderdelen', `${business.warranty.workshopMonths} maanden garantie op onderdelen en arbeid`];

test.describe('/services', () => {
  test('shows the six services as cards that lead to their pages', async ({ walkPage: page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze diensten');
    // The inner heroes' pair (design review 2026-11-29, M3: the hero had no action, the first one was at 8,234 px).
    const hero = page.locator('[data-page-hero]');
    await expect(hero.getByRole('link', { name: /^Afspraak aanvragen/ })).toHaveAttribute('href', '/afspraak');
    await expect(hero.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    // Two groups, as in the header's menu: body repair first, then the six services as cards.
    const bodyRepair = page.getByRole('region', { name: 'Schadeherstel', exact: true });
    expect(await bodyRepair.getByRole('link').count()).toBeGreaterThanOrEqual(12);
    await expect(bodyRepair.getByRole('link', { name: 'Alles over schadeherstel' })).toHaveAttribute('href', '/schadeherstel');
    const cards = page
      .getByRole('region', { name: 'Onderhoud en reparatie', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .filter({ hasNot: page.locator('a[href="/apk-utrecht"]') });
    await expect(cards).toHaveCount(services.length);
    // The APK beside them (review D19), since the evening review's M5 as a picture card of its own.
    const apk = page.getByRole('region', { name: 'Onderhoud en reparatie', exact: true }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'APK-keuring' }) });
    await expect(apk.getByRole('link', { name: 'APK-keuring' })).toHaveAttribute('href', '/apk-utrecht');
    await expect(apk.getByRole('img', { name: /APK-keuring/ })).toBeVisible();

    // The three promises once, above the grid (design review 2026-11-28 evening, M1), and on no card.
    const grid = page.getByRole('region', { name: 'Onderhoud en reparatie', exact: true });
    const promiseList = grid.getByRole('list', { name: 'Bij elk onderhoud en elke reparatie' });
    await expect(promiseList.getByRole('listitem')).toHaveText(promises);
    for (const p of promises) await expect(grid.getByText(p)).toHaveCount(1);
    for (const [i, s] of services.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(s.title);
      await expect(card.getByRole('img', { name: s.imageAlt })).toBeVisible();
      // One short sentence (the page says the rest) and the price with a short parenthesis.
      await expect(card.locator('[data-card-text]')).toHaveText(s.summary);
      await expect(card).not.toContainText(s.description);
      await expect(card).toContainText(s.priceShort);
      expect(s.priceShort).toMatch(new RegExp(`^vanaf €${s.priceFrom} incl\\. btw \\(.{8,32}\\)$`));
      await expect(card).toContainText(s.duration);
      for (const p of promises) await expect(card).not.toContainText(p);
      // One anatomy with the body-repair cards (design review 2026-11-29, L10): the title is the card's one link, no
      // "Meer informatie" button.
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link', { name: s.title, exact: true })).toHaveAttribute('href', `/services/${s.id}`);
    }
  });

  test('at 1280 px every card\'s sentence takes at most two lines, in both languages', async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/services', '/en/services']) {
      await page.goto(path);
      const texts = page.locator('[data-service-card] [data-card-text]');
      await expect(texts).toHaveCount(services.length);
      for (const text of await texts.all()) {
        const lines = await text.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
        expect(lines, `${path}: ${await text.textContent()}`).toBeLessThanOrEqual(2.05);
      }
    }
  });

  test('at 1280 px the APK card leads the servicing grid beside the promises, no card alone in a wide row', async ({ walkPage: page }) => {
    // Evening review 2026-11-29, M2: below the grid the APK was a 1,216 px card with one line of text.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/services');
    const grid = page.getByRole('region', { name: 'Onderhoud en reparatie', exact: true });
    const apk = await grid.locator('#apk').boundingBox();
    const promises = await grid.getByRole('list', { name: 'Bij elk onderhoud en elke reparatie' }).boundingBox();
    const first = await page.locator('[data-service-card]').first().boundingBox();
    expect(apk!.width).toBeLessThanOrEqual(850);
    expect(Math.abs(promises!.y + promises!.height / 2 - (apk!.y + apk!.height / 2)), 'the promises beside the APK card').toBeLessThan(apk!.height / 2);
    expect(first!.y, 'the six services below them').toBeGreaterThan(apk!.y + apk!.height);
  });

  test('at 390 px every card is a short list row with its picture loaded, and the page is far shorter', async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/services');
    for (const s of services) {
      const img = page.getByRole('img', { name: s.imageAlt });
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    // Design review 2026-11-29, M3: thirteen full-width picture cards of ~330 px made the page 9,825 px. Now a row: an
    // 88 px thumbnail left of the title, its line and the price with what it buys (the copy rules ask it): ~5,100 px.
    const rows = await page.locator('[data-picture-card]').evaluateAll((lis) =>
      lis.map((li) => ({ height: li.getBoundingClientRect().height, thumb: li.querySelector('img')?.getBoundingClientRect().width ?? 0 })),
    );
    expect(rows).toHaveLength(services.length + 7);
    for (const r of rows) {
      // A row, not a ~330 px card: up to 165 px since its sentence is whole (M5 of the evening review).
      expect(r.height).toBeLessThanOrEqual(180);
      expect(r.thumb).toBeGreaterThanOrEqual(72);
      expect(r.thumb).toBeLessThanOrEqual(96);
    }
    for (const s of services) await expect(page.locator(`[data-service-card="${s.id}"]`)).toContainText(`vanaf €${s.priceFrom}`);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(6000);
    // Every row's sentence whole, at 390 and 360 px: a two-line clamp cut it mid-word (evening review 2026-11-29, M5).
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const cut = await page.locator('[data-picture-card] [data-card-text]').evaluateAll((els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
      expect(cut, `${width} px`).toEqual([]);
    }
  });

  test('the question block offers a call and an online appointment', async ({ walkPage: page }) => {
    await page.goto('/services');
    const block = page.getByRole('region', { name: 'Vragen over onze diensten?', exact: true });
    await expect(block.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    await expect(block.getByRole('link', { name: 'Afspraak aanvragen' })).toHaveAttribute('href', '/afspraak');
  });

  test('a card leads to its service page', async ({ walkPage: page }) => {
    const s = services[1];
    if (!s) throw new Error('no services');
    await page.goto('/services');
    await page.locator(`[data-service-card="${s.id}"]`).getByRole('link', { name: s.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${s.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
  });

  test('JSON-LD: breadcrumb and the list of services', async ({ walkPage: page }) => {
    await page.goto('/services');
    expect(await breadcrumbTrail(page)).toEqual([
      ['Home', abs('/')],
      ['Diensten', abs('/services')],
    ]);
    const list = await ldNode<LdNode & { itemListElement: { position: number; name: string; url: string }[] }>(page, 'ItemList');
    expect(list.itemListElement.map((i) => [i.position, i.name, i.url])).toEqual(
      services.map((s, i) => [i + 1, s.title, abs(`/services/${s.id}`)]),
    );
  });
});

test('there is one page per service in the data, and no other', () => {
  const pages = sitemapPaths().filter((p) => p.startsWith('/services/'));
  expect(pages.sort()).toEqual(services.map((s) => `/services/${s.id}`).sort());
});

// One load per service page serves its three checks (a load each made them three times as slow).
for (const s of services) {
  test(`/services/${s.id}`, async ({ walkPage: page }) => {
    const response = await page.goto(`/services/${s.id}`);
    expect(response?.status()).toBe(200);

    await test.step('shows breadcrumb, badge, title, price, duration and the ways to book', async () => {
      const title = await page.title();
      expect(title.startsWith(s.title)).toBe(true);
      expect(title).toBe(`${s.title} in Utrecht | Autoschade De Vos`);
      expect(title.endsWith(`| ${business.name}`)).toBe(true);
      expect(title.length).toBeLessThanOrEqual(60);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);

      const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Diensten' })).toHaveAttribute('href', '/services');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(s.title);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
      await expect(page.getByText(s.badge, { exact: true })).toBeVisible();
      await expect(page.getByText(s.hero)).toBeVisible();
      await expect(page.locator('[data-fact="price"] dt')).toHaveText('Prijs');
      await expect(page.locator('[data-fact="price"] dd')).toHaveText(s.price);
      await expect(page.locator('[data-fact="duration"] dt')).toHaveText('Duur');
      await expect(page.locator('[data-fact="duration"] dd')).toHaveText(s.duration);

      const contact = `/contact?dienst=${s.id}#formulier`;
      const main = page.getByRole('main');
      const book = main.getByRole('link', { name: 'Afspraak aanvragen' });
      await expect(book).toHaveCount(2); // hero and closing call to action
      for (const link of await book.all()) await expect(link).toHaveAttribute('href', `/afspraak?dienst=${s.id}`);
      await expect(main.getByRole('link', { name: 'Offerte aanvragen' })).toHaveAttribute('href', contact);
    });

    await test.step('shows the description, six jobs, three features, five steps and a closing call to action', async () => {
      await expect(page.getByText(s.description)).toBeVisible();
      await expect(page.getByRole('img', { name: s.imageAlt })).toBeVisible();
      for (const b of s.benefits) await expect(page.getByText(b, { exact: true })).toBeVisible();

      const jobs = page.getByRole('region', { name: 'Wat wij voor u doen', exact: true }).getByRole('listitem');
      await expect(jobs).toHaveText([...s.services]);

      const expertise = page.getByRole('region', { name: 'Waarom u hiervoor bij ons goed zit', exact: true });
      await expect(expertise.getByRole('heading', { level: 3 })).toHaveText(s.features.map((f) => f.title));
      for (const f of s.features) await expect(expertise.getByText(f.desc)).toBeVisible();

      const steps = page.getByRole('region', { name: 'Zo werken wij', exact: true }).getByRole('listitem');
      await expect(steps).toHaveCount(5);
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText(s.process.map((p) => p.title));
      for (const p of s.process) await expect(page.getByText(p.text)).toBeVisible();

      const others = page.getByRole('region', { name: 'Andere diensten', exact: true }).getByRole('link');
      await expect(others).toHaveText(services.filter((o) => o.id !== s.id).map((o) => o.title));

      const cta = page.getByRole('region', { name: 'Een afspraak aanvragen?', exact: true });
      await expect(cta.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    await test.step('JSON-LD: breadcrumb and a Service offered by the business from its starting price', async () => {
      expect(await breadcrumbTrail(page)).toEqual([
        ['Home', abs('/')],
        ['Diensten', abs('/services')],
        [s.title, abs(`/services/${s.id}`)],
      ]);
      const shop = await ldNode(page, 'AutoBodyShop');
      const service = await ldNode<LdNode & {
        provider: { '@id': string };
        offers: { '@type': string; priceCurrency: string; priceSpecification: { minPrice: number; priceCurrency: string } };
      }>(page, 'Service');
      expect(service['name']).toBe(s.title);
      expect(service['description']).toBe(s.description);
      expect(service['url']).toBe(abs(`/services/${s.id}`));
      expect(service.provider['@id']).toBe(shop['@id']);
      expect(service.offers['@type']).toBe('Offer');
      expect(service.offers.priceCurrency).toBe('EUR');
      expect(service.offers.priceSpecification).toMatchObject({ minPrice: s.priceFrom, priceCurrency: 'EUR' });
    });
  });
}

test('oil change: the free 21-point check and service within the hour', async ({ walkPage: page }) => {
  await page.goto('/services/oil-change');
  const hero = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(hero).toContainText('gratis 21-puntencontrole');
  await expect(hero).toContainText('binnen een uur klaar');
  await expect(page.locator('[data-fact="duration"] dd')).toHaveText('30–60 min');
  await expect(page.getByRole('heading', { name: 'Gratis 21-puntencontrole' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meestal binnen een uur klaar' })).toBeVisible();
});

test('an unknown service says "Dienst niet gevonden" and leads back to the overview', async ({ walkPage: page }) => {
  const response = await page.goto('/services/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dienst niet gevonden');
  await page.getByRole('link', { name: 'Terug naar alle diensten' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze diensten');
});

test('"Offerte aanvragen" lands on the contact form with the service already named in the message', async ({ walkPage: page }) => {
  const s = services[1];
  if (!s) throw new Error('no services');
  await page.goto(`/services/${s.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Offerte aanvragen' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?dienst=${s.id}#formulier$`));
  await expect(page.getByRole('textbox', { name: /Uw bericht/ })).toHaveValue(new RegExp(s.title));
});
