/**
 * The damage report (/schade-melden). The server renders a complete multipart <form> that works without JavaScript
 * (the browser's own validation, the original photos). Once live, the island validates with the contact form's
 * rules, normalises the kenteken, prepares every photo in the browser (src/lib/photos.ts, one at a time), keeps the
 * photos in IndexedDB next to the text draft, and uploads with XMLHttpRequest so a progress bar can show. Without a
 * backend it hands the report over to WhatsApp. Text fields are uncontrolled, like the contact form's.
 * Generic over the language: DamageReportForm.nl.tsx is the island entry that passes the Dutch strings.
 */
import { Camera, CircleAlert, ImagePlus, MessageCircle, Phone, Send, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type SubmitEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { DamageReportStrings, SharedFormStrings } from '../../data/forms/types';
import { focusField, honeypotFilled, phonePattern, resubmitWithOwnValidation, readFields, saveDraft, withFieldError } from '../../lib/contact-form';
import {
  answersToday, cleanReport, clearReportDraft, damageTypeIds, readPhotos, reportBody, reportDraft, reportFieldError,
  reportFieldNames, savePhotos, today, validateReport, whatsappReportHref, type ReportErrors, type ReportField,
  type ReportValues, type StoredPhoto,
} from '../../lib/damage-report';
import { isAbort, postMultipart } from '../../lib/http';
import { normalisePlate, plateInputPattern } from '../../lib/kenteken';
import { maxPhotos, PhotoRefused, preparePhoto } from '../../lib/photos';
import ContactField, { FieldError, Honeypot, RequiredMark, RequiredNote } from './ContactField';
import ContactToaster, { useToast } from './ContactToaster';
import './DamageReportForm.css';
import { failureToast, PhoneLink, WhatsAppLink, type Reach } from './ContactToastMessages';

export interface DamageReportProps {
  /** PUBLIC_DAMAGE_REPORT_ENDPOINT (or PUBLIC_CONTACT_ENDPOINT), or null: then the report goes to WhatsApp. */
  endpoint: string | null;
  phone: { display: string; href: string };
  whatsappHref: string;
  address: string;
  /** The reply promise outside opening hours, in words: business.replyTime ("binnen één werkdag"). */
  replyTime: string;
  labelledBy: string;
}

interface Props extends DamageReportProps {
  shared: SharedFormStrings;
  strings: DamageReportStrings;
}

const idPrefix = 'schade';
const isReportField = (name: string): name is ReportField => (reportFieldNames as readonly string[]).includes(name);
const legendClass = 'text-xl font-bold text-ink';
const primaryButton =
  'inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-button bg-accent-400 px-5 py-3 text-lg font-bold text-brand-950 shadow-card transition-colors hover:bg-accent-300 focus-visible:outline-offset-4 sm:w-auto';
const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-button border-2 border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50';

interface RadioGroupProps {
  name: ReportField;
  legend: string;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
  optionalText: string;
  disabled: boolean;
  className: string;
  children?: ReactNode;
}

/** A required radio group as a fieldset, its error named by the group. */
const RadioGroup = ({ name, legend, options, error, optionalText, disabled, className, children }: RadioGroupProps) => {
  const errorId = `${idPrefix}-${name}-fout`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="font-semibold text-ink">
        {legend}
        <RequiredMark required optionalText={optionalText} />
      </legend>
      <div className={`mt-2 grid gap-2 ${className}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className="report-choice flex min-h-12 items-center gap-3 rounded-xl border border-muted bg-white px-4 py-2"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              required
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              className="size-5"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId} error={error} />}
      {children}
    </fieldset>
  );
};

export default function DamageReportForm(props: Props) {
  const { endpoint, phone, whatsappHref, address, replyTime, labelledBy, shared, strings: t } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const readyRef = useRef<HTMLHeadingElement>(null);
  const photoCount = useRef(0);
  const photosRef = useRef<StoredPhoto[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const upload = useRef<{ abort: () => void } | null>(null);
  const busy = useRef(false);
  const [live, setLive] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [photos, setPhotosState] = useState<StoredPhoto[]>([]);
  const [preparing, setPreparing] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [waHref, setWaHref] = useState<string | null>(null);
  const { show: showToast, props: toastProps } = useToast();
  const sending = progress !== null;
  const reach: Reach = { phone, whatsappHref };

  const setPhotos = (next: StoredPhoto[]) => {
    photosRef.current = next;
    setPhotosState(next);
  };

  /** Prepares the files one after the other; each refusal names its file, the other photos stay. */
  const addFiles = (files: File[]) => {
    setRefusals([]);
    queue.current = queue.current.then(async () => {
      for (const file of files) {
        if (photosRef.current.length >= maxPhotos) {
          setRefusals((r) => [...r, t.photos.tooMany(file.name, maxPhotos)]);
          continue;
        }
        setPreparing(file.name);
        try {
          const photo = await preparePhoto(file);
          photoCount.current += 1;
          setPhotos([...photosRef.current, { ...photo, id: photoCount.current }]);
          await savePhotos(photosRef.current);
        } catch (error) {
          const notImage = error instanceof PhotoRefused && error.reason === 'not-image';
          setRefusals((r) => [...r, notImage ? t.photos.notImage(file.name) : t.photos.undecodable(file.name)]);
        }
      }
      setPreparing(null);
    });
  };

  // A layout effect: noValidate must be set before a click held during hydration is replayed.
  useLayoutEffect(() => {
    setLive(true);
    // A kenteken typed and left before the island was live is normalised now.
    const plate = formRef.current?.elements.namedItem('licensePlate');
    if (plate instanceof HTMLInputElement && plate !== document.activeElement) onPlateBlur();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => {
    // Photos from before a reload, then any picked before the island was live.
    void readPhotos().then((saved) => {
      if (saved.length && !photosRef.current.length) {
        setPhotos(saved.map((p) => ({ ...p, id: (photoCount.current += 1) })));
      }
      const picked = fileRef.current?.files;
      if (picked?.length) {
        addFiles([...picked]);
        if (fileRef.current) fileRef.current.value = '';
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length) addFiles(files);
  };

  const removePhoto = (id: number) => {
    const next = photosRef.current.filter((p) => p.id !== id);
    flushSync(() => {
      setPhotos(next);
      setRefusals([]);
    });
    void savePhotos(next);
    fileRef.current?.focus();
  };

  const finish = async (form: HTMLFormElement) => {
    form.reset();
    setPhotos([]);
    setRefusals([]);
    setErrors({});
    setSubmitted(false);
    await clearReportDraft();
  };

  const send = async (form: HTMLFormElement, url: string, values: ReportValues) => {
    setNotice('');
    setProgress(0);
    const blobs = photosRef.current.map((p) => p.blob);
    const request = postMultipart(url, reportBody(values, blobs, ''), setProgress);
    upload.current = request;
    try {
      await request.done;
      await finish(form);
      const promise = answersToday(__OPENING_DATA__) ? t.promiseToday : replyTime;
      showToast({ kind: 'success', title: t.thanksTitle, description: t.thanks(values.licensePlate, promise), persistent: true });
    } catch (error) {
      if (isAbort(error)) setNotice(t.cancelled);
      else showToast(failureToast(t.failureTitle, error, reach, () => formRef.current?.requestSubmit(), shared));
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a second click while photos are still being prepared must not start a second report.
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      busy.current = false;
    }
  };

  const submit = async (form: HTMLFormElement) => {
    await queue.current;
    const values = cleanReport(readFields(form, reportFieldNames));
    const found = validateReport(values, shared, t);
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
      setWaHref(null);
    });
    const firstInvalid = reportFieldNames.find((n) => found[n]);
    if (firstInvalid) return focusField(form, firstInvalid);
    const plate = form.elements.namedItem('licensePlate');
    if (plate instanceof HTMLInputElement) plate.value = values.licensePlate;
    if (honeypotFilled(form)) {
      // A bot: pretend all went well and send nothing.
      await finish(form);
      return showToast({ kind: 'success', title: t.thanksTitle, description: t.thanks(values.licensePlate, replyTime) });
    }
    if (!endpoint) {
      flushSync(() => setWaHref(whatsappReportHref(whatsappHref, values, t)));
      readyRef.current?.focus();
      return;
    }
    await send(form, endpoint, values);
  };

  // A submit that met the browser's own validation before the island was live: show the island's messages instead.
  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    resubmitWithOwnValidation(formRef.current);
  };

  /** Without a backend the button is no submit button (see below); Enter in a field still sends the form on, as it would. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (endpoint || event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'file') return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLInputElement).name;
    setWaHref(null);
    if (!submitted || !isReportField(name)) return;
    const value = readFields(event.currentTarget, [name])[name].trim();
    setErrors((previous) => withFieldError(previous, name, reportFieldError(name, value, shared, t)));
  };

  /** Shows the kenteken as the garage writes it as soon as the visitor leaves the field. */
  const onPlateBlur = () => {
    const form = formRef.current;
    const plate = form?.elements.namedItem('licensePlate');
    const normal = plate instanceof HTMLInputElement ? normalisePlate(plate.value) : null;
    if (!form || !(plate instanceof HTMLInputElement) || !normal || normal === plate.value) return;
    plate.value = normal;
    saveDraft(reportDraft, readFields(form, reportFieldNames));
  };

  const field = { idPrefix, optionalText: shared.optional, readOnly: sending };
  const percent = Math.round((progress ?? 0) * 100);
  const photosFull = photos.length >= maxPhotos;
  return (
    <>
      <form
        ref={formRef}
        aria-labelledby={labelledBy}
        method="post"
        encType="multipart/form-data"
        action={endpoint ?? undefined}
        noValidate={live}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        onChange={onChange}
        onKeyDown={onKeyDown}
        className="grid gap-10"
      >
        <RequiredNote note={shared.requiredNote} />
        {!endpoint && (
          <p className="flex gap-3 rounded-xl bg-brand-50 p-4 text-ink">
            <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {t.whatsapp.intro}
          </p>
        )}
        <fieldset className="grid min-w-0 gap-6 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{t.sections.car}</legend>
          <ContactField
            {...field}
            name="licensePlate"
            label={t.labels.licensePlate}
            required
            hint={t.hints.licensePlate}
            autoComplete="off"
            autoCapitalize="characters"
            pattern={plateInputPattern}
            error={errors.licensePlate}
            onBlur={onPlateBlur}
            className="report-plate sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <RadioGroup
              name="damageType"
              legend={t.labels.damageType}
              options={damageTypeIds.map((id) => ({ value: id, label: t.damageTypes[id] }))}
              error={errors.damageType}
              optionalText={shared.optional}
              disabled={sending}
              className="sm:grid-cols-2 lg:grid-cols-3"
            />
          </div>
          <ContactField
            {...field}
            name="damageDate"
            label={t.labels.damageDate}
            type="date"
            hint={t.hints.damageDate}
            {...(live ? { max: today() } : {})}
            error={errors.damageDate}
          />
          <ContactField {...field} name="insurer" label={t.labels.insurer} hint={t.hints.insurer} autoComplete="off" error={errors.insurer} />
          <div className="report-driveable sm:col-span-2">
            <RadioGroup
              name="driveable"
              legend={t.labels.driveable}
              options={[
                { value: 'ja', label: t.yes },
                { value: 'nee', label: t.no },
              ]}
              error={errors.driveable}
              optionalText={shared.optional}
              disabled={sending}
              className="report-yes-no grid-cols-2"
            />
            {/* CSS shows the help the moment "nee" is chosen, with or without JavaScript. */}
            <div data-not-driveable="" className="report-nee mt-4 rounded-xl border-red-700 bg-surface p-4">
              <p className="flex items-center gap-2 font-bold text-ink">
                <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
                {t.notDriveable.title}
              </p>
              <p className="mt-2">
                {t.notDriveable.call} <PhoneLink phone={phone} />.
              </p>
              <p className="mt-2">{t.notDriveable.tow(address)}</p>
            </div>
          </div>
          <ContactField {...field} name="message" label={t.labels.message} rows={4} hint={t.hints.message} error={errors.message} className="sm:col-span-2" />
        </fieldset>

        {endpoint && (
          <fieldset className="min-w-0">
            <legend className={legendClass}>
              {t.labels.photos}
              <span className="text-base font-normal text-muted">{shared.optional}</span>
            </legend>
            <p id={`${idPrefix}-photos-hint`} className="mt-2 text-sm text-muted">
              {t.hints.photos}
            </p>
            <p className="mt-2 flex gap-2 text-sm text-muted">
              <Camera aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t.hints.privacy}
            </p>
            {photos.length > 0 && (
              <ul aria-label={t.photos.listLabel} className="report-thumbs mt-4 grid gap-3">
                {photos.map((p, i) => (
                  <li key={p.id} className="relative overflow-hidden rounded-xl bg-surface ring-1 ring-line">
                    <img src={p.thumb} alt={t.photos.alt(i + 1)} width={p.width} height={p.height} className="aspect-square w-full object-cover" />
                    <button
                      type="button"
                      onClick={() => removePhoto(p.id)}
                      disabled={sending}
                      aria-label={t.photos.remove(i + 1)}
                      className="report-remove inline-flex size-11 items-center justify-center rounded-full text-ink shadow-card hover:bg-white"
                    >
                      <X aria-hidden="true" className="size-5" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-4">
              {/* The input is the real control (keyboard, screen readers); the label around it is what people see. */}
              <label
                className={`${secondaryButton} report-add`}
                data-off={photosFull || sending ? '' : undefined}
              >
                <ImagePlus aria-hidden="true" className="size-5" />
                {photos.length ? t.photos.chooseMore : t.photos.choose}
                <input
                  ref={fileRef}
                  id={`${idPrefix}-photos`}
                  type="file"
                  name="photos"
                  accept="image/*"
                  multiple
                  disabled={(live && photosFull) || sending}
                  aria-describedby={`${idPrefix}-photos-hint ${idPrefix}-photos-count`}
                  onChange={onPick}
                />
              </label>
              <p id={`${idPrefix}-photos-count`} className="font-semibold text-ink">
                {t.photos.count(photos.length, maxPhotos)}
              </p>
            </div>
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
        )}

        <fieldset className="grid min-w-0 gap-6 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{t.sections.contact}</legend>
          <ContactField {...field} name="firstName" label={t.labels.firstName} required autoComplete="given-name" error={errors.firstName} />
          <ContactField {...field} name="lastName" label={t.labels.lastName} required autoComplete="family-name" error={errors.lastName} />
          <ContactField
            {...field}
            name="phone"
            label={t.labels.phone}
            type="tel"
            required
            hint={t.hints.phone}
            autoComplete="tel"
            pattern={phonePattern}
            error={errors.phone}
          />
          <ContactField {...field} name="email" label={t.labels.email} type="email" required hint={t.hints.email} autoComplete="email" error={errors.email} />
        </fieldset>
        <Honeypot idPrefix={idPrefix} label={shared.honeypot} />

        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-4">
            {/*
              Without a backend the report can only go on to WhatsApp, which needs this script: the button is then a
              plain button (no form post to nowhere, not even by Enter) that the page hides when scripting is off
              (the <noscript> routes stand in), and that submits through the island once it is live.
            */}
            <button
              type={endpoint ? 'submit' : 'button'}
              onClick={endpoint ? undefined : () => formRef.current?.requestSubmit()}
              data-replay-click=""
              disabled={sending}
              className={`${primaryButton} report-submit${endpoint ? '' : ' report-needs-js'}`}
            >
              {endpoint ? <Send aria-hidden="true" className="size-5" /> : <MessageCircle aria-hidden="true" className="size-5" />}
              {sending ? t.sending : endpoint ? t.submit : t.whatsapp.submit}
            </button>
            {sending && (
              <button type="button" onClick={() => upload.current?.abort()} className={secondaryButton}>
                {t.cancel}
              </button>
            )}
          </div>
          {sending && (
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
          <div role="status">{notice && <p className="font-semibold text-ink">{notice}</p>}</div>
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
      </form>
      {/* Client-only: the toaster is of no use before the island is live, and its server HTML would carry an inline style the CSP refuses. */}
      {live && <ContactToaster {...toastProps} strings={shared} />}
    </>
  );
}

