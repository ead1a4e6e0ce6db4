/**
 * The Dutch words of the forms (see ../types.ts), one file per part so that each island bundles only what it uses:
 * the contact form does not carry the damage report's texts, and the other way round.
 * No business facts here: phone, WhatsApp, address and hours come from business.ts.
 */
import type { DamageReportStrings, ReportPageStrings } from '../types';
import { plate } from './plate';

export const report: DamageReportStrings = {
  labels: {
    ...plate.labels,
    damageType: 'Wat is er gebeurd?',
    damageDate: 'Schadedatum',
    driveable: 'Kan de auto nog rijden?',
    insurer: 'Verzekeraar of leasemaatschappij',
    message: 'Korte omschrijving',
    photos: 'Foto’s van de schade',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
  },
  hints: {
    ...plate.hints,
    damageDate: 'Weet u de datum niet precies? Laat het veld dan leeg.',
    insurer: 'Meld de schade ook zelf bij uw verzekeraar of leasemaatschappij. Daarna nemen wij het contact van u over.',
    message: 'Waar zit de schade en hoe is het gebeurd? Een paar zinnen is genoeg.',
    photos:
      'Tot 8 foto’s. Deze helpen het meest: de hele auto schuin van voren of achteren, de schade van dichtbij en het kenteken van de andere auto.',
    privacy:
      'Uw telefoon of computer verkleint de foto’s en haalt de locatie- en cameragegevens eruit.',
    phone: 'Wij bellen u terug over de schade.',
    email: 'Voor het geval wij u telefonisch niet kunnen bereiken.',
  },
  abroad: plate.abroad,
  sections: { car: 'Uw auto en de schade', contact: 'Uw gegevens', insurance: 'Verzekering en datum (optioneel)' },
  intake: {
    otherParty: 'Was er een andere partij bij?',
    otherParties: { 'ander-schuld': 'Ja, de ander is schuldig', 'ik-schuld': 'Ja, ik ben schuldig', geen: 'Nee, geen andere partij', onbekend: 'Weet ik niet' },
    damageForm: 'Samen een schadeformulier ingevuld?',
    damageFormHint: 'Ja? Voeg een foto van het formulier toe bij de foto’s hieronder.',
    claimNumber: 'Schadenummer van de verzekeraar',
    claimNumberHint: 'Alleen als u het al heeft.',
    carLocation: 'Waar staat de auto nu?',
    carLocationHint: 'Bijvoorbeeld een adres, of het bergingsbedrijf.',
  },
  result: {
    heading: 'Uw schademelding is ontvangen',
    meanwhile: 'Heeft u de schade nog niet bij uw verzekeraar of leasemaatschappij gemeld? Doe dat vandaag: uw polis heeft een termijn. Is het dringend? Bel ons op werkdagen.',
    damage: (type) => type,
  },
  damageTypes: {
    aanrijding: 'Aanrijding',
    parkeerschade: 'Parkeerschade',
    ruitschade: 'Ruitschade',
    'hagel-storm': 'Hagel of storm',
    'vandalisme-inbraak': 'Vandalisme of inbraak',
    anders: 'Anders',
  },
  yes: 'Ja',
  no: 'Nee',
  unknown: 'Weet ik niet',
  plateOrigins: plate.plateOrigins,
  notDriveable: {
    title: 'Rijd niet zelf verder',
    call: 'Kan de auto niet meer rijden, of twijfelt u? Laat hem dan staan. Bel ons op werkdagen, dan zeggen wij wat u nu het beste kunt doen:',
    tow: (address) =>
      `Laat de auto wegslepen via de alarmcentrale van uw verzekeraar (het nummer staat op uw verzekeringsbewijs of in de app van uw verzekeraar) of via uw pechhulpdienst. Vraag of zij de auto naar ons brengen: ${address}.`,
  },
  errors: {
    ...plate.errors,
    damageType: 'Kies wat er is gebeurd.',
    driveable: 'Kies of de auto nog kan rijden.',
    damageDate: 'Deze datum klopt niet. Kies vandaag of een eerdere datum, of laat het veld leeg.',
    tooLong: (max) => `Dit is te lang: maximaal ${max} tekens.`,
    claimNumber: 'Dit schadenummer kunnen wij niet lezen. Gebruik letters, cijfers, streepjes of schuine strepen.',
  },
  photos: {
    choose: 'Foto’s maken of kiezen',
    chooseMore: 'Nog een foto toevoegen',
    count: (n, max) => `${n} van ${max}`,
    remove: (n) => `Verwijder foto ${n}`,
    alt: (n) => `Foto ${n} van de schade`,
    preparing: (name) => `${name} wordt klaargemaakt…`,
    notImage: (name) => `${name} is geen foto. Kies een foto (bijvoorbeeld JPG of PNG).`,
    undecodable: (name) =>
      `Deze browser kan ${name} niet openen. Maak er een schermafbeelding van of kies de foto opnieuw als JPG.`,
    tooMany: (name, max) => `${name} is niet toegevoegd: u kunt maximaal ${max} foto’s meesturen.`,
    listLabel: 'Gekozen foto’s',
    uploadNote: 'Uw foto’s worden meteen verstuurd. Verstuurt u de melding niet, dan wissen wij ze binnen 24 uur.',
    uploading: 'wordt verstuurd',
    uploaded: 'verstuurd',
    failed: 'nog niet verstuurd',
    retry: (n) => `Foto ${n} opnieuw versturen`,
    refused: (name) => `${name} is niet aangekomen: onze server herkent het niet als foto of het is te groot. Kies een andere foto.`,
  },
  submit: 'Verstuur schademelding',
  sending: 'Versturen…',
  progress: 'Verzonden',
  photosLeft: (n) => (n === 1 ? 'Nog 1 foto wordt verstuurd…' : `Nog ${n} foto’s worden verstuurd…`),
  cancel: 'Annuleren',
  cancelled: 'Het versturen is gestopt. Alles staat nog in het formulier.',
  failureTitle: 'Uw schademelding is niet verstuurd',
  thanksTitle: 'Uw schademelding is binnen',
  received: (reference) => `Uw melding ${reference} is ontvangen`,
  thanks: (plate, promise, phone) =>
    `Bedankt! Wij bekijken de schade aan ${plate} en bellen u ${promise}. Heeft u de schade nog niet bij uw verzekeraar gemeld? Doe dat ook. Is het dringend? Bel ons op werkdagen: ${phone}.`,
  whatsapp: {
    intro:
      'Uw foto’s stuurt u via WhatsApp. Na het invullen opent WhatsApp met uw melding al klaar; voeg daar uw foto’s toe en verstuur. Geen WhatsApp? Mail ons uw melding en foto’s, met uw kenteken erbij.',
    submit: 'Verder via WhatsApp',
    readyTitle: 'Uw melding staat klaar',
    ready: 'Open WhatsApp, voeg daar uw foto’s toe en verstuur het bericht. Er is nog niets verstuurd.',
    open: 'Open WhatsApp met uw melding',
    orCall: 'Of bel ons op',
  },
  message: {
    heading: 'Schademelding via de website',
    licensePlate: 'Kenteken',
    damageType: 'Wat is er gebeurd',
    damageDate: 'Datum',
    driveable: 'Kan nog rijden',
    insurer: 'Verzekeraar',
    name: 'Naam',
    phone: 'Telefoon',
    email: 'E-mail',
    description: 'Omschrijving',
    otherParty: 'Andere partij',
    damageForm: 'Schadeformulier samen ingevuld',
    claimNumber: 'Schadenummer',
    carLocation: 'De auto staat nu',
    photos: 'De foto’s stuur ik hieronder mee.',
  },
};

