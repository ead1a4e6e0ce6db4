/**
 * axe-core with the rules of the level the site promises: WCAG 2.0, 2.1 and 2.2, A and AA.
 *
 * axe-core runs in the page itself (page.evaluate, which the page's Content-Security-Policy does not govern), put in
 * once per document and run as often as the test asks (e.g. at 1280 px, then at 390 px). @axe-core/playwright's
 * AxeBuilder, used before, spent some two seconds a scan beside axe's own work (a second page for each report,
 * results for every rule that passed); the rules and their findings are the same. The site has no frames: a page
 * with one fails here rather than go unscanned.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** The axe-core that @axe-core/playwright depends on (the version it was tested with). */
const axeSource = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Scan = { missing: true } | { frames: number } | { violations: string[] };

/**
 * The violations on the page as it is now, each as "rule: the elements it found"; [] when there are none.
 * Always the whole document: a scan of a part skips axe's page-level rules (title, lang, bypass blocks, landmarks).
 */
export const wcagViolations = async (page: Page): Promise<string[]> => {
  const scan = () =>
    page.evaluate(async (tags): Promise<Scan> => {
      const axe = (window as unknown as { axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
      type AxeResults = { violations: { id: string; nodes: { target: string[] }[] }[] };
      if (!axe) return { missing: true };
      const frames = document.querySelectorAll('iframe, frame, object, embed').length;
      if (frames) return { frames };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return { violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) };
    }, tags);
  let result = await scan();
  if ('missing' in result) {
    await page.evaluate(axeSource);
    result = await scan();
  }
  if ('frames' in result) throw new Error(`${result.frames} frame(s) on ${page.url()}: axe is run in the top document only`);
  if ('missing' in result) throw new Error(`axe-core did not load in ${page.url()}`);
  return result.violations;
};
