/**
 * The English edition's copy where the English review of 2026-11-25 (issue 30) found it short of the Dutch: the rules
 * for the wordings decided then (e2e/support/copy-rules.ts, English block; every-page.spec.ts runs them on every page),
 * the warranty terms in English and the links to them, the "from" prices with what they buy, and the roadside advice.
 */
import { expect } from '@playwright/test';
import { test } from './support/walk-page';
import { business } from '../src/data/business';
import { businessEn, warrantyTermsEn, workshopTermsEn } from '../src/data/en/business';
import { report as reportEn } from '../src/data/forms/en/report';
import { report as reportNl } from '../src/data/forms/nl/report';
import { shared as sharedEn } from '../src/data/forms/en/shared';
import { servicesEn } from '../src/data/en/services';
import { guideStepsEn } from '../src/data/en/damage-guide';
import { internationalQuestionsEn, partnerBenefitsEn, partnersEn } from '../src/data/en/partners';
import { bodyRepairEn } from '../src/data/en/body-repair';
import { storyEn, teamEn } from '../src/data/en/about';
import { facilitiesEn, internationals, whyUsEn } from '../src/data/en/home';
import { reviewPolicyEn } from '../src/data/reviews';
import { sections } from '../src/i18n/sections';
import { customersEn } from '../src/lib/format.en';
import { openingWordsEn } from '../src/data/en/opening-words';
import { unscopedPricesEn, warrantyMentionEn, warrantyTermsHrefEn, wordingFindings } from './support/copy-rules';

test('the English rules of issue 30 catch every old wording, and none of the English copy as decided', () => {
  const old = [
    'Servicing and repairs come with a 6-month warranty on parts and labour; the terms are on your invoice.',
    'on top of your rights under Dutch law, also if you pay for the repair yourself', 'You get the terms in writing beforehand, with the estimate.',
    'It is not a quality mark, but an agreement on how your claim is handled.', 'for damage on your comprehensive (casco) policy',
    'Police: for damage only, you rarely need them (non-emergency number 0900-8844).', 'For damage only, you rarely need the police; their number is 0900-8844.',
    'We repair your car properly, deal with your insurer and keep you on the road.', 'We don’t offer that service.',
    'Diagnostic equipment for all common makes', 'warning lights read on all makes', 'explain it in plain English, whatever the make',
    'She makes sure the paint matches exactly', 'so a repaired panel matches the rest of your car.', 'We check the car for the usual failure points first',
    'worn brakes, a broken bulb, a bald tyre', 'Fleet insurers', 'we take care of the estimate and the approval', 'a permanent team handles body repairs',
    'An accident is stressful, more so in a country whose system is new to you.', 'road signs, skid marks, where the cars stand.',
    'Private drivers, businesses and lease drivers', 'more than 3000 customers', 'We could not connect to our server.',
    'Reporting it is your job because your policy sets the deadlines', 'Autoschade De Vos, to the home page',
    'Every car in the Netherlands has at least third-party insurance',
  ];
  for (const o of old) expect(wordingFindings(o, 'en'), o).not.toEqual([]);
  // The English copy as decided, gathered from its data modules (functions are left out by JSON).
  const decided = JSON.stringify({
    businessEn, warrantyTermsEn, servicesEn, guideStepsEn, partnersEn, internationalQuestionsEn, partnerBenefitsEn, bodyRepairEn,
    storyEn, teamEn, whyUsEn, facilitiesEn, internationals, reviewPolicyEn, sectionsEn: sections.en, reportEn, sharedEn: sharedEn.failure,
  });
  // The form words (reportEn, sharedEn) are the forms engineer's this round: the form-word rules of issue 38 wait for them.
  expect(wordingFindings(decided, 'en', false)).toEqual([]);
  expect(wordingFindings(`more than ${customersEn()} customers`, 'en')).toEqual([]);
});

test('every English “from” price says what it buys, on /en/services and each service page', async ({ walkPage: page }) => {
  expect(unscopedPricesEn('We fit and balance tyres ¦ from €25 incl. VAT ¦')).toEqual(['from €25 incl. VAT']);
  await page.goto('/en/services');
  for (const s of servicesEn) {
    expect(s.price).toMatch(new RegExp(`^from €${s.priceFrom} incl\\. VAT \\(.{10,}\\)$`));
    expect(s.priceShort).toMatch(new RegExp(`^from €${s.priceFrom} incl\\. VAT \\(.{8,32}\\)$`));
    await expect(page.getByRole('main')).toContainText(s.priceShort);
  }
  await page.goto('/en/services/tire-service');
  await expect(page.locator('[data-fact="price"] dd')).toHaveText('from €25 incl. VAT (swapping a set of wheels, without balancing)');
});

test('every English mention of the 3-year warranty links to the English terms, which say what the Dutch ones say', async ({ walkPage: page }) => {
  for (const path of ['/en/body-repair', '/en/damage-guide', '/en/partners', '/en/services']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(warrantyMentionEn);
    await expect(page.locator(`main a[href="${warrantyTermsHrefEn}"]`).first(), path).toBeVisible();
  }
  await page.locator(`main a[href="${warrantyTermsHrefEn}"]`).first().click();
  await expect(page).toHaveURL(/\/en\/about#warranty$/);
  const terms = page.locator('#warranty');
  await expect(terms.getByRole('heading', { level: 2 })).toHaveText(businessEn.warranty.short);
  await expect(terms.locator('dl').first().locator('dt')).toHaveText(warrantyTermsEn.map(([term]) => term));
  // The 6-month warranty on servicing and repairs has its own terms, as the Dutch (review A15).
  await expect(terms.locator('dl').nth(1).locator('dt')).toHaveText(workshopTermsEn.map(([term]) => term));
  expect(workshopTermsEn).toHaveLength(Object.keys(business.workshopTerms).length);
  expect(warrantyTermsEn).toHaveLength(Object.keys(business.warrantyTerms).length);
  await expect(terms).toContainText('Article 6:230l');
  await expect(terms).toContainText(`${business.warranty.workshopMonths}-month warranty`);
});

test('at the roadside in English: when to call the police, and the insurer reminder after a report', async ({ walkPage: page }) => {
  await page.goto('/en/damage-guide');
  const step1 = page.locator('#step-1');
  await expect(step1).toContainText(`drives off, won’t give their details or seems drunk or on drugs? Call the police: ${business.police.display}`);
  await expect(page.locator('main [lang="nl"]', { hasText: 'kenteken' })).toHaveCount(1);
  // The report's success message (shown by the island) and the page a form lands on without JavaScript.
  expect(reportEn.thanks('AB12 CDE', businessEn.replyTime, '+31 30 123 45 67')).toContain('Haven’t reported the damage to your insurer yet?');
  expect(reportNl.thanks('AB-12-CD', business.replyTime, business.phone.display)).toContain('Heeft u de schade nog niet bij uw verzekeraar gemeld?');
  // Good Friday is a bank holiday in the UK and Ireland: the English hours say we are open then (business.holidays).
  if (!business.holidays.goodFriday) expect(openingWordsEn.holidays).toMatch(/We’re open on Good Friday \(\d+ (March|April)\)/);
  await page.goto('/en/thank-you');
  await expect(page.getByRole('main')).toContainText('haven’t told your insurer yet?');
});
