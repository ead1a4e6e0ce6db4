/**
 * A group of check boxes or radios as a fieldset, each option a tile (ChoiceTile.tsx)
 * with an optional line under its label; the group's hint and error named by the fieldset. A check box group is
 * never `required` in HTML (that would require every box): the rules check "at least one".
 */
import type { ReactNode } from 'react';
import ChoiceTile from '../ChoiceTile';
import { FieldError, questionClass, RequiredMark } from '../ContactField';

export interface Choice {
  value: string;
  label: string;
  hint?: string | undefined;
}

interface Props {
  type: 'checkbox' | 'radio';
  name: string;
  legend: string;
  prefix: string;
  options: readonly Choice[];
  required: boolean;
  optionalText: string;
  hint?: string;
  error: string | undefined;
  disabled: boolean;
  className?: string;
  /** Under the options: a field that belongs to them ("iets anders"), or a note. */
  children?: ReactNode;
}

export default function ChoiceGroup({ type, name, legend, prefix, options, required, optionalText, hint, error, disabled, className = '', children }: Props) {
  const errorId = `${prefix}-${name}-fout`;
  const hintId = `${prefix}-${name}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className={questionClass}>
        {legend}
        <RequiredMark required={required} optionalText={optionalText} />
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className={`mt-2 grid gap-1.5 ${className}`}>
        {options.map((o) => (
          <ChoiceTile key={o.value} type={type} name={name} value={o.value} required={type === 'radio' && required} disabled={disabled} aria-invalid={error ? true : undefined}>
            <span>
              {o.label}
              {o.hint && <span className="block text-sm text-muted">{o.hint}</span>}
            </span>
          </ChoiceTile>
        ))}
      </div>
      {error && <FieldError id={errorId} error={error} />}
      {children}
    </fieldset>
  );
}
