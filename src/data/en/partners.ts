/**
 * Partners in English (Dutch: src/data/partners.ts). Like the Dutch entries, each describes a KIND of partner,
 * not a named company, until the garage confirms its cooperations. The RDW is the regulator, not a partner: it is
 * a recognition, in a block of its own.
 */
import type { IconName } from '../../lib/icons';
import { businessEn } from './business';

export interface PartnerEn {
  readonly name: string;
  readonly kind: 'insurance' | 'network' | 'recognition';
  readonly description: string;
  readonly icon: IconName;
}

export const partnersEn = [
  {
    name: 'National car insurers',
    kind: 'insurance',
    description: 'We handle claims directly with the large car insurers. You report the damage to your insurer; we take care of the costing and the approval.',
    icon: 'shield-check',
  },
  {
    name: 'Lease companies',
    kind: 'insurance',
    description:
      'Driving a lease car? Call your lease company first: it usually decides where the car is repaired. We then agree the repair with them and follow their rules, so there’s little left for you to arrange.',
    icon: 'key-round',
  },
  {
    name: 'Fleet insurers',
    kind: 'insurance',
    description: 'For businesses with vans or a fleet, we plan repairs so your vehicles are off the road for as short a time as possible.',
    icon: 'car-front',
  },
  {
    name: 'Legal expenses insurers',
    kind: 'insurance',
    description: 'Is it unclear who was at fault, or does the other party refuse to pay? We give your legal expenses insurer the photos and costings it needs to recover the damage.',
    icon: 'file-text',
  },
  {
    name: 'Foreign insurers',
    kind: 'insurance',
    description:
      'Car registered abroad? Report the damage to your own insurer through the international emergency number on your insurance certificate. We send the estimate and photos, in English, to your insurer or its Dutch correspondent.',
    icon: 'sun',
  },
  {
    name: 'Regional insurers',
    kind: 'insurance',
    description: 'We also work with smaller and regional insurers, so you can come to us whoever your car is insured with.',
    icon: 'map-pin',
  },
  {
    name: 'The Schadegarant network',
    kind: 'network',
    description: businessEn.schadegarant.explained,
    icon: 'badge-check',
  },
  {
    name: 'Independent assessors',
    kind: 'network',
    description: 'Assessors appointed by insurers can inspect your car in our workshop. That speeds up approval and you don’t have to go anywhere else.',
    icon: 'scan-search',
  },
  {
    name: 'Paint suppliers',
    kind: 'network',
    description: 'Our paint suppliers provide the colour formulas of nearly every car maker, so a repaired panel matches the rest of your car.',
    icon: 'palette',
  },
  {
    name: 'Parts suppliers',
    kind: 'network',
    description: 'Thanks to regular suppliers, we often have original and equivalent parts the same day or the next morning, so your car is off the road for less time.',
    icon: 'cog',
  },
  {
    name: 'Emergency centres and roadside assistance',
    kind: 'network',
    description:
      'If your car can’t be driven after an accident, your insurer’s emergency centre (alarmcentrale) or your roadside assistance has it towed. Ask them to bring it to us, and we’ll take it from there.',
    icon: 'truck',
  },
  {
    name: 'APK test station',
    kind: 'recognition',
    description:
      'Recognised by the RDW, the Dutch vehicle authority, we carry out the APK – the Dutch periodic vehicle test, like the UK MOT – ourselves and register the result straight away. Repairs needed to pass can be done at the same time if you wish.',
    icon: 'clipboard-check',
  },
] as const satisfies readonly PartnerEn[];

export const partnerBenefitsEn = [
  {
    title: 'A written warranty',
    text: `${businessEn.warranty.full} That applies whichever insurer handled the claim.`,
    icon: 'shield-check',
  },
  {
    title: 'Quick handling',
    text: 'Costings, photos and approval go straight between us and the insurer, so you’re not left waiting for letters or phone calls.',
    icon: 'timer',
  },
  {
    title: 'Expertise',
    text: 'Our mechanics and painters keep their skills up to date with training from car makers and paint suppliers.',
    icon: 'award',
  },
  {
    title: 'Reliability',
    text: 'You know in advance what will happen and what it costs, and we stick to the agreed date and price.',
    icon: 'handshake',
  },
] as const satisfies readonly { title: string; text: string; icon: IconName }[];
