/**
 * The appointment request's sections besides the plate and the days: the work (check boxes, "iets anders" with its
 * description, shown by CSS when ticked), how the visitor gets around meanwhile, and the visitor's details.
 */
import type { AppointmentStrings, SharedFormStrings } from '../../../data/forms/types';
import { arrangementIds, workIds, type AppointmentField } from '../../../lib/appointment-fields';
import { phonePattern } from '../../../lib/contact-form';
import ContactField from '../ContactField';
import ChoiceGroup from './ChoiceGroup';
import { prefix } from './DayFields';

export const legendClass = 'mb-4 text-xl font-bold text-ink';

interface Props {
  t: AppointmentStrings;
  shared: SharedFormStrings;
  errors: Partial<Record<AppointmentField, string>>;
  sending: boolean;
}

/** The six services by their titles (from the page, in its language); APK, the two services and "iets anders" from the words. */
export function WorkFields({ t, shared, errors, sending, services }: Props & { services: Readonly<Record<string, string>> }) {
  const label = (id: (typeof workIds)[number]) => (id in t.work ? t.work[id as keyof typeof t.work] : (services[id] ?? id));
  const hint = (id: string) => t.workHints[id as keyof typeof t.workHints];
  return (
    <ChoiceGroup
      type="checkbox"
      name="work"
      legend={t.sections.work}
      prefix={prefix}
      hint={t.hints.work}
      options={workIds.map((id) => ({ value: id, label: label(id), hint: hint(id) }))}
      required
      optionalText={shared.optional}
      error={errors.work}
      disabled={sending}
      className="sm:grid-cols-2"
    >
      <ContactField
        idPrefix={prefix}
        optionalText={shared.optional}
        readOnly={sending}
        name="workOther"
        label={t.labels.workOther}
        markedRequired
        hint={t.hints.workOther}
        autoComplete="off"
        error={errors.workOther}
        className="appt-other mt-4"
      />
    </ChoiceGroup>
  );
}

/** Wait, bring the car, or replacement transport: said honestly what that costs (business.replacementTransport). */
export function StayFields({ t, shared, errors, sending, transport }: Props & { transport: string }) {
  const hints: Record<string, string> = { ...t.arrangementHints, 'vervangend-vervoer': transport };
  return (
    <ChoiceGroup
      type="radio"
      name="arrangement"
      legend={t.sections.stay}
      prefix={prefix}
      options={arrangementIds.map((id) => ({ value: id, label: t.arrangements[id], hint: hints[id] }))}
      required
      optionalText={shared.optional}
      error={errors.arrangement}
      disabled={sending}
    />
  );
}

export function PersonFields({ t, shared, errors, sending }: Props) {
  const labels = t.labels;
  const field = { idPrefix: prefix, optionalText: shared.optional, readOnly: sending };
  return (
    <fieldset className="grid min-w-0 gap-6 sm:grid-cols-2">
      <legend className={legendClass}>{t.sections.contact}</legend>
      <ContactField {...field} name="message" label={t.labels.message} rows={3} hint={t.hints.message} error={errors.message} className="sm:col-span-2" />
      <ContactField {...field} name="firstName" label={labels.firstName} required autoComplete="given-name" error={errors.firstName} />
      <ContactField {...field} name="lastName" label={labels.lastName} required autoComplete="family-name" error={errors.lastName} />
      <ContactField {...field} name="phone" label={labels.phone} type="tel" required hint={t.hints.phone} autoComplete="tel" pattern={phonePattern} error={errors.phone} />
      <ContactField {...field} name="email" label={labels.email} type="email" hint={t.hints.email} autoComplete="email" error={errors.email} />
    </fieldset>
  );
}
