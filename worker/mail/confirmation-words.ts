/**
 * The words of the confirmation a customer gets (worker/mail/confirmation.ts), in Dutch and English. Fixed words only: the
 * reference, the kind of request, the kenteken as the rules validated it, the car as the RDW names it (its APK as of
 * the day received), an appointment's work and arrangement as chosen from their fixed lists and its chosen days, and the
 * garage's facts from src/data/business.ts (who calls, and from which number). Never a name, a message, an insurer or any other free
 * text, so the form cannot be used to mail a stranger a text of the sender's choosing.
 */
import { business } from '../../src/data/business';
import { businessEn } from '../../src/data/en/business';
import { hoursShort } from '../../src/lib/format';
import { hoursShortEn, intlPhone } from '../../src/lib/format.en';
import { longDate } from '../../src/lib/vehicle';

export type ConfirmationKind = 'report' | 'message' | 'appointment';
export type Lang = 'nl' | 'en';

/** What a confirmation may say about the request: fixed values only. */
export interface ConfirmationFacts {
  kind: ConfirmationKind;
  language: Lang;
  reference: string;
  receivedAt: string;
  /** The kenteken as validated (AB-12-CD, or a foreign plate in capitals); never the plate's country (free text). */
  plate?: string;
  /** The car as the RDW names it ("Volkswagen Golf · grijs · 2018"), where known. */
  car?: string;
  /** An appointment's chosen days as validated: `YYYY-MM-DD:ochtend|middag` (with JavaScript) … */
  days?: string[];
  /** … or, without JavaScript, weekdays (`ma`…`vr`), a part of the day and the earliest date. */
  weekdays?: string[];
  dayPart?: string;
  earliest?: string;
  /** A damage report's answer to "Kan de auto nog rijden?". */
  driveable?: string;
  /** An appointment's work as chosen from the fixed list (src/lib/appointment-fields.ts `workIds`); never `workOther`. */
  work?: string[];
  /** An appointment's arrangement while the car is in (`arrangementIds`). */
  arrangement?: string;
  /** The customer's private status link (issue 37): /status/<token>. */
  statusUrl?: string;
}

const site = business.url;
const host = new URL(site).host.replace(/^www\./, '');
const address = `${business.address.street}, ${business.address.postalCode} ${business.address.city}`;

const row = (label: string, value: string, width: number) => `${`${label}:`.padEnd(width)}${value}`;

/** The Amsterdam date and time of `iso` as numbers (no Intl words, so every engine writes the same). */
const amsterdam = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Amsterdam',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')), minute: get('minute') };
};

