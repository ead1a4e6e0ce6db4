/**
 * Partners in English (Dutch: src/data/partners.ts). Like the Dutch entries, each describes a KIND of partner,
 * not a named company, until the garage confirms its cooperations. The RDW is the regulator, not a partner: it is
 * a recognition, in a block of its own.
 */
import { toConfirm } from '../to-confirm';
import type { IconName } from '../../lib/icons';
import { businessEn, policeNonEmergency, warrantyTermsHrefEn } from './business';

/** A Dutch term in English copy, marked for screen readers (WCAG 3.1.2); descriptions and answers are rendered as HTML. */
const nl = (term: string) => `<span lang="nl">${term}</span>`;

export interface PartnerEn {
  readonly name: string;
  readonly kind: 'insurance' | 'network' | 'recognition';
  readonly description: string;
  readonly icon: IconName;
}

export const partnersEn = toConfirm([
  {
    name: 'National car insurers',
    kind: 'insurance',
    description: 'You report the damage to your insurer; we take care of the estimate and getting it approved.',
    icon: 'shield-check',
  },
  {
    name: 'Lease companies',
    kind: 'insurance',
    description: 'Call your lease company first; we then agree the repair with them.',
    icon: 'key-round',
  },
  {
    name: 'Businesses and fleets',
    kind: 'insurance',
    description: 'We plan repairs so your vans and cars are off the road as briefly as possible.',
    icon: 'car-front',
  },
  {
    name: 'Legal expenses insurers',
    kind: 'insurance',
    description: 'We supply the photos and estimates needed to claim from the other party.',
    icon: 'file-text',
  },
  {
    name: 'Foreign insurers',
    kind: 'insurance',
    description: 'Car registered abroad? We send the estimate and photos to your insurer, in English.',
    icon: 'sun',
  },
  {
    name: 'Regional insurers',
    kind: 'insurance',
    description: 'Smaller insurers too; we’ll check what your policy pays for.',
    icon: 'map-pin',
  },
  {
    name: 'The Schadegarant network',
    kind: 'network',
    description: `As an ${businessEn.schadegarant.label}, we settle casco claims directly with insurers that take part.`,
    icon: 'badge-check',
  },
  {
    name: 'Independent assessors',
    kind: 'network',
    description: 'Your insurer’s assessor inspects the car in our workshop, so approval comes sooner.',
    icon: 'scan-search',
  },
  {
    name: 'Paint suppliers',
    kind: 'network',
    description: 'Colour formulas for nearly every make, so a repaired panel matches the rest of the car.',
    icon: 'palette',
  },
  {
    name: 'Parts suppliers',
    kind: 'network',
    description: 'Original and equivalent parts, often the same day or the next morning.',
    icon: 'cog',
  },
  {
    name: 'Emergency centres and roadside assistance',
    kind: 'network',
    description: `Car can’t be driven? Ask your insurer’s emergency centre (${nl('alarmcentrale')}) or roadside help to bring it to us.`,
    icon: 'truck',
  },
  {
    name: 'APK test station',
    kind: 'recognition',
    description: 'Approved by the RDW, we carry out the APK, the Dutch MOT, ourselves and register the result straight away.',
    icon: 'clipboard-check',
  },
] as const satisfies readonly PartnerEn[], 'the English partner entries, matching the confirmed Dutch ones');

export const partnerBenefitsEn = [
  {
    title: 'A written warranty',
    text: `${businessEn.warranty.full} That applies whichever insurer handled the claim.`,
    icon: 'shield-check',
    link: { href: warrantyTermsHrefEn, label: 'What the warranty covers' },
  },
  {
    title: 'Quick handling',
    text: 'Estimates, photos and approval go straight between us and the insurer, so you’re not left waiting for letters or phone calls.',
    icon: 'timer',
  },
  {
    title: 'Expertise',
    text: 'Our mechanics and painters keep their skills up to date with training from car makers and paint suppliers.',
    icon: 'award',
  },
  {
    title: 'Reliability',
    text: 'You know in advance what will happen and what it costs. If anything changes, we tell you before we go on.',
    icon: 'handshake',
  },
] as const satisfies readonly { title: string; text: string; icon: IconName; link?: { href: string; label: string } }[];

/**
 * "Insured abroad, leasing or new here?": what an international driver needs to know about a claim in the Netherlands,
 * on /en/partners#internationals. The guide's step 3 says the short version and links here.
 */
export const internationalQuestionsEn = [
  {
    q: 'My car is registered abroad. What do I do?',
    a: 'Call your own insurer’s international emergency number (it’s on your insurance certificate, still often called the green card). Damage to your own car goes to your own insurer; if a Dutch driver caused it, the claim goes to that driver’s insurer. We send the estimate and photos in English to whoever pays, or to their claims representative in the Netherlands.',
  },
  {
    q: 'I drive a lease car.',
    a: 'Call your lease company first: it usually decides where the car is repaired and who reports the claim. If it sends you to us, we agree the repair with the lease company and follow its rules.',
  },
  {
    q: 'Do I need the police?',
    a: `Call 112 if anyone is hurt, the road is blocked or the situation is dangerous. For damage only you rarely need the police – unless the other driver drives off, won’t give their details or seems drunk or on drugs: then call the police on ${policeNonEmergency}. After a hit-and-run, or if the other driver turns out to be uninsured, the ${nl('Waarborgfonds Motorverkeer')} – the Dutch fund that pays for damage caused by uninsured or unidentified drivers – may pay, on its own conditions: report it to the police straight away, note any witnesses and cameras nearby, and keep your photos.`,
  },
  {
    q: 'Will a claim cost me no-claims years?',
    a: `A claim your insurer pays usually costs you some no-claims years (${nl('schadevrije jaren')}), and with them part of your discount. Not if the damage is recovered from the driver who caused it. For a small repair it can be cheaper to pay yourself: ask us for the price first and check with your insurer.`,
  },
  {
    q: 'Can I get quotes and invoices in English?',
    a: `Yes. ${businessEn.paperwork} You can talk to us in English on the phone, on WhatsApp and at the desk, and our <a href="${warrantyTermsHrefEn}" class="font-semibold text-brand-700 underline">warranty terms</a> are in English as well.`,
  },
  {
    q: 'How can I pay?',
    a: `By ${businessEn.paymentMethods}. If your insurer pays for the repair, you only pay us your excess (${nl('eigen risico')}), if any.`,
  },
  {
    q: `What do ${nl('kenteken')}, ${nl('kentekencard')}, APK and RDW mean?`,
    a: `The ${nl('kenteken')} is the registration number; the ${nl('kentekencard')} (formerly ${nl('kentekenbewijs')}) is the registration certificate. The RDW is the Dutch vehicle authority, and the APK is its periodic vehicle test, like the UK MOT: a new petrol or electric car is first tested at four years, a diesel or LPG car at three.`,
  },
] as const;
