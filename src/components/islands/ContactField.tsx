/**
 * One labelled field of a form (contact form, damage report), with an optional hint under the label, its error
 * (aria-invalid, aria-describedby) and an optional note. The words come from the caller's strings module.
 */
import { CircleAlert } from 'lucide-react';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { honeypotName } from '../../lib/contact-form';

interface Props {
  /** The element id is `${idPrefix}-${name}`. */
  idPrefix: string;
  name: string;
  label: string;
  /** What follows the label of an optional field: " (optioneel)". */
  optionalText: string;
  required?: boolean;
  /** Marked and announced as required (aria-required) without the `required` attribute: for a field CSS may hide. */
  markedRequired?: boolean;
  error?: string | undefined;
  /** Text, or spans of which CSS shows one (a hidden span is not read as part of the description). */
  hint?: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  pattern?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  /** For a date: the latest day that may be chosen. */
  max?: string;
  autoCapitalize?: string;
  /** A textarea with this many rows instead of an input. */
  rows?: number;
  readOnly?: boolean;
  /** A note under the field, e.g. the character counter; read with the field. */
  note?: ReactNode;
  className?: string;
  onBlur?: () => void;
  onInput?: (() => void) | undefined;
}

/**
 * One style for every question of a form, a field's label and a group's legend alike ("Kenteken", "Wat is er gebeurd?",
 * "Wanneer komt het u uit?"), and the heading face only for a section's title ("Uw gegevens"): design review 2026-11-28, F8.
 */
export const questionClass = 'font-semibold text-ink';
export const sectionTitleClass = 'font-heading text-xl font-bold tracking-tight text-ink';
export const controlClass = 'mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-ink aria-invalid:border-red-700';

/** The error under a field or group, with its id for aria-describedby. */
export const FieldError = ({ id, error }: { id: string; error: string }) => (
  <p id={id} className="mt-2 flex gap-2 text-sm font-semibold text-red-700">
    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
    {error}
  </p>
);

/** " *" after a required label, or the optional text. */
export const RequiredMark = ({ required, optionalText }: { required: boolean; optionalText: string }) =>
  required ? <span aria-hidden="true" className="text-red-700"> *</span> : <span className="font-normal text-muted">{optionalText}</span>;

export default function ContactField(props: Props) {
  const { idPrefix, name, label, optionalText, required = false, markedRequired = false, error, hint, type = 'text', rows, note, className } = props;
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-fout`;
  const noteId = `${id}-notitie`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    required,
    'aria-required': markedRequired || undefined,
    readOnly: props.readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: control(rows),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={`block ${questionClass}`}>
        {label}
        <RequiredMark required={required || markedRequired} optionalText={optionalText} />
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input
          type={type}
          autoComplete={props.autoComplete}
          pattern={props.pattern}
          inputMode={props.inputMode}
          max={props.max}
          autoCapitalize={props.autoCapitalize}
          spellCheck={type === 'email' || props.autoCapitalize === 'characters' ? false : undefined}
          onBlur={props.onBlur}
          onInput={props.onInput}
          {...shared}
        />
      )}
      {error && <FieldError id={errorId} error={error} />}
      {note && <div id={noteId}>{note}</div>}
    </div>
  );
}

const control = (rows: number | undefined) => (rows ? `${controlClass} resize-y` : controlClass);

/** The field only bots fill in: hidden from sight, from the keyboard and from screen readers. */
export const Honeypot = ({ idPrefix, label }: { idPrefix: string; label: string }) => (
  <div aria-hidden="true" className="sr-only">
    <label htmlFor={`${idPrefix}-website`}>{label}</label>
    <input id={`${idPrefix}-website`} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
  </div>
);

/** "Velden met een * zijn verplicht." */
export const RequiredNote = ({ note, className }: { note: readonly [string, string, string]; className?: string }) => (
  <p className={`text-muted ${className ?? ''}`}>
    {note[0]}
    <span aria-hidden="true" className="font-bold text-red-700">*</span>
    <span className="sr-only">{note[1]}</span>
    {note[2]}
  </p>
);