/** The site's clock in each language: "27 november 2026 om 16.13 uur", "27 November 2026, 4:13 pm" (src/lib/format*.ts). */
const when = (iso: string, lang: Lang) => {
  const { date, hour, minute } = amsterdam(iso);
  if (lang === 'nl') return `${longDate(date, 'nl')} om ${hour}.${minute} uur`;
  return `${longDate(date, 'en')}, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
};

/** The day a record came in (Amsterdam), YYYY-MM-DD: the car's APK is valid or expired as of that day (review D6). */
export const receivedDay = (iso: string): string => amsterdam(iso).date;

const weekdayNames = {
  nl: { 0: 'zondag', 1: 'maandag', 2: 'dinsdag', 3: 'woensdag', 4: 'donderdag', 5: 'vrijdag', 6: 'zaterdag' },
  en: { 0: 'Sunday', 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday' },
} as const;
const shortDays: Record<string, number> = { ma: 1, di: 2, wo: 3, do: 4, vr: 5 };
const dayName = (n: number, lang: Lang) => weekdayNames[lang][n as keyof (typeof weekdayNames)['nl']] ?? '';

/** "donderdag 26 november 2026, ochtend" / "Thursday 26 November 2026, morning". */
const dayText = (value: string, lang: Lang): string => {
  const [date = '', part = ''] = value.split(':');
  const weekday = dayName(new Date(`${date}T12:00:00Z`).getUTCDay(), lang);
  return `${weekday} ${longDate(date, lang)}, ${confirmationWords[lang].parts[part] ?? part}`;
};

/** The appointment's days in words: each chosen day, or the weekdays, part of day and earliest date. */
const dayLines = (f: ConfirmationFacts): string[] => {
  const t = confirmationWords[f.language];
  if (f.days?.length) return f.days.map((d) => dayText(d, f.language));
  if (!f.weekdays?.length) return [];
  const days = f.weekdays.map((d) => dayName(shortDays[d] ?? -1, f.language)).filter(Boolean).join(', ');
  return [`${days} (${t.parts[f.dayPart ?? ''] ?? t.parts['geen-voorkeur']})`, ...(f.earliest ? [t.from(longDate(f.earliest, f.language))] : [])];
};

const phone = business.phone.display;

const nl = {
  kind: { report: 'schademelding', message: 'bericht', appointment: 'afspraakverzoek' },
  /** The form the address was typed in, by its button ("Schade melden", "Afspraak aanvragen"). */
  form: { report: 'Schade melden', message: 'Contact', appointment: 'Afspraak aanvragen' },
  subject: (kind: string, reference: string) => `Ontvangen: uw ${kind} ${reference} – ${business.name}`,
  greeting: 'Beste klant,',
  received: (kind: string) => `Wij hebben uw ${kind} goed ontvangen. Dank u wel.`,
  labels: { reference: 'Referentie', kind: 'Soort', plate: 'Kenteken', car: 'Auto', work: 'Werk', arrangement: 'Tijdens het werk', days: 'Voorkeur', received: 'Ontvangen' },
  parts: { ochtend: 'ochtend', middag: 'middag', 'geen-voorkeur': 'ochtend of middag' } as Record<string, string>,
  /** The work in the customer's words; "iets anders" without what was typed (free text stays out). */
  work: {
    apk: 'APK-keuring', 'kleine-beurt': 'kleine beurt', 'grote-beurt': 'grote beurt', 'engine-repair': 'motor (storing of revisie)',
    'brake-service': 'remmen', 'oil-change': 'olie verversen', transmission: 'versnellingsbak of koppeling', 'tire-service': 'banden',
    diagnostics: 'storing uitlezen (diagnose)', anders: 'iets anders (zoals u het omschreef)',
  } as Record<string, string>,
  arrangement: {
    wachten: 'u wacht op de auto', brengen: 'u brengt de auto en haalt hem later op', 'vervangend-vervoer': 'u heeft vervangend vervoer nodig',
  } as Record<string, string>,
  from: (date: string) => `vanaf ${date}`,
  nextHeading: 'Zo gaat het verder',
  next: {
    report: `Een schadehersteller bekijkt uw melding. Wij bellen u ${business.replyTime} terug, vanaf ${phone}.`,
    message: `Wij beantwoorden uw bericht ${business.replyTime}: per e-mail, of wij bellen u vanaf ${phone}.`,
    appointment: `Dit is nog geen afspraak. Wij doen u ${business.replyTime} een voorstel voor een dag en tijd. ${business.appointmentFixed} Iemand van ons kantoor belt u daarvoor vanaf ${phone}. Liever per e-mail? Beantwoord dan deze e-mail.`,
  },
  change: 'Kunt u toch niet, of wilt u iets wijzigen? Beantwoord deze e-mail of bel ons op werkdagen.',
  keepReference: {
    report: 'Noem uw referentie als u ons belt of mailt, dan vinden wij uw melding meteen terug.',
    message: 'Noem uw referentie als u ons belt of mailt, dan vinden wij uw bericht meteen terug.',
    appointment: 'Noem uw referentie als u ons belt of mailt, dan vinden wij uw aanvraag meteen terug.',
  },
  statusLink: (url: string) => `Hier ziet u hoe ver wij zijn: ${url}\nDeze link is alleen voor u; deel hem niet.`,
  insurerHeading: 'Uw verzekeraar',
  insurer: 'Heeft u de schade nog niet bij uw verzekeraar of leasemaatschappij gemeld? Doe dat dan vandaag nog: ons formulier meldt de schade niet voor u, en uw polis noemt een termijn. Wij helpen u er graag bij; bel ons gerust. Daarna regelen wij de calculatie, de foto’s en het contact met de verzekeraar en de schade-expert.',
  safetyHeading: 'Veilig verder',
  notDriveable: 'U gaf aan dat de auto niet kan rijden, of dat u het niet weet. Rijd dan niet zelf verder.',
  safety: `Is er iemand gewond of is het gevaarlijk? Bel 112. ${business.afterHours.towing}`,
  contactHeading: 'Zo bereikt u ons',
  contact: [
    ['Telefoon', `${phone} (${hoursShort()})`],
    ['WhatsApp', `${business.whatsapp.display} (${business.whatsapp.url})`],
    ['Adres', address],
    ['Website', site],
  ],
  reply: 'U kunt deze e-mail ook gewoon beantwoorden: uw antwoord komt bij ons kantoor.',
  closing: ['Met vriendelijke groet,', business.name],
  why: (form: string) =>
    `U krijgt deze e-mail omdat dit e-mailadres is ingevuld in het formulier ${form} op ${host}. Heeft u dat niet gedaan? Dan kunt u deze e-mail negeren.`,
};

const enPhone = intlPhone();

const en: typeof nl = {
  kind: { report: 'damage report', message: 'message', appointment: 'appointment request' },
  /** With its article: "an appointment request" (review C12). */
  form: { report: 'a damage report', message: 'a message', appointment: 'an appointment request' },
  subject: (kind, reference) => `Received: your ${kind} ${reference} – ${business.name}`,
  greeting: 'Hello,',
  received: (kind) => `Thank you – we’ve received your ${kind}.`,
  labels: { reference: 'Reference', kind: 'Type', plate: 'Registration', car: 'Car', work: 'Work', arrangement: 'While we work', days: 'Preferred days', received: 'Received' },
  parts: { ochtend: 'morning', middag: 'afternoon', 'geen-voorkeur': 'morning or afternoon' },
  work: {
    apk: 'APK test (the Dutch MOT)', 'kleine-beurt': 'interim service (kleine beurt)', 'grote-beurt': 'full service (grote beurt)',
    'engine-repair': 'engine (fault or overhaul)', 'brake-service': 'brakes', 'oil-change': 'oil and filter change', transmission: 'gearbox or clutch',
    'tire-service': 'tyres', diagnostics: 'reading out a fault (diagnostics)', anders: 'something else (as you described it)',
  },
  arrangement: {
    wachten: 'you’ll wait for the car', brengen: 'you’ll drop the car off and collect it later', 'vervangend-vervoer': 'you need a replacement car or bike',
  },
  from: (date) => `from ${date}`,
  nextHeading: 'What happens next',
  next: {
    report: `One of our body repairers will look at your report and call you back ${businessEn.replyTime}, from ${enPhone}.`,
    message: `We’ll answer your message ${businessEn.replyTime}: by email, or we’ll call you from ${enPhone}.`,
    appointment: `This isn’t an appointment yet. We’ll suggest a day and time ${businessEn.replyTime}. ${businessEn.appointmentFixed} Someone from our office will call you from ${enPhone}. Rather have it in writing? Just reply to this email.`,
  },
  change: 'Need to change or cancel? Reply to this email or call us on a working day.',
  keepReference: {
    report: 'Please quote your reference when you call or email us, so we can find your report straight away.',
    message: 'Please quote your reference when you call or email us, so we can find your message straight away.',
    appointment: 'Please quote your reference when you call or email us, so we can find your request straight away.',
  },
  statusLink: (url) => `See how far we’ve got: ${url}\nThis link is for you only; please don’t share it.`,
  insurerHeading: 'Your insurer',
  insurer: 'Haven’t reported the damage to your insurer or lease company yet? Please do it today: our form doesn’t report it for you, and your policy sets a deadline. We’re happy to help – call us. Once it’s reported, we take care of the estimate, the photos and the contact with the insurer and the assessor.',
  safetyHeading: 'Staying safe',
  notDriveable: 'You told us the car can’t be driven, or that you’re not sure. In that case, please don’t drive it any further.',
  safety: `Is anyone hurt, or is it dangerous? Call 112. ${businessEn.afterHours.towing}`,
  contactHeading: 'How to reach us',
  contact: [
    ['Phone', `${enPhone} (${hoursShortEn()})`],
    ['WhatsApp', `${intlPhone(business.whatsapp)} (${business.whatsapp.url})`],
    ['Address', `${address}, the Netherlands`],
    ['Website', `${site}/en`],
  ],
  reply: 'You can also simply reply to this email: your answer reaches our office.',
  closing: ['Kind regards,', business.name],
  why: (form) => `You’re receiving this email because this address was given with ${form} on ${host}. If that wasn’t you, you can ignore this email.`,
};

export const confirmationWords = { nl, en } as const;

export const confirmationSubject = (f: ConfirmationFacts): string => {
  const t = confirmationWords[f.language];
  return t.subject(t.kind[f.kind], f.reference);
};

/** The plain-text confirmation: short, in the page's language, fixed words only. */
export const confirmationText = (f: ConfirmationFacts): string => {
  const t = confirmationWords[f.language];
  const kind = t.kind[f.kind];
  const width = Math.max(...Object.values(t.labels).map((l) => l.length)) + 2;
  const details = [
    row(t.labels.reference, f.reference, width),
    row(t.labels.kind, kind, width),
    ...(f.plate ? [row(t.labels.plate, f.plate, width)] : []),
    ...(f.car ? [row(t.labels.car, f.car, width)] : []),
    ...(f.work?.length ? [row(t.labels.work, f.work.map((w) => t.work[w]).filter(Boolean).join(', '), width)] : []),
    ...(f.arrangement && t.arrangement[f.arrangement] ? [row(t.labels.arrangement, t.arrangement[f.arrangement]!, width)] : []),
    ...dayLines(f).map((d, i) => (i === 0 ? row(t.labels.days, d, width) : `${' '.repeat(width)}${d}`)),
    row(t.labels.received, when(f.receivedAt, f.language), width),
  ];
  const contactWidth = Math.max(...t.contact.map(([l]) => l!.length)) + 2;
  const report =
    f.kind === 'report'
      ? ['', t.insurerHeading, t.insurer, '', t.safetyHeading, ...(f.driveable === 'nee' || f.driveable === 'onbekend' ? [t.notDriveable] : []), t.safety]
      : [];
  return [
    t.greeting,
    '',
    t.received(kind),
    '',
    ...details,
    '',
    t.nextHeading,
    t.next[f.kind],
    ...(f.kind === 'appointment' ? [t.change] : []),
    t.keepReference[f.kind],
    ...(f.statusUrl ? ['', t.statusLink(f.statusUrl)] : []),
    ...report,
    '',
    t.contactHeading,
    ...t.contact.map(([label, value]) => row(label!, value!, contactWidth)),
    t.reply,
    '',
    ...t.closing,
    '',
    '--',
    t.why(t.form[f.kind]),
  ].join('\n');
};
