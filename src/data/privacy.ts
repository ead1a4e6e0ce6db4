/**
 * The privacy statement (/privacy) under the AVG (GDPR). Facts come from business.ts; the text states what this
 * site really does: no cookies, no analytics, nothing loaded from other parties, a form draft only in the
 * visitor's own browser. Change `updated` whenever the text changes.
 */
import { business } from './business';
import { unbroken } from '../lib/format';
import { report as reportWords } from './forms/nl/report';
import { appointmentEndpoint, contactDelivery, formServiceHosts, receiverInUse, reportDelivery } from '../lib/endpoints';

export type Block =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'terms'; readonly items: readonly (readonly [term: string, text: string])[] }
  | { readonly kind: 'link'; readonly href: string; readonly label: string };

/**
 * Every kind of record the site and the receiver keep about a visitor. Each has its section in both languages
 * (`records` below and in src/data/en/privacy.ts; e2e/privacy-records.spec.ts holds it true).
 */
export const storedRecords = [
  'report', 'message', 'appointment', 'confirmation', 'rdwCache', 'backOffice', 'history', 'statusLink', 'apkReminder', 'drafts',
] as const;
export type StoredRecord = (typeof storedRecords)[number];

export interface PrivacySection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
  /** The kinds of record this section describes (what is kept, why, and for how long). */
  readonly records?: readonly StoredRecord[];
}

/** ISO date of the last change to this text, in both languages (one statement, one date). */
export const updated = '2026-11-28';

const { address: a, retention: r } = business;
const postal = `${a.street}, ${a.postalCode} ${a.city}`;
/** What this build does with a message and a report (src/lib/endpoints.ts): our receiver, a hosted form service, or a hand-over to mail and WhatsApp. */
const contact = contactDelivery();
const report = reportDelivery();

