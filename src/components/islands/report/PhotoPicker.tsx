/** The report's photos: the picker, the thumbnails with each photo's upload state, and the refusals by file name. */
import { Camera, Check, CircleAlert, LoaderCircle, RotateCw, ShieldCheck, X } from 'lucide-react';
import type { ChangeEvent, RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { DamageReportStrings, SharedFormStrings } from '../../../data/forms/types';
import { limits } from '../../../lib/form-rules';
import { questionClass } from '../ContactField';
import { idPrefix } from './RadioGroup';
import type { Photo, usePhotos } from './usePhotos';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-button border-2 border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50';

interface Props {
  t: DamageReportStrings;
  shared: SharedFormStrings;
  photos: ReturnType<typeof usePhotos>;
  live: boolean;
  sending: boolean;
  /** Photos upload as soon as they are ready (our own receiver): then the form says so. */
  uploadsEarly: boolean;
  fileRef: RefObject<HTMLInputElement | null>;
}

const State = ({ photo, t }: { photo: Photo; t: DamageReportStrings }) => {
  if (photo.state === 'local') return null;
  const icon = {
    uploading: <LoaderCircle aria-hidden="true" className="report-spin size-4 shrink-0" />,
    uploaded: <Check aria-hidden="true" className="report-ok size-4 shrink-0" />,
    failed: <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-700" />,
  }[photo.state];
  return (
    <span className="report-state text-ink" data-upload={photo.state}>
      {icon}
      {t.photos[photo.state]}
    </span>
  );
};

export default function PhotoPicker({ t, shared, photos: all, live, sending, uploadsEarly, fileRef }: Props) {
  const { photos, preparing, refusals } = all;
  const full = photos.length >= limits.photos;
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length) void all.add(files);
  };
  const onRemove = (n: number) => {
    flushSync(() => all.remove(n));
    fileRef.current?.focus();
  };
  return (
    <fieldset className="min-w-0">
      <legend className={questionClass}>
        {t.labels.photos}
        <span className="text-base font-normal text-muted">{shared.optional}</span>
      </legend>
      <p id={`${idPrefix}-photos-hint`} className="mt-2 text-sm text-muted">
        {t.hints.photos}
      </p>
      {/* A full-width tile, the form's headline promise (design review 2026-11-29 evening, H2). The input is the real
          control (keyboard, screen readers, the no-JS post); the label around it is what people see. */}
      <label className="report-add report-tile mt-4" data-off={full || sending ? '' : undefined}>
        <Camera aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <span className="font-bold text-brand-800">{photos.length ? t.photos.chooseMore : t.photos.choose}</span>
        <input
          ref={fileRef}
          id={`${idPrefix}-photos`}
          type="file"
          name="photos"
          accept="image/*"
          multiple
          disabled={(live && full) || sending}
          aria-describedby={`${idPrefix}-photos-hint ${idPrefix}-photos-count`}
          onChange={onPick}
        />
      </label>
      <p id={`${idPrefix}-photos-count`} className="mt-2 text-sm font-semibold text-ink">
        {t.photos.count(photos.length, limits.photos)}
      </p>
      <p className="mt-2 flex gap-2 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t.hints.privacy}
          {uploadsEarly && ` ${t.photos.uploadNote}`}
        </span>
      </p>
      {photos.length > 0 && (
        <ul aria-label={t.photos.listLabel} className="report-thumbs mt-3 grid gap-3">
          {photos.map((p, i) => (
            <li key={p.n} className="relative overflow-hidden rounded-xl bg-surface ring-1 ring-line">
              <img src={p.thumb} alt={t.photos.alt(i + 1)} width={p.width} height={p.height} className="aspect-square w-full object-cover" />
              <State photo={p} t={t} />
              <button
                type="button"
                onClick={() => onRemove(p.n)}
                disabled={sending}
                aria-label={t.photos.remove(i + 1)}
                className="report-remove inline-flex size-11 items-center justify-center rounded-full text-ink shadow-card hover:bg-white"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
              {p.state === 'failed' && (
                <button
                  type="button"
                  onClick={() => all.retryNow(p.n)}
                  aria-label={t.photos.retry(i + 1)}
                  className="report-retry inline-flex size-11 items-center justify-center rounded-full text-ink shadow-card"
                >
                  <RotateCw aria-hidden="true" className="size-5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="mt-3 grid gap-2 text-sm">
        {preparing && <p className="text-muted">{t.photos.preparing(preparing)}</p>}
        {refusals.map((r) => (
          <p key={r} className="flex gap-2 font-semibold text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {r}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
