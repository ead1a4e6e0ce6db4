/** One labelled field of the contact form, with its error (aria-invalid, aria-describedby) and an optional note. */
import { CircleAlert } from 'lucide-react';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { honeypotName, type FieldName } from '../../lib/contact-form';

interface Props {
  name: FieldName;
  label: string;
  /** "(optioneel)" / "(optional)", after the label of a field that is not required. */
  optionalText: string;
  required?: boolean;
  error?: string | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  pattern?: string;
  /** A textarea with this many rows instead of an input. */
  rows?: number;
  readOnly?: boolean;
  /** A note under the field, e.g. the character counter; read with the field. */
  note?: ReactNode;
  className?: string;
}

export const fieldId = (name: FieldName) => `contact-${name}`;

const control = 'mt-2 block w-full rounded-xl border border-muted bg-white px-4 py-3 text-ink aria-invalid:border-red-700';

export default function ContactField({ name, label, optionalText, required = false, error, type = 'text', autoComplete, pattern, rows, readOnly, note, className }: Props) {
  const id = fieldId(name);
  const errorId = `${id}-fout`;
  const noteId = `${id}-notitie`;
  const describedBy = [error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    required,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: control,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700"> *</span>
        ) : (
          <span className="font-normal text-muted"> {optionalText}</span>
        )}
      </label>
      {rows ? (
        <textarea rows={rows} {...shared} className={`${control} resize-y`} />
      ) : (
        <input
          type={type}
          autoComplete={autoComplete}
          pattern={pattern}
          spellCheck={type === 'email' ? false : undefined}
          {...shared}
        />
      )}
      {error && (
        <p id={errorId} className="mt-2 flex gap-2 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {note && <div id={noteId}>{note}</div>}
    </div>
  );
}

/** The field only bots fill in: hidden from sight, from the keyboard and from screen readers. */
export const Honeypot = ({ label }: { label: string }) => (
  <div aria-hidden="true" className="sr-only">
    <label htmlFor="contact-website">{label}</label>
    <input id="contact-website" name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
  </div>
);
