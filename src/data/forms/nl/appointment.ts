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
    stay: 'Tijdens het werk',
    contact: 'Uw gegevens',
  },
  labels: {
    workOther: 'Iets anders, namelijk',
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
    workOther: 'Bijvoorbeeld: de airco koelt niet meer.',
    mileage: '',
    weekdays: 'Kies de dagen die u uitkomen; wij stellen er één voor.',
    earliest: 'Leeg: de eerste vrije dag.',
    days: 'Kies de dagen die u uitkomen; wij stellen er één voor.',
    message: 'Bijvoorbeeld een waarschuwingslampje.',
    phone: 'Wij bellen u met ons voorstel.',
    email: 'Voor ons voorstel en een bevestiging.',
  },
  work: { apk: 'APK-keuring', 'kleine-beurt': 'Kleine beurt', 'grote-beurt': 'Grote beurt', anders: 'Iets anders' },
  workHints: {},
  workLabels: {
    'brake-service': 'Remmen',
    'oil-change': 'Alleen olie verversen',
    'engine-repair': 'Motor: storing, olieverbruik of revisie',
    transmission: 'Versnellingsbak of koppeling',
    'tire-service': 'Banden wisselen of vervangen',
    diagnostics: 'Waarschuwingslampje of storing uitlezen',
  },
  moreWork: 'Meer…',
  damage: { text: 'Schade aan uw auto?', linkText: 'Meld hem met foto’s', link: '/schade-melden' },
  dayPartLegend: 'Liefst ’s ochtends of ’s middags?',
  weekdays: { ma: 'Maandag', di: 'Dinsdag', wo: 'Woensdag', do: 'Donderdag', vr: 'Vrijdag' },
  dayParts: { ochtend: 'Ochtend', middag: 'Middag', 'geen-voorkeur': 'Maakt niet uit' },
  arrangements: {
    wachten: 'Ik wacht op de auto',
    brengen: 'Ik breng hem en haal hem op',
    'vervangend-vervoer': 'Ik wil vervangend vervoer',
  },
  arrangementHints: {
    wachten: 'Dat kan bij korte klussen, zoals een kleine beurt of een APK-keuring.',
    brengen: 'U brengt de auto op de tijd uit ons voorstel; wij bellen u als hij klaar is.',
  },
  errors: {
    work: 'Kies wat er moet gebeuren.',
    workOther: 'Schrijf kort wat er moet gebeuren.',
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
  result: {
    heading: 'Uw afspraakverzoek is ontvangen',
    meanwhile:
      'Wij stellen u een dag en tijd voor; de afspraak staat vast zodra u ja zegt op ons voorstel. Kunt u toch niet, of wilt u iets wijzigen? Beantwoord de bevestigingsmail of bel ons op werkdagen.',
  },
  another: 'Nog een afspraak aanvragen',
};

export const appointmentPage: AppointmentPageStrings = {
  title: 'Afspraak aanvragen voor APK en onderhoud',
  description: (name, replyTime) =>
    `Vraag bij ${name} in Utrecht een afspraak aan voor APK, onderhoud of reparatie. Wij doen u ${replyTime} een voorstel voor een dag en tijd.`,
  crumb: 'Afspraak aanvragen',
  heading: 'Afspraak aanvragen',
  intro: () => 'Voor APK, onderhoud of een reparatie.',
  formHeading: 'Uw afspraakverzoek',
  formIntro: (replyTime) => `${replyTime.charAt(0).toUpperCase()}${replyTime.slice(1)} stellen wij u een dag en tijd voor.`,
  next: {
    heading: 'Zo gaat het verder',
    steps: [
      ['Wij bekijken uw aanvraag', 'Wij kijken wat er moet gebeuren en hoeveel tijd dat kost.'],
      [
        'U krijgt een voorstel',
        'Wij stellen u telefonisch of per e-mail een dag en tijd voor. Voor APK en onderhoud noemen wij meteen de prijs. Moeten wij eerst uitzoeken wat er mis is, dan hoort u vooraf wat dat onderzoek kost.',
      ],
      ['U zegt ja', 'De afspraak staat vast zodra u ja zegt op ons voorstel. Past het niet, dan zoeken wij samen een ander moment.'],
    ],
  },
  questions: { text: 'Alleen een vraag?', link: 'Stuur ons een bericht' },
  privacy: {
    heading: 'Uw gegevens',
    before: 'Wij gebruiken uw aanvraag alleen om de afspraak met u te maken. Om uw auto op te zoeken, sturen wij alleen het kenteken naar de RDW. Lees meer in onze ',
    link: 'privacyverklaring',
    after: '.',
  },
  noReceiver: { text: 'Vraag uw afspraak aan via ons contactformulier, of bel of app ons:', link: 'Naar het contactformulier' },
};
