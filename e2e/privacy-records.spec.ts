/**
 * One privacy statement in both languages (issue 38): every kind of record the site and the receiver keep about a
 * visitor (src/data/privacy.ts → storedRecords) has its section in Dutch and in English, under the same id, on the
 * built pages, and both pages carry the one date.
 */
import { expect, test } from '@playwright/test';
import { privacySections, storedRecords, updated } from '../src/data/privacy';
import { privacySectionsEn } from '../src/data/en/privacy';
import type { PrivacySection } from '../src/data/privacy';

const statements = { '/privacy': privacySections, '/en/privacy': privacySectionsEn } as const;
const sectionFor = (sections: readonly PrivacySection[], kind: string) => sections.find((s) => s.records?.includes(kind as never));

test('every kind of stored record has its section in both languages, under the same id', () => {
  const missing: string[] = [];
  for (const kind of storedRecords) {
    const nl = sectionFor(privacySections, kind);
    const en = sectionFor(privacySectionsEn, kind);
    if (!nl) missing.push(`${kind} (nl)`);
    if (!en) missing.push(`${kind} (en)`);
    if (nl && en) expect(en.id, `${kind}: the English section has the Dutch id`).toBe(nl.id);
  }
  expect(missing).toEqual([]);
  // The statement names what the receiver is being built to do, with each term from business.retention.
  const text = (sections: readonly PrivacySection[]) => JSON.stringify(sections);
  for (const phrase of ['Cloudflare Access', 'Cloudflare D1', 'Cloudflare Email Service']) {
    expect(text(privacySections), phrase).toContain(phrase);
    expect(text(privacySectionsEn), phrase).toContain(phrase);
  }
});

test('/privacy and /en/privacy show every record’s section, and one date', async ({ page }) => {
  for (const [path, sections] of Object.entries(statements)) {
    await page.goto(path);
    for (const kind of storedRecords) {
      const section = sectionFor(sections, kind);
      await expect(page.locator(`main section#${section?.id ?? 'missing'} h2`), `${kind} on ${path}`).toHaveText(section?.heading ?? '');
      await expect(page.locator(`main nav a[href="#${section?.id ?? 'missing'}"]`), `${kind} in the contents of ${path}`).toHaveCount(1);
    }
    await expect(page.locator('main time')).toHaveAttribute('datetime', updated);
  }
});
