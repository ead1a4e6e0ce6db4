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
    workOther: 'What else needs doing?',
    mileage: 'Mileage (km)',
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
    workOther: 'For example: the air conditioning no longer cools, or the brakes squeak.',
    mileage: 'Roughly is fine. It tells us which service your car needs.',
    weekdays: 'We’re open Monday to Friday.',
    earliest: 'Leave it empty if any date is fine.',
    days: 'These are the next days we’re open. This is a request: we’ll suggest a time that fits as well as we can.',
    message: 'Anything we should know, such as a warning light, or when you really need the car.',
    phone: 'We’ll call or text you our suggestion.',
    email: 'For our suggestion and a confirmation of your request.',
  },
  work: {
    apk: 'APK (roadworthiness test)',
    'kleine-beurt': 'Kleine beurt (minor service)',
    'grote-beurt': 'Grote beurt (major service)',
    anders: 'Something else',
  },
  workHints: {
    apk: 'The annual Dutch vehicle inspection, like the MOT in the UK.',
    'kleine-beurt': 'Oil and filter change and a check of the essentials.',
    'grote-beurt': 'A minor service plus filters, fluids and a full inspection.',
  },
  weekdays: { ma: 'Monday', di: 'Tuesday', wo: 'Wednesday', do: 'Thursday', vr: 'Friday' },
  dayParts: { ochtend: 'Morning', middag: 'Afternoon', 'geen-voorkeur': 'No preference' },
  arrangements: {
    wachten: 'I’ll wait for the car',
    brengen: 'I’ll drop the car off and collect it later',
    'vervangend-vervoer': 'I need a replacement car or bike',
  },
  arrangementHints: {
    wachten: 'Possible for short jobs, such as a minor service or an APK.',
    brengen: 'You drop the car off in the morning; we’ll call you when it’s ready.',
  },
  errors: {
    work: 'Choose what needs doing.',
    workOther: 'Briefly describe what else needs doing.',
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
  thanks: (replyTime) => `Thank you! We’ll suggest a day and time ${replyTime}.`,
  confirmation: (masked) => `We’ll send a confirmation to ${masked}.`,
  noteReference: 'Please note this number: if you call us, we’ll know straight away which request it is.',
  another: 'Request another appointment',
};

export const appointmentPage: AppointmentPageStrings = {
  title: 'Appointment request: APK and servicing',
  description: (name, replyTime) =>
    `Request an appointment at ${name} in Utrecht for an APK test, a service or a repair. We’ll suggest a time ${replyTime}.`,
  crumb: 'Request an appointment',
  heading: 'Request an appointment',
  intro: (appointment) =>
    `For the APK (the Dutch roadworthiness test), a service or a repair. Tell us your registration number, what needs doing and which days suit you. ${appointment}`,
  formEyebrow: 'Request online',
  formHeading: 'Your appointment request',
  formIntro: (replyTime) => `It takes a few minutes. We’ll suggest a time ${replyTime}; the appointment is fixed once you agree to it.`,
  next: {
    heading: 'What happens next',
    steps: [
      ['We look at your request', 'We check what needs doing and how long it takes.'],
      ['You get a suggestion', 'We call or email you a day and time, with the price in advance.'],
      ['You say yes', 'Only then is the appointment fixed. If it doesn’t suit you, we’ll find another time together.'],
    ],
  },
  questions: { text: 'A question that isn’t an appointment?', link: 'Send us a message' },
  privacy: {
    heading: 'Your data',
    before: 'We only use your request to arrange the appointment with you. Only your registration number is looked up at the RDW (the Dutch vehicle authority). Read more in our ',
    link: 'privacy statement',
    after: '.',
  },
  noReceiver: { text: 'Request your appointment with our contact form, or call or WhatsApp us:', link: 'Go to the contact form' },
};
