/**
 * The business's promises in English: the same claims as the Dutch words in business.ts (reply time, after hours,
 * appointments, replacement car, warranty, who reports the claim), one sentence each. Figures and terms still come
 * from business.ts.
 */
import { business, type Business } from '../business';
import { intlPhone } from '../../lib/format.en';

const replyTime = 'within one working day';
/** The police's non-emergency number (112 is for emergencies), said where the guide and the FAQ explain the police. */
export const policeNonEmergency = business.police.display;

/** "+31 6 12 34 56 78": said wherever WhatsApp is advised. */
const whatsapp = intlPhone(business.whatsapp);

export const businessEn: Pick<Business, 'replyTime' | 'afterHours' | 'claimHandling' | 'replacementCar' | 'replacementTransport' | 'appointment' | 'windscreen' | 'paymentMethods'> & {
  warranty: Omit<Business['warranty'], 'years' | 'workshopMonths'>;
  rating: { note: string };
  schadegarant: { label: string; condition: string; explained: string };
  /** Quotes, invoices and warranty terms in English (a fact to confirm). */
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
  windscreen: 'Windscreen repairs are often free of your excess if your insurer covers the repair with us – check your policy.',
  claimHandling:
    'You report the damage to your insurer, and we’re happy to help you do it. After that, we take care of the estimate, the photos and the contact with the insurer and the assessor.',
  replacementCar: {
    short: 'Replacement car if your policy covers it',
    full: 'When your insurer pays for the repair, you get a replacement car if your policy covers it. Ask about it when you request the appointment.',
  },
  // To confirm by the garage, like the Dutch sentence in business.ts.
  replacementTransport:
    'A loan car costs €25 a day (incl. VAT) and a loan bike is free, while one is available. For body repairs paid by your insurer, you get a replacement car if your policy covers it. Our proposal says what’s available for you.',
  warranty: {
    short: `${business.warranty.years}-year warranty on body repairs`,
    full: `Body repairs come with a ${business.warranty.years}-year warranty, on top of your rights under Dutch law, also if you pay for the repair yourself. You get the terms in writing beforehand, with the estimate.`,
    workshop: `Servicing and repairs come with a ${business.warranty.workshopMonths}-month warranty on parts and labour, on top of your rights under Dutch law; the terms are on your invoice.`,
  },
  rating: { note: 'Google reviews aren’t included in this score.' },
  schadegarant: {
    label: 'affiliated Schadegarant body shop',
    condition: 'for damage covered by your comprehensive (casco) insurance, if your insurer takes part',
    explained:
      'We’re an affiliated Schadegarant body shop. Schadegarant is an arrangement between Dutch car insurers and affiliated repairers, not a quality mark: for damage covered by your comprehensive (casco) insurance, if your insurer takes part, it settles the repair directly with us.',
  },
  paperwork: 'We can give you quotes, invoices and warranty terms in English – just ask.',
  paymentMethods: 'debit card, credit card (Visa, Mastercard) or bank transfer',
};
