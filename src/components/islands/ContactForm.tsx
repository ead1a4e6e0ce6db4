/**
 * The contact form. The server renders a complete <form> that works without JavaScript (the browser's own
 * validation; posted to the endpoint, or a mailto: action when none is set). Once live, the island validates in
 * Dutch, posts JSON to PUBLIC_CONTACT_ENDPOINT (or opens a mailto: without one), reports in a toast and clears the
 * draft once the message is delivered (ContactFormSection's script keeps that draft in sessionStorage).
 * The fields are uncontrolled: what the visitor typed before the island was live stays where it is.
 * Generic over the language: the island is a per-language entry (ContactForm.nl.tsx) that passes its strings.
 */
import { useLayoutEffect, useRef, useState, type InputEvent, type SubmitEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormStrings, SharedFormStrings } from '../../data/forms/types';
import { challengeHeaders, startChallenge } from '../../lib/challenge';
import {
  clearDraft, contactDraft, fieldError, fieldMessage, fieldNames, focusField, honeypotFilled, resubmitWithOwnValidation, mailtoHref, messageCounter,
  messageMaxLength, phonePattern, readValues, trimValues, validate, withFieldError,
  type ContactValues, type FieldErrors, type FieldName,
} from '../../lib/contact-form';
import { referencePattern, type Problems } from '../../lib/form-rules';
import { HttpError, postJson } from '../../lib/http';
import { useInputsAtHydration } from '../../lib/hydration-state';
import ContactField, { Honeypot, RequiredNote } from './ContactField';
import { confirmationNote, failureToast, mailToast, thanksToast } from './ContactToastMessages';
import ContactToaster, { useToast } from './ContactToaster';
import { SubmitButton } from './SubmitButton';

export interface ContactFormProps {
  /** PUBLIC_CONTACT_ENDPOINT, or null: then submitting opens the visitor's mail program. */
  endpoint: string | null;
  email: string;
  phone: { display: string; href: string };
  whatsappHref: string;
  /** "binnen één werkdag" (business.replyTime) */
  replyTime: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

interface Props extends ContactFormProps {
  shared: SharedFormStrings;
  strings: ContactFormStrings;
}

const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name);

export default function ContactForm({ endpoint, email, phone, whatsappHref, replyTime, labelledBy, shared, strings: t }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const { show: showToast, props: toastProps } = useToast();

  // What the fields hold as the island hydrates, and anything changed meanwhile, stays (issue 24).
  useInputsAtHydration(() => document.querySelector<HTMLFormElement>(`form[aria-labelledby="${labelledBy}"]`));
  // A layout effect: noValidate must be set before a click held during hydration is replayed.
  useLayoutEffect(() => {
    setLive(true);
    if (formRef.current) setMessageLength(readValues(formRef.current).message.trim().length);
    // Focused before the island was live: the proof of work starts now, not at the next focus.
    if (endpoint?.startsWith('/') && formRef.current?.contains(document.activeElement)) startChallenge();
  }, []);

  const finish = (form: HTMLFormElement) => {
    form.reset();
    clearDraft(contactDraft);
    setMessageLength(0);
    setErrors({});
    setSubmitted(false);
  };

  const reach = { phone, whatsappHref };

  const send = async (form: HTMLFormElement, url: string, values: ContactValues) => {
    setSending(true);
    try {
      // Our own receiver (a path on this site) gets the proof of work's solution, when one is ready (src/lib/challenge.ts).
      const answer = await (await postJson(url, values, 15_000, url.startsWith('/') ? challengeHeaders() : {})).text().catch(() => '');
      const reference = new RegExp(`"reference":"(${referencePattern.source})"`).exec(answer)?.[1];
      finish(form);
      showToast(thanksToast(values.firstName, replyTime, t, reference ? confirmationNote(answer, reference, shared) : ''));
    } catch (error) {
      // Our receiver's 422 names a code per field (the same rules as here): the messages go to the fields.
      const fields = error instanceof HttpError && error.status === 422 ? (error.body?.['fields'] as Problems<FieldName> | undefined) : undefined;
      if (fields) {
        const found = Object.fromEntries(fieldNames.flatMap((n) => (fields[n] ? [[n, fieldMessage(n, fields[n], values[n], shared)]] : [])));
        flushSync(() => setErrors(found));
        const first = fieldNames.find((n) => found[n]);
        if (first) return focusField(form, first);
      }
      showToast(failureToast(t.failureTitle, error, reach, () => formRef.current?.requestSubmit(), shared));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = trimValues(readValues(form));
    const found = validate(values, shared);
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    const firstInvalid = fieldNames.find((n) => found[n]);
    if (firstInvalid) return focusField(form, firstInvalid);
    if (honeypotFilled(form)) {
      // A bot: pretend all went well and send nothing.
      finish(form);
      return showToast(thanksToast(values.firstName, replyTime, t));
    }
    if (!endpoint) {
      const href = mailtoHref(email, values, t);
      window.location.href = href;
      return showToast(mailToast(href, reach, t));
    }
    await send(form, endpoint, values);
  };

  // A submit that met the browser's own validation before the island was live: show the island's messages instead.
  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    resubmitWithOwnValidation(formRef.current);
  };

  const onInput = (event: InputEvent<HTMLFormElement>) => {
    // The draft is saved by the page's own script (ContactFormSection), live island or not.
    const values = readValues(event.currentTarget);
    setMessageLength(values.message.trim().length);
    const name = (event.target as HTMLInputElement).name;
    if (!submitted || !isFieldName(name)) return;
    const error = fieldError(name, values[name].trim(), shared);
    setErrors((previous) => withFieldError(previous, name, error));
  };

  const counter = messageCounter(messageLength, shared);
  const field = { idPrefix: 'contact', optionalText: shared.optional, readOnly: sending };
  return (
    <>
      <form
        ref={formRef}
        aria-labelledby={labelledBy}
        method="post"
        action={endpoint ?? `mailto:${email}`}
        {...(endpoint ? {} : { encType: 'text/plain' })}
        noValidate={live}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        onInput={onInput}
        onFocus={endpoint?.startsWith('/') ? startChallenge : undefined}
        className="grid gap-6 sm:grid-cols-2"
      >
        <RequiredNote note={shared.requiredNote} className="sm:col-span-2" />
        <ContactField {...field} name="firstName" label={t.labels.firstName} required autoComplete="given-name" error={errors.firstName} />
        <ContactField {...field} name="lastName" label={t.labels.lastName} required autoComplete="family-name" error={errors.lastName} />
        <ContactField {...field} name="email" label={t.labels.email} type="email" required autoComplete="email" error={errors.email} />
        <ContactField {...field} name="phone" label={t.labels.phone} type="tel" autoComplete="tel" pattern={phonePattern} error={errors.phone} />
        <ContactField
          {...field}
          name="message"
          label={t.labels.message}
          rows={6}
          required
          error={errors.message}
          className="sm:col-span-2"
          note={
            counter && (
              <p className={`mt-2 text-sm ${messageLength > messageMaxLength ? 'font-semibold text-red-700' : 'text-muted'}`}>{counter}</p>
            )
          }
        />
        <Honeypot idPrefix="contact" label={shared.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton sending={sending} label={t.submit} sendingLabel={t.sending} />
        </div>
      </form>
      {/* Client-only: the toaster is of no use before the island is live, and its server HTML would carry an inline style the CSP refuses. */}
      {live && <ContactToaster {...toastProps} strings={shared} />}
    </>
  );
}
