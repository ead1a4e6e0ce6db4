/**
 * The Dutch words of the shared layout and sections (header, footer, floating buttons, page sections that both
 * languages use). The English words are in ui.en.ts with the same shape (UiStrings, below).
 * Page copy stays in the page or its data module; business facts come from business.ts.
 */
import { business } from '../data/business';

/** The shape both languages fill (the English words are typed by it). */
export type UiStrings = typeof nl;

export const nl = {
  skipLink: 'Naar de inhoud',
  newTab: ' (opent in een nieuw tabblad)',
  homeLabel: (name: string) => `${name}, naar de homepage`,
  allServices: 'Bekijk alle diensten',
  breadcrumb: 'Kruimelpad',
  call: (phone: string) => `Bel ${phone}`,
  switchLabel: 'Nederlands',
  /** The header's button to the damage report, at every width. */
  reportButton: 'Schade melden',
  /** The header's second job, beside the report (issue 34 §6). */
  appointmentButton: 'Afspraak aanvragen',
  /** The menus' groups: the body-repair pages (landing pages) and the six services. */
  menuGroups: { bodyRepair: 'Schadeherstel', services: 'Onderhoud en reparatie', allBodyRepair: 'Alles over schadeherstel' },
  footer: {
    tagline: business.tagline,
    nav: 'Navigatie',
    specialities: 'Specialiteiten',
    contact: 'Contact',
    route: ' (route, opent in een nieuw tabblad)',
    privacy: 'Privacyverklaring',
    report: 'Schade melden met foto’s',
    agency: 'Website',
    kvk: 'KvK',
    vat: 'btw',
  },
  floating: {
    label: 'Snel contact',
    call: 'Bel',
    mail: 'Mail',
    whatsapp: 'WhatsApp ons',
    whatsappHint: ' (opent in een nieuw tabblad)',
  },
  cta: { defaultLabel: 'Afspraak aanvragen' },
};
