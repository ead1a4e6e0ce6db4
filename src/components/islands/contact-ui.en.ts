/** The English words of the contact form island (the shape: contact-ui.ts). */
import { contactWordsEn } from '../../lib/contact-form.en';
import type { ContactUi } from './contact-ui';

export const contactUiEn: ContactUi = {
  words: contactWordsEn,
  requiredNote: { before: 'Fields marked with an', asterisk: 'asterisk', after: 'are required.' },
  labels: { firstName: 'First name', lastName: 'Last name', email: 'Email address', phone: 'Phone number', message: 'Your message' },
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  send: 'Send message',
  sending: 'Sending…',
  toaster: { label: 'Notification', close: 'Close notification', viewport: 'Notifications ({hotkey})' },
  toast: {
    thanksTitle: 'Thank you!',
    thanks: (firstName, replyTime) => `We have received your message, ${firstName}. We will get back to you ${replyTime}.`,
    mailTitle: 'Your email app is opening',
    mail: 'Your message is ready in a new email to us: press Send there. Nothing opened?',
    mailReopen: 'Open the email again',
    orCall: 'or call us on',
    failureTitle: 'Your message was not sent',
    serverError: (message) => `Our server reported an error (${message}).`,
    noConnection: 'We could not connect to our server.',
    kept: 'Everything you entered is still in the form. Please try again in a moment, or call us on',
    orSend: 'or send a',
    whatsapp: 'WhatsApp message',
    newTab: ' (opens in a new tab)',
    retry: 'Send again',
    retryAlt: 'Send the form again',
  },
};
