/**
 * The English words of the appointment request (/en/appointment, see ../types.ts). Dutch terms a visitor meets at the
 * garage (APK, kleine and grote beurt) are named and explained.
 */
import type { AppointmentPageStrings, AppointmentStrings } from '../types';

export const appointment: AppointmentStrings = {
  sections: {
    car: 'Your car',
    work: 'What needs doing?',
    days: 'When suits you?',
    stay: 'While we work on your car',
    contact: 'Your details',
  },
  labels: {
    workOther: 'Something else, namely',
    mileage: 'Mileage in km',
    weekdays: 'Which days suit you?',
    dayPart: 'Morning or afternoon?',
    earliest: 'From which date?',
    days: 'Choose one or more mornings or afternoons',
    arrangement: 'What would you like?',
    message: 'Anything else',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    email: 'Email address',
  },
  hints: {
    work: 'Choose everything you’d like us to do.',
    workOther: 'For example: the air conditioning no longer cools.',
    mileage: 'Odometer in miles? Tell us below.',
    weekdays: 'Choose the days that suit you; we’ll suggest one.',
    earliest: 'Leave it empty and we’ll offer you the first free time.',
    days: 'Choose the days that suit you; we’ll suggest one.',
    message: 'Such as a warning light, or your lease company.',
    phone: 'We’ll call you with our suggestion. Not a Dutch number? Include the country code, for example +44.',
    email: 'For our suggestion, in English, and a confirmation.',
  },
  work: {
    apk: 'APK test (the Dutch MOT)',
    'kleine-beurt': 'Interim service (kleine beurt)',
    'grote-beurt': 'Full service (grote beurt)',
    anders: 'Something else',
  },
  workHints: {},
  workLabels: {
    'brake-service': 'Brakes',
    'oil-change': 'Oil and filter change only',
    'engine-repair': 'Engine: fault, oil use or overhaul',
    transmission: 'Gearbox or clutch',
    'tire-service': 'Changing or replacing tyres',
    diagnostics: 'Warning light or fault reading',
  },
  moreWork: 'More…',
  damage: { text: 'Damage to your car?', linkText: 'Report it with photos', link: '/en/report-damage' },
  dayPartLegend: 'Morning or afternoon?',
  weekdays: { ma: 'Monday', di: 'Tuesday', wo: 'Wednesday', do: 'Thursday', vr: 'Friday' },
  dayParts: { ochtend: 'Morning', middag: 'Afternoon', 'geen-voorkeur': 'Either' },
  arrangements: {
    wachten: 'I’ll wait for the car',
    brengen: 'Drop off, collect later',
    'vervangend-vervoer': 'I need a loan car or bike',
  },
  arrangementHints: {
    wachten: 'Possible for short jobs, such as a minor service or an APK.',
    brengen: 'You drop the car off at the time we suggest; we’ll call you when it’s ready.',
  },
  errors: {
    work: 'Choose what needs doing.',
    workOther: 'Briefly describe what needs doing.',
    mileage: 'Enter the mileage in digits, for example 85000, or leave it empty.',
    earliest: 'This date isn’t right. Choose today or a later date, or leave it empty.',
    arrangement: 'Choose whether you’ll wait, drop the car off or need replacement transport.',
    days: 'We can no longer offer this day. Please choose another.',
    daysEmpty: 'Choose at least one day that suits you.',
    tooLong: (max) => `This is too long: at most ${max} characters.`,
  },
  submit: 'Request an appointment',
  sending: 'Sending…',
  failureTitle: 'Your appointment request wasn’t sent',
  received: (reference) => `Your appointment request ${reference} has been received`,
  result: {
    heading: 'We’ve received your appointment request',
    meanwhile:
      'We’ll suggest a day and time; the appointment is fixed once you agree to it. Need to change or cancel? Reply to the confirmation email or call us on a weekday.',
  },
  another: 'Request another appointment',
};

export const appointmentPage: AppointmentPageStrings = {
  title: 'Appointment request: APK and servicing',
  description: (name, replyTime) =>
    `Request an appointment at ${name} in Utrecht for an APK test, a service or a repair. We’ll suggest a time ${replyTime}.`,
  crumb: 'Request an appointment',
  heading: 'Request an appointment',
  intro: () => 'For the APK test (the Dutch MOT), a service or a repair.',
  formHeading: 'Your appointment request',
  formIntro: (replyTime) => `We’ll suggest a day and time ${replyTime}.`,
  next: {
    heading: 'What happens next',
    steps: [
      ['We look at your request', 'We check what needs doing and how long it takes.'],
      ['You get a suggestion', 'We call, text or email you a day and time. For the APK and servicing we give you the price straight away; if we first need to find what’s wrong, you hear what that costs first.'],
      ['You say yes', 'Only then is the appointment fixed. If it doesn’t suit you, we’ll find another time together.'],
    ],
  },
  questions: { text: 'Just a question?', link: 'Send us a message' },
  privacy: {
    heading: 'Your data',
    before: 'We only use your request to arrange the appointment with you. Only your registration number is looked up at the RDW (the Dutch vehicle authority). Read more in our ',
    link: 'privacy statement',
    after: '.',
  },
  noReceiver: { text: 'Request your appointment with our contact form, or call or WhatsApp us:', link: 'Go to the contact form' },
};
