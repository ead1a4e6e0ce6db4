/** Copy of the home page's sections that is not a business fact (facts come from business.ts). */
import { toConfirm } from './to-confirm';
import { business } from './business';
import type { IconName } from '../lib/icons';

export interface Point { readonly title: string; readonly text: string; readonly icon: IconName }

export const whyUs = [
  {
    title: 'Familiebedrijf met vakmensen',
    text: 'Bij ons spreekt u iemand van ons eigen team. Geen callcenter, maar korte lijnen en een vast aanspreekpunt van melding tot aflevering.',
    icon: 'users',
  },
  {
    title: 'Wij regelen het met uw verzekeraar',
    text: 'Wij werken rechtstreeks met verzekeraars en leasemaatschappijen. U meldt de schade en levert de auto in; wij regelen de calculatie, de foto’s en het contact met de verzekeraar en de expert.',
    icon: 'handshake',
  },
  {
    title: 'Vervangend vervoer als uw polis dat dekt',
    text: `${business.replacementCar.full} Tijdens de reparatie houden wij u op de hoogte, zodat u weet wanneer u uw auto terugkrijgt.`,
    icon: 'car-front',
  },
] as const satisfies readonly Point[];

export const facilities = toConfirm([
  'Spuitcabine met droogoven voor een strak, stofvrij lakresultaat',
  'Kleurmeting per auto, zodat nieuwe lak zo goed mogelijk aansluit op de oude',
  'Richtbank voor het nauwkeurig herstellen van constructieschade',
  'Diagnoseapparatuur voor vrijwel alle gangbare merken, ook voor camera’s en sensoren',
  'Eigen APK-keuring en onderhoud, zodat alles onder één dak gebeurt',
] as const, 'the in-house equipment (spray booth with drying oven, colour measurement, straightening bench, diagnostics, APK)');
