/**
 * The six services (spec section 3). The header's dropdown, the mobile menu, the footer, the services overview,
 * the six detail pages (getStaticPaths) and the sitemap all read this one list.
 * Images: src/assets/services/{id}.jpg (replace the file to replace the picture).
 */
import type { IconName } from '../lib/icons';
import { business } from './business';
import { toConfirm } from './to-confirm';
import { serviceIds } from './service-ids';

const workshopMonths = business.warranty.workshopMonths;

export type ServiceCategory = 'Motor' | 'Remmen' | 'Onderhoud' | 'Versnellingsbak' | 'Banden' | 'Diagnose';

export interface Service {
  readonly id: (typeof serviceIds)[number];
  /** "Motorrevisie" */
  readonly title: string;
  /** One short line under the title in the dropdown (cut to 30 characters there). */
  readonly subtitle: string;
  /** The eyebrow above the h1: the kind of work ("Motor"), not a self-awarded title (review: no "Motorspecialist"). */
  readonly badge: string;
  readonly category: ServiceCategory;
  readonly icon: IconName;
  /** One or two sentences under the page's h1. */
  readonly hero: string;
  /** The page's meta description (120–160 characters): names Utrecht and the garage, and is not a copy of `hero`. */
  readonly metaDescription: string;
  /** The paragraph on the detail page (and its schema.org description). */
  readonly description: string;
  /** The card's one sentence on /services: at most two lines at 1280 px (about 90 characters); the page says the rest. */
  readonly summary: string;
  /** As shown to consumers, VAT included: "vanaf €150 incl. btw" (titles may say "vanaf €150"). */
  readonly price: string;
  /** The same price on the card, its parenthesis short: what the "vanaf" buys in a few words ("vanaf €85 incl. btw (remblokken, één as)"). */
  readonly priceShort: string;
  /** The same price as a number in euros, for the schema.org offer. */
  readonly priceFrom: number;
  /** "2–5 dagen" (en dash) */
  readonly duration: string;
  /** Dutch alt text of src/assets/services/{id}.jpg */
  readonly imageAlt: string;
  /** "Wat wij doen": six concrete jobs. */
  readonly services: readonly [string, string, string, string, string, string];
  /** Four benefits for the visitor. */
  readonly benefits: readonly [string, string, string, string];
  /** The five-step work process. */
  readonly process: readonly [Step, Step, Step, Step, Step];
  /** Three expertise features. */
  readonly features: readonly [Feature, Feature, Feature];
}

export interface Step { readonly title: string; readonly text: string }
export interface Feature { readonly title: string; readonly desc: string }

