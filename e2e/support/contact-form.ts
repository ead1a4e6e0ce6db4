/** The contact form as a visitor meets it: its fields by label, its button, its toast. */
import type { Page } from '@playwright/test';
import type { ContactValues } from '../../src/lib/contact-form';

export const labels: Record<keyof ContactValues, string> = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  message: 'Uw bericht',
};

export const field = (page: Page, name: keyof ContactValues) => page.getByLabel(labels[name], { exact: false }).first();

export const submitButton = (page: Page) => page.getByRole('button', { name: /Verstuur bericht|Versturen…/ });

/** Fills the given fields; the others are left as they are. */
export const fillForm = async (page: Page, values: Partial<ContactValues>): Promise<void> => {
  for (const [name, value] of Object.entries(values) as [keyof ContactValues, string][]) {
    await field(page, name).fill(value);
  }
};

export const formValues = async (page: Page): Promise<ContactValues> => ({
  firstName: await field(page, 'firstName').inputValue(),
  lastName: await field(page, 'lastName').inputValue(),
  email: await field(page, 'email').inputValue(),
  phone: await field(page, 'phone').inputValue(),
  message: await field(page, 'message').inputValue(),
});

/** The notification region (Radix Toast viewport, F8) and the toast in it. */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /^Meldingen/ });
export const toast = (page: Page) => toastRegion(page).getByRole('listitem');

export const sample: ContactValues = {
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna.devries@example.nl',
  phone: '06 12345678',
  message: 'Ik heb een deuk in mijn achterdeur. Kunnen jullie ernaar kijken?',
};
