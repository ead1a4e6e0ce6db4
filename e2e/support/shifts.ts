/** Layout shifts as the visitor's browser reports them (the Layout Instability API), each naming the elements that moved. */
import type { Page } from '@playwright/test';

/** Starts recording before the page's first byte; call before page.goto. */
export const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
      for (const entry of list.getEntries() as unknown as Shift[]) {
        // Below 0.0005 (0.000 at three decimals) is a line of text re-wrapping by a pixel while its words arrive.
        if (entry.hadRecentInput || entry.value < 0.0005) continue;
        const nodes = entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node)));
        w.shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts recorded so far, e.g. ["0.0096: <div class=…>"]; [] when nothing moved. */
export const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
