/** A radio group (required unless told otherwise) as a fieldset, its error named by the group; each option a tappable card (DamageReportForm.css). */
import type { ReactNode } from 'react';
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
      <div className={`mt-2 grid gap-2 ${className}`}>
        {options.map((o) => (
          <label key={o.value} className="report-choice flex min-h-12 items-center gap-3 rounded-xl border border-muted bg-white px-4 py-2">
            <input
              type="radio"
              name={name}
              value={o.value}
              required={required && !checked}
              defaultChecked={o.value === checked}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId} error={error} />}
      {children}
    </fieldset>
  );
}
