/** The English words of the shared layout and sections; the Dutch ones, with the same shape, are in ui.nl.ts. */
import type { UiStrings } from './ui.nl';

export const en: UiStrings = {
  skipLink: 'Skip to content',
  newTab: ' (opens in a new tab)',
  homeLabel: (name: string) => `${name} – home page`,
  allServices: 'See all services',
  breadcrumb: 'Breadcrumb',
  call: (phone: string) => `Call ${phone}`,
  switchLabel: 'English',
  reportButton: 'Report damage',
  appointmentButton: 'Appointment',
  menuGroups: { bodyRepair: 'Body repair', services: 'Servicing and repairs', allBodyRepair: 'Body repair explained' },
  footer: {
    tagline: 'Car body repair and servicing in Utrecht, by a family business that takes pride in its work.',
    nav: 'Navigation',
    specialities: 'Services',
    contact: 'Contact',
    route: ' (directions, opens in a new tab)',
    privacy: 'Privacy statement',
    report: 'Report damage with photos',
    agency: 'Website',
    kvk: 'Chamber of Commerce (KvK) no.',
    vat: 'VAT no.',
  },
  floating: {
    label: 'Quick contact',
    call: 'Call',
    mail: 'Email',
    whatsapp: 'WhatsApp us',
    whatsappHint: ' (opens WhatsApp in a new tab)',
  },
  cta: { defaultLabel: 'Request an appointment' },
};
