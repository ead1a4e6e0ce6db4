/**
 * The service cards that are not a landing page's own (design review 2026-11-28 evening, H2 and M5): the home page's
 * strip of trades, and the APK's card on /services and /en/services. Each card is a topic or service picture (the same
 * files as the pages they link to: src/data/photos.ts, src/lib/images.ts), a title and a link; words in both languages.
 * The body-repair cards on /services, /en/services and /schadeherstel come from the landing pages' front matter (`menu`).
 */
import type { ImageMetadata } from 'astro';
import type { Lang } from '../i18n/routes';
import { serviceImage } from '../lib/images';
import { topicPhotos } from './photos';

export interface StripCard {
  readonly image: ImageMetadata;
  readonly title: string;
  readonly href: string;
}

export interface ServiceStrip {
  readonly heading: string;
  /** Names the row to swipe on a phone (the list's accessible name). */
  readonly label: string;
  readonly cards: readonly StripCard[];
  readonly all: { readonly label: string; readonly href: string };
}

const servicing = serviceImage('oil-change');

/** The home page's strip, between the hero and the reviews: what the garage does, as pictures. */
export const serviceStrip: Record<Lang, ServiceStrip> = {
  nl: {
    heading: 'Onze diensten',
    label: 'Onze diensten: schadeherstel, onderhoud en APK',
    cards: [
      { image: topicPhotos.aanrijding.image, title: 'Schadeherstel', href: '/schadeherstel' },
      { image: topicPhotos.krassen.image, title: 'Lakschade', href: '/lakschade-auto-utrecht' },
      { image: topicPhotos.deuk.image, title: 'Uitdeuken', href: '/uitdeuken-zonder-spuiten' },
      { image: topicPhotos.ruit.image, title: 'Ruitschade', href: '/autoruitschade' },
      { image: servicing, title: 'Onderhoud', href: '/services#onderhoud' },
      { image: topicPhotos.apk.image, title: 'APK-keuring', href: '/apk-utrecht' },
    ],
    all: { label: 'Alle diensten', href: '/services' },
  },
  en: {
    heading: 'Our services',
    label: 'Our services: body repair, servicing and the APK test',
    cards: [
      { image: topicPhotos.aanrijding.image, title: 'Body repair', href: '/en/body-repair' },
      { image: servicing, title: 'Servicing', href: '/en/services#servicing' },
      { image: topicPhotos.apk.image, title: 'APK test', href: '/en/services#apk' },
      { image: serviceImage('brake-service'), title: 'Brake service', href: '/en/services/brake-service' },
    ],
    all: { label: 'All services', href: '/en/services' },
  },
};

/** The APK's card beside the servicing cards (it was a text banner): the clipboard-and-car picture of /apk-utrecht. */
export const apkCard: Record<Lang, StripCard & { readonly text: string; readonly alt: string }> = {
  nl: {
    image: topicPhotos.apk.image,
    title: 'APK-keuring',
    text: 'Keuring en afmelden bij de RDW; afkeurpunten na uw akkoord meteen hersteld.',
    href: '/apk-utrecht',
    alt: topicPhotos.apk.alt,
  },
  en: {
    image: topicPhotos.apk.image,
    title: 'APK test (Dutch MOT)',
    text: 'The test and the RDW registration; anything that fails fixed straight away once you agree.',
    href: '/en/appointment?dienst=apk',
    alt: 'Illustration of an APK test: a car beside a clipboard with a ticked checklist',
  },
};

/** In the list after the body-repair pages (/services, /schadeherstel): the two pages outside the menu (review D19). */
export const bodyRepairExtras: readonly { readonly href: string; readonly label: string }[] = [
  { href: '/geurtjes-verwijderen', label: 'Geurtjes verwijderen met ozon' },
  { href: '/industrieel-spuiten', label: 'Industrieel spuiten' },
];
