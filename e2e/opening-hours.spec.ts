/**
 * "Is it open now?": the status beside the hours, computed in the browser in Amsterdam time, with the Dutch public
 * holidays and the garage's own closures; the same closing days in the JSON-LD; the static hours without JavaScript.
 * The browser's clock is set with Playwright's clock, so every case is a fixed moment.
 */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../src/data/business';
import { easter, holidays, isoDate, type OpeningData } from '../src/lib/opening';
import { ldNode } from './support/json-ld';
import { recordShifts, shiftsOf } from './support/shifts';

/** The status line(s) on a page at an Amsterdam moment given as an ISO time with offset. */
const statusAt = async (page: Page, path: string, when: string) => {
  await page.clock.setFixedTime(new Date(when));
  await page.goto(path);
  return page.locator('[data-open-status]');
};

const cases: [string, string, string, boolean][] = [
  ['a weekday morning', '2026-11-24T09:30:00+01:00', 'Nu open · tot 17.00 uur', true],
  ['a weekday before opening', '2026-11-24T07:15:00+01:00', 'Gesloten · opent vandaag om 8.00 uur', false],
  ['a weekday evening', '2026-11-24T19:00:00+01:00', 'Gesloten · opent morgen om 8.00 uur', false],
  // Not 16.59: the minute's refresh may fire at the end of the minute run, at 17.00 (CI saw it closed).
  ['shortly before closing', '2026-11-24T16:58:30+01:00', 'Nu open · tot 17.00 uur', true],
  ['closing time itself', '2026-11-24T17:00:00+01:00', 'Gesloten · opent morgen om 8.00 uur', false],
  ['a Friday evening', '2026-11-27T18:00:00+01:00', 'Gesloten · opent maandag om 8.00 uur', false],
  ['a Saturday', '2026-11-28T11:00:00+01:00', 'Gesloten · opent maandag om 8.00 uur', false],
  // Friday 25 December 2026; the 26th is a Saturday.
  ['Christmas Day', '2026-12-25T10:00:00+01:00', 'Gesloten · opent maandag om 8.00 uur', false],
  // Thursday 24 December 2026 in the evening: Friday is Christmas Day.
  ['the evening before Christmas', '2026-12-24T18:00:00+01:00', 'Gesloten · opent maandag om 8.00 uur', false],
  // Tuesday 27 April 2027 (summer time, +02:00).
  ['Koningsdag', '2027-04-27T10:00:00+02:00', 'Gesloten · opent morgen om 8.00 uur', false],
  // Easter 2027 is 28 March: Hemelvaartsdag is Thursday 6 May, and the garage opens on Friday.
  ['Hemelvaartsdag', '2027-05-06T10:00:00+02:00', 'Gesloten · opent morgen om 8.00 uur', false],
  ['the Wednesday before Hemelvaartsdag, evening', '2027-05-05T20:00:00+02:00', 'Gesloten · opent vrijdag om 8.00 uur', false],
  // Bevrijdingsdag closes in lustrum years only: 5 May 2026 is a normal Tuesday.
  ['Bevrijdingsdag outside a lustrum year', '2026-05-05T10:00:00+02:00', 'Nu open · tot 17.00 uur', true],
  // The summer closure in business.ts, 26 July to 6 August 2027: the next opening is more than a week away.
  ['during the summer closure', '2027-07-28T10:00:00+02:00', 'Gesloten · opent maandag 9 augustus om 8.00 uur', false],
];

/**
 * One page for all the moments: the first is met on arrival, each next one as the status's minute refresh finds it
 * (the clock set to the moment, then run for a minute: the refresh fires within that minute, and no case sits in the
 * last minute of an hour or a day). A load per moment cost 13 loads more and proved nothing more: arrival and refresh
 * run the same code (src/components/ui/open-status.ts).
 */
test('the status at fourteen moments: weekdays, closing time, weekends, holidays, the summer closure', async ({ page }) => {
  const [start, ...rest] = cases;
  if (!start) throw new Error('no moments');
  const [, first, firstText, firstOpen] = start;
  await page.clock.install({ time: new Date(first) });
  await page.goto('/about');
  const status = page.locator('[data-open-status]');
  await expect(status).toHaveText(firstText);
  await expect(status).toHaveAttribute('data-open', String(firstOpen));
  for (const [name, when, text, open] of rest) {
    await page.clock.setSystemTime(new Date(when));
    await page.clock.runFor(60_000);
    await expect.soft(status, `${name} (${when})`).toHaveText(text);
    await expect.soft(status, `${name} (${when})`).toHaveAttribute('data-open', String(open));
  }
});

