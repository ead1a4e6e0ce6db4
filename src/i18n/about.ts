/**
 * The words of /about and /en/about, one page template for both (src/components/sections/AboutPage.astro).
 * Facts, figures and the warranty terms come from business.ts (and en/business.ts); the values and the
 * review policy from about.ts and reviews.ts.
 */
import type { Lang } from './routes';
import { values, type Value } from '../data/about';
import { valuesEn } from '../data/en/about';
import { business, yearsOfExperience } from '../data/business';
import { businessEn, warrantyTermsEn, workshopTermsEn } from '../data/en/business';
import { reviewPolicy, reviewPolicyEn, reviewPolicyShort } from '../data/reviews';
import { customersEn } from '../lib/format.en';

type Terms = readonly (readonly [term: string, text: string])[];

export interface AboutWords {
  title: string;
  description: string;
  /** The last breadcrumb. */
  crumb: string;
  heading: string;
  eyebrow: string;
  intro: string;
  /** The hero's drawn front of the building (design review 2026-11-29, M6). */
  heroAlt: string;
  valuesEyebrow: string;
  valuesHeading: string;
  values: readonly Value[];
  /** The anchor every mention of the warranty links to (#garantie, #warranty). */
  warrantyId: string;
  warrantyEyebrow: string;
  warrantyHeading: string;
  warrantyIntro: string;
  /** The warranty as a figure: "3 jaar" over "op schadeherstel" (design review 2026-11-28 evening, M1). */
  warrantyFigure: { figure: string; label: string };
  /** The disclosure's line that opens the terms. */
  warrantyMore: string;
  warrantyTerms: Terms;
  workshopFigure: { figure: string; label: string };
  workshopMore: string;
  workshopText: string;
  workshopTerms: Terms;
  reviewsHeading: string;
  /** The method in two sentences; the full explanation (`reviewPolicy`) folds open under `reviewsMore`. */
  reviewsShort: string;
  reviewsMore: string;
  reviewPolicy: readonly string[];
  contactHeading: string;
  contactText: string;
}

const years = yearsOfExperience();
const w = business.warrantyTerms;
const ws = business.workshopTerms;

export const about: Record<Lang, AboutWords> = {
  nl: {
    title: `Over ons: familiebedrijf sinds ${business.foundedYear}`,
    description: `${business.name} is een familiebedrijf in Utrecht met ${years} jaar ervaring in schadeherstel en onderhoud. Maak kennis met de eigenaren en ons team.`,
    crumb: 'Over ons',
    heading: 'Over De Vos',
    eyebrow: `Familiebedrijf sinds ${business.foundedYear}`,
    heroAlt: 'Illustratie van onze garage vanaf de straat: de gevel met het bord, de glazen ingang naar de balie en de open werkplaatsdeur met een auto binnen',
    intro: `Al ${years} jaar herstellen en onderhouden wij auto’s in Utrecht. Wij zijn gegroeid tot een team van ${business.figures.staff} vakmensen met ruim ${business.figures.customers.replace('+', '')} klanten, maar bij ons kent u nog steeds de mensen die aan uw auto werken.`,
    valuesEyebrow: 'Waar wij voor staan',
    valuesHeading: 'Zo doen wij ons werk',
    values,
    warrantyId: 'garantie',
    warrantyEyebrow: 'Garantie',
    warrantyHeading: `${business.warranty.years} jaar garantie op schadeherstel`,
    warrantyIntro: `Op al ons schadeherstel krijgt u ${business.warranty.years} jaar garantie, bovenop uw wettelijke rechten.`,
    warrantyFigure: { figure: `${business.warranty.years} jaar`, label: 'garantie op schadeherstel' },
    warrantyMore: 'Voorwaarden bij schadeherstel',
    workshopFigure: { figure: `${business.warranty.workshopMonths} maanden`, label: 'garantie op onderhoud en reparatie' },
    workshopMore: 'Voorwaarden bij onderhoud en reparatie',
    warrantyTerms: [
      ['Wat valt eronder', w.covered],
      ['Wat valt er niet onder', w.notCovered],
      ['Wie er ook betaalt', w.whoever],
      ['Een gebrek melden', w.report],
      ['Uw wettelijke rechten', w.law],
      ['Vooraf op papier of per e-mail', w.paper],
    ],
    workshopText: business.warranty.workshop,
    workshopTerms: [
      ['Wat valt eronder', ws.covered],
      ['Wat valt er niet onder', ws.notCovered],
      ['Een gebrek melden', ws.report],
    ],
    reviewsHeading: 'Zo verzamelen en controleren wij reviews',
    reviewsShort: reviewPolicyShort,
    reviewsMore: 'Hoe wij reviews verzamelen en controleren',
    reviewPolicy,
    contactHeading: 'Kennismaken of een vraag stellen?',
    contactText:
      'Kom langs in onze werkplaats, bel ons of stuur een bericht. Wij helpen u graag, of het nu gaat om schade, onderhoud of een APK.',
  },
  en: {
    title: `About us: a family garage since ${business.foundedYear}`,
    description: `${business.name} is a family-run garage in Utrecht with ${years} years of experience in car body repair and servicing. Meet the owners and our team.`,
    crumb: 'About us',
    heading: 'About De Vos',
    eyebrow: `Family business since ${business.foundedYear}`,
    heroAlt: 'Illustration of our garage from the street: the front with the sign, the glass entrance to the front desk and the open workshop door with a car inside',
    intro: `For ${years} years we’ve been repairing and servicing cars in Utrecht. We’ve grown to a team of ${business.figures.staff} with more than ${customersEn()} customers, but you still know the people who work on your car.`,
    valuesEyebrow: 'What we stand for',
    valuesHeading: 'How we do our work',
    values: valuesEn,
    // As /about#garantie: every English mention links here.
    warrantyId: 'warranty',
    warrantyEyebrow: 'Warranty',
    warrantyHeading: businessEn.warranty.short,
    warrantyIntro: businessEn.warranty.full,
    warrantyFigure: { figure: `${business.warranty.years} years`, label: 'warranty on body repair' },
    warrantyMore: 'Terms for body repair',
    workshopFigure: { figure: `${business.warranty.workshopMonths} months`, label: 'warranty on servicing and repairs' },
    workshopMore: 'Terms for servicing and repairs',
    warrantyTerms: warrantyTermsEn,
    workshopText: businessEn.warranty.workshop,
    workshopTerms: workshopTermsEn,
    reviewsHeading: 'How we collect and check reviews',
    reviewsShort: 'We show reviews that customers posted on Google and Klantenvertellen, a Dutch review site. We don’t pick them by their score.',
    reviewsMore: 'How we collect and check reviews, in full',
    reviewPolicy: reviewPolicyEn,
    contactHeading: 'Want to meet us or ask a question?',
    contactText:
      'Drop by our workshop, call us or send a message. We’re happy to help, whether it’s about damage, servicing or the APK test, and we speak English.',
  },
};
