/**
 * The damage guide (/damage-guide): six steps for someone who has just had an accident.
 * "Wij" is the garage. No business facts (phone, address, e-mail) in these texts: the page adds them itself.
 */
import type { IconName } from '../lib/icons';
import { business } from './business';

export interface GuideStep {
  readonly id: 'step-1' | 'step-2' | 'step-3' | 'step-4' | 'step-5' | 'step-6';
  readonly number: number;
  /** "Kenteken noteren" */
  readonly title: string;
  /** Used in the step buttons and in "Volgende stap: {shortTitle}". */
  readonly shortTitle: string;
  readonly icon: IconName;
  readonly color: 'brand' | 'accent' | 'emerald' | 'sky' | 'violet' | 'amber';
  /** One or two sentences under the step's title. */
  readonly intro: string;
  /** Three to five concrete points, in the order the visitor does them. */
  readonly points: readonly string[];
  /** An optional tip or warning shown apart from the points. */
  readonly tip?: string;
  /** An optional link to act on the step right away. */
  readonly action?: { readonly href: string; readonly label: string };
}

export const guideSteps = [
  {
    id: 'step-1',
    number: 1,
    title: 'Ter plaatse',
    shortTitle: 'Ter plaatse',
    icon: 'car-front',
    color: 'brand',
    intro:
      'Is er iemand gewond of is de situatie gevaarlijk? Bel 112. Zorg dat iedereen veilig is en leg daarna rustig vast wat er is gebeurd.',
    points: [
      `Niemand gewond, maar rijdt de ander door, wil hij geen gegevens geven of vermoedt u alcohol of drugs? Bel de politie: ${business.police.display}. Is de ander onbekend of onverzekerd, dan vergoedt soms het Waarborgfonds Motorverkeer de schade.`,
      'Zet de alarmlichten aan en trek een veiligheidshesje aan. Op de snelweg geen gevarendriehoek: wacht achter de vangrail. Elders plaatst u de driehoek ruim achter uw auto.',
      'Noteer het kenteken van de andere auto, samen met het merk, het type en de kleur.',
      'Wissel namen, adressen, telefoonnummers en verzekeringsgegevens uit. Met een foto van het verzekeringsbewijs van de ander voorkomt u schrijffouten.',
      'Fotografeer beide auto’s van alle kanten, de schade van dichtbij en de omgeving: de plaats van de auto’s, verkeersborden, remsporen en het wegdek.',
      'Vraag getuigen om hun naam en telefoonnummer.',
    ],
    tip: 'erken ter plaatse nooit schuld, ook niet uit beleefdheid. Wie schuld heeft, bepalen de verzekeraars.',
  },
  {
    id: 'step-2',
    number: 2,
    title: 'Schadeformulier invullen',
    /** A soft hyphen: on the narrowest phones the step button breaks it as 'Schade-formulier'. */
    shortTitle: 'Schade\u00ADformulier',
    icon: 'file-signature',
    color: 'accent',
    intro:
      'Het Europees schadeformulier is het belangrijkste document na een aanrijding. Vul het bij voorkeur samen met de andere bestuurder in, nog op de plek van het ongeval.',
    points: [
      'Gebruik het papieren Europees schadeformulier uit uw dashboardkastje of een schadeformulier-app.',
      'Vul de voorkant samen in: datum, tijd en plaats, de gegevens van beide bestuurders en verzekeraars, de aangekruiste situatie en een duidelijke schets met rijrichtingen.',
      'Zet allebei uw handtekening en neem ieder een exemplaar mee. Verander daarna niets meer aan de voorkant.',
      'De achterkant vult u later zelf in, rustig thuis, voordat u het formulier naar uw verzekeraar stuurt.',
      'Weigert de andere bestuurder te tekenen? Vul het formulier dan zo volledig mogelijk zelf in en meld dat aan uw verzekeraar.',
    ],
    tip: 'geen formulier en geen app bij de hand? Noteer dan alle gegevens van de ander en maak foto’s. Vraag ons daarna om een paar blanco formulieren voor in de auto.',
  },
  {
    id: 'step-3',
    number: 3,
    title: 'Schade melden',
    shortTitle: 'Schade melden',
    icon: 'message-circle',
    color: 'emerald',
    intro:
      'Meld de schade zo snel mogelijk bij uw verzekeraar (wij helpen daarbij) en daarna bij ons. Rijdt u lease? Bel dan eerst uw leasemaatschappij.',
    points: [
      'Meld de schade bij uw eigen verzekeraar binnen de termijn uit uw polisvoorwaarden, meestal binnen enkele dagen, en stuur het schadeformulier en de foto’s mee.',
      'Neem daarna contact met ons op: u kunt de auto langsbrengen of een moment afspreken voor de inspectie.',
      'Wij bekijken de schade grondig, ook wat verborgen zit achter bumper en plaatwerk, en maken een schadecalculatie.',
      'Is uw auto niet meer veilig om mee te rijden? Laat hem dan via de alarmcentrale van uw verzekeraar of uw pechhulpdienst naar ons slepen.',
    ],
    tip: 'bent u alleen WA-verzekerd en heeft de ander schuld? Dan kan de schade vaak worden verhaald op de verzekeraar van de tegenpartij. Wij helpen u daarbij.',
    action: { href: '/schade-melden', label: 'Schade online melden met foto’s' },
  },
  {
    id: 'step-4',
    number: 4,
    title: 'Offerte ontvangen',
    shortTitle: 'Offerte',
    icon: 'receipt',
    color: 'sky',
    intro:
      'Na de inspectie ontvangt u van ons een duidelijke offerte. Pas als u en, waar nodig, uw verzekeraar akkoord geven, gaan wij aan de slag.',
    points: [
      'In de offerte staan de onderdelen, het spuitwerk en de werkuren, zodat u precies ziet waaruit het bedrag bestaat.',
      'De calculatie en de foto’s sturen wij rechtstreeks naar uw verzekeraar ter goedkeuring; ook het contact met de schade-expert regelen wij.',
      'Bij grotere schade bekijkt een schade-expert van de verzekeraar de auto bij ons in de werkplaats.',
      'Wij vertellen u vooraf welk deel eventueel voor uw eigen rekening komt, zoals het eigen risico.',
      'Betaalt u de reparatie zelf? Dan bekijken wij samen of uitdeuken zonder spuiten of een spotrepair de kosten kan beperken.',
    ],
  },
  {
    id: 'step-5',
    number: 5,
    title: 'Reparatie uitvoeren',
    shortTitle: 'Reparatie',
    icon: 'wrench',
    color: 'violet',
    intro:
      'Zodra de opdracht rond is, plannen wij de reparatie en houden wij u op de hoogte.',
    points: [
      business.replacementCar.full,
      'Plaatwerk, uitdeuken en spuitwerk doen wij in onze eigen werkplaats, met lak die op de kleurcode van uw auto wordt gemengd.',
      'Na herstel van een bumper of voorruit controleren wij of camera’s en parkeersensoren weer goed werken.',
      'Wij houden u op de hoogte van de voortgang. Vinden wij onverwacht extra schade, dan overleggen wij eerst met u en de verzekeraar.',
    ],
    tip: 'laat ons weten of u het liefst telefonisch, per e-mail of via WhatsApp op de hoogte wordt gehouden.',
  },
  {
    id: 'step-6',
    number: 6,
    title: 'Auto ophalen',
    shortTitle: 'Ophalen',
    icon: 'key-round',
    color: 'amber',
    intro:
      'Is de reparatie klaar, dan bellen wij u om een moment af te spreken voor het ophalen. Neem gerust de tijd voor de overdracht.',
    points: [
      'Wij lopen samen met u om de auto heen en laten zien wat er is hersteld.',
      'Bekijk de lak bij daglicht en vanuit verschillende hoeken: zo ziet u kleurverschil het best.',
      business.warranty.full,
      `Uw eigen risico of uw deel van de rekening betaalt u bij het ophalen, met ${business.paymentMethods}. Loopt de schade via uw verzekeraar, dan verrekenen wij de rest met hem.`,
    ],
    tip: 'ziet u na een paar dagen toch iets wat niet klopt? Meld het ons, het liefst met een foto. Valt het onder de garantie, dan herstellen wij het kosteloos.',
    action: { href: '/about#garantie', label: 'Wat de garantie dekt' },
  },
] as const satisfies readonly GuideStep[];

export type GuideStepId = GuideStep['id'];
