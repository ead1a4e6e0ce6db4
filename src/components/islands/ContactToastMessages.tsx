/** What the contact form's toasts say: thanks, the mailto: fallback, and a failure with what to do next. */
import { HttpError } from '../../lib/http';
import type { ContactUi } from './contact-ui';
import type { ToastMessage } from './ContactToaster';

export interface Reach {
  phone: { display: string; href: string };
  whatsappHref: string;
}
type Message = Omit<ToastMessage, 'id'>;
type Words = ContactUi['toast'];

const shorten = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const link = 'font-semibold text-brand-700 underline';
const Phone = ({ phone }: Pick<Reach, 'phone'>) => (
  <a href={phone.href} className={`${link} whitespace-nowrap`}>
    {phone.display}
  </a>
);

/** The visitor's name is shown as text only (React escapes it). */
export const thanksToast = (t: Words, firstName: string, replyTime: string): Message => ({
  kind: 'success',
  title: t.thanksTitle,
  description: t.thanks(firstName, replyTime),
});

export const mailToast = (t: Words, href: string, { phone }: Reach): Message => ({
  kind: 'info',
  title: t.mailTitle,
  description: (
    <>
      {t.mail}{' '}
      <a href={href} className={link}>
        {t.mailReopen}
      </a> {t.orCall} <Phone phone={phone} />.
    </>
  ),
});

/** A failure stays until it is closed: it says what happened and what the visitor can do now. */
export const failureToast = (t: Words, error: unknown, { phone, whatsappHref }: Reach, retry: () => void): Message => ({
  kind: 'error',
  title: t.failureTitle,
  persistent: true,
  description: (
    <>
      {error instanceof HttpError ? t.serverError(shorten(error.message)) : t.noConnection}{' '}
      {t.kept} <Phone phone={phone} /> {t.orSend}{' '}
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
        {t.whatsapp}<span className="sr-only">{t.newTab}</span>
      </a>
      .
    </>
  ),
  action: { label: t.retry, altText: t.retryAlt, onClick: retry },
});