test.describe('a visitor whose browser is in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('sees the status in Amsterdam time, not in their own', async ({ page }) => {
    // 03:30 in New York is 09:30 in Utrecht: open there, while it is night where the visitor is.
    const status = await statusAt(page, '/about', '2026-11-24T03:30:00-05:00');
    expect(await page.evaluate(() => new Date().getHours())).toBe(3);
    await expect(status).toHaveText('Nu open · tot 17.00 uur');
  });

  test('late afternoon in New York is night in Utrecht', async ({ page }) => {
    const status = await statusAt(page, '/about', '2026-11-24T13:00:00-05:00');
    await expect(status).toHaveText('Gesloten · opent morgen om 8.00 uur');
  });
});

test('the status shows where the hours are: home tile, contact page, landing-page hours card, footer', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+01:00'));
  const places: [string, string, number][] = [
    ['/', 'main', 1],
    ['/', 'footer', 1],
    ['/contact', 'main', 1],
    ['/contact', 'footer', 1],
    ['/apk-utrecht', '[data-info-card="openingstijden"]', 1],
  ];
  for (const [path, where, count] of places) {
    await page.goto(path);
    const status = page.locator(where).locator('[data-open-status]');
    await expect(status, `${path} ${where}`).toHaveCount(count);
    await expect(status.first(), `${path} ${where}`).toHaveText('Nu open · tot 17.00 uur');
    await expect(status.first()).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Openingstijden' }).locator('..')).toContainText('Nu open · tot 17.00 uur');
});

test('an announced closure shows beside the hours from six weeks before until it is over', async ({ page }) => {
  const closure = business.closures.find((c) => c.note);
  test.skip(!closure, 'business.ts announces no closure');
  const note = page.getByText(/^Zomervakantie: van 26 juli t\/m 6 augustus 2027 gesloten\.$/);
  // Eight months ahead it would only be noise in the tile.
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00+01:00'));
  await page.goto('/contact');
  await expect(note).toBeHidden();
  await page.clock.setFixedTime(new Date('2027-06-15T10:00:00+02:00'));
  await page.goto('/contact');
  await expect(note).toBeVisible();
  await page.clock.setFixedTime(new Date('2027-07-01T10:00:00+02:00'));
  await page.goto('/contact');
  await expect(note).toBeVisible();
  await page.clock.setFixedTime(new Date('2027-08-07T10:00:00+02:00'));
  await page.goto('/contact');
  await expect(note).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the static hours stay, and the empty status line takes no words', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('footer')).toContainText('ma t/m vr 8.00–17.00 uur');
    for (const status of await page.locator('[data-open-status]').all()) await expect(status).toHaveText('');
  });
});

for (const path of ['/', '/contact']) {
  test(`${path}: the status lines keep their height when they fill in: no layout shift`, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+01:00'));
    // A screen tall enough to hold the whole page at 390 px: a shift counts only where it is seen, and the status lines
    // (a home tile, the contact card, the footer) sit lower than a phone's first screen.
    await page.setViewportSize({ width: 390, height: 10_000 });
    await recordShifts(page);
    // The status script arrives late, as on a slow connection: the page is painted before the lines fill in.
    await page.route(/\/_astro\/open-status-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(path);
    for (const status of await page.locator('[data-open-status]').all()) await expect(status).not.toHaveText('');
    expect(await shiftsOf(page)).toEqual([]);
  });
}

