/**
 * The one result both forms show in the place of the form (the appointment request, the damage report), focused
 * when it appears so a screen reader reads it: the reference large and never broken across lines, what was sent,
 * by when the garage answers as a date, where the confirmation went, and what to do meanwhile. The thank-you pages
 * without JavaScript (ThanksPage.astro) show the same, filled in by the Worker.
 */
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ResultStrings } from '../../data/forms/types';

interface Props {
  t: ResultStrings;
  heading: string;
  /** DV-XXXX-XXXX, or '' (the honeypot's answer). */
  reference: string;
  /** What was sent, one short line each ("APK-keuring + kleine beurt", "3 foto’s ontvangen"). */
  sent: readonly string[];
  /** "maandag 30 november": by when the garage answers. */
  answerBy: string;
  /** The masked address the confirmation went to, or null. */
  confirmationTo: string | null;
  meanwhile: ReactNode;
  children?: ReactNode;
}

export default function FormResult({ t, heading, reference, sent, answerBy, confirmationTo, meanwhile, children }: Props) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focus = () => {
      if (!title.current || title.current.contains(document.activeElement)) return;
      title.current.focus();
      title.current.scrollIntoView({ block: 'center' });
    };
    focus();
    // WebKit moves the focus to the body once the removed form's button is gone: once more after that.
    const frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="rounded-card bg-brand-50 p-5 ring-1 ring-line sm:p-8" data-form-result>
      <h2 ref={title} tabIndex={-1} className="flex items-start gap-3 text-2xl font-extrabold tracking-tight text-ink">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <span>{heading}</span>
      </h2>
      {reference && (
        <p className="mt-4">
          <span className="block text-sm font-semibold text-muted">{t.referenceLabel}</span>
          <span className="text-3xl font-extrabold tracking-wide whitespace-nowrap text-ink" data-result-reference>
            {reference}
          </span>
        </p>
      )}
      {sent.length > 0 && (
        <p className="mt-4 text-ink">
          <span className="block text-sm font-semibold text-muted">{t.sentLabel}</span>
          <span data-result-sent>{sent.join(' · ')}</span>
        </p>
      )}
      <p className="mt-4 text-lg font-semibold text-ink" data-result-by>
        {t.answerBy(answerBy)}
      </p>
      <p className="mt-2 text-ink">{confirmationTo ? t.confirmationTo(confirmationTo) : t.noteReference}</p>
      <div className="mt-4 border-t border-line pt-4 text-ink">
        <p className="text-sm font-semibold text-muted">{t.meanwhileLabel}</p>
        <p className="mt-1">{meanwhile}</p>
      </div>
      {children}
    </div>
  );
}
