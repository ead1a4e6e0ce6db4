/** The sentence for an appointment field's problem, found in the browser or named by the receiver's 422. */
import type { AppointmentStrings, PlateStrings, SharedFormStrings } from '../../../data/forms/types';
import type { AppointmentField } from '../../../lib/appointment-fields';
import type { AppointmentForm } from '../../../lib/appointment';
import { appointmentLimits } from '../../../lib/appointment-rules';
import { fieldMessage, number } from '../../../lib/contact-form';
import { limits, type Problem, type Problems } from '../../../lib/form-rules';

export interface Words {
  t: AppointmentStrings;
  plate: PlateStrings;
  shared: SharedFormStrings;
}

export const appointmentMessage = (name: AppointmentField, problem: Problem, form: AppointmentForm, { t, plate, shared }: Words): string => {
  const value = (form[name]?.[0] ?? '').trim();
  switch (name) {
    case 'plateOrigin':
      return plate.errors.plateOrigin;
    case 'licensePlate':
      if (problem === 'empty') return plate.errors.licensePlateEmpty;
      return form['plateOrigin']?.[0] === 'buitenland' ? plate.errors.foreignPlateInvalid(value) : plate.errors.licensePlateInvalid(value);
    case 'plateCountry':
      return problem === 'empty' ? plate.errors.plateCountry : t.errors.tooLong(number(limits.country));
    case 'work':
      return t.errors.work;
    case 'workOther':
      return problem === 'tooLong' ? t.errors.tooLong(number(appointmentLimits.workOther)) : t.errors.workOther;
    case 'mileage':
      return t.errors.mileage;
    case 'days':
      return problem === 'empty' ? t.errors.daysEmpty : t.errors.days;
    case 'weekdays':
    case 'dayPart':
      return t.errors.days;
    case 'earliest':
      return t.errors.earliest;
    case 'arrangement':
      return t.errors.arrangement;
    case 'apkReminder':
      // Only a value the box never sends is refused (the ticked box without an address is the e-mail field's `empty`).
      return '';
    default:
      return fieldMessage(name, problem, value, shared, { phoneRequired: true });
  }
};

export const appointmentMessages = (found: Problems<AppointmentField>, form: AppointmentForm, words: Words) =>
  Object.fromEntries(Object.entries(found).map(([n, p]) => [n, appointmentMessage(n as AppointmentField, p as Problem, form, words)])) as Partial<
    Record<AppointmentField, string>
  >;
