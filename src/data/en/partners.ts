/**
 * Partners in English (Dutch: src/data/partners.ts). Like the Dutch entries, each describes a KIND of partner,
 * not a named company, until the garage confirms its cooperations.
 */
import type { IconName } from '../../lib/icons';

export interface PartnerEn {
  readonly name: string;
  readonly kind: 'insurance' | 'network';
  readonly description: string;
  readonly icon: IconName;
}

export const partnersEn = [
  {
    name: 'National car insurers',
    kind: 'insurance',
    description: 'With the large car insurers we handle claims directly. You report the damage; we take care of the costing and the approval.',
    icon: 'shield-check',
  },
  {
    name: 'Lease companies',
    kind: 'insurance',
    description: 'Driving a lease car? We agree repairs and servicing with your lease company and follow its rules, so there is little left for you to arrange.',
    icon: 'key-round',
  },
  {
    name: 'Fleet insurers',
    kind: 'insurance',
    description: 'For businesses with vans or a fleet we plan repairs so your vehicles are off the road for as short a time as possible.',
    icon: 'car-front',
  },
  {
    name: 'Legal expenses insurers',
    kind: 'insurance',
    description: 'Is it unclear who was at fault, or does the other party refuse to pay? We give your legal expenses insurer the photos and costings needed to recover the damage.',
    icon: 'file-text',
  },
  {
    name: 'Windscreen insurers',
    kind: 'insurance',
    description: 'A chip or crack in the windscreen we settle directly with your insurer. With many insurers a chip repair costs you no excess (eigen risico).',
    icon: 'sun',
  },
  {
    name: 'Regional insurers',
    kind: 'insurance',
    description: 'We also work with smaller and regional insurers, so you can come to us whoever your car is insured with.',
    icon: 'map-pin',
  },
  {
    name: 'Insurer repair networks',
    kind: 'network',
    description: 'Many Dutch insurers send customers to repairers in their own network. Ask us whether we are in your insurer’s network before you book.',
    icon: 'badge-check',
  },
  {
    name: 'Independent assessors',
    kind: 'network',
    description: 'Assessors appointed by insurers can inspect your car in our workshop. That speeds up approval and you do not have to go anywhere else.',
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
    description: 'Thanks to regular suppliers we often have original and equivalent parts the same day or the next morning, so your car is off the road for less time.',
    icon: 'cog',
  },
  {
    name: 'Recovery and towing services',
    kind: 'network',
    description: 'If your car cannot be driven after an accident, a recovery service from our network brings it safely to our workshop.',
    icon: 'truck',
  },
  {
    name: 'APK testing (RDW-approved)',
    kind: 'network',
    description: 'Approved by the RDW, the Dutch vehicle authority, we carry out the APK roadworthiness test ourselves and register the result at once. Repairs needed to pass can be done straight away if you wish.',
    icon: 'clipboard-check',
  },
] as const satisfies readonly PartnerEn[];

export const partnerBenefitsEn = [
  {
    title: 'A written warranty',
    text: 'You get a warranty on our repairs, in writing, whichever insurer handled the claim. It comes on top of your rights under Dutch law.',
    icon: 'shield-check',
  },
  {
    title: 'Quick handling',
    text: 'Costings, photos and approval go straight between us and the insurer, without you waiting for letters or phone calls.',
    icon: 'timer',
  },
  {
    title: 'Expertise',
    text: 'Our mechanics and painters keep their skills up to date with training from car makers and paint suppliers.',
    icon: 'award',
  },
  {
    title: 'Reliability',
    text: 'You know in advance what will happen and what it costs, and we keep to what we agree on planning and price.',
    icon: 'handshake',
  },
] as const satisfies readonly { title: string; text: string; icon: IconName }[];
