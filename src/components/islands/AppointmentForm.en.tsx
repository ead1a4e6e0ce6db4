/** The English appointment request: the island entry that gives the generic form its English words (and no other language's). */
import { appointment } from '../../data/forms/en/appointment';
import { carLine, plate } from '../../data/forms/en/plate';
import { shared } from '../../data/forms/en/shared';
import AppointmentForm, { type AppointmentFormProps } from './AppointmentForm';

export default function AppointmentFormEn(props: AppointmentFormProps) {
  return <AppointmentForm {...props} shared={shared} strings={appointment} plate={plate} carWords={carLine} lang="en" />;
}
