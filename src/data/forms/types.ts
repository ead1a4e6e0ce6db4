/**
 * Every visitor-facing word of the site's two forms (contact form, damage report) and their shared parts (field,
 * validation messages, toasts), as one typed object per language. The islands receive it from a thin per-language
 * entry (e.g. ContactForm.nl.tsx imports ./nl), so a page ships only its own language and the HTML carries no
 * serialised strings. A language module that misses a key fails `astro check`.
 */

export interface ReachText {
  /** "bel ons op {phone}" and "stuur een WhatsApp-bericht" as parts, so the number can be a link. */
  callUs: string;
  orSend: string;
  whatsapp: string;
  newTab: string;
  /** The line under the kenteken on the form pages: "Liever bellen?" before the number and WhatsApp. */
  rather: string;
}

export interface SharedFormStrings {
  /** The "(optioneel)" after a label. */
  optional: string;
  /** "Velden met een * zijn verplicht.": before the star, what a screen reader hears for it, after it. */
  requiredNote: readonly [before: string, star: string, after: string];
  honeypot: string;
  toastRegion: string;
  /** {hotkey} becomes the key that focuses the notifications (F8). */
  toastViewport: string;
  closeToast: string;
  errors: {
    firstName: { empty: string; tooLong: (max: string) => string };
    lastName: { empty: string; tooLong: (max: string) => string };
    email: { empty: string; invalid: string };
    /** `invalidOptional` when the field may be left empty (contact form), `invalid` when it is required. */
    phone: { empty: string; invalid: string; invalidOptional: string };
    message: { empty: string; tooLong: (length: string, max: string, over: string) => string };
  };
  failure: {
    server: (detail: string) => string;
    network: string;
    kept: string;
    tryAgain: string;
    retry: string;
    retryAlt: string;
    /** 429: too many sends from this address in a minute. */
    rateLimited: string;
    /** 503: the receiver could not store the form right now. */
    unavailable: string;
    /** 429 or 503 `busy`: an hourly or daily budget is used up (worker/limits/budget.ts); calling or WhatsApp still works. */
    busy: string;
  };
  reach: ReachText;
  /** "1.234 / 5.000 tekens" */
  counter: (length: string, max: string) => string;
  /**
   * After sending, on the success screen and the no-JS thank-you page: the confirmation mail's masked address
   * ("j•••@example.nl"), or, when none goes, to note the reference.
   */
  confirmation: { reference: (reference: string) => string; sent: (maskedAddress: string) => string; noteReference: (reference: string) => string };
  /** The one result both forms show in the place of the form, with and without JavaScript (FormResult.tsx, ThanksPage.astro). */
  result: ResultStrings;
}

/** The result's fixed words; the heading and "meanwhile" are the form's own. */
export interface ResultStrings {
  referenceLabel: string;
  sentLabel: string;
  /** "U hoort uiterlijk maandag 30 november van ons." */
  answerBy: (date: string) => string;
  /** Where the confirmation went, with the spam hint. */
  confirmationTo: (maskedAddress: string) => string;
  /** No e-mail given: note the reference. */
  noteReference: string;
  meanwhileLabel: string;
  /** "3 foto’s ontvangen" */
  photos: (n: number) => string;
}

export interface ContactFormStrings {
  labels: { firstName: string; lastName: string; email: string; phone: string; message: string };
  submit: string;
  sending: string;
  thanksTitle: string;
  thanks: (firstName: string, replyTime: string) => string;
  failureTitle: string;
  mail: { title: string; before: string; again: string; orCall: string; subject: (name: string) => string };
  mailBody: { firstName: string; lastName: string; email: string; phone: string; noPhone: string; message: string };
}

/** The kenteken field's words (where the car is registered, the plate, its country): the damage report's and the appointment request's. */
export interface PlateStrings {
  labels: { plateOrigin: string; plateCountry: string; licensePlate: string };
  /** The small link under the plate that reveals the choice and the country: "Buitenlands kenteken?" */
  abroad: string;
  hints: { foreignPlate: string; plateCountry: string; licensePlate: string };
  plateOrigins: { nl: string; buitenland: string };
  errors: {
    licensePlateEmpty: string;
    licensePlateInvalid: (value: string) => string;
    plateOrigin: string;
    plateCountry: string;
    foreignPlateInvalid: (value: string) => string;
  };
}

export type DamageTypeId = 'aanrijding' | 'parkeerschade' | 'ruitschade' | 'hagel-storm' | 'vandalisme-inbraak' | 'anders';

