/**
 * The garage's e-mail for a report or a message: a Dutch plain-text summary an employee can act on at a glance, the
 * photos attached, Reply-To set to the customer. Sent through Cloudflare Email Service's `send_email` binding.
 *
 * Attachments travel as base64 strings: the real binding takes a base64 string or binary content, but the local
 * simulation in wrangler 4.86 writes binary content to its files as UTF-8 text, which mangles a photo. A base64
 * string is what both take unchanged (locally the attachment file then holds the base64 text).
 */
import { business } from '../src/data/business';
import { report as words } from '../src/data/forms/nl/report';
import type { ContactField, ReportValues } from '../src/lib/form-rules';
import { base64 } from './http';

export interface StoredPhoto {
  key: string;
  filename: string;
  type: string;
}

export interface ReportRecord {
  kind: 'report';
  reference: string;
  receivedAt: string;
  language: 'nl' | 'en';
  values: ReportValues;
  photos: StoredPhoto[];
  mail: 'unsent' | 'sent';
  mailedAt?: string;
  mailError?: string;
}

export interface MessageRecord {
  kind: 'message';
  reference: string;
  receivedAt: string;
  language: 'nl' | 'en';
  values: Record<ContactField, string>;
  photos: [];
  mail: 'unsent' | 'sent';
  mailedAt?: string;
  mailError?: string;
}

export type StoredRecord = ReportRecord | MessageRecord;

const amsterdam = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(iso));

const dutchDate = (iso: string) => (iso ? iso.split('-').reverse().join('-') : 'onbekend');
const driveable: Record<string, string> = { ja: 'Ja', nee: 'NEE – de auto kan niet rijden', onbekend: 'Weet de klant niet' };
const line = (label: string, value: string) => `${`${label}:`.padEnd(17)}${value || '–'}`;

export const reportSubject = (r: ReportRecord): string => {
  const type = words.damageTypes[r.values.damageType as keyof typeof words.damageTypes] ?? r.values.damageType;
  return `Schademelding ${r.values.licensePlate} – ${type.toLowerCase()} – ${r.reference}`;
};

export const reportText = (r: ReportRecord, folder: string): string => {
  const v = r.values;
  const plate = v.plateOrigin === 'buitenland' ? `${v.licensePlate} (buitenlands kenteken: ${v.plateCountry})` : v.licensePlate;
  const type = words.damageTypes[v.damageType as keyof typeof words.damageTypes] ?? v.damageType;
  return [
    `Schademelding ${r.reference} via de website${r.language === 'en' ? ' (Engelstalige pagina: de klant spreekt mogelijk geen Nederlands)' : ''}`,
    '',
    line('Kenteken', plate),
    line('Wat is gebeurd', type),
    line('Datum schade', dutchDate(v.damageDate)),
    line('Kan nog rijden', driveable[v.driveable] ?? v.driveable),
    line('Verzekeraar', v.insurer),
    '',
    line('Naam', `${v.firstName} ${v.lastName}`),
    line('Telefoon', v.phone),
    line('E-mail', v.email),
    '',
    'Omschrijving:',
    v.message || '–',
    '',
    r.photos.length ? `Foto’s: ${r.photos.length}, bijgevoegd.` : 'Geen foto’s meegestuurd.',
    '',
    `Ontvangen op ${amsterdam(r.receivedAt)}. Referentie ${r.reference}.`,
    `Bewaard in R2: ${folder}`,
    v.email ? 'Beantwoorden gaat rechtstreeks naar de klant.' : 'De klant gaf geen e-mailadres: bel terug.',
  ].join('\n');
};

export const messageSubject = (r: MessageRecord): string => `Bericht van ${r.values.firstName} ${r.values.lastName} – ${r.reference}`;

export const messageText = (r: MessageRecord, folder: string): string => {
  const v = r.values;
  return [
    `Bericht ${r.reference} via het contactformulier${r.language === 'en' ? ' (Engelstalige pagina)' : ''}`,
    '',
    line('Naam', `${v.firstName} ${v.lastName}`),
    line('E-mail', v.email),
    line('Telefoon', v.phone),
    '',
    'Bericht:',
    v.message,
    '',
    `Ontvangen op ${amsterdam(r.receivedAt)}. Referentie ${r.reference}.`,
    `Bewaard in R2: ${folder}`,
    'Beantwoorden gaat rechtstreeks naar de klant.',
  ].join('\n');
};

export interface MailEnv {
  EMAIL: SendEmail;
  MAIL_FROM: string;
  /** Where the mail goes; empty: the garage's address from business.ts. */
  MAIL_TO?: string;
}

/**
 * A header value on one line. The rules allow any character in a name (src/lib/form-rules.ts), so a name may hold a
 * line break: in the subject or the Reply-To name it would start a header of its own (`Bcc: …`). Control characters
 * and line separators become one space.
 */
export const oneLine = (value: string): string => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim();

/** Sends the record's e-mail with its photos; throws when the binding refuses or fails. */
export const sendRecord = async (env: MailEnv, record: StoredRecord, folder: string, photos: Uint8Array[]): Promise<void> => {
  const customer = oneLine(`${record.values.firstName} ${record.values.lastName}`);
  await env.EMAIL.send({
    from: { email: env.MAIL_FROM, name: `Website ${business.name}` },
    to: env.MAIL_TO || business.email,
    ...(record.values.email ? { replyTo: { email: record.values.email, name: customer } } : {}),
    subject: oneLine(record.kind === 'report' ? reportSubject(record) : messageSubject(record)),
    text: record.kind === 'report' ? reportText(record, folder) : messageText(record, folder),
    attachments: record.photos.map((p, i) => ({
      disposition: 'attachment' as const,
      filename: p.filename,
      type: p.type,
      content: base64(photos[i]!),
    })),
  });
};
