/** The English contact form: the island entry that gives the generic form its English words (and no other language's). */
import { contact } from '../../data/forms/en/contact';
import { shared } from '../../data/forms/en/shared';
import ContactForm, { type ContactFormProps } from './ContactForm';

export default function ContactFormEn(props: ContactFormProps) {
  return <ContactForm {...props} shared={shared} strings={contact} />;
}
