/** What the contact form's toasts say: thanks, the mailto: fallback, and a failure with what to do next. */
import { HttpError } from '../../lib/http';
import type { ToastMessage } from './ContactToaster';

export interface Reach {
  phone: { display: string; href: string };
  whatsappHref: string;
}
type Message = Omit<ToastMessage, 'id'>;

const shorten = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const link = 'font-semibold text-brand-700 underline';
const Phone = ({ phone }: Pick<Reach, 'phone'>) => (
  <a href={phone.href} className={`${link} whitespace-nowrap`}>
    {phone.display}
  </a>
);

/** The visitor's name is shown as text only (React escapes it). */
export const thanksToast = (firstName: string, replyTime: string): Message => ({
  kind: 'success',
  title: 'Bedankt!',
  description: `Wij hebben uw bericht ontvangen, ${firstName}. Wij nemen ${replyTime} contact met u op.`,
});

export const mailToast = (href: string, { phone }: Reach): Message => ({
  kind: 'info',
  title: 'Uw e-mailprogramma wordt geopend',
  description: (
    <>
      Uw bericht staat klaar in een nieuwe e-mail aan ons: klik daar op Verzenden. Opent er niets?{' '}
      <a href={href} className={link}>
        Open de e-mail opnieuw
      </a> of bel ons op <Phone phone={phone} />.
    </>
  ),
});

/** A failure stays until it is closed: it says what happened and what the visitor can do now. */
export const failureToast = (error: unknown, { phone, whatsappHref }: Reach, retry: () => void): Message => ({
  kind: 'error',
  title: 'Uw bericht is niet verstuurd',
  persistent: true,
  description: (
    <>
      {error instanceof HttpError
        ? `Onze server gaf een foutmelding (${shorten(error.message)}).`
        : 'Er kon geen verbinding worden gemaakt met onze server.'}{' '}
      Alles wat u heeft ingevuld staat nog in het formulier. Probeer het zo nog eens, of bel ons op <Phone phone={phone} /> of
      stuur een{' '}
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
        WhatsApp-bericht<span className="sr-only"> (opent in een nieuw tabblad)</span>
      </a>
      .
    </>
  ),
  action: { label: 'Opnieuw versturen', altText: 'Verstuur het formulier opnieuw', onClick: retry },
});