export const services = [
  {
    id: 'engine-repair',
    title: 'Motorrevisie',
    subtitle: 'Revisie en motorreparatie',
    badge: 'Motor',
    category: 'Motor',
    icon: 'wrench',
    hero: 'Loopt uw motor onrustig, verbruikt hij olie of levert hij minder vermogen? Wij zoeken de oorzaak en herstellen uw motor, van distributieriem tot cilinderkop.',
    metaDescription:
      `Motorrevisie in Utrecht bij Autoschade De Vos: van distributieriem tot cilinderkop, met een offerte vooraf en ${workshopMonths} maanden garantie op onderdelen en arbeid.`,
    description:
      'Bij een motorrevisie halen wij de motor geheel of gedeeltelijk uit elkaar, meten de slijtage na en vervangen wat versleten is. Vooraf ontvangt u een offerte met de onderdelen en de werkuren, zodat u weet waar u aan toe bent. Daarna loopt uw motor weer zoals hij hoort.',
    summary: 'Van distributieriem tot cilinderkop, met vooraf een offerte.',
    price: 'vanaf €950 incl. btw (cilinderkop reviseren: arbeid en pakkingset)',
    priceShort: 'vanaf €950 incl. btw (cilinderkop reviseren)',
    priceFrom: toConfirm(950, 'the engine-repair starting price, and what it buys (the text in price above is our estimate)'),
    duration: '2–5 dagen',
    imageAlt: 'Illustratie van een geopende motorruimte met het motorblok, de accu en het reservoir voor koelvloeistof',
    services: [
      'Distributieriem of distributieketting vervangen, inclusief waterpomp',
      'Cilinderkop reviseren en koppakking vervangen',
      'Zuigers, zuigerveren en lagers vernieuwen',
      'Compressie- en lekverliestest van alle cilinders',
      'Olielekkages opsporen en pakkingen vervangen',
      'Turbo, bougies, gloeibougies en bobines controleren en vervangen',
    ],
    benefits: [
      'Een heldere offerte vooraf; vinden wij tijdens het werk meer, dan bellen wij u eerst',
      'Originele onderdelen of onderdelen van gelijkwaardige kwaliteit',
      'Een revisie is vaak flink goedkoper dan een vervangende motor',
      `${workshopMonths} maanden garantie op onderdelen en arbeid, bovenop uw wettelijke rechten`,
    ],
    process: [
      { title: 'Kennismaking en proefrit', text: 'U vertelt wat u merkt; zo nodig maakt de monteur samen met u een korte proefrit.' },
      { title: 'Metingen', text: 'Wij lezen de motorelektronica uit en meten compressie en lekverlies om de oorzaak vast te stellen.' },
      { title: 'Offerte', text: 'U ontvangt een offerte met onderdelen, werkuren en doorlooptijd; wij beginnen pas na uw akkoord.' },
      { title: 'Revisie', text: 'De monteur demonteert, reinigt en vervangt de versleten delen en bouwt de motor volgens de fabrieksvoorschriften weer op.' },
      { title: 'Testen en opleveren', text: 'Na een proefrit en een controle op lekkages krijgt u uw auto terug, met advies over het inrijden van de gereviseerde motor.' },
    ],
    features: [
      { title: 'Volgens fabrieksvoorschrift', desc: 'Aanhaalmomenten, spelingen en afstellingen halen wij uit de technische gegevens van de fabrikant.' },
      { title: 'Benzine en diesel', desc: 'Wij werken aan benzine- en dieselmotoren van personenauto’s en bestelbussen van alle gangbare merken.' },
      { title: 'Eerst kijken, dan openen', desc: 'Met compressiemeters, een endoscoop en diagnoseapparatuur kijken wij in de motor voordat er iets uit elkaar gaat.' },
    ],
  },
  {
    id: 'brake-service',
    title: 'Remservice',
    subtitle: 'Remmen die u kunt vertrouwen',
    badge: 'Remmen',
    category: 'Remmen',
    icon: 'disc-3',
    hero: 'Piept het bij het afremmen, trilt het stuur of voelt het rempedaal zacht aan? Laat uw remmen nakijken voordat het gevaarlijk wordt.',
    metaDescription:
      'Remservice in Utrecht bij Autoschade De Vos: remblokken, remschijven en remvloeistof gecontroleerd en vervangen, vaak binnen een dagdeel klaar.',
    description:
      'Wij controleren het complete remsysteem: schijven, blokken, remklauwen, leidingen en remvloeistof. Versleten onderdelen vervangen wij door remdelen die voldoen aan de eisen van de fabrikant. Na het werk controleren wij op de rollenbank en tijdens een proefrit of de auto goed en recht remt.',
    summary: 'Schijven, blokken, klauwen en remvloeistof, getest op de rollenbank.',
    price: 'vanaf €85 incl. btw (remblokken op één as: arbeid en blokken)',
    priceShort: 'vanaf €85 incl. btw (remblokken, één as)',
    priceFrom: toConfirm(85, 'the brake-service starting price, and what it buys (the text in price above is our estimate)'),
    duration: '2–4 uur',
    imageAlt: 'Illustratie van een geperforeerde remschijf met een oranje remklauw in de wielkast',
    services: [
      'Remblokken voor en achter vervangen',
      'Remschijven opmeten en vervangen',
      'Remvloeistof testen op vochtgehalte en verversen',
      'Remklauwen reinigen, smeren of vervangen als ze vastzitten',
      'Handrem en elektronische parkeerrem controleren en afstellen',
      'Remleidingen en remslangen controleren op roest en lekkage',
    ],
    benefits: [
      'Versleten remdelen vervangen, zodat uw remmen weer voldoen aan de eisen van de fabrikant',
      'Wij vervangen alleen wat echt versleten is',
      'Uw remmen voldoen weer aan de eisen van de APK',
      'U ziet vooraf de gemeten slijtage en de prijs',
    ],
    process: [
      { title: 'Klacht bespreken', text: 'U vertelt wanneer u iets hoort of voelt, bijvoorbeeld piepen bij stoplichten of trillen op de snelweg.' },
      { title: 'Remmen inspecteren', text: 'Met de wielen eraf meten wij de dikte van schijven en blokken en testen wij de remvloeistof.' },
      { title: 'Advies en prijs', text: 'Wij laten u zien wat versleten is en wat vervangen kost; bent u er niet bij, dan sturen wij foto’s.' },
      { title: 'Vervangen', text: 'De nieuwe onderdelen worden gemonteerd, de geleidepennen gesmeerd en het remsysteem zo nodig ontlucht.' },
      { title: 'Remtest en proefrit', text: 'Op de rollenbank en tijdens een proefrit controleren wij de remkracht en of de auto links en rechts gelijk remt.' },
    ],
    features: [
      { title: 'Remvloeistof gemeten', desc: 'Remvloeistof neemt vocht op en kookt daardoor bij hitte eerder; wij meten het vochtgehalte en verversen wanneer dat nodig is.' },
      { title: 'Passende remdelen', desc: 'Schijven en blokken zoeken wij op aan de hand van uw kenteken, zodat ze precies bij uw type auto horen.' },
      { title: 'Elektronische handrem', desc: 'Bij een elektronische parkeerrem zetten wij de remklauwen eerst met diagnoseapparatuur in de onderhoudsstand.' },
    ],
  },
  {
    id: 'oil-change',
    title: 'Olie verversen',
    subtitle: 'Meestal binnen een uur klaar',
    badge: 'Onderhoud',
    category: 'Onderhoud',
    icon: 'droplets',
    hero: 'Verse motorolie en een nieuw oliefilter volgens het voorschrift van uw fabrikant, meestal binnen een uur klaar. Intussen voeren wij een gratis 21-puntencontrole uit.',
    metaDescription:
      'Olie verversen in Utrecht bij Autoschade De Vos: de olie die uw fabrikant voorschrijft, een nieuw filter en een gratis 21-puntencontrole.',
    description:
      'Motorolie verliest na verloop van tijd haar smerende werking, waardoor de motor sneller slijt. Wij verversen de olie volgens de norm van uw fabrikant en vervangen het oliefilter. Meestal is alles binnen een uur klaar, inclusief de gratis 21-puntencontrole.',
    summary: 'Olie en filter volgens de fabrieksnorm, met gratis 21-puntencontrole.',
    price: 'vanaf €45 incl. btw (arbeid, nieuw oliefilter en tot 4 liter olie volgens de norm van uw fabrikant; meer olie kost extra)',
    priceShort: 'vanaf €45 incl. btw (filter en tot 4 liter olie)',
    priceFrom: toConfirm(45, 'the oil-change starting price, and what it buys (the text in price above is our estimate)'),
    duration: '30–60 min',
    imageAlt: 'Illustratie van oude motorolie die uit het carter in een opvangbak loopt, met een nieuw oliefilter en een fles verse olie ernaast',
    services: [
      'Motorolie aftappen en nieuwe olie bijvullen met de voorgeschreven viscositeit en norm',
      'Oliefilter vervangen, inclusief nieuwe afdichtring voor de aftapplug',
      'Gratis 21-puntencontrole van onder meer verlichting, banden, ruitenwissers en vloeistoffen',
      'Koelvloeistof, remvloeistof en ruitensproeiervloeistof op peil brengen',
      'Luchtfilter en interieurfilter controleren en op verzoek vervangen',
      'Onderhoudsindicator terugzetten en de beurt vastleggen in het onderhoudsboekje',
    ],
    benefits: [
      'Geen halve dag kwijt: u wacht er gewoon op',
      'Minder slijtage en een soepeler lopende motor',
      'Onderhoud volgens fabrieksvoorschrift, ook als uw auto nog fabrieksgarantie heeft',
      'Afgewerkte olie en filters worden gescheiden ingezameld en verwerkt',
    ],
    process: [
      { title: 'Afspraak aanvragen', text: 'U vraagt een afspraak aan en wij stellen een moment voor; reken op ongeveer een uur in de werkplaats.' },
      { title: 'Juiste olie opzoeken', text: 'Op basis van uw kenteken zoeken wij de voorgeschreven olienorm, viscositeit en hoeveelheid op.' },
      { title: 'Aftappen en filter vervangen', text: 'De oude olie loopt volledig weg, waarna het oliefilter en de afdichtring van de aftapplug worden vernieuwd.' },
      { title: '21-puntencontrole', text: 'Terwijl de nieuwe olie erin gaat, loopt de monteur alle 21 controlepunten langs, van bandenprofiel tot accu.' },
      { title: 'Uitleg en afrekenen', text: 'U hoort wat ons bij de controle opviel; eventuele reparaties voeren wij alleen uit met uw toestemming.' },
    ],
    features: [
      { title: 'Olie per merk en motor', desc: 'Een moderne diesel met roetfilter vraagt om andere olie dan een oudere benzinemotor; wij gebruiken wat de fabrikant voorschrijft.' },
      { title: 'Gratis 21-puntencontrole', desc: 'Wij kijken onder meer naar remmen, accu, schokdempers en lekkages, zodat u vroeg weet wat er speelt.' },
      { title: 'Meestal binnen een uur klaar', desc: 'Met een afspraak beginnen wij meteen en bent u doorgaans binnen een uur weer onderweg.' },
    ],
  },
  {
    id: 'transmission',
    title: 'Transmissieservice',
    subtitle: 'Versnellingsbak en koppeling',
    badge: 'Versnellingsbak',
    category: 'Versnellingsbak',
    icon: 'cog',
    hero: 'Schakelt uw auto stroef, slipt de koppeling of schokt de automaat bij het optrekken? Wij onderhouden en herstellen handgeschakelde en automatische bakken.',
    metaDescription:
      'Transmissieservice in Utrecht bij Autoschade De Vos: onderhoud en herstel van handgeschakelde en automatische versnellingsbakken en koppelingen.',
    description:
      'Een versnellingsbak gaat lang mee als de olie op tijd wordt ververst en klachten vroeg worden aangepakt. Wij verversen de olie van handgeschakelde en automatische bakken, vervangen koppelingen en sporen schakelproblemen op met diagnoseapparatuur. Zo voorkomt u dat een kleine klacht uitgroeit tot een dure revisie.',
    summary: 'Olie verversen, koppelingen en schakelklachten, ook bij automaten.',
    price: 'vanaf €120 incl. btw (olie van de automaat verversen: arbeid, olie en filter)',
    priceShort: 'vanaf €120 incl. btw (olie van de automaat verversen)',
    priceFrom: toConfirm(120, 'the transmission starting price, and what it buys (the text in price above is our estimate)'),
    duration: '2 uur tot 3 dagen',
    imageAlt: 'Illustratie van een koppelingsplaat, tandwielen, een lager en een as uit een versnellingsbak',
    services: [
      'Olie van handgeschakelde versnellingsbakken verversen',
      'Olie van automatische versnellingsbakken verversen, inclusief filter waar aanwezig',
      'Koppelingsplaat, drukgroep en druklager vervangen',
      'Tweemassavliegwiel controleren en vervangen',
      'Schakelkabels en schakelmechanisme afstellen',
      'Storingen uitlezen en automaten en dubbele\u00ADkoppelingsbakken opnieuw inleren',
    ],
    benefits: [
      'Weer soepel schakelen en comfortabel optrekken',
      'Een langere levensduur van uw versnellingsbak',
      'Eerlijk advies: herstellen waar het kan, vervangen alleen als het moet',
      'Eén aanspreekpunt voor koppeling, versnellingsbak en aandrijfassen',
    ],
    process: [
      { title: 'Proefrit samen met u', text: 'Wij rijden samen een stuk, zodat wij precies horen en voelen wat u bedoelt.' },
      { title: 'Uitlezen en controleren', text: 'Wij lezen de regeleenheid van de versnellingsbak uit en controleren oliepeil, lekkages en speling.' },
      { title: 'Diagnose en offerte', text: 'U hoort wat de oorzaak is en wat het herstel kost, voordat wij de bak demonteren.' },
      { title: 'Uitvoering', text: 'Afhankelijk van de diagnose verversen wij de olie, vervangen wij de koppeling of herstellen wij het schakelmechanisme.' },
      { title: 'Inleren en testen', text: 'Bij automaten leren wij de schakelpunten opnieuw in; een tweede proefrit bevestigt dat alles soepel loopt.' },
    ],
    features: [
      { title: 'Handgeschakeld en automaat', desc: 'Van een eenvoudige vijfbak tot een moderne automaat met acht versnellingen: wij kennen de verschillen in olie en onderhoud.' },
      { title: 'De juiste transmissieolie', desc: 'Automaatolie verschilt per type bak en een verkeerde olie kan schakelproblemen geven. Daarom volgen wij precies de fabrieksnorm.' },
      { title: 'Koppeling in één keer goed', desc: 'Bij een koppelingswissel beoordelen wij ook het vliegwiel en het druklager, zodat de bak niet twee keer open hoeft.' },
    ],
  },
  {
    id: 'tire-service',
    title: 'Bandenservice',
    subtitle: 'Wisselen, balanceren en opslag',
    badge: 'Banden',
    category: 'Banden',
    icon: 'circle-gauge',
    hero: 'Nieuwe banden, de seizoenswissel of een lekke band: wij zorgen dat uw auto weer op goede banden staat. Uw zomer- of winterset bewaren wij in ons bandenhotel.',
    metaDescription:
      'Bandenservice in Utrecht bij Autoschade De Vos: banden wisselen, balanceren en TPMS inleren, en uw zomer- of winterset in ons bandenhotel.',
    description:
      'Wij monteren en balanceren banden van alle gangbare merken en maten en controleren bij elke wissel het profiel en de bandenspanning. In het voor- en najaar wisselen wij uw zomer- en winterbanden, die u daarna bij ons kunt laten opslaan. Heeft uw auto bandenspanningssensoren (TPMS), dan stellen wij het systeem na de wissel weer goed in.',
    summary: 'Monteren, balanceren en wisselen, met opslag van uw andere set.',
    price: 'vanaf €25 incl. btw (een set wielen wisselen, zonder balanceren)',
    priceShort: 'vanaf €25 incl. btw (een set wielen wisselen)',
    priceFrom: toConfirm(25, 'the tire-service starting price, and what it buys (the text in price above is our estimate)'),
    duration: '30–90 min',
    imageAlt: 'Illustratie van een wiel op een balanceermachine met een display',
    services: [
      'Zomer- en winterbanden wisselen',
      'Uw wielen opslaan in ons bandenhotel, schoon en op de juiste spanning',
      'Nieuwe banden leveren en monteren, ook vierseizoenenbanden',
      'Wielen balanceren tegen trillingen in het stuur',
      'Bandenspannings\u00ADsensoren (TPMS) controleren, vervangen en inleren',
      'Lekke banden beoordelen en repareren als dat veilig kan',
    ],
    benefits: [
      'Meer grip en een kortere remweg, vooral op nat wegdek',
      'Geen gesjouw met banden: uw set ligt klaar in ons bandenhotel',
      'Een lager brandstofverbruik door de juiste bandenspanning',
      'Eerlijk advies over profieldiepte en de leeftijd van uw banden',
    ],
    process: [
      { title: 'Afspraak aanvragen', text: 'Geef bij de aanvraag uw kenteken of bandenmaat door, dan liggen de juiste banden voor u klaar.' },
      { title: 'Controle', text: 'Wij meten de profieldiepte, zoeken naar beschadigingen en lezen de productiecode af om de leeftijd van de band te bepalen.' },
      { title: 'Monteren en balanceren', text: 'De banden worden op de velg gemonteerd en elk wiel wordt op de machine uitgebalanceerd.' },
      { title: 'Vastzetten en TPMS', text: 'Wij draaien de wielbouten aan met een momentsleutel en leren de bandenspanningssensoren opnieuw in.' },
      { title: 'Opslag en advies', text: 'Uw andere set krijgt een label en gaat naar ons bandenhotel; wij adviseren u de wielbouten na een korte rit te laten natrekken.' },
    ],
    features: [
      { title: 'Bandenhotel', desc: 'Wij reinigen uw wielen, noteren profiel en spanning en bewaren ze droog en donker tot de volgende wissel.' },
      { title: 'Kennis van TPMS', desc: 'Nieuwe auto’s hebben verplicht een bandenspanningscontrole; wij hebben de apparatuur om sensoren uit te lezen en in te leren.' },
      { title: 'Nauwkeurig balanceren', desc: 'Een onbalans van een paar gram voelt u al in het stuur; onze balanceermachine spoort die precies op.' },
    ],
  },
  {
    id: 'diagnostics',
    title: 'Computerdiagnose',
    subtitle: 'Waarschuwingslampje uitlezen',
    badge: 'Diagnose',
    category: 'Diagnose',
    icon: 'cpu',
    hero: 'Brandt er een oranje of rood lampje op uw dashboard? Met professionele diagnoseapparatuur lezen wij uit wat uw auto meldt en zoeken wij de oorzaak.',
    metaDescription:
      'Computerdiagnose in Utrecht bij Autoschade De Vos: wij lezen uw auto uit, meten na wat de foutcode aanwijst en adviseren u of u kunt doorrijden.',
    description:
      'Een moderne auto heeft tientallen regeleenheden die storingen opslaan als foutcode. Wij lezen die codes uit via de OBD-aansluiting, bekijken actuele meetwaarden en controleren daarna zelf de onderdelen die in beeld komen. Zo betaalt u voor de reparatie die nodig is, niet voor onderdelen die op de gok worden vervangen.',
    summary: 'Foutcodes uitlezen en zelf nameten: u betaalt alleen wat nodig is.',
    price: 'vanaf €65 incl. btw (foutcodes uitlezen en tot een halfuur zoeken)',
    priceShort: 'vanaf €65 incl. btw (foutcodes uitlezen)',
    priceFrom: toConfirm(65, 'the diagnostics starting price, and what it buys (the text in price above is our estimate)'),
    duration: '1–2 uur',
    imageAlt: 'Illustratie van een dashboard met een brandend motorstoringslampje en een diagnosetablet dat op de auto is aangesloten',
    services: [
      'Foutcodes uitlezen van motor, versnellingsbak, ABS en airbags',
      'Waarschuwingslampjes op het dashboard verklaren en na herstel doven',
      'Actuele meetwaarden van sensoren en inspuiting analyseren',
      'Elektrische storingen opsporen met multimeter en oscilloscoop',
      'Accu, dynamo en startmotor doormeten',
      'Storingen in roetfilter, EGR-klep en uitlaatgassysteem onderzoeken',
    ],
    benefits: [
      'Snel duidelijkheid over wat er aan de hand is',
      'Geen onnodige onderdelen: eerst meten, dan pas vervangen',
      'Ons advies of u veilig kunt doorrijden',
      'Een helder overzicht van de gevonden foutcodes met ons advies',
    ],
    process: [
      { title: 'Klacht noteren', text: 'Wij vragen wanneer het lampje ging branden en of u iets merkte aan het rijgedrag.' },
      { title: 'Uitlezen', text: 'Via de OBD-aansluiting lezen wij alle regeleenheden uit en leggen wij de foutcodes vast.' },
      { title: 'Meten en controleren', text: 'Een foutcode wijst een richting aan; met metingen aan bedrading en sensoren stellen wij de werkelijke oorzaak vast.' },
      { title: 'Uitleg en advies', text: 'U krijgt de uitkomst in gewone taal, met wat er moet gebeuren en een offerte voor het herstel.' },
      { title: 'Herstel en wissen', text: 'Na de reparatie wissen wij de foutcodes en controleren wij met een proefrit of de storing wegblijft.' },
    ],
    features: [
      { title: 'Apparatuur voor vrijwel alle merken', desc: 'Onze diagnoseapparatuur werkt met vrijwel alle gangbare merken en wordt regelmatig bijgewerkt.' },
      { title: 'Ervaren monteurs', desc: 'Onze monteurs combineren de uitgelezen gegevens met kennis van storingen die bij bepaalde merken en typen vaak voorkomen.' },
      { title: 'Eerlijk over doorrijden', desc: 'Een rood lampje betekent stoppen, een oranje lampje meestal binnenkort laten nakijken; wij vertellen u wat voor uw storing geldt.' },
    ],
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof services)[number]['id'];

/** Every id of src/data/service-ids.ts has its service here, and (Service['id']) no other: a type error otherwise. */
export const everyServiceId: readonly ServiceId[] = serviceIds;

export const serviceById = (id: string): Service | undefined => services.find((s) => s.id === id);

/** Cut a text to at most `max` characters, ending in an ellipsis when cut (dropdown subtitles: 30). */
export const truncate = (text: string, max = 30): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
