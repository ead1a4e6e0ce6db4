/**
 * After the receiver stored the request (201): its reference, what happens next, and the confirmation line, "U
 * ontvangt een bevestiging op j•••@example.nl." when a confirmation goes (the receiver's `confirmationTo`, masked),
 * else the advice to note the reference. Focused when it appears, so a screen reader reads it.
 */
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AppointmentStrings } from '../../../data/forms/types';

export interface Received {
  /** DV-XXXX-XXXX, or '' (the honeypot's answer). */
  reference: string;
  /** The masked address a confirmation goes to, or null. */
  confirmationTo: string | null;
}

interface Props {
  t: AppointmentStrings;
  received: Received;
  replyTime: string;
  onAnother: () => void;
}

export default function Done({ t, received: { reference, confirmationTo }, replyTime, onAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-card bg-brand-50 p-6 ring-1 ring-line" data-appointment-done>
      <h3 ref={heading} tabIndex={-1} className="flex items-start gap-3 text-2xl font-bold text-ink">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <span>{reference ? t.received(reference) : t.received('').replace(/\s+ /, ' ')}</span>
      </h3>
      <p className="mt-3 text-lg text-ink">{t.thanks(replyTime)}</p>
      <p className="mt-2 text-ink">{confirmationTo ? t.confirmation(confirmationTo) : t.noteReference}</p>
      <button
        type="button"
        onClick={onAnother}
        className="mt-5 inline-flex min-h-11 items-center rounded-button border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t.another}
      </button>
    </div>
  );
}
