/**
 * Every picture slot of the site and what belongs in it. All pictures today are generated artwork or placeholders:
 * each is marked `toConfirm(…, 'replace with a real photograph of …')`, so `npm run launch-check` lists it and
 * `npm run deploy` refuses until the garage's own photograph is in its file and the marker is gone.
 * What to photograph, at what size: docs/photos-brief.md. A slot whose value is null has no picture yet and shows none.
 */
import type { ImageMetadata } from 'astro';
import heroWorkshop from '../assets/hero-werkplaats.jpg';
import paintBooth from '../assets/werkplaats.jpg';
import placeholderBefore from '../assets/before-after/placeholder-before.jpg';
import placeholderAfter from '../assets/before-after/placeholder-after.jpg';
import { toConfirm } from './to-confirm';

/** The home hero and the about page's hero: the workshop floor. */
export const workshopPhoto: ImageMetadata = toConfirm(heroWorkshop, 'replace with a real photograph of the workshop floor (hero, landscape, at least 1920×1080)');

/** "Onze werkplaats" (home) and the about page's story: the spray booth. */
export const paintBoothPhoto: ImageMetadata = toConfirm(paintBooth, 'replace with a real photograph of the paint booth (8:5, at least 1600×1000)');

/** The six service pictures (src/assets/services/{id}.jpg, via src/lib/images.ts). */
export const servicePhotos = toConfirm('src/assets/services/*.jpg', 'replace with a real photograph of each of the six services at work (3:2, at least 1200×800)');

/** The people who answer the phone: the team cards show initials until these come (with each person's consent). */
export const teamPortraits: null = toConfirm(null, 'supply real photographs of the people who answer the phone (square, at least 640×640)');

/** The front of the building, for the contact page. */
export const buildingPhoto: null = toConfirm(null, 'supply a real photograph of the front of the building with the sign (landscape, at least 1600×1000)');

export interface BeforeAfterPair {
  readonly before: ImageMetadata;
  readonly after: ImageMetadata;
  /** What was repaired, one line: "Deuk in het achterportier, uitgedeukt en gespoten". */
  readonly caption: string;
}

const placeholderPair = { before: placeholderBefore, after: placeholderAfter } as const;

/** Six repairs, before and after, from the same angle: placeholders until the garage's own pairs come. */
export const beforeAfterPairs: readonly BeforeAfterPair[] = toConfirm(
  [
    { ...placeholderPair, caption: 'Voorbeeld: deuk in een portier' },
    { ...placeholderPair, caption: 'Voorbeeld: kapotte bumper' },
    { ...placeholderPair, caption: 'Voorbeeld: krassen in de lak' },
    { ...placeholderPair, caption: 'Voorbeeld: schade aan een spatbord' },
    { ...placeholderPair, caption: 'Voorbeeld: steenslag op de motorkap' },
    { ...placeholderPair, caption: 'Voorbeeld: schade na een aanrijding' },
  ],
  'replace with real photographs of six repairs, each a before and an after from the same angle (4:3, at least 1200×900)',
);

/** True once every before/after pair is the garage's own: until then /schadeherstel leaves the gallery out (design review F9). */
export const beforeAfterReady = beforeAfterPairs.every((p) => p.before !== placeholderBefore && p.after !== placeholderAfter);

export interface PagePhoto {
  readonly image: ImageMetadata;
  /** Dutch: the landing pages are Dutch only. Says what the picture is, an illustration included. */
  readonly alt: string;
}

/**
 * The landing pages' picture (the hero's right half from 1024 px, under the hero's buttons on a phone; design review F2).
 * Until the garage's own photographs come, the pages about damage show the spray booth and the others the workshop floor,
 * both generated artwork marked above for the launch check. A page's own photograph is one entry in `bySlug`:
 * `'bumper-spuiten': { image: bumperPhoto, alt: 'Een gespoten bumper in onze spuitcabine' }`.
 */
export const landingPhotos: { readonly damage: PagePhoto; readonly other: PagePhoto; readonly bySlug: Readonly<Record<string, PagePhoto>> } = {
  damage: { image: paintBooth, alt: 'Illustratie van onze spuitcabine met een blauwe auto, een verfspuit en een wagen met lakblikken' },
  other: { image: heroWorkshop, alt: 'Illustratie van onze werkplaats met een auto op de brug' },
  bySlug: {},
};
