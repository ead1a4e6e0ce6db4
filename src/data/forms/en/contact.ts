/** The English words of the contact form (see ../types.ts). */
import type { ContactFormStrings } from '../types';

export const contact: ContactFormStrings = {
  labels: { firstName: 'First name', lastName: 'Last name', email: 'Email address', phone: 'Phone number', message: 'Your message' },
  submit: 'Send message',
  sending: 'Sending…',
  thanksTitle: 'Thank you!',
  thanks: (firstName, replyTime) => `We’ve received your message, ${firstName}. We’ll get back to you ${replyTime}.`,
  failureTitle: 'Your message was not sent',
  mail: {
    title: 'Your email app is opening',
    before: 'Your message is ready in a new email to us: press Send there. Nothing opened?',
    again: 'Open the email again',
    orCall: 'or call us on',
    subject: (name) => `Message via the website from ${name}`,
  },
  mailBody: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    noPhone: 'not given',
    message: 'Message',
  },
};
