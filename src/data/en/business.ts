/**
 * The business's promises in English: the same claims as the Dutch words in business.ts (reply time, after hours,
 * appointments, replacement car, warranty, who reports the claim), one sentence each. Figures and terms still come
 * from business.ts.
 */
import { business, type Business } from '../business';
import { toConfirm } from '../to-confirm';
import { intlPhone } from '../../lib/format.en';
import { unbroken } from '../../lib/format';

const replyTime = 'within one working day';
/** The police's non-emergency number (112 is for emergencies), said where the guide and the FAQ explain the police. */
export const policeNonEmergency = business.police.display;

/** "+31 6 12 34 56 78": said wherever WhatsApp is advised. */
const whatsapp = unbroken(intlPhone(business.whatsapp)); // never broken over two lines

export const businessEn: Pick<Business, 'replyTime' | 'afterHours' | 'claimHandling' | 'replacementCar' | 'replacementTransport' | 'appointment' | 'appointmentFixed' | 'windscreen' | 'paymentMethods'> & {
  warranty: Omit<Business['warranty'], 'years' | 'workshopMonths'>;
  rating: { note: string };
  schadegarant: { label: string; condition: string; explained: string };
  /** Quotes and invoices in English (a fact to confirm); the warranty terms are at /en/about#warranty. */
  paperwork: string;
} = {
  replyTime,
  afterHours: {
    route: `Outside opening hours, call your insurer’s emergency centre if you need help now, and send us a WhatsApp message on ${whatsapp}.`,
    whatsapp: `Outside opening hours, send us a WhatsApp message on ${whatsapp}: we read messages in the evening and at weekends too, and reply ${replyTime}.`,
    towing:
      'Does your car need towing? Call your insurer’s emergency centre (alarmcentrale), which answers day and night – the number is on your insurance certificate or in your insurer’s app – or your roadside assistance (pechhulp: breakdown cover such as the ANWB Wegenwacht, or the cover that comes with your lease car or foreign insurance).',
  },
  appointment: `Request an appointment online and we’ll suggest a time ${replyTime}.`,
  appointmentFixed: 'Your appointment is fixed once you agree to the time we suggest.',
  windscreen: 'Windscreen repairs are often free of your excess if your insurer covers the repair with us – check your policy.',
  claimHandling:
    'You report the damage to your insurer, and we’re happy to help you do it. After that, we take care of the estimate, the photos and the contact with the insurer and the assessor.',
  replacementCar: {
    short: 'Replacement car if your policy covers it',
    full: 'When your insurer pays for the repair, you get a replacement car if your policy covers it. Ask about it when you report the damage.',
  },
  // To confirm by the garage, like the Dutch sentence in business.ts.
  replacementTransport:
    'If your insurer or lease company pays and your policy covers a replacement car, we arrange it. Otherwise a loan car costs €25 a day incl. VAT, and a loan bike is free, subject to availability. Our suggestion says what’s ready for you, with the loan car’s conditions (such as the excess if it’s damaged, and fuel).',
  warranty: {
    short: `${business.warranty.years}-year warranty on body repairs`,
    full: `Body repairs come with a ${business.warranty.years}-year warranty, on top of your rights under Dutch law, even if you pay for the repair yourself. You get the terms in writing before we start, with the quote or the repair order.`,
    workshop: `Servicing and repairs come with a ${business.warranty.workshopMonths}-month warranty on parts and labour, on top of your rights under Dutch law; you get the terms before we start, and they’re on your invoice too.`,
  },
  rating: { note: 'Google reviews aren’t included in this score.' },
  schadegarant: {
    label: 'affiliated Schadegarant body shop',
    condition: 'for damage claimed on your casco policy (limited or full comprehensive), if your insurer takes part',
    explained:
      'We’re an affiliated Schadegarant body shop: for damage claimed on your casco policy (limited or full comprehensive), we settle the repair directly with insurers that take part in Schadegarant, under fixed agreements on the estimate, the repair and the warranty.',
  },
  paperwork: toConfirm('We can give you quotes and invoices in English – just ask.', 'that quotes and invoices are available in English on request'),
  paymentMethods: 'debit card, credit card (Visa, Mastercard) or bank transfer',
};

/** Where the English warranty terms are: every English mention of the bodywork warranty links here (art. 6:230l BW). */
export const warrantyTermsHrefEn = '/en/about#warranty';

/**
 * The terms of the bodywork warranty in English, the same terms as `business.warrantyTerms` (shown at /about#garantie),
 * on /en/about#warranty. The scope is a fact the garage confirms, with the Dutch.
 */
export const warrantyTermsEn: readonly (readonly [term: string, text: string])[] = toConfirm([
  ['What’s covered', 'Paint and panel work we repaired: for example paint that peels or flakes, a colour difference that appears later, or a part we fitted that isn’t secure.'],
  ['What isn’t', 'New damage, normal wear and stone chips. Rust or paint damage on areas we didn’t repair isn’t covered either.'],
  ['Whoever pays', 'The warranty applies to every repair we do, whether your insurer, your lease company or you pay.'],
  ['Reporting a defect', 'Notice something that isn’t right? Tell us as soon as you can after you see it, with a photo if possible, and bring the car to our workshop in Utrecht. We look at it and put it right free of charge if the warranty covers it.'],
  ['Your statutory rights', `Your rights under Dutch law always apply, even after the ${business.warranty.years} years. The warranty comes on top of them and applies as described here (Article 7:6a of the Dutch Civil Code).`],
  ['On paper or by email, beforehand', 'You get these terms before the repair, on paper or by email, with the quote or the repair order you sign (Article 6:230l of the Dutch Civil Code) – not only when you collect the car.'],
], 'the English warranty terms: the same scope as the confirmed Dutch warrantyTerms');

/** The 6-month warranty on servicing and repairs in English, the same scope as `business.workshopTerms` (review A15). */
export const workshopTermsEn: readonly (readonly [term: string, text: string])[] = toConfirm([
  ['What’s covered', 'Parts we supplied and fitted, and our work on them.'],
  ['What isn’t', 'Normal wear from use (such as brake pads and tyres), damage from an accident or misuse, and parts you bring yourself.'],
  ['Reporting a defect', 'Tell us as soon as you notice it, and have your invoice to hand.'],
], 'the English scope of the warranty on mechanical work: the same as the confirmed Dutch workshopTerms');
