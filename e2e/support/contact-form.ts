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

/** The form's values, its fields found by their labels (the Dutch ones unless the page's own are given). */
export const formValues = async (page: Page, by: Record<keyof ContactValues, string> = labels): Promise<ContactValues> => {
  const value = (name: keyof ContactValues) => page.getByLabel(by[name], { exact: false }).first().inputValue();
  return {
    firstName: await value('firstName'),
    lastName: await value('lastName'),
    email: await value('email'),
    phone: await value('phone'),
    message: await value('message'),
  };
};

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
