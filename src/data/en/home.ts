/** English copy of the home page's sections (Dutch: src/data/home.ts); facts come from business.ts. */
import type { Point } from '../home';
import { localePath } from '../../i18n/routes';
import { businessEn } from './business';

export const whyUsEn = [
  {
    title: 'A family business of skilled people',
    text: 'No call centre: you deal directly with our own team, with one contact from first call to collection.',
    icon: 'users',
  },
  {
    title: 'We help you with your insurer',
    text: `We work directly with insurers and lease companies. ${businessEn.claimHandling}`,
    icon: 'handshake',
  },
  {
    title: 'A replacement car, so you keep moving',
    text: `${businessEn.replacementCar.full} We keep you posted, so you know exactly when you’ll get your own car back.`,
    icon: 'car-front',
  },
] as const satisfies readonly Point[];

export const facilitiesEn = [
  'A spray booth with a drying oven for a smooth, dust-free finish',
  'Colour measurement for every car, so new paint matches the old as closely as possible',
  'A chassis straightening jig for precise structural repairs',
  'Diagnostic equipment for nearly all common makes, including cameras and sensors',
  'Our own APK testing (the Dutch periodic vehicle test, like the UK MOT) and servicing, all under one roof',
] as const;

/** "New to the Netherlands?": three cards on the English home page that lead to what internationals need most. */
export const internationals = [
  {
    icon: 'file-signature',
    title: 'Car accident? Read our guide',
    text: 'Six steps from the roadside to collecting your repaired car, with the Dutch terms explained.',
    href: localePath('en', '/damage-guide'),
    link: 'Read the damage guide',
  },
  {
    icon: 'shield-check',
    title: 'Your insurer, handled',
    text: 'You report the claim to your insurer, Dutch or foreign; we send the estimate and photos, in English if you like, and agree the repair with their assessor.',
    href: localePath('en', '/partners'),
    link: 'How we work with insurers',
  },
  {
    icon: 'clipboard-check',
    title: 'Servicing and the APK',
    text: 'The APK is the Dutch periodic vehicle test, like the UK MOT: a new petrol or electric car is first tested at four years, a diesel or LPG car at three. We test, service and repair in one visit.',
    href: `${localePath('en', '/services')}#apk`,
    link: 'The APK test and our services',
  },
] as const satisfies readonly (Point & { href: string; link: string })[];
