/**
 * The six services in English. Only the words live here: id, icon, price and duration come from
 * src/data/services.ts (one place for the facts), so a new price shows on both language editions at once.
 */
import { services, type Feature, type Service, type ServiceId, type Step } from '../services';
import { durationEn, priceFromEn } from '../../lib/format.en';
import { business } from '../business';

const warranty = `${business.warranty.workshopMonths}-month warranty on parts and labour`;

export interface ServiceCopyEn {
  readonly title: string;
  readonly subtitle: string;
  /** What the starting price buys, in brackets after it (as the Dutch `price`; ACM price guidance). */
  readonly priceScope: string;
  /** The same in a few words, on the card on /en/services (the page says the rest). */
  readonly priceScopeShort: string;
  /** The card's one sentence on /en/services: at most two lines at 1280 px. */
  readonly summary: string;
  readonly badge: string;
  readonly category: string;
  /** Under the h1. */
  readonly hero: string;
  /** The meta description: 120–160 characters, naming Utrecht and the garage, not a copy of the hero. */
  readonly metaDescription: string;
  readonly description: string;
  readonly imageAlt: string;
  readonly services: readonly [string, string, string, string, string, string];
  readonly benefits: readonly [string, string, string, string];
  readonly process: readonly [Step, Step, Step, Step, Step];
  readonly features: readonly [Feature, Feature, Feature];
}

