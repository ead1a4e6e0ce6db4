/**
 * The words of the APK reminder (issue 39) on the site, in Dutch and English: the box on the appointment request, the
 * sign-up page (/apk-herinnering, /en/mot-reminder) and the pages after it. `consent` is the exact wording a customer
 * agrees to: the box and the sign-up page show it, and the receiver stores it with the subscription (the receiver
 * reads it from here, never from the browser). The mails' words: worker/apk-reminder/words.ts.
 */
import { apkConsent as consent } from './apk-reminder-consent';
import { business } from './business';
import type { ApkReminderStep } from '../lib/apk-reminder';

export { apkConsent } from './apk-reminder-consent';

/** The wording as stored with a subscription: the sentence and its explanation, exactly as shown. */
export const consentWording = (lang: 'nl' | 'en'): string => `${consent[lang].label}. ${consent[lang].hint}`;

interface Step {
  title: string;
  heading: string;
  text: string;
  /** The confirm and unsubscribe pages' one button. */
  button?: string;
}
/** Every step's words (src/lib/apk-reminder.ts, `apkReminderSteps`), typed as one shape. */
const steps = (words: Record<ApkReminderStep, Step>) => words;

const nl = {
  consent: consent.nl,
  box: { needsEmail: 'Vul hieronder ook uw e-mailadres in: daar sturen wij de herinnering naartoe.' },
  page: {
    title: 'APK-herinnering per e-mail',
    description: `Gratis een e-mail van ${business.name} ongeveer acht weken voordat de APK van uw auto verloopt, ruim voor de brief van de RDW. Afmelden met één klik.`,
    crumb: 'APK-herinnering',
    heading: 'Een herinnering voordat uw APK verloopt',
    intro: 'Wij mailen u ongeveer acht weken voor de vervaldatum, ruim voor de brief van de RDW. Zo vraagt u de keuring op tijd aan.',
    formHeading: 'Herinnering aanvragen',
    labels: { licensePlate: 'Kenteken van uw auto', email: 'E-mailadres' },
    hints: {
      licensePlate: 'Een Nederlands kenteken, bijvoorbeeld AB-12-CD.',
      email: 'Hier sturen wij eerst een link om te bevestigen, en later de herinnering.',
    },
    errors: {
      licensePlate: { empty: 'Vul het kenteken van uw auto in.', invalid: 'Dit is geen Nederlands kenteken. Gebruik bijvoorbeeld AB-12-CD.' },
      email: { empty: 'Vul uw e-mailadres in: daar sturen wij de herinnering naartoe.', invalid: 'Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.' },
    },
    submit: 'Herinnering aanvragen',
    sending: 'Bezig met versturen…',
    failure: 'Niet verstuurd',
    done: 'Bijna klaar: wij hebben u een e-mail gestuurd. Klik op de link daarin om de herinnering te bevestigen.',
    another: 'Nog een auto aanmelden',
    keptHeading: 'Wat wij bewaren',
    kept: [
      'Het kenteken, uw e-mailadres, de taal, de tekst waarmee u instemde en wanneer, wanneer u bevestigde, en voor welke APK-datum wij u al herinnerden.',
      'Alleen het kenteken gaat naar de RDW, om de vervaldatum op te zoeken.',
      'Niet bevestigd binnen zeven dagen? Dan wissen wij de aanvraag.',
      'Afmelden kan met de link in elke e-mail; wij wissen dan alles meteen.',
    ],
    privacyLink: 'Meer in onze privacyverklaring',
    noReceiver: 'Een herinnering aanvragen kan via deze website nu niet. Verloopt uw APK binnenkort? Bel ons voor een afspraak:',
  },
  steps: steps({
    sent: { title: 'Kijk in uw e-mail', heading: 'Kijk in uw e-mail', text: 'Als het kenteken en het e-mailadres kloppen, ontvangt u binnen een paar minuten een e-mail. Klik op de link daarin om de herinnering te bevestigen. Geen e-mail gezien? Kijk ook bij ongewenste e-mail.' },
    confirm: { title: 'Herinnering bevestigen', heading: 'Herinnering bevestigen', text: 'Wilt u een e-mail van ons ongeveer acht weken voordat de APK van uw auto verloopt?', button: 'Ja, bevestig mijn herinnering' },
    confirmed: { title: 'Herinnering bevestigd', heading: 'Uw herinnering staat klaar', text: 'Wij mailen u ongeveer acht weken voordat de APK van uw auto verloopt. In elke e-mail staat een link om u af te melden.' },
    unsubscribe: { title: 'Afmelden voor de APK-herinnering', heading: 'Afmelden voor de APK-herinnering', text: 'Wilt u geen herinnering meer voor deze auto? Dan wissen wij uw aanmelding meteen.', button: 'Afmelden' },
    unsubscribed: { title: 'Afgemeld', heading: 'U bent afgemeld', text: 'U krijgt geen APK-herinnering meer voor deze auto. Wij hebben uw kenteken en e-mailadres voor de herinnering gewist.' },
    invalid: { title: 'Link niet meer geldig', heading: 'Deze link werkt niet meer', text: 'De aanmelding bestaat niet meer: al afgemeld, of niet binnen zeven dagen bevestigd. U kunt een nieuwe herinnering aanvragen.' },
  }),
  again: 'Nieuwe herinnering aanvragen',
  home: 'Naar de homepage',
};

