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
import topicAanrijding from '../assets/topics/aanrijding.jpg';
import topicApk from '../assets/topics/apk.jpg';
import topicBumper from '../assets/topics/bumper.jpg';
import topicDeuk from '../assets/topics/deuk.jpg';
import topicKlassieker from '../assets/topics/klassieker.jpg';
import topicKrassen from '../assets/topics/krassen.jpg';
import topicOzon from '../assets/topics/ozon.jpg';
import topicRuit from '../assets/topics/ruit.jpg';
import topicScooter from '../assets/topics/scooter.jpg';
import topicSpuiten from '../assets/topics/spuiten.jpg';
import topicSteenslag from '../assets/topics/steenslag.jpg';
import sceneBalie from '../assets/topics/balie.jpg';
import sceneBrug from '../assets/topics/brug.jpg';
import sceneGevel from '../assets/topics/gevel.jpg';
import type { TopicName } from '../lib/topics';
import { toConfirm } from './to-confirm';

/** The home hero: the workshop floor. */
export const workshopPhoto: ImageMetadata = toConfirm(heroWorkshop, 'replace with a real photograph of the workshop floor (hero, landscape, at least 1920×1080)');

/** The hero of /schadeherstel and /en/body-repair: the spray booth. */
export const paintBoothPhoto: ImageMetadata = toConfirm(paintBooth, 'replace with a real photograph of the paint booth (8:5, at least 1600×1000)');

/**
 * The about page's story: the front desk, and the home page's "Onze werkplaats": a car on the lift. Drawn scenes
 * (src/assets/topics/scenes.mjs), so that no picture repeats among those two and the /schadeherstel hero (design review
 * 2026-11-28 evening, M7).
 */
export const receptionPhoto: ImageMetadata = toConfirm(sceneBalie, 'replace with a real photograph of the front desk where customers are received (3:2, at least 1200×800)');
export const liftPhoto: ImageMetadata = toConfirm(sceneBrug, 'replace with a real photograph of the workshop floor with a car on the lift (3:2, at least 1200×800)');

/** The six service pictures (src/assets/services/{id}.jpg, via src/lib/images.ts). */
export const servicePhotos = toConfirm('src/assets/services/*.jpg', 'replace with a real photograph of each of the six services at work (3:2, at least 1200×800)');

/** The people who answer the phone: the team cards show initials until these come (with each person's consent). */
export const teamPortraits: null = toConfirm(null, 'supply real photographs of the people who answer the phone (square, at least 640×640)');

/**
 * The front of the building: the about page's hero, a drawn scene until the photograph comes (src/assets/topics/
 * scenes.mjs; design review 2026-11-29, M6: the about hero was the home hero's picture).
 */
export const buildingPhoto: ImageMetadata = toConfirm(sceneGevel, 'replace with a real photograph of the front of the building with the sign (landscape, at least 1600×1000)');

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
  /** Dutch: says what the picture is, an illustration included. */
  readonly alt: string;
}

/**
 * The landing pages' pictures, one per topic (design review 2026-11-28, F1): a page names its topic in its front matter
 * (`picture`, src/lib/topics.ts) and shows it in its hero (the right half from 1024 px, under the buttons on a phone)
 * and, for the six cards at the head of /services' body repair, on its card. Drawn artwork until the garage's own
 * photographs come: src/assets/topics/make-topics.mjs; what to photograph: docs/photos-brief.md.
 */
export const topicPhotos: Readonly<Record<TopicName, PagePhoto>> = {
  aanrijding: {
    image: toConfirm(topicAanrijding, 'replace with a real photograph of a car with collision damage at the front, in the workshop (3:2, at least 1200×800)'),
    alt: 'Illustratie van een auto met een ingedeukte voorkant na een aanrijding',
  },
  apk: {
    image: toConfirm(topicApk, 'replace with a real photograph of an APK inspection: a car on the lift with the inspector and the checklist (3:2, at least 1200×800)'),
    alt: 'Illustratie van een APK-keuring: een auto naast een klembord met een afgevinkte keuringslijst',
  },
  bumper: {
    image: toConfirm(topicBumper, 'replace with a real photograph of a repaired or freshly sprayed bumper (3:2, at least 1200×800)'),
    alt: 'Illustratie van de voorkant van een auto met een scheur in de bumper',
  },
  deuk: {
    image: toConfirm(topicDeuk, 'replace with a real photograph of paintless dent repair: a dent in a door under the light board, with the rod (3:2, at least 1200×800)'),
    alt: 'Illustratie van een deuk in een portier die met een uitdeukstaaf van binnenuit wordt teruggedrukt',
  },
  klassieker: {
    image: toConfirm(topicKlassieker, 'replace with a real photograph of a classic car being restored in the workshop (3:2, at least 1200×800)'),
    alt: 'Illustratie van een gele klassieke auto met chromen bumpers en witte banden',
  },
  krassen: {
    image: toConfirm(topicKrassen, 'replace with a real photograph of scratches in car paint being polished out with a polishing machine (3:2, at least 1200×800)'),
    alt: 'Illustratie van krassen in de lak van een auto en een poetsmachine die de lak weer glanzend maakt',
  },
  ozon: {
    image: toConfirm(topicOzon, 'replace with a real photograph of the ozone generator in a car interior (3:2, at least 1200×800)'),
    alt: 'Illustratie van een ozonapparaat naast een autostoel, met frisse lucht die over de stoel waait',
  },
  ruit: {
    image: toConfirm(topicRuit, 'replace with a real photograph of a star chip in a windscreen being repaired (3:2, at least 1200×800)'),
    alt: 'Illustratie van een voorruit met een ster door steenslag, uitvergroot onder een loep',
  },
  scooter: {
    image: toConfirm(topicScooter, 'replace with a real photograph of a freshly sprayed scooter or motorbike (3:2, at least 1200×800)'),
    alt: 'Illustratie van een scooter met gele kappen, van opzij gezien',
  },
  spuiten: {
    image: toConfirm(topicSpuiten, 'replace with a real photograph of a painter spraying a car panel in the paint booth (3:2, at least 1200×800)'),
    alt: 'Illustratie van een verfspuit die een autopaneel blauw spuit',
  },
  steenslag: {
    image: toConfirm(topicSteenslag, 'replace with a real photograph of stone chips on a bonnet being touched up (3:2, at least 1200×800)'),
    alt: 'Illustratie van steenslag op een motorkap: een steentje, kleine putjes in de lak en een lakstift',
  },
};

/** /schadeherstel's hero and /en/body-repair's: the spray booth (the marker above, on `paintBoothPhoto`). */
export const bodyRepairPhoto = {
  image: paintBooth,
  alt: 'Illustratie van onze spuitcabine met een blauwe auto, een verfspuit en een wagen met lakblikken',
  altEn: 'Illustration of our paint booth with a blue car, a spray gun and a trolley of paint tins',
} as const;
