/**
 * The floating contact buttons cover no visible text and no control, at any width and scroll position (from 1024 px
 * there are none: the header offers contact; below, a bar that slides in once the page scrolls, FloatingContact.astro).
 *
 * Each page is scrolled from top to bottom in steps a pixel shorter than a button: a line of any height then meets a
 * button's box at one step at least, if it ever passes under it. At every step, every line of visible text
 * (Range.getClientRects on the text nodes, so a line is its glyphs' box, not its element's) and every control is
 * checked against every floating button. A line or control under a button counts as covered unless what lies between
 * them is the solid bar that carries the buttons: text under that bar is out of view, like text under a
 * sticky header, not covered. That leaves one thing to prove for the bar: at the end of the page nothing at all lies
 * under it, so every line can be scrolled into view. And a control reached with the keyboard is scrolled clear of it.
 */
import { expect, test } from '@playwright/test';

const routes = ['/', '/about', '/contact', '/services/oil-change', '/apk-utrecht', '/damage-guide', '/privacy'];
// From 1024 px there is no bar (the last test below); the phone widths are where it can cover anything.
const widths = [320, 390];

interface Finding {
  scrollY: number;
  what: string;
}

/** Runs in the page: scrolls it through and returns every place where a floating button covers text or a control. */
const findCovered = async (): Promise<Finding[]> => {
  const aside = document.querySelector('aside[aria-label="Snel contact"]');
  if (!aside) return [{ scrollY: 0, what: 'no floating contact buttons on the page' }];
  const buttons = [...aside.querySelectorAll('a')];
  const painted = (el: Element) => el.getBoundingClientRect().width > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  /** Boxes of the aside that hide what is under them: the buttons, and the solid bar when it is shown. */
  // Read at each step: the bar is out of sight at the top of the page and slides in as it scrolls.
  const solidNow = () => [aside, ...aside.querySelectorAll('*')].filter((el) => {
    if (!painted(el)) return false;
    const bg = getComputedStyle(el).backgroundColor;
    return el.tagName === 'A' || (bg !== 'rgba(0, 0, 0, 0)' && !bg.endsWith(', 0)'));
  });
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  /** Inside a box of at most 1 px that clips (the sr-only text of a link): read by screen readers, not seen. */
  const clipped = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      if (getComputedStyle(a).overflow !== 'visible' && (r.width <= 1 || r.height <= 1)) return true;
    }
    return false;
  };
  const seen = (el: Element | null) => !!el && !aside.contains(el) && painted(el) && !clipped(el);
  const label = (el: Element, text: string) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${text.trim().slice(0, 40)}"`;

  /**
   * Every visible text node and every control, found once: whether an element is painted does not change as the page
   * scrolls. Their boxes are read at each step (in the viewport, so the sticky header counts where it is).
   */
  const candidates: { boxes: () => Iterable<DOMRect>; el: Element; what: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent?.trim() || !el || !seen(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    candidates.push({ boxes: () => range.getClientRects(), el, what: `text ${label(el, node.textContent)}` });
  }
  const controls = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  for (const el of document.querySelectorAll(controls)) {
    if (seen(el)) candidates.push({ boxes: () => el.getClientRects(), el, what: `control ${label(el, el.textContent ?? el.getAttribute('aria-label') ?? '')}` });
  }
  /** Every visible line of text and every control, as boxes in the viewport. */
  const targets = (): { box: DOMRect; el: Element; what: string }[] => {
    const found: { box: DOMRect; el: Element; what: string }[] = [];
    for (const { boxes, el, what } of candidates) {
      for (const box of boxes()) {
        if (box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight) found.push({ box, el, what });
      }
    }
    return found;
  };

  /** True when, at this point, the solid bar (not a button) lies above the element: the element is out of view there. */
  let solid: Element[] = [];
  const underBar = (x: number, y: number, el: Element) => {
    for (const hit of document.elementsFromPoint(x, y)) {
      if (hit === el || hit.contains(el) || el.contains(hit)) return false;
      if (solid.includes(hit) && hit.tagName !== 'A' && !hit.closest('a')) return true;
    }
    return false;
  };

  const findings: Finding[] = [];
  const max = document.documentElement.scrollHeight - innerHeight;
  const step = Math.max(8, Math.min(...buttons.map((b) => b.getBoundingClientRect().height)) - 1);
  // The bar slides in by a scroll-driven animation, which follows the scroll position only at the next frame: at each
  // step the walk waits two frames while any scroll-driven animation has yet to reach its end. Scrolling only down, one
  // that has ended stays ended, and nothing else in the page moves with the scroll position but by layout, which every
  // read below brings up to date at once. (Two frames at every step made this walk ten times slower.)
  const scrollDriven = document.getAnimations().filter((a) => a.timeline && !(a.timeline instanceof DocumentTimeline));
  const settling = () => scrollDriven.some((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().progress !== 1);
  for (let y = 0; ; y = Math.min(max, y + step)) {
    const wait = y === 0 || settling();
    window.scrollTo({ top: y, behavior: 'instant' });
    if (wait) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const atEnd = y >= max;
    solid = solidNow();
    const blocks = atEnd ? solid : buttons.filter(painted);
    for (const t of targets()) {
      for (const b of blocks) {
        const r = b.getBoundingClientRect();
        if (!overlap(t.box, r)) continue;
        const x = (Math.max(t.box.left, r.left) + Math.min(t.box.right, r.right)) / 2;
        const cy = (Math.max(t.box.top, r.top) + Math.min(t.box.bottom, r.bottom)) / 2;
        if (!atEnd && underBar(x, cy, t.el)) continue;
        findings.push({ scrollY: Math.round(y), what: `${t.what} under ${b.tagName === 'A' ? `button "${b.textContent?.trim() || b.querySelector('.sr-only')?.textContent}"` : 'the bar'}${atEnd ? ' at the end of the page' : ''}` });
      }
    }
    if (atEnd) break;
  }
  return findings;
};

// One load per page; the widths by resizing it (the layout follows the width alone).
for (const route of routes) {
  test(`${route}: the floating buttons cover no text and no control at any scroll position, at ${widths.join(', ')} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(route);
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 640 ? 740 : 800 });
      const findings = await page.evaluate(findCovered);
      found.push(...findings.slice(0, 5).map((f) => `${width} px, scrolled ${f.scrollY}: ${f.what}`));
    }
    expect(found).toEqual([]);
  });
}

/**
 * WCAG 2.4.11 (focus not obscured): tabbing through a page, the focused element is never under the contact bar or the
 * sticky header, because the page scrolls it clear of both (scroll-padding in global.css). Reduced motion makes the
 * browser scroll at once, so the position read after each Tab is the final one.
 */
// Two pages stand for all: the scroll padding is site-wide; /privacy adds the sticky contents, /contact the form.
for (const route of ['/contact', '/privacy']) {
  test(`${route}: a control reached with Tab is never hidden under the bar or the header, at 1280 and 390 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const hidden: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 640 ? 740 : 800 });
      await page.goto(route);
      const stops = await page.locator('a[href], button, input, select, textarea, [tabindex="0"]').count();
      // Until focus leaves the page after its last stop, or comes back to one it met (at most as many Tabs as there are
      // controls, hidden ones included: the menu's links at 1280 px are no stops, so that bound alone wasted presses).
      for (let i = 0; i <= stops; i++) {
        await page.keyboard.press('Tab');
        const { found, done } = await page.evaluate((): { found: string | null; done: boolean } => {
          const w = window as unknown as { tabbed?: WeakSet<Element>; tabs?: number };
          const seen = (w.tabbed ??= new WeakSet());
          const el = document.activeElement;
          if (!el || el === document.body) return { found: null, done: (w.tabs ?? 0) > 0 };
          if (seen.has(el)) return { found: null, done: true };
          seen.add(el);
          w.tabs = (w.tabs ?? 0) + 1;
          const box = el.getBoundingClientRect();
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
          const what = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return { found: `${what} out of view`, done: false };
          const top = document.elementFromPoint(x, y);
          if (!top || top === el || el.contains(top) || top.contains(el)) return { found: null, done: false };
          return { found: `${what} under ${top.closest('aside, header')?.tagName.toLowerCase() ?? top.tagName.toLowerCase()}`, done: false };
        });
        if (found) hidden.push(`${width} px: ${found}`);
        if (done) break;
      }
    }
    expect(hidden).toEqual([]);
  });
}

