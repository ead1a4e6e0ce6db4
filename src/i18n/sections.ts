/** The words of the shared page sections per language: sections[lang]. Server-side only. */
import type { Lang } from './routes';
import { en } from './sections.en';
import { nl, type SectionStrings } from './sections.nl';

export type { SectionStrings };
export const sections: Record<Lang, SectionStrings> = { nl, en };
