/** The contact form's English words: validation, counter and the mailto: fallback (Dutch: contact-form.nl.ts). */
import type { ContactWords } from './contact-form';

export const contactWordsEn: ContactWords = {
  locale: 'en-GB',
  required: {
    firstName: 'Please enter your first name.',
    lastName: 'Please enter your last name.',
    email: 'Please enter your email address, so we can reply to you.',
    phone: '',
    message: 'Please tell us briefly how we can help.',
  },
  tooLong: (field, max) => `Your ${field === 'firstName' ? 'first' : 'last'} name can be at most ${max} characters long.`,
  emailInvalid: 'This email address does not look right. Please check it, for example name@example.com.',
  phoneInvalid: 'This phone number does not look right. Use for example +44 7700 900123 or 06 12345678, or leave the field empty.',
  messageTooLong: (length, max, over) => `Your message is ${length} characters long; the maximum is ${max}. Please shorten it by ${over} characters.`,
  counter: (length, max) => `${length} / ${max} characters`,
  mail: {
    subject: (first, last) => `Message via the website from ${first} ${last}`,
    labels: { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', message: 'Message' },
    noPhone: 'not given',
  },
};
