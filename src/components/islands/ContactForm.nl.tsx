/** The contact form island on Dutch pages: the view with the Dutch words (and no English ones). */
import ContactForm, { type ContactFormProps } from './ContactForm';
import { contactUiNl } from './contact-ui.nl';

export default function ContactFormNl(props: Omit<ContactFormProps, 't'>) {
  return <ContactForm {...props} t={contactUiNl} />;
}
