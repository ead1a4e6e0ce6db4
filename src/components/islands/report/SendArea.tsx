/** Sending and its states: the send button, the progress of what still travels with the report, cancel, and the WhatsApp hand-over. */
import { MessageCircle, Phone, Send } from 'lucide-react';
import type { RefObject } from 'react';
import type { DamageReportStrings, SharedFormStrings } from '../../../data/forms/types';
import { PhoneLink, WhatsAppLink } from '../ContactToastMessages';
import { secondaryButton } from './PhotoPicker';
import { idPrefix } from './RadioGroup';

export const primaryButton =
  'inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-button bg-accent-400 px-5 py-3 text-lg font-bold text-brand-950 shadow-card transition-colors hover:bg-accent-300 focus-visible:outline-offset-4 sm:w-auto';

interface Props {
  t: DamageReportStrings;
  shared: SharedFormStrings;
  /** Where the report goes; null: it is handed over to WhatsApp. */
  endpoint: string | null;
  /** Share of the upload, 0–1, while sending; null otherwise. */
  progress: number | null;
  /** While sending: photos still being prepared or uploaded before the report itself can go. */
  photosLeft: number;
  notice: string;
  waHref: string | null;
  phone: { display: string; href: string };
  readyRef: RefObject<HTMLHeadingElement | null>;
  onSubmitClick: () => void;
  onCancel: () => void;
}

export default function SendArea({ t, shared, endpoint, progress, photosLeft, notice, waHref, phone, readyRef, onSubmitClick, onCancel }: Props) {
  const sending = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        {/*
          Without a backend the report can only go on to WhatsApp, which needs this script: the button is then a
          plain button (no form post to nowhere, not even by Enter) that the page hides when scripting is off
          (the <noscript> routes stand in), and that submits through the island once it is live.
        */}
        <button
          type={endpoint ? 'submit' : 'button'}
          onClick={endpoint ? undefined : onSubmitClick}
          data-replay-click=""
          disabled={sending}
          className={`${primaryButton} report-submit${endpoint ? '' : ' report-needs-js'}`}
        >
          {endpoint ? <Send aria-hidden="true" className="size-5" /> : <MessageCircle aria-hidden="true" className="size-5" />}
          {sending ? t.sending : endpoint ? t.submit : t.whatsapp.submit}
        </button>
        {sending && (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t.cancel}
          </button>
        )}
      </div>
      {sending && photosLeft === 0 && (
        <div className="grid gap-1">
          <div className="flex justify-between text-sm font-semibold text-ink">
            <span id={`${idPrefix}-progress-label`}>{t.progress}</span>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${idPrefix}-progress-label`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="report-bar overflow-hidden rounded-full bg-surface ring-1 ring-line"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      <div role="status">
        {sending && photosLeft > 0 && <p className="font-semibold text-ink">{t.photosLeft(photosLeft)}</p>}
        {notice && <p className="font-semibold text-ink">{notice}</p>}
      </div>
      {waHref && (
        <div className="rounded-card bg-brand-50 p-5 ring-1 ring-line">
          <h3 ref={readyRef} tabIndex={-1} className="text-lg font-bold text-ink">
            {t.whatsapp.readyTitle}
          </h3>
          <p className="mt-1 text-ink">{t.whatsapp.ready}</p>
          <WhatsAppLink href={waHref} newTab={shared.reach.newTab} className={`${primaryButton} mt-4`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t.whatsapp.open}
          </WhatsAppLink>
          <p className="mt-4 flex items-center gap-2 text-ink">
            <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span>
              {t.whatsapp.orCall} <PhoneLink phone={phone} />.
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
