/**
 * /en/body-repair: body repair explained for internationals (its Dutch pair is /schadeherstel, the overview of the
 * Dutch body-repair pages). Dutch terms a reader meets on a policy or a form are shown as terms, with lang="nl"
 * (HTML strings below). The promises (claims, warranty, replacement car, after hours) come from businessEn.
 */
import { business } from '../business';
import { businessEn, warrantyTermsHrefEn } from './business';
import { intlPhone } from '../../lib/format.en';
import { unbroken, whatsappHref } from '../../lib/format';

const nl = (term: string) => `<span lang="nl">${term}</span>`;
const schadegarant = business.affiliations.schadegarant.confirmed;
const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
/** The WhatsApp number as a wa.me link, so a phone does not turn it into a call link (English review B8). */
const whatsapp = unbroken(intlPhone(business.whatsapp)); // as businessEn writes it
const afterHoursWhatsapp = businessEn.afterHours.whatsapp.replace(whatsapp, link(whatsappHref(), whatsapp));

export const bodyRepairEn = {
  title: 'Body repair in Utrecht, explained',
  description:
    'Dents, scratches, a cracked windscreen? How body repair works in the Netherlands: your insurer, the eigen risico (excess) and Schadegarant. We speak English.',
  heading: 'Body repair in Utrecht, explained',
  intro:
    'A dent, a scratch, stone chips or a cracked windscreen: our body shop repairs it, and we explain how it works with Dutch insurers, in English. Our detailed pages are in Dutch; this page covers what you need to know.',
  sections: [
    {
      heading: 'What we repair',
      paragraphs: [
        `Accident damage (${nl('autoschade')}), dents with or without respraying, paint damage and deep scratches, bumpers, stone chips, chips and cracks in the windscreen, full or partial resprays, the restoration of classic cars, machine polishing of light scratches, spraying scooters, motorbikes and loose parts, industrial spraying, and removing smells from the interior with an ozone treatment. Small paint damage can often be repaired locally (spot repair), which usually costs less than respraying a whole panel.`,
        'Before we start, you get a clear estimate, and we tell you honestly whether a repair is worth it. When you collect the car, we walk round it with you.',
      ],
    },
    {
      heading: 'Who pays: your insurer or you',
      paragraphs: [
        `Every car registered in the Netherlands must have at least third-party insurance (${nl('WA-verzekering')}). It pays for damage you cause to others, not for damage to your own car. If someone else caused the damage, their insurer pays for your repair. Damage to your own car that you caused yourself is covered only by a comprehensive policy (${nl('allrisk')}, also called ${nl('volledig casco')}); a limited comprehensive policy (${nl('WA+')} or ${nl('beperkt casco')}) covers things like windscreen damage, storm and hail, theft and fire.`,
        `${businessEn.claimHandling} Reporting it is up to you, because your policy sets the deadlines; check your policy or your insurer’s app for how and by when.`,
        'Driving a lease car? Call your lease company first: it usually decides where the car is repaired, and often arranges it for you.',
      ],
    },
    {
      heading: 'Your excess: the eigen risico',
      paragraphs: [
        `The ${nl('eigen risico')} is the part of each claim you pay yourself, often a few hundred euros; your policy states the amount. Many insurers charge a lower excess, or none, for repairing a chip in the windscreen (a new windscreen usually does cost you your excess) or when you have the car repaired at a repairer they work with. Whether that applies to you depends on your insurer: ask them, or ask us and we’ll look it up.`,
        `A claim on your own policy can also cost you no-claims years (${nl('schadevrije jaren')}), which raises your premium for years. For small damage it can be cheaper to pay for the repair yourself. We give you a fixed quote, so you can compare before you decide.`,
      ],
    },
    ...(schadegarant
      ? [
          {
            heading: 'Schadegarant',
            paragraphs: [
              `${nl('Schadegarant')} is an arrangement between Dutch car insurers and the body shops affiliated with them, and we are one of those body shops (an ${nl(business.affiliations.schadegarant.label)}). If your insurer takes part and the damage is claimed on your ${nl('casco')} policy (limited or full comprehensive), your insurer deals with us directly, under fixed agreements on the estimate, the repair and the warranty.`,
            ],
          },
        ]
      : []),
    {
      heading: 'Warranty, and a replacement car if your policy covers it',
      paragraphs: [`${businessEn.warranty.full} ${link(warrantyTermsHrefEn, 'The warranty terms: what’s covered and how to report a defect')}.`, businessEn.replacementCar.full],
    },
    {
      heading: 'After an accident',
      paragraphs: [
        'First make sure everyone is safe. Then fill in the European Accident Statement (in Dutch: the ' +
          `${nl('Europees schadeformulier')}) with the other driver, and take photos of both cars and the spot. ${link('/en/damage-guide', 'Step by step: what to do after an accident in the Netherlands')}.`,
        `${businessEn.afterHours.towing} ${afterHoursWhatsapp}`,
        `Then report the damage to us online with a few photos: we reply ${businessEn.replyTime} with what we need and what happens next.`,
      ],
    },
  ],
  cta: {
    heading: 'Damage to your car?',
    text: 'Report it online with the number plate and a few photos, or call us. We explain the next steps in English.',
  },
};
