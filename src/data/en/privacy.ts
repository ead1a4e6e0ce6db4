/**
 * The privacy statement in English (/en/privacy), saying everything the Dutch statement (src/data/privacy.ts) says
 * about what this site and the garage really do, section for section (same ids). The Dutch text is the one
 * registered; keep both in step.
 */
import { business } from '../business';
import type { PrivacySection } from '../privacy';
import { intlPhone } from '../../lib/format.en';
import { unbroken } from '../../lib/format';
import { report as reportWords } from '../forms/en/report';
import { appointmentEndpoint, contactDelivery, formServiceHosts, receiverInUse, reportDelivery } from '../../lib/endpoints';

/** What this build does with a message and a report (src/lib/endpoints.ts): our receiver, a hosted form service, or a hand-over to email and WhatsApp. */
const contact = contactDelivery();
const report = reportDelivery();
const { address: a, retention: r } = business;
const postal = `${a.street}, ${a.postalCode} ${a.city}, the Netherlands`;

export const privacySectionsEn = [
  {
    id: 'wie-wij-zijn',
    heading: 'Who we are',
    blocks: [
      {
        kind: 'p',
        text: `${business.legalName} is a car body repair and servicing business at ${a.street} in ${a.city}, registered with the Dutch Chamber of Commerce (KvK) under number ${business.kvk}, VAT number ${business.vatId}. We’re the controller of the personal data described in this statement.`,
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
            'Planning an appointment, repairing or servicing your car, handling your claim with your insurer and sending you a quote or invoice – also when we instruct someone else for your car, such as a towing company or an assessor. Legal basis: the contract with you, or steps you ask us to take before a contract (Article 6(1)(b) GDPR).',
          ],
          [
            'Communication about your job, and reminders',
            'Contacting you about your question or job, for example that your car is ready. If you wish, we also remind you of your next service or APK test. Legal basis: the contract, and for reminders your consent (Article 6(1)(a) GDPR).',
          ],
          [
            'Reviews through Klantenvertellen',
            'After a repair or service, Klantenvertellen, as our processor, sends you one invitation to review us; for that it gets your name and email address. Legal basis: our legitimate interest in showing what customers think of our work (Article 6(1)(f) GDPR). Don’t want an invitation? Tell us, and we won’t pass on your details.',
          ],
          [
            'Administration',
            'Our bookkeeping and the records the law requires us to keep, such as invoices. Legal basis: a legal obligation (Article 6(1)(c) GDPR).',
          ],
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
        text: 'We get most data from you: through the forms, by phone, email or WhatsApp, or at the desk. Depending on your question or job, it’s:',
      },
      {
        kind: 'list',
        items: [
          'your name, email address and phone number;',
          'your address and, if the invoice is in your company’s name, the company details;',
          'your car’s registration number, make, model and mileage;',
          'details of the damage, such as photos, the accident statement, your policy or claim number and the other party’s details;',
          'what you write in your messages to us.',
        ],
      },
      {
        kind: 'p',
        text: 'We don’t ask for special categories of personal data, such as health data, or for your citizen service number (BSN). Please don’t put them in a message to us either.',
      },
    ],
  },
  {
    id: 'gegevens-van-anderen',
    heading: 'Data we receive from others',
    blocks: [
      { kind: 'p', text: 'For a damage repair we also receive data about you that you don’t give us yourself:' },
      {
        kind: 'list',
        items: [
          'from your insurer or lease company: your name and contact details, the registration number, the claim number and what your policy covers, when they ask us to repair your damage;',
          'from an assessor: the report with their assessment of the damage to your car;',
          'from the RDW, the Dutch vehicle authority: the data that goes with the registration number, such as make, model and APK expiry date; only the registration number goes to the RDW for this, from our server;',
          'from our customer, if you were the other party in a collision: your name, address, registration number and insurance details, as they appear on the accident statement.',
        ],
      },
      {
        kind: 'p',
        text: 'We only use that data to assess and repair the damage and to settle it with the insurers. Legal basis: the contract with you, or our legitimate interest in settling it properly if you’re not our customer yourself (Article 6(1)(b) and (f) GDPR). We keep and share it like the other data about the job, and you have the same rights over it, including the right to object.',
      },
    ],
  },
  {
    id: 'contactformulier',
    heading: 'The contact form',
    records: ['message', 'drafts'],
    blocks: [
      {
        kind: 'p',
        text: 'With the contact form on this website you send us your first and last name, your email address, your message and, if you fill it in, your phone number. We only use this data to answer your question and, if you wish, to arrange an appointment or send you a quote. Legal basis: steps you ask us to take before a contract, or our legitimate interest in answering your question (Article 6(1)(b) and (f) GDPR).',
      },
      {
        kind: 'p',
        text: contact.kind === 'hosted'
          ? `Your message goes to the form service we use for it (${contact.host}), which emails it to us. That service processes your data only on our instructions, under a data processing agreement. We keep your message for ${r.months} months after we receive it and then delete it.`
          : contact.kind === 'receiver'
          ? `Your message goes to our own receiver at this web address. It runs at Cloudflare (Cloudflare Workers), stores the message in Cloudflare R2 and emails it to us. Cloudflare processes your data only on our instructions, under a data processing agreement, and may not use it for its own purposes. We keep your message for ${r.months} months after we receive it and then delete it.`
          : 'The form opens your own email app with your message in it; you send it yourself.',
      },
      {
        kind: 'p',
        text: 'While you fill it in, your browser keeps a draft in the session storage of your own device, so you lose nothing if the page reloads. It deletes the draft once the message is sent or you close the tab.',
      },
    ],
  },
  {
    id: 'schademelding',
    heading: 'The damage report with photos',
    records: ['report', 'drafts'],
    blocks: [
      {
        kind: 'p',
        text: 'With the Report damage form you send us your car’s registration number (Dutch or foreign), what happened, the date, whether the car can still be driven, your insurer or lease company, a short description, your name, phone number and, if you fill it in, your email address, and the photos you choose. We use this data to assess the damage, call you back, plan the repair and handle the damage with your insurer. Legal basis: steps you ask us to take before a contract (Article 6(1)(b) GDPR).',
      },
      {
        kind: 'p',
        text: 'Your phone or computer prepares the photos as soon as you choose them: they’re made smaller and saved again. This removes all the data a camera stores in a photo, such as the location (GPS position), the time and the make and model of your phone. Of photos that reach us through this form, we receive only the image itself.',
      },
      ...(report.kind === 'hosted'
        ? [{
        kind: 'p' as const,
        text: `When you press ‘${reportWords.submit}’, the report and photos go to the form service we use for it (${report.host}), which emails them to us; we keep them for ${r.months} months after we receive them and then delete them.`,
      }]
        : []),
      ...(report.kind === 'receiver'
        ? [{
        kind: 'p' as const,
        text: `Your photos are sent straight away, before you press ‘${reportWords.submit}’. If you don’t send the report, we delete them within ${r.unsentPhotoHours} hours. The report and photos go to the same receiver as the contact form (Cloudflare, see above); we keep them for ${r.months} months after we receive them and then delete them.`,
      }]
        : []),
      {
        kind: 'p',
        text: `${report.kind !== 'handover' ? '' : 'The form sends nothing itself: WhatsApp opens with your report in it, and you add your photos there and send the message yourself (see WhatsApp below). '}While you fill it in, your browser keeps the text (session storage) and the photos (IndexedDB) on your own device, so you lose nothing if the page reloads. It deletes them once the report is sent, or on your next visit to the page after you’ve closed the tab.`,
      },
    ],
  },
  // The appointment request exists with our own receiver only (src/lib/endpoints.ts).
  ...(appointmentEndpoint()
    ? [{
    id: 'afspraak',
    heading: 'The appointment request and your registration number at the RDW',
    records: ['appointment', 'rdwCache', 'drafts'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: 'With the Request an appointment form you send us your car’s registration number, what needs doing, the mileage if you fill it in, the days that suit you, whether you’ll wait or need transport from us, a note, your name, your phone number and, if you fill it in, your email address. We use this data to suggest a time and plan the work. Legal basis: steps you ask us to take before a contract (Article 6(1)(b) GDPR). Your request reaches us the same way as a message through the contact form.',
      },
      {
        kind: 'p' as const,
        text: 'If you enter a Dutch registration number in an appointment request or a damage report, our server looks the car up in the RDW’s open data (make, model, colour, year and APK expiry date), so you can see it’s the right car. Only the registration number goes to the RDW, from our server, not from your browser; your name and other details don’t. We keep the answer for a day, so the same car isn’t looked up again and again.',
      },
      {
        kind: 'p' as const,
        text: 'While you fill it in, your browser keeps what you type on your own device, so you lose nothing if the page reloads. It’s deleted once you send the form or close the tab.',
      },
    ],
  }]
    : []),
  // What the receiver adds: the confirmation, the back office, the status link and the APK reminder.
  ...(receiverInUse()
    ? [{
    id: 'bevestiging',
    heading: 'The confirmation email',
    records: ['confirmation'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: 'If you give your email address in a form, we send you one confirmation straight away: the reference, the kind of request and, for a report or an appointment request, the registration number, the car as the RDW knows it and what you chose from the lists (the work, the days, waiting or dropping the car off). Your name, your message and anything else you typed are never in it. It goes through Cloudflare Email Service, as our processor. So that no one can use the form to send someone else a lot of email, we count each day’s confirmations to one address, using a code that can’t be read back into the address; we delete the count after two days.',
      },
    ],
  }, {
    id: 'beheer',
    heading: 'Who at the garage sees your data',
    records: ['backOffice', 'history'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: 'We handle reports, appointment requests and messages in a protected part of the website. Only our own staff (two or three people) can get in; they sign in through Cloudflare Access with a one-time code sent to their email address at the garage. They see every report, request and message, with its photos. Every change of status is recorded with who made it and when. Beside the storage in Cloudflare R2, we keep an index of the records in Cloudflare D1; both are in the European Union.',
      },
      {
        kind: 'p' as const,
        text: `We delete a closed job ${r.closedJobMonths} months after it was closed, with its photos, index entry and history. Want to be erased sooner? Ask us, and we delete your record, the photos, the index entry and the history, except what our accounts must keep.`,
      },
    ],
  }, {
    id: 'statuslink',
    heading: 'The status link',
    records: ['statusLink'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: `The confirmation contains a private link. It shows the reference, the kind of request, the make and model with the registration number partly hidden, the stage with its dates and the date we promised. Nothing you typed, no name and no photos. Anyone who has the link can open it, so please don’t share it. It stops working ${r.statusLinkDays} days after the job is closed, or at once if we delete the record. We only email you the link with an update when we have something to tell you. Legal basis: the contract with you (Article 6(1)(b) GDPR).`,
      },
    ],
  }, {
    id: 'apk-herinnering',
    heading: 'The APK reminder',
    records: ['apkReminder'] as const,
    blocks: [
      {
        kind: 'p' as const,
        text: `You only get an APK reminder if you ask for one: you tick a box that isn’t ticked in advance (in an appointment request or on the MOT reminder page) and then click the link in the email we send you. We keep your registration number, your email address, your language, the wording you agreed to and when, and when you confirmed. If you don’t confirm, we delete the request after ${r.apkUnconfirmedDays} days. Legal basis: your consent (Article 6(1)(a) GDPR).`,
      },
      {
        kind: 'p' as const,
        text: 'Once a day we look up the APK expiry date at the RDW (only the registration number goes there), and about eight weeks before it we send you one reminder. Every email has an unsubscribe link: one click, or your email program’s unsubscribe button, and we delete your subscription at once. If the car is no longer in the RDW’s data, the subscription ends.',
      },
    ],
  }]
    : []),
  {
    id: 'bewaartermijnen',
    heading: 'How long we keep your data',
    blocks: [
      { kind: 'p', text: 'We don’t keep your data longer than the purpose we received it for needs:' },
      {
        kind: 'terms',
        items: [
          ['Messages, damage reports, appointment requests and photos sent through the website', `${r.months} months after we receive them; then we delete them, including the email with your report and photos. Photos of a report you don’t send are deleted within ${r.unsentPhotoHours} hours. If a message or report leads to a job, we add what the job needs to its file (see below).`],
          ['WhatsApp conversations', `${r.whatsappMonths} months after the last message; what a job needs goes into its file.`],
          ['Server logs', `${r.logDays} days.`],
          ['Jobs and invoices', 'If your question leads to a job, the data about it becomes part of our records. We keep those for 7 years, as Dutch tax law requires.'],
          ['Handling a job', `The record, photos, index entry and history: ${r.closedJobMonths} months after the job is closed. The status link: ${r.statusLinkDays} days after closing.`],
          ['Answers from the RDW', `${r.rdwCacheHours} hours; only the data of the car.`],
          ['APK reminders and invitations', `Until you unsubscribe, or until the car is no longer in the RDW’s data. A request you don’t confirm: ${r.apkUnconfirmedDays} days.`],
          ['A form’s draft', 'Only in your own browser, until you send the form or close the tab. Photos of a damage report you don’t finish, until your next visit to that page.'],
        ],
      },
    ],
  },
  {
    id: 'delen',
    heading: 'Who we share data with',
    blocks: [
      { kind: 'p', text: 'We never sell your data. We only give it to others when your job needs it or the law requires it:' },
      {
        kind: 'list',
        items: [
          'your insurer, lease company or the assessor, when we handle your damage for you;',
          'the RDW, when we test your car for the APK;',
          'a towing company or supplier, only as far as your car needs it;',
          `service providers who help us: Cloudflare (hosting of the website${receiverInUse() ? ', the receiver for the forms and the storage in R2' : ''})${formServiceHosts().map((h) => `, the form service ${h}`).join('')}, our email provider, Klantenvertellen (review invitations) and our accountant; anyone who processes data on our behalf does so under a data processing agreement;`,
          'the Dutch Tax Administration or another authority, when the law requires it.',
        ],
      },
      {
        kind: 'p',
        text: 'If a service provider processes data outside the European Economic Area, such as Cloudflare in the United States, this only happens with the safeguards the GDPR requires: the EU–US Data Privacy Framework or the European Commission’s standard contractual clauses.',
      },
    ],
  },
  {
    id: 'whatsapp',
    heading: 'WhatsApp',
    blocks: [
      {
        kind: 'p',
        text: 'We receive your WhatsApp messages, for example a damage report with photos, with WhatsApp Business, and we’re responsible for what we do with them. WhatsApp is a service of Meta (WhatsApp Ireland Limited), which also processes data outside the European Economic Area, including in the United States, with the safeguards the GDPR requires. What Meta itself does with your data is covered by WhatsApp’s privacy policy.',
      },
      {
        kind: 'p',
        text: `Photos you send through WhatsApp aren’t prepared by our website: WhatsApp usually makes them smaller itself, but which camera or location data stays in them depends on your phone and WhatsApp. We only use your messages for your question or job (legal basis: Article 6(1)(b) GDPR) and keep a conversation for ${r.whatsappMonths} months after the last message. Rather not use WhatsApp? Email or call us.`,
      },
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and your visit to this website',
    blocks: [
      {
        kind: 'p',
        text: 'This website sets no cookies and uses no analytics or advertising services: we don’t track your visit. That’s why you see no cookie banner.',
      },
      {
        kind: 'p',
        text: 'The website loads nothing from other parties: no embedded maps, videos or social media buttons. Some links open someone else’s service, such as Google Maps for directions or our reviews on Klantenvertellen and Google. That service only loads when you click such a link yourself; from then on, that party’s privacy statement applies. For a WhatsApp message to us, see WhatsApp above.',
      },
      {
        kind: 'p',
        text: `As with every website, the server that sends the pages (Cloudflare, as our processor) receives technical data from your browser, such as your IP address, the time and the page requested. This data only serves to keep the website and the forms secure and available, not to track you. Legal basis: our legitimate interest in a secure website (Article 6(1)(f) GDPR). The server logs are deleted after ${r.logDays} days.`,
      },
    ],
  },
  {
    id: 'beveiliging',
    heading: 'Security',
    blocks: [
      {
        kind: 'p',
        text: 'We protect your data against loss and unlawful use. This website only works over a secure connection (https). Only staff who need your data for their work can access it, with a one-time code or a personal password.',
      },
      {
        kind: 'p',
        text: 'Think your data is being misused? Please contact us straight away.',
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
          ['Access', 'You can ask what data we hold about you and why.'],
          ['Correction', 'If your data is wrong or out of date, we’ll correct it.'],
          ['Erasure', 'You can ask us to delete your data, except data the law requires us to keep.'],
          ['Restriction', 'You can ask us to stop using your data for a while.'],
          ['Portability', 'You can get the data you gave us in a common digital format.'],
          ['Objection', 'You can object when we use your data on the basis of our legitimate interest, such as Klantenvertellen invitations or data we receive from others.'],
          ['Withdrawing consent', 'If you gave us your consent, for example for reminders, you can withdraw it at any time.'],
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
        text: `Email your request to ${business.email}, call us on ${unbroken(intlPhone())} or write to ${business.legalName}, ${postal}. A request is free of charge, and you’re welcome to write in English.`,
      },
      {
        kind: 'p',
        text: 'We may ask you to confirm who you are, for example with a question about your appointment or invoice. Please don’t send a copy of your passport or ID unless we explicitly ask for it.',
      },
      {
        kind: 'p',
        text: 'We reply to your request within one month. If a request is complex, we may extend this by two months; we’ll tell you so within the first month.',
      },
    ],
  },
  {
    id: 'klacht',
    heading: 'Making a complaint',
    blocks: [
      {
        kind: 'p',
        text: 'Not happy with how we handle your data? Please tell us first, and we’ll look for a solution together. You always have the right to complain to the Autoriteit Persoonsgegevens, the Dutch Data Protection Authority.',
      },
      { kind: 'link', href: 'https://www.autoriteitpersoonsgegevens.nl/en', label: 'Website of the Dutch Data Protection Authority' },
    ],
  },
] as const satisfies readonly PrivacySection[];
