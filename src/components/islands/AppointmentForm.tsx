/**
 * The appointment request (/afspraak, /en/appointment). The server renders a complete urlencoded <form> that works
 * without JavaScript (weekday check boxes, a part of the day and an earliest date; the receiver answers 303 to the
 * thank-you page). Once live, the island offers the next open days with "ochtend"/"middag", shows the car of a Dutch
 * plate (plate/CarLine.tsx), checks with the same rules, and sends urlencoded with `Accept: application/json` and an
 * Idempotency-Key; 422 field codes go to their fields, a reference comes back on 201. The page's own script keeps
 * the draft (src/lib/appointment-draft.ts): nothing typed is lost to a reload, a refusal or a dropped connection.
 * Generic over the language: AppointmentForm.nl.tsx is the island entry that passes the Dutch words.
 */
import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AppointmentStrings, CarLineStrings, PlateStrings, SharedFormStrings } from '../../data/forms/types';
import { appointmentFieldNames, type AppointmentField } from '../../lib/appointment-fields';
import { appointmentBody, appointmentId, clearAppointmentId, offeredDayList, toValues, withDays, type AppointmentForm as Values } from '../../lib/appointment';
import { checkAppointment } from '../../lib/appointment-rules';
import { challengeHeaders, startChallenge } from '../../lib/challenge';
import { clearAppointmentDraft, readAppointment, restoreAppointment, saveAppointmentDraft } from '../../lib/appointment-draft';
import { focusField, honeypotFilled, resubmitWithOwnValidation } from '../../lib/contact-form';
import { cleanPlate, referencePattern, type Problems } from '../../lib/form-rules';
import { HttpError, throwIfNotOk } from '../../lib/http';
import { useInputsAtHydration } from '../../lib/hydration-state';
import ContactField, { Honeypot, RequiredNote } from './ContactField';
import ContactToaster, { useToast } from './ContactToaster';
import { failureToast } from './ContactToastMessages';
import ApkReminderBox from './appointment/ApkReminderBox';
import DayFields, { prefix } from './appointment/DayFields';
import { appointmentMessages } from './appointment/messages';
import { PersonFields, StayFields, WorkFields } from './appointment/Sections';
import FormResult from './FormResult';
import ReachLine from './ReachLine';
import { replyByIso, weekdayDate } from '../../lib/reply-by';
import './appointment/AppointmentForm.css';
import CarLine from './plate/CarLine';
import PlateFields from './plate/PlateFields';
import { useVehicle } from './plate/useVehicle';
import { AnotherButton, PostForm } from './PostForm';
import { SubmitButton } from './SubmitButton';

export interface AppointmentFormProps {
  /** Our receiver's /api/afspraak. */
  endpoint: string;
  phone: { display: string; href: string };
  whatsappHref: string;
  replyTime: string;
  labelledBy: string;
  /** The six services' titles by id, in the page's language. */
  services: Record<string, string>;
  /** The six services' starting prices by id, with what they buy ("vanaf €85 incl. btw (…)": src/data/services.ts price). */
  prices: Record<string, string>;
  /** business.replacementTransport in the page's language. */
  transport: string;
}

interface Props extends AppointmentFormProps {
  shared: SharedFormStrings;
  strings: AppointmentStrings;
  plate: PlateStrings;
  carWords: CarLineStrings;
  lang: 'nl' | 'en';
}

type Errors = Partial<Record<AppointmentField, string>>;

interface Received {
  /** DV-XXXX-XXXX, or '' (the honeypot's answer). */
  reference: string;
  /** The masked address a confirmation goes to, or null. */
  confirmationTo: string | null;
  /** What was asked, in the page's words: "APK-keuring + kleine beurt". */
  work: string;
}

