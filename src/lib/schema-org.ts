/** JSON-LD for search engines, typed with schema-dts so a misspelt property fails `astro check`. */
import type { AutoBodyShop, BreadcrumbList, DayOfWeek, OpeningHoursSpecification, Service, Thing, WithContext } from 'schema-dts';
import { business } from '../data/business';
import { amsterdamNow, closedRuns, isoDate, openingData } from './opening';

const dayUrl: Record<string, DayOfWeek> = {
  Mo: 'https://schema.org/Monday', Tu: 'https://schema.org/Tuesday', We: 'https://schema.org/Wednesday',
  Th: 'https://schema.org/Thursday', Fr: 'https://schema.org/Friday', Sa: 'https://schema.org/Saturday',
  Su: 'https://schema.org/Sunday',
};

export const businessId = (site: URL | string) => new URL('/#bedrijf', site).href;

/**
 * The days of the coming twelve months on which the garage is closed although its weekly hours say open: public
 * holidays on a weekday and its own closures, each run as schema.org writes "closed" (opens and closes 00:00).
 */
export const specialOpeningHours = (today = amsterdamNow(new Date())[0]): OpeningHoursSpecification[] =>
  closedRuns(today, openingData(business.hours, business.holidays, business.closures)).map(([from, to]) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: isoDate(from),
    validThrough: isoDate(to),
  }));

/**
 * The business; with `specialHours` also its closing days and its contact point with the languages spoken (on the pages
 * that show the hours, in both languages, not on every page: the byte budgets).
 */
export const businessNode = (site: URL | string, specialHours = false): WithContext<AutoBodyShop> => ({
  '@context': 'https://schema.org',
  '@type': 'AutoBodyShop',
  '@id': businessId(site),
  name: business.name,
  legalName: business.legalName,
  url: new URL('/', site).href,
  logo: new URL('/apple-touch-icon.png', site).href,
  image: new URL('/og-default.jpg', site).href,
  telephone: business.phone.e164,
  email: business.email,
  foundingDate: String(business.foundedYear),
  address: {
    '@type': 'PostalAddress',
    streetAddress: business.address.street,
    postalCode: business.address.postalCode,
    addressLocality: business.address.city,
    addressRegion: business.address.region,
    addressCountry: business.address.country,
  },
  geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
  openingHoursSpecification: business.hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => dayUrl[d] as DayOfWeek),
    opens: h.opens,
    closes: h.closes,
  })),
  ...(specialHours
    ? {
        specialOpeningHoursSpecification: specialOpeningHours(),
        contactPoint: { '@type': 'ContactPoint', telephone: business.phone.e164, contactType: 'customer service', availableLanguage: ['nl', 'en'] },
      }
    : {}),
  areaServed: { '@type': 'City', name: 'Utrecht' },
  numberOfEmployees: { '@type': 'QuantitativeValue', value: business.figures.staff },
  sameAs: Object.values(business.social).filter((u): u is string => typeof u === 'string'),
});

export interface Crumb { name: string; path: string }

/** A page's trail from Home, for the visible breadcrumb (PageHero) and the BreadcrumbList (PageLayout). */
export const trail = (...steps: Crumb[]): Crumb[] => [{ name: 'Home', path: '/' }, ...steps];
/** The services overview, the middle step of every service and landing page. */
export const servicesCrumb: Crumb = { name: 'Diensten', path: '/services' };

export const breadcrumbNode = (crumbs: Crumb[], site: URL | string): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    item: new URL(c.path, site).href,
  })),
});

export const serviceNode = (
  s: { name: string; description: string; path: string; priceFrom?: number; serviceType?: string },
  site: URL | string,
): WithContext<Service> => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: s.name,
  description: s.description,
  url: new URL(s.path, site).href,
  serviceType: s.serviceType ?? s.name,
  provider: { '@id': businessId(site) },
  areaServed: { '@type': 'City', name: 'Utrecht' },
  ...(s.priceFrom === undefined
    ? {}
    : {
        offers: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: s.priceFrom,
            priceCurrency: 'EUR',
            valueAddedTaxIncluded: true,
          },
        },
      }),
});

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export const jsonLdString = (nodes: Thing | Thing[]): string =>
  JSON.stringify(nodes).replace(/</g, '\\u003c');
