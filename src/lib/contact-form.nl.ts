/** The contact form's Dutch words: validation, counter and the mailto: fallback (English: contact-form.en.ts). */
import type { ContactWords } from './contact-form';

export const contactWordsNl: ContactWords = {
  locale: 'nl-NL',
  required: {
    firstName: 'Vul uw voornaam in.',
    lastName: 'Vul uw achternaam in.',
    email: 'Vul uw e-mailadres in, dan kunnen wij u antwoorden.',
    phone: '',
    message: 'Schrijf kort waarmee wij u kunnen helpen.',
  },
  tooLong: (field, max) => `Uw ${field === 'firstName' ? 'voornaam' : 'achternaam'} mag hoogstens ${max} tekens lang zijn.`,
  emailInvalid: 'Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.',
  phoneInvalid: 'Dit telefoonnummer klopt niet. Gebruik bijvoorbeeld 06 12345678 of +31 6 12345678, of laat het veld leeg.',
  messageTooLong: (length, max, over) => `Uw bericht is ${length} tekens lang; het maximum is ${max}. Maak het ${over} tekens korter.`,
  counter: (length, max) => `${length} / ${max} tekens`,
  mail: {
    subject: (first, last) => `Bericht via de website van ${first} ${last}`,
    labels: { firstName: 'Voornaam', lastName: 'Achternaam', email: 'E-mail', phone: 'Telefoon', message: 'Bericht' },
    noPhone: 'niet opgegeven',
  },
};
