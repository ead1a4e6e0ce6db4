/**
 * The Dutch words of the appointment request (/afspraak, see ../types.ts): the island's (`appointment`) and the
 * page's around it (`appointmentPage`). No business facts here: the reply time, the replacement transport and the
 * six services' titles come from business.ts and services.ts through the page.
 */
import type { AppointmentPageStrings, AppointmentStrings } from '../types';

export const appointment: AppointmentStrings = {
  sections: {
    car: 'Uw auto',
    work: 'Wat moet er gebeuren?',
    days: 'Wanneer komt het u uit?',
    stay: 'Terwijl wij aan uw auto werken',
    contact: 'Uw gegevens',
  },
  labels: {
    workOther: 'Wat moet er nog meer gebeuren?',
    mileage: 'Kilometerstand',
    weekdays: 'Welke dagen komen u uit?',
    dayPart: 'Liefst ’s ochtends of ’s middags?',
    earliest: 'Vanaf welke datum kan het?',
    days: 'Kies een of meer dagdelen',
    arrangement: 'Wat wilt u?',
    message: 'Opmerking',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
  },
  hints: {
    work: 'Kies alles wat u wilt laten doen.',
    workOther: 'Bijvoorbeeld: de airco koelt niet meer, of een piepend geluid bij het remmen.',
    mileage: 'Ongeveer is genoeg. Zo weten wij welke beurt uw auto nodig heeft.',
    weekdays: 'Wij zijn open van maandag tot en met vrijdag.',
    earliest: 'Laat het leeg als het zo snel mogelijk mag.',
    days: 'Dit zijn de eerstvolgende dagen waarop wij open zijn. U vraagt een afspraak aan: wij doen u een voorstel dat zo goed mogelijk past.',
    message: 'Iets wat wij moeten weten, bijvoorbeeld een waarschuwingslampje of wanneer u de auto echt nodig heeft.',
    phone: 'Wij bellen of sturen u ons voorstel.',
    email: 'Voor ons voorstel en een bevestiging van uw aanvraag.',
  },
  work: { apk: 'APK-keuring', 'kleine-beurt': 'Kleine beurt', 'grote-beurt': 'Grote beurt', anders: 'Iets anders' },
  workHints: {},
  weekdays: { ma: 'Maandag', di: 'Dinsdag', wo: 'Woensdag', do: 'Donderdag', vr: 'Vrijdag' },
  dayParts: { ochtend: 'Ochtend', middag: 'Middag', 'geen-voorkeur': 'Geen voorkeur' },
  arrangements: {
    wachten: 'Ik wacht op de auto',
    brengen: 'Ik breng de auto en haal hem later op',
    'vervangend-vervoer': 'Ik heb vervangend vervoer nodig',
  },
  arrangementHints: {
    wachten: 'Dat kan bij korte klussen, zoals een kleine beurt of een APK-keuring.',
    brengen: 'U brengt de auto ’s ochtends; wij bellen u als hij klaar is.',
  },
  errors: {
    work: 'Kies wat er moet gebeuren.',
    workOther: 'Schrijf kort wat er nog meer moet gebeuren.',
    mileage: 'Vul de kilometerstand in cijfers in, bijvoorbeeld 85000, of laat het veld leeg.',
    earliest: 'Deze datum klopt niet. Kies vandaag of een latere datum, of laat het veld leeg.',
    arrangement: 'Kies of u wacht, de auto brengt of vervangend vervoer nodig heeft.',
    days: 'Deze dag kunnen wij niet meer aanbieden. Kies een andere dag.',
    daysEmpty: 'Kies minstens één dag die u uitkomt.',
    tooLong: (max) => `Dit is te lang: maximaal ${max} tekens.`,
  },
  submit: 'Afspraak aanvragen',
  sending: 'Versturen…',
  failureTitle: 'Uw afspraakverzoek is niet verstuurd',
  received: (reference) => `Uw afspraakverzoek ${reference} is ontvangen`,
  thanks: (replyTime) => `Bedankt! Wij doen u ${replyTime} een voorstel voor een dag en tijd.`,
  confirmation: (masked) => `U ontvangt een bevestiging op ${masked}.`,
  noteReference: 'Noteer dit nummer: dan weten wij meteen over welke aanvraag het gaat als u ons belt.',
  another: 'Nog een afspraak aanvragen',
};

export const appointmentPage: AppointmentPageStrings = {
  title: 'Afspraak aanvragen voor APK en onderhoud',
  description: (name, replyTime) =>
    `Vraag bij ${name} in Utrecht een afspraak aan voor APK, onderhoud of reparatie. Wij doen u ${replyTime} een voorstel voor een dag en tijd.`,
  crumb: 'Afspraak aanvragen',
  heading: 'Afspraak aanvragen',
  intro: (appointment) => `Voor APK, onderhoud of een reparatie. Vul uw kenteken in, wat er moet gebeuren en welke dagen u uitkomen. ${appointment}`,
  formEyebrow: 'Online aanvragen',
  formHeading: 'Uw afspraakverzoek',
  formIntro: (replyTime) => `Het invullen kost een paar minuten. Wij doen u ${replyTime} een voorstel; pas als u daarmee instemt, staat de afspraak vast.`,
  next: {
    heading: 'Zo gaat het verder',
    steps: [
      ['Wij bekijken uw aanvraag', 'Wij kijken wat er moet gebeuren en hoeveel tijd dat kost.'],
      ['U krijgt een voorstel', 'Wij bellen of mailen u een dag en tijd, met de prijs vooraf.'],
      ['U zegt ja', 'Pas dan staat de afspraak vast. Past het niet, dan zoeken wij samen een ander moment.'],
    ],
  },
  questions: { text: 'Een vraag die geen afspraak is?', link: 'Stuur ons een bericht' },
  privacy: {
    heading: 'Uw gegevens',
    before: 'Wij gebruiken uw aanvraag alleen om de afspraak met u te maken. Alleen uw kenteken vragen wij op bij de RDW. Lees meer in onze ',
    link: 'privacyverklaring',
    after: '.',
  },
  noReceiver: { text: 'Vraag uw afspraak aan via ons contactformulier, of bel of app ons:', link: 'Naar het contactformulier' },
};
