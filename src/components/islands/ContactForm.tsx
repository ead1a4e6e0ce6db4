/**
 * The contact form. The server renders a complete <form> that works without JavaScript (the browser's own
 * validation; posted to the endpoint, or a mailto: action when none is set). Once live, the island validates in
 * Dutch, posts JSON to PUBLIC_CONTACT_ENDPOINT (or opens a mailto: without one), reports in a toast and clears the
 * draft once the message is delivered (ContactFormSection's script keeps that draft in sessionStorage).
 * The fields are uncontrolled: what the visitor typed before the island was live stays where it is.
 */
import { Send } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type InputEvent, type SubmitEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  clearDraft, fieldError, fieldNames, focusField, honeypotFilled, mailtoHref, messageCounter,
  messageMaxLength, phonePattern, readValues, trimValues, validate,
  type ContactValues, type FieldErrors, type FieldName,
} from '../../lib/contact-form';
import { postJson } from '../../lib/http';
import type { ContactUi } from './contact-ui';
import ContactField, { Honeypot } from './ContactField';
import { failureToast, mailToast, thanksToast } from './ContactToastMessages';
import ContactToaster, { type ToastMessage } from './ContactToaster';

interface Props {
  /** PUBLIC_CONTACT_ENDPOINT, or null: then submitting opens the visitor's mail program. */
  endpoint: string | null;
  email: string;
  phone: { display: string; href: string };
  whatsappHref: string;
  /** "binnen één werkdag" (business.replyTime), in the page's language */
  replyTime: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/** The view: every word comes in as `t`. Pages use the entries ContactForm.nl.tsx and ContactForm.en.tsx. */
export interface ContactFormProps extends Props {
  t: ContactUi;
}

const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name);

export default function ContactForm({ t, endpoint, email, phone, whatsappHref, replyTime, labelledBy }: ContactFormProps) {
  const w = t.words;
  const formRef = useRef<HTMLFormElement>(null);
  const toastCount = useRef(0);
  const [live, setLive] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);

  // A layout effect: noValidate must be set before a click held during hydration is replayed.
  useLayoutEffect(() => {
    setLive(true);
    if (formRef.current) setMessageLength(readValues(formRef.current).message.trim().length);
  }, []);

  const showToast = (message: Omit<ToastMessage, 'id'>) => {
    toastCount.current += 1;
    setToast({ ...message, id: toastCount.current });
    setToastOpen(true);
  };

  const finish = (form: HTMLFormElement) => {
    form.reset();
    clearDraft();
    setMessageLength(0);
    setErrors({});
    setSubmitted(false);
  };

  const reach = { phone, whatsappHref };

  const send = async (form: HTMLFormElement, url: string, values: ContactValues) => {
    setSending(true);
    try {
      await postJson(url, values);
      finish(form);
      showToast(thanksToast(t.toast, values.firstName, replyTime));
    } catch (error) {
      showToast(failureToast(t.toast, error, reach, () => formRef.current?.requestSubmit()));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = trimValues(readValues(form));
    const found = validate(values, w);
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    const firstInvalid = fieldNames.find((n) => found[n]);
    if (firstInvalid) return focusField(form, firstInvalid);
    if (honeypotFilled(form)) {
      // A bot: pretend all went well and send nothing.
      finish(form);
      return showToast(thanksToast(t.toast, values.firstName, replyTime));
    }
    if (!endpoint) {
      const href = mailtoHref(email, values, w);
      window.location.href = href;
      return showToast(mailToast(t.toast, href, reach));
    }
    await send(form, endpoint, values);
  };

  // A submit that met the browser's own validation before the island was live: show our own errors instead.
  const onInvalid = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formRef.current;
    if (!form || form.noValidate) return;
    form.noValidate = true;
    setTimeout(() => form.requestSubmit());
  };

  const onInput = (event: InputEvent<HTMLFormElement>) => {
    // The draft is saved by the page's own script (ContactFormSection), live island or not.
    const values = readValues(event.currentTarget);
    setMessageLength(values.message.trim().length);
    const name = (event.target as HTMLInputElement).name;
    if (!submitted || !isFieldName(name)) return;
    const error = fieldError(name, values[name].trim(), w);
    setErrors((previous) => {
      const next = { ...previous };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  };

  const counter = messageCounter(messageLength, w);
  const field = (name: FieldName) => ({ name, label: t.labels[name], optionalText: t.optional, error: errors[name], readOnly: sending });
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
        className="grid gap-6 sm:grid-cols-2"
      >
        <p className="text-muted sm:col-span-2">
          {t.requiredNote.before} <span aria-hidden="true" className="font-bold text-red-700">*</span>
          <span className="sr-only">{t.requiredNote.asterisk}</span> {t.requiredNote.after}
        </p>
        <ContactField {...field('firstName')} required autoComplete="given-name" />
        <ContactField {...field('lastName')} required autoComplete="family-name" />
        <ContactField {...field('email')} type="email" required autoComplete="email" />
        <ContactField {...field('phone')} type="tel" autoComplete="tel" pattern={phonePattern} />
        <ContactField
          {...field('message')}
          rows={6}
          required
          className="sm:col-span-2"
          note={
            counter && (
              <p className={`mt-2 text-sm ${messageLength > messageMaxLength ? 'font-semibold text-red-700' : 'text-muted'}`}>{counter}</p>
            )
          }
        />
        <Honeypot label={t.honeypot} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            data-replay-click=""
            aria-disabled={sending || undefined}
            className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-button bg-accent-400 px-5 py-3 text-lg font-bold text-brand-950 shadow-card transition-colors hover:bg-accent-300 focus-visible:outline-offset-4 sm:w-auto"
          >
            <Send aria-hidden="true" className="size-5" />
            {sending ? t.sending : t.send}
          </button>
        </div>
      </form>
      {/* Client-only: the toaster is of no use before the island is live, and its server HTML would carry an inline style the CSP refuses. */}
      {live && <ContactToaster words={t.toaster} toast={toast} open={toastOpen} onOpenChange={setToastOpen} />}
    </>
  );
}
