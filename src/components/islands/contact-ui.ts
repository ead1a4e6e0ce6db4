/**
 * The shape of the contact form island's words. Each language has its own module (contact-ui.nl.ts,
 * contact-ui.en.ts), imported only by that language's island entry (ContactForm.nl.tsx, ContactForm.en.tsx),
 * so a page's script carries one language. Types only: nothing here reaches the browser.
 */
import type { ContactWords, FieldName } from '../../lib/contact-form';

export interface ContactUi {
  words: ContactWords;
  /** "Velden met een * zijn verplicht.": the text around the asterisk, and what a screen reader says for it. */
  requiredNote: { before: string; asterisk: string; after: string };
  labels: Record<FieldName, string>;
  optional: string;
  honeypot: string;
  send: string;
  sending: string;
  toaster: { label: string; close: string; viewport: string };
  toast: {
    thanksTitle: string;
    thanks: (firstName: string, replyTime: string) => string;
    mailTitle: string;
    mail: string;
    mailReopen: string;
    orCall: string;
    failureTitle: string;
    serverError: (message: string) => string;
    noConnection: string;
    kept: string;
    orSend: string;
    whatsapp: string;
    newTab: string;
    retry: string;
    retryAlt: string;
  };
}