test('the check finds a button that does cover text', async ({ page }) => {
  // The same check with a button moved up out of the bar, over the page's text, must report it: the test can fail.
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/about');
  await page.locator('aside[aria-label="Snel contact"] a').first().evaluate((el: HTMLElement) => (el.style.transform = 'translateY(-300px)'));
  const findings = await page.evaluate(findCovered);
  expect(findings.length).toBeGreaterThan(0);
});

test('the check finds text left under the bar at the end of the page when the bar reserves no room', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/about');
  await page.locator('[data-floating-spacer]').evaluate((el: HTMLElement) => (el.style.display = 'none'));
  const findings = await page.evaluate(findCovered);
  expect(findings.some((f) => f.what.includes('at the end of the page'))).toBe(true);
});

test('the home page has call, WhatsApp and mail like the other pages, room beside each label at 360 px; from 1024 px there is no bar (the header offers contact)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/');
  await page.mouse.wheel(0, 400);
  const aside = page.getByRole('complementary', { name: 'Snel contact' });
  await expect(aside.getByRole('link')).toHaveCount(3);
  // Review 2026-11-29, L2 (old build: three equal thirds, "WhatsApp" touching its edges at 360 px in DejaVu Sans): at
  // 360 px each label, icon included, has 8 px or more on each side, and WhatsApp keeps its name.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(aside.getByRole('link', { name: /^WhatsApp/ })).toBeVisible();
  const slack = await aside.getByRole('link').evaluateAll((as) =>
    as.map((a) => {
      const parts = [...a.children].filter((c) => c.getBoundingClientRect().width > 1).map((c) => c.getBoundingClientRect());
      const box = a.getBoundingClientRect();
      return Math.min(Math.min(...parts.map((r) => r.left)) - box.left, box.right - Math.max(...parts.map((r) => r.right)));
    }),
  );
  for (const s of slack) expect(s).toBeGreaterThanOrEqual(8);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.mouse.wheel(0, 600);
  await expect(aside).toBeHidden();
});