const en: typeof nl = {
  consent: consent.en,
  box: { needsEmail: 'Please also fill in your email address below: that’s where we’ll send the reminder.' },
  page: {
    title: 'MOT (APK) reminder by email',
    description: `A free email from ${business.name} about eight weeks before your car’s APK (the Dutch MOT) expires, well before the RDW’s letter. Unsubscribe in one click.`,
    crumb: 'MOT reminder',
    heading: 'A reminder before your APK expires',
    intro: 'The APK test is the Dutch MOT. We’ll email you about eight weeks before it expires, well before the RDW (the Dutch vehicle authority) sends its letter, so you can book the test in good time.',
    formHeading: 'Ask for a reminder',
    labels: { licensePlate: 'Your car’s registration number', email: 'Email address' },
    hints: {
      licensePlate: 'A Dutch registration (kenteken), for example AB-12-CD.',
      email: 'We’ll first send a link to confirm here, and later the reminder.',
    },
    errors: {
      licensePlate: { empty: 'Please fill in your car’s registration number.', invalid: 'This isn’t a Dutch registration number. Use, for example, AB-12-CD.' },
      email: { empty: 'Please fill in your email address: that’s where we’ll send the reminder.', invalid: 'This email address doesn’t look right. Please check it, for example name@example.com.' },
    },
    submit: 'Ask for a reminder',
    sending: 'Sending…',
    failure: 'Not sent',
    done: 'Nearly done: we’ve sent you an email. Click the link in it to confirm the reminder.',
    another: 'Add another car',
    keptHeading: 'What we keep',
    kept: [
      'The registration number, your email address, the language, the wording you agreed to and when, when you confirmed, and which APK date we last reminded you of.',
      'Only the registration number goes to the RDW, to look up the expiry date.',
      'Not confirmed within seven days? Then we delete the request.',
      'You can unsubscribe with the link in every email; we then delete everything at once.',
    ],
    privacyLink: 'More in our privacy statement',
    noReceiver: 'You can’t ask for a reminder on this website at the moment. Is your APK due soon? Call us for an appointment:',
  },
  steps: {
    sent: { title: 'Check your email', heading: 'Check your email', text: 'If the registration number and email address are right, you’ll get an email within a few minutes. Click the link in it to confirm the reminder. Nothing there? Please check your spam folder too.' },
    confirm: { title: 'Confirm your reminder', heading: 'Confirm your reminder', text: 'Would you like an email from us about eight weeks before your car’s APK expires?', button: 'Yes, confirm my reminder' },
    confirmed: { title: 'Reminder confirmed', heading: 'Your reminder is set', text: 'We’ll email you about eight weeks before your car’s APK expires. Every email has a link to unsubscribe.' },
    unsubscribe: { title: 'Unsubscribe from the MOT reminder', heading: 'Unsubscribe from the MOT (APK) reminder', text: 'No more reminders for this car? Then we’ll delete your sign-up at once.', button: 'Unsubscribe' },
    unsubscribed: { title: 'Unsubscribed', heading: 'You’ve been unsubscribed', text: 'You won’t get any more APK reminders for this car. We’ve deleted the registration number and email address we kept for it.' },
    invalid: { title: 'Link no longer valid', heading: 'This link no longer works', text: 'The sign-up no longer exists: it was unsubscribed, or not confirmed within seven days. You can ask for a new reminder.' },
  },
  again: 'Ask for a new reminder',
  home: 'Go to the home page',
};

export const apkReminderWords = { nl, en } as const;
export type ApkReminderWords = typeof nl;
