/** axe-core with the rules of the level the site promises: WCAG 2.0, 2.1 and 2.2, A and AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The violations on the page as it is now, each as "rule: the elements it found"; [] when there are none. */
export const wcagViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
