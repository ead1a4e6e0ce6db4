/**
 * The Dutch words of the forms (see ../types.ts), one file per part so that each island bundles only what it uses:
 * the contact form does not carry the damage report's texts, and the other way round.
 * No business facts here: phone, WhatsApp, address and hours come from business.ts.
 */
import type { SharedFormStrings } from '../types';

export const shared: SharedFormStrings = {
  optional: ' (optioneel)',
  requiredNote: ['Velden met een ', 'sterretje', ' zijn verplicht.'],
  honeypot: 'Laat dit veld leeg',
  toastRegion: 'Melding',
  toastViewport: 'Meldingen ({hotkey})',
  closeToast: 'Melding sluiten',
  errors: {
    firstName: { empty: 'Vul uw voornaam in.', tooLong: (max) => `Uw voornaam mag hoogstens ${max} tekens lang zijn.` },
    lastName: { empty: 'Vul uw achternaam in.', tooLong: (max) => `Uw achternaam mag hoogstens ${max} tekens lang zijn.` },
    email: {
      empty: 'Vul uw e-mailadres in, dan kunnen wij u antwoorden.',
      invalid: 'Dit e-mailadres klopt niet. Controleer het, bijvoorbeeld naam@voorbeeld.nl.',
    },
    phone: {
      empty: 'Vul uw telefoonnummer in, dan bellen wij u terug.',
      invalid: 'Dit telefoonnummer klopt niet. Gebruik bijvoorbeeld 06 12345678 of +31 6 12345678.',
      invalidOptional: 'Dit telefoonnummer klopt niet. Gebruik bijvoorbeeld 06 12345678 of +31 6 12345678, of laat het veld leeg.',
    },
    message: {
      empty: 'Schrijf kort waarmee wij u kunnen helpen.',
      tooLong: (length, max, over) => `Uw bericht is ${length} tekens lang; het maximum is ${max}. Maak het ${over} tekens korter.`,
    },
  },
  failure: {
    server: (detail) => `Het versturen is niet gelukt (foutcode ${detail.split(':')[0]}). Dat ligt aan ons, niet aan u.`,
    network: 'Het versturen is niet gelukt: er was geen internetverbinding. Controleer uw verbinding.',
    kept: 'Alles wat u heeft ingevuld, staat nog in het formulier.',
    tryAgain: 'Probeer het zo opnieuw,',
    retry: 'Opnieuw versturen',
    retryAlt: 'Verstuur het formulier opnieuw',
    rateLimited: 'Er is vanaf uw verbinding in korte tijd veel verstuurd. Wacht een minuut.',
    unavailable: 'Onze server kon uw formulier nu niet opslaan.',
    busy: 'Via het formulier is de afgelopen tijd zo veel verstuurd dat het tijdelijk niets meer aanneemt.',
  },
  reach: { callUs: 'bel ons op', orSend: 'of stuur een', whatsapp: 'WhatsApp-bericht', newTab: ' (opent in een nieuw tabblad)', rather: 'Liever bellen?' },
  counter: (length, max) => `${length} / ${max} tekens`,
  confirmation: {
    reference: (reference) => `Uw referentie is ${reference}.`,
    sent: (address) => `U ontvangt een bevestiging op ${address}.`,
    noteReference: (reference) => `Noteer uw referentie ${reference}: als u ons belt, vinden wij uw aanvraag daarmee meteen terug.`,
  },
  result: {
    referenceLabel: 'Uw referentie',
    sentLabel: 'Wat u stuurde',
    answerBy: (date) => `U hoort uiterlijk ${date} van ons.`,
    confirmationTo: (address) => `De bevestiging gaat naar ${address}. Niet binnen een paar minuten binnen? Kijk dan ook bij uw ongewenste e-mail.`,
    noteReference: 'Noteer uw referentie: als u ons belt, vinden wij uw aanvraag daarmee meteen terug.',
    meanwhileLabel: 'Intussen',
    photos: (n) => (n === 1 ? '1 foto ontvangen' : `${n} foto’s ontvangen`),
  },
};
