/**
 * The APK reminder's two mails (issue 39), in Dutch and English, as the send_email binding's message builder takes
 * them: the one mail that asks to confirm (double opt-in), and the reminder itself. Fixed words, the kenteken as the
 * rules cleaned it, the car and APK date as the RDW gives them, the price from src/data/apk.ts and the garage's facts
 * from src/data/business.ts; never anything else a visitor typed.
 *
 * The reminder carries RFC 8058 one-click unsubscribe headers (`List-Unsubscribe` with the https link,
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`): Cloudflare Email Service allows both in `headers` and refuses
 * an http link (E_HEADER_VALUE_INVALID), so a site on http (only `wrangler dev`) sends the link in the text only.
 */
import { apkPrice } from '../../src/data/apk';
import { business } from '../../src/data/business';
import { apkReminderApi, apkReminderPages, reminderLeadDays, unconfirmedDays } from '../../src/lib/apk-reminder';
import { longDate } from '../../src/lib/vehicle';
import { confirmationWords } from '../mail/confirmation-words';

type Lang = 'nl' | 'en';

const words = {
  nl: {
    greeting: 'Goedendag,',
    optInSubject: (plate: string) => `Bevestig uw APK-herinnering voor ${plate} – ${business.name}`,
    optIn: (plate: string) => `U vroeg ons om een herinnering als de APK van de auto met kenteken ${plate} bijna verloopt. Bevestig dat met deze link:`,
    optInAfter: [
      `Pas na uw bevestiging sturen wij u een herinnering, ongeveer ${reminderLeadDays / 7} weken voor de vervaldatum. De link werkt ${unconfirmedDays} dagen; daarna wissen wij de aanvraag.`,
      'Heeft u dit niet gevraagd? Dan kunt u deze e-mail negeren: zonder bevestiging krijgt u niets meer van ons.',
    ],
    reminderSubject: (plate: string, date: string) => `De APK van uw auto ${plate} verloopt op ${date}`,
    reminder: (plate: string, car: string, date: string) => `De APK van uw auto met kenteken ${plate}${car ? ` (${car})` : ''} verloopt volgens de RDW op ${date}.`,
    early: 'U kunt de keuring tot twee maanden voor die datum laten doen zonder dat u keuringstijd verliest.',
    book: 'Vraag een afspraak aan; uw kenteken en de APK staan al ingevuld:',
    price: `De APK-keuring kost bij ons ${apkPrice.nl}. Die prijs is onder voorbehoud: in ons voorstel noemen wij de precieze prijs.`,
    contactHeading: 'Vragen? Zo bereikt u ons',
    closing: ['Met vriendelijke groet,', business.name],
    why: 'U krijgt deze e-mail omdat u een APK-herinnering voor dit kenteken heeft aangevraagd en bevestigd.',
    stop: 'Geen herinneringen meer? Afmelden met één klik:',
  },
  en: {
    greeting: 'Hello,',
    optInSubject: (plate: string) => `Please confirm your MOT (APK) reminder for ${plate} – ${business.name}`,
    optIn: (plate: string) => `You asked us to remind you when the APK (the Dutch MOT) of the car with registration ${plate} is nearly due. Please confirm with this link:`,
    optInAfter: [
      `Only once you’ve confirmed will we send you a reminder, about ${reminderLeadDays / 7} weeks before the expiry date. The link works for ${unconfirmedDays} days; after that we delete the request.`,
      'Didn’t ask for this? Then please ignore this email: without your confirmation you won’t hear from us again.',
    ],
    reminderSubject: (plate: string, date: string) => `Your car’s APK (MOT) for ${plate} expires on ${date}`,
    reminder: (plate: string, car: string, date: string) => `According to the RDW, the Dutch vehicle authority, the APK (the Dutch MOT) of your car with registration ${plate}${car ? ` (${car})` : ''} expires on ${date}.`,
    early: 'You can have the test done up to two months before that date without losing any time.',
    book: 'Request an appointment; your registration and the APK are already filled in:',
    price: `The APK test costs ${apkPrice.en} with us. That price is still to be confirmed: our proposal states the exact price.`,
    contactHeading: 'Questions? How to reach us',
    closing: ['Kind regards,', business.name],
    why: 'You’re receiving this email because you asked for, and confirmed, an APK reminder for this registration.',
    stop: 'No more reminders? Unsubscribe in one click:',
  },
} as const;

const contactLines = (lang: Lang): string[] => {
  const contact = confirmationWords[lang].contact;
  const width = Math.max(...contact.map(([label]) => label!.length)) + 2;
  return contact.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
};

/** The links a mail carries, on the subscription's own site. */
export const links = (site: string, lang: Lang) => ({
  confirm: (token: string) => `${site}${apkReminderPages[lang].confirm}?t=${token}`,
  unsubscribePage: (token: string) => `${site}${apkReminderPages[lang].unsubscribe}?t=${token}`,
  oneClick: (token: string) => `${site}${apkReminderApi.unsubscribe}?t=${token}`,
  appointment: (plate: string) => `${site}${lang === 'en' ? '/en/appointment' : '/afspraak'}?dienst=apk&kenteken=${encodeURIComponent(plate)}`,
});

const envelope = (from: string, to: string) => ({
  from: { email: from, name: business.name },
  to,
  replyTo: { email: business.email, name: business.name },
});

export const optInMail = (from: string, sub: { email: string; plate: string; language: Lang; site: string }, token: string) => {
  const t = words[sub.language];
  return {
    ...envelope(from, sub.email),
    subject: t.optInSubject(sub.plate),
    text: [t.greeting, '', t.optIn(sub.plate), '', links(sub.site, sub.language).confirm(token), '', ...t.optInAfter.flatMap((p) => [p, '']), ...t.closing].join('\n'),
  };
};

export interface ReminderFacts {
  email: string;
  plate: string;
  language: Lang;
  site: string;
  /** "Volkswagen Golf", or ''. */
  car: string;
  /** YYYY-MM-DD */
  apkDate: string;
}

export const reminderMail = (from: string, f: ReminderFacts, unsubscribeToken: string) => {
  const t = words[f.language];
  const l = links(f.site, f.language);
  const date = longDate(f.apkDate, f.language);
  const oneClick = l.oneClick(unsubscribeToken);
  return {
    ...envelope(from, f.email),
    subject: t.reminderSubject(f.plate, date),
    text: [
      t.greeting, '', t.reminder(f.plate, f.car, date), t.early, '', t.book, l.appointment(f.plate), '', t.price, '',
      t.contactHeading, ...contactLines(f.language), '', ...t.closing, '', '--', t.why, t.stop, l.unsubscribePage(unsubscribeToken),
    ].join('\n'),
    ...(oneClick.startsWith('https://') ? { headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
};
