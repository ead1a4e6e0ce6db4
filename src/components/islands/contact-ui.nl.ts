/** The Dutch words of the contact form island (the shape: contact-ui.ts). */
import { contactWordsNl } from '../../lib/contact-form.nl';
import type { ContactUi } from './contact-ui';

export const contactUiNl: ContactUi = {
  words: contactWordsNl,
  requiredNote: { before: 'Velden met een', asterisk: 'sterretje', after: 'zijn verplicht.' },
  labels: { firstName: 'Voornaam', lastName: 'Achternaam', email: 'E-mailadres', phone: 'Telefoonnummer', message: 'Uw bericht' },
  optional: '(optioneel)',
  honeypot: 'Laat dit veld leeg',
  send: 'Verstuur bericht',
  sending: 'Versturen…',
  toaster: { label: 'Melding', close: 'Melding sluiten', viewport: 'Meldingen ({hotkey})' },
  toast: {
    thanksTitle: 'Bedankt!',
    thanks: (firstName, replyTime) => `Wij hebben uw bericht ontvangen, ${firstName}. Wij nemen ${replyTime} contact met u op.`,
    mailTitle: 'Uw e-mailprogramma wordt geopend',
    mail: 'Uw bericht staat klaar in een nieuwe e-mail aan ons: klik daar op Verzenden. Opent er niets?',
    mailReopen: 'Open de e-mail opnieuw',
    orCall: 'of bel ons op',
    failureTitle: 'Uw bericht is niet verstuurd',
    serverError: (message) => `Onze server gaf een foutmelding (${message}).`,
    noConnection: 'Er kon geen verbinding worden gemaakt met onze server.',
    kept: 'Alles wat u heeft ingevuld staat nog in het formulier. Probeer het zo nog eens, of bel ons op',
    orSend: 'of stuur een',
    whatsapp: 'WhatsApp-bericht',
    newTab: ' (opent in een nieuw tabblad)',
    retry: 'Opnieuw versturen',
    retryAlt: 'Verstuur het formulier opnieuw',
  },
};
