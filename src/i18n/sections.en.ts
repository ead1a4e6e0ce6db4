/** The English words of the shared page sections; the Dutch ones, in the same shape, are in sections.nl.ts. */
import type { SectionStrings } from './sections.nl';
import { business } from '../data/business';

export const en: SectionStrings = {
  homeHero: {
    badge: (founded: number) => `Family business since ${founded}`,
    heading: 'Car body repair and servicing in Utrecht, done properly',
    intro:
      'Had an accident? We repair your car properly, deal with your insurer and, if your policy covers it, arrange a replacement car.',
    more: ['For servicing and the ', 'APK', ' – the Dutch periodic vehicle test, like the UK MOT – you’re in the right place too.'],
    moreHref: '/en/services#apk',
    cta: 'Request an appointment',
    report: 'Report damage with photos',
    guide: 'Just had an accident? What to do now',
    trust: (rating: string, source: string, replacementCar: string) => [`Rated ${rating}/10 on ${source} (${business.rating.count} reviews)`, 'We help you with your insurer', replacementCar],
  },
  infoTiles: {
    appointment: { title: 'Request an appointment', link: 'Go to the form' },
    hours: { title: 'Opening hours', link: 'All hours' },
    location: { title: 'Location', link: 'Get directions' },
    phone: { title: 'Call us on weekdays', text: 'Someone from our own team on the line.' },
  },
  whyUs: {
    eyebrow: 'Why De Vos',
    heading: 'Your car in good hands, from the first call to collection',
    intro: (founded: number, afterHours: string) =>
      `We’ve been repairing cars in Utrecht since ${founded}. After an accident, we’ll help you on the phone on weekdays, in English too. ${afterHours}`,
    figures: { years: 'years of experience', staff: 'people in our team', customers: 'customers', rating: (source: string) => `average rating on ${source}` },
  },
  workshop: {
    eyebrow: 'Our workshop',
    heading: 'Everything under one roof, with up\u2011to\u2011date equipment',
    alt: 'Illustration of our workshop: a blue car on the lift, a tool trolley and a stack of tyres',
    text: 'In our workshop on the edge of Utrecht our own team handles body repairs, servicing and the APK test. Because everything happens in one place, your car goes nowhere else and you always know who is working on it.',
  },
  directContact: {
    heading: 'Get in touch',
    intro: 'Choose whatever is easiest for you. After an accident, we’ll help you on the phone on weekdays.',
    // The international numbers do not fit half a 360 px phone: there the links say what they do.
    call: { title: 'Call us', text: 'On weekdays you speak to someone from our team straight away.', short: 'Call now' },
    whatsapp: { title: 'WhatsApp', text: 'Send us a message or photos of the damage.', short: 'Message us' },
    visit: { title: 'Visit us', label: 'Get directions' },
    mail: { title: 'Email us', text: (replyTime: string) => `We reply ${replyTime}.`, short: 'Send an email' },
  },
  aboutStory: {
    eyebrow: 'Our story',
    heading: 'From a small workshop to a complete garage',
    alt: 'Illustration of our front desk: a screen, a bell, a car key with a tag and a coffee, with the workshop behind the glass',
    figures: { years: 'years of experience', staff: 'people in our team', customers: 'customers' },
  },
  team: {
    eyebrow: 'Our team',
    heading: 'The people behind De Vos',
    intro: (colleagues: number, staff: number, _names: string) =>
      `Our owners and office manager, with ${colleagues} colleagues in the workshop, the paint shop and the office, make up a team of ${staff} who make sure your car is in good hands.`,
    alt: (name: string, role: string) => `Portrait of ${name}, ${role.toLowerCase()}`,
    experience: (years: string) => `${years} years of experience`,
  },
  contactPrompt: { contact: 'Contact us', phone: 'Phone' },
  serviceGrid: {
    label: 'All services',
    promises: (months: number) => ['Skilled mechanics', 'Quality parts', `${months}-month warranty on our work`],
    promisesLabel: 'With every service and repair',
    price: 'Price: ',
    duration: 'Time: ',
  },
  serviceFacts: { price: 'Price', duration: 'Time', book: 'Request an appointment', quote: 'Ask for a quote' },
  serviceIntro: {
    eyebrow: 'About this service',
    heading: (title: string) => `${title} at De Vos`,
    benefits: 'What you get',
  },
  serviceTasks: { eyebrow: 'What we do', heading: 'The work we do for you' },
  serviceExpertise: { eyebrow: 'Our expertise', heading: 'Why you’re in good hands with us' },
  workProcess: { eyebrow: (n: number) => `In ${n} steps`, heading: 'How we work' },
  otherServices: { heading: 'Other services' },
  guideSteps: {
    stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
    tip: 'Good to know: ',
    next: 'Next step: ',
  },
  quickContact: {
    eyebrow: 'Need help?',
    heading: 'Get in touch quickly',
    intro: 'Choose how you’d like to reach us. We’ll take it from there.',
    report: {
      title: 'Report the damage',
      text: (replyTime: string) =>
        `Give us the registration number, tell us briefly what happened and send photos. We’ll call you back ${replyTime} and plan the inspection.`,
      link: 'Report damage',
    },
    call: {
      title: 'Call us',
      text: (hours: string) => `Rather talk to someone? Call us (${hours}) and we’ll find a time that suits you, in English.`,
      link: 'All contact details',
    },
    online: {
      title: 'Servicing or the APK test?',
      text: 'Request an appointment online, outside our opening hours too. For a quote, send us a message.',
      link: 'Request an appointment',
    },
  },
  emergency: {
    heading: 'Damaged car at the roadside?',
    text: 'Standing by the road with a damaged car and not sure what to do? Call us on weekdays: we’ll tell you what needs to happen and help get the car safely to our workshop.',
    danger: 'Is anyone hurt, or is the situation dangerous? Call 112 first.',
  },
  notFound: {
    pageHeading: 'Page not found',
    serviceHeading: 'Service not found',
    pageText: ['This road is a dead end: the page you’re looking for no longer exists or has moved. You may find it among ', 'our services', '. If not, we’re happy to help.'],
    serviceText: 'We couldn’t find that service page. See all our services – body repair and the APK test included.',
    back: 'Back to all services',
    nav: 'Useful links',
    home: 'To the home page',
    call: 'Rather talk to someone? Call',
    or: 'or send us a',
    whatsapp: 'WhatsApp message',
  },
  partnersPage: {
    crumb: 'Partners',
    title: 'Partners: insurers and specialists',
    description:
      'We work directly with insurers, lease companies, assessors and suppliers, so your car damage in Utrecht is repaired quickly and properly. How it works.',
    heading: 'Working with trusted partners',
    intro:
      'After an accident, you just want it sorted. That’s why we work directly with insurers and with a steady network of specialists and suppliers. You have one point of contact: us.',
    insurance: {
      eyebrow: 'Insurers',
      heading: 'Insurers and lease companies',
      intro: 'You report the damage to your insurer or lease company, and we’re happy to help you do it. After that, we handle the estimate, the photos and the contact with the insurer until the repair is approved.',
    },
    network: {
      eyebrow: 'Specialists',
      heading: 'Our professional network',
      intro: 'Assessors and suppliers we work with every day, so your car is repaired quickly and properly.',
    },
    recognition: {
      eyebrow: 'Accreditation',
      heading: 'Approved by the RDW',
      intro: 'The RDW is the Dutch vehicle authority. It has approved us as an APK test station and supervises the tests.',
    },
    cta: {
      heading: 'Damage? We’ll help you with your insurer',
      text: (replyTime: string) =>
        `You report the damage to your insurer; then send us your report with photos. We handle the estimate and the contact with the insurer and the assessor, and we’ll call you ${replyTime}.`,
      label: 'Report damage',
    },
  },
  privacyPage: {
    crumb: 'Privacy statement',
    title: 'Privacy statement',
    description: (name: string) =>
      `How ${name} handles your personal data: what we use it for, how long we keep it and which rights you have. No cookies and no tracking.`,
    heading: 'Privacy statement',
    intro: 'We handle your data with care and use it only to help you. This website sets no cookies and doesn’t track you.',
  },
  partnerBenefits: { eyebrow: 'What you gain', heading: 'What our partnerships mean for you' },
  contactForm: {
    eyebrow: 'Send a message',
    heading: 'Send us a message',
    promise: (replyTime: string) => `Fill in the form and we’ll get back to you ${replyTime}. You’re welcome to write in English.`,
    appointment: 'Need an appointment for an APK test, a service or a repair?',
    appointmentLink: 'Request it here',
    hours: 'Opening hours',
    hurry: 'In a hurry, or had an accident?',
    report: 'Report your damage online',
    reportRest: 'with the registration number and photos,',
    callUs: 'call us on',
    orSend: 'or send a',
    whatsapp: 'WhatsApp message',
    data: 'Your data',
    dataText: 'We only use your details to answer your question. Read more in our',
    privacy: 'privacy statement',
  },
  privacyContact: {
    heading: 'Questions about your privacy?',
    text: 'Get in touch with us. We’re happy to help.',
    visit: 'Visiting address',
    route: 'Get directions',
    phoneMail: 'Phone and email',
    phone: 'Phone',
    email: 'Email',
    kvk: 'Chamber of Commerce (KvK) no.',
  },
  privacy: { toc: 'Contents', updated: 'Last updated: ', locale: 'en-GB' },
};
