/**
 * Every business fact of Autoschade De Vos, in one place.
 * Pages, the footer, the JSON-LD and the tests all read from here: change a value here and the whole site follows.
 * The values are placeholders until the garage confirms them: each one carries the marker `toConfirm` (src/data/to-confirm.ts),
 * which `npm run launch-check` lists and `npm run deploy` refuses to ship (README, "Facts the garage must confirm").
 */
import { toConfirm } from './to-confirm';

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
  /** The police's non-emergency number (geen spoed, wel politie): a fact, never typed into a page. */
  police: Phone;
  email: string;
  kvk: string;
  /** The btw-identificatienummer (art. 3:15d BW): on the privacy statement and the contact details. */
  vatId: string;
  leaseCarSite: string;
  foundedYear: number;
  hours: OpeningHours[];
  holidays: HolidayRules;
  closures: Closure[];
  figures: {
    /** Everyone who works here, the three people named on /about included. */
    staff: number;
    /** The one customer figure: "3000+" reads "meer dan 3000 klanten". */
    customers: string;
  };
  /** The one rating the site states, with where it comes from and how many ratings it averages. */
  rating: {
    /** As printed: "9,8". */
    display: string;
    value: number;
    best: number;
    count: number;
    /** The platform the score is taken from. */
    source: string;
    /** Which reviews the score counts, said wherever it is shown with reviews from elsewhere. */
    note: string;
  };
  /** The public review profiles the reviews come from; one without a URL is not linked. */
  reviewProfiles: { klantenvertellen?: string; google?: string };
  /** The promised reply time to a message or form, in words ("binnen één werkdag"). */
  replyTime: string;
  /** What is (and is not) available outside opening hours; the site makes no "24/7" claim beyond this. */
  afterHours: {
    /** The one after-hours route: the insurer's alarm centre, and a WhatsApp message to us. Never "bel ons direct". */
    route: string;
    /** A WhatsApp message outside opening hours: answered on the next working day (no promise to read it at night). */
    whatsapp: string;
    /** Towing after an accident: the insurer's alarm centre (day and night) or the visitor's roadside assistance. */
    towing: string;
  };
  /** There is no booking calendar: an appointment is a request, and we propose a time within the reply time. */
  appointment: string;
  /** When an appointment stands: one sentence on the page, its thank-you and the confirmation mail (review A24). */
  appointmentFixed: string;
  /** The document with the insurer's emergency number: the verzekeringsbewijs (no longer "groene kaart"). */
  insuranceDocument: string;
  /** Windscreen damage and the eigen risico: only if the insurer pays for it with us. */
  windscreen: string;
  /** Who reports the damage to the insurer, and what the garage does after that. */
  claimHandling: string;
  /** When a replacement car is included. */
  replacementCar: { short: string; full: string };
  /**
   * Getting around while the car is in for an appointment (/afspraak): what a loan car or bike costs and when one is
   * available. A fact for the garage to confirm (price and availability are assumptions).
   */
  replacementTransport: string;
  /** The one warranty promise, and where it applies. */
  warranty: {
    years: number;
    /** "3 jaar garantie op schadeherstel" */
    short: string;
    /** The full sentence, with the statutory rights. */
    full: string;
    /** How long mechanical work (the six services) is guaranteed, in months (art. 7:6a BW). */
    workshopMonths: number;
    /** Warranty on mechanical work (services), with its term. */
    workshop: string;
  };
  /**
   * The terms of the bodywork warranty, shown before the job (art. 6:230l BW) on /about#garantie, which every mention
   * links to: what is covered, what is not, for whom, how to report a defect. The scope is a fact to confirm.
   */
  warrantyTerms: { covered: string; notCovered: string; whoever: string; report: string; law: string; paper: string };
  /** The same for the warranty on maintenance and repairs (workshopMonths), shown beside it on /about#garantie. */
  workshopTerms: { covered: string; notCovered: string; report: string };
  /**
   * Memberships and recognitions. Set `confirmed: false` for one the garage cannot confirm: e2e/every-page.spec.ts then
   * fails on every page that still names it (`mentions`), until the copy listed in the README no longer claims it.
   */
  affiliations: {
    /** `condition`: when Schadegarant applies (casco damage, a participating insurer). */
    /** `short`: the mark in the proof strip under the inner heroes (ProofStrip.astro), one or two words. */
    schadegarant: { confirmed: boolean; label: string; short: string; condition: string; mentions: RegExp };
    rdwApk: { confirmed: boolean; label: string; short: string; mentions: RegExp };
  };
  /** How customers pay (a fact to confirm). */
  paymentMethods: string;
  /** How long reports, photos and messages sent through the site are kept, and unsent photos. */
  retention: {
    /** Reports, photos and messages sent through the site: kept this many months after receipt, then deleted. */
    months: number;
    /** Photos uploaded for a report that is never sent: deleted within this many hours. */
    unsentPhotoHours: number;
    /** Server logs (IP address, time, page): kept this many days. */
    logDays: number;
    /** WhatsApp chats: kept this many months after the last message. */
    whatsappMonths: number;
    /** A job in the back office (record, photos, index, history): deleted this many months after it is closed. */
    closedJobMonths: number;
    /** The status link stops working this many days after the job is closed (at once when the job is deleted). */
    statusLinkDays: number;
    /** An APK reminder request not confirmed by its mail: deleted after this many days. */
    apkUnconfirmedDays: number;
    /** The RDW's answer about a plate: cached this many hours. */
    rdwCacheHours: number;
  };
  /** Social profiles; one without a URL is not shown anywhere. */
  social: { facebook?: string; instagram?: string; linkedin?: string };
  /** The web agency's credit in the footer; not shown without a URL. */
  agency?: { name: string; url: string };
}

