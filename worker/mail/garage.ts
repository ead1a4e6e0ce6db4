/**
 * The garage's e-mail for a report or a message: a Dutch plain-text summary an employee can act on at a glance, the
 * photos attached, Reply-To set to the customer. Sent through Cloudflare Email Service's `send_email` binding.
 *
 * Attachments travel as base64 strings: the real binding takes a base64 string or binary content, but the local
 * simulation in wrangler 4.86 writes binary content to its files as UTF-8 text, which mangles a photo. A base64
 * string is what both take unchanged (locally the attachment file then holds the base64 text).
 */
import { business } from '../../src/data/business';
import { report as words } from '../../src/data/forms/nl/report';
import type { ContactField, ReportValues } from '../../src/lib/form-rules';
import type { Vehicle } from '../../src/lib/appointment-fields';
import { vehicleName } from '../../src/lib/vehicle';
import { appointmentSubject, appointmentText, carLines, type AppointmentRecord, type CarState } from './appointment';
import { base64 } from '../http';
import { defang, defangedName } from './defang';
import { closingLines, customerLines, line } from './lines';
import { linkDays, linksPossible, photoLink, type LinkEnv } from '../photos/links';
import { logEvent } from '../log';

/**
 * Cloudflare Email Service takes at most 5 MiB per message (to an address that is not verified), attachments as
 * base64 (4/3, and a line break every 76 characters) included. Photos are attached in order while their bytes stay
 * within `attachmentBudget`; the rest go as signed links (worker/photos/links.ts). 3.5 MB of photos make about 4.79 MB of
 * MIME, which leaves over 400 KB for the text and the headers: every mail fits by construction.
 */
export const maxMessageBytes = 5 * 1024 * 1024;
export const attachmentBudget = 3_500_000;
/** Types every mail program shows as a picture. HEIC, HEIF and AVIF go as links: the garage's mail program may not show them. */
const attachable = new Set(['image/jpeg', 'image/webp', 'image/png']);
const attachableName = /\.(jpg|webp|png)$/;

export interface StoredPhoto {
  key: string;
  filename: string;
  type: string;
  /** The Images binding failed: the original waits under held/ for the cron (worker/photos/held.ts); the mail says it follows. */
  held?: boolean;
}

export interface ReportRecord {
  kind: 'report';
  reference: string;
  receivedAt: string;
  language: 'nl' | 'en';
  values: ReportValues;
  /** The car as the RDW knew it on arrival (worker/rdw.ts); absent in reports stored before the lookup existed. */
  car?: Vehicle | null;
  carLookup?: CarState;
  photos: StoredPhoto[];
  mail: 'unsent' | 'sent' | 'failed';
  mailedAt?: string;
  mailError?: string;
  mailAttempts?: number;
  /** 'zonder bijlagen': a mail refused for a permanent reason went again as text with links only, without Reply-To. */
  mailNote?: string;
  /** The site's origin when it was received: the base of the photo links. */
  site?: string;
  /** Files sent without JavaScript that are no photo or over a limit: left out, and the visitor asked to WhatsApp them. */
  leftOut?: string[];
}

export interface MessageRecord {
  kind: 'message';
  reference: string;
  receivedAt: string;
  language: 'nl' | 'en';
  values: Record<ContactField, string>;
  photos: [];
  mail: 'unsent' | 'sent' | 'failed';
  mailedAt?: string;
  mailError?: string;
  mailAttempts?: number;
  /** 'zonder bijlagen': a mail refused for a permanent reason went again as text with links only, without Reply-To. */
  mailNote?: string;
  /** The site's origin when it was received: the base of the photo links. */
  site?: string;
}

export type StoredRecord = ReportRecord | MessageRecord | AppointmentRecord;
export type { AppointmentRecord };


const dutchDate = (iso: string) => (iso ? iso.split('-').reverse().join('-') : 'onbekend');
const driveable: Record<string, string> = { ja: 'Ja', nee: 'NEE – de auto kan niet rijden', onbekend: 'Weet de klant niet' };
/** The guided intake after an "aanrijding" (issue 34), for the garage only: never in the customer's confirmation. */
const otherParty: Record<string, string> = {
  'ander-schuld': 'Ja, de ander is schuldig (volgens de klant)',
  'ik-schuld': 'Ja, de klant is zelf schuldig',
  geen: 'Geen andere partij',
  onbekend: 'Weet de klant niet',
};
const damageForm: Record<string, string> = { ja: 'Ja, samen ingevuld (een foto ervan zit mogelijk bij de foto’s)', nee: 'Nee' };
/** The intake's lines, only those the customer answered (older records have none). */
const intakeLines = (v: Partial<ReportValues>): string[] => [
  ...(v.otherParty ? [line('Andere partij', otherParty[v.otherParty] ?? defang(v.otherParty))] : []),
  ...(v.damageForm ? [line('Schadeformulier', damageForm[v.damageForm] ?? defang(v.damageForm))] : []),
];

