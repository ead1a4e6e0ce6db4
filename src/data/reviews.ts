/**
 * The four review cards on the home page, and how the garage collects and checks reviews.
 * SAMPLE REVIEWS: written as examples, each marked `toConfirm` (src/data/to-confirm.ts): `npm run deploy` refuses to
 * ship them. Replace them with real reviews (with the customers' consent), and drop the marker, before launch.
 * Each review names where it was posted (`source`) and when (`date`, ISO year-month): Dutch consumer law (the EU
 * Omnibus directive) wants a site that shows reviews to say where they come from and how they are checked.
 */
import { toConfirm } from './to-confirm';

export interface Review {
  /** First name and initial: "Sanne V." */
  readonly name: string;
  /** Place or district around Utrecht. */
  readonly location: string;
  readonly text: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  /** Where the review was posted. */
  readonly source: ReviewSource;
  /** The month it was posted, "2026-10". */
  readonly date: `${number}-${number}`;
}

export type ReviewSource = 'Google' | 'Klantenvertellen';

/** Where the explanation of how reviews are collected and checked lives (a section of /about). */
export const reviewPolicyHref = '/about#reviews';

/** The one sentence under the reviews; the link to the explanation follows it. */
export const reviewPolicyShort =
  'Wij tonen reviews die klanten op Google en Klantenvertellen hebben geplaatst. Wij kiezen ze niet op het cijfer.';

/** The explanation on /about: how reviews are collected and what is (and is not) checked. */
export const reviewPolicy = toConfirm([
  'Na elke afgeronde reparatie of onderhoudsbeurt krijgt u per e-mail een uitnodiging van Klantenvertellen om een beoordeling te geven. Wilt u geen uitnodiging? Zeg het ons bij de balie of mail ons; dan sturen wij uw gegevens niet door. Alleen wie zo’n uitnodiging heeft gekregen, kan daar over ons een beoordeling plaatsen; zo weten wij dat elke beoordeling op Klantenvertellen van een klant komt. Het gemiddelde cijfer op deze website is het cijfer dat Klantenvertellen over al die beoordelingen berekent; Google-reviews tellen er niet in mee.',
  'Op Google kan iedereen met een Google-account een review plaatsen. Die reviews controleren wij niet vooraf; wel kijken wij of wij de schrijver als klant kennen, en een review die niet van een klant afkomstig lijkt, melden wij bij Google.',
  'Op de homepage kiezen wij zelf welke reviews wij laten zien. Wij kiezen ze niet op het cijfer. Bij elke review staat waar en wanneer die is geplaatst. Wij betalen niet voor reviews en geven er geen korting of cadeau voor.',
] as const, 'how reviews are collected and checked, as the Klantenvertellen account really works (invited customers only)');

/** The same explanation in English, on /en/about#reviews (the English home shows the rating, not the Dutch reviews). */
export const reviewPolicyEn = [
  'After every finished repair or service, we email you an invitation from Klantenvertellen, an independent Dutch review site, to rate us. Don’t want an invitation? Tell us at the desk or by email, and we won’t pass on your details. Only people who received such an invitation can post a review of us there, so we know every review on Klantenvertellen comes from a customer. The average score on this website is the one Klantenvertellen calculates from all those reviews; Google reviews aren’t included.',
  'On Google, anyone with a Google account can post a review. We don’t check those reviews beforehand; we do check whether we know the writer as a customer, and we report a review that doesn’t seem to come from a customer to Google.',
  'On the Dutch home page we choose which reviews to show. We don’t choose them by their score. Each review says where and when it was posted. We don’t pay for reviews or give a discount or gift for them.',
] as const;

/** "Google, oktober 2026" */
export const reviewByline = (r: Pick<Review, 'source' | 'date'>): string => {
  const month = new Date(`${r.date}-01T00:00:00Z`);
  const monthName = new Intl.DateTimeFormat('nl-NL', { month: 'long', timeZone: 'UTC' }).format(month);
  return `${r.source}, ${monthName} ${month.getUTCFullYear()}`;
};

export const reviews = [
  toConfirm(
    {
      name: 'Sanne V.',
      location: 'Leidsche Rijn',
      text: 'Na een aanrijding op een rotonde hebben ze alles met mijn verzekeraar geregeld. Ik hoefde alleen het schadeformulier en mijn foto’s in te leveren. De achterklep ziet er weer uit als nieuw.',
      rating: 5,
      source: 'Google',
      date: '2026-10',
    },
    'a real review (text, first name and initial, place, source, month) posted by a customer who consented to its use',
  ),
  toConfirm(
    {
      name: 'Mehmet Y.',
      location: 'Overvecht',
      text: 'Mijn bestelbus moest een week blijven voor plaatwerk en via mijn polis kreeg ik een vervangende auto mee, onmisbaar voor mijn werk. Het duurde een dag langer dan gepland omdat een onderdeel later kwam, maar dat belden ze zelf op tijd door.',
      rating: 4,
      source: 'Klantenvertellen',
      date: '2026-08',
    },
    'a real review (text, first name and initial, place, source, month) posted by a customer who consented to its use',
  ),
  toConfirm(
    {
      name: 'Karin J.',
      location: 'Zeist',
      text: 'Auto ’s ochtends gebracht voor de APK en dezelfde middag weer opgehaald. Ze belden eerst over twee versleten remblokken in plaats van ze zomaar te vervangen. Eerlijk advies en een nette prijs.',
      rating: 5,
      source: 'Google',
      date: '2026-09',
    },
    'a real review (text, first name and initial, place, source, month) posted by a customer who consented to its use',
  ),
  toConfirm(
    {
      name: 'Pieter B.',
      location: 'Nieuwegein',
      text: 'Een sterretje in mijn voorruit was binnen een halfuur gerepareerd, terwijl ik koffie dronk in de wachtruimte. Via mijn autoverzekering hoefde ik er niets voor te betalen.',
      rating: 5,
      source: 'Klantenvertellen',
      date: '2026-06',
    },
    'a real review (text, first name and initial, place, source, month) posted by a customer who consented to its use',
  ),
] as const satisfies readonly Review[];
