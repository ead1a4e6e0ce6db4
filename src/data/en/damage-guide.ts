/**
 * The English damage guide (/en/damage-guide): "Car accident in the Netherlands? What to do". Not a translation of
 * the Dutch guide: it is written for drivers who do not know the Dutch system yet, and explains its Dutch terms where
 * a step uses them (marked lang="nl"; the policy names and no-claims years in step 4).
 * Same step ids and shape as src/data/damage-guide.ts, so the same stepper and step cards show it.
 */
import type { GuideStep } from '../damage-guide';
import { businessEn, policeNonEmergency, warrantyTermsHrefEn } from './business';

/** A Dutch term, marked for screen readers (WCAG 3.1.2): the step cards render these texts as HTML. */
const nl = (term: string) => `<i lang="nl">${term}</i>`;

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
      `Nobody hurt, but the other driver drives off, won’t give their details or seems drunk or on drugs? Call the police: ${policeNonEmergency}.`,
      'Switch on your hazard lights and put on a high-visibility vest. On a motorway, don’t put out a warning triangle – wait behind the crash barrier. Elsewhere, place it well behind your car.',
      `Write down the other car’s registration number (in Dutch: ${nl('kenteken')}, the yellow plate), with its make, model and colour.`,
      `Exchange names, addresses, phone numbers and insurance details. A photo of the other driver’s insurance certificate (${nl('verzekeringsbewijs')}, still often called the green card) avoids spelling mistakes.`,
      'Photograph both cars from every side, the damage close up and the surroundings: road signs, skid marks and where the cars ended up.',
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
      `The European Accident Statement (in Dutch: ${nl('Europees schadeformulier')}) is the key document after a collision. Fill it in together with the other driver, ideally at the scene.`,
    points: [
      'Use the paper form from your glove box or your insurer’s app. It has the same boxes in every EU language.',
      'Complete the front together: date, time and place, both drivers and insurers, the boxes that fit, and a sketch with the directions of travel.',
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
      `Car can’t be driven safely? Call your insurer’s emergency centre (${nl('alarmcentrale')}, day and night; the number is on your insurance certificate or in your insurer’s app) or your roadside assistance (${nl('pechhulp')}), and ask them to tow it to us.`,
      'Registered abroad? Call your insurer’s international emergency number; a claim against a Dutch driver goes to that driver’s insurer. We send the estimate and photos in English.',
      `After a hit-and-run, or with an uninsured driver, report it to the police straight away: the ${nl('Waarborgfonds Motorverkeer')}, the Dutch fund for damage by uninsured or unknown drivers, may then pay.`,
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
      'The estimate lists parts, paintwork and hours, so you can see what the amount is made of. We send it with the photos to your insurer for approval.',
      `Before we start, we tell you which part you’ll pay yourself, such as your ${nl('eigen risico')}: your excess (deductible). With many Dutch policies it’s lower, or zero, with a repairer in the insurer’s network.`,
      `Your policy: ${nl('WA')} is third-party only; ${nl('WA+')} (${nl('beperkt casco')}) adds theft, fire, storm, hail and windscreen, not collision damage; ${nl('allrisk')} (${nl('volledig casco')}) is comprehensive.`,
      `Many insurers have a network of repairers (${nl('herstelnetwerk')}); going elsewhere can mean a higher excess or an assessment first. Are we in yours? We’re an affiliated Schadegarant body shop: if your insurer takes part, it deals with us directly for damage on your casco policy (limited or full comprehensive). Check your policy, or ask us and we’ll check it with your insurer.`,
      `For larger damage the insurer may send an assessor (${nl('schade-expert')}), who inspects the car in our workshop and agrees the repair with us.`,
      `A claim your insurer pays usually costs you no-claims years (${nl('schadevrije jaren')}), unless it’s recovered from the other driver. Paying yourself? You get a fixed quote, and we look at whether paintless dent removal or a spot repair can keep the cost down.`,
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
      'After repairing a bumper or windscreen, we check that the cameras and parking sensors work properly again.',
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
      'Look at the paint in daylight, from different angles.',
      businessEn.warranty.full,
      `You pay your excess or your share of the bill when you collect the car – by ${businessEn.paymentMethods}; we settle the rest with the insurer.`,
    ],
    action: { href: warrantyTermsHrefEn, label: 'What the warranty covers' },
    tip: 'Notice something later that isn’t right? Tell us, with a photo if you can. If the warranty covers it, we put it right free of charge.',
  },
] as const satisfies readonly GuideStep[];
