/** The page a visitor without JavaScript lands on after sending a form to our receiver (303 from worker/index.ts). */
import type { Lang } from './routes';
import { business } from '../data/business';
import { hoursShort } from '../lib/format';
import { businessEn } from '../data/en/business';
import { hoursShortEn, intlPhone } from '../lib/format.en';

export interface ThanksWords {
  title: string;
  description: string;
  heading: string;
  text: (replyTime: string) => string;
  home: string;
  guide: string;
}

export const thanks: Record<Lang, ThanksWords> = {
  nl: {
    title: 'Verstuurd',
    description: `Uw schademelding of bericht is bij Autoschade De Vos binnengekomen. Wij nemen ${business.replyTime} contact met u op.`,
    heading: 'Bedankt, het is verstuurd',
    text: (replyTime) =>
      `Uw melding of bericht is bij ons binnengekomen. Wij nemen ${replyTime} contact met u op. Is het dringend? Bel ons op werkdagen (${hoursShort()}) op ${business.phone.display}. ${business.afterHours.route}`,
    home: 'Naar de homepage',
    guide: 'Autoschade? Wat nu?',
  },
  en: {
    title: 'Sent',
    description: 'Your damage report or message has reached Autoschade De Vos. We’ll get back to you within one working day. Is it urgent? Call us on weekdays.',
    heading: 'Thank you, it’s been sent',
    text: (replyTime) =>
      `Your report or message has reached us. We’ll get back to you ${replyTime}. Sent a damage report and haven’t told your insurer yet? Please do that too – your policy sets a deadline. Is it urgent? Call us on weekdays (${hoursShortEn()}) on ${intlPhone()}. ${businessEn.afterHours.route}`,
    home: 'To the home page',
    guide: 'Had an accident? Read our step-by-step guide',
  },
};

/** After an appointment request without JavaScript (303 to /afspraak/bedankt or /en/appointment/thank-you). */
export const appointmentThanks: Record<Lang, ThanksWords> = {
  nl: {
    ...thanks.nl,
    title: 'Afspraakverzoek verstuurd',
    description: `Uw afspraakverzoek is bij Autoschade De Vos binnengekomen. Wij doen u ${business.replyTime} een voorstel voor een dag en tijd.`,
    heading: 'Bedankt, uw afspraakverzoek is binnen',
    text: (replyTime) =>
      `Wij doen u ${replyTime} een voorstel voor een dag en tijd; pas als u daarmee instemt, staat de afspraak vast. Vragen? Bel ons op werkdagen (${hoursShort()}) op ${business.phone.display}.`,
  },
  en: {
    ...thanks.en,
    title: 'Appointment request sent',
    description: `Your appointment request has reached Autoschade De Vos. We’ll suggest a day and time ${businessEn.replyTime}.`,
    heading: 'Thank you, we’ve received your request',
    text: (replyTime) =>
      `We’ll suggest a day and time ${replyTime}; the appointment is fixed once you agree to it. Questions? Call us on weekdays (${hoursShortEn()}) on ${intlPhone()}.`,
  },
};
