/**
 * Every business fact of Autoschade De Vos, in one place.
 * Pages, the footer, the JSON-LD and the tests all read from here: change a value here and the whole site follows.
 * The values are placeholders until the garage confirms them (see README, "Een bedrijfsgegeven wijzigen").
 */

export type DayCode = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';

export interface Phone {
  /** As a Dutch visitor reads it: "030 123 45 67". */
  display: string;
  /** E.164, for tel: links and JSON-LD: "+31301234567". */
  e164: string;
}

export interface OpeningHours {
  days: DayCode[];
  opens: string;
  closes: string;
}

/** A closing period of the garage itself (holiday week, training day), both dates included: 'YYYY-MM-DD'. */
export interface Closure {
  from: string;
  to: string;
  /** Why, in a few words ("zomervakantie"). With a note the closure is announced beside the hours; without, it only closes. */
  note?: string;
}

/**
 * Which Dutch public holidays close the garage besides the fixed ones (Nieuwjaarsdag, Pasen, Koningsdag, Hemelvaartsdag,
 * Pinksteren, Kerstmis): Goede Vrijdag, and Bevrijdingsdag every year, only in lustrum years (2025, 2030, …) or never.
 */
export interface HolidayRules {
  goodFriday: boolean;
  liberationDay: 'always' | 'lustrum' | 'never';
}

export interface Business {
  name: string;
  shortName: string;
  legalName: string;
  tagline: string;
  url: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    region: string;
    country: 'NL';
  };
  geo: { latitude: number; longitude: number };
  phone: Phone;
  whatsapp: Phone & { url: string };
  email: string;
  kvk: string;
  leaseCarSite: string;
  foundedYear: number;
  hours: OpeningHours[];
  holidays: HolidayRules;
  closures: Closure[];
  figures: {
    staff: number;
    satisfiedCustomers: string;
    customers: string;
    satisfaction: string;
    rating: string;
    ratingValue: number;
    ratingBest: number;
    reviewCount: number;
    availability: string;
  };
  responsePromiseHours: number;
  /** Social profiles; one without a URL is not shown anywhere. */
  social: { facebook?: string; instagram?: string; linkedin?: string };
  /** The web agency's credit in the footer; not shown without a URL. */
  agency?: { name: string; url: string };
}

export const business: Business = {
  name: 'Autoschade De Vos',
  shortName: 'De Vos',
  legalName: 'Autoschade De Vos B.V.',
  tagline: 'Schadeherstel en onderhoud in Utrecht, vakwerk van een familiebedrijf.',
  url: 'https://www.autoschadedevos.nl',
  address: {
    street: 'Hudsondreef 10',
    postalCode: '3565 AV',
    city: 'Utrecht',
    region: 'Utrecht',
    country: 'NL',
  },
  geo: { latitude: 52.1219, longitude: 5.0429 },
  phone: { display: '030 123 45 67', e164: '+31301234567' },
  whatsapp: { display: '06 12 34 56 78', e164: '+31612345678', url: 'https://wa.me/31612345678' },
  email: 'info@autoschadedevos.nl',
  kvk: '12345678',
  leaseCarSite: 'https://www.lesautoschadedevos.nl',
  foundedYear: 1978,
  hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '17:00' }],
  holidays: { goodFriday: false, liberationDay: 'lustrum' },
  closures: [{ from: '2027-07-26', to: '2027-08-06', note: 'zomervakantie' }],
  figures: {
    staff: 13,
    satisfiedCustomers: '3000+',
    customers: '5000+',
    satisfaction: '99%',
    rating: '9,8',
    ratingValue: 9.8,
    ratingBest: 10,
    reviewCount: 5000,
    availability: '24/7',
  },
  responsePromiseHours: 24,
  social: {},
};

/** The year the site was built: copyright and years of experience follow it. */
export const buildYear = new Date().getFullYear();

/** "Years of experience": build year minus the founding year, one figure everywhere. */
export const yearsOfExperience = (year = buildYear): number => year - business.foundedYear;

export const copyright = `© ${buildYear} ${business.legalName}`;
