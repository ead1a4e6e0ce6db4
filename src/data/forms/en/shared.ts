/**
 * The English words of the forms (see ../types.ts), one file per part so that each island bundles only what it uses.
 * No business facts here: phone, WhatsApp, address and hours come from business.ts.
 */
import type { SharedFormStrings } from '../types';

export const shared: SharedFormStrings = {
  optional: ' (optional)',
  requiredNote: ['Fields marked with an ', 'asterisk', ' are required.'],
  honeypot: 'Leave this field empty',
  toastRegion: 'Notification',
  toastViewport: 'Notifications ({hotkey})',
  closeToast: 'Close notification',
  errors: {
    firstName: { empty: 'Please enter your first name.', tooLong: (max) => `Your first name can be at most ${max} characters long.` },
    lastName: { empty: 'Please enter your last name.', tooLong: (max) => `Your last name can be at most ${max} characters long.` },
    email: {
      empty: 'Please enter your email address, so we can reply to you.',
      invalid: 'This email address doesn’t look right. Please check it, for example name@example.com.',
    },
    phone: {
      empty: 'Please enter your phone number, so we can call you back.',
      invalid: 'This phone number doesn’t look right. Use for example +44 7700 900123 or 06 12345678.',
      invalidOptional: 'This phone number doesn’t look right. Use for example +44 7700 900123 or 06 12345678, or leave the field empty.',
    },
    message: {
      empty: 'Please tell us briefly how we can help.',
      tooLong: (length, max, over) => `Your message is ${length} characters long; the maximum is ${max}. Please shorten it by ${over} characters.`,
    },
  },
  failure: {
    server: (detail) => `Sending didn’t work (error code ${detail.split(':')[0]}). That’s on our side, not yours.`,
    network: 'We couldn’t connect to our server.',
    kept: 'Everything you entered is still in the form.',
    tryAgain: 'Please try again in a moment, or',
    retry: 'Send again',
    retryAlt: 'Send the form again',
    rateLimited: 'A lot has been sent from your connection in a short time. Please wait a minute, then send it again.',
    unavailable: 'Our server couldn’t save your form just now.',
    busy: 'So much has been sent through the form lately that it is not taking anything for now.',
  },
  reach: { callUs: 'call us on', orSend: 'or send a', whatsapp: 'WhatsApp message', newTab: ' (opens in a new tab)', rather: 'Rather call?' },
  counter: (length, max) => `${length} / ${max} characters`,
  confirmation: {
    reference: (reference) => `Your reference is ${reference}.`,
    sent: (address) => `We’ll send a confirmation to ${address}.`,
    noteReference: (reference) => `Please make a note of your reference, ${reference}: when you call us, it helps us find your request straight away.`,
  },
  result: {
    referenceLabel: 'Your reference',
    sentLabel: 'What you sent',
    answerBy: (date) => `You’ll hear from us by ${date} at the latest.`,
    confirmationTo: (address) => `We’ve sent a confirmation to ${address}. Not in your inbox within a few minutes? Check your spam folder.`,
    noteReference: 'Please make a note of this reference: if you call us, we’ll find your request straight away.',
    meanwhileLabel: 'In the meantime',
    photos: (n) => (n === 1 ? '1 photo received' : `${n} photos received`),
  },
};
