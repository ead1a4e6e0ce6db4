/**
 * The APK reminder's sign-up (/apk-herinnering, /en/mot-reminder; issue 39): a kenteken and an e-mail address. The
 * server renders a complete urlencoded <form> that works without JavaScript (the receiver answers 303 to the "check
 * your e-mail" page). Once live, the island checks with the shared rules (src/lib/apk-reminder.ts), solves the proof of
 * work while the visitor types (src/lib/challenge.ts, as the contact form does), posts with `Accept: application/json`
 * and shows the same "check your e-mail" in place; a 422 puts its codes at the fields, anything else a failure toast
 * with what is kept and how to reach us. Built from the contact form's parts: ContactField, Honeypot, SubmitButton.
 */
import { CircleCheck } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ApkReminderWords } from '../../data/apk-reminder';
import type { SharedFormStrings } from '../../data/forms/types';
import { apkSignUpFieldNames, apkSignUpProblem, type ApkSignUpField } from '../../lib/apk-reminder';
import { challengeHeaders, startChallenge } from '../../lib/challenge';
import { focusField, honeypotFilled, resubmitWithOwnValidation } from '../../lib/contact-form';
import { cleanPlate, collect, type Problem, type Problems } from '../../lib/form-rules';
import { plateInputPattern } from '../../lib/kenteken';
import { HttpError, throwIfNotOk } from '../../lib/http';
import { useInputsAtHydration } from '../../lib/hydration-state';
import ContactField, { Honeypot, RequiredNote } from './ContactField';
import ContactToaster, { useToast } from './ContactToaster';
import { failureToast } from './ContactToastMessages';
import { AnotherButton, PostForm } from './PostForm';
import { SubmitButton } from './SubmitButton';
import './plate/PlateFields.css';

export interface ApkReminderFormProps {
  endpoint: string;
  labelledBy: string;
  words: ApkReminderWords['page'] & { consent: ApkReminderWords['consent'] };
  shared: SharedFormStrings;
  phone: { display: string; href: string };
  whatsappHref: string;
}

const prefix = 'apk';
type Errors = Partial<Record<ApkSignUpField, string>>;

const valuesOf = (form: HTMLFormElement): Record<ApkSignUpField, string> =>
  Object.fromEntries(apkSignUpFieldNames.map((n) => [n, String(new FormData(form).get(n) ?? '').trim()])) as Record<ApkSignUpField, string>;

export default function ApkReminderForm({ endpoint, labelledBy, words: t, shared, phone, whatsappHref }: ApkReminderFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [live, setLive] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const { show: showToast, props: toastProps } = useToast();

  useInputsAtHydration(() => document.querySelector<HTMLFormElement>(`form[aria-labelledby="${labelledBy}"]`));
  useLayoutEffect(() => {
    setLive(true);
    if (formRef.current?.contains(document.activeElement)) startChallenge();
  }, []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const messages = (problems: Problems<ApkSignUpField>): Errors =>
    Object.fromEntries(Object.entries(problems).map(([n, p]) => [n, t.errors[n as ApkSignUpField][p === 'empty' ? 'empty' : 'invalid']]));

  const show = (form: HTMLFormElement, found: Errors) => {
    flushSync(() => setErrors(found));
    const first = apkSignUpFieldNames.find((n) => found[n]);
    if (first) focusField(form, first);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = messages(collect(apkSignUpFieldNames, (n) => apkSignUpProblem(n, values[n])));
    show(form, found);
    if (Object.keys(found).length) return;
    const plate = cleanPlate(values.licensePlate, 'nl');
    const plateInput = form.elements.namedItem('licensePlate');
    if (plate && plateInput instanceof HTMLInputElement) plateInput.value = plate;
    if (honeypotFilled(form)) return setDone(true);
    setSending(true);
    try {
      await throwIfNotOk(
        await fetch(endpoint, {
          method: 'POST',
          headers: { Accept: 'application/json', ...challengeHeaders() },
          body: new URLSearchParams({ licensePlate: plate ?? values.licensePlate, email: values.email, _gotcha: '' }),
          credentials: 'omit',
          signal: AbortSignal.timeout(15_000),
        }),
      );
      form.reset();
      setDone(true);
    } catch (error) {
      const fields = error instanceof HttpError && error.status === 422 ? (error.body?.['fields'] as Partial<Record<ApkSignUpField, Problem>> | undefined) : undefined;
      if (fields && Object.keys(fields).length) return show(form, messages(fields));
      showToast(failureToast(t.failure, error, { phone, whatsappHref }, () => formRef.current?.requestSubmit(), shared));
    } finally {
      setSending(false);
    }
  };

  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    resubmitWithOwnValidation(formRef.current);
  };

  if (done) {
    return (
      <div className="rounded-card bg-brand-50 p-6 ring-1 ring-line">
        <p ref={doneRef} tabIndex={-1} role="status" className="flex items-start gap-3 text-lg font-semibold text-ink">
          <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
          <span>{t.done}</span>
        </p>
        <AnotherButton label={t.another} onClick={() => setDone(false)} />
      </div>
    );
  }
  const field = { idPrefix: prefix, optionalText: shared.optional, readOnly: sending };
  return (
    <>
      <PostForm formRef={formRef} labelledBy={labelledBy} endpoint={endpoint} live={live} onSubmit={onSubmit} onInvalid={onInvalid}>
        <RequiredNote note={shared.requiredNote} />
        <ContactField
          {...field}
          name="licensePlate"
          label={t.labels.licensePlate}
          hint={t.hints.licensePlate}
          required
          autoComplete="off"
          autoCapitalize="characters"
          pattern={plateInputPattern}
          error={errors.licensePlate}
          className="report-plate"
        />
        <ContactField {...field} name="email" label={t.labels.email} hint={t.hints.email} type="email" required autoComplete="email" error={errors.email} />
        <p className="rounded-xl bg-surface p-4 text-ink">
          <span className="font-semibold">{t.consent.label}.</span> <span className="text-muted">{t.consent.hint}</span>
        </p>
        <Honeypot idPrefix={prefix} label={shared.honeypot} />
        <div>
          <SubmitButton sending={sending} label={t.submit} sendingLabel={t.sending} />
        </div>
      </PostForm>
      {live && <ContactToaster {...toastProps} strings={shared} />}
    </>
  );
}