export default function AppointmentForm(props: Props) {
  const { endpoint, phone, whatsappHref, labelledBy, services, prices, transport, shared, strings: t, plate, carWords, lang } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState(false);
  const [days, setDays] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Received | null>(null);
  const [apkChosen, setApkChosen] = useState(false);
  const car = useVehicle(true);
  const { show: showToast, props: toastProps } = useToast();
  const words = { t, plate, shared };

  useInputsAtHydration(() => document.querySelector<HTMLFormElement>(`form[aria-labelledby="${labelledBy}"]`));
  useLayoutEffect(() => {
    setLive(true);
    const form = formRef.current;
    if (!form) return;
    // Focused before the island was live: the proof of work starts now, not at the next focus.
    if (form.contains(document.activeElement)) startChallenge();
    // Days answered the way without JavaScript (before the island was live) stay as answered; else the open days.
    const answered = readAppointment(form);
    // (The part of the day belongs to both: it stays as chosen.)
    if (!answered['weekdays'] && !answered['earliest']) setDays(offeredDayList(new Date(), __OPENING_DATA__));
    setApkChosen(!!answered['work']?.includes('apk'));
    // "Meer…" and "Buitenlands kenteken?" open when they hold a choice the visitor made (a draft, ?dienst=). Before
    // the island is live, CSS marks such a "Meer…" with a tick (AppointmentForm.css): no bytes before interaction.
    for (const d of form.querySelectorAll('details')) d.open ||= !!d.querySelector(':checked:not([value="nl"])');
    car.lookUp(form);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  // The days exist only now: tick those of the draft.
  useEffect(() => {
    if (days && formRef.current) restoreAppointment(formRef.current);
  }, [days]);

  const showErrors = (form: HTMLFormElement, found: Errors) => {
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    const first = appointmentFieldNames.find((n) => found[n]);
    // "days" is answered by the day chips (dayPick), or without JavaScript by the weekdays.
    if (first) focusField(form, first === 'days' ? (form.elements.namedItem('dayPick') ? 'dayPick' : 'weekdays') : first);
  };

  const finish = (form: HTMLFormElement, received: Received) => {
    form.reset();
    clearAppointmentDraft();
    clearAppointmentId();
    setErrors({});
    setSubmitted(false);
    setDone(received);
  };

  const post = async (form: HTMLFormElement, values: Values, renewed = false): Promise<void> => {
    try {
      const response = await throwIfNotOk(
        await fetch(endpoint, {
          method: 'POST',
          // The proof of work's solution, when one is ready (src/lib/challenge.ts).
          headers: { Accept: 'application/json', 'Idempotency-Key': appointmentId(renewed), ...challengeHeaders() },
          body: appointmentBody(values, appointmentFieldNames),
          credentials: 'omit',
          signal: AbortSignal.timeout(15_000),
        }),
      );
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      const reference = typeof answer['reference'] === 'string' && referencePattern.test(answer['reference']) ? answer['reference'] : '';
      const confirmationTo = typeof answer['confirmationTo'] === 'string' ? answer['confirmationTo'] : null;
      finish(form, { reference, confirmationTo, work: workWords(values) });
    } catch (error) {
      const body = error instanceof HttpError && error.status === 422 ? error.body : null;
      if (body?.['error'] === 'idempotency-key-reused' && !renewed) return post(form, values, true);
      const fields = body?.['fields'] as Problems<AppointmentField> | undefined;
      if (fields && Object.keys(fields).length) return showErrors(form, appointmentMessages(fields, values, words));
      showToast(failureToast(t.failureTitle, error, { phone, whatsappHref }, () => formRef.current?.requestSubmit(), shared));
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = withDays(readAppointment(form));
    const found = appointmentMessages(checkAppointment(toValues(values)), values, words);
    showErrors(form, found);
    if (Object.keys(found).length) return;
    // The kenteken as the garage writes it (AB-12-CD), in the field too.
    const clean = cleanPlate(values['licensePlate']?.[0] ?? '', values['plateOrigin']?.[0] ?? 'nl');
    const plateInput = form.elements.namedItem('licensePlate');
    if (clean && plateInput instanceof HTMLInputElement) {
      plateInput.value = clean;
      values['licensePlate'] = [clean];
    }
    if (honeypotFilled(form)) return finish(form, { reference: '', confirmationTo: null, work: '' });
    setSending(true);
    try {
      await post(form, values);
    } finally {
      setSending(false);
    }
  };

  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    resubmitWithOwnValidation(formRef.current);
  };

  const onChange = (event: SyntheticEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name === 'work') setApkChosen(!!readAppointment(event.currentTarget)['work']?.includes('apk'));
    if (name === 'plateOrigin') car.lookUp(event.currentTarget);
    if (!submitted) return;
    const values = withDays(readAppointment(event.currentTarget));
    setErrors(appointmentMessages(checkAppointment(toValues(values)), values, words));
  };

  /** The kenteken as the garage writes it as soon as the visitor leaves the field, and its car looked up. */
  const onPlateBlur = () => {
    const form = formRef.current;
    const plateInput = form?.elements.namedItem('licensePlate');
    if (!form || !(plateInput instanceof HTMLInputElement)) return;
    car.lookUp(form);
    const clean = cleanPlate(plateInput.value, (form.elements.namedItem('plateOrigin') as RadioNodeList | null)?.value || 'nl');
    if (!clean || clean === plateInput.value) return;
    plateInput.value = clean;
    saveAppointmentDraft(form);
  };

  const addApk = () => {
    const box = formRef.current?.querySelector<HTMLInputElement>('input[name="work"][value="apk"]');
    if (box && !box.checked) box.click();
  };

  /** "APK-keuring + kleine beurt": the work asked, as the form names it. */
  const workWords = (values: Values): string =>
    (values['work'] ?? [])
      .map((id) => (id === 'anders' ? values['workOther']?.[0] || t.work.anders : t.workLabels[id] ?? (id in t.work ? t.work[id as keyof typeof t.work] : services[id] ?? id)))
      .join(' + ');

  if (done) {
    return (
      <FormResult
        t={shared.result}
        heading={t.result.heading}
        reference={done.reference}
        sent={done.work ? [done.work] : []}
        answerBy={weekdayDate(replyByIso(new Date(), __OPENING_DATA__), lang)}
        confirmationTo={done.confirmationTo}
        meanwhile={t.result.meanwhile}
      >
        <AnotherButton label={t.another} onClick={() => setDone(null)} />
      </FormResult>
    );
  }
  const common = { t, shared, errors, sending };
  return (
    <>
      <PostForm formRef={formRef} labelledBy={labelledBy} endpoint={endpoint} live={live} onSubmit={onSubmit} onInvalid={onInvalid} onChange={onChange}>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="sr-only">{t.sections.car}</legend>
          <PlateFields
            t={plate}
            optionalText={shared.optional}
            idPrefix={prefix}
            errors={errors}
            sending={sending}
            onPlateBlur={onPlateBlur}
            onPlateInput={() => car.lookUp(formRef.current)}
            after={<ReachLine reach={shared.reach} phone={phone} whatsappHref={whatsappHref} />}
          >
            <CarLine vehicle={car.vehicle} t={carWords} lang={lang} plateId={`${prefix}-licensePlate`} onAddApk={addApk} apkChosen={apkChosen} />
          </PlateFields>
        </fieldset>
        <WorkFields {...common} services={services} prices={prices} />
        <ContactField
          idPrefix={prefix}
          optionalText={shared.optional}
          readOnly={sending}
          name="mileage"
          label={t.labels.mileage}
          hint={t.hints.mileage}
          inputMode="numeric"
          pattern="[0-9 .]{1,9}"
          autoComplete="off"
          error={errors.mileage}
          className="max-w-xs"
        />
        <DayFields t={t} shared={shared} lang={lang} days={days} errors={errors} sending={sending} />
        <StayFields {...common} transport={transport} />
        <PersonFields {...common}>
          <ApkReminderBox lang={lang} disabled={sending} />
        </PersonFields>
        <Honeypot idPrefix={prefix} label={shared.honeypot} />
        <div className="grid gap-3">
          <RequiredNote note={shared.requiredNote} />
          <SubmitButton sending={sending} label={t.submit} sendingLabel={t.sending} />
        </div>
      </PostForm>
      {live && <ContactToaster {...toastProps} strings={shared} />}
    </>
  );
}
