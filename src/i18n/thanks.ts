/**
 * The pages a visitor without JavaScript lands on after sending a form to our receiver (303 from worker/index.ts):
 * the same result as the forms show in their place (FormResult.tsx), its reference, what was sent, the answer date
 * and the confirmation filled in by the Worker (worker/pages/thanks.ts).
 */
import type { Lang } from './routes';
import { business } from '../data/business';
import { hoursShort } from '../lib/format';
import { businessEn } from '../data/en/business';
import { hoursShortEn } from '../lib/format.en';
import { phoneText } from './facts';

export interface ThanksWords {
  title: string;
  description: string;
  heading: string;
  /** By when we answer, in words: the Worker puts the date in its place. */
  text: (replyTime: string) => string;
  /** What to do meanwhile. */
  meanwhile: string;
  home: string;
  /** The second way on: the damage guide after a report, the services after an appointment request (Dutch review D30). */
  guide: string;
  guidePath: string;
}

export const thanks: Record<Lang, ThanksWords> = {
  nl: {
    title: 'Verstuurd',
    description: `Uw schademelding of bericht is bij Autoschade De Vos binnengekomen. Wij nemen ${business.replyTime} contact met u op.`,
    heading: 'Bedankt, het is verstuurd',
    text: (replyTime) => `Wij nemen ${replyTime} contact met u op.`,
    meanwhile: `Een schademelding? Meld de schade ook bij uw verzekeraar of leasemaatschappij, als u dat nog niet deed: uw polis heeft een termijn. Is het dringend? Bel ons op werkdagen (${hoursShort()}) op ${phoneText('nl')}.`,
    home: 'Naar de homepage',
    guide: 'Autoschade? Wat nu?',
    guidePath: '/damage-guide',
  },
  en: {
    title: 'Sent',
    description: 'Your damage report or message has reached Autoschade De Vos. We’ll get back to you within one working day. Is it urgent? Call us on weekdays.',
    heading: 'Thank you, it’s been sent',
    text: (replyTime) => `We’ll get back to you ${replyTime}.`,
    meanwhile: `Sent a damage report and haven’t told your insurer yet? Please do that too – your policy sets a deadline. Is it urgent? Call us on weekdays (${hoursShortEn()}) on ${phoneText('en')}. ${businessEn.afterHours.route}`,
    home: 'To the home page',
    guide: 'Had an accident? Read our step-by-step guide',
    guidePath: '/damage-guide',
  },
};

/** After an appointment request without JavaScript (303 to /afspraak/bedankt or /en/appointment/thank-you). */
export const appointmentThanks: Record<Lang, ThanksWords> = {
  nl: {
    ...thanks.nl,
    title: 'Afspraakverzoek verstuurd',
    description: `Uw afspraakverzoek is bij Autoschade De Vos binnengekomen. Wij stellen u ${business.replyTime} een dag en tijd voor.`,
    heading: 'Uw afspraakverzoek is ontvangen',
    text: (replyTime) => `Wij stellen u ${replyTime} een dag en tijd voor.`,
    meanwhile: `De afspraak staat vast zodra u ja zegt op ons voorstel. Kunt u toch niet, of wilt u iets wijzigen? Beantwoord de bevestigingsmail of bel ons op werkdagen (${hoursShort()}) op ${phoneText('nl')}.`,
    guide: 'Onze diensten',
    guidePath: '/services',
  },
  en: {
    ...thanks.en,
    title: 'Appointment request sent',
    description: `Your appointment request has reached Autoschade De Vos. We’ll suggest a day and time ${businessEn.replyTime}.`,
    heading: 'We’ve received your appointment request',
    text: (replyTime) => `We’ll suggest a day and time ${replyTime}.`,
    meanwhile: `The appointment is fixed once you agree to the time we suggest. Need to change or cancel? Reply to the confirmation email or call us on weekdays (${hoursShortEn()}) on ${phoneText('en')}.`,
    guide: 'Our services',
    guidePath: '/services',
  },
};
