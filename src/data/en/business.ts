/**
 * The business's promises in English: the same claims as the Dutch words in business.ts (reply time, after hours,
 * replacement car, warranty), one sentence each. Figures and terms still come from business.ts.
 */
import { business, type Business } from '../business';

export const businessEn: Pick<Business, 'replyTime' | 'afterHours' | 'claimHandling' | 'replacementCar'> & {
  warranty: Omit<Business['warranty'], 'years'>;
} = {
  replyTime: 'within one working day',
  afterHours: {
    whatsapp: 'Outside opening hours, send us a WhatsApp message: we read them in the evening and at weekends too, and reply as soon as we can.',
    towing:
      'Does your car need towing? Your insurer’s emergency centre (alarmcentrale) answers day and night; the number is on your insurance certificate, formerly the green card.',
  },
  claimHandling:
    'You report the damage to your insurer, and we are glad to help you do it. After that we take care of the costing, the photos and the contact with the insurer and the assessor.',
  replacementCar: {
    short: 'Replacement car if your policy covers it',
    full: 'When your insurer pays for the repair, you get a replacement car if your policy covers it. Ask about it when you book.',
  },
  warranty: {
    short: `${business.warranty.years}-year warranty on body repairs`,
    full: `Body repairs come with a ${business.warranty.years}-year warranty, on top of your rights under Dutch law. You get the terms in writing when you collect your car.`,
    workshop: 'Parts and labour come with a warranty, on top of your rights under Dutch law; the terms are on your invoice.',
  },
};
