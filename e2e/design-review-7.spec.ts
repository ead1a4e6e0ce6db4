/**
 * The evening design review of 2026-11-28 (docs/design/review-2026-11-28-evening.md), M8 and the low findings, as a
 * visitor meets them. Each test fails on the build before the fix (the reason beside each).
 */
import { expect } from '@playwright/test';
import { test } from './support/walk-page';
import { business } from '../src/data/business';
import { intlPhone } from '../src/lib/format.en';

const phone = { width: 390, height: 844 };

// Old build: one button and three text links ("Contact" alone on a second row at 1280 in the older build), no phone,
// no WhatsApp, the fox tile alone as the picture.
test.describe('M8: the not-found page', () => {
  const pages = [
    { path: '/deze-pagina-bestaat-niet', buttons: ['Schade melden', 'Naar de homepage'], number: business.phone.display },
    { path: '/en/404', buttons: ['Report damage', 'To the home page'], number: intlPhone(business.phone) },
  ];
  for (const p of pages) {
    test(`two buttons on one row at 1280, the phone and WhatsApp, a drawn scene (${p.path})`, async ({ walkPage: page }) => {
      await page.goto(p.path);
      const main = page.locator('[data-not-found="page"]'); // the service variant is there too, hidden
      const buttons = main.getByRole('navigation').getByRole('link');
      await expect(buttons).toHaveText(p.buttons);
      const boxes = await buttons.evaluateAll((as) => as.map((a) => ({ top: a.getBoundingClientRect().top, filled: getComputedStyle(a).borderTopWidth !== '0px' || getComputedStyle(a).backgroundColor !== 'rgba(0, 0, 0, 0)' })));
      expect(boxes.every((b) => b.filled), 'both drawn as buttons').toBe(true);
      expect(boxes[0]!.top).toBe(boxes[1]!.top);
      // The numbers from business.ts, as links.
      const tel = main.locator(`a[href="tel:${business.phone.e164}"]`);
      await expect(tel).toHaveText(p.number.replace(/ /g, '\u00A0'));
      await expect(main.locator(`a[href="${business.whatsapp.url}"]`)).toContainText('WhatsApp');
      // The scene: decorative, wider than the old 64 px tile, drawn with more than the fox.
      const scene = main.locator('svg[data-not-found-mark]').first();
      await expect(scene).toHaveAttribute('aria-hidden', 'true');
      expect((await scene.boundingBox())!.width).toBeGreaterThan(200);
      expect(await scene.locator('path, rect, circle, ellipse').count()).toBeGreaterThan(8);
    });
  }

  test('at 390 px the two buttons are full width, stacked, and the phone line ends within the first screen', async ({ walkPage: page }) => {
    await page.setViewportSize(phone);
    await page.goto('/deze-pagina-bestaat-niet');
    const main = page.locator('[data-not-found="page"]'); // the service variant is there too, hidden
    const nav = main.getByRole('navigation');
    const width = (await nav.boundingBox())!.width;
    const boxes = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(2);
    for (const b of boxes) expect(Math.round(b.width)).toBe(Math.round(width));
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom);
    const line = await main.locator('[data-not-found-contact]').boundingBox();
    expect(line!.y + line!.height).toBeLessThanOrEqual(phone.height);
  });
});

