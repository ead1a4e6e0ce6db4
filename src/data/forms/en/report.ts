/**
 * The English words of the damage report and its page (see ../types.ts). No business facts here: phone, WhatsApp,
 * address and hours come from business.ts.
 */
import type { DamageReportStrings, ReportPageStrings } from '../types';
import { plate } from './plate';

export const report: DamageReportStrings = {
  labels: {
    ...plate.labels,
    damageType: 'What happened?',
    damageDate: 'Date of the damage',
    driveable: 'Can the car still be driven?',
    insurer: 'Insurer or lease company',
    message: 'Short description',
    photos: 'Photos of the damage',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    email: 'Email address',
  },
  hints: {
    ...plate.hints,
    damageDate: 'Not sure of the exact date? Leave it empty.',
    insurer: 'Dutch or foreign. This form doesn’t report the claim to them – please do that yourself as well. We’ll then contact them for you.',
    message: 'Where is the damage and how did it happen? A few sentences are enough.',
    photos:
      'Up to 8 photos. These help most: the whole car at an angle from the front or back, the damage close up, and the other car’s number plate.',
    privacy:
      'Your phone or computer makes the photos smaller and removes the location and camera data.',
    phone: 'We’ll call you back about the damage. Include the country code if it isn’t a Dutch number.',
    email: 'In case we can’t reach you by phone.',
  },
  sections: { car: 'Your car and the damage', contact: 'Your details' },
  damageTypes: {
    aanrijding: 'Collision',
    parkeerschade: 'Damage while parked',
    ruitschade: 'Windscreen damage',
    'hagel-storm': 'Hail or storm',
    'vandalisme-inbraak': 'Vandalism or break-in',
    anders: 'Other',
  },
  yes: 'Yes',
  no: 'No',
  unknown: 'Not sure',
  plateOrigins: plate.plateOrigins,
  notDriveable: {
    title: 'Don’t drive the car any further',
    call: 'On weekdays, call us and we’ll tell you what to do next:',
    tow: (address) =>
      `Have the car towed through your insurer’s emergency centre (alarmcentrale; the number is on your insurance certificate or in your insurer’s app) or your roadside assistance (pechhulp). Ask them to bring the car to us: ${address}.`,
  },
  errors: {
    ...plate.errors,
    damageType: 'Please choose what happened.',
    driveable: 'Please choose whether the car can still be driven.',
    damageDate: 'This date isn’t right. Choose today or an earlier date, or leave the field empty.',
    tooLong: (max) => `This is too long: ${max} characters at most.`,
  },
  photos: {
    choose: 'Choose or take photos',
    chooseMore: 'Add another photo',
    count: (n, max) => `${n} of ${max}`,
    remove: (n) => `Remove photo ${n}`,
    alt: (n) => `Photo ${n} of the damage`,
    preparing: (name) => `Preparing ${name}…`,
    notImage: (name) => `${name} isn’t a photo. Please choose a photo (for example JPG or PNG).`,
    undecodable: (name) => `This browser can’t open ${name}. Take a screenshot of it, or choose the photo again as a JPG.`,
    tooMany: (name, max) => `${name} was not added: you can send at most ${max} photos.`,
    listLabel: 'Chosen photos',
    uploadNote: 'Your photos are sent straight away. If you don’t send the report, we delete them within 24 hours.',
    uploading: 'sending',
    uploaded: 'sent',
    failed: 'not sent yet',
    retry: (n) => `Send photo ${n} again`,
    refused: (name) => `${name} didn’t arrive: our server doesn’t recognise it as a photo, or it is too large. Please choose another photo.`,
  },
  submit: 'Send damage report',
  sending: 'Sending…',
  progress: 'Sent',
  photosLeft: (n) => (n === 1 ? 'Sending 1 more photo…' : `Sending ${n} more photos…`),
  cancel: 'Cancel',
  cancelled: 'Sending has stopped. Everything is still in the form.',
  failureTitle: 'Your damage report was not sent',
  thanksTitle: 'We have your damage report',
  received: (reference) => `Your report ${reference} has arrived`,
  thanks: (plate, promise, phone) =>
    `Thank you! We’ll look at the damage to ${plate} and call you ${promise}. Haven’t reported the damage to your insurer yet? Please do that too – your policy sets a deadline. Is it urgent? Call us on weekdays: ${phone}.`,
  whatsapp: {
    intro:
      'Press ‘Continue in WhatsApp’ and WhatsApp opens with your report already written. Add your photos and press Send. No WhatsApp? Email us your report and photos, with your registration number, or call.',
    submit: 'Continue in WhatsApp',
    readyTitle: 'Your report is ready',
    ready: 'Open WhatsApp, add your photos there and send the message. Nothing has been sent yet.',
    open: 'Open WhatsApp with your report',
    orCall: 'Or call us on',
  },
  message: {
    heading: 'Damage report via the website',
    licensePlate: 'Registration number',
    damageType: 'What happened',
    damageDate: 'Date',
    driveable: 'Can still be driven',
    insurer: 'Insurer',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    description: 'Description',
    photos: 'I’m sending the photos below.',
  },
};

export const reportPage: ReportPageStrings = {
  title: 'Report car damage with photos',
  description: (name, city, replyTime) =>
    `Report your car damage online to ${name} in ${city}: registration number, what happened and photos. We call you back ${replyTime}.`,
  crumb: 'Report damage',
  heading: 'Report damage',
  intro:
    'Give us the registration number, tell us briefly what happened and send a few photos. Then we can assess the damage, advise you whether to drive on and plan the repair.',
  formEyebrow: 'Report online',
  formHeading: 'Your damage report',
  formIntro: (replyTime) => `It takes a few minutes. We’ll call you back ${replyTime}.`,
  next: {
    heading: 'What happens next',
    steps: [
      ['We look at your photos', 'A body repair specialist looks at the damage and makes a first estimate.'],
      ['We call you', 'We’ll tell you roughly what the repair involves and advise you whether to drive the car.'],
      ['We plan the repair', 'We agree a time and handle the estimate and the contact with your insurer.'],
    ],
  },
  urgent: {
    heading: 'At the roadside right now?',
    text: 'Is anyone hurt, or is it dangerous? Call 112 first. Get to a safe place; on a motorway, don’t put out a warning triangle – wait behind the crash barrier.',
    police: 'Other driver drives off or won’t give their details? Call the police:',
    call: (hours) => `On weekdays (${hours}), call us on`,
    after: 'Outside those hours, call your insurer’s emergency centre if you need help now, and send us a WhatsApp message.',
    guide: 'Step by step: what to do after an accident in the Netherlands',
  },
  privacy: {
    heading: 'Your details and photos',
    before: 'We use your report only to assess and repair the damage. Read more in our ',
    link: 'privacy statement',
    after: '.',
  },
  whatsappButton: 'WhatsApp us',
  noScript: 'Without JavaScript this form can’t send your report. Send your registration number and photos via WhatsApp, or call us:',
};
