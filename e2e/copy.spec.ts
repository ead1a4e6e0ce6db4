/**
 * The copy where one page says it: prices with VAT on the service pages, reviews with source and date, the privacy
 * statement's sources. The rules every page keeps (labels, titles, stated figures; e2e/support/copy-rules.ts) are
 * checked on every page by e2e/every-page.spec.ts; the title-case rule itself is tested here.
 */
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { reviewByline, reviewPolicyHref, reviews } from '../src/data/reviews';
import { services } from '../src/data/services';
import { titleCased } from './support/copy-rules';

test('the title-case rule finds what it is meant to find', () => {
  expect(titleCased('Afspraak Maken')).toEqual(['Maken']);
  expect(titleCased('Samenwerking Met De Beste')).toEqual(['Met', 'De', 'Beste']);
  expect(titleCased('Autoschade? Wat nu?')).toEqual([]);
  expect(titleCased('Over De Vos')).toEqual([]);
  expect(titleCased('404 Dienst niet gevonden')).toEqual([]);
  expect(titleCased('Neem Contact Op')).toEqual(['Contact', 'Op']);
});

test('/services and the six service pages state every price with "incl. btw"', async ({ page }) => {
  await page.goto('/services');
  for (const s of services) {
    expect(s.price).toBe(`vanaf €${s.priceFrom} incl. btw`);
    await expect(page.getByRole('main')).toContainText(s.price);
  }
  for (const s of services) {
    await page.goto(`/services/${s.id}`);
    await expect(page.locator('[data-fact="price"] dd')).toHaveText(s.price);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description).toContain('Utrecht');
    expect(description).toContain(business.name);
    expect(description).not.toBe(s.hero);
    expect(s.description.startsWith(description.slice(0, 40))).toBe(false);
  }
});

test('every review on the home page names its source and month; the section links to how reviews are checked', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#reviews');
  const cards = section.locator('[data-review]');
  await expect(cards).toHaveCount(reviews.length);
  const months = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
  for (const [i, r] of reviews.entries()) {
    const byline = cards.nth(i).locator('[data-review-source]');
    await expect(byline).toHaveText(reviewByline(r));
    await expect(byline).toHaveText(new RegExp(`^${r.source}, (${months}) \\d{4}$`));
  }
  await expect(section.locator('[data-rating-summary]')).toContainText(business.rating.source);
  const link = section.getByRole('link', { name: 'Zo verzamelen en controleren wij reviews' });
  await expect(link).toHaveAttribute('href', reviewPolicyHref);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${reviewPolicyHref}$`));
  const target = page.locator(`#${reviewPolicyHref.split('#')[1]}`);
  await expect(target.getByRole('heading', { level: 2 })).toHaveText('Zo verzamelen en controleren wij reviews');
  await expect(target).toContainText(business.rating.source);
  await expect(target).toContainText('controleren');
});

test('the privacy statement says which data come from others', async ({ page }) => {
  await page.goto('/privacy');
  const section = page.locator('#gegevens-van-anderen');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Gegevens die wij van anderen krijgen');
  for (const source of ['verzekeraar', 'schade-expert', 'RDW', 'andere partij']) await expect(section).toContainText(source);
  await expect(page.locator('main')).not.toContainText('alleen gegevens die u zelf aan ons geeft');
});
