/**
 * The report's fields: the car (its kenteken: plate/PlateFields.tsx, shared with the appointment request) and what
 * happened; after the photos (PhotoPicker, the headline promise, third: design review 2026-11-29 evening, H2) the rest of
 * the damage; then the visitor's details. Uncontrolled, like the contact form's:
 * the page's draft script fills them before the island is live. What depends on a choice (the country and the hint of
 * a foreign plate, the help when the car cannot drive) shows through CSS, with or without JavaScript.
 */
import { ChevronDown, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DamageReportStrings, SharedFormStrings } from '../../../data/forms/types';
import { phonePattern } from '../../../lib/contact-form';
import { damageTypeIds, today, type ReportErrors } from '../../../lib/damage-report';
import { otherParties } from '../../../lib/form-rules';
import ContactField, { sectionTitleClass } from '../ContactField';
import PlateFields from '../plate/PlateFields';
import { PhoneLink } from '../ContactToastMessages';
import RadioGroup, { idPrefix } from './RadioGroup';

export const legendClass = sectionTitleClass;

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
  /** The line under the plate: phone and WhatsApp. */
  reachLine: ReactNode;
}

export function CarFields({ t, shared, errors, sending, onPlateBlur, onPlateInput, carLine, reachLine }: Props) {
  return (
    <fieldset className="grid min-w-0 gap-6 sm:grid-cols-2">
      <legend className="sr-only">{t.sections.car}</legend>
      <div className="grid gap-2 sm:col-span-2">
        <PlateFields t={t} optionalText={shared.optional} idPrefix={idPrefix} errors={errors} sending={sending} onPlateBlur={onPlateBlur} onPlateInput={onPlateInput} after={reachLine}>
          {carLine}
        </PlateFields>
      </div>
      <div className="sm:col-span-2">
        <RadioGroup
          name="damageType"
          legend={t.labels.damageType}
          options={damageTypeIds.map((id) => ({ value: id, label: t.damageTypes[id] }))}
          error={errors.damageType}
          optionalText={shared.optional}
          disabled={sending}
          className="report-types"
        />
        {/* After "Aanrijding" (CSS, with or without JavaScript): what decides who pays. All optional, for the garage only. */}
        <div className="report-intake mt-4 grid gap-4 rounded-xl bg-surface p-4 ring-1 ring-line" data-intake>
          <RadioGroup
            name="otherParty"
            legend={t.intake.otherParty}
            options={otherParties.map((id) => ({ value: id, label: t.intake.otherParties[id] }))}
            error={errors.otherParty}
            optionalText={shared.optional}
            disabled={sending}
            required={false}
            className="sm:grid-cols-2"
          />
          <RadioGroup
            name="damageForm"
            legend={t.intake.damageForm}
            options={[
              { value: 'ja', label: t.yes },
              { value: 'nee', label: t.no },
            ]}
            error={errors.damageForm}
            optionalText={shared.optional}
            disabled={sending}
            required={false}
            className="report-yes-no grid-cols-2"
          >
            <p className="mt-1 text-sm text-muted">{t.intake.damageFormHint}</p>
          </RadioGroup>
        </div>
      </div>
    </fieldset>
  );
}

/** After the photos: can the car still be driven, the description, and the optional date, insurer and claim number. */
export function DamageFields({ t, shared, errors, live, sending, phone, address }: Omit<Props, 'onPlateBlur' | 'onPlateInput' | 'carLine' | 'reachLine'>) {
  const field = { idPrefix, optionalText: shared.optional, readOnly: sending };
  return (
    <div className="grid min-w-0 gap-6 sm:grid-cols-2">
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
          <ContactField {...field} name="carLocation" label={t.intake.carLocation} hint={t.intake.carLocationHint} autoComplete="off" error={errors.carLocation} className="mt-4" />
        </div>
      </div>
      <ContactField {...field} name="message" label={t.labels.message} rows={4} hint={t.hints.message} error={errors.message} className="sm:col-span-2" />
      {/* Optional, and for the garage's paperwork: folded away, opened when a draft brings a value back (the page's script)
          or an error sits inside (focusField). Native <details>: it opens without JavaScript too. */}
      <details className="report-more rounded-xl ring-1 ring-line sm:col-span-2" data-report-more>
        <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 py-2 font-semibold text-ink">
          <span className="flex-1">{t.sections.insurance}</span>
          <ChevronDown aria-hidden="true" className="report-more-chevron size-5 shrink-0 text-muted" />
        </summary>
        <div className="grid gap-6 px-4 pt-2 pb-4">
          <ContactField {...field} name="damageDate" label={t.labels.damageDate} type="date" hint={t.hints.damageDate} {...(live ? { max: today() } : {})} error={errors.damageDate} className="report-stacked" />
          <ContactField {...field} name="insurer" label={t.labels.insurer} hint={t.hints.insurer} autoComplete="off" error={errors.insurer} className="report-stacked" />
          <ContactField {...field} name="claimNumber" label={t.intake.claimNumber} hint={t.intake.claimNumberHint} autoComplete="off" error={errors.claimNumber} className="report-stacked" />
        </div>
      </details>
    </div>
  );
}

export function PersonFields({ t, shared, errors, sending }: Pick<Props, 't' | 'shared' | 'errors' | 'sending'>): ReactNode {
  const field = { idPrefix, optionalText: shared.optional, readOnly: sending };
  return (
    <fieldset className="report-person grid min-w-0 gap-6 sm:grid-cols-2">
      <legend className={`${legendClass} mb-4`}>{t.sections.contact}</legend>
      <ContactField {...field} name="firstName" label={t.labels.firstName} required autoComplete="given-name" error={errors.firstName} />
      <ContactField {...field} name="lastName" label={t.labels.lastName} required autoComplete="family-name" error={errors.lastName} />
      <ContactField {...field} name="phone" label={t.labels.phone} type="tel" required hint={t.hints.phone} autoComplete="tel" pattern={phonePattern} error={errors.phone} />
      <ContactField {...field} name="email" label={t.labels.email} type="email" hint={t.hints.email} autoComplete="email" error={errors.email} />
    </fieldset>
  );
}
