/** The lines every mail to the garage shares: a labelled line, the customer's contact lines and the closing lines. */
import { defangedName } from './defang';

/** "Kenteken:        AB-12-CD": the label padded so the values line up; an empty value as a dash. */
export const line = (label: string, value: string) => `${`${label}:`.padEnd(17)}${value || '–'}`;

/** "woensdag 25 november 2026 om 18.53 uur" in Amsterdam time: the site's Dutch clock (review C57). */
export const amsterdam = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Amsterdam' })
    .format(new Date(iso))
    .replace(/(\d{1,2}):(\d{2})$/, (_, h: string, m: string) => `${Number(h)}.${m} uur`);

interface Customer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Name (defanged: no link or address in it), phone and e-mail. */
export const customerLines = (v: Customer): string[] => [line('Naam', defangedName(v)), line('Telefoon', v.phone), line('E-mail', v.email)];

/** When it arrived, where it is stored, and where a reply goes. */
export const closingLines = (r: { reference: string; receivedAt: string }, folder: string, email: string): string[] => [
  `Ontvangen op ${amsterdam(r.receivedAt)}. Referentie ${r.reference}.`,
  `Bewaard in de opslag van de website, map: ${folder}`,
  email ? 'Beantwoorden gaat rechtstreeks naar de klant.' : 'De klant gaf geen e-mailadres: bel terug.',
];
