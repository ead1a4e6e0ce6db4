/**
 * The evening review of 2026-11-29 (docs/design/review-2026-11-29-evening.md). M3's choice controls: every check box
 * and radio of the forms is one tile (src/components/islands/ChoiceTile.tsx), the native box visible at its left, at
 * least 48 px high, a 2 px brand border (the border and an inset ring) and a light-blue fill once ticked. The
 * appointment's day chips were centred words with the box hidden, and its ticked "Maakt niet uit" a solid blue block
 * like the primary button: these fail on the build before (the chips' input had opacity 0, the ticked chip a brand-700
 * fill with white text, the stay radios 44 px).
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