const name = defangedName;

export const reportSubject = (r: ReportRecord): string => {
  const type = words.damageTypes[r.values.damageType as keyof typeof words.damageTypes] ?? r.values.damageType;
  return `Schademelding ${defang(r.values.licensePlate)}${r.car ? ` – ${vehicleName(r.car)}` : ''} – ${type.toLowerCase()} – ${r.reference}`;
};

/** How the photos travel: attached (by index) or as links (null: no link could be made, see worker/photos/links.ts). */
export interface PhotoPlan {
  attached: number[];
  links: { filename: string; url: string | null }[];
  linksUntil: number;
}

/** A file's name in the mail: cleaned (as stored), its links and addresses defanged but its extension readable (G11). */
const fileName = (name: string): string => {
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? '';
  return oneLine(defang(name.slice(0, name.length - ext.length)) + ext);
};

const photoLines = (r: ReportRecord, plan: PhotoPlan, folder: string): string[] => {
  const leftOut = r.leftOut?.length
    ? [`Niet aangekomen (geen foto of te groot; de klant is gevraagd ze via WhatsApp te sturen): ${r.leftOut.map(fileName).join(', ')}`]
    : [];
  return [...photoList(r, plan, folder), ...leftOut];
};

const photoList = (r: ReportRecord, plan: PhotoPlan, folder: string): string[] => {
  if (!r.photos.length) return ['Geen foto’s meegestuurd.'];
  const held = r.photos.filter((p) => p.held).map((p) => `${p.filename} volgt in een aparte e-mail (de foto wordt nog verwerkt).`);
  if (held.length) return [...photoList({ ...r, photos: r.photos.filter((p) => !p.held) }, plan, folder).filter((l) => l !== 'Geen foto’s meegestuurd.'), ...held];
  if (!plan.links.length) return [`Foto’s: ${r.photos.length}, bijgevoegd.`];
  const until = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(new Date(plan.linksUntil));
  const head = plan.attached.length
    ? `Foto’s: ${r.photos.length}; ${plan.attached.length} bijgevoegd, ${plan.links.length} ${plan.links.every((l) => attachableName.test(l.filename)) ? 'te groot voor één e-mail' : 'als link'}:`
    : `Foto’s: ${r.photos.length}, als link:`;
  const lines = plan.links.map((l) => `  ${l.filename}: ${l.url ?? `in de opslag van de website, map ${folder}`}`);
  const note = plan.links.some((l) => l.url) ? `De links werken tot ${until}; daarna staan de foto’s nog in de opslag van de website (map ${folder}).` : '';
  return [head, ...lines, ...(note ? [note] : [])];
};

export const reportText = (r: ReportRecord, folder: string, plan: PhotoPlan = { attached: r.photos.map((_, i) => i), links: [], linksUntil: 0 }): string => {
  const v = r.values;
  const plate = defang(v.plateOrigin === 'buitenland' ? `${v.licensePlate} (buitenlands kenteken: ${v.plateCountry})` : v.licensePlate);
  const type = words.damageTypes[v.damageType as keyof typeof words.damageTypes] ?? v.damageType;
  return [
    `Schademelding ${r.reference} via de website${r.language === 'en' ? ' (Engelstalige pagina: de klant spreekt mogelijk geen Nederlands)' : ''}`,
    '',
    line('Kenteken', plate),
    ...carLines(r.car ?? null, r.carLookup, r.receivedAt),
    line('Wat is gebeurd', type),
    ...intakeLines(v),
    line('Datum schade', dutchDate(v.damageDate)),
    line('Kan nog rijden', driveable[v.driveable] ?? v.driveable),
    ...(v.carLocation ? [line('Auto staat nu', defang(v.carLocation))] : []),
    line('Verzekeraar', defang(v.insurer)),
    ...(v.claimNumber ? [line('Schadenummer', defang(v.claimNumber))] : []),
    '',
    ...customerLines(v),
    '',
    'Omschrijving:',
    v.message || '–',
    '',
    ...photoLines(r, plan, folder),
    '',
    ...closingLines(r, folder, v.email),
  ].join('\n');
};

export const messageSubject = (r: MessageRecord): string => `Bericht van ${name(r.values)} – ${r.reference}`;

