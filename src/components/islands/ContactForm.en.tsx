/** The contact form island on English pages: the view with the English words (and no Dutch ones). */
import ContactForm, { type ContactFormProps } from './ContactForm';
import { contactUiEn } from './contact-ui.en';

export default function ContactFormEn(props: Omit<ContactFormProps, 't'>) {
  return <ContactForm {...props} t={contactUiEn} />;
}