export interface DamageReportStrings {
  labels: {
    plateOrigin: string;
    plateCountry: string;
    licensePlate: string;
    damageType: string;
    damageDate: string;
    driveable: string;
    insurer: string;
    message: string;
    photos: string;
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
  };
  hints: {
    foreignPlate: string;
    plateCountry: string;
    licensePlate: string;
    damageDate: string;
    insurer: string;
    message: string;
    photos: string;
    privacy: string;
    phone: string;
    email: string;
  };
  /** "Buitenlands kenteken?" (as PlateStrings.abroad). */
  abroad: string;
  /** `insurance`: the folded optional date, insurer and claim number. */
  sections: { car: string; contact: string; insurance: string };
  damageTypes: Record<DamageTypeId, string>;
  /** After "Aanrijding": the questions that decide who pays (all optional; in the garage's mail only). */
  intake: {
    otherParty: string;
    otherParties: { 'ander-schuld': string; 'ik-schuld': string; geen: string; onbekend: string };
    damageForm: string;
    damageFormHint: string;
    claimNumber: string;
    claimNumberHint: string;
    carLocation: string;
    carLocationHint: string;
  };
  /** The result in the place of the form. */
  result: { heading: string; meanwhile: string; damage: (type: string) => string };
  yes: string;
  no: string;
  /** The third answer to "Kan de auto nog rijden?" */
  unknown: string;
  plateOrigins: { nl: string; buitenland: string };
  notDriveable: { title: string; call: string; tow: (address: string) => string };
  errors: {
    licensePlateEmpty: string;
    licensePlateInvalid: (value: string) => string;
    damageType: string;
    driveable: string;
    damageDate: string;
    plateOrigin: string;
    plateCountry: string;
    foreignPlateInvalid: (value: string) => string;
    tooLong: (max: string) => string;
    claimNumber: string;
  };
  photos: {
    choose: string;
    chooseMore: string;
    count: (n: number, max: number) => string;
    remove: (n: number) => string;
    alt: (n: number) => string;
    preparing: (name: string) => string;
    notImage: (name: string) => string;
    undecodable: (name: string) => string;
    tooMany: (name: string, max: number) => string;
    listLabel: string;
    /** Where photos are chosen, when they upload at once (the receiver's build). */
    uploadNote: string;
    uploading: string;
    uploaded: string;
    failed: string;
    retry: (n: number) => string;
    /** The receiver refused a photo: by its content, size or dimensions. */
    refused: (name: string) => string;
  };
  submit: string;
  sending: string;
  progress: string;
  /** After pressing send, while photos are still being prepared or uploaded: "Nog 1 foto wordt verstuurd…". */
  photosLeft: (n: number) => string;
  cancel: string;
  cancelled: string;
  failureTitle: string;
  thanksTitle: string;
  /** The reply promise is business.replyTime ("binnen één werkdag"). */
  /** `phone`: our number, for “Is het dringend?” (the thank-you is what a visitor with JavaScript sees, not /bedankt). */
  thanks: (plate: string, promise: string, phone: string) => string;
  /** The success toast's title with the report's reference: "Uw melding DV-7K3Q-M2XA is ontvangen". */
  received: (reference: string) => string;
  whatsapp: {
    intro: string;
    submit: string;
    readyTitle: string;
    ready: string;
    open: string;
    orCall: string;
  };
  /** The lines of the WhatsApp text. */
  message: {
    heading: string;
    licensePlate: string;
    damageType: string;
    damageDate: string;
    driveable: string;
    insurer: string;
    name: string;
    phone: string;
    email: string;
    description: string;
    /** The guided intake's answers, as short labels (only the ones given). */
    otherParty: string;
    damageForm: string;
    claimNumber: string;
    carLocation: string;
    photos: string;
  };
}

export interface FormStrings {
  shared: SharedFormStrings;
  contact: ContactFormStrings;
  report: DamageReportStrings;
}

/** The words of the /schade-melden page around the form (not bundled into the island). */
export interface ReportPageStrings {
  title: string;
  description: (name: string, city: string, replyTime: string) => string;
  crumb: string;
  heading: string;
  intro: string;
  formHeading: string;
  formEyebrow: string;
  formIntro: (replyTime: string) => string;
  next: { heading: string; steps: readonly (readonly [title: string, text: string])[] };
  /**
   * The roadside box above the form: `text` (112, safety), then `police` and the police's number (a tel: link),
   * `call(hours)` and our number, then `after` (the after-hours route); `guide`: a link to the damage guide under it
   * (English review B7).
   */
  urgent: { heading: string; summary: string; text: string; police?: string; call: (hours: string) => string; after?: string; guide?: string };
  privacy: { heading: string; before: string; link: string; after: string };
  whatsappButton: string;
  noScript: string;
}


export type { AppointmentPageStrings, AppointmentStrings, CarLineStrings } from './appointment-types';
