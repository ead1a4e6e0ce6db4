/**
 * What the damage report's endpoint specs share (damage-report-endpoint.spec.ts, damage-report-sending-endpoint.spec.ts):
 * the form backend on the address baked into dist-endpoint/ (`useBackend`), started before the file and reset before each
 * test, and what the tests read back. Moved whole from damage-report-endpoint.spec.ts when it was split by concern.
 */
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './a11y';
import { report as t } from '../../src/data/forms/nl';
import { reportFieldNames } from '../../src/lib/form-rules';
import { photoCount, photoInput, testPhotos, toast, type TestFile } from './damage-report';
import { builtEndpoint, FormBackend, type MultipartPost } from './form-backend';

export let backend: FormBackend;

/**
 * The form backend for the spec file that calls this, on PUBLIC_DAMAGE_REPORT_ENDPOINT's port: both files use it, so
 * the project `form-endpoint` runs one file at a time (playwright.config.ts).
 */
export const useBackend = () => {
  test.beforeAll(async ({ baseURL }) => {
    backend = new FormBackend(builtEndpoint('schade-melden'), new URL(baseURL ?? '').origin);
    await backend.start();
    await testPhotos();
  });
  test.afterAll(async () => backend.stop());
  test.beforeEach(async () => {
    backend.reset();
    await backend.start();
  });
};

export const posts = () => backend.posts as MultipartPost[];
/** An empty report as served: every field empty, a Dutch plate assumed ("nl" ticked, issue 34). */
export const empty = { ...Object.fromEntries(reportFieldNames.map((n) => [n, ''])), plateOrigin: 'nl' };

/** The one result in the form's place (issue 34): the form is gone and the result's heading has the focus. */
export const result = (page: Page) => page.locator('main [data-form-result]');
export const expectResult = async (page: Page, options?: { timeout: number }) => {
  await expect(result(page).getByRole('heading', { name: t.result.heading })).toBeFocused(options);
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
};

/** The fields as the backend received them: one value each. */
export const fieldsOf = (post: MultipartPost) => Object.fromEntries(Object.entries(post.fields).map(([k, v]) => [k, v.join('|')]));

/**
 * axe (WCAG 2.x A/AA) on the page as it is now, at 1280 and at 390 px, scrolled to the top; the viewport and the scroll
 * are put back afterwards. At the top, because after a resize the scroll can leave a control under the sticky header,
 * and axe then finds it a target too small to tap (seen on the report's "onbekend"): a moment of scrolling, not the layout.
 */
export const axeClean = async (page: Page) => {
  const before = page.viewportSize();
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await wcagViolations(page), `${width} px`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled);
};

/** Picks files as a visitor does (a tap on the picker, then the file chooser) and waits until each is prepared or refused. */
export const addPhotos = async (page: Page, files: TestFile[], count: number) => {
  const chooser = page.waitForEvent('filechooser');
  await photoInput(page).click();
  await (await chooser).setFiles(files);
  await expect(photoCount(page, count)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/wordt klaargemaakt/)).toHaveCount(0, { timeout: 30_000 });
};
