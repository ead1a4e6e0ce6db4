/** A radio group (required unless told otherwise) as a fieldset, its error named by the group; each option a tile (ChoiceTile.tsx). */
import type { ReactNode } from 'react';
import ChoiceTile from '../ChoiceTile';
import { FieldError, questionClass, RequiredMark } from '../ContactField';

export const idPrefix = 'schade';

interface Props {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
  optionalText: string;
  disabled: boolean;
  className: string;
  children?: ReactNode;
  /** The ids' prefix: the damage report's by default. */
  prefix?: string;
  /** Ticked in the served HTML (the plate's "nl"): then the group needs no `required`, nothing is left unanswered. */
  checked?: string;
  /** False for an optional group (the damage intake's questions). */
  required?: boolean;
}

export default function RadioGroup({ name, legend, options, error, optionalText, disabled, className, children, prefix = idPrefix, checked, required = true }: Props) {
  const errorId = `${prefix}-${name}-fout`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className={questionClass}>
        {legend}
        {!checked && <RequiredMark required={required} optionalText={optionalText} />}
      </legend>
      <div className={`mt-2 grid gap-1.5 ${className}`}>
        {options.map((o) => (
          <ChoiceTile
            key={o.value}
            type="radio"
            name={name}
            value={o.value}
            required={required && !checked}
            defaultChecked={o.value === checked}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
          >
            {o.label}
          </ChoiceTile>
        ))}
      </div>
      {error && <FieldError id={errorId} error={error} />}
      {children}
    </fieldset>
  );
}
