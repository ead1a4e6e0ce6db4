/**
 * The kenteken, as the damage report and the appointment request ask it: where the car is registered (Dutch or
 * foreign), the plate, and the country of a foreign plate. Uncontrolled, like every field of the forms. What depends
 * on the choice (the country field, the hint for a foreign plate) shows through CSS (PlateFields.css), with or
 * without JavaScript. Under the plate, as its note, `children`: the car as the plate lookup found it (CarLine).
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
}

export default function PlateFields({ t, optionalText, idPrefix, errors, sending, onPlateBlur, onPlateInput, children }: Props) {
  const field = { idPrefix, optionalText, readOnly: sending };
  return (
    <>
      <div className="report-origin sm:col-span-2">
        <RadioGroup
          name="plateOrigin"
          legend={t.labels.plateOrigin}
          options={[
            { value: 'nl', label: t.plateOrigins.nl },
            { value: 'buitenland', label: t.plateOrigins.buitenland },
          ]}
          error={errors.plateOrigin}
          optionalText={optionalText}
          disabled={sending}
          className="sm:grid-cols-2"
          prefix={idPrefix}
        />
      </div>
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
        className="report-plate"
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
    </>
  );
}
