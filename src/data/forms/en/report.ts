/**
 * The English words of the damage report and its page (see ../types.ts). No business facts here: phone, WhatsApp,
 * address and hours come from business.ts.
 */
import type { DamageReportStrings, ReportPageStrings } from '../types';

export const report: DamageReportStrings = {
  labels: {
    licensePlate: 'Registration number (kenteken)',
    damageType: 'What happened?',
    damageDate: 'Date of the damage',
    driveable: 'Can the car still be driven?',
    insurer: 'Insurer',
    message: 'Short description',
    photos: 'Photos of the damage',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    email: 'Email address',
  },
  hints: {
    licensePlate: 'As on the yellow Dutch number plate, for example AB-12-CD. You may leave out dashes and spaces.',
    damageDate: 'Not sure of the exact date? Leave it empty.',
    insurer: 'Then we deal with them for you.',
    message: 'Where is the damage and how did it happen? A few sentences are enough.',
    photos:
      'Up to 8 photos. These help most: the whole car at an angle from the front or back, the damage close up, and the other car’s number plate.',
    privacy: 'Your phone makes the photos smaller before sending and removes the location and camera data.',
    phone: 'We call you back about the damage.',
    email: 'In case we cannot reach you by phone.',
  },
  sections: { car: 'Your car and the damage', contact: 'Your details' },
  damageTypes: {
    aanrijding: 'Collision',
    parkeerschade: 'Damage while parked',
    ruitschade: 'Windscreen damage',
    'hagel-storm': 'Hail or storm',
    'vandalisme-inbraak': 'Vandalism or break-in',
    anders: 'Something else',
  },
  yes: 'Yes',
  no: 'No',
  notDriveable: {
    title: 'Do not drive on yourself',
    call: 'Call us and we will tell you what to do now:',
    tow: (address) =>
      `Have the car towed through your insurer’s emergency centre (alarmcentrale; the number is on your insurance certificate or in your insurer’s app). Ask them to bring the car to us: ${address}.`,
  },
  errors: {
    licensePlateEmpty: 'Please enter your car’s registration number.',
    licensePlateInvalid: (value) =>
      `“${value}” is not a Dutch registration number. Check the letters and digits, for example AB-12-CD or 12-ABC-3. Car registered abroad? Please call us or send a WhatsApp message.`,
    damageType: 'Please choose what happened.',
    driveable: 'Please choose whether the car can still be driven.',
    damageDate: 'This date is not right. Choose today or an earlier day, or leave the field empty.',
  },
  photos: {
    choose: 'Choose or take photos',
    chooseMore: 'Add another photo',
    count: (n, max) => `${n} of ${max}`,
    remove: (n) => `Remove photo ${n}`,
    alt: (n) => `Photo ${n} of the damage`,
    preparing: (name) => `Preparing ${name}…`,
    notImage: (name) => `${name} is not a photo. Please choose a photo (for example JPG or PNG).`,
    undecodable: (name) => `This browser cannot open ${name}. Take a screenshot of it, or choose the photo again as a JPG.`,
    tooMany: (name, max) => `${name} was not added: you can send at most ${max} photos.`,
    listLabel: 'Chosen photos',
  },
  submit: 'Send damage report',
  sending: 'Sending…',
  progress: 'Sent',
  cancel: 'Cancel',
  cancelled: 'Sending has stopped. Everything is still in the form.',
  failureTitle: 'Your damage report was not sent',
  thanksTitle: 'We have your damage report',
  thanks: (plate, promise) => `Thank you! We will look at the damage to ${plate} and call you ${promise}.`,
  promiseToday: 'today',
  whatsapp: {
    intro:
      'This form cannot send a report with photos by itself yet. Fill it in: you then get a WhatsApp message to us with your report in it, to which you add the photos.',
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
    photos: 'I am sending the photos below.',
  },
};

export const reportPage: ReportPageStrings = {
  title: 'Report car damage with photos',
  description: (name, city, replyTime) =>
    `Report your car damage online to ${name} in ${city}: registration number, what happened and photos. We call you back ${replyTime}.`,
  crumb: 'Report damage',
  heading: 'Report damage',
  intro:
    'Give us the registration number, tell us briefly what happened and send a few photos. Then we can assess the damage, tell you whether the car is still safe to drive and plan the repair.',
  formEyebrow: 'Report online',
  formHeading: 'Your damage report',
  formIntro: (replyTime) => `It takes a few minutes. We call you back ${replyTime}, during opening hours usually the same day.`,
  next: {
    heading: 'What happens next',
    steps: [
      ['We look at your photos', 'A body repair specialist looks at the damage and makes a first estimate.'],
      ['We call you', 'You hear roughly what the repair involves and whether you can still drive the car.'],
      ['We plan the repair', 'We agree a time and deal with your insurer.'],
    ],
  },
  urgent: { heading: 'At the roadside right now?', text: 'Call us straight away. If anyone is hurt, call 112 first.' },
  privacy: {
    heading: 'Your details and photos',
    before: 'We use your report only to assess and repair the damage. Read more in our ',
    link: 'privacy statement',
    after: '.',
  },
  whatsappButton: 'WhatsApp us',
  noScript: 'Without JavaScript this form cannot send your report. Send your registration number and photos via WhatsApp, or call us:',
};
