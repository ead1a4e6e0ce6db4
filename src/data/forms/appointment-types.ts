/**
 * The appointment request's words (/afspraak, /en/appointment) and the car line both forms show under the kenteken,
 * as types (see ./types.ts, which re-exports them): one typed object per language in ./nl/ and ./en/.
 */
/** The car as the plate lookup found it (src/lib/vehicle.ts formats it), under the kenteken of either form. */
export interface CarLineStrings {
  /** "Uw auto volgens het kenteken" */
  heading: string;
  /** "Voertuiggegevens: RDW Open Data" */
  credit: string;
  /** "Klopt dit niet? Controleer het kenteken." */
  wrong: string;
  /** "De APK verloopt op 12 januari 2027." / "De APK is verlopen op …" */
  apkSoon: (date: string) => string;
  apkExpired: (date: string) => string;
  /** "APK verloopt over 5 weken": the amber line for a future date within eight weeks. */
  apkWeeks: (weeks: number, date: string) => string;
  /** The button that ticks APK (appointment form only). */
  addApk: string;
  apkAdded: string;
}

/** The appointment request's words (/afspraak, /en/appointment), bundled into its island. */
export interface AppointmentStrings {
  sections: { car: string; work: string; days: string; stay: string; contact: string };
  labels: {
    workOther: string;
    mileage: string;
    weekdays: string;
    dayPart: string;
    earliest: string;
    days: string;
    arrangement: string;
    message: string;
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
  };
  hints: {
    work: string;
    workOther: string;
    mileage: string;
    weekdays: string;
    earliest: string;
    days: string;
    message: string;
    phone: string;
    email: string;
  };
  /** APK, kleine beurt, grote beurt and "iets anders" (the six services come with their titles from the page). */
  work: { apk: string; 'kleine-beurt': string; 'grote-beurt': string; anders: string };
  /** A line under a work choice that needs explaining (English: what an APK or a kleine beurt is). */
  workHints: Partial<Record<string, string>>;
  /** The work's labels in customer words where the service title is garage words (Dutch review D28). */
  workLabels: Partial<Record<string, string>>;
  /** "Meer…": the rest of the work behind a disclosure. */
  moreWork: string;
  /** Damage is not asked here: a line that sends it to the report (Dutch review A22, English B17). */
  damage: { text: string; linkText: string; link: string };
  /** The chosen days: the part of the day, once for all. */
  dayPartLegend: string;
  weekdays: { ma: string; di: string; wo: string; do: string; vr: string };
  dayParts: { ochtend: string; middag: string; 'geen-voorkeur': string };
  arrangements: { wachten: string; brengen: string; 'vervangend-vervoer': string };
  arrangementHints: { wachten: string; brengen: string };
  errors: {
    work: string;
    workOther: string;
    mileage: string;
    earliest: string;
    arrangement: string;
    days: string;
    /** Neither a day (with JavaScript) nor a weekday (without) chosen. */
    daysEmpty: string;
    tooLong: (max: string) => string;
  };
  submit: string;
  sending: string;
  failureTitle: string;
  /** "Uw afspraakverzoek DV-… is ontvangen" */
  received: (reference: string) => string;
  /** The result's heading and what to do meanwhile. */
  result: { heading: string; meanwhile: string };
  another: string;
}

/** The words of the appointment page around the form (not bundled into the island). */
export interface AppointmentPageStrings {
  title: string;
  description: (name: string, replyTime: string) => string;
  crumb: string;
  heading: string;
  intro: (appointment: string) => string;
  formHeading: string;
  formIntro: (replyTime: string) => string;
  next: { heading: string; steps: readonly (readonly [title: string, text: string])[] };
  questions: { text: string; link: string };
  privacy: { heading: string; before: string; link: string; after: string };
  /** A host without our receiver (PUBLIC_RECEIVER=none): the request goes by phone, WhatsApp or the contact form. */
  noReceiver: { text: string; link: string };
}
