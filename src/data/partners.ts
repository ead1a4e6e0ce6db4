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
    description:
      'Met de grote autoverzekeraars handelen wij schades rechtstreeks af. U meldt de schade bij uw verzekeraar; wij regelen daarna de calculatie en de goedkeuring.',
    icon: 'shield-check',
  },
  {
    name: 'Lease\u00ADmaatschappijen',
    kind: 'insurance',
    description:
      'Rijdt u een leaseauto, bel dan eerst uw leasemaatschappij: die bepaalt meestal waar de auto wordt hersteld. Wij stemmen het herstel daarna met de leasemaatschappij af en volgen haar voorschriften, zodat u zelf zo min mogelijk hoeft te regelen.',
    icon: 'key-round',
  },
  {
    name: 'Ondernemers en wagen\u00ADparken',
    kind: 'insurance',
    description:
      'Voor ondernemers met bestelbussen of een wagenpark plannen wij reparaties zo dat uw bedrijfsauto’s zo kort mogelijk stilstaan.',
    icon: 'car-front',
  },
  {
    name: 'Rechtsbijstands\u00ADverzekeraars',
    kind: 'insurance',
    description:
      'Is de schuldvraag onduidelijk of weigert de tegenpartij te betalen? Dan leveren wij uw rechtsbijstandsverzekeraar de foto’s en calculaties die nodig zijn om de schade te verhalen.',
    icon: 'file-text',
  },
  {
    name: 'Buitenlandse verzekeraars',
    kind: 'insurance',
    description:
      'Rijdt u met een buitenlands kenteken? Meld de schade bij uw eigen verzekeraar (via het internationale alarmnummer op uw verzekeringsbewijs). Wij sturen de calculatie en de foto’s naar uw verzekeraar of diens Nederlandse correspondent, ook in het Engels.',
    icon: 'sun',
  },
  {
    name: 'Regionale verzekeraars',
    kind: 'insurance',
    description:
      'Ook met kleinere en regionale verzekeraars werken wij samen. Sommige verzekeraars vergoeden het herstel alleen volledig bij hun eigen herstelbedrijven; wij zoeken voor u na wat uw polis zegt.',
    icon: 'map-pin',
  },
  // Professional network
  {
    name: 'Schadegarant\u00ADnetwerk',
    kind: 'network',
    description:
      `Als ${business.affiliations.schadegarant.label} handelen wij cascoschade rechtstreeks af met de verzekeraars die aan Schadegarant deelnemen, volgens vaste afspraken over calculatie, herstel en garantie.`,
    icon: 'badge-check',
  },
  {
    name: 'Onafhankelijke schade-experts',
    kind: 'network',
    description:
      'Schade-experts die verzekeraars inschakelen, kunnen uw auto bij ons in de werkplaats beoordelen. Zo komt er sneller akkoord en hoeft u nergens anders heen.',
    icon: 'scan-search',
  },
  {
    name: 'Lakleveranciers',
    kind: 'network',
    description:
      'Onze lakleveranciers leveren de kleurformules van vrijwel alle autofabrikanten, zodat een hersteld paneel zo goed mogelijk aansluit op de rest van uw auto.',
    icon: 'palette',
  },
  {
    name: 'Onderdelen\u00ADleveranciers',
    kind: 'network',
    description:
      'Dankzij vaste leveranciers hebben wij originele en gelijkwaardige onderdelen vaak dezelfde dag of de volgende ochtend binnen. Uw auto staat daardoor korter stil.',
    icon: 'cog',
  },
  {
    name: 'Alarmcentrales en pechhulp',
    kind: 'network',
    description:
      'Is uw auto na een ongeval niet meer rijdbaar, dan laat de alarmcentrale van uw verzekeraar of uw pechhulpdienst hem wegslepen. Vraag of zij de auto naar ons brengen; wij nemen het daarna over.',
    icon: 'truck',
  },
  {
    name: 'APK-keuringsstation',
    kind: 'recognition',
    description:
      'Wij keuren uw auto zelf voor de APK en melden het resultaat direct af. Reparaties die nodig zijn voor goedkeuring, doen wij als u dat wilt meteen.',
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
