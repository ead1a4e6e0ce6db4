/**
 * The words of the confirmation a customer gets (worker/confirmation.ts), in Dutch and English. Fixed words only: the
 * reference, the kind of request, the kenteken as the rules validated it, the car as the RDW names it, the chosen
 * days, and the garage's facts from src/data/business.ts. Never a name, a message, an insurer or any other free
 * text, so the form cannot be used to mail a stranger a text of the sender's choosing.
 */
import { business } from '../src/data/business';
import { businessEn } from '../src/data/en/business';
import { hoursShort } from '../src/lib/format';
import { hoursShortEn, intlPhone } from '../src/lib/format.en';
import { longDate } from '../src/lib/vehicle';

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
  /** The customer's private status link (issue 37): /status/<token>. */
  statusUrl?: string;
}

const site = business.url;
const host = new URL(site).host.replace(/^www\./, '');
const address = `${business.address.street}, ${business.address.postalCode} ${business.address.city}`;

const row = (label: string, value: string, width: number) => `${`${label}:`.padEnd(width)}${value}`;

const when = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(iso));

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

const nl = {
  kind: { report: 'schademelding', message: 'bericht', appointment: 'afspraakverzoek' },
  subject: (kind: string, reference: string) => `Ontvangen: uw ${kind} ${reference} – ${business.name}`,
  greeting: 'Goedendag,',
  received: (kind: string) => `Wij hebben uw ${kind} goed ontvangen. Dank u wel.`,
  labels: { reference: 'Referentie', kind: 'Soort', plate: 'Kenteken', car: 'Auto', days: 'Voorkeur', received: 'Ontvangen' },
  parts: { ochtend: 'ochtend', middag: 'middag', 'geen-voorkeur': 'ochtend of middag' } as Record<string, string>,
  from: (date: string) => `vanaf ${date}`,
  nextHeading: 'Zo gaat het verder',
  next: {
    report: `Een schadehersteller bekijkt uw melding. Wij bellen u ${business.replyTime} terug.`,
    message: `Wij beantwoorden uw bericht ${business.replyTime}.`,
    appointment: `Wij doen u ${business.replyTime} een voorstel voor een tijd. De afspraak staat vast zodra wij die samen hebben bevestigd.`,
  },
  keepReference: 'Noem uw referentie als u ons belt of mailt, dan vinden wij uw aanvraag meteen terug.',
  statusLink: (url: string) => `Hier ziet u hoe ver wij zijn: ${url}\nDeze link is alleen voor u; deel hem niet.`,
  insurerHeading: 'Uw verzekeraar',
  insurer: `Heeft u de schade nog niet bij uw verzekeraar of leasemaatschappij gemeld? ${business.claimHandling}`,
  safetyHeading: 'Veilig verder',
  notDriveable: 'U gaf aan dat de auto niet kan rijden, of dat u het niet weet. Rijd dan niet zelf verder.',
  safety: `Is er iemand gewond of is het gevaarlijk? Bel 112. ${business.afterHours.towing}`,
  contactHeading: 'Zo bereikt u ons',
  contact: [
    ['Telefoon', `${business.phone.display} (${hoursShort()})`],
    ['WhatsApp', `${business.whatsapp.display} (${business.whatsapp.url})`],
    ['Adres', address],
    ['Website', site],
  ],
  reply: 'U kunt deze e-mail ook gewoon beantwoorden.',
  closing: ['Met vriendelijke groet,', business.name],
  why: (kind: string) =>
    `U krijgt deze e-mail omdat dit adres is ingevuld bij een ${kind} op ${host}. Heeft u dat niet gedaan? Dan kunt u deze e-mail negeren.`,
};

const en: typeof nl = {
  kind: { report: 'damage report', message: 'message', appointment: 'appointment request' },
  subject: (kind, reference) => `Received: your ${kind} ${reference} – ${business.name}`,
  greeting: 'Hello,',
  received: (kind) => `Thank you: we’ve received your ${kind}.`,
  labels: { reference: 'Reference', kind: 'Type', plate: 'Registration', car: 'Car', days: 'Preferred days', received: 'Received' },
  parts: { ochtend: 'morning', middag: 'afternoon', 'geen-voorkeur': 'morning or afternoon' },
  from: (date) => `from ${date}`,
  nextHeading: 'What happens next',
  next: {
    report: `One of our body repairers will look at your report. We’ll call you back ${businessEn.replyTime}.`,
    message: `We’ll answer your message ${businessEn.replyTime}.`,
    appointment: `We’ll suggest a time ${businessEn.replyTime}. Your appointment is fixed once we’ve both confirmed it.`,
  },
  keepReference: 'Please quote your reference when you call or email us, so we can find your request straight away.',
  statusLink: (url) => `See how far we’ve got: ${url}\nThis link is for you only; please don’t share it.`,
  insurerHeading: 'Your insurer',
  insurer: `Haven’t reported the damage to your insurer or lease company yet? ${businessEn.claimHandling}`,
  safetyHeading: 'Staying safe',
  notDriveable: 'You told us the car can’t be driven, or that you’re not sure. In that case, please don’t drive it yourself.',
  safety: `Is anyone hurt, or is it dangerous? Call 112. ${businessEn.afterHours.towing}`,
  contactHeading: 'How to reach us',
  contact: [
    ['Phone', `${intlPhone()} (${hoursShortEn()})`],
    ['WhatsApp', `${intlPhone(business.whatsapp)} (${business.whatsapp.url})`],
    ['Address', `${address}, the Netherlands`],
    ['Website', `${site}/en`],
  ],
  reply: 'You can also simply reply to this email.',
  closing: ['Kind regards,', business.name],
  why: (kind) => `You’re receiving this email because this address was entered with a ${kind} on ${host}. If that wasn’t you, you can ignore this email.`,
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
    t.keepReference,
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
    t.why(kind),
  ].join('\n');
};
