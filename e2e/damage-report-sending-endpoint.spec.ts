/**
 * The damage report against a real form backend (dist-endpoint/, PUBLIC_DAMAGE_REPORT_ENDPOINT; support/form-backend.ts)
 * while sending goes wrong or is interrupted: a slow backend and a cancel, two quick clicks, a 500, a refused connection,
 * a reload halfway. Nothing the visitor entered is lost. The helpers are support/report-endpoint.ts.
 * Runs in the 'form-endpoint' project only, in order, in one worker: the backend's port is fixed by the build.
 */
import { expect, test } from '@playwright/test';
import { business } from '../src/data/business';
import { report as t } from '../src/data/forms/nl';
import { driveable, shownFields, fillReport, photoCount, photoInput, photoList, plate, shownValues, submitButton, testPhotos, toast } from './support/damage-report';
import type { MultipartPost } from './support/form-backend';
import { backend, posts, expectResult, fieldsOf, axeClean, addPhotos, useBackend } from './support/report-endpoint';

test.describe.configure({ mode: 'default' });

useBackend();

test('while a slow backend answers: a progress bar, the button disabled and saying so, a cancel that keeps everything', async ({ page }) => {
  const photos = await testPhotos();
  await page.goto('/schade-melden');
  await fillReport(page);
  await addPhotos(page, [photos.camera], 1);
  backend.hold();
  await submitButton(page).click();
  const bar = page.getByRole('progressbar', { name: t.progress });
  await expect(bar).toBeVisible();
  await expect(submitButton(page)).toHaveText(t.sending);
  await expect(submitButton(page)).toBeDisabled();
  await expect(plate(page)).not.toBeEditable();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await axeClean(page);
  await submitButton(page).click({ force: true });
  expect(posts()).toHaveLength(1);

  await page.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByText(t.cancelled)).toBeVisible();
  await expect(bar).toBeHidden();
  expect(await shownValues(page)).toEqual(shownFields);
  await expect(photoList(page).getByRole('img')).toHaveCount(1);
  backend.release();

  // Sent again, the report arrives; the cancelled upload is the one the backend never answered.
  await submitButton(page).click();
  await expectResult(page);
  expect(posts()).toHaveLength(2);
});

test('two quick clicks while a photo is still being prepared send one report, with the photo', async ({ page }) => {
  const photos = await testPhotos();
  await page.goto('/schade-melden');
  await fillReport(page);
  const chooser = page.waitForEvent('filechooser');
  await photoInput(page).click();
  await (await chooser).setFiles([photos.camera]);
  await submitButton(page).dblclick();
  await expectResult(page, { timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(posts()).toHaveLength(1);
  expect(posts()[0]?.files).toHaveLength(1);
});

test('a 500 keeps every field and photo with retry, phone and WhatsApp; sending again delivers once', async ({ page }) => {
  const photos = await testPhotos();
  await page.goto('/schade-melden');
  await fillReport(page);
  await addPhotos(page, [photos.small, photos.png], 2);
  backend.answer = { status: 500, body: 'Formulierdienst tijdelijk buiten gebruik' };
  await submitButton(page).click();
  await expect(toast(page)).toContainText(t.failureTitle);
  await expect(toast(page)).toContainText('(foutcode 500)');
  await expect(toast(page).getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(toast(page).getByRole('link', { name: /WhatsApp-bericht/ })).toHaveAttribute('href', business.whatsapp.url);
  expect(await shownValues(page)).toEqual(shownFields);
  await expect(photoList(page).getByRole('img')).toHaveCount(2);
  await axeClean(page);

  backend.answer = { status: 200, body: '{"ok":true}' };
  await toast(page).getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expectResult(page);
  expect(posts()).toHaveLength(2);
  expect(fieldsOf(posts()[1] as MultipartPost)).toEqual(fieldsOf(posts()[0] as MultipartPost));
  expect(posts()[1]?.files).toHaveLength(2);
  await axeClean(page);
});

test('a refused connection keeps everything; once the backend is back, "Opnieuw versturen" delivers', async ({ page }) => {
  const photos = await testPhotos();
  await page.goto('/schade-melden');
  await fillReport(page);
  await addPhotos(page, [photos.small], 1);
  await backend.stop();
  await submitButton(page).click();
  await expect(toast(page)).toContainText(t.failureTitle);
  await expect(toast(page)).toContainText('er was geen internetverbinding');
  expect(await shownValues(page)).toEqual(shownFields);
  await expect(photoList(page).getByRole('img')).toHaveCount(1);
  await backend.start();
  await toast(page).getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expectResult(page);
  expect(posts()).toHaveLength(1);
  expect(posts()[0]?.files).toHaveLength(1);
});

test('a reload halfway restores the text and the prepared photos', async ({ page }) => {
  const photos = await testPhotos();
  await page.goto('/schade-melden');
  await fillReport(page);
  await driveable(page, 'nee').check();
  await addPhotos(page, [photos.small, photos.png], 2);
  await page.reload();
  // Without any interaction: the photos wake the island, the text comes back from the draft.
  await expect(photoCount(page, 2)).toBeVisible();
  await expect(photoList(page).getByRole('img')).toHaveCount(2);
  expect(await shownValues(page)).toEqual({ ...shownFields, licensePlate: 'AB-12-CD', driveable: 'nee' });
  await expect(page.locator('[data-not-driveable]')).toBeVisible();
  await axeClean(page);

  await submitButton(page).click();
  await expectResult(page);
  expect(posts()[0]?.files.map((f) => f.filename)).toEqual(['schade-1.webp', 'schade-2.webp']);
  expect(fieldsOf(posts()[0] as MultipartPost).driveable).toBe('nee');
});
