/**
 * The evening design review of 2026-11-28 (docs/design/review-2026-11-28-evening.md), M1 and M7, as a visitor meets
 * them (the /services cards: e2e/services.spec.ts). Each test fails on the build before: /about set out the warranty
 * terms and the review method as open text grids, /partners had twelve separate cards, one spray-booth picture stood
 * on the home page, /schadeherstel and /about, the team had initials in circles, the landing prose ran unbroken.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/walk-page';
import { business } from '../src/data/business';
import { team } from '../src/data/team';
import { partners } from '../src/data/partners';
import { partnersEn } from '../src/data/en/partners';
import { slugs, source } from './support/landing-content';

const phone = { width: 390, height: 844 };

/** The picture file an <img> shows, without Astro's hash and size suffixes ("werkplaats"). */
const pictureName = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname.split('/').pop()?.split('.')[0]);

test.describe('/about: people and history first, the terms folded', () => {
  for (const { path, id, figure, more, reviewsMore } of [
    { path: '/about', id: 'garantie', figure: `${business.warranty.years} jaar`, more: 'Voorwaarden bij schadeherstel', reviewsMore: 'Hoe wij reviews verzamelen en controleren' },
    { path: '/en/about', id: 'warranty', figure: `${business.warranty.years} years`, more: 'Terms for body repair', reviewsMore: 'How we collect and check reviews, in full' },
  ]) {
    test(`${path}: one "${figure}" highlight, the terms behind a disclosure that opens by keyboard`, async ({ walkPage: page }) => {
      await page.goto(path);
      const section = page.locator(`#${id}`);
      await expect(section.locator('[data-warranty="bodywork"] strong')).toHaveText(figure);
      await expect(section.locator('[data-warranty="workshop"] strong')).toHaveText(new RegExp(`^${business.warranty.workshopMonths} `));
      const terms = section.locator('dl').first();
      await expect(terms).toBeHidden();
      const summary = section.locator('summary', { hasText: more });
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(terms).toBeVisible();
      // The review method: two sentences open, the rest folded.
      const reviews = page.locator('#reviews');
      await expect(reviews.locator('[data-disclosure] p').first()).toBeHidden();
      await reviews.getByText(reviewsMore, { exact: true }).click();
      await expect(reviews.locator('[data-disclosure] p').first()).toBeVisible();
    });
  }

  test('/about is at most 7,600 px tall at 390 px (it was 9,155)', async ({ walkPage: page }) => {
    await page.setViewportSize(phone);
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7600);
  });
});

test.describe('/partners: three lists of short rows, no third-party logos', () => {
  test('every partner in one sentence, each group one list, and no logo', async ({ walkPage: page }) => {
    for (const p of [...partners, ...partnersEn]) expect(p.description.replace(/<[^>]+>/g, '').length, p.name).toBeLessThanOrEqual(110);
    await page.setViewportSize(phone);
    await page.goto('/partners');
    for (const id of ['verzekeraars', 'netwerk', 'erkenningen']) await expect(page.locator(`#${id} ul`)).toHaveCount(1);
    // One sentence takes at most four lines at 390 px (it was five to nine).
    for (const text of await page.locator('[data-partner] p').all()) {
      const lines = await text.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
      expect(lines, (await text.textContent()) ?? '').toBeLessThanOrEqual(4.05);
    }
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7000);
  });
});

test.describe('M7: no picture twice, a portrait frame for the team', () => {
  test('the home page’s workshop, the /schadeherstel hero and the about page’s story show three different pictures', async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const home = await pictureName(page, '#werkplaats img');
    await page.goto('/schadeherstel');
    const hub = await pictureName(page, '[data-page-hero] img');
    await page.goto('/about');
    const story = await pictureName(page, 'section[aria-labelledby="verhaal-titel"] img');
    // And the about page's hero is not the home hero's workshop (design review 2026-11-29, M6): the front of the building.
    const aboutHero = await pictureName(page, '[data-page-hero] img');
    expect(aboutHero).toBe('gevel');
    expect(new Set([home, hub, story, aboutHero]).size, `${home} ${hub} ${story} ${aboutHero}`).toBe(4);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px every team member has a portrait frame with the initials while there is no photo`, async ({ walkPage: page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const frames = page.locator('[data-team-member] [data-portrait]');
      await expect(frames).toHaveCount(team.length);
      for (const [i, m] of team.entries()) {
        const box = await frames.nth(i).boundingBox();
        // 4:5 beside the name on a phone; at 1280 px a 160 px square, no longer a ~240 px empty block (review 2026-11-29, M6).
        expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(width < 768 ? 0.8 : 1, 2);
        if (width >= 1024) expect(box?.height ?? 0).toBeLessThanOrEqual(170);
        await expect(frames.nth(i).locator('[data-initials]')).toHaveText(m.initials);
        await expect(frames.nth(i).locator('[data-initials]')).toBeVisible();
      }
    });
  }
});

test.describe('landing pages: one fact box breaks the prose', () => {
  for (const slug of slugs) {
    test(`/${slug}: the fact box from its front matter, at the end of the prose's first section`, async ({ walkPage: page }) => {
      const match = source(slug).match(/^highlight: \{ label: "(.+)", text: "(.+)" \}$/m);
      await page.goto(`/${slug}`);
      const box = page.locator('[data-prose] [data-highlight]');
      // Left out where it would repeat the list just above it (review 2026-11-29 evening, H1): /autoschade-utrecht,
      // /autoruitschade. Every other page has one.
      if (!match) {
        expect(['autoschade-utrecht', 'autoruitschade'], `${slug}.md has no highlight`).toContain(slug);
        await expect(box).toHaveCount(0);
        return;
      }
      await expect(box).toHaveCount(1);
      await expect(box).toHaveAttribute('role', 'note');
      await expect(box).toHaveText(`${match[1]}${match[2]}`);
      await expect(box).toBeVisible();
      // The last thing in the first section (the first card, open): it breaks the text, in reading order.
      const place = await box.evaluate((el) => ({
        section: [...document.querySelectorAll('[data-prose] [data-section]')].indexOf(el.closest('[data-section]') as Element),
        last: el.nextElementSibling === null,
      }));
      expect(place).toEqual({ section: 0, last: true });
    });
  }
});
