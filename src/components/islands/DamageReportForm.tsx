/**
 * The damage report (/schade-melden, /en/report-damage). The server renders a complete multipart <form> that works
 * without JavaScript (the browser's own validation, the original photos). Once live, the island validates with the
 * shared rules (src/lib/form-rules.ts, the same the receiver applies), prepares every photo in the browser and, with
 * our own receiver, uploads it at once while the visitor types (report/usePhotos.ts); sending then only carries the
 * text and any photo still missing. Without a backend it hands the report over to WhatsApp.
 * The photos come third, after the kenteken and what happened, so they upload while the rest is typed.
 * Split by concern: report/ReportFields.tsx (the fields), report/PhotoPicker.tsx + usePhotos.ts (the photos and their
 * uploads), report/SendArea.tsx (sending and its states). Generic over the language: DamageReportForm.nl.tsx is the
 * island entry that passes the Dutch strings.
 */
import { MessageCircle } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type SubmitEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { CarLineStrings, DamageReportStrings, SharedFormStrings } from '../../data/forms/types';
import { startChallenge } from '../../lib/challenge';
import { focusField, honeypotFilled, readFields, resubmitWithOwnValidation, saveDraft, trimValues, withFieldError } from '../../lib/contact-form';
import {
  cleanReport, clearReportDraft, reportDraft, reportFieldError, reportFieldNames, reportId, validateReport, whatsappReportHref,
  type ReportErrors, type ReportField, type ReportValues,
} from '../../lib/damage-report';
import { cleanPlate } from '../../lib/form-rules';
import { useInputsAtHydration } from '../../lib/hydration-state';
import { Honeypot, RequiredNote } from './ContactField';
import ContactToaster, { useToast } from './ContactToaster';
import type { Reach } from './ContactToastMessages';
import './DamageReportForm.css';
import PhotoPicker from './report/PhotoPicker';
import { CarFields, DamageFields, PersonFields } from './report/ReportFields';
import SendArea from './report/SendArea';
import CarLine from './plate/CarLine';
import { useVehicle } from './plate/useVehicle';
import { idPrefix } from './report/RadioGroup';
import { useSend, type ReportReceived } from './report/useSend';
import FormResult from './FormResult';
import ReachLine from './ReachLine';
import { replyByIso, weekdayDate } from '../../lib/reply-by';
import type { DamageTypeId } from '../../data/forms/types';
import { usePhotos } from './report/usePhotos';

export interface DamageReportProps {
  /** Where the report is posted: our receiver (/api/schade-melden), a hosted form service, or null: then it goes to WhatsApp. */
  endpoint: string | null;
  /** With our own receiver: where photos upload while the visitor types (PUT <base>/<id>/photos/<n>); else null. */
  uploadBase: string | null;
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
  /** The car line's words (the appointment request's, shared) and their language. */
  carWords: CarLineStrings;
  lang: 'nl' | 'en';
}

const isReportField = (name: string): name is ReportField => (reportFieldNames as readonly string[]).includes(name);
const readReport = (form: HTMLFormElement): ReportValues => trimValues(readFields(form, reportFieldNames));

