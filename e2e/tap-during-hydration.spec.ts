/**
 * Issues 16 §4 and 24: a choice made while an island wakes is kept. On /schade-melden the first keystroke in the
 * kenteken field wakes the report (client:interaction); taps and typing in the next 0–300 ms land while React loads
 * and hydrates. Every one of them must still be there once the form is live.
 *
 * Under real contention, where issue 24 saw the loss (1 tap in 64 with two browsers at once on this 2-core machine):
 * three browsers load the page side by side, each as one phone (one context, so from the second load on the island's
 * code comes from the cache and hydrates while the taps land). Per load, after the first keystroke, fifteen taps
 * spread over 0–300 ms (shifted and rotated per load): the three radio groups (never the option a reset would leave)
 * and six text fields twice each, typing one letter per tap. The taps go out through the DevTools protocol without
 * waiting for the page, as a finger does not wait. Loads go on until 200 taps were made (about 15). TAP_TAPS, TAP_LANES and TAP_CPU
 * (DevTools CPU throttling, e.g. 6) for a closer look. The fix: src/lib/hydration-state.ts.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/** Loads go on until this many taps were made in time (a tap the clock would place after 300 ms is not made). */
const wanted = Number(process.env.TAP_TAPS ?? 200);
const maxLoads = 30;
const lanes = Number(process.env.TAP_LANES ?? 3);
const rate = Number(process.env.TAP_CPU ?? 1);
const damageTypes = ['parkeerschade', 'ruitschade', 'hagel-storm', 'vandalisme-inbraak', 'anders'] as const;
// Only 'ja': 'nee' and 'onbekend' show the "Rijd niet zelf verder" help and a foreign plate the country field, which
// would move the fields below away from where the taps land.
const driveable = ['ja'] as const;

interface Tap {
  /** What was tapped: `name=value` for a radio, `name` for a text field. */
  control: string;
  /** Milliseconds after the first keystroke at which the tap was made. */
  at: number;
  kept: boolean;
}

const textFields = ['insurer', 'message', 'firstName', 'lastName', 'phone', 'email'] as const;

/**
 * One page load: the first keystroke, then fifteen taps spread over 0–300 ms (the three radio groups once, each text
 * field twice, typing one letter each time); what each left once the form is live.
 */
