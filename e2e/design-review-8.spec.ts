/**
 * The design reviews of 2026-11-29 (docs/design/review-2026-11-29.md and review-2026-11-29-evening.md), as a visitor meets them.
 */
import { expect, test } from '@playwright/test';

// The heading font has `font-display: optional`: when it misses its moment, the page keeps 'Heading fallback' for the
// whole view. That face named regular fonts while declaring weights 600–800, so the browser took them as bold and the
// h1 showed thin. Measured here with the heading font refused: the fallback's text must be as wide as the bold system
// face (Liberation Sans Bold on this machine; 102 % size-adjust), not as the regular one (the old face: 1.02 × regular).
test('without the heading font, headings keep their bold: the fallback is a bold face', async ({ page }) => {
  await page.route(/heading\.[\w-]+\.woff2$/, (route) => route.abort());
  await page.goto('/');
  const widths = await page.evaluate(async () => {
    const text = 'Schade aan uw auto? Wij herstellen het vakkundig';
    const measure = (font: string) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.style.cssText = `font: ${font}; position: absolute; white-space: nowrap; visibility: hidden`;
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    await document.fonts.load("700 40px 'Heading fallback'", text);
    return {
      fallback: measure("700 40px 'Heading fallback'"),
      regular: measure("400 40px 'Liberation Sans'"),
      bold: measure("700 40px 'Liberation Sans'"),
    };
  });
  expect(widths.bold / widths.regular, 'this machine has a bold system face').toBeGreaterThan(1.04);
  expect(widths.fallback / widths.bold).toBeGreaterThan(0.99);
  expect(widths.fallback / widths.bold).toBeLessThan(1.05);
});

// Evening review 2026-11-29, L1: the hero's amber button showed a navy ring on the navy hero. Tailwind's
// transition-colors faded the ring from the text colour to white over 150 ms; now it is white at once: no fade of
// outline-color (read from the style: on a loaded machine the fade ends before a read after the Tab).
test('on the navy hero, the focus ring of a button is white at once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = page.locator('[data-hero] a', { hasText: 'Schade melden met foto’s' });
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return el === document.activeElement ? { fades: /outline-color|\ball\b/.test(style.transitionProperty), colour: style.outlineColor } : 'not focused';
  });
  expect(ring).toEqual({ fades: false, colour: 'rgb(255, 255, 255)' });
});

// Evening review 2026-11-29, M4: on a phone a 56 px icon tile beside a long breadcrumb wrapped it to two or three lines
// and pushed the h1 down. Now a 40 px tile and one line, the current page cut with "…" (whole in the HTML and the h1).
test('on a phone the hero breadcrumb is one line beside a 40 px tile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, current] of [['/schadegarant', 'Schadeherstel door een aangesloten Schadegarantbedrijf'], ['/geurtjes-verwijderen', 'Geurverwijdering met ozonbehandeling'], ['/services/transmission', 'Transmissieservice']] as const) {
    await page.goto(path);
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current);
    const { lines, tile } = await crumbs.evaluate((nav) => {
      const items = [...nav.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top));
      return { lines: new Set(items).size, tile: document.querySelector('[data-hero-icon]')!.getBoundingClientRect().height };
    });
    expect(lines, path).toBe(1);
    expect(tile, path).toBe(40);
  }
});