export const reportPage: ReportPageStrings = {
  title: 'Schade melden met foto’s',
  description: (name, city, replyTime) =>
    `Meld uw autoschade online bij ${name} in ${city}: kenteken, wat er gebeurd is en foto’s. Wij bellen u ${replyTime} terug.`,
  crumb: 'Schade melden',
  heading: 'Schade melden',
  intro:
    'Geef ons het kenteken, vertel kort wat er is gebeurd en stuur een paar foto’s mee. Dan kunnen wij de schade alvast inschatten, u adviseren of u verder kunt rijden en de reparatie plannen.',
  formEyebrow: 'Online melden',
  formHeading: 'Uw schademelding',
  formIntro: (replyTime) => `Kenteken, wat er gebeurd is en een paar foto’s. Wij bellen u ${replyTime} terug.`,
  next: {
    heading: 'Zo gaat het verder',
    steps: [
      ['Wij bekijken uw foto’s', 'Een schadehersteller kijkt naar de schade en maakt een eerste inschatting.'],
      ['Wij bellen u', 'Wij vertellen wat de reparatie ongeveer inhoudt en adviseren u of u met de auto verder kunt.'],
      ['Wij plannen de reparatie', 'Wij spreken een moment af en regelen de calculatie en het contact met uw verzekeraar.'],
    ],
  },
  urgent: {
    heading: 'Staat u nu langs de weg?',
    summary: 'Langs de weg? Lees eerst dit.',
    text: 'Is er iemand gewond of is het gevaarlijk? Bel eerst 112. Zorg dat u veilig staat. Op de snelweg: zet geen gevarendriehoek neer en wacht achter de vangrail.',
    police: 'Rijdt de ander door of wil hij geen gegevens geven? Bel de politie: ',
    call: (hours) => `Op werkdagen (${hours}) belt u ons op`,
    after: 'Daarbuiten: bel bij nood de alarmcentrale van uw verzekeraar en stuur ons een WhatsApp-bericht.',
  },
  privacy: {
    heading: 'Uw gegevens en foto’s',
    before: 'Wij gebruiken uw melding alleen om de schade te beoordelen en te herstellen. Lees meer in onze ',
    link: 'privacyverklaring',
    after: '.',
  },
  whatsappButton: 'WhatsApp ons',
  noScript:
    'Zonder JavaScript kan dit formulier uw melding niet doorsturen. Stuur uw kenteken en foto’s via WhatsApp, of bel ons:',
};