export const messageText = (r: MessageRecord, folder: string): string => {
  const v = r.values;
  return [
    `Bericht ${r.reference} via het contactformulier${r.language === 'en' ? ' (Engelstalige pagina)' : ''}`,
    '',
    ...customerLines(v),
    '',
    'Bericht:',
    v.message,
    '',
    ...closingLines(r, folder, v.email),
  ].join('\n');
};

export interface MailEnv extends LinkEnv {
  EMAIL: SendEmail;
  MAIL_FROM: string;
  /** Where the mail goes; empty: the garage's address from business.ts. */
  MAIL_TO?: string;
}

/**
 * A header value on one line. The rules allow any character in a name (src/lib/form-rules.ts), so a name may hold a
 * line break: in the subject or the Reply-To name it would start a header of its own (`Bcc: …`). Control characters
 * and line separators become one space. `=?` becomes `= ?`: typed text is never an RFC 2047 encoded word, which a
 * mail program would decode into other text (a bidi override, say) after the receiver cleaned it.
 */
export const oneLine = (value: string): string =>
  value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/=\?/g, '= ?').replace(/ {2,}/g, ' ').trim();

/** Which photos go attached (in order, within the budget; all of them when `plain` is false and they fit) and which as links. */
export const planPhotos = async (env: MailEnv, record: StoredRecord, photos: Uint8Array[], plain = false, now = Date.now()): Promise<PhotoPlan> => {
  const linksUntil = now + linkDays * 86_400_000;
  const attached: number[] = [];
  const links: PhotoPlan['links'] = [];
  let used = 0;
  for (const [i, p] of record.photos.entries()) {
    if ('held' in p && p.held) continue;
    const size = photos[i]?.length ?? 0;
    if (!plain && attachable.has(p.type) && used + size <= attachmentBudget) {
      attached.push(i);
      used += size;
    } else {
      links.push({ filename: p.filename, url: record.site ? await photoLink(env, record.site, p.key, linksUntil) : null });
    }
  }
  if (links.length && !linksPossible(env)) {
    logEvent('error', 'photo-links-unavailable', { reference: record.reference, photos: links.length, cause: 'PHOTO_LINK_SECRET is not set' });
  }
  return { attached, links, linksUntil };
};

/**
 * Sends the record's e-mail; throws when the binding refuses or fails. `plain`: the fallback after a permanent
 * refusal, without attachments and without Reply-To (the customer's address may be what was refused).
 */
export const sendRecord = async (env: MailEnv, record: StoredRecord, folder: string, photos: Uint8Array[], plain = false): Promise<void> => {
  // The Reply-To name is the visitor's name, defanged: never an address that could pass for the garage's own.
  const customer = oneLine(name(record.values));
  const plan = await planPhotos(env, record, photos, plain);
  const text =
    record.kind === 'report' ? reportText(record, folder, plan) : record.kind === 'appointment' ? appointmentText(record, folder) : messageText(record, folder);
  await env.EMAIL.send({
    from: { email: env.MAIL_FROM, name: `Website ${business.name}` },
    to: env.MAIL_TO || business.email,
    ...(record.values.email && !plain ? { replyTo: { email: record.values.email, name: customer } } : {}),
    subject: oneLine(record.kind === 'report' ? reportSubject(record) : record.kind === 'appointment' ? appointmentSubject(record) : messageSubject(record)),
    text: plain ? `${text}\n\n(Verstuurd zonder bijlagen en zonder het adres van de klant als antwoordadres: de eerste e-mail werd geweigerd. Bel de klant of mail naar het adres hierboven.)` : text,
    attachments: plan.attached.map((i) => ({
      disposition: 'attachment' as const,
      filename: record.photos[i]!.filename,
      type: record.photos[i]!.type,
      content: base64(photos[i]!),
    })),
  });
};

/** Whether the binding refused this message for what it is (size, an address, its content): sending it again as it is cannot help. */
export const permanentFailure = (cause: string): boolean =>
  /too (large|big)|size|exceed|invalid|malformed|reply.?to|recipient address|attachment|not verified|unverified|parse|rejected/i.test(cause) &&
  !/not allowed/i.test(cause);

/** A short alert to ALERT_TO, without the visitor's text; throws like sendRecord. */
export const sendAlert = async (env: MailEnv & { ALERT_TO?: string }, subject: string, lines: string[]): Promise<void> => {
  if (!env.ALERT_TO) throw new Error('ALERT_TO is not set');
  await env.EMAIL.send({
    from: { email: env.MAIL_FROM, name: `Website ${business.name}` },
    to: env.ALERT_TO,
    subject: oneLine(subject),
    text: lines.join('\n'),
  });
};
