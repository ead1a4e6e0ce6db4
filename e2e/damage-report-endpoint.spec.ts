/**
 * The damage report against a real form backend: the build in dist-endpoint/ posts to PUBLIC_DAMAGE_REPORT_ENDPOINT,
 * and this file starts a Node server on exactly that address that parses the multipart body (support/form-backend.ts).
 * The photos are made with sharp (support/photos.mjs) and checked as the backend receives them. This file: what the
 * backend receives, the errors at the fields and the photos refused; a slow, failing or missing backend and a reload
 * are in damage-report-sending-endpoint.spec.ts (the helpers both share: support/report-endpoint.ts).
 * Runs in the 'form-endpoint' project only, in order, in one worker: the backend's port is fixed by the build.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { business } from '../src/data/business';
import { report as t, shared } from '../src/data/forms/nl';
import { driveable, expectedFields, fillReport, notAnImage, photoCount, photoInput, photoList, plate, plateOrigin, shownValues, submitButton, testPhotos, typed, undecodable } from './support/damage-report';
import type { MultipartPost } from './support/form-backend';
import { exifHasGps } from './support/photos.mjs';
import { backend, posts, empty, result, expectResult, fieldsOf, axeClean, addPhotos, useBackend } from './support/report-endpoint';

test.describe.configure({ mode: 'default' });

useBackend();

test('a report with three photos: the backend receives every field, the kenteken normalised, and small upright WebP photos without GPS', async ({ page, baseURL }) => {
  const photos = await testPhotos();
  const input = await sharp(photos.camera.buffer).metadata();
  // The input really is a sideways 12-MP photo with a GPS position: otherwise this test could not fail.
  expect([input.width, input.height, input.orientation, exifHasGps(input.exif)]).toEqual([4032, 3024, 6, true]);

  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/schade-melden');
  await fillReport(page);
  await addPhotos(page, [photos.camera, photos.png, photos.small], 3);
  await expect(photoList(page).getByRole('img')).toHaveCount(3);
  await expect(photoList(page).getByRole('img', { name: 'Foto 1 van de schade' })).toBeVisible();
  await axeClean(page);
  await submitButton(page).click();

  await expectResult(page);
  await expect(result(page).locator('[data-result-sent]')).toHaveText('AB-12-CD · Parkeerschade · 3 foto’s ontvangen');
  await expect(result(page).locator('[data-result-by]')).toHaveText(/^U hoort uiterlijk \S+ \d{1,2} \S+ van ons\.$/);
  // This backend gives no reference: the result shows none and says to note the one it never got.
  await expect(result(page).locator('[data-result-reference]')).toHaveCount(0);
  await expect(result(page)).toContainText(shared.result.noteReference);
  await axeClean(page);

  expect(posts()).toHaveLength(1);
  const [post] = posts();
  if (!post) throw new Error('no post');
  expect(fieldsOf(post)).toEqual({ ...expectedFields, _gotcha: '' });
  expect(post.files.map((f) => [f.field, f.filename, f.type])).toEqual([
    // Chromium's canvas encodes WebP (Safari's gets JPEG: src/lib/photos.ts); the name follows the type.
    ['photos', 'schade-1.webp', 'image/webp'],
    ['photos', 'schade-2.webp', 'image/webp'],
    ['photos', 'schade-3.webp', 'image/webp'],
  ]);
  const received = await Promise.all(post.files.map((f) => sharp(f.bytes).metadata()));
  for (const [i, meta] of received.entries()) {
    expect(meta.format, `photo ${i + 1}`).toBe('webp');
    expect(post.files[i]?.bytes.length, `photo ${i + 1} bytes`).toBeLessThanOrEqual(250_000);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0), `photo ${i + 1} longest side`).toBeLessThanOrEqual(1400);
    expect(meta.exif, `photo ${i + 1} EXIF`).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
  }
  // The camera photo comes out upright (portrait, orientation applied to the pixels) at 1400 px; the PNG scaled to
  // 1400 × 933; the small photo as it was (issue 22 §3: at most 1400 px and 250 KB, src/lib/photo-prep.ts).
  const [camera, ...rest] = received.map((m) => [m.width ?? 0, m.height ?? 0] as const);
  expect(camera![1], 'camera photo upright: portrait').toBeGreaterThan(camera![0]);
  expect(camera![1] / camera![0]).toBeCloseTo(4 / 3, 2);
  expect(rest).toEqual([[1400, 933], [640, 480]]);
  expect(received[0]?.orientation ?? 1).toBe(1);

  // Success empties the form, the photos and the draft: a reload shows an empty report.
  await page.reload();
  await plate(page).focus();
  await page.waitForLoadState('networkidle');
  expect(await shownValues(page)).toEqual(empty);
  await expect(photoList(page)).toHaveCount(0);

  // The page talked to its own origin and the backend only.
  const origins = new Set(requests.filter((u) => !u.startsWith('data:')).map((u) => new URL(u).origin));
  expect([...origins].sort()).toEqual([new URL(baseURL ?? '').origin, backend.url.origin].sort());
});

test('an engine without OffscreenCanvas, createImageBitmap\'s resize options or WebP encoding: the page prepares the photo itself, as an upright JPEG within 1400 px and 250 KB', async ({ page }) => {
  const photos = await testPhotos();
  // An older Safari, as far as the form can tell: no OffscreenCanvas (so no photo worker), createImageBitmap that
  // refuses any options, and a canvas that writes PNG when asked for WebP (as browsers without a WebP encoder do).
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.OffscreenCanvas;
    const decode = window.createImageBitmap.bind(window);
    window.createImageBitmap = ((image: ImageBitmapSource, ...rest: unknown[]) => {
      if (rest.some((r) => typeof r === 'object' && r !== null)) return Promise.reject(new TypeError('options not supported'));
      return (decode as (i: ImageBitmapSource, ...r: unknown[]) => Promise<ImageBitmap>)(image, ...rest);
    }) as typeof window.createImageBitmap;
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
      return toBlob.call(this, callback, type === 'image/webp' ? 'image/png' : type, quality);
    };
  });
  await page.goto('/schade-melden');
  await fillReport(page);
  await addPhotos(page, [photos.camera], 1);
  await submitButton(page).click();
  await expectResult(page);
  const [post] = posts();
  expect(post?.files.map((f) => [f.filename, f.type])).toEqual([['schade-1.jpg', 'image/jpeg']]);
  const bytes = post!.files[0]!.bytes;
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(bytes.length).toBeLessThanOrEqual(250_000);
  // Upright although the decoder could not be told `imageOrientation`: Chromium applies EXIF orientation by default.
  // At most 1400 px; this noise-through-and-through photo gets fewer pixels to stay near its byte target (issue 31).
  const [width = 0, height = 0] = [meta.width, meta.height];
  expect(height).toBeLessThanOrEqual(1400);
  expect(width / height).toBeCloseTo(0.75, 2);
  expect(meta.exif).toBeUndefined();
});

test('empty submit and a wrong kenteken: Dutch errors at the fields (e-mail optional), focus on the first; every side code is accepted', async ({ page }) => {
  await page.goto('/schade-melden');
  await submitButton(page).click();
  // The kenteken first: a Dutch plate is assumed, so there is nothing to choose before it (issue 34).
  await expect(plate(page)).toBeFocused();
  await expect(plateOrigin(page, 'nl')).toBeChecked();
  await expect(plate(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t.errors.licensePlateEmpty)).toBeVisible();
  await expect(page.getByText(t.errors.damageType)).toBeVisible();
  await expect(page.getByText(t.errors.driveable)).toBeVisible();
  await expect(page.getByText('Vul uw telefoonnummer in, dan bellen wij u terug.')).toBeVisible();
  // The e-mail address is optional in the report: the garage calls back on the phone number.
  await expect(page.getByText('Vul uw e-mailadres in, dan kunnen wij u antwoorden.')).toHaveCount(0);
  await axeClean(page);

  await plate(page).fill('AB-123');
  await submitButton(page).click();
  await expect(page.getByText(t.errors.licensePlateInvalid('AB-123'))).toBeVisible();
  await expect(plate(page)).toHaveAccessibleDescription(new RegExp(t.errors.licensePlateInvalid('AB-123').slice(0, 20)));
  await axeClean(page);

  for (const [typedPlate, shown] of [
    ['ab12cd', 'AB-12-CD'],
    ['AB 12 CD', 'AB-12-CD'],
    ['ab-12-cd', 'AB-12-CD'],
    ['12-ABC-3', '12-ABC-3'],
    ['1abc23', '1-ABC-23'],
    ['gbb12f', 'GBB-12-F'],
  ] as const) {
    await plate(page).fill(typedPlate);
    await plate(page).blur();
    await expect(plate(page)).toHaveValue(shown);
    await expect(page.getByText(/is geen Nederlands kenteken/)).toHaveCount(0);
  }
  expect(backend.posts).toHaveLength(0);
});

test('"nee" shows at once what to do: call us and how the car gets here', async ({ page }) => {
  await page.goto('/schade-melden');
  const help = page.locator('[data-not-driveable]');
  await expect(help).toBeHidden();
  await driveable(page, 'nee').check();
  await expect(help).toBeVisible();
  await expect(help).toContainText(t.notDriveable.title);
  await expect(help.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
  await expect(help).toContainText(business.address.street);
  await expect(help).toContainText('alarmcentrale');
  await axeClean(page);
  await driveable(page, 'ja').check();
  await expect(help).toBeHidden();
});

test('a file that is no image and one the browser cannot decode are refused by name; the other photos stay', async ({ page }) => {
  const photos = await testPhotos();
  await page.goto('/schade-melden');
  await addPhotos(page, [photos.small, notAnImage, undecodable], 1);
  await expect(page.getByText(t.photos.notImage(notAnImage.name))).toBeVisible();
  await expect(page.getByText(t.photos.undecodable(undecodable.name))).toBeVisible();
  await expect(photoList(page).getByRole('img')).toHaveCount(1);
  await axeClean(page);
});

test('a ninth photo is refused with the maximum; removing a photo sends only the others', async ({ page }) => {
  const photos = await testPhotos();
  await page.goto('/schade-melden');
  const nine = Array.from({ length: 9 }, (_, i) => ({ ...photos.small, name: `foto-${i + 1}.jpg` }));
  await addPhotos(page, nine, 8);
  await expect(page.getByText(t.photos.tooMany('foto-9.jpg', 8))).toBeVisible();
  await expect(photoList(page).getByRole('img')).toHaveCount(8);
  await expect(photoInput(page)).toBeDisabled();

  await page.getByRole('button', { name: 'Verwijder foto 2' }).click();
  await expect(photoCount(page, 7)).toBeVisible();
  await expect(photoInput(page)).toBeFocused();
  await expect(page.getByRole('button', { name: /^Verwijder foto / })).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Verwijder foto 8' })).toHaveCount(0);

  await fillReport(page);
  await submitButton(page).click();
  await expectResult(page);
  expect(posts()[0]?.files.map((f) => f.filename)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `schade-${n}.webp`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the plain multipart form posts every field and the original photos to the endpoint', async ({ page }) => {
    const photos = await testPhotos();
    await page.goto('/schade-melden');
    const form = page.locator('form[aria-labelledby="melding-titel"]');
    await expect(form).toHaveAttribute('action', backend.url.href);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await fillReport(page);
    await photoInput(page).setInputFiles([photos.small]);
    await submitButton(page).click();
    await expect.poll(() => backend.posts.length).toBe(1);
    const post = posts()[0] as MultipartPost;
    // The browser sends what was typed (the kenteken as typed: the garage's backend sees the raw value).
    // The intake's two radio groups, unanswered, are not sent (a browser sends no unticked radio).
    const { otherParty, damageForm, ...sent } = expectedFields;
    expect([otherParty, damageForm]).toEqual(['', '']);
    expect(fieldsOf(post)).toEqual({ ...sent, licensePlate: typed.licensePlate, _gotcha: '' });
    expect(post.files.map((f) => [f.field, f.filename, f.bytes.length])).toEqual([['photos', photos.small.name, photos.small.buffer.length]]);
  });
});
