/**
 * The appointment request's sections besides the plate and the days: the work (the common four first, the rest
 * behind "Meer…", a "vanaf" price beside each option that has one; "iets anders" with its description, shown by CSS
 * when ticked), how the visitor gets around meanwhile, and the visitor's details.
 */
import type { ReactNode } from 'react';
import type { AppointmentStrings, SharedFormStrings } from '../../../data/forms/types';
import { arrangementIds, type AppointmentField, type WorkId } from '../../../lib/appointment-fields';
import { phonePattern } from '../../../lib/contact-form';
import ContactField, { FieldError, questionClass, RequiredMark, sectionTitleClass } from '../ContactField';
import ChoiceTile from '../ChoiceTile';
import ChoiceGroup from './ChoiceGroup';
import { prefix } from './DayFields';

export const legendClass = `mb-3 ${sectionTitleClass}`;

/** The work most requests are about, shown first; the rest is one tap away behind "Meer…". */
export const commonWork: readonly WorkId[] = ['apk', 'kleine-beurt', 'grote-beurt', 'brake-service'];
export const moreWork: readonly WorkId[] = ['oil-change', 'diagnostics', 'tire-service', 'transmission', 'engine-repair', 'anders'];

interface Props {
  t: AppointmentStrings;
  shared: SharedFormStrings;
  errors: Partial<Record<AppointmentField, string>>;
  sending: boolean;
}

interface WorkProps extends Props {
  /** The six services' titles by id, in the page's language. */
  services: Readonly<Record<string, string>>;
  /** The services' starting prices with what they buy (src/data/services.ts price), by id. */
  prices: Readonly<Record<string, string>>;
}

export function WorkFields({ t, shared, errors, sending, services, prices }: WorkProps) {
  const label = (id: WorkId) => t.workLabels[id] ?? (id in t.work ? t.work[id as keyof typeof t.work] : (services[id] ?? id));
  const errorId = `${prefix}-work-fout`;
  const option = (id: WorkId) => {
    const hint = t.workHints[id];
    const price = prices[id];
    return (
      <ChoiceTile key={id} type="checkbox" name="work" value={id} disabled={sending} aria-invalid={errors.work ? true : undefined} className="appt-job">
        <span className="min-w-0 flex-1">
          {label(id)}
          {hint && <span className="block text-sm text-muted">{hint}</span>}
          {price !== undefined && <span className="work-price text-sm text-muted">{price}</span>}
        </span>
      </ChoiceTile>
    );
  };
  return (
    <fieldset aria-describedby={errors.work ? errorId : undefined} className="min-w-0">
      <legend className={questionClass}>
        {t.sections.work}
        <RequiredMark required optionalText={shared.optional} />
      </legend>
      <div className="appt-work mt-2 grid grid-cols-2 items-start gap-1.5">{commonWork.map(option)}</div>
      <details className="appt-more mt-2">
        <summary className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">{t.moreWork}</summary>
        <div className="grid gap-1.5 sm:grid-cols-2">{moreWork.map(option)}</div>
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
      </details>
      {errors.work && <FieldError id={errorId} error={errors.work} />}
      <p className="mt-2 text-sm text-muted">
        {t.damage.text}{' '}
        <a href={t.damage.link} className="inline-block -my-2.5 py-2.5 font-semibold text-brand-700 underline">
          {t.damage.linkText}
        </a>
      </p>
    </fieldset>
  );
}

/** Wait, bring the car, or replacement transport: one line each; what transport costs shows once it is chosen. */
export function StayFields({ t, shared, errors, sending, transport }: Props & { transport: string }) {
  return (
    <ChoiceGroup
      type="radio"
      name="arrangement"
      legend={t.sections.stay}
      prefix={prefix}
      options={arrangementIds.map((id) => ({ value: id, label: t.arrangements[id] }))}
      required
      optionalText={shared.optional}
      error={errors.arrangement}
      disabled={sending}
    >
      <p className="appt-transport mt-2 text-sm text-muted">{transport}</p>
    </ChoiceGroup>
  );
}

/** `children`: what goes under the e-mail address it is sent to (the APK reminder's box, ApkReminderBox.tsx). */
export function PersonFields({ t, shared, errors, sending, children }: Props & { children?: ReactNode }) {
  const labels = t.labels;
  const field = { idPrefix: prefix, optionalText: shared.optional, readOnly: sending };
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-5">
      <legend className={legendClass}>{t.sections.contact}</legend>
      <ContactField {...field} name="firstName" label={labels.firstName} required autoComplete="given-name" error={errors.firstName} className="min-w-0" />
      <ContactField {...field} name="lastName" label={labels.lastName} required autoComplete="family-name" error={errors.lastName} className="min-w-0" />
      <ContactField {...field} name="phone" label={labels.phone} type="tel" required hint={t.hints.phone} autoComplete="tel" pattern={phonePattern} error={errors.phone} className="appt-wide" />
      <ContactField {...field} name="email" label={labels.email} type="email" hint={t.hints.email} autoComplete="email" error={errors.email} className="appt-wide" />
      {children && <div className="appt-wide">{children}</div>}
      <ContactField {...field} name="message" label={t.labels.message} rows={2} hint={t.hints.message} error={errors.message} className="appt-wide" />
    </fieldset>
  );
}
