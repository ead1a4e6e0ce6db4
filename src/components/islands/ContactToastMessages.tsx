/** What the forms' toasts say: thanks, the mailto: fallback, and a failure with what to do next. Words from the strings module. */
import type { ReactNode } from 'react';
import type { ContactFormStrings, ReachText, SharedFormStrings } from '../../data/forms/types';
import { HttpError } from '../../lib/http';
import type { ToastMessage } from './ContactToaster';

export interface Reach {
  phone: { display: string; href: string };
  whatsappHref: string;
}
export type Message = Omit<ToastMessage, 'id'>;

const shorten = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const linkClass = 'font-semibold text-brand-700 underline';
export const PhoneLink = ({ phone }: Pick<Reach, 'phone'>) => (
  <a href={phone.href} className={`${linkClass} whitespace-nowrap`}>
    {phone.display}
  </a>
);
/** A WhatsApp link that opens a new tab, and says so to screen readers. */
export const WhatsAppLink = ({ href, children, newTab, className = linkClass }: { href: string; children: ReactNode; newTab: string; className?: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
    {children}
    <span className="sr-only">{newTab}</span>
  </a>
);

/** "… bel ons op 030 … of stuur een WhatsApp-bericht." */
export const ReachLinks = ({ reach, text }: { reach: Reach; text: ReachText }) => (
  <>
    {text.callUs} <PhoneLink phone={reach.phone} /> {text.orSend}{' '}
    <WhatsAppLink href={reach.whatsappHref} newTab={text.newTab}>
      {text.whatsapp}
    </WhatsAppLink>
    .
  </>
);

/** The visitor's name is shown as text only (React escapes it). `note`: where the confirmation goes, or the reference. */
export const thanksToast = (firstName: string, replyTime: string, t: ContactFormStrings, note = ''): Message => ({
  kind: 'success',
  title: t.thanksTitle,
  description: note ? `${t.thanks(firstName, replyTime)} ${note}` : t.thanks(firstName, replyTime),
});

/**
 * After our receiver's 201 (`{"reference":"DV-…","confirmationTo":"j•••@example.nl"}`): "U ontvangt een bevestiging
 * op j•••@example.nl.", or without a confirmation, to note the reference.
 */
export const confirmationNote = (answer: string, reference: string, { confirmation }: SharedFormStrings): string => {
  let to: unknown;
  try {
    to = (JSON.parse(answer) as { confirmationTo?: unknown }).confirmationTo;
  } catch {
    to = undefined;
  }
  return typeof to === 'string' && to ? confirmation.sent(to) : confirmation.noteReference(reference);
};

export const mailToast = (href: string, { phone }: Reach, { mail }: ContactFormStrings): Message => ({
  kind: 'info',
  title: mail.title,
  description: (
    <>
      {mail.before}{' '}
      <a href={href} className={linkClass}>
        {mail.again}
      </a>{' '}
      {mail.orCall} <PhoneLink phone={phone} />.
    </>
  ),
});

/** Why it failed, in words: too many sends (429), our receiver could not store it (503), another server error, or no connection. */
const reason = (error: unknown, failure: SharedFormStrings['failure']): string => {
  if (!(error instanceof HttpError)) return failure.network;
  if (error.status === 429) return failure.rateLimited;
  if (error.status === 503 || error.body?.['error'] === 'unavailable') return failure.unavailable;
  return failure.server(shorten(error.message));
};

/** A failure stays until it is closed: it says what happened and what the visitor can do now. */
export const failureToast = (title: string, error: unknown, reach: Reach, retry: () => void, { failure, reach: text }: SharedFormStrings): Message => ({
  kind: 'error',
  title,
  persistent: true,
  description: (
    <>
      {reason(error, failure)} {failure.kept} {failure.tryAgain}{' '}
      <ReachLinks reach={reach} text={text} />
    </>
  ),
  action: { label: failure.retry, altText: failure.retryAlt, onClick: retry },
});
