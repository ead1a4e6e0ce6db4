/** English copy of the home page's sections (Dutch: src/data/home.ts); facts come from business.ts. */
import type { Point } from '../home';
import { localePath } from '../../i18n/routes';

export const whyUsEn = [
  {
    title: 'A family business of skilled people',
    text: 'You talk to the people who actually work on your car. No call centre: short lines and one contact person from your first call to collection.',
    icon: 'users',
  },
  {
    title: 'We deal with your insurer',
    text: 'We work directly with insurers and lease companies. You drop off the car; we report the claim, cost the repair and talk to the assessor.',
    icon: 'handshake',
  },
  {
    title: 'A replacement car, so you keep moving',
    text: 'While your car is with us you can drive a replacement car. We keep you posted, so you know exactly when you get your own car back.',
    icon: 'car-front',
  },
] as const satisfies readonly Point[];

export const facilitiesEn = [
  'A spray booth with a drying oven for a smooth, dust-free finish',
  'Colour measurement for every car, so new paint matches the old exactly',
  'A chassis straightening bench for precise structural repairs',
  'Diagnostic equipment for all common makes, including cameras and sensors',
  'Our own APK testing (the Dutch annual roadworthiness test) and servicing, all under one roof',
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
    text: 'We send the costing and photos to your insurer, Dutch or foreign, and agree the repair with their assessor.',
    href: localePath('en', '/partners'),
    link: 'Insurers we work with',
  },
  {
    icon: 'clipboard-check',
    title: 'Servicing and the APK',
    text: 'The APK is the yearly roadworthiness test for cars registered in the Netherlands. We test, service and repair in one visit.',
    href: localePath('en', '/services'),
    link: 'Our services and prices',
  },
] as const satisfies readonly (Point & { href: string; link: string })[];
