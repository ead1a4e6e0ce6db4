/** The words of the shared layout per language: ui[lang]. Server-side only (no island imports this). */
import type { Lang } from './routes';
import { en } from './ui.en';
import { nl, type UiStrings } from './ui.nl';

export type { UiStrings };
export const ui: Record<Lang, UiStrings> = { nl, en };
export type { Lang };
