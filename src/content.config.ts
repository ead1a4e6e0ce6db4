import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { iconNames } from './lib/icons';
import { topicNames } from './lib/topics';

/** Routes that exist as files in src/pages: a landing page may never take one of these slugs. */
export const reservedSlugs = [
  'about', 'contact', 'services', 'damage-guide', 'partners', 'privacy', 'autogarage-utrecht', '404',
] as const;

export const ctaLabels = ['Neem contact op', 'Direct contact opnemen', 'Vraag een offerte aan', 'Afspraak aanvragen', 'Schade melden'] as const;

/** Where a landing page's main button leads: the contact page, the damage report (pages about damage), or the appointment request. */
export const ctaTargets = ['/contact', '/schade-melden', '/afspraak'] as const;

/** The groups of the header's "Diensten" menu, the footer and /services that a landing page can join. */
export const menuGroups = ['schadeherstel'] as const;

const landing = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/landing' }),
  schema: z
    .object({
      /** The full browser title, as search results show it (at most 60 characters). */
      title: z.string().min(15).max(60),
      description: z.string().min(120).max(160),
      heading: z.string().min(10).max(90),
      intro: z.string().min(80).max(400),
      /** schema.org Service name, e.g. "Uitdeuken zonder spuiten". */
      serviceName: z.string().min(3).max(60),
      /**
       * What the service is, as a lucide icon: the hero's anchor on a phone (design review 2026-11-28, F3). Default: the
       * `menu` entry's icon, else the wrench.
       */
      icon: z.enum(iconNames).optional(),
      /**
       * What the page is about, as a picture: the hero's right half from 1024 px, under the buttons on a phone, and the
       * page's card on /services. One of the topic pictures (src/lib/topics.ts; alt text in src/data/photos.ts).
       */
      picture: z.enum(topicNames),
      cardsHeading: z.string().min(5).max(80),
      /** The cards are steps in order ("in vier stappen"): numbered "Stap 1" to "Stap 4" (design review 2026-11-28, F16). */
      cardsNumbered: z.boolean().optional(),
      cards: z
        .array(z.object({ title: z.string().min(3).max(60), text: z.string().min(40).max(320), icon: z.enum(iconNames) }))
        .length(4),
      cta: z.object({
        heading: z.string().min(5).max(80),
        text: z.string().min(20).max(240),
        label: z.enum(ctaLabels),
        /**
         * '/schade-melden' for the pages about damage (label 'Schade melden'); '/afspraak' (optionally with the work
         * ticked: '/afspraak?dienst=apk') for 'Afspraak aanvragen'; the rest go to /contact.
         */
        href: z.union([z.enum(ctaTargets), z.string().regex(/^\/afspraak\?dienst=[a-z-]+$/)]).default('/contact'),
      })
        .refine((cta) => (cta.label === 'Schade melden') === (cta.href === '/schade-melden'), {
          message: "The label 'Schade melden' goes with href '/schade-melden', and only with it.",
        })
        .refine((cta) => (cta.label === 'Afspraak aanvragen') === cta.href.startsWith('/afspraak'), {
          message: "The label 'Afspraak aanvragen' goes with href '/afspraak' (or '/afspraak?dienst=<id>'), and only with it.",
        }),
      /**
       * Listed in the menus (header, footer, /services, /schadeherstel) under `group`, as `label`, sorted by `order`;
       * `teaser`: one line for the overview /schadeherstel, without the place name (the description is for search);
       * `icon`: the pages with one are the cards at the head of /services' body repair (the first six by `order`).
       */
      menu: z
        .object({
          group: z.enum(menuGroups), label: z.string().min(3).max(32), order: z.number().int(), teaser: z.string().min(40).max(100), icon: z.enum(iconNames).optional(),
          /** The card's words on /en/services (the card links the Dutch page): required for the six with an `icon`. */
          en: z.object({ label: z.string().min(3).max(32), teaser: z.string().min(40).max(100) }).strict().optional(),
        })
        .strict()
        .refine((m) => !m.icon || m.en, { message: 'a menu entry with an icon is a card on /en/services too: give it `en: { label, teaser }`' })
        .optional(),
      /**
       * One fact box that breaks the prose after its first section (design review 2026-11-28 evening, M1): a short label
       * ("Vuistregel", "Tip") and one sentence, the page's own key fact (src/lib/rehype-highlight.mjs places it). Left
       * out where the first section ends in a list the box would only repeat (review 2026-11-29 evening, H1).
       */
      highlight: z.object({ label: z.string().min(3).max(40), text: z.string().min(50).max(130) }).strict().optional(),
      /** 2 or 3 related pages: landing slugs ("sterreparatie") or service paths ("services/oil-change"). */
      related: z.array(z.string().regex(/^(services\/)?[a-z0-9-]+$/)).min(2).max(3),
      order: z.number().int().optional(),
      /** A page for someone who just had a collision: 112 and the police's number (business.police) under the hero. */
      roadside: z.boolean().optional(),
      /** What the garage must still confirm or supply for this page: `npm run launch-check` lists each (src/data/to-confirm.ts). */
      toConfirm: z.array(z.string().min(10)).optional(),
    })
    .strict(),
});

export const collections = { landing };
