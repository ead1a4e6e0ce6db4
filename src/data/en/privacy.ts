/**
 * The privacy statement in English (/en/privacy), saying what the Dutch statement (src/data/privacy.ts) says about
 * what this site and the garage really do. The Dutch text is the one registered; keep both in step.
 */
import { business } from '../business';
import type { PrivacySection } from '../privacy';
import { intlPhone } from '../../lib/format.en';

const { address: a } = business;
const postal = `${a.street}, ${a.postalCode} ${a.city}, the Netherlands`;

export const privacySectionsEn = [
  {
    id: 'wie-wij-zijn',
    heading: 'Who we are',
    blocks: [
      {
        kind: 'p',
        text: `${business.legalName} is a car body repair and servicing business at ${a.street} in ${a.city}, registered with the Dutch Chamber of Commerce (KvK) under number ${business.kvk}. We are the controller of the personal data described in this statement.`,
      },
      {
        kind: 'p',
        text: 'Below you can read which data we process, why, how long we keep it and which rights you have under the General Data Protection Regulation (GDPR, in Dutch: AVG).',
      },
    ],
  },
  {
    id: 'doelen',
    heading: 'What we use your data for',
    blocks: [
      {
        kind: 'terms',
        items: [
          [
            'Carrying out your job',
            'Planning an appointment, repairing or servicing your car, handling your claim with your insurer and sending you a quote or invoice, including when we engage others for your car, such as a recovery service or an assessor. Legal basis: the contract with you, or the steps you ask of us before one (Article 6(1)(b) GDPR).',
          ],
          [
            'Communication and reminders',
            'Contact about your question or job, for example to tell you your car is ready. If you wish, we also remind you of your next service or APK test. Legal basis: the contract, and for reminders your consent (Article 6(1)(a) GDPR).',
          ],
          ['Accounts', 'Our bookkeeping and the records the law requires us to keep, such as invoices. Legal basis: a legal obligation (Article 6(1)(c) GDPR).'],
        ],
      },
    ],
  },
  {
    id: 'gegevens',
    heading: 'Which data we process',
    blocks: [
      {
        kind: 'p',
        text: 'Most data you give us yourself: through the contact form, by phone, email or WhatsApp, or at the desk. When we handle a claim for you, we also receive data from your insurer, your lease company or the other party. Depending on your question or job, this is:',
      },
      {
        kind: 'list',
        items: [
          'your name, email address and phone number;',
          'your address and, if the invoice is in your company’s name, the company details;',
          'your car’s registration number, make, model and mileage;',
          'details of the damage, such as photos, the accident statement, your policy or claim number and the other party’s details;',
          'the content of your messages to us.',
        ],
      },
      {
        kind: 'p',
        text: 'We do not ask for special categories of data, such as health data, nor for your citizen service number (BSN). Please do not include them in a message to us.',
      },
    ],
  },
  {
    id: 'contactformulier',
    heading: 'The contact form',
    blocks: [
      {
        kind: 'p',
        text: 'With the contact form you send us your first and last name, your email address, your message and, if you fill it in, your phone number. We use them only to answer your question and, if you wish, to make an appointment or a quote.',
      },
      {
        kind: 'p',
        text: 'Your message reaches us by email, or through a form service we use for it. Such a service processes your data only on our instructions, under a data processing agreement, and may not use it for its own purposes.',
      },
      {
        kind: 'p',
        text: 'While you fill in the form, your browser keeps a draft of what you typed in the session storage of your own device, so nothing is lost if you reload the page by accident. The draft only reaches us when you send the form; your browser deletes it once the message is sent or when you close the tab.',
      },
    ],
  },
  {
    id: 'schademelding',
    heading: 'The damage report with photos',
    blocks: [
      {
        kind: 'p',
        text: 'With the Report damage form you send us your car’s registration number, what happened, the date, whether the car can still be driven, your insurer, a short description, your name, phone number and email address, and the photos you choose. We use them to assess the damage, call you back, plan the repair and handle the claim with your insurer. Legal basis: the steps you ask of us before a contract (Article 6(1)(b) GDPR).',
      },
      {
        kind: 'p',
        text: 'Your phone or computer prepares the photos before they are sent: they are made smaller and saved again. This removes everything a camera stores in a photo, such as the location (GPS position), the time and the make and model of your phone. We receive only the image itself.',
      },
      {
        kind: 'p',
        text: 'Your report reaches us through the form service we use for it, under a data processing agreement. If no form service is set up, you send the report yourself via WhatsApp, and WhatsApp’s terms apply too. While you fill in the form, your browser keeps the text in session storage and the prepared photos in IndexedDB storage on your own device, so nothing is lost if the page reloads. Your browser deletes both once the report is sent; photos of a report you do not finish are deleted on your next visit to the page after you closed the tab.',
      },
    ],
  },
  {
    id: 'bewaartermijnen',
    heading: 'How long we keep your data',
    blocks: [
      { kind: 'p', text: 'We keep your data no longer than needed for the purpose we received it for:' },
      {
        kind: 'terms',
        items: [
          ['Messages and questions', 'As long as needed to deal with your question and then at most 2 years, so we know what was discussed if you ask again.'],
          ['Jobs and invoices', 'If your question leads to a job, its records belong to our accounts, which we keep for 7 years as Dutch tax law requires.'],
          ['Service and APK reminders', 'Until you tell us you no longer want them.'],
          ['Damage reports and photos', 'If the report leads to a repair, the report and photos belong to that job’s file (see above). If there is no repair, we delete them at the latest 6 months after the report.'],
          ['A form draft', 'Only in your own browser, until you send the form or close the tab. Photos of a damage report you do not finish, until your next visit to that page.'],
        ],
      },
    ],
  },
  {
    id: 'delen',
    heading: 'Who we share data with',
    blocks: [
      { kind: 'p', text: 'We never sell your data. We only pass it on when your job needs it or the law requires it:' },
      {
        kind: 'list',
        items: [
          'to your insurer, lease company or the assessor, when we handle your claim for you;',
          'to the RDW, the Dutch vehicle authority, when we carry out your car’s APK test;',
          'to a recovery service or supplier, only as far as your car requires;',
          'to service providers who help us, such as our email and hosting provider, the form service and our accountant, each under a data processing agreement;',
          'to the Dutch tax authorities or another body, when the law requires it.',
        ],
      },
      {
        kind: 'p',
        text: 'If a service provider processes data outside the European Economic Area, it does so only with the safeguards the GDPR requires, such as the European Commission’s standard contractual clauses.',
      },
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and your visit to this website',
    blocks: [
      {
        kind: 'p',
        text: 'This website sets no cookies and uses no analytics or advertising services. We do not track your visit or build visitor profiles, which is why you see no cookie banner.',
      },
      {
        kind: 'p',
        text: 'The website loads nothing from other parties: fonts and images come from our own server, and there are no embedded maps, videos or social media buttons. Some links open another service, such as Google Maps for directions or WhatsApp; that service loads only when you click such a link, and from then on its own privacy statement applies.',
      },
      {
        kind: 'p',
        text: 'Like every website, the server that sends the pages receives technical data from your browser, such as your IP address and the time of your visit. It is used only to keep the website secure and available, not to follow you.',
      },
    ],
  },
  {
    id: 'beveiliging',
    heading: 'Security',
    blocks: [
      {
        kind: 'p',
        text: 'We protect your data against loss and misuse. This website works only over a secure connection (https). Only staff who need your data for their work can access it, and our systems are protected with personal passwords. If you think your data is not secure or is being misused, contact us straight away.',
      },
    ],
  },
  {
    id: 'rechten',
    heading: 'Your rights',
    blocks: [
      { kind: 'p', text: 'You have these rights over the data we hold about you:' },
      {
        kind: 'terms',
        items: [
          ['Access', 'You may know which data we hold about you and what we use it for.'],
          ['Rectification', 'If your data is wrong or out of date, we correct it.'],
          ['Erasure', 'You can ask us to delete your data, except what the law requires us to keep.'],
          ['Restriction', 'You can ask us to stop using your data for a while, for example while we check a correction.'],
          ['Portability', 'You can receive the data you gave us in a common digital format, for yourself or another business.'],
          ['Objection', 'You can object when we use your data on the basis of our legitimate interest.'],
          ['Withdrawing consent', 'If you gave us consent, for example for reminders, you can withdraw it at any time.'],
        ],
      },
    ],
  },
  {
    id: 'verzoek',
    heading: 'How to use your rights',
    blocks: [
      {
        kind: 'p',
        text: `Email your request to ${business.email}, call us on ${intlPhone()} or write to ${business.legalName}, ${postal}. A request is free of charge, and you may write in English.`,
      },
      {
        kind: 'p',
        text: 'So that we do not give data to the wrong person, we may ask you to confirm who you are, for example with a question about your appointment or invoice. Please do not send a copy of your passport or ID unless we explicitly ask for it. We reply within one month; for a complex request we may extend this by two months, and we tell you so within the first month.',
      },
    ],
  },
  {
    id: 'klacht',
    heading: 'Making a complaint',
    blocks: [
      {
        kind: 'p',
        text: 'Not happy with how we handle your data? Please tell us first, and we will look for a solution together. You always have the right to complain to the Autoriteit Persoonsgegevens, the Dutch Data Protection Authority.',
      },
      { kind: 'link', href: 'https://www.autoriteitpersoonsgegevens.nl/en', label: 'Website of the Dutch Data Protection Authority' },
    ],
  },
  {
    id: 'wijzigingen',
    heading: 'Changes',
    blocks: [
      {
        kind: 'p',
        text: 'We update this statement when the way we work or the law changes. The date at the top of this page shows the last change.',
      },
    ],
  },
] as const satisfies readonly PrivacySection[];
