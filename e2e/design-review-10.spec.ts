/**
 * The evening review of 2026-11-29 (docs/design/review-2026-11-29-evening.md). M3's choice controls: every check box
 * and radio of the forms is one tile (src/components/islands/ChoiceTile.tsx), the native box visible at its left, at
 * least 48 px high, a 2 px brand border (the border and an inset ring) and a light-blue fill once ticked. The
 * appointment's day chips were centred words with the box hidden, and its ticked "Maakt niet uit" a solid blue block
 * like the primary button: these fail on the build before (the chips' input had opacity 0, the ticked chip a brand-700
 * fill with white text, the stay radios 44 px). Then L2, L4, L5 and L6, each with what it failed on.
 */
import { expect, type Locator } from '@playwright/test';
import { test } from './support/walk-page';

const brand700 = 'rgb(26, 68, 173)';
const brand50 = 'rgb(238, 245, 255)';

/** The tile (label) around an input, and where its box sits. */
const tileOf = (input: Locator) =>
  input.evaluate((i) => {
    const label = i.closest('label')!;
    const s = getComputedStyle(label);
    const box = i.getBoundingClientRect();
    const tile = label.getBoundingClientRect();
    return {
      // The border (1 px) and an inset ring of 1 px in its colour: 2 px of brand blue once ticked.
      border: `${parseFloat(s.borderTopWidth) + (/ 0px 0px 0px 1px inset$/.test(s.boxShadow) ? 1 : 0)}px`,
      borderColor: s.borderTopColor,
      background: s.backgroundColor,
      color: s.color,
      height: tile.height,
      boxVisible: getComputedStyle(i).opacity === '1' && box.width >= 14 && box.height >= 14,
      boxAtLeft: box.left - tile.left < tile.width / 3,
    };
  });

for (const [path, noPreference] of [
  ['/afspraak', 'Maakt niet uit'],
  ['/en/appointment', 'Either'],
] as const) {
  test(`${path} at 390 px: the day chips and the part of the day are choice tiles, the ticked one not a primary button`, async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    // Without JavaScript (the served HTML): the weekdays.
    const weekday = page.locator('main input[name="weekdays"]').first();
    expect(await tileOf(weekday)).toMatchObject({ boxVisible: true, boxAtLeft: true, border: '1px' });

    const either = page.getByRole('radio', { name: noPreference });
    await expect(either).toBeChecked();
    const ticked = await tileOf(either);
    expect(ticked).toMatchObject({ boxVisible: true, boxAtLeft: true, border: '2px', borderColor: brand700, background: brand50 });
    expect(ticked.color, 'dark text on the light fill, not white on blue').not.toBe('rgb(255, 255, 255)');
    expect(ticked.height).toBeGreaterThanOrEqual(48);

    // With the island live: the next open days, each with its box.
    await page.locator('main input[name="licensePlate"]').focus();
    const chipLabel = page.locator('main label:has(input[name="dayPick"])').first();
    const chip = chipLabel.locator('input');
    await expect(chip).toBeVisible();
    await chip.check();
    expect(await tileOf(chip)).toMatchObject({ boxVisible: true, boxAtLeft: true, border: '2px', borderColor: brand700, background: brand50 });
    expect((await tileOf(chip)).height).toBeGreaterThanOrEqual(48);
    // Nothing moves when it is ticked or unticked.
    const before = await chipLabel.locator('span').first().boundingBox();
    await chip.uncheck();
    const after = await chipLabel.locator('span').first().boundingBox();
    expect(after).toEqual(before);
    // No word runs over its tile ("Afternoon" beside its radio at 360 px).
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const over = await page.locator('main form label.choice').evaluateAll((ls) =>
        ls.filter((l) => l.getClientRects().length && l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
      );
      expect(over, `${width} px`).toEqual([]);
    }
  });
}

