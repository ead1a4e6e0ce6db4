/**
 * /autogarage-utrecht: the garage as a whole, for people searching "autogarage Utrecht".
 * Head, hero and cards here; the longer SEO text is Markdown beside this file (autogarage-utrecht.md).
 */
import type { LandingCard } from '../components/sections/LandingCards.astro';
import { business, yearsOfExperience } from './business';

export const autogarageUtrecht = {
  /** The spec's title, in the site's one title style (at most 60 characters, brand at the end). */
  title: `Autogarage Utrecht: alles onder één dak | ${business.name}`,
  description:
    'Een complete autogarage in Utrecht: reparaties, onderhoud, schadeherstel, APK-keuring en ruitschade onder één dak. Vraag eenvoudig online een afspraak aan.',
  eyebrow: 'Autogarage in Utrecht',
  heading: 'Een complete autogarage in Utrecht',
  intro: `Reparaties, onderhoud, schadeherstel, de APK en ruitschade: bij ${business.name} regelt u het allemaal op één adres in ${business.address.city}. Al ${yearsOfExperience()} jaar helpen wij automobilisten met eerlijk advies, vakwerk en een heldere prijs vooraf.`,
  cta: 'Vraag online een afspraak aan',
  cardsHeading: 'Alles voor uw auto onder één dak',
  cardsIntro: 'Van een kleine beurt tot herstel na een aanrijding: kies waar u hulp bij nodig heeft.',
  cards: [
    {
      title: 'Reparaties',
      text: 'Remmen die piepen, een koppeling die slipt of een motor die onrustig loopt: onze monteurs zoeken de oorzaak en herstellen uw auto met originele onderdelen of onderdelen van gelijkwaardige kwaliteit.',
      icon: 'wrench',
      href: '/services',
      linkLabel: 'Bekijk al onze diensten',
    },
    {
      title: 'Onderhoud',
      text: 'Een beurt volgens het schema van de fabrikant, met onderdelen van gelijkwaardige kwaliteit. Olie verversen is meestal binnen een uur klaar, inclusief een gratis 21-puntencontrole.',
      icon: 'droplets',
      href: '/services/oil-change',
      linkLabel: 'Olie verversen',
    },
    {
      title: 'Schadeherstel',
      text: 'Na een aanrijding regelen wij het herstel van begin tot eind: de beoordeling, het contact met uw verzekeraar, vervangend vervoer als uw polis dat dekt en 3 jaar garantie op het schadeherstel, wie er ook betaalt.',
      icon: 'shield-check',
      href: '/autoschade-utrecht',
      linkLabel: 'Autoschade herstellen',
    },
    {
      title: 'APK-keuring',
      text: 'Wij keuren uw auto, bespreken eventuele afkeurpunten vooraf en verhelpen ze na uw akkoord meteen in onze eigen werkplaats, meestal nog dezelfde dag.',
      icon: 'clipboard-check',
      href: '/apk-utrecht',
      linkLabel: 'APK in Utrecht',
    },
    {
      title: 'Ruitschade',
      text: `Een ster in de voorruit repareren wij meestal binnen een halfuur. ${business.windscreen} Na een nieuwe ruit kalibreren wij ook de camera erachter.`,
      icon: 'car-front',
      href: '/autoruitschade',
      linkLabel: 'Autoruitschade',
    },
    {
      title: 'Afspraak aanvragen',
      text: `${business.appointment} Vul het formulier in en noem de dagen die u goed uitkomen. Liever iemand aan de telefoon? Bel ons op werkdagen.`,
      icon: 'calendar-check',
      href: '/afspraak',
      linkLabel: 'Afspraak aanvragen',
    },
  ],
  closing: {
    heading: 'Uw auto in goede handen',
    text: 'Vraag online een afspraak aan of bel ons. Wij nemen de tijd voor uw vraag en zeggen vooraf wat het kost.',
  },
} as const satisfies {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  cta: string;
  cardsHeading: string;
  cardsIntro: string;
  cards: readonly LandingCard[];
  closing: { heading: string; text: string };
};
