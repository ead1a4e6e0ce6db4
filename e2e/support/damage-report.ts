/** The damage report (/schade-melden) as a visitor meets it: fields by label, the photo picker, the buttons. */
import type { Locator, Page } from '@playwright/test';
import { report } from '../../src/data/forms/nl';
import type { ReportValues } from '../../src/lib/form-fields';
import { reportFieldNames } from '../../src/lib/form-rules';
import { cameraPhoto, largePng, smallJpeg } from './photos.mjs';

const t = report;
export const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

export const plate = (page: Page) => textbox(page, t.labels.licensePlate);
export const firstName = (page: Page) => textbox(page, t.labels.firstName);
export const phone = (page: Page) => textbox(page, t.labels.phone);
export const damageType = (page: Page, id: keyof typeof t.damageTypes) => page.getByRole('radio', { name: t.damageTypes[id] });
export const driveable = (page: Page, answer: 'ja' | 'nee') => page.getByRole('radio', { name: answer === 'ja' ? t.yes : t.no, exact: true });
export const photoInput = (page: Page) => page.locator('input[type="file"][name="photos"]');
export const submitButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^(${t.submit}|${t.sending}|${t.whatsapp.submit})$`) });
export const photoList = (page: Page) => page.getByRole('list', { name: t.photos.listLabel });
export const photoCount = (page: Page, n: number) => page.getByText(t.photos.count(n, 8), { exact: true });
export const toastRegion = (page: Page) => page.getByRole('region', { name: /^Meldingen/ });
export const toast = (page: Page): Locator => toastRegion(page).getByRole('listitem');

/** What a visitor types: the kenteken as people write it, and what the backend should receive. */
export const typed = {
  licensePlate: 'ab12cd',
  damageDate: '2026-11-20',
  insurer: 'Centraal Beheer',
  message: 'Deuk in de linkerachterdeur, bij het inparkeren geraakt.',
  firstName: 'Anna',
  lastName: 'de Vries',
  phone: '06 12345678',
  email: 'anna.devries@example.nl',
};
export const expectedFields: ReportValues = {
  ...typed,
  plateOrigin: 'nl',
  plateCountry: '',
  licensePlate: 'AB-12-CD',
  damageType: 'parkeerschade',
  driveable: 'ja',
  // The guided intake (issue 34): optional, not asked after "Parkeerschade".
  otherParty: '',
  damageForm: '',
  carLocation: '',
  claimNumber: '',
};

/** What the form shows once filled: the same as the garage gets, the plate as typed until it is normalised. */
export const shownFields: ReportValues = { ...expectedFields };

/** Where the car is registered: "nl" ticked in the served HTML, the choice behind "Buitenlands kenteken?" (issue 34). */
export const plateOrigin = (page: Page, origin: 'nl' | 'buitenland') => page.locator(`input[name="plateOrigin"][value="${origin}"]`);

/** Opens "Verzekering en datum (optioneel)", the fold of the date, insurer and claim number, unless it is open already. */
export const openInsurance = async (page: Page): Promise<void> => {
  if (!(await textbox(page, t.labels.insurer).isVisible())) await page.getByText(t.sections.insurance, { exact: true }).click();
};

/** Fills every field with `typed`, a Dutch plate, parkeerschade, driveable "ja". */
export const fillReport = async (page: Page): Promise<void> => {
  await plate(page).fill(typed.licensePlate);
  await damageType(page, 'parkeerschade').check();
  await openInsurance(page);
  await textbox(page, t.labels.damageDate).fill(typed.damageDate);
  await textbox(page, t.labels.insurer).fill(typed.insurer);
  await driveable(page, 'ja').check();
  await textbox(page, t.labels.message).fill(typed.message);
  await firstName(page).fill(typed.firstName);
  await textbox(page, t.labels.lastName).fill(typed.lastName);
  await phone(page).fill(typed.phone);
  await textbox(page, t.labels.email).fill(typed.email);
};

/** Every text field's value, the checked radios included, as the page shows them. */
export const shownValues = (page: Page) =>
  page.locator('form[aria-labelledby="melding-titel"]').evaluate((form: HTMLFormElement, names) => {
    return Object.fromEntries(names.map((n) => [n, (form.elements.namedItem(n) as HTMLInputElement | RadioNodeList | null)?.value ?? '']));
  }, reportFieldNames);

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
let made: Promise<{ camera: TestFile; png: TestFile; small: TestFile }> | null = null;
/** The three test photos, made once per worker (the camera photo takes a few seconds). */
export const testPhotos = () =>
  (made ??= (async () => ({
    camera: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(0) },
    png: { name: 'schermafbeelding.png', mimeType: 'image/png', buffer: await largePng() },
    small: { name: 'klein.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() },
  }))());

export const notAnImage: TestFile = { name: 'polisblad.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%…\n') };
/** Named and typed as a HEIC photo, but nothing a browser can decode. */
export const undecodable: TestFile = { name: 'IMG_2042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic garbage') };