export default function DamageReportForm(props: Props) {
  const { endpoint, uploadBase, phone, whatsappHref, address, replyTime, labelledBy, shared, strings: t, carWords, lang } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const readyRef = useRef<HTMLHeadingElement>(null);
  const busy = useRef(false);
  const [live, setLive] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [waHref, setWaHref] = useState<string | null>(null);
  const [done, setDone] = useState<(ReportReceived & { sent: string[] }) | null>(null);
  const sentValues = useRef<ReportValues | null>(null);
  const photos = usePhotos(t, uploadBase, reportId, fileRef);
  // The plate lookup is our own receiver's: a build that uploads photos to it has it.
  const car = useVehicle(!!uploadBase);
  const { show: showToast, props: toastProps } = useToast();
  const reach: Reach = { phone, whatsappHref };

  /** Shows the kenteken as the garage writes it as soon as the visitor leaves the field. */
  const onPlateBlur = () => {
    const form = formRef.current;
    car.lookUp(form);
    const plate = form?.elements.namedItem('licensePlate');
    if (!form || !(plate instanceof HTMLInputElement)) return;
    const clean = cleanPlate(plate.value, readFields(form, ['plateOrigin']).plateOrigin);
    if (!clean || clean === plate.value) return;
    plate.value = clean;
    saveDraft(reportDraft, readFields(form, reportFieldNames));
  };
  /** A valid Dutch plate typed in full: its car is asked at once. */
  const onPlateInput = () => car.lookUp(formRef.current);

  // What the fields hold as the island hydrates, and anything changed meanwhile, stays (issue 24).
  useInputsAtHydration(() => document.querySelector<HTMLFormElement>(`form[aria-labelledby="${labelledBy}"]`));
  // A layout effect: noValidate must be set before a click held during hydration is replayed.
  useLayoutEffect(() => {
    setLive(true);
    // Focused before the island was live: the proof of work starts now, not at the next focus.
    if (uploadBase && formRef.current?.contains(document.activeElement)) startChallenge();
    // A kenteken typed and left before the island was live is normalised now.
    const plate = formRef.current?.elements.namedItem('licensePlate');
    if (plate instanceof HTMLInputElement && plate !== document.activeElement) onPlateBlur();
    else car.lookUp(formRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const finish = async (form: HTMLFormElement) => {
    form.reset();
    photos.clear();
    setErrors({});
    setSubmitted(false);
    await clearReportDraft();
  };

  const showFieldErrors = (form: HTMLFormElement, found: ReportErrors) => {
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    // An error folded away in "Verzekering en datum" opens its fold.
    for (const more of form.querySelectorAll('details:has([aria-invalid="true"])')) more.setAttribute('open', '');
    // The first field with an error in the order the form shows them (form.elements is in document order).
    const first = [...form.elements].map((el) => el.getAttribute('name') ?? '').find((n) => isReportField(n) && found[n]);
    if (first) focusField(form, first);
  };

  /** What was sent, in short: the plate, what happened, the photos received. */
  const onReceived = (received: ReportReceived) => {
    const v = sentValues.current;
    const sent = [
      v?.licensePlate ?? '',
      v?.damageType ? (t.damageTypes[v.damageType as DamageTypeId] ?? '') : '',
      received.photos ? shared.result.photos(received.photos) : '',
    ].filter(Boolean);
    setDone({ ...received, sent });
  };

  const { send, progress, notice, cancel } = useSend({
    endpoint, uploadBase, replyTime, reach, shared, t, photos, showToast, showFieldErrors, finish, onReceived,
    retry: () => formRef.current?.requestSubmit(),
  });
  const sending = progress !== null;

  const submit = async (form: HTMLFormElement) => {
    const values = readReport(form);
    const found = validateReport(values, shared, t);
    setWaHref(null);
    showFieldErrors(form, found);
    if (Object.keys(found).length) return;
    const clean = cleanReport(values);
    const plate = form.elements.namedItem('licensePlate');
    if (plate instanceof HTMLInputElement) plate.value = clean.licensePlate;
    sentValues.current = clean;
    if (honeypotFilled(form)) {
      // A bot: pretend all went well and send nothing.
      onReceived({ reference: '', confirmationTo: null, photos: 0 });
      return finish(form);
    }
    if (!endpoint) {
      await photos.settle();
      flushSync(() => setWaHref(whatsappReportHref(whatsappHref, clean, t)));
      readyRef.current?.focus();
      return;
    }
    await send(form, clean);
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

  // A submit that met the browser's own validation before the island was live: show the island's messages instead.
  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    resubmitWithOwnValidation(formRef.current);
  };

  /** Without a backend the button is no submit button (see SendArea); Enter in a field still sends the form on, as it would. */
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
    const values = readReport(event.currentTarget);
    const affected: ReportField[] = name === 'plateOrigin' ? ['plateOrigin', 'licensePlate', 'plateCountry'] : [name];
    setErrors((previous) => affected.reduce((e, n) => withFieldError(e, n, reportFieldError(n, values, shared, t)), previous));
  };

  if (done) {
    return (
      <FormResult
        t={shared.result}
        heading={t.result.heading}
        reference={done.reference}
        sent={done.sent}
        answerBy={weekdayDate(replyByIso(new Date(), __OPENING_DATA__), lang)}
        confirmationTo={done.confirmationTo}
        meanwhile={t.result.meanwhile}
      />
    );
  }
  const carLine = <CarLine vehicle={car.vehicle} t={carWords} lang={lang} plateId={`${idPrefix}-licensePlate`} />;
  const reachLine = <ReachLine reach={shared.reach} phone={phone} whatsappHref={whatsappHref} />;
  const fieldProps = { t, shared, errors, live, sending, phone, address, onPlateBlur, onPlateInput, carLine, reachLine };
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
        onFocus={uploadBase ? startChallenge : undefined}
        className="grid gap-10"
      >
        {!endpoint && (
          <p className="flex gap-3 rounded-xl bg-brand-50 p-4 text-ink">
            <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {t.whatsapp.intro}
          </p>
        )}
        <CarFields {...fieldProps} />
        {endpoint && (
          <PhotoPicker t={t} shared={shared} photos={photos} live={live} sending={sending} uploadsEarly={!!uploadBase} fileRef={fileRef} />
        )}
        <DamageFields {...fieldProps} />
        <PersonFields {...fieldProps} />
        <Honeypot idPrefix="schade" label={shared.honeypot} />
        <RequiredNote note={shared.requiredNote} />
        <SendArea
          t={t}
          shared={shared}
          endpoint={endpoint}
          progress={progress}
          photosLeft={photos.travelling}
          notice={notice}
          waHref={waHref}
          phone={phone}
          readyRef={readyRef}
          onSubmitClick={() => formRef.current?.requestSubmit()}
          onCancel={cancel}
        />
      </form>
      {/* Client-only: the toaster is of no use before the island is live, and its server HTML would carry an inline style the CSP refuses. */}
      {live && <ContactToaster {...toastProps} strings={shared} />}
    </>
  );
}
