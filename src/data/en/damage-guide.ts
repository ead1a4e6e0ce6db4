/**
 * The English damage guide (/en/damage-guide): "Car accident in the Netherlands? What to do". Not a translation of
 * the Dutch guide: it is written for drivers who do not know the Dutch system yet, and explains its terms.
 * Same step ids and shape as src/data/damage-guide.ts, so the same stepper and step cards show it.
 */
import type { GuideStep } from '../damage-guide';
import { businessEn, policeNonEmergency } from './business';

export const guideStepsEn = [
  {
    id: 'step-1',
    number: 1,
    title: 'Make it safe and note the details',
    shortTitle: 'Details',
    icon: 'car-front',
    color: 'brand',
    intro: 'Just had an accident? Is anyone hurt, or is it dangerous? Call 112 first. Make sure everyone is safe, then calmly record what happened.',
    points: [
      'Switch on your hazard lights and put on a high-visibility vest. On a motorway, don’t put out a warning triangle – wait behind the crash barrier. Elsewhere, place it well behind your car.',
      'Write down the other car’s registration number (in Dutch: kenteken, the yellow plate), with its make, model and colour.',
      'Exchange names, addresses, phone numbers and insurance details. A photo of the other driver’s insurance certificate avoids spelling mistakes.',
      'Photograph both cars from every side, the damage close up and the surroundings: road signs, skid marks, where the cars stand.',
      'Ask witnesses for their name and phone number: what they saw can decide the case if you disagree.',
    ],
    tip: 'Never admit fault at the scene, not even to be polite: leave that to the insurers.',
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
      'Use the paper form from your glove box or your insurer’s app. It has the same boxes in every EU language.',
      'Complete the front together: date, time and place, both drivers and insurers, the boxes that describe the situation, and a clear sketch with the directions of travel.',
      'Both of you sign, and each keeps a copy. After signing, change nothing on the front.',
      'Fill in the back yourself later, at home, before you send the form to your insurer.',
      'If the other driver won’t sign, fill in the form as fully as you can and tell your insurer.',
    ],
    tip: 'Only sign what you understand; if a word on a Dutch form is unclear, call us. No form in the car? Ask us for a few blank ones to keep in the glove box.',
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
      'Report the claim within the period in your policy, usually a few days, with the accident statement and your photos.',
      'Then contact us to bring the car in or arrange the inspection. We check it thoroughly, including damage hidden behind the bumper and panels, and handle the estimate, the photos and the contact with the insurer and assessor: you don’t have to negotiate yourself.',
      'Car can’t be driven safely? Call your insurer’s emergency centre (alarmcentrale, day and night; the number is on your insurance certificate or in your insurer’s app) or your roadside assistance (pechhulp), and ask them to tow it to us.',
      'Registered abroad? Call your insurer’s international emergency number; a claim against a Dutch driver goes to that driver’s insurer. We send the estimate and photos in English.',
      `Police: for damage only, you rarely need them (non-emergency number ${policeNonEmergency}). After a hit-and-run, or with an uninsured driver, report it to the police: the Waarborgfonds Motorverkeer, the Dutch fund for damage by uninsured or unknown drivers, may then pay.`,
    ],
    action: { href: '/en/report-damage', label: 'Report your damage online with photos' },
    tip: 'Only third-party cover (WA), and the other driver was at fault? Then their insurer usually pays, and we help you claim.',
  },
  {
    id: 'step-4',
    number: 4,
    title: 'Estimate, approval and your excess',
    shortTitle: 'Estimate',
    icon: 'receipt',
    color: 'sky',
    intro:
      'After the inspection you get a clear estimate. We start once you and, where needed, your insurer agree.',
    points: [
      'The estimate lists parts, paintwork and hours, so you can see exactly what the amount is made of. We send it with the photos straight to your insurer for approval.',
      'Before we start, we tell you which part you’ll pay yourself, such as your eigen risico: your excess (deductible). With many Dutch policies it’s lower, or zero, with a repairer in the insurer’s network.',
      'Many insurers have a network of repairers (herstelnetwerk); going elsewhere can mean a higher excess or an assessment first. Are we in yours? We’re an affiliated Schadegarant body shop: if your insurer takes part, it deals with us directly for damage on your comprehensive (casco) policy. Check your policy, or ask us and we’ll check it with your insurer.',
      'For larger damage the insurer may send an assessor (schade-expert), who inspects the car in our workshop and agrees the repair with us.',
      'Paying yourself? You get a fixed quote, and we look at whether paintless dent removal or a spot repair can keep the cost down.',
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
      businessEn.replacementCar.full,
      'Panel work, dent removal and paintwork are done in our own workshop, with paint mixed to your car’s colour code.',
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
      'We walk round the car with you and explain what was repaired and any new parts.',
      'Look at the paint in daylight, from different angles: colour differences show best there.',
      businessEn.warranty.full,
      'You pay your excess or your share of the bill to us; we settle the rest with the insurer.',
    ],
    tip: 'Notice something later that isn’t right? Tell us: we’ll check it under the warranty.',
  },
] as const satisfies readonly GuideStep[];

/**
 * Dutch words an international driver meets after an accident, explained: a glossary on the guide. The terms a step
 * already explains where it uses them (Europees schadeformulier, kenteken, alarmcentrale, eigen risico, schade-expert) are not repeated.
 */
export const dutchTermsEn = [
  { term: 'herstelnetwerk', text: 'Your insurer’s network of affiliated repairers. Using one can lower your excess.' },
  { term: 'verzekeringsbewijs', text: 'Your insurance certificate, still often called the green card. It shows your policy and the emergency number.' },
  { term: 'WA / WA+ / allrisk', text: 'WA: third-party only. WA+ (also called beperkt casco): plus theft, fire, storm, hail and windscreen, not collision damage. Allrisk (also called volledig casco): comprehensive.' },
  { term: 'schadevrije jaren', text: 'No-claims years: a claim your insurer pays usually costs you some, unless it’s recovered from the other driver.' },
] as const;
