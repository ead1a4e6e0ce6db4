/**
 * The Dutch words of the forms (see ../types.ts), one file per part so that each island bundles only what it uses:
 * the contact form does not carry the damage report's texts, and the other way round.
 * No business facts here: phone, WhatsApp, address and hours come from business.ts.
 */
import type { ContactFormStrings } from '../types';

export const contact: ContactFormStrings = {
  labels: { firstName: 'Voornaam', lastName: 'Achternaam', email: 'E-mailadres', phone: 'Telefoonnummer', message: 'Uw bericht' },
  submit: 'Verstuur bericht',
  sending: 'Versturen…',
  thanksTitle: 'Bedankt!',
  thanks: (firstName, replyTime) => `Wij hebben uw bericht ontvangen, ${firstName}. Wij nemen ${replyTime} contact met u op.`,
  failureTitle: 'Uw bericht is niet verstuurd',
  mail: {
    title: 'Uw e-mailprogramma wordt geopend',
    before: 'Uw bericht staat klaar in een nieuwe e-mail aan ons: klik daar op Verzenden. Opent er niets?',
    again: 'Open de e-mail opnieuw',
    orCall: 'of bel ons op',
    subject: (name) => `Bericht via de website van ${name}`,
  },
  mailBody: {
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mail',
    phone: 'Telefoon',
    noPhone: 'niet opgegeven',
    message: 'Bericht',
  },
};