/** The one reply time to a message, a form or a request for an appointment. */
const replyTime = toConfirm('binnen één werkdag', 'the reply time the garage can keep for messages, reports and appointment requests');
/** The WhatsApp number, written beside every advice to send a message. */
const whatsappNumber = toConfirm('06 12 34 56 78', 'the WhatsApp number (also in whatsapp.e164 and whatsapp.url below)');
/** The number in running text: no-break spaces, so it never breaks over two lines (lib/format's unbroken; it imports this module). */
const whatsappInText = whatsappNumber.replace(/ /g, '\u00A0');
/** Warranty on mechanical work, in months (a fact to confirm). */
const workshopMonths = toConfirm(6, 'the warranty term on mechanical work, in months');

export const business: Business = {
  name: 'Autoschade De Vos',
  shortName: 'De Vos',
  legalName: 'Autoschade De Vos B.V.',
  tagline: 'Schadeherstel en onderhoud in Utrecht, vakwerk van een familiebedrijf.',
  url: 'https://www.autoschadedevos.nl',
  address: toConfirm({
    street: 'Hudsondreef 10',
    postalCode: '3565 AV',
    city: 'Utrecht',
    region: 'Utrecht',
    country: 'NL',
  }, 'the street address (and geo below: the coordinates of the workshop entrance)'),
  geo: { latitude: 52.1219, longitude: 5.0429 },
  phone: toConfirm({ display: '030 123 45 67', e164: '+31301234567' }, 'the phone number'),
  whatsapp: { display: whatsappNumber, e164: '+31612345678', url: 'https://wa.me/31612345678' },
  police: { display: '0900-8844', e164: '+319008844' },
  email: toConfirm('info@autoschadedevos.nl', 'the e-mail address that receives the site’s mail'),
  kvk: toConfirm('12345678', 'the KvK number (Chamber of Commerce)'),
  vatId: toConfirm('NL001234567B01', 'the btw-identificatienummer (VAT id)'),
  leaseCarSite: 'https://www.lesautoschadedevos.nl',
  foundedYear: toConfirm(1978, 'the founding year'),
  hours: toConfirm([{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '17:00' }], 'the opening hours'),
  holidays: { goodFriday: false, liberationDay: 'lustrum' },
  closures: toConfirm([{ from: '2027-07-26', to: '2027-08-06', note: 'zomervakantie' }], 'the garage’s own closing weeks and days'),
  figures: {
    staff: toConfirm(13, 'the number of staff, the three named people included'),
    customers: toConfirm('3000+', 'the customer figure'),
  },
  rating: toConfirm({
    display: '9,8',
    value: 9.8,
    best: 10,
    count: 250,
    source: 'Klantenvertellen',
    note: 'Google-reviews tellen niet mee in dit cijfer.',
  }, 'the rating, its number of ratings and the platform, as the platform shows them today'),
  reviewProfiles: {
    klantenvertellen: toConfirm('https://www.klantenvertellen.nl/reviews/1000000/autoschade_de_vos', 'the garage’s Klantenvertellen profile URL (this one is a placeholder)'),
    google: 'https://www.google.com/maps/search/?api=1&query=Autoschade+De+Vos+Hudsondreef+10+Utrecht',
  },
  replyTime,
  afterHours: toConfirm({
    route: `Buiten openingstijden: bel bij nood de alarmcentrale van uw verzekeraar en stuur ons een WhatsApp-bericht (${whatsappInText}).`,
    whatsapp: `Stuur ons buiten openingstijden een WhatsApp-bericht (${whatsappInText}); u krijgt op de eerstvolgende werkdag antwoord.`,
    towing:
      'Moet uw auto worden weggesleept? Bel de alarmcentrale van uw verzekeraar, die dag en nacht bereikbaar is (het nummer staat op uw verzekeringsbewijs), of uw pechhulpdienst.',
  }, 'that WhatsApp messages outside opening hours are answered on the next working day (or say that they are read at weekends: review D15), and the towing advice'),
  appointment: `Vraag online een afspraak aan; wij doen u ${replyTime} een voorstel.`,
  appointmentFixed: 'De afspraak staat vast zodra u ja zegt op ons voorstel.',
  insuranceDocument: 'verzekeringsbewijs',
  windscreen: toConfirm(
    'Voor een sterreparatie betaalt u vaak geen eigen risico, als uw verzekeraar de reparatie bij ons vergoedt. Voor een nieuwe ruit geldt meestal wel een eigen risico. Kijk in uw polis.', 'windscreen repair without eigen risico when the insurer pays for it with us'),
  claimHandling:
    'U meldt de schade bij uw verzekeraar; wij helpen u daar graag bij. Daarna regelen wij de calculatie, de foto’s en het contact met de verzekeraar en de schade-expert.',
  replacementCar: toConfirm({
    short: 'Vervangend vervoer als uw polis dat dekt',
    full: 'Bij schadeherstel via uw verzekeraar krijgt u vervangend vervoer als uw polis dat dekt. Vraag ernaar als u de schade meldt.',
  }, 'when a replacement car is included (only through the insurer, if the policy covers it)'),
  replacementTransport: toConfirm(
    'Betaalt uw verzekeraar of leasemaatschappij het werk en dekt uw polis vervangend vervoer, dan regelen wij dat. Anders kost een leenauto €25 per dag incl. btw en is een leenfiets gratis, zolang er een beschikbaar is. In ons voorstel staat wat er voor u klaarstaat, met de voorwaarden van de leenauto (zoals het eigen risico bij schade en het tanken).',
    'the price of a loan car, its conditions (insurance, eigen risico, fuel) and that a loan bike is free (replacement transport offered with an appointment; review B24)',
  ),
  warranty: {
    years: toConfirm(3, 'the bodywork warranty term in years'),
    short: '3 jaar garantie op schadeherstel',
    full: 'Op schadeherstel krijgt u 3 jaar garantie, bovenop uw wettelijke rechten, ook als u de reparatie zelf betaalt. De voorwaarden krijgt u vóór de reparatie, bij de offerte of de reparatieopdracht.',
    workshopMonths,
    workshop: `Op onderdelen en arbeid van onderhoud en reparaties krijgt u ${workshopMonths} maanden garantie, bovenop uw wettelijke rechten; de voorwaarden krijgt u vooraf en ze staan ook op uw factuur.`,
  },
  warrantyTerms: toConfirm({
    covered:
      'Lak- en plaatwerk dat wij hebben hersteld: bijvoorbeeld lak die bladdert of loslaat, kleurverschil dat later ontstaat, of een onderdeel dat wij hebben gemonteerd en dat niet goed vastzit.',
    notCovered:
      'Nieuwe schade, gewone slijtage en steenslag. Ook roest of lakschade op plekken die wij niet hebben hersteld, valt er niet onder.',
    whoever: 'De garantie geldt voor al het schadeherstel bij ons, of uw verzekeraar, uw leasemaatschappij of u zelf betaalt.',
    report:
      'Ziet u iets wat niet klopt? Meld het ons zo snel mogelijk nadat u het ziet, met een foto als dat kan, en breng de auto langs in Utrecht. Wij bekijken het en herstellen het kosteloos als het onder de garantie valt.',
    law:
      'Uw wettelijke rechten blijven altijd gelden, ook na de 3 jaar. De garantie komt daar bovenop en geldt zoals wij haar hier beschrijven (artikel 7:6a BW).',
    paper: 'Deze voorwaarden krijgt u vóór de reparatie op papier of per e-mail, bij de offerte of de reparatieopdracht (artikel 6:230l BW).',
  }, 'the warranty’s scope: what is and is not covered, for whom, how to report a defect (our reading of the review)'),
  workshopTerms: toConfirm({
    covered: 'Onderdelen die wij hebben geleverd en gemonteerd, en ons werk daaraan.',
    notCovered:
      'Gewone slijtage door gebruik (zoals remblokken en banden), schade door een ongeval of verkeerd gebruik, en onderdelen die u zelf meebrengt.',
    report: 'Meld het ons zo snel mogelijk nadat u het merkt, met uw factuur erbij.',
  }, 'the scope of the warranty on mechanical work'),
  affiliations: {
    schadegarant: {
      confirmed: toConfirm(true, 'that the garage is an affiliated Schadegarant repairer (set false if not)'),
      label: 'aangesloten Schadegarantbedrijf',
      short: 'Schadegarant',
      condition: 'bij cascoschade, als uw verzekeraar aan Schadegarant deelneemt',
      mentions: /Schadegarant/i,
    },
    rdwApk: { confirmed: toConfirm(true, 'that the garage is an RDW-recognised APK station (set false if not)'), label: 'APK-keuringsstation erkend door de RDW', short: 'RDW', mentions: /erkenning van de RDW|RDW-erkenning|erkende keurmeester/i },
  },
  paymentMethods: toConfirm('pinpas, creditcard (Visa of Mastercard) of per overboeking', 'the payment methods'),
  retention: toConfirm(
    { months: 12, unsentPhotoHours: 24, logDays: 30, whatsappMonths: 12, closedJobMonths: 12, statusLinkDays: 30, apkUnconfirmedDays: 7, rdwCacheHours: 24 },
    'the retention terms (reports, photos and messages 12 months; unsent photos 24 hours; logs 30 days; WhatsApp chats 12 months; closed jobs in the back office 12 months; the status link 30 days after closing; unconfirmed APK reminders 7 days; RDW answers 24 hours)',
  ),
  social: {},
};

/** The year the site was built: copyright and years of experience follow it. */
export const buildYear = new Date().getFullYear();

/** "Years of experience": build year minus the founding year, one figure everywhere. */
export const yearsOfExperience = (year = buildYear): number => year - business.foundedYear;

export const copyright = `© ${buildYear} ${business.legalName}`;