const copy: Record<ServiceId, ServiceCopyEn> = {
  'engine-repair': {
    title: 'Engine repair',
    subtitle: 'Overhauls and engine repairs',
    priceScope: 'cylinder head overhaul: labour and gasket set',
    priceScopeShort: 'cylinder head overhaul',
    summary: 'From the timing belt to the cylinder head, with a quote first.',
    badge: 'Engine',
    category: 'Engine',
    hero: 'Engine running rough, burning oil or down on power? We track down the cause and repair it, from the timing belt to the cylinder head, in our Utrecht workshop.',
    metaDescription:
      'Engine repair and overhauls in Utrecht at Autoschade De Vos: timing belts, cylinder heads and oil leaks, with a clear quote first. English spoken.',
    description:
      'For an overhaul we take the engine fully or partly apart, measure the wear and replace what is worn. You get a written quote with parts and labour first, so you know where you stand. Afterwards your car runs reliably again and the engine has years left in it.',
    imageAlt: 'Illustration of an open engine bay with the engine block, the battery and the coolant reservoir',
    services: [
      'Timing belt or chain replacement, water pump included',
      'Cylinder head overhaul and head gasket replacement',
      'New pistons, piston rings and bearings',
      'Compression and leak-down test on every cylinder',
      'Tracing oil leaks and replacing gaskets',
      'Checking and replacing the turbo, spark plugs, glow plugs and coils',
    ],
    benefits: [
      'A clear quote up front, no surprises afterwards',
      'Original parts or parts of equal quality',
      'An overhaul often costs far less than a replacement engine',
      `A ${warranty}, on top of your rights under Dutch law`,
    ],
    process: [
      { title: 'Your story and a test drive', text: 'You tell us what you notice; if needed the mechanic takes a short test drive with you.' },
      { title: 'Measurements', text: 'We read the engine electronics and measure compression and leak-down to find the cause.' },
      { title: 'Quote', text: 'You receive a quote with parts, hours and turnaround time; we only start once you agree.' },
      { title: 'Overhaul', text: 'The mechanic strips, cleans and replaces the worn parts and rebuilds the engine to the manufacturer’s specifications.' },
      { title: 'Test and handover', text: 'After a test drive and a leak check you get your car back, with advice on running in the overhauled engine.' },
    ],
    features: [
      { title: 'To the manufacturer’s specifications', desc: 'Torque settings, clearances and adjustments come from the manufacturer’s technical data.' },
      { title: 'Petrol and diesel', desc: 'We work on petrol and diesel engines in cars and vans of all common makes.' },
      { title: 'Look first, then open up', desc: 'With compression gauges, a borescope and diagnostic equipment we look inside the engine before anything comes apart.' },
    ],
  },
  'brake-service': {
    title: 'Brake service',
    subtitle: 'Brakes you can trust',
    priceScope: 'brake pads on one axle: labour and pads',
    priceScopeShort: 'brake pads, one axle',
    summary: 'Discs, pads, callipers and fluid, tested on the rolling road.',
    badge: 'Brakes',
    category: 'Brakes',
    hero: 'Squealing when you brake, a shaking steering wheel or a soft pedal? Have your pads, discs and brake fluid checked in Utrecht before it becomes dangerous.',
    metaDescription:
      'Brake service in Utrecht at Autoschade De Vos: pads, discs, callipers and brake fluid checked and replaced, with the price agreed first. English spoken.',
    description:
      'Brakes wear with every kilometre. We check pads, discs, callipers and brake fluid, replace only what is worn and tell you in advance what it will cost. You drive away with brakes that stop the car quickly and in a straight line.',
    imageAlt: 'Illustration of a drilled brake disc with an orange brake calliper in the wheel arch',
    services: [
      'Replacing brake pads and discs, front and rear',
      'Checking and overhauling brake callipers',
      'Brake fluid test and replacement',
      'Checking brake lines and hoses for leaks and rust',
      'Handbrake adjustment, electronic parking brakes included',
      'ABS warning light: reading the fault and repairing it',
    ],
    benefits: [
      'A shorter stopping distance and a firm, consistent pedal',
      'You see what is worn before we replace anything',
      'A rolling-road brake test after every job',
      'Brakes that meet the APK requirements again',
    ],
    process: [
      { title: 'Tell us what you notice', text: 'When do you hear or feel it: squealing at traffic lights, shaking on the motorway?' },
      { title: 'Inspection', text: 'With the wheels off we measure disc and pad thickness and test the brake fluid.' },
      { title: 'Advice and price', text: 'We show you what is worn and what replacing it costs; if you’re not there, we send photos.' },
      { title: 'Replacement', text: 'The new parts go on, the guide pins are greased and the system is bled where needed.' },
      { title: 'Brake test and test drive', text: 'On the rolling road and on the road we check braking force and that the car brakes evenly left and right.' },
    ],
    features: [
      { title: 'Brake fluid measured', desc: 'Brake fluid absorbs moisture and then boils sooner when hot; we measure the water content and replace it when needed.' },
      { title: 'The right parts', desc: 'We look up discs and pads by your registration number, so they fit your exact model.' },
      { title: 'Electronic handbrake', desc: 'On cars with an electronic parking brake we first put the callipers into service mode with diagnostic equipment.' },
    ],
  },
  'oil-change': {
    title: 'Oil change and servicing',
    subtitle: 'Usually done in about an hour',
    priceScope: 'labour, a new oil filter and up to 4 litres of oil to your manufacturer’s standard; more oil costs extra',
    priceScopeShort: 'oil and filter, up to 4 litres',
    summary: 'Oil and filter to the maker’s standard, with a free 21-point check.',
    badge: 'Servicing',
    category: 'Maintenance',
    hero: 'Fresh engine oil and a new oil filter to your manufacturer’s specification, usually done in about an hour, with a free 21-point check while you wait.',
    metaDescription:
      'Oil change in Utrecht at Autoschade De Vos: the oil your manufacturer prescribes, a new filter and a free 21-point check, in about an hour.',
    description:
      'Clean oil of the right grade protects your engine against wear. We use the oil your manufacturer prescribes, replace the filter and carry out a free 21-point check – usually all in about an hour – so we can tell you early if anything needs attention. Need a full service to your manufacturer’s schedule? Choose grote beurt (full service) in the appointment request – we’ll tell you the price before we start.',
    imageAlt: 'Illustration of old engine oil draining from the sump into a tray, with a new oil filter and a bottle of fresh oil beside it',
    services: [
      'Draining the old oil completely',
      'New oil filter and sump plug washer',
      'Engine oil of the grade and viscosity your manufacturer prescribes',
      'Free 21-point check: tyres, brakes, battery, lights and more',
      'Topping up coolant, screenwash and brake fluid levels where needed',
      'Resetting the service indicator and recording the service in your service book',
    ],
    benefits: [
      'Usually done in about an hour with an appointment',
      'The right oil for your engine, not one-size-fits-all oil',
      'Early warning of wear through the 21-point check',
      'Serviced to the manufacturer’s schedule – also while your car is under factory warranty, which as a rule stays valid',
    ],
    process: [
      { title: 'Request a time', text: 'Request an appointment and we’ll suggest a time; allow about an hour in the workshop.' },
      { title: 'Finding the right oil', text: 'From your registration number we look up the prescribed oil standard, viscosity and quantity.' },
      { title: 'Drain and new filter', text: 'The old oil drains completely, then the oil filter and the sump plug washer are replaced.' },
      { title: '21-point check', text: 'While the new oil goes in, the mechanic works through all 21 checkpoints, from tread depth to battery.' },
      { title: 'Explanation and payment', text: 'We tell you what we noticed; any repair is only done with your permission.' },
    ],
    features: [
      { title: 'The right oil for each engine', desc: 'A modern diesel with a particulate filter needs different oil than an older petrol engine; we use what the manufacturer prescribes.' },
      { title: 'Free 21-point check', desc: 'We look at brakes, battery, shock absorbers and leaks, among other things, so you know early what is going on.' },
      { title: 'Usually ready in about an hour', desc: 'With an appointment you usually don’t have to wait, and you’re normally on your way again within an hour.' },
    ],
  },
  transmission: {
    title: 'Transmission service',
    subtitle: 'Gearbox and clutch',
    priceScope: 'automatic gearbox oil change: labour, oil and filter',
    priceScopeShort: 'automatic gearbox oil change',
    summary: 'Oil changes, clutches and gear-shifting faults, automatics too.',
    badge: 'Gearbox',
    category: 'Transmission',
    hero: 'Gears hard to select, a slipping clutch or a jerky automatic when pulling away? We service and repair manual and automatic gearboxes in Utrecht.',
    metaDescription:
      'Gearbox and clutch repairs in Utrecht at Autoschade De Vos: manual and automatic, transmission oil changes and clutch replacement. English spoken.',
    description:
      'A gearbox that is looked after lasts longer. We change the transmission oil, replace clutches and repair gear linkages, on manual and automatic cars alike. Before we open a gearbox you know what is wrong and what it costs.',
    imageAlt: 'Illustration of a clutch plate, gears, a bearing and a shaft from a gearbox',
    services: [
      'Clutch replacement, release bearing and flywheel checked',
      'Transmission oil change, manual and automatic',
      'Automatic gearbox flush and adaptation reset',
      'Repairing gear linkages and cables',
      'Tracing noises, vibrations and leaks',
      'Reading the gearbox control unit',
    ],
    benefits: [
      'Smooth gear changes and a clutch that bites properly',
      'The transmission oil your gearbox was built for',
      'The diagnosis before the gearbox comes out',
      `A ${warranty}, on top of your rights under Dutch law`,
    ],
    process: [
      { title: 'Test drive together', text: 'We go for a short drive together, so we hear and feel exactly what you mean.' },
      { title: 'Read and check', text: 'We read the gearbox control unit and check the oil level, leaks and play.' },
      { title: 'Diagnosis and quote', text: 'We tell you the cause and what the repair costs before we take the gearbox apart.' },
      { title: 'The work', text: 'Depending on the diagnosis we change the oil, replace the clutch or repair the gear mechanism.' },
      { title: 'Reset and test', text: 'On automatics we reset the gearbox’s adaptation values; a second test drive confirms it all runs smoothly.' },
    ],
    features: [
      { title: 'Manual and automatic', desc: 'From a simple five-speed to a modern eight-speed automatic: we know the differences in oil and maintenance.' },
      { title: 'The right transmission oil', desc: 'Automatic gearbox oil varies from gearbox to gearbox and the wrong oil can cause shifting problems, so we follow the factory standard exactly.' },
      { title: 'A clutch done right first time', desc: 'When we replace a clutch we also assess the flywheel and release bearing, so the gearbox doesn’t have to come out twice.' },
    ],
  },
  'tire-service': {
    title: 'Tyre service',
    subtitle: 'Fitting, balancing and storage',
    priceScope: 'swapping a set of wheels, without balancing',
    priceScopeShort: 'swapping a set of wheels',
    summary: 'Tyres fitted, balanced and swapped, and your other set stored.',
    badge: 'Tyres',
    category: 'Tyres',
    hero: 'New tyres, the seasonal swap or a puncture: we get your car safely back on the road in Utrecht, and store your summer or winter set in our tyre hotel.',
    metaDescription:
      'Tyres in Utrecht at Autoschade De Vos: fitting, balancing, the seasonal swap and storage for your summer or winter set. English spoken.',
    description:
      'Good tyres give grip in the rain and a shorter stopping distance. We fit and balance tyres of all common brands, repair punctures where that’s safe and store your other set, cleaned and labelled, until the next season.',
    imageAlt: 'Illustration of a wheel on a balancing machine with a display',
    services: [
      'Fitting and balancing new tyres',
      'Seasonal swap between summer and winter tyres',
      'Tyre hotel: your other set stored until next season',
      'Puncture repair where that’s safe',
      'Checking tread depth, damage and tyre age',
      'Resetting tyre pressure sensors (TPMS)',
    ],
    benefits: [
      'Safe grip in every season',
      'No tyres in your hallway or shed',
      'Honest advice on when tyres really need replacing',
      'Wheel bolts tightened with a torque wrench',
    ],
    process: [
      { title: 'Request a time', text: 'Give us your registration number or tyre size when you request the appointment, and the right tyres will be ready.' },
      { title: 'Check', text: 'We measure the tread depth, look for damage and read the production code to tell the tyre’s age.' },
      { title: 'Fit and balance', text: 'The tyres go onto the rims and every wheel is balanced on the machine.' },
      { title: 'Tighten and TPMS', text: 'We tighten the wheel bolts with a torque wrench and reset the tyre pressure sensors.' },
      { title: 'Storage and advice', text: 'Your other set gets a label and goes into our tyre hotel; we advise having the wheel bolts re-checked after a short drive.' },
    ],
    features: [
      { title: 'All common sizes', desc: 'From city cars to vans and SUVs: we fit and balance the sizes most cars in the Netherlands run on.' },
      { title: 'Tyre hotel', desc: 'Your seasonal set is cleaned, checked and stored dry, ready for the next swap.' },
      { title: 'Honest about tread', desc: 'The legal minimum in the Netherlands is 1.6 mm; we’ll tell you when wet grip has already dropped off, often well before that.' },
    ],
  },
  diagnostics: {
    title: 'Car diagnostics',
    subtitle: 'Warning lights read and fixed',
    priceScope: 'reading the fault codes and up to half an hour of fault-finding',
    priceScopeShort: 'reading the fault codes',
    summary: 'Fault codes read and checked by hand: you pay only for what’s needed.',
    badge: 'Diagnostics',
    category: 'Diagnostics',
    hero: 'A warning light on the dashboard? We read every control unit, track down the real cause with measurements and explain it in plain English, on nearly all European and Asian makes.',
    metaDescription:
      'Car diagnostics in Utrecht at Autoschade De Vos: warning lights read on nearly all makes, the real cause traced and explained in plain English, with a price.',
    description:
      'A fault code points in a direction, not at the answer. We read your car’s control units, measure wiring and sensors, and tell you what is wrong, whether it’s safe to keep driving and what the repair costs.',
    imageAlt: 'Illustration of a diagnostic tablet connected to a car’s OBD port, showing fault codes',
    services: [
      'Reading every control unit through the OBD port',
      'Engine management, ABS, airbag and gearbox faults',
      'Measuring sensors, wiring and connectors',
      'Tracing electrical faults and battery drain',
      'Calibrating cameras and sensors after repairs',
      'Clearing fault codes after the repair',
    ],
    benefits: [
      'The real cause, not guesswork with parts',
      'An explanation in plain language',
      'Clear advice on whether you can keep driving',
      'A price for the repair before we start',
    ],
    process: [
      { title: 'Tell us the complaint', text: 'We ask when the light came on and whether you noticed anything while driving.' },
      { title: 'Read the codes', text: 'Through the OBD port we read every control unit and record the fault codes.' },
      { title: 'Measure and check', text: 'A fault code points you in a direction; by measuring wiring and sensors we track down the real cause.' },
      { title: 'Explanation and advice', text: 'You get the outcome in plain language, with what needs doing and a price for the repair.' },
      { title: 'Repair and clear', text: 'After the repair we clear the fault codes and check on a test drive that the fault stays away.' },
    ],
    features: [
      { title: 'Equipment for nearly all makes', desc: 'Our diagnostic equipment works with nearly all European and Asian makes and is updated regularly.' },
      { title: 'Experienced mechanics', desc: 'Our mechanics combine the data with knowledge of faults that are common on certain makes and models.' },
      { title: 'Honest about driving on', desc: 'A red light means stop; an amber one usually means have it checked soon. We tell you which applies to your fault.' },
    ],
  },
};

export interface ServiceEn extends ServiceCopyEn {
  readonly id: ServiceId;
  readonly icon: Service['icon'];
  readonly priceFrom: number;
  /** "from €85 incl. VAT (brake pads on one axle: labour and pads)" */
  readonly price: string;
  /** The card's: "from €85 incl. VAT (brake pads, one axle)" */
  readonly priceShort: string;
  /** "1–2 days", derived from the Dutch duration's figures. */
  readonly duration: string;
}

/** The six services in English, in the order of services.ts. */
export const servicesEn: ServiceEn[] = services.map((s) => ({
  ...copy[s.id],
  id: s.id,
  icon: s.icon,
  priceFrom: s.priceFrom,
  price: `${priceFromEn(s.priceFrom)} (${copy[s.id].priceScope})`,
  priceShort: `${priceFromEn(s.priceFrom)} (${copy[s.id].priceScopeShort})`,
  duration: durationEn(s.duration),
}));
