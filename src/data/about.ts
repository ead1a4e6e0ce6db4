/** Copy of /about that is not a business fact (facts, figures and the founding year come from business.ts). */
import { business } from './business';
import type { IconName } from '../lib/icons';

export interface Value { readonly title: string; readonly text: string; readonly icon: IconName }

export const story = [
  `In ${business.foundedYear} begon de familie De Vos een kleine schadewerkplaats in Utrecht. Wat begon met uitdeuken en spuiten, groeide uit tot een compleet autobedrijf voor schadeherstel, onderhoud en APK.`,
  'Inmiddels staan de tweede en de derde generatie aan het roer, maar de manier van werken is gebleven: wij vertellen u eerlijk wat uw auto nodig heeft, doen het werk zelf en staan achter het resultaat.',
  'Particulieren, ondernemers en leaserijders uit Utrecht en omgeving komen bij ons terug, vaak al jaren. Na schade regelen wij het met uw verzekeraar, zodat u er zelf zo min mogelijk werk aan heeft.',
] as const;

export const values = [
  {
    title: 'Eerlijk advies',
    text: 'Wij vervangen alleen wat echt nodig is. Vinden wij tijdens het werk meer dan afgesproken, dan bellen wij u eerst.',
    icon: 'thumbs-up',
  },
  {
    title: 'Vakmanschap',
    text: 'Onze monteurs en spuiters werken volgens de voorschriften van de fabrikant en houden hun kennis bij met vaste trainingen.',
    icon: 'award',
  },
  {
    title: 'Zuinig op het milieu',
    text: 'Wij repareren waar het kan in plaats van te vervangen, en zamelen olie, filters en oude onderdelen gescheiden in.',
    icon: 'leaf',
  },
] as const satisfies readonly Value[];
