/**
 * The Dutch words of the page sections that both languages use (src/components/sections/). The English words, in
 * the same shape, are in sections.en.ts; a section reads sections[lang] for the page it is on.
 * Facts (phone, hours, figures) come in as arguments, from business.ts.
 */
/** The shape both languages fill (the English words are typed by it). */
export type SectionStrings = typeof nl;

export const nl = {
  homeHero: {
    badge: (founded: number) => `Familiebedrijf sinds ${founded}`,
    heading: 'Schade aan uw auto? Wij helpen u verder.',
    intro:
      'Wij herstellen uw auto vakkundig en helpen u met uw verzekeraar. Dekt uw polis vervangend vervoer, dan regelen wij dat voor u.',
    /** The intro's last sentence, its middle part a link to the APK (D19). */
    more: ['Ook voor onderhoud en ', 'APK', ' bent u bij ons in Utrecht aan het juiste adres.'],
    moreHref: '/apk-utrecht',
    cta: 'Afspraak aanvragen',
    report: 'Schade melden met foto’s',
    guide: 'Net een aanrijding gehad? Dit moet u nu doen',
    trust: (rating: string, source: string, replacementCar: string) => [`${rating}/10 op ${source}`, 'Rechtstreeks contact met uw verzekeraar', replacementCar],
  },
  infoTiles: {
    appointment: { title: 'Afspraak aanvragen', link: 'Naar het formulier' },
    hours: { title: 'Openingstijden', link: 'Alle openingstijden' },
    location: { title: 'Locatie', link: 'Plan uw route' },
    phone: { title: 'Bel ons op werkdagen', text: 'Iemand van ons eigen team aan de lijn.' },
  },
  whyUs: {
    eyebrow: 'Waarom De Vos',
    heading: 'Uw auto in goede handen, van melding tot aflevering',
    intro: (founded: number, afterHours: string) =>
      `Sinds ${founded} herstellen wij auto’s voor Utrechters. Na schade helpen wij u op werkdagen aan de telefoon verder. ${afterHours}`,
    figures: { years: 'jaar ervaring', staff: 'vakmensen in ons team', customers: 'klanten', rating: (source: string) => `gemiddeld cijfer op ${source}` },
  },
  workshop: {
    eyebrow: 'Onze werkplaats',
    heading: 'Alles onder één dak, met apparatuur van nu',
    alt: 'Illustratie van onze werkplaats: een blauwe auto op de brug, een gereedschapswagen en een stapel banden',
    text: 'In onze werkplaats aan de rand van Utrecht werkt een vast team aan schadeherstel, onderhoud en APK. Doordat alles op één plek gebeurt, hoeft uw auto nergens anders heen en weet u altijd wie eraan werkt.',
  },
  directContact: {
    heading: 'Direct contact',
    intro: 'Kies wat voor u het makkelijkst is. Bij schade helpen wij u op werkdagen aan de telefoon verder.',
    /** `short`: the link's words on a phone, where two cards share a row; null: the number itself (it fits at 360 px). */
    call: { title: 'Bel ons', text: 'Op werkdagen direct iemand van ons team aan de lijn.', short: null as string | null },
    whatsapp: { title: 'WhatsApp', text: 'Stuur ons een bericht of foto’s van de schade.', short: null as string | null },
    visit: { title: 'Kom langs', label: 'Plan uw route' },
    mail: { title: 'Mail ons', text: (replyTime: string) => `Wij antwoorden ${replyTime}.`, short: 'E\u2011mail sturen' },
  },
  aboutStory: {
    eyebrow: 'Ons verhaal',
    heading: 'Van kleine werkplaats tot compleet autobedrijf',
    alt: 'Illustratie van onze balie: een beeldscherm, een bel, een autosleutel met een label en koffie, met achter het glas de werkplaats',
    figures: { years: 'jaar ervaring', staff: 'vakmensen in ons team', customers: 'klanten' },
  },
  team: {
    eyebrow: 'Ons team',
    heading: 'De mensen achter De Vos',
    /** `names`: the first names of the three people shown ("Rob, Lotte en Ingrid"), so "zij" points to someone. */
    intro: (colleagues: number, staff: number, names: string) =>
      `${names} vormen samen met ${colleagues} collega’s in de werkplaats, de spuiterij en op kantoor een team van ${staff} vakmensen dat ervoor zorgt dat uw auto in goede handen is.`,
    alt: (name: string, role: string) => `Portret van ${name}, ${role.toLowerCase()}`,
    experience: (years: string) => `${years} jaar ervaring`,
  },
  contactPrompt: { contact: 'Neem contact op', phone: 'Telefoon' },
  serviceGrid: {
    label: 'Alle diensten',
    promises: (months: number) => ['Vakkundige monteurs', 'Kwaliteitsonderdelen', `${months} maanden garantie op onderdelen en arbeid`],
    promisesLabel: 'Bij elk onderhoud en elke reparatie',
    price: 'Prijs: ',
    duration: 'Duur: ',
  },
  serviceFacts: { price: 'Prijs', duration: 'Duur', book: 'Afspraak aanvragen', quote: 'Offerte aanvragen' },
  serviceIntro: {
    eyebrow: 'Over deze dienst',
    heading: (title: string) => `${title} bij De Vos`,
    benefits: 'Wat het u oplevert',
  },
  serviceTasks: { eyebrow: 'Werkzaamheden', heading: 'Wat wij voor u doen' },
  serviceExpertise: { eyebrow: 'Onze expertise', heading: 'Waarom u hiervoor bij ons goed zit' },
  workProcess: { eyebrow: (n: number) => `In ${n} stappen`, heading: 'Zo werken wij' },
  otherServices: { heading: 'Andere diensten' },
  guideSteps: {
    stepOf: (n: number, total: number) => `Stap ${n} van ${total}`,
    tip: 'Goed om te weten: ',
    next: 'Volgende stap: ',
  },
  quickContact: {
    eyebrow: 'Hulp nodig?',
    heading: 'Snel contact opnemen',
    intro: 'Kies hoe u ons het liefst bereikt. Daarna nemen wij het van u over.',
    report: {
      title: 'Autoschade melden',
      text: (replyTime: string) =>
        `Geef het kenteken, vertel kort wat er is gebeurd en stuur foto’s mee. Wij bellen u ${replyTime} terug en plannen de inspectie.`,
      link: 'Schade melden',
    },
    call: {
      title: 'Bellen voor een afspraak',
      text: (hours: string) => `Liever direct iemand aan de lijn? Bel ons (${hours}), dan plannen wij samen een moment dat u uitkomt.`,
      link: 'Alle contactgegevens',
    },
    online: {
      title: 'Onderhoud of APK nodig?',
      text: 'Vraag online een afspraak aan, ook buiten onze openingstijden; wij doen u binnen één werkdag een voorstel.',
      link: 'Afspraak aanvragen',
    },
  },
  emergency: {
    heading: 'Staat u nu langs de weg?',
    text: 'Bel ons op werkdagen: wij vertellen u wat er moet gebeuren en helpen de auto veilig naar onze werkplaats te krijgen.',
    danger: 'Is er iemand gewond of is de situatie gevaarlijk? Bel eerst 112.',
  },
  notFound: {
    pageHeading: 'Pagina niet gevonden',
    serviceHeading: 'Dienst niet gevonden',
    /** Before, as and after the link to /services. */
    pageText: ['Deze weg loopt dood: de pagina die u zoekt bestaat niet (meer) of is verplaatst. Misschien vindt u het bij ', 'onze diensten', '. Anders helpen wij u graag verder.'],
    serviceText: 'Deze pagina bestaat niet (meer). Bekijk het overzicht van al onze diensten.',
    back: 'Terug naar alle diensten',
    nav: 'Verder naar',
    home: 'Naar de homepage',
    /** "Liever even bellen? Bel 030 … of stuur ons een WhatsApp-bericht." */
    call: 'Liever iemand spreken? Bel',
    or: 'of stuur ons een',
    whatsapp: 'WhatsApp-bericht',
  },
  partnersPage: {
    crumb: 'Partners',
    title: 'Partners: verzekeraars en vakmensen',
    description:
      'Wij werken rechtstreeks samen met verzekeraars, leasemaatschappijen, schade-experts en leveranciers. Zo wordt uw schade in Utrecht snel en goed hersteld.',
    heading: 'Samen met vaste partners',
    intro:
      'Na schade wilt u vooral dat het geregeld wordt. Daarom werken wij rechtstreeks samen met verzekeraars en met een vast netwerk van vakmensen en leveranciers. U heeft één aanspreekpunt: ons.',
    insurance: {
      eyebrow: 'Verzekeraars',
      heading: 'Verzekeraars en lease\u00ADmaatschappijen',
      intro:
        'U meldt de schade bij uw verzekeraar of leasemaatschappij; wij helpen u daarbij. Daarna regelen wij de calculatie, de foto’s en het contact tot en met de goedkeuring.',
    },
    network: {
      eyebrow: 'Vakmensen',
      heading: 'Ons professionele netwerk',
      intro: 'Schade-experts en leveranciers met wie wij dagelijks werken, zodat uw auto snel en vakkundig wordt hersteld.',
    },
    recognition: {
      eyebrow: 'Erkenningen',
      heading: 'Erkend door de RDW',
      intro: 'De RDW is de Nederlandse voertuigautoriteit. Zij erkent ons als APK-keuringsstation en houdt toezicht op de keuringen.',
    },
    cta: {
      heading: 'Schade? Wij helpen u met uw verzekeraar',
      text: (replyTime: string) =>
        `U meldt de schade bij uw verzekeraar; stuur ons daarna uw melding met foto’s. Wij regelen de calculatie en het contact met verzekeraar en expert, en bellen u ${replyTime}.`,
      label: 'Schade melden',
    },
  },
  privacyPage: {
    crumb: 'Privacyverklaring',
    title: 'Privacyverklaring',
    description: (name: string) =>
      `Hoe ${name} met uw persoonsgegevens omgaat: waarvoor wij ze gebruiken, hoe lang wij ze bewaren en welke rechten u heeft. Geen cookies, geen tracking.`,
    // The soft hyphen lets the word break cleanly on a 320 px screen.
    heading: 'Privacy\u00ADverklaring',
    intro: 'Wij gaan zorgvuldig om met uw gegevens en gebruiken ze alleen om u te helpen. Deze website plaatst geen cookies en volgt u niet.',
  },
  partnerBenefits: { eyebrow: 'Uw voordeel', heading: 'Wat onze samenwerkingen u opleveren' },
  contactForm: {
    eyebrow: 'Bericht sturen',
    heading: 'Stuur ons een bericht',
    promise: (replyTime: string) =>
      `Vul het formulier in en wij nemen ${replyTime} contact met u op.`,
    appointment: 'Wilt u een afspraak voor APK, onderhoud of een reparatie?',
    appointmentLink: 'Vraag uw afspraak hier aan',
    hours: 'Openingstijden',
    hurry: 'Haast of schade?',
    report: 'Meld uw schade online',
    reportRest: 'met het kenteken en foto’s,',
    callUs: 'bel ons op',
    orSend: 'of stuur een',
    whatsapp: 'WhatsApp-bericht',
    data: 'Uw gegevens',
    dataText: 'Wij gebruiken uw gegevens alleen om uw vraag te beantwoorden. Lees meer in onze',
    privacy: 'privacyverklaring',
  },
  privacyContact: {
    heading: 'Vragen over uw privacy?',
    text: 'Neem contact met ons op. Wij helpen u graag verder.',
    visit: 'Bezoekadres',
    route: 'Plan uw route',
    phoneMail: 'Telefoon en e-mail',
    phone: 'Telefoon',
    email: 'E-mail',
    kvk: 'KvK-nummer',
  },
  privacy: { toc: 'Inhoud', updated: 'Laatst bijgewerkt: ', locale: 'nl-NL' },
};