test.describe('the low findings', () => {
  // Old build: two columns, "Verzekeraar…" beside "Schadedatum" with its box 45 px lower, "Schadenummer" alone.
  test('/schade-melden at 1280: the date, the insurer and the claim number one under the other, boxes aligned left', async ({ walkPage: page }) => {
    await page.goto('/schade-melden');
    // Folded into "Verzekering en datum (optioneel)" since the evening review's H2.
    await page.getByText('Verzekering en datum (optioneel)', { exact: true }).click();
    const boxes = [];
    for (const name of ['damageDate', 'insurer', 'claimNumber']) boxes.push((await page.locator(`input[name="${name}"]`).boundingBox())!);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.x).toBe(boxes[0]!.x);
      expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
  });


  // Old build: a plain white box in a monospace face.
  for (const path of ['/schade-melden', '/afspraak', '/en/report-damage', '/en/appointment']) {
    test(`the kenteken is drawn as a Dutch plate, the same height as the other boxes (${path})`, async ({ walkPage: page }) => {
      await page.goto(path);
      const plate = page.locator('input[name="licensePlate"]');
      await expect(page.getByLabel(path.startsWith('/en') ? 'Registration' : 'Kenteken', { exact: false }).first()).toHaveAttribute('name', 'licensePlate');
      const style = await plate.evaluate((el) => {
        const s = getComputedStyle(el);
        return { image: s.backgroundImage, weight: s.fontWeight, padding: parseFloat(s.paddingLeft) };
      });
      expect(style.image).toContain('linear-gradient');
      // The ring of stars drawn with a gradient, not a data: picture (one more download before the first paint).
      expect(style.image).toContain('radial-gradient');
      expect(style.image).not.toContain('url(');
      expect(Number(style.weight)).toBeGreaterThanOrEqual(700);
      expect(style.padding).toBeGreaterThan(40);
      const other = page.locator('input[type="email"]').first();
      expect((await plate.boundingBox())!.height).toBe((await other.boundingBox())!.height);
      // A foreign plate is not a Dutch one: plain again.
      await page.locator('.report-abroad > summary').click();
      await page.locator('input[name="plateOrigin"][value="buitenland"]').check();
      await expect(plate).toHaveCSS('background-image', 'none');
    });
  }


  // Old build: two tiles a row at 360, "APK-keuring" broke at its hyphen and "Kleine beurt" took two lines.
  test('/afspraak at 360: the common jobs keep each label on one line', async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/afspraak', '/en/appointment']) {
      await page.goto(path);
      const lines = await page.locator('.appt-work label > span').evaluateAll((spans) =>
        spans.map((s) => {
          const range = document.createRange();
          range.selectNodeContents(s.firstChild!);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
      expect(lines.length, path).toBe(4);
      expect(lines, path).toEqual([1, 1, 1, 1]);
    }
  });


  // Old build: a navy gradient card straight above the navy footer.
  test('page endings: the closing call to action is a light band, not a second navy block above the footer', async ({ walkPage: page }) => {
    for (const path of ['/services', '/services/brake-service', '/about', '/partners']) {
      await page.goto(path);
      // /about closes with ContactPrompt, the others with CtaBand.
      const card = page.locator('section:is([aria-labelledby="cta-titel"], [aria-labelledby="contact-prompt-titel"]) > div > div');
      const { image, color } = await card.evaluate((el) => ({ image: getComputedStyle(el).backgroundImage, color: getComputedStyle(el).backgroundColor }));
      expect(image, path).toBe('none');
      const [r, g, b] = color.match(/\d+/g)!.map(Number);
      expect(Math.min(r!, g!, b!), `${path}: ${color}`).toBeGreaterThan(220);
    }
  });


  // Old build: the link to /autogarage-utrecht stood alone in its own paragraph under the APK card.
  test('/services: the garage page is linked beside the other links, not alone under the APK card', async ({ walkPage: page }) => {
    await page.goto('/services');
    const row = page.locator('p:has(> a[href="/autogarage-utrecht"])');
    await expect(row.getByRole('link')).toHaveCount(3);
    await expect(page.locator('#onderhoud a[href="/autogarage-utrecht"]')).toHaveCount(0);
  });


  // Old build: the prose h2s were 24/30 px, the sections' 30/36 px.
  test('landing pages: one h2 size, in the prose and in the sections', async ({ walkPage: page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/sterreparatie');
      const prose = await page.locator('[data-prose] h2').first().evaluate((h) => getComputedStyle(h).fontSize);
      const section = await page.locator('#kenmerken h2').first().evaluate((h) => getComputedStyle(h).fontSize);
      expect(prose, `${width} px`).toBe(section);
    }
  });


  // Old build: the same wrench in all six tiles.
  test('/services/brake-service: the "Wat wij voor u doen" tiles do not repeat one icon', async ({ walkPage: page }) => {
    await page.goto('/services/brake-service');
    const tiles = page.locator('#werkzaamheden li');
    await expect(tiles).toHaveCount(6);
    const icons = await tiles.evaluateAll((lis) => lis.flatMap((li) => [...li.querySelectorAll('svg')].map((s) => s.innerHTML)));
    expect(new Set(icons).size).toBe(icons.length);
  });
});