test.describe('the closing days in the JSON-LD', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const isWeekday = (d: Date) => d.getUTCDay() > 0 && d.getUTCDay() < 6;

  // The English home and contact page show the hours too, and publish the same closing days (English review D5).
  for (const path of ['/', '/contact', '/apk-utrecht', '/en', '/en/contact']) {
    test(`${path}: specialOpeningHoursSpecification lists the closed weekdays of the coming twelve months`, async ({ page }) => {
      await page.goto(path);
      const shop = await ldNode(page, 'AutoBodyShop');
      const specs = shop['specialOpeningHoursSpecification'] as { opens: string; closes: string; validFrom: string; validThrough: string }[];
      const today = day(new Date().toISOString().slice(0, 10));
      const end = new Date(today.getTime() + 366 * 864e5);
      expect(specs.length).toBeGreaterThan(5);
      expect(shop['contactPoint'], 'the languages we speak').toMatchObject({ '@type': 'ContactPoint', availableLanguage: ['nl', 'en'] });
      for (const s of specs) {
        expect([s.opens, s.closes]).toEqual(['00:00', '00:00']);
        expect(day(s.validFrom) >= new Date(today.getTime() - 864e5) && day(s.validFrom) < end, s.validFrom).toBe(true);
        expect(day(s.validThrough) >= day(s.validFrom)).toBe(true);
        expect(isWeekday(day(s.validFrom)), `${s.validFrom} is a weekday`).toBe(true);
      }
      const froms = specs.map((s) => s.validFrom);
      // Worked out here without the site's module: the next Christmas Day and Koningsdag, when on a weekday.
      const y = today.getUTCFullYear();
      for (const iso of [`${y}-12-25`, `${y + 1}-12-25`]) {
        const d = day(iso);
        if (d >= today && d < new Date(today.getTime() + 365 * 864e5) && isWeekday(d)) expect(froms).toContain(iso);
      }
      for (const year of [y, y + 1]) {
        const king = day(`${year}-04-27`).getUTCDay() === 0 ? `${year}-04-26` : `${year}-04-27`;
        const d = day(king);
        if (d >= today && d < new Date(today.getTime() + 365 * 864e5) && isWeekday(d)) expect(froms).toContain(king);
      }
      for (const c of business.closures) {
        if (day(c.to) >= today && day(c.from) < new Date(today.getTime() + 365 * 864e5)) {
          expect(specs).toContainEqual(expect.objectContaining({ validThrough: c.to }));
        }
      }
    });
  }

  test('a page that does not show the hours keeps the business node without them', async ({ page }) => {
    await page.goto('/about');
    const shop = await ldNode(page, 'AutoBodyShop');
    expect(shop['specialOpeningHoursSpecification']).toBeUndefined();
  });
});

test.describe('the holiday computation', () => {
  const rules = (g: number, l: number): OpeningData => [[], [], g, l];
  const dates = (y: number, d: OpeningData) => holidays(y, d).filter((n) => n > 0).map(isoDate).sort();

  test('Easter Sunday for known years', () => {
    const known: Record<number, string> = {
      2000: '2000-04-23', 2008: '2008-03-23', 2011: '2011-04-24', 2019: '2019-04-21', 2024: '2024-03-31',
      2025: '2025-04-20', 2026: '2026-04-05', 2027: '2027-03-28', 2038: '2038-04-25', 2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(isoDate(easter(Number(year))), year).toBe(date);
  });

  test('2025: a lustrum year, and Koningsdag moves to Saturday 26 April because the 27th is a Sunday', () => {
    expect(dates(2025, rules(0, 5))).toEqual([
      '2025-01-01', '2025-04-20', '2025-04-21', '2025-04-26', '2025-05-05', '2025-05-29', '2025-06-08', '2025-06-09', '2025-12-25', '2025-12-26',
    ]);
  });

  test('2026: no Bevrijdingsdag in a normal year, Goede Vrijdag only when configured', () => {
    const base = ['2026-01-01', '2026-04-05', '2026-04-06', '2026-04-27', '2026-05-14', '2026-05-24', '2026-05-25', '2026-12-25', '2026-12-26'];
    expect(dates(2026, rules(0, 5))).toEqual(base);
    expect(dates(2026, rules(1, 5))).toEqual([...base, '2026-04-03'].sort());
    expect(dates(2026, rules(0, 1))).toEqual([...base, '2026-05-05'].sort());
  });

  test('2030: lustrum again; Bevrijdingsdag never when configured so', () => {
    expect(dates(2030, rules(0, 5))).toContain('2030-05-05');
    expect(dates(2030, rules(0, 0))).not.toContain('2030-05-05');
    // 27 April 2031 is a Sunday.
    expect(dates(2031, rules(0, 5))).toContain('2031-04-26');
  });
});
