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
import ContactField, { Honeypot } from './ContactField';
import { failureToast, mailToast, thanksToast } from './ContactToastMessages';
import ContactToaster, { type ToastMessage } from './ContactToaster';

interface Props {
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

const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name);

export default function ContactForm({ endpoint, email, phone, whatsappHref, replyTime, labelledBy }: Props) {
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
      showToast(thanksToast(values.firstName, replyTime));
    } catch (error) {
      showToast(failureToast(error, reach, () => formRef.current?.requestSubmit()));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = trimValues(readValues(form));
    const found = validate(values);
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    const firstInvalid = fieldNames.find((n) => found[n]);
    if (firstInvalid) return focusField(form, firstInvalid);
    if (honeypotFilled(form)) {
      // A bot: pretend all went well and send nothing.
      finish(form);
      return showToast(thanksToast(values.firstName, replyTime));
    }
    if (!endpoint) {
      const href = mailtoHref(email, values);
      window.location.href = href;
      return showToast(mailToast(href, reach));
    }
    await send(form, endpoint, values);
  };

  // A submit that met the browser's own validation before the island was live: show the Dutch errors instead.
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
    const error = fieldError(name, values[name].trim());
    setErrors((previous) => {
      const next = { ...previous };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  };

  const counter = messageCounter(messageLength);
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
          Velden met een <span aria-hidden="true" className="font-bold text-red-700">*</span>
          <span className="sr-only">sterretje</span> zijn verplicht.
        </p>
        <ContactField name="firstName" label="Voornaam" required autoComplete="given-name" error={errors.firstName} readOnly={sending} />
        <ContactField name="lastName" label="Achternaam" required autoComplete="family-name" error={errors.lastName} readOnly={sending} />
        <ContactField name="email" label="E-mailadres" type="email" required autoComplete="email" error={errors.email} readOnly={sending} />
        <ContactField name="phone" label="Telefoonnummer" type="tel" autoComplete="tel" pattern={phonePattern} error={errors.phone} readOnly={sending} />
        <ContactField
          name="message"
          label="Uw bericht"
          rows={6}
          required
          error={errors.message}
          readOnly={sending}
          className="sm:col-span-2"
          note={
            counter && (
              <p className={`mt-2 text-sm ${messageLength > messageMaxLength ? 'font-semibold text-red-700' : 'text-muted'}`}>{counter}</p>
            )
          }
        />
        <Honeypot />
        <div className="sm:col-span-2">
          <button
            type="submit"
            data-replay-click=""
            aria-disabled={sending || undefined}
            className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-button bg-accent-400 px-5 py-3 text-lg font-bold text-brand-950 shadow-card transition-colors hover:bg-accent-300 focus-visible:outline-offset-4 sm:w-auto"
          >
            <Send aria-hidden="true" className="size-5" />
            {sending ? 'Versturen…' : 'Verstuur bericht'}
          </button>
        </div>
      </form>
      {/* Client-only: the toaster is of no use before the island is live, and its server HTML would carry an inline style the CSP refuses. */}
      {live && <ContactToaster toast={toast} open={toastOpen} onOpenChange={setToastOpen} />}
    </>
  );
}
