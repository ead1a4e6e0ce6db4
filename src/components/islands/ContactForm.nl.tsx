/** The Dutch contact form: the island entry that gives the generic form its Dutch words (and no other language's). */
import { contact } from '../../data/forms/nl/contact';
import { shared } from '../../data/forms/nl/shared';
import ContactForm, { type ContactFormProps } from './ContactForm';

export default function ContactFormNl(props: ContactFormProps) {
  return <ContactForm {...props} shared={shared} strings={contact} />;
}
