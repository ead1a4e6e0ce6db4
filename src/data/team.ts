/**
 * The team cards on /about: two owners and the office manager.
 * PLACEHOLDER: the names and descriptions are placeholders until the garage confirms them.
 * No portraits until real ones come (docs/photos-brief.md): the cards show the initials, never a drawn face.
 */
import { toConfirm } from './to-confirm';

export interface TeamMember {
  readonly name: string;
  readonly role: 'Eigenaar' | 'Kantoormanager';
  /** Years of experience, shown as a badge: "20+ jaar". */
  readonly experience: '20+' | '15+' | '10+';
  /** Two sentences about what this person does for the customer. */
  readonly description: string;
  /** Shown in place of a portrait. */
  readonly initials: string;
}

export const team = toConfirm([
  {
    name: 'Rob de Vos',
    role: 'Eigenaar',
    experience: '20+',
    description:
      'Rob nam het bedrijf over van zijn vader en staat nog elke dag zelf in de werkplaats. Bij grotere schades bekijkt hij uw auto persoonlijk en bespreekt hij met u en de schade-expert de beste aanpak.',
    initials: 'RV',
  },
  {
    name: 'Lotte de Vos',
    role: 'Eigenaar',
    experience: '15+',
    description:
      'Lotte is de derde generatie De Vos en leidt de spuiterij en de onderhoudswerkplaats. Zij zorgt ervoor dat de lak precies op kleur is en dat uw auto op de afgesproken dag klaarstaat.',
    initials: 'LV',
  },
  {
    name: 'Ingrid Bakker',
    role: 'Kantoormanager',
    experience: '10+',
    description:
      'Ingrid is uw eerste aanspreekpunt aan de telefoon en aan de balie. Zij plant de afspraken, regelt vervangend vervoer als uw polis dat dekt en handelt de papieren met uw verzekeraar af.',
    initials: 'IB',
  },
] as const satisfies readonly TeamMember[], 'the team: real names, roles, years of experience and portraits, with their consent');