export const privacySections = [
  {
    id: 'wie-wij-zijn',
    heading: 'Wie wij zijn',
    blocks: [
      {
        kind: 'p',
        text: `${business.legalName} is een bedrijf voor autoschadeherstel en onderhoud aan de ${a.street} in ${a.city}, ingeschreven bij de Kamer van Koophandel onder nummer ${business.kvk}, btw-identificatienummer ${business.vatId}. Wij zijn verantwoordelijk voor de verwerking van de persoonsgegevens die in deze verklaring staan beschreven.`,
      },
      {
        kind: 'p',
        text: 'Hieronder leest u wat wij met uw gegevens doen en welke rechten u heeft volgens de Algemene verordening gegevensbescherming (AVG).',
      },
    ],
  },
  {
    id: 'doelen',
    heading: 'Waarvoor wij uw gegevens gebruiken',
    blocks: [
      {
        kind: 'terms',
        items: [
          [
            'Het uitvoeren van uw opdracht',
            'Een afspraak met u maken, uw auto herstellen of onderhouden, uw schade afhandelen met uw verzekeraar en u een offerte of factuur sturen. Ook als wij voor uw auto een opdracht geven aan een ander, zoals een schade-expert of een onderdelenleverancier. Grondslag: de overeenkomst met u, of de stappen die u vóór een overeenkomst van ons vraagt (artikel 6 lid 1 onder b AVG).',
          ],
          [
            'Communicatie over uw opdracht en uitnodigingen',
            'Contact met u over uw vraag of opdracht, bijvoorbeeld dat uw auto klaarstaat. Wilt u dat, dan nodigen wij u ook uit voor de volgende onderhoudsbeurt of APK. Grondslag: de overeenkomst, en voor uitnodigingen uw toestemming (artikel 6 lid 1 onder a AVG).',
          ],
          [
            'Beoordelingen via Klantenvertellen',
            'Na een reparatie of onderhoudsbeurt stuurt Klantenvertellen u als onze verwerker één uitnodiging voor een beoordeling; daarvoor krijgt Klantenvertellen uw naam en e-mailadres. Grondslag: ons gerechtvaardigd belang om te laten zien wat klanten van ons werk vinden (artikel 6 lid 1 onder f AVG). Wilt u geen uitnodiging? Zeg het ons, dan sturen wij uw gegevens niet door.',
          ],
          [
            'Administratie',
            'Onze boekhouding en de gegevens die wij volgens de wet moeten bewaren, zoals facturen. Grondslag: een wettelijke verplichting (artikel 6 lid 1 onder c AVG).',
          ],
        ],
      },
    ],
  },
  {
    id: 'gegevens',
    heading: 'Welke gegevens wij verwerken',
    blocks: [
      {
        kind: 'p',
        text: 'De meeste gegevens krijgen wij van uzelf: via de formulieren, per telefoon, e-mail of WhatsApp, of aan de balie. Afhankelijk van uw vraag of opdracht gaat het om:',
      },
      {
        kind: 'list',
        items: [
          'uw naam, e-mailadres en telefoonnummer;',
          'uw adres en, als de factuur op naam van uw bedrijf staat, de bedrijfsgegevens;',
          'het kenteken, het merk en type en de kilometerstand van uw auto;',
          'gegevens over de schade, zoals foto’s, het schadeformulier, uw polis- of schadenummer en de gegevens van de tegenpartij;',
          'de inhoud van uw berichten aan ons.',
        ],
      },
      {
        kind: 'p',
        text: 'Wij vragen niet om bijzondere persoonsgegevens, zoals over uw gezondheid, of uw burgerservicenummer; zet die ook niet in een bericht aan ons.',
      },
    ],
  },
  {
    id: 'gegevens-van-anderen',
    heading: 'Gegevens die wij van anderen krijgen',
    blocks: [
      {
        kind: 'p',
        text: 'Bij schadeherstel krijgen wij ook gegevens over u die u ons niet zelf geeft:',
      },
      {
        kind: 'list',
        items: [
          'van uw verzekeraar of leasemaatschappij: uw naam en contactgegevens, het kenteken, het schadenummer en wat uw polis dekt, als zij ons vragen uw schade te herstellen;',
          'van een schade-expert: het rapport met de beoordeling van de schade aan uw auto;',
          'van de RDW: de gegevens die bij het kenteken horen, zoals merk, type en vervaldatum van de APK; alleen het kenteken gaat daarvoor naar de RDW, vanaf onze server;',
          'van onze klant, als u bij een aanrijding de andere partij was: uw naam, adres, kenteken en verzekeringsgegevens, zoals ze op het schadeformulier staan.',
        ],
      },
      {
        kind: 'p',
        text: 'Wij gebruiken die gegevens alleen om de schade te beoordelen, te herstellen en met de verzekeraars af te handelen. Grondslag: de overeenkomst met u, of ons gerechtvaardigd belang bij een juiste afhandeling als u niet zelf onze klant bent (artikel 6 lid 1 onder b en f AVG). Wij bewaren en delen ze zoals de andere gegevens over de opdracht, en u heeft er dezelfde rechten over, waaronder bezwaar.',
      },
    ],
  },
  {
    id: 'contactformulier',
    heading: 'Het contactformulier',
    records: ['message', 'drafts'],
    blocks: [
      {
        kind: 'p',
        text: 'Met het contactformulier op deze website stuurt u ons uw voor- en achternaam, uw e-mailadres, uw bericht en, als u dat invult, uw telefoonnummer. Wij gebruiken die gegevens alleen om uw vraag te beantwoorden en, als u dat wilt, een afspraak of offerte voor u te maken.',
      },
      {
        kind: 'p',
        text: contact.kind === 'hosted'
          ? `Uw bericht gaat naar de formulierdienst die wij daarvoor gebruiken (${contact.host}), die het naar ons mailt. Die dienst verwerkt uw gegevens alleen in onze opdracht, op basis van een verwerkersovereenkomst. Wij bewaren uw bericht ${r.months} maanden na ontvangst en verwijderen het daarna.`
          : contact.kind === 'receiver'
          ? `Uw bericht gaat via onze website naar ons e-mailadres. De website en de opslag van berichten draaien bij Cloudflare, dat uw gegevens alleen in onze opdracht verwerkt (zie hieronder). Grondslag: de stappen die u vóór een overeenkomst van ons vraagt, of ons gerechtvaardigd belang om uw vraag te beantwoorden (artikel 6 lid 1 onder b en f AVG). Hoe lang wij het bewaren, staat hieronder.`
          : 'Het formulier opent uw eigen e-mailprogramma met uw bericht erin; u verstuurt het zelf.',
      },
      {
        kind: 'p',
        text: 'Tijdens het invullen bewaart uw browser wat u typt op uw eigen apparaat, zodat u niets kwijtraakt als de pagina opnieuw laadt. Dat wordt gewist zodra u verstuurt of het tabblad sluit.',
      },
    ],
  },
  {
    id: 'schademelding',
    heading: 'De schademelding met foto’s',
    records: ['report', 'drafts'],
    blocks: [
      {
        kind: 'p',
        text: 'Met het formulier Schade melden stuurt u ons het kenteken van uw auto (Nederlands of buitenlands), wat er is gebeurd, de datum, of de auto nog kan rijden, uw verzekeraar of leasemaatschappij, een korte omschrijving, uw naam, telefoonnummer en, als u dat invult, uw e-mailadres, en de foto’s die u kiest. Wij gebruiken die gegevens om de schade te beoordelen, u terug te bellen, de reparatie te plannen en de schade met uw verzekeraar af te handelen. Grondslag: de stappen die u vóór een overeenkomst van ons vraagt (artikel 6 lid 1 onder b AVG).',
      },
      {
        kind: 'p',
        text: 'Zodra u een foto kiest, verkleint uw telefoon of computer hem en haalt er de locatie, het tijdstip en het merk en type van uw toestel uit. Van foto’s die via dit formulier binnenkomen, ontvangen wij alleen het beeld zelf.',
      },
      ...(report.kind === 'hosted'
        ? [{
        kind: 'p' as const,
        text: `Als u op ‘${reportWords.submit}’ drukt, gaan melding en foto’s naar de formulierdienst die wij daarvoor gebruiken (${report.host}), die ze naar ons mailt; wij bewaren ze ${r.months} maanden na ontvangst en verwijderen ze daarna.`,
      }]
        : []),
      ...(report.kind === 'receiver'
        ? [{
        kind: 'p' as const,
        text: `Uw foto’s worden meteen verstuurd, al voordat u op ‘${reportWords.submit}’ drukt. Verstuurt u de melding niet, dan wissen wij ze binnen ${r.unsentPhotoHours} uur. Melding en foto’s komen bij ons binnen zoals een bericht via het contactformulier.`,
      }]
        : []),
      {
        kind: 'p',
        text: `${report.kind !== 'handover' ? '' : 'Het formulier verstuurt zelf niets: WhatsApp opent met uw melding erin, en u voegt daar uw foto’s toe en verstuurt het bericht zelf (zie WhatsApp hieronder). '}Tijdens het invullen bewaart uw browser de tekst en de foto’s op uw eigen apparaat, zodat u niets kwijtraakt als de pagina opnieuw laadt. Dat wordt gewist zodra de melding is verstuurd, of bij uw volgende bezoek aan de pagina nadat u het tabblad heeft gesloten.`,
      },
    ],
  },
  // The appointment request exists with our own receiver only (src/lib/endpoints.ts).
  ...(appointmentEndpoint()
    ? [{
    id: 'afspraak',
    heading: 'Het afspraakverzoek en uw kenteken bij de RDW',
    records: ['appointment', 'rdwCache', 'drafts'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: `Met het formulier Afspraak aanvragen stuurt u ons het kenteken van uw auto, wat er moet gebeuren, als u dat invult de kilometerstand, de dagen die u uitkomen, of u wacht of vervoer van ons nodig heeft, een opmerking, uw naam, telefoonnummer en, als u dat invult, uw e-mailadres. Wij gebruiken die gegevens om u een voorstel voor de afspraak te doen en het werk te plannen. Grondslag: de stappen die u vóór een overeenkomst van ons vraagt (artikel 6 lid 1 onder b AVG). Uw aanvraag komt bij ons binnen zoals een bericht via het contactformulier.`,
      },
      {
        kind: 'p' as const,
        text: 'Vult u bij een afspraakverzoek of schademelding een Nederlands kenteken in, dan zoekt onze server de auto op in de open gegevens van de RDW (merk, type, kleur, bouwjaar en vervaldatum van de APK), zodat u kunt zien of het de goede auto is. Alleen het kenteken gaat naar de RDW, vanaf onze server, niet vanuit uw browser; uw naam en andere gegevens niet. Het antwoord bewaren wij een dag, zodat dezelfde auto niet steeds opnieuw wordt opgevraagd.',
      },
      {
        kind: 'p' as const,
        text: 'Tijdens het invullen bewaart uw browser wat u typt op uw eigen apparaat, zodat u niets kwijtraakt als de pagina opnieuw laadt. Dat wordt gewist zodra u verstuurt of het tabblad sluit.',
      },
    ],
  }]
    : []),
  // What the receiver adds: the confirmation, the back office, the status link and the APK reminder.
  ...(receiverInUse()
    ? [{
    id: 'bevestiging',
    heading: 'De bevestiging per e-mail',
    records: ['confirmation'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: 'Vult u in een formulier een e-mailadres in, dan sturen wij u meteen één bevestiging: de referentie, het soort aanvraag en, bij een melding of afspraakverzoek, het kenteken, de auto zoals de RDW die kent en wat u uit de lijsten koos (het werk, de dagen, wachten of brengen). Uw naam, uw bericht en andere tekst die u typte, staan er niet in. De e-mail gaat via Cloudflare Email Service, als onze verwerker. Zodat niemand het formulier kan gebruiken om een ander veel e-mail te sturen, tellen wij per dag de bevestigingen naar één adres, met een onleesbare code van dat adres; die telling wissen wij na twee dagen.',
      },
    ],
  }, {
    id: 'beheer',
    heading: 'Wie bij ons uw gegevens ziet',
    records: ['backOffice', 'history'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: `Meldingen, afspraakverzoeken en berichten behandelen wij in een afgeschermd deel van de website. Alleen onze eigen medewerkers (twee of drie mensen) kunnen erin; zij melden zich aan via Cloudflare Access met een eenmalige code die naar hun e-mailadres bij de garage gaat. Zij zien elke melding, elk verzoek en elk bericht met de foto’s. Bij elke wijziging van de status leggen wij vast wie die deed en wanneer. Naast de opslag in Cloudflare R2 houden wij in Cloudflare D1 een overzicht van de dossiers bij; beide staan in de Europese Unie.`,
      },
      {
        kind: 'p' as const,
        text: `Een afgeronde opdracht verwijderen wij ${r.closedJobMonths} maanden na het afronden, met de foto’s, het overzicht en de geschiedenis. Wilt u eerder gewist worden? Vraag het ons: dan verwijderen wij uw dossier, de foto’s, het overzicht en de geschiedenis, behalve wat wij voor de administratie moeten bewaren.`,
      },
    ],
  }, {
    id: 'statuslink',
    heading: 'De statuslink',
    records: ['statusLink'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: `In de bevestiging staat een persoonlijke link. Daarop ziet u de referentie, het soort aanvraag, merk en model met een deels verborgen kenteken, de fase met de datums en de datum die wij u beloofden. Niets wat u zelf typte, geen naam en geen foto’s. Wie de link heeft, kan de pagina openen: deel hem dus niet. De link werkt niet meer ${r.statusLinkDays} dagen nadat de opdracht is afgerond, of meteen als wij het dossier verwijderen. Een e-mail met de link sturen wij alleen als wij u iets willen laten weten. Grondslag: de overeenkomst met u (artikel 6 lid 1 onder b AVG).`,
      },
    ],
  }, {
    id: 'apk-herinnering',
    heading: 'De APK-herinnering',
    records: ['apkReminder'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: `Een APK-herinnering krijgt u alleen als u erom vraagt: u vinkt een vakje aan dat niet vooraf is aangevinkt (bij een afspraakverzoek of op de pagina APK-herinnering) en klikt op de link in de e-mail die wij u dan sturen. Wij bewaren uw kenteken, uw e-mailadres, de taal, de tekst waarmee u instemde en wanneer, en wanneer u bevestigde. Een aanmelding die u niet bevestigt, wissen wij na ${r.apkUnconfirmedDays} dagen. Grondslag: uw toestemming (artikel 6 lid 1 onder a AVG).`,
      },
      {
        kind: 'p' as const,
        text: 'Eens per dag vragen wij bij de RDW de vervaldatum van de APK op (alleen het kenteken gaat daarheen); ongeveer acht weken daarvoor sturen wij u één herinnering. In elke e-mail staat een afmeldlink: één klik, of de afmeldknop van uw e-mailprogramma, en wij wissen uw aanmelding meteen. Staat de auto niet meer bij de RDW, dan vervalt de aanmelding.',
      },
    ],
  }]
    : []),
  {
    id: 'bewaartermijnen',
    heading: 'Hoe lang wij uw gegevens bewaren',
    blocks: [
      { kind: 'p', text: 'Wij bewaren uw gegevens niet langer dan nodig is voor het doel waarvoor wij ze hebben gekregen:' },
      {
        kind: 'terms',
        items: [
          ['Berichten, schademeldingen, afspraakverzoeken en foto’s via de website', `${r.months} maanden na ontvangst; daarna verwijderen wij ze, ook de e-mail met uw melding en foto’s. Foto’s van een melding die u niet verstuurt, wissen wij binnen ${r.unsentPhotoHours} uur. Leidt een bericht of melding tot een opdracht, dan nemen wij wat daarvoor nodig is op in het dossier van die opdracht (zie hieronder).`],
          ['WhatsApp-gesprekken', `${r.whatsappMonths} maanden na het laatste bericht; wat nodig is voor een opdracht, nemen wij op in het dossier.`],
          ['Serverlogboeken', `${r.logDays} dagen.`],
          ['Opdrachten en facturen', 'Leidt uw vraag tot een opdracht, dan horen de gegevens daarover bij onze administratie. Die bewaren wij 7 jaar, zoals de fiscale bewaarplicht voorschrijft.'],
          ['Het beheer van een opdracht', `Dossier, foto’s, overzicht en geschiedenis: ${r.closedJobMonths} maanden nadat de opdracht is afgerond. De statuslink: ${r.statusLinkDays} dagen na het afronden.`],
          ['Antwoorden van de RDW', `${r.rdwCacheHours} uur; alleen de gegevens van de auto.`],
          ['APK-herinneringen en uitnodigingen', `Tot u zich afmeldt, of tot de auto niet meer bij de RDW staat. Een aanmelding die u niet bevestigt: ${r.apkUnconfirmedDays} dagen.`],
          ['Een concept in uw browser', 'Alleen op uw eigen apparaat, tot u verstuurt of het tabblad sluit; foto’s van een melding die u niet afmaakt, tot uw volgende bezoek aan die pagina.'],
        ],
      },
    ],
  },
  {
    id: 'delen',
    heading: 'Met wie wij gegevens delen',
    blocks: [
      { kind: 'p', text: 'Wij verkopen uw gegevens nooit. Wij geven ze alleen aan anderen als dat nodig is voor uw opdracht of als de wet ons daartoe verplicht:' },
      {
        kind: 'list',
        items: [
          'aan uw verzekeraar, leasemaatschappij of de schade-expert, als wij uw schade voor u afhandelen;',
          'aan de RDW, als wij uw auto keuren voor de APK;',
          'aan een schade-expert of leverancier, alleen voor zover dat voor uw auto nodig is;',
          `aan dienstverleners die ons helpen: Cloudflare (hosting van de website${receiverInUse() ? ' en opslag van de berichten en meldingen die u via de website stuurt' : ''})${formServiceHosts().map((h) => `, de formulierdienst ${h}`).join('')}, onze e-mailprovider, Klantenvertellen (uitnodigingen voor een beoordeling) en onze boekhouder; wie in onze opdracht gegevens verwerkt, doet dat op basis van een verwerkersovereenkomst;`,
          'aan de Belastingdienst of een andere instantie, als de wet ons daartoe verplicht.',
        ],
      },
      {
        kind: 'p',
        text: 'Verwerkt een dienstverlener gegevens buiten de Europese Economische Ruimte, zoals Cloudflare in de Verenigde Staten, dan gebeurt dat alleen met de waarborgen die de AVG daarvoor vraagt: het EU-VS-kader voor gegevensbescherming (Data Privacy Framework) of de standaardcontractbepalingen van de Europese Commissie.',
      },
    ],
  },
  {
    id: 'whatsapp',
    heading: 'WhatsApp',
    blocks: [
      {
        kind: 'p',
        text: 'Uw WhatsApp-berichten aan ons, bijvoorbeeld een schademelding met foto’s, ontvangen wij met WhatsApp Business; wij zijn verantwoordelijk voor wat wij ermee doen. WhatsApp is een dienst van Meta (WhatsApp Ireland Limited), die gegevens ook buiten de Europese Economische Ruimte verwerkt, onder meer in de Verenigde Staten, met de waarborgen die de AVG vraagt. Voor wat Meta zelf met uw gegevens doet, geldt de privacyverklaring van WhatsApp.',
      },
      {
        kind: 'p',
        text: `WhatsApp verkleint de foto’s die u ermee stuurt meestal zelf; welke camera- of locatiegegevens erin blijven, hangt af van uw telefoon. Wij gebruiken uw berichten alleen voor uw vraag of opdracht (grondslag: artikel 6 lid 1 onder b AVG). Liever geen WhatsApp? Mail of bel ons.`,
      },
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies en uw bezoek aan deze website',
    blocks: [
      {
        kind: 'p',
        text: 'Deze website plaatst geen cookies en gebruikt geen analyse- of advertentiediensten: wij volgen uw bezoek niet. Daarom ziet u ook geen cookiemelding.',
      },
      {
        kind: 'p',
        text: 'De website laadt niets van andere partijen: geen ingesloten kaarten, video’s of knoppen van sociale media. Sommige links openen de dienst van een ander, zoals Google Maps voor de route of onze reviews op Klantenvertellen en Google. Die dienst wordt pas geladen als u zelf op zo’n link klikt; vanaf dat moment geldt de privacyverklaring van die partij.',
      },
      {
        kind: 'p',
        text: `Zoals bij elke website ontvangt de server die de pagina’s verstuurt (Cloudflare, als onze verwerker) technische gegevens van uw browser, zoals uw IP-adres, het tijdstip en de opgevraagde pagina. Die gegevens dienen alleen om de website en de formulieren veilig en bereikbaar te houden, niet om u te volgen. Grondslag: ons gerechtvaardigd belang bij een veilige website (artikel 6 lid 1 onder f AVG).`,
      },
    ],
  },
  {
    id: 'beveiliging',
    heading: 'Beveiliging',
    blocks: [
      {
        kind: 'p',
        text: 'Wij beschermen uw gegevens tegen verlies en onrechtmatig gebruik. Deze website werkt alleen via https. Alleen medewerkers die uw gegevens voor hun werk nodig hebben, kunnen erbij, met een eenmalige code of een persoonlijk wachtwoord.',
      },
      {
        kind: 'p',
        text: 'Denkt u dat uw gegevens worden misbruikt? Neem dan direct contact met ons op.',
      },
    ],
  },
  {
    id: 'rechten',
    heading: 'Uw rechten',
    blocks: [
      { kind: 'p', text: 'Over de gegevens die wij van u hebben, heeft u deze rechten:' },
      {
        kind: 'terms',
        items: [
          ['Inzage', 'U mag weten welke gegevens wij van u hebben en waarvoor wij ze gebruiken.'],
          ['Correctie', 'Kloppen uw gegevens niet of niet meer, dan passen wij ze aan.'],
          ['Verwijdering', 'U kunt ons vragen uw gegevens te wissen, behalve gegevens die wij wettelijk moeten bewaren.'],
          ['Beperking', 'U kunt ons vragen uw gegevens tijdelijk niet te gebruiken.'],
          ['Overdraagbaarheid', 'U kunt de gegevens die u ons gaf in een gangbaar digitaal formaat krijgen.'],
          ['Bezwaar', 'U kunt bezwaar maken als wij uw gegevens gebruiken op grond van ons gerechtvaardigd belang, zoals bij uitnodigingen van Klantenvertellen of gegevens die wij van anderen krijgen.'],
          ['Toestemming intrekken', 'Heeft u ons toestemming gegeven, bijvoorbeeld voor uitnodigingen, dan kunt u die altijd intrekken.'],
        ],
      },
    ],
  },
  {
    id: 'verzoek',
    heading: 'Zo gebruikt u uw rechten',
    blocks: [
      {
        kind: 'p',
        text: `Stuur uw verzoek per e-mail naar ${business.email}, bel ons op ${unbroken(business.phone.display)} of schrijf ons een brief: ${business.legalName}, ${postal}. Een verzoek is gratis.`,
      },
      {
        kind: 'p',
        text: 'Wij kunnen u vragen wie u bent, bijvoorbeeld met een vraag over uw afspraak of factuur. Stuur ons geen kopie van uw identiteitsbewijs, tenzij wij daar uitdrukkelijk om vragen.',
      },
      {
        kind: 'p',
        text: 'Wij reageren binnen een maand op uw verzoek. Is een verzoek ingewikkeld, dan kunnen wij die termijn met twee maanden verlengen; dat laten wij u dan binnen de eerste maand weten.',
      },
    ],
  },
  {
    id: 'klacht',
    heading: 'Een klacht indienen',
    blocks: [
      {
        kind: 'p',
        text: 'Bent u niet tevreden over hoe wij met uw gegevens omgaan? Laat het ons dan eerst weten, dan zoeken wij samen naar een oplossing. U heeft daarnaast altijd het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens, de toezichthouder op de privacywetgeving in Nederland.',
      },
      { kind: 'link', href: 'https://www.autoriteitpersoonsgegevens.nl', label: 'Website van de Autoriteit Persoonsgegevens' },
    ],
  },
] as const satisfies readonly PrivacySection[];
