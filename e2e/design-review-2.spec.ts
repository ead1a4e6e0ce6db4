/**
 * The fixes for the design review of 2026-11-28 (docs/design/review-2026-11-28.md, findings 3 and 5–8), as a visitor
 * sees them at 360, 390 and 1280 px. What each finding asked and what changed: docs/design.md, "Design review 2026-11-28".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './support/walk-page';
import { wraps } from './support/page-design';
import { sitemapPaths } from './support/site';

test.describe('F5: phone numbers and the e-mail address never break inside', () => {
  // /, /contact, /damage-guide, /en, /en/contact and /privacy at their widths: a step of e2e/every-page.spec.ts's walk
  // (e2e/support/page-design.ts). Here the thank-you page, which is not in the sitemap.
  const cases: [string, number, number][] = [['/bedankt', 360, 780], ['/bedankt', 390, 844]];
  for (const [path, width, height] of cases) {
    test(`${path} at ${width} px`, async ({ walkPage: page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      const found = await wraps(page);
      expect(found.length, 'the page writes a number or the address').toBeGreaterThan(0);
      expect(found.filter((f) => f.lines > 1)).toEqual([]);
      // Nothing sticks out: an unbreakable number or address fits its column.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('F6: every damage-type tile keeps its words whole', () => {
  for (const path of ['/schade-melden', '/en/report-damage']) {
    test(`${path} from 360 to 640 px: no word hyphenated or broken, no tile running over`, async ({ walkPage: page }) => {
      for (const width of [360, 375, 384, 390, 400, 412, 430, 600, 640]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        const tiles = page.locator('.report-types > .choice');
        await expect(tiles).toHaveCount(6);
        const broken = await tiles.evaluateAll((labels) =>
          labels.flatMap((label) => {
            const text = [...label.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
            if (!text) return [`${label.textContent}: no text`];
            const style = getComputedStyle(label);
            const out = style.hyphens === 'auto' ? [`${text.textContent}: hyphens auto`] : [];
            for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(text, m.index ?? 0);
              range.setEnd(text, (m.index ?? 0) + m[0].length);
              const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.bottom)));
              if (tops.size > 1) out.push(`${m[0]} broken over ${tops.size} lines`);
            }
            if (label.scrollWidth > label.clientWidth) out.push(`${text.textContent}: runs over its tile`);
            return out;
          }),
        );
        expect(broken, `${width} px`).toEqual([]);
      }
    });
  }
});

// F7 (on a 360 px phone every h1 takes at most three lines): a step of e2e/every-page.spec.ts's walk, at 390, 375 and
// 360 px on every page of the sitemap (e2e/support/page-design.ts); it was a load of every page here at each width.

test.describe('F8: every question of a form in one style', () => {
  for (const path of ['/afspraak', '/schade-melden', '/en/appointment', '/en/report-damage']) {
    test(`${path}: field labels and question legends alike, the heading face only for a section's title`, async ({ walkPage: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const styles = await page.locator('form').first().evaluate((form) => {
        const font = (e: Element) => {
          const s = getComputedStyle(e);
          return `${s.fontFamily.split(',')[0]} ${s.fontSize} ${s.fontWeight}`;
        };
        const visible = (e: Element) => e.checkVisibility() && !e.closest('.sr-only') && e.getBoundingClientRect().width > 1;
        // A section holds several text fields ("Uw gegevens"); every other legend asks one question.
        const isSection = (legend: Element) => (legend.parentElement?.querySelectorAll('input[type=text], input[type=email], input[type=tel]').length ?? 0) > 1;
        // A field's label asks a question; the label of a single check box or radio is an answer.
        const answer = (e: Element) => ['checkbox', 'radio'].includes((document.getElementById((e as HTMLLabelElement).htmlFor) as HTMLInputElement | null)?.type ?? '');
        const questions = [...form.querySelectorAll('legend'), ...form.querySelectorAll('label[for]')].filter((e) => visible(e) && !answer(e) && !(e.tagName === 'LEGEND' && isSection(e)));
        const sections = [...form.querySelectorAll('legend')].filter((e) => visible(e) && isSection(e));
        return { questions: questions.map((e) => `${font(e)} · ${e.textContent?.trim().slice(0, 30)}`), sections: sections.map(font) };
      });
      expect(styles.questions.length).toBeGreaterThan(4);
      const fonts = new Set(styles.questions.map((q) => q.split(' · ')[0]));
      expect([...fonts], styles.questions.join('\n')).toHaveLength(1);
      expect(styles.sections.length).toBeGreaterThan(0);
      for (const s of styles.sections) expect(s).not.toBe([...fonts][0]);
    });
  }
});

test.describe('F3: on a phone every inner hero has a visual anchor that says what the page is about', () => {
  // Each page's icon in the first screen at 390 px and hidden at 1280 px: a step of e2e/every-page.spec.ts's walk
  // (e2e/support/page-design.ts). Here what holds over the pages together, read from the built pages.
  test('every inner hero carries a topic icon; the landing pages each their own', () => {
    const landings = readdirSync('src/content/landing').map((f) => `/${f.replace(/\.md$/, '')}`);
    const icons = new Map<string, string>();
    const missing: string[] = [];
    for (const path of sitemapPaths()) {
      const html = readFileSync(`dist/${path === '/' ? 'index' : path.slice(1)}.html`, 'utf8');
      if (!/<section[^>]*\sdata-page-hero[\s>]/.test(html)) continue;
      const svg = html.match(/\sdata-hero-icon>\s*(<svg[\s\S]*?<\/svg>)/)?.[1];
      if (svg) icons.set(path, svg);
      else missing.push(path);
    }
    expect(missing, 'inner heroes without an anchor on a phone').toEqual([]);
    expect(icons.size).toBeGreaterThan(30);
    // What the service is: not one generic icon for all seventeen landing pages.
    const landingIcons = new Set(landings.map((p) => icons.get(p)));
    expect(landingIcons.has(undefined)).toBe(false);
    expect(landingIcons.size).toBeGreaterThanOrEqual(12);
    expect(icons.get('/schadeherstel')).not.toBe(icons.get('/services'));
  });
});
