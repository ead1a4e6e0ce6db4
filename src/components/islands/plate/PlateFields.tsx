/**
 * The kenteken, as the damage report and the appointment request ask it: the plate first, assumed Dutch ("nl" is
 * ticked in the served HTML, so nothing is left to choose, with or without JavaScript), and under it a small
 * "Buitenlands kenteken?" (a <details>, no script needed) that reveals the choice and the country of a foreign plate.
 * Uncontrolled, like every field of the forms. What depends on the choice (the country field, the hint for a foreign
 * plate) shows through CSS (PlateFields.css). Under the plate, as its note, `children`: the car as the plate lookup
 * found it (CarLine). `after`: a line under the plate (phone and WhatsApp on the form pages).
 */
import type { ReactNode } from 'react';
import type { PlateStrings } from '../../../data/forms/types';
import ContactField from '../ContactField';
import RadioGroup from '../report/RadioGroup';
import './PlateFields.css';

/** Loose enough for the browser's own check without JavaScript, for Dutch and foreign plates alike; the rules decide. */
const platePattern = String.raw`\s*[\p{L}\p{N}][\p{L}\p{N} \-·.]{1,15}\s*`;

interface Props {
  t: PlateStrings;
  optionalText: string;
  /** The ids' prefix: `schade` (report), `afspraak` (appointment). */
  idPrefix: string;
  errors: Partial<Record<'plateOrigin' | 'licensePlate' | 'plateCountry', string>>;
  sending: boolean;
  onPlateBlur: () => void;
  onPlateInput?: () => void;
  children?: ReactNode;
  after?: ReactNode;
}

export default function PlateFields({ t, optionalText, idPrefix, errors, sending, onPlateBlur, onPlateInput, children, after }: Props) {
  const field = { idPrefix, optionalText, readOnly: sending };
  return (
    <>
      <ContactField
        {...field}
        name="licensePlate"
        label={t.labels.licensePlate}
        required
        // CSS shows one of the two, with or without JavaScript: the Dutch example until "abroad" is chosen.
        hint={
          <>
            <span className="report-hint-nl">{t.hints.licensePlate}</span>
            <span className="report-hint-foreign">{t.hints.foreignPlate}</span>
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        pattern={platePattern}
        error={errors.licensePlate}
        onBlur={onPlateBlur}
        onInput={onPlateInput}
        note={children}
        className="report-plate sm:col-span-2"
      />
      <details className="report-abroad sm:col-span-2" open={!!(errors.plateOrigin || errors.plateCountry) || undefined}>
        <summary className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">{t.abroad}</summary>
        <div className="grid gap-4 pt-2">
          <RadioGroup
            name="plateOrigin"
            legend={t.labels.plateOrigin}
            options={[
              { value: 'nl', label: t.plateOrigins.nl },
              { value: 'buitenland', label: t.plateOrigins.buitenland },
            ]}
            checked="nl"
            error={errors.plateOrigin}
            optionalText={optionalText}
            disabled={sending}
            className="sm:grid-cols-2"
            prefix={idPrefix}
          />
          <ContactField
            {...field}
            name="plateCountry"
            label={t.labels.plateCountry}
            // Needed with a foreign plate, the only time it shows: marked and announced as required, but without the
            // `required` attribute, which would block the form without JavaScript while the field is hidden.
            markedRequired
            hint={t.hints.plateCountry}
            autoComplete="off"
            error={errors.plateCountry}
            className="report-country"
          />
        </div>
      </details>
      {after && <div className="sm:col-span-2">{after}</div>}
    </>
  );
}
