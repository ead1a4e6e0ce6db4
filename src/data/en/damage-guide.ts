/**
 * The English damage guide (/en/damage-guide): "Car accident in the Netherlands? What to do". Not a translation of
 * the Dutch guide: it is written for drivers who do not know the Dutch system yet, and explains its terms.
 * Same step ids and shape as src/data/damage-guide.ts, so the same stepper and step cards show it.
 */
import type { GuideStep } from '../damage-guide';
import { businessEn } from './business';

export const guideStepsEn = [
  {
    id: 'step-1',
    number: 1,
    title: 'Make it safe and note the details',
    shortTitle: 'Details',
    icon: 'car-front',
    color: 'brand',
    intro: 'Just had an accident? Make sure everyone is safe first, then calmly record what happened. In the Netherlands the emergency number is 112.',
    points: [
      'Switch on your hazard lights and put on a high-visibility vest. On the motorway, place no warning triangle: wait behind the crash barrier. Elsewhere, place it well behind your car.',
      'Write down the other car’s registration number (in Dutch: kenteken, the yellow plate), with its make, model and colour.',
      'Exchange names, addresses, phone numbers and insurance details. A photo of the other driver’s insurance certificate avoids spelling mistakes.',
      'Photograph both cars from every side, the damage close up and the surroundings: road signs, skid marks, where the cars stand.',
      'Ask witnesses for their name and phone number. What they saw can decide the case if you and the other driver disagree.',
    ],
    tip: 'Never admit fault at the scene, not even to be polite. Record what happened and leave the question of fault to the insurers.',
  },
  {
    id: 'step-2',
    number: 2,
    title: 'Fill in the European Accident Statement',
    shortTitle: 'Accident statement',
    icon: 'file-signature',
    color: 'accent',
    intro:
      'The European Accident Statement (in Dutch: Europees schadeformulier) is the key document after a collision. Fill it in together with the other driver, ideally at the scene.',
    points: [
      'Use the paper form from your glove box or your insurer’s app. The form has the same layout in every EU language, so an English form and a Dutch one match box for box.',
      'Complete the front together: date, time and place, both drivers and insurers, the boxes that describe the situation, and a clear sketch with the directions of travel.',
      'Both of you sign, and each keeps a copy. After signing, change nothing on the front.',
      'Fill in the back yourself later, at home, before you send the form to your insurer.',
      'If the other driver refuses to sign, fill in the form as fully as you can yourself and tell your insurer that the other driver would not sign.',
    ],
    tip: 'Only sign what you understand. If a word on a Dutch form is unclear, call us: we’re happy to explain it.',
  },
  {
    id: 'step-3',
    number: 3,
    title: 'Call your insurer and arrange towing',
    shortTitle: 'Insurer',
    icon: 'message-circle',
    color: 'emerald',
    intro: 'You report the damage to your own insurer, as soon as possible; we’re happy to help. Driving a lease car? Call the lease company first: it usually decides where the car goes.',
    points: [
      'Car can’t be driven safely? Call your insurer’s emergency centre (alarmcentrale, day and night; the number is on your insurance certificate or in its app) or your roadside assistance, and ask them to tow it to us.',
      'Report the claim within the period in your policy, usually a few days, with the accident statement and your photos.',
      'Registered abroad? Call your insurer’s international emergency number. Damage to your car goes to your own insurer; a claim against a Dutch driver goes to theirs. We send the estimate and photos in English.',
      'Police: 112 if anyone is hurt or the road is blocked; for damage only, rarely. A hit-and-run or uninsured driver? Report it to the police: the Waarborgfonds may then pay.',
    ],
    action: { href: '/en/report-damage', label: 'Report your damage online with photos' },
    tip: 'Only third-party cover (WA) and the other driver was at fault? Then the damage can usually be claimed from the other driver’s insurer. We help you with that.',
  },
  {
    id: 'step-4',
    number: 4,
    title: 'Quote, approval and your excess',
    shortTitle: 'Quote',
    icon: 'receipt',
    color: 'sky',
    intro:
      'After the inspection you get a clear quote. We start once you and, where needed, your insurer agree. Two Dutch terms matter here: eigen risico and the insurer’s network.',
    points: [
      'The quote lists parts, paintwork and hours, so you can see exactly what the amount is made of. We send the costing and photos straight to your insurer for approval.',
      'Eigen risico is your excess (deductible): the part of the repair you pay yourself. With many Dutch policies it’s lower, or zero, when you use a repairer in the insurer’s network.',
      'Many insurers have a network of approved repairers (herstelnetwerk). Going elsewhere is allowed, but can mean a higher excess or an assessment first. We check this with your insurer before we start.',
      'For larger damage the insurer may send an assessor (schade-expert), who inspects the car in our workshop and agrees the repair with us.',
      'Paying yourself? We look at whether paintless dent removal or a spot repair can keep the cost down.',
    ],
    tip: 'Don’t have the car repaired before the insurer has approved it, or part of the cost may not be reimbursed.',
  },
  {
    id: 'step-5',
    number: 5,
    title: 'The repair',
    shortTitle: 'Repair',
    icon: 'wrench',
    color: 'violet',
    intro: 'Once the job is agreed, we plan the repair and keep you posted.',
    points: [
      'While your car is in our workshop you can drive a replacement car (vervangend vervoer), when your policy covers it.',
      'Panel work, dent removal and paintwork are done in our own workshop, with paint mixed to your car’s colour code.',
      'After repairing a bumper or windscreen we check that cameras and parking sensors work properly again.',
      'If we unexpectedly find more damage, we talk to you and the insurer first.',
    ],
    tip: 'Let us know how you’d like to hear from us: by phone, email or WhatsApp, in English if you prefer.',
  },
  {
    id: 'step-6',
    number: 6,
    title: 'Collect your car',
    shortTitle: 'Collect',
    icon: 'key-round',
    color: 'amber',
    intro: 'When the repair is done we call you to agree a time for collection. Take your time at the handover.',
    points: [
      'We walk around the car with you and show you what has been repaired.',
      'Look at the paint in daylight and from different angles: that’s where colour differences show best.',
      'We explain the work done and any new parts.',
      businessEn.warranty.full,
      'You pay your excess or your share of the bill to us; we settle the rest with the insurer.',
    ],
    tip: 'Notice something after a few days that isn’t right? Just come by and we’ll put it right under the warranty.',
  },
] as const satisfies readonly GuideStep[];

/** Dutch words an international driver meets after an accident, explained. Shown as a glossary on the guide. */
export const dutchTermsEn = [
  { term: 'Europees schadeformulier', text: 'The European Accident Statement: the joint report both drivers fill in and sign after a collision.' },
  { term: 'eigen risico', text: 'Your excess or deductible: the part of a claim you pay yourself.' },
  { term: 'herstelnetwerk', text: 'Your insurer’s network of approved repairers. Using one can lower your excess.' },
  { term: 'verzekeringsbewijs', text: 'Your insurance certificate, still often called the green card. It shows your policy and the emergency number.' },
  { term: 'alarmcentrale', text: 'The insurer’s emergency centre, day and night, for towing and help on the road.' },
  { term: 'kenteken', text: 'The registration number on the yellow Dutch number plate.' },
  { term: 'WA / WA+ / allrisk', text: 'Third-party only / plus theft, fire, storm, hail and windscreen, not collision damage / comprehensive.' },
  { term: 'schadevrije jaren', text: 'No-claims years: a claim your insurer pays usually costs you some, unless it’s recovered from the other driver.' },
  { term: 'schade-expert', text: 'An assessor appointed by the insurer to inspect the damage and agree the repair.' },
] as const;
