/**
 * The contact form. The server renders a complete <form> that works without JavaScript (the browser's own
 * validation; posted to the endpoint, or a mailto: action when none is set). Once live, the island validates in
 * Dutch, keeps a draft in sessionStorage until the message is delivered, posts JSON to PUBLIC_CONTACT_ENDPOINT
 * (or opens a mailto: without one) and reports in a toast. The fields are uncontrolled: what the visitor typed
 * before the island was live stays where it is.
 */
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef, useState, type InputEvent, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  clearDraft, fieldError, fieldNames, focusField, honeypotFilled, honeypotName, mailtoHref, messageCounter,
  messageMaxLength, phonePattern, readValues, saveDraft, trimValues, validate,
  type ContactValues, type FieldErrors, type FieldName,
} from '../../lib/contact-form';
import { HttpError, postJson } from '../../lib/http';
import ContactField from './ContactField';
import ContactToaster, { type ToastMessage } from './ContactToaster';

interface Props {
  /** PUBLIC_CONTACT_ENDPOINT, or null: then submitting opens the visitor's mail program. */
  endpoint: string | null;
  email: string;
  phone: { display: string; href: string };
  whatsappHref: string;
  responseHours: number;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name);
const shorten = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export default function ContactForm({ endpoint, email, phone, whatsappHref, responseHours, labelledBy }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const toastCount = useRef(0);
  const [live, setLive] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);

  useEffect(() => {
    setLive(true);
    if (!formRef.current) return;
    const values = readValues(formRef.current);
    setMessageLength(values.message.trim().length);
    if (fieldNames.some((n) => values[n])) saveDraft(values);
  }, []);

  const showToast = (message: Omit<ToastMessage, 'id'>) => {
    toastCount.current += 1;
    setToast({ ...message, id: toastCount.current });
    setToastOpen(true);
  };

  const reachUs = (
    <>
      bel ons op <a href={phone.href}>{phone.display}</a> of stuur een{' '}
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
        WhatsApp-bericht<span className="sr-only"> (opent in een nieuw tabblad)</span>
      </a>
    </>
  );

  const finish = (form: HTMLFormElement) => {
    form.reset();
    clearDraft();
    setMessageLength(0);
    setErrors({});
    setSubmitted(false);
  };

  const thanks = (firstName: string) =>
    showToast({
      kind: 'success',
      title: 'Bedankt!',
      description: `Wij hebben uw bericht ontvangen, ${firstName}. Wij nemen binnen ${responseHours} uur contact met u op.`,
    });

  const openMail = (values: ContactValues) => {
    const href = mailtoHref(email, values);
    window.location.href = href;
    showToast({
      kind: 'info',
      title: 'Uw e-mailprogramma wordt geopend',
      description: (
        <>
          Uw bericht staat klaar in een nieuwe e-mail aan {email}. Klik daar op Verzenden; pas dan is het bij ons. Opent
          er niets? <a href={href}>Open de e-mail opnieuw</a> of {reachUs}.
        </>
      ),
    });
  };

  const send = async (form: HTMLFormElement, url: string, values: ContactValues) => {
    setSending(true);
    try {
      await postJson(url, values);
      finish(form);
      thanks(values.firstName);
    } catch (error) {
      const reason =
        error instanceof HttpError
          ? `Onze server gaf een foutmelding (${shorten(error.message)}).`
          : 'Er kon geen verbinding worden gemaakt met onze server.';
      showToast({
        kind: 'error',
        title: 'Uw bericht is niet verstuurd',
        persistent: true,
        description: (
          <>
            {reason} Alles wat u heeft ingevuld staat nog in het formulier. Probeer het zo nog eens, of {reachUs}.
          </>
        ),
        action: { label: 'Opnieuw versturen', altText: 'Verstuur het formulier opnieuw', onClick: () => formRef.current?.requestSubmit() },
      });
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
      return thanks(values.firstName);
    }
    if (!endpoint) return openMail(values);
    await send(form, endpoint, values);
  };

  const onInput = (event: InputEvent<HTMLFormElement>) => {
    const values = readValues(event.currentTarget);
    saveDraft(values);
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
        <div aria-hidden="true" className="sr-only">
          <label htmlFor="contact-website">Laat dit veld leeg</label>
          <input id="contact-website" name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            data-replay-click=""
            aria-disabled={sending || undefined}
            className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-button bg-accent-400 px-7 py-3 text-lg font-bold text-brand-950 shadow-card transition-colors hover:bg-accent-300 focus-visible:outline-offset-4 aria-disabled:cursor-wait aria-disabled:bg-accent-300 sm:w-auto"
          >
            {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
            {sending ? 'Versturen…' : 'Verstuur bericht'}
          </button>
        </div>
      </form>
      <ContactToaster toast={toast} open={toastOpen} onOpenChange={setToastOpen} />
    </>
  );
}