const load = async (context: BrowserContext, i: number): Promise<Tap[]> => {
  const page: Page = await context.newPage();
  try {
    await page.goto('/schade-melden');
    await expect(page.locator('[data-report-box] astro-island')).toHaveAttribute('ssr', '');
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // (The plate's kind is no longer asked: "nl" is ticked in the served HTML, the choice behind a link, issue 34.)
    const radios = [['damageType', damageTypes[i % damageTypes.length]!], ['driveable', driveable[i % driveable.length]!]] as const;
    const targets = [
      ...radios.map(([name, value]) => ({ name, value, selector: `input[type="radio"][name="${name}"][value="${value}"]` })),
      ...[...textFields, ...textFields].map((name) => ({ name, value: '', selector: `[name="${name}"]` })),
    ];
    // The insurer sits in the "Verzekering en datum (optioneel)" fold (design review 2026-11-29 evening, H2): opened from
    // the page as a restored draft opens it (a tap on it would wake the island before the first keystroke), so the
    // same six text fields are tapped; hydration must leave it open.
    await page.locator('details[data-report-more]').evaluate((more: HTMLDetailsElement) => (more.open = true));
    // Where to tap, measured before the clock starts (the page does not move: the form is fully in view).
    const boxes = await Promise.all(targets.map(async (x) => (await page.locator(x.selector).first().boundingBox())!));
    // …and each point really reaches its control (not the floating contact bar, not past the window's edge).
    const reached = await page.evaluate(
      (points) =>
        points.map(([x, y, selector]) => {
          const hit = document.elementFromPoint(x, y);
          const target = document.querySelector(selector);
          return !!hit && (hit === target || (hit as HTMLElement).closest('label')?.contains(target) === true);
        }),
      boxes.map((box, k) => [box.x + box.width / 2, box.y + box.height / 2, targets[k]!.selector] as [number, number, string]),
    );
    expect(reached, 'every tap point is on its control').toEqual(targets.map(() => true));
    // Rotated per load, so every control is tapped early and late.
    const step = 300 / targets.length;
    const plan = targets.map((_, slot) => ({ k: (slot + i * 4) % targets.length, at: ((i * 7) % step) + slot * step }));
    await page.locator('[name="licensePlate"]').focus();
    await page.keyboard.type('X');
    // The taps go out through the DevTools protocol without waiting for each to be handled, as a finger does not wait:
    // the page handles each when its main thread is free, between hydration's tasks.
    const start = Date.now();
    const sent: Promise<unknown>[] = [];
    const done: { name: string; value: string; letter: string; at: number }[] = [];
    for (const { k, at } of plan) {
      const wait = at - (Date.now() - start);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const when = Date.now() - start;
      if (when > 300) break;
      const box = boxes[k]!;
      const target = targets[k]!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
      const letter = target.value ? '' : String.fromCharCode(65 + done.length);
      sent.push(cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...point }), cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...point }));
      if (letter) sent.push(cdp.send('Input.insertText', { text: letter }));
      done.push({ name: target.name, value: target.value, letter, at: when });
    }
    await Promise.all(sent);
    // Live (the island sets noValidate in a layout effect), then past anything that could still undo a tap.
    await expect(page.locator('form[novalidate]')).toHaveCount(1, { timeout: 30_000 });
    await page.waitForTimeout(400);
    const shown = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('form input, form textarea')].map((e) => [e.type === 'radio' ? `${e.name}=${e.value}` : e.name, e.type === 'radio' ? String(e.checked) : e.value])),
    );
    // A text field holds its letters in the order they were typed; a radio is checked.
    const typed = (name: string) => done.filter((d) => d.name === name).map((d) => d.letter).join('');
    const taps = done.map(({ name, value, letter, at }) => ({
      control: value ? `${name}=${value}` : `${name} (${letter})`,
      at,
      kept: value ? shown[`${name}=${value}`] === 'true' : shown[name] === typed(name),
    }));
    if (taps.some((x) => !x.kept)) console.log(`load ${i}: ${JSON.stringify(shown)}`);
    await expect(page.locator('details[data-report-more]'), 'the fold stays open once the form is live').toHaveAttribute('open', '');
    // The first keystroke is kept too.
    expect(shown['licensePlate']).toMatch(/^X/);
    return taps;
  } finally {
    await page.close();
  }
};

test('every tap in the first 300 ms after the first keystroke is kept, three browsers at once', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const taps: Tap[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      // A browser per lane (the first is the test's own), one context in it, as one phone: from the second load on,
      // the island's code comes from the cache, so it hydrates within the 300 ms of the taps.
      const own = lane ? await browser.browserType().launch(test.info().project.use.launchOptions) : null;
      const context = await (own ?? browser).newContext({ viewport: { width: 1280, height: 3400 }, locale: 'nl-NL', ...(baseURL ? { baseURL } : {}) });
      while (taps.length < wanted && next < maxLoads) taps.push(...(await load(context, next++)));
      await context.close();
      await own?.close();
    }),
  );
  const lost = taps.filter((x) => !x.kept);
  console.log(`tap test: ${taps.length} taps in ${next} loads, ${lost.length} lost${lost.length ? `: ${lost.map((x) => `${x.control} at ${x.at} ms`).join(', ')}` : ''}`);
  expect(taps.length, 'taps made within 300 ms of the first keystroke').toBeGreaterThanOrEqual(wanted);
  expect(lost, `taps lost of ${taps.length}`).toEqual([]);
});

