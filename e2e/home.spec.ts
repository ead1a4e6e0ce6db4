/** The home page's sections and figures, the hero fallback, and the floating contact buttons. */
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { reviews } from '../src/data/reviews';

test('the home page shows its sections with the business facts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schade aan uw auto? Wij helpen u verder.');
  // "Schade aan uw auto?" answered with the report first; the appointment (maintenance, repair) second. Sentence case.
  const hero = page.locator('[data-hero]');
  const report = hero.getByRole('link', { name: 'Schade melden met foto’s' });
  await expect(report).toHaveAttribute('href', '/schade-melden');
  const cta = hero.getByRole('link', { name: 'Afspraak aanvragen', exact: true });
  await expect(cta).toHaveAttribute('href', '/afspraak');
  await expect(cta).toHaveCSS('text-transform', 'none');
  await expect(hero).toContainText(`${business.rating.display}/10 op ${business.rating.source}`);

  for (const tile of ['Openingstijden', 'Locatie', 'Bel ons op werkdagen']) {
    await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  }
  // In the main part: the footer writes the same short line since review 2026-11-29 (L6).
  await expect(page.getByRole('main').getByText('ma t/m vr 8.00–17.00 uur')).toBeVisible();

  const reviewSection = page.locator('#reviews');
  await expect(reviewSection.locator('blockquote')).toHaveCount(4);
  for (const r of reviews) await expect(reviewSection.getByText(r.name)).toBeVisible();
  await expect(reviewSection).toContainText(`${business.rating.display}/10`);
  await expect(reviewSection).toContainText(`Gemiddeld cijfer op basis van ${business.rating.count} beoordelingen op ${business.rating.source}`);
  await expect(reviewSection).toContainText(business.rating.note);
  await expect(reviewSection.locator('[data-trust-marks] li')).toHaveCount(2);
  if (business.reviewProfiles.klantenvertellen) {
    await expect(reviewSection.getByRole('link', { name: /Klantenvertellen/ })).toHaveAttribute('href', business.reviewProfiles.klantenvertellen);
  }

  await expect(page.locator('#werkplaats img')).toHaveAttribute('alt', /werkplaats/i);
  await expect(page.getByRole('link', { name: `Bel ${business.phone.display}` }).first()).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(page.getByRole('link', { name: /Plan uw route/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*Hudsondreef/);
});

test('the hero photo: lazy (hidden on a phone, so never fetched there), high priority, AVIF and WebP, with width and height', async ({ page }) => {
  await page.goto('/');
  // The wide screens' photo; phones get the band (e2e/design-review-4.spec.ts).
  const hero = page.locator('[data-hero] img[data-hero-image]');
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('loading', 'lazy');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', /\d+/);
  await expect(hero).toHaveAttribute('height', /\d+/);
  await expect(page.locator('[data-hero] picture:has(img[data-hero-image]) source[type="image/avif"]')).toHaveCount(1);
  await expect(page.locator('[data-hero] picture:has(img[data-hero-image]) source[type="image/webp"]')).toHaveCount(1);
  await expect(page.locator('#werkplaats img')).toHaveAttribute('loading', 'lazy');
});

for (const js of [true, false]) {
  test.describe(`hero image fails to load (JavaScript ${js ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled: js });
    test('the image is hidden and the blue gradient shows', async ({ page }) => {
      await page.route(/hero-werkplaats/, (route) => route.abort());
      await page.goto('/');
      const hero = page.locator('[data-hero]');
      const img = hero.locator('img[data-hero-image]');
      const failed = await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0);
      expect(failed).toBe(true);
      // alt="" : the browser draws no broken-image icon, with or without script.
      await expect(img).toHaveAttribute('alt', '');
      if (js) await expect(img).toBeHidden();
      expect(await hero.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test.describe('floating contact buttons (phones; the header offers contact from 1024 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Since the design review (F13) the home page's bar is the same as every other page's (the spec had it without WhatsApp).
  test('the home page shows call, WhatsApp and mail', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 400);
    const bar = page.getByRole('complementary', { name: 'Snel contact' });
    await expect(bar.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    await expect(bar.getByRole('link', { name: `Mail ${business.email}` })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(bar.getByRole('link', { name: /WhatsApp ons/ })).toHaveCount(1);
  });

  for (const path of ['/about', '/contact', '/services']) {
    test(`${path} shows call, WhatsApp 'WhatsApp ons' and mail`, async ({ page }) => {
      await page.goto(path);
      await page.mouse.wheel(0, 400);
      const bar = page.getByRole('complementary', { name: 'Snel contact' });
      await expect(bar.getByRole('link', { name: `Bel ${business.phone.display}` })).toBeVisible();
      await expect(bar.getByRole('link', { name: `Mail ${business.email}` })).toBeVisible();
      const wa = bar.getByRole('link', { name: /WhatsApp ons/ });
      await expect(wa).toHaveAttribute('href', business.whatsapp.url);
      const box = await wa.boundingBox();
      const callBox = await bar.getByRole('link', { name: /^Bel/ }).boundingBox();
      expect(box && callBox && box.x > callBox.x).toBe(true);
    });
  }

  test('they cover none of the footer links when scrolled to the end', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.getByRole('complementary', { name: 'Snel contact' }).boundingBox();
    if (!bar) throw new Error('the contact bar is not on the page');
    const links = page.getByRole('contentinfo').getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const box = await links.nth(i).boundingBox();
      if (!box) throw new Error(`footer link ${i} is not rendered`);
      const overlaps = box.y < bar.y + bar.height && box.y + box.height > bar.y;
      expect(overlaps, `footer link ${i} lies under the buttons`).toBe(false);
    }
  });
});
