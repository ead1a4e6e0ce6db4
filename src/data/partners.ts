/**
 * Partners (/partners): six insurance partners, five partners in the professional network, and the recognitions
 * (the RDW is the regulator, not a partner: it has its own block, "Erkenningen").
 * PLACEHOLDER: the spec names no partners, and the site must not present real companies as partners.
 * Each entry therefore describes a KIND of partner. Long compound names carry a soft hyphen (\u00AD) so they
 * break cleanly on a narrow phone. Replace the entries with named partners (and their logos)
 * once the garage has confirmed each cooperation.
 */
import { toConfirm } from './to-confirm';
import { business } from './business';
import type { IconName } from '../lib/icons';

export interface Partner {
  readonly name: string;
  readonly kind: 'insurance' | 'network' | 'recognition';
  /** One or two sentences: what the cooperation means for the customer. */
  readonly description: string;
  readonly icon: IconName;
}

export interface PartnerBenefit {
  readonly title: 'Garantie op ons werk' | 'Snelle afhandeling' | 'Expertise' | 'Betrouwbaarheid';
  readonly text: string;
  readonly icon: IconName;
  /** A link under the text (the warranty's terms). */
  readonly link?: { readonly href: string; readonly label: string };
}

export const partners = toConfirm([
  // Insurance partners
  {
    name: 'Landelijke auto\u00ADverzekeraars',
    kind: 'insurance',
    description: 'U meldt de schade bij uw verzekeraar; wij regelen daarna de calculatie en de goedkeuring.',
    icon: 'shield-check',
  },
  {
    name: 'Lease\u00ADmaatschappijen',
    kind: 'insurance',
    description: 'Bel eerst uw leasemaatschappij; wij stemmen het herstel daarna met haar af.',
    icon: 'key-round',
  },
  {
    name: 'Ondernemers en wagen\u00ADparken',
    kind: 'insurance',
    description: 'Wij plannen reparaties zo dat uw bedrijfsauto’s zo kort mogelijk stilstaan.',
    icon: 'car-front',
  },
  {
    name: 'Rechtsbijstands\u00ADverzekeraars',
    kind: 'insurance',
    description: 'Wij leveren de foto’s en calculaties om uw schade op de tegenpartij te verhalen.',
    icon: 'file-text',
  },
  {
    name: 'Buitenlandse verzekeraars',
    kind: 'insurance',
    description: 'Buitenlands kenteken? Wij sturen calculatie en foto’s naar uw verzekeraar, ook in het Engels.',
    icon: 'sun',
  },
  {
    name: 'Regionale verzekeraars',
    kind: 'insurance',
    description: 'Ook met kleinere verzekeraars werken wij samen; wij zoeken na wat uw polis vergoedt.',
    icon: 'map-pin',
  },
  // Professional network
  {
    name: 'Schadegarant\u00ADnetwerk',
    kind: 'network',
    description: `Als ${business.affiliations.schadegarant.label} regelen wij cascoschade rechtstreeks met deelnemende verzekeraars.`,
    icon: 'badge-check',
  },
  {
    name: 'Onafhankelijke schade-experts',
    kind: 'network',
    description: 'De expert van uw verzekeraar beoordeelt uw auto bij ons in de werkplaats: sneller akkoord.',
    icon: 'scan-search',
  },
  {
    name: 'Lakleveranciers',
    kind: 'network',
    description: 'Kleurformules van vrijwel alle merken, zodat een hersteld paneel aansluit op de rest.',
    icon: 'palette',
  },
  {
    name: 'Onderdelen\u00ADleveranciers',
    kind: 'network',
    description: 'Originele en gelijkwaardige onderdelen vaak dezelfde dag of de volgende ochtend binnen.',
    icon: 'cog',
  },
  {
    name: 'Alarmcentrales en pechhulp',
    kind: 'network',
    description: 'Auto niet meer rijdbaar? Vraag de alarmcentrale of pechhulp hem naar ons te brengen.',
    icon: 'truck',
  },
  {
    name: 'APK-keuringsstation',
    kind: 'recognition',
    description: 'Wij keuren uw auto zelf en melden het resultaat direct af bij de RDW.',
    icon: 'clipboard-check',
  },
] as const satisfies readonly Partner[], 'the partners the garage really works with (names and logos once each cooperation is confirmed); these are kinds of partner');

export const partnerBenefits = [
  {
    title: 'Garantie op ons werk',
    text: business.warranty.full,
    icon: 'shield-check',
    link: { href: '/about#garantie', label: 'Garantievoorwaarden' },
  },
  {
    title: 'Snelle afhandeling',
    text: 'Calculatie, foto’s en goedkeuring gaan rechtstreeks tussen ons en de verzekeraar heen en weer, zonder dat u op post of telefoontjes hoeft te wachten.',
    icon: 'timer',
  },
  {
    title: 'Expertise',
    text: 'Onze monteurs en spuiters houden hun vakkennis bij met trainingen van fabrikanten en lakleveranciers.',
    icon: 'award',
  },
  {
    title: 'Betrouwbaarheid',
    text: 'U weet vooraf wat er gebeurt en wat het kost. Verandert er iets, bijvoorbeeld omdat een onderdeel later komt of wij extra schade vinden, dan hoort u dat eerst van ons.',
    icon: 'handshake',
  },
] as const satisfies readonly PartnerBenefit[];
