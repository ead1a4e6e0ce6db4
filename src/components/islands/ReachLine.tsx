/** One line under the kenteken on the form pages: "Liever bellen? 030 123 45 67 · WhatsApp", the numbers never broken. */
import type { ReachText } from '../../data/forms/types';

interface Props {
  reach: ReachText;
  phone: { display: string; href: string };
  whatsappHref: string;
}

// 16 px, and each link a 44 px tap target (WCAG 2.5.8 asks 24; a thumb wants more: design review F11) that keeps the
// line one text line high (the padding and the negative margin cancel out in the line box).
const link = 'inline-block -my-2.5 py-2.5 font-semibold whitespace-nowrap text-brand-700 underline';

export default function ReachLine({ reach, phone, whatsappHref }: Props) {
  return (
    <p className="text-muted" data-reach-line>
      {reach.rather}{' '}
      <a href={phone.href} className={link}>
        {phone.display}
      </a>{' '}
      ·{' '}
      <a href={whatsappHref} className={link} target="_blank" rel="noopener noreferrer">
        WhatsApp<span className="sr-only">{reach.newTab}</span>
      </a>
    </p>
  );
}
