/**
 * The team cards on /about: two owners and the office manager.
 * PLACEHOLDER: the names and descriptions are placeholders until the garage confirms them.
 * No portraits until real ones come (docs/photos-brief.md): the cards show the initials in the portrait frame, never a
 * drawn face. A real portrait goes in `photo` (import it from src/assets/team/, 4:5, at least 800×1000, with consent).
 */
import type { ImageMetadata } from 'astro';
import { toConfirm } from './to-confirm';

export interface TeamMember {
  readonly name: string;
  readonly role: 'Eigenaar' | 'Kantoormanager';
  /** Years of experience, shown as a badge: "20+ jaar". */
  readonly experience: '20+' | '15+' | '10+';
  /** Two sentences about what this person does for the customer. */
  readonly description: string;
  /** Shown in the portrait frame while there is no photo. */
  readonly initials: string;
  /** The real portrait, 4:5, half-length (design review 2026-11-28 evening, M7): it replaces the initials in the frame. */
  readonly photo?: ImageMetadata;
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
