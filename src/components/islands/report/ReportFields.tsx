/**
 * The report's fields: the car (its kenteken: plate/PlateFields.tsx, shared with the appointment request) and the
 * damage, then the visitor's details. Uncontrolled, like the contact form's:
 * the page's draft script fills them before the island is live. What depends on a choice (the country and the hint of
 * a foreign plate, the help when the car cannot drive) shows through CSS, with or without JavaScript.
 */
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DamageReportStrings, SharedFormStrings } from '../../../data/forms/types';
import { phonePattern } from '../../../lib/contact-form';
import { damageTypeIds, today, type ReportErrors } from '../../../lib/damage-report';
import ContactField from '../ContactField';
import PlateFields from '../plate/PlateFields';
import { PhoneLink } from '../ContactToastMessages';
import RadioGroup, { idPrefix } from './RadioGroup';

export const legendClass = 'text-xl font-bold text-ink';

interface Props {
  t: DamageReportStrings;
  shared: SharedFormStrings;
  errors: ReportErrors;
  live: boolean;
  sending: boolean;
  phone: { display: string; href: string };
  address: string;
  onPlateBlur: () => void;
  onPlateInput: () => void;
  /** The car as the plate lookup found it (CarLine), under the plate. */
  carLine: ReactNode;
}

export function CarFields({ t, shared, errors, live, sending, phone, address, onPlateBlur, onPlateInput, carLine }: Props) {
  const field = { idPrefix, optionalText: shared.optional, readOnly: sending };
  return (
    <fieldset className="grid min-w-0 gap-6 sm:grid-cols-2">
      <legend className={`${legendClass} mb-4`}>{t.sections.car}</legend>
      <PlateFields t={t} optionalText={shared.optional} idPrefix={idPrefix} errors={errors} sending={sending} onPlateBlur={onPlateBlur} onPlateInput={onPlateInput}>
        {carLine}
      </PlateFields>
      <div className="sm:col-span-2">
        <RadioGroup
          name="damageType"
          legend={t.labels.damageType}
          options={damageTypeIds.map((id) => ({ value: id, label: t.damageTypes[id] }))}
          error={errors.damageType}
          optionalText={shared.optional}
          disabled={sending}
          className="sm:grid-cols-2 lg:grid-cols-3"
        />
      </div>
      <ContactField {...field} name="damageDate" label={t.labels.damageDate} type="date" hint={t.hints.damageDate} {...(live ? { max: today() } : {})} error={errors.damageDate} />
      <ContactField {...field} name="insurer" label={t.labels.insurer} hint={t.hints.insurer} autoComplete="off" error={errors.insurer} />
      <div className="report-driveable sm:col-span-2">
        <RadioGroup
          name="driveable"
          legend={t.labels.driveable}
          options={[
            { value: 'ja', label: t.yes },
            { value: 'nee', label: t.no },
            { value: 'onbekend', label: t.unknown },
          ]}
          error={errors.driveable}
          optionalText={shared.optional}
          disabled={sending}
          className="report-yes-no sm:grid-cols-3"
        />
        {/* CSS shows the help the moment "nee" is chosen, with or without JavaScript. */}
        <div data-not-driveable="" className="report-nee mt-4 rounded-xl border-red-700 bg-surface p-4">
          <p className="flex items-center gap-2 font-bold text-ink">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            {t.notDriveable.title}
          </p>
          <p className="mt-2">
            {t.notDriveable.call} <PhoneLink phone={phone} />.
          </p>
          <p className="mt-2">{t.notDriveable.tow(address)}</p>
        </div>
      </div>
      <ContactField {...field} name="message" label={t.labels.message} rows={4} hint={t.hints.message} error={errors.message} className="sm:col-span-2" />
    </fieldset>
  );
}

export function PersonFields({ t, shared, errors, sending }: Pick<Props, 't' | 'shared' | 'errors' | 'sending'>): ReactNode {
  const field = { idPrefix, optionalText: shared.optional, readOnly: sending };
  return (
    <fieldset className="grid min-w-0 gap-6 sm:grid-cols-2">
      <legend className={`${legendClass} mb-4`}>{t.sections.contact}</legend>
      <ContactField {...field} name="firstName" label={t.labels.firstName} required autoComplete="given-name" error={errors.firstName} />
      <ContactField {...field} name="lastName" label={t.labels.lastName} required autoComplete="family-name" error={errors.lastName} />
      <ContactField {...field} name="phone" label={t.labels.phone} type="tel" required hint={t.hints.phone} autoComplete="tel" pattern={phonePattern} error={errors.phone} />
      <ContactField {...field} name="email" label={t.labels.email} type="email" hint={t.hints.email} autoComplete="email" error={errors.email} />
    </fieldset>
  );
}
