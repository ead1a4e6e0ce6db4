/** The Dutch appointment request: the island entry that gives the generic form its Dutch words (and no other language's). */
import { appointment } from '../../data/forms/nl/appointment';
import { carLine, plate } from '../../data/forms/nl/plate';
import { shared } from '../../data/forms/nl/shared';
import AppointmentForm, { type AppointmentFormProps } from './AppointmentForm';

export default function AppointmentFormNl(props: AppointmentFormProps) {
  return <AppointmentForm {...props} shared={shared} strings={appointment} plate={plate} carWords={carLine} lang="nl" />;
}