for (const [path, name] of [
  ['/afspraak', 'Ik wacht op de auto'],
  ['/schade-melden', 'Aanrijding'],
] as const) {
  test(`${path}: every check box and radio is a tile of at least 48 px with its box at the left`, async ({ walkPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const inputs = page.locator('main form input:is([type="checkbox"], [type="radio"]):visible');
    expect(await inputs.count()).toBeGreaterThan(4);
    for (const input of await inputs.all()) {
      expect(await tileOf(input), (await input.getAttribute('value')) ?? '').toMatchObject({ boxVisible: true, boxAtLeft: true });
      expect((await tileOf(input)).height).toBeGreaterThanOrEqual(48);
    }
    const option = page.getByRole('radio', { name });
    await option.check();
    expect(await tileOf(option)).toMatchObject({ border: '2px', borderColor: brand700, background: brand50 });
  });
}

// L2: one rule for the buttons' icons, from the one Button: every primary (amber) button has its icon. Old build: the
// appointment with its work ticked (/afspraak?dienst=apk, the /apk-utrecht hero and the service pages' closing box)
// and "Neem contact op" (/contact) had none.
// The night review (review-2026-11-29-night.md, M2): ticking a priced job shows its price in the tile; the tile beside it
// stretched to the same 164 px, its label afloat in an empty box. Each tile is now as high as its own content.
test('at 390 px a ticked job with its price grows alone: the tile beside it keeps its height', async ({ walkPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/afspraak');
  const brakes = page.locator('input[name="work"][value="brake-service"]');
  await brakes.check();
  const [ticked, beside] = [await tileOf(brakes), await tileOf(page.locator('input[name="work"][value="grote-beurt"]'))];
  expect(ticked.height).toBeGreaterThan(80);
  expect(beside.height).toBeLessThan(60);
});

test('every primary button has an icon: the calendar on every appointment button, a query after it too', async ({ walkPage: page }) => {
  for (const path of ['/apk-utrecht', '/services/brake-service', '/services', '/autoschade-utrecht', '/about', '/en/services/brake-service']) {
    await page.goto(path);
    const buttons = page.locator('main a.bg-accent-400');
    expect(await buttons.count(), path).toBeGreaterThan(0);
    const bare = await buttons.evaluateAll((as) => as.filter((a) => !a.querySelector('svg')).map((a) => `${a.textContent?.trim()} → ${a.getAttribute('href')}`));
    expect(bare, path).toEqual([]);
    const appointments = page.locator('main a.bg-accent-400[href*="/afspraak"], main a.bg-accent-400[href*="/appointment"]');
    for (const a of await appointments.all()) await expect(a.locator('svg'), path).toHaveCount(1);
  }
});

// L4: the map's labels no larger than the cards' text beside it, however large the map is drawn. Old build: the labels
// are fixed in the drawing's units, some 20 px at 1280 px; the media queries in the SVG ask the picture's own width.
test('/kaart.svg: its street labels stay at most 16 px at the widths the contact page draws it', async ({ walkPage: page }) => {
  for (const width of [326, 600, 660, 720, 1000]) {
    await page.setViewportSize({ width, height: Math.round((width * 3) / 4) });
    await page.goto('/kaart.svg');
    // Drawn across the window, as the page's <img> draws it across its box: the window is then the picture's width.
    const sizes = await page.evaluate(() => {
      document.documentElement.setAttribute('width', '100%');
      document.documentElement.setAttribute('height', '100%');
      return [...document.querySelectorAll('text')].filter((t) => !t.closest('.c') && t.getAttribute('fill') !== '#fff').map((t) => {
        const r = t.getBoundingClientRect();
        return Math.min(r.width, r.height); // the cross street's label is turned a quarter
      });
    });
    expect(sizes.length).toBe(3);
    // A label's box is about 1.2 times its font size.
    for (const h of sizes) expect(h / 1.2, `${width} px`).toBeLessThanOrEqual(17);
  }
});

// L5: no text under 14 px on a desktop (the hero's trust line, the review sources, the cards' prices were 12–13 px in
// the review's screenshots).
test('at 1280 px no visible text under 14 px on the main pages', async ({ walkPage: page }) => {
  for (const path of ['/', '/services', '/services/brake-service', '/about', '/contact', '/autoschade-utrecht', '/partners', '/afspraak']) {
    await page.goto(path);
    const small = await page.evaluate(() => {
      const out: string[] = [];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const el = n.parentElement;
        if (!el || !n.textContent?.trim() || !el.checkVisibility() || el.closest('.sr-only')) continue;
        if (parseFloat(getComputedStyle(el).fontSize) < 14) out.push(n.textContent.trim().slice(0, 40));
      }
      return out;
    });
    expect(small, path).toEqual([]);
  }
});

// L6: no half-empty row at 1280 px. Old build: /about's two warranty cards in 896 of 1,216 px, /partners' five partners
// with the fifth alone in its row and the RDW's one card as wide as its words.
test('at 1280 px the warranty cards and the partner panels fill their rows', async ({ walkPage: page }) => {
  await page.goto('/about');
  const cards = await page.locator('[data-warranty]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  const inner = await page.locator('[data-warranty]').first().evaluate((li) => {
    const box = li.parentElement!.parentElement!;
    return box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).paddingRight);
  });
  expect(Math.max(...cards), 'the two cards across the section').toBeGreaterThan(inner - 2);

  await page.goto('/partners');
  const rows = await page.locator('.partner-rows').evaluateAll((uls) =>
    uls.map((ul) => {
      const width = ul.getBoundingClientRect().width;
      const last = ul.lastElementChild!.getBoundingClientRect().width;
      return { width: Math.round(width), last: Math.round(last), items: ul.children.length, parent: Math.round(ul.parentElement!.clientWidth - parseFloat(getComputedStyle(ul.parentElement!).paddingLeft) * 2) };
    }),
  );
  for (const r of rows) {
    expect(r.width, 'the panel as wide as its section').toBeGreaterThan(r.parent - 2);
    if (r.items % 2 === 1) expect(r.last, 'an odd last partner across the panel').toBeGreaterThan(r.width / 2);
  }
});
