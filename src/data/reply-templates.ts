/**
 * The replies the garage can send a customer from the back office (/beheer, a job's page), in the customer's
 * language. The garage may edit these words; its own text is added below them on the job's page. Nothing the
 * customer typed ever goes into a reply (only the reference, and the words here and the garage's own).
 * Sent through the CONFIRM binding, counted against the same per-address daily limit as the confirmations.
 */
export interface ReplyTemplate {
  id: string;
  /** As the garage sees it in the menu. */
  label: string;
  subject: { nl: (reference: string) => string; en: (reference: string) => string };
  text: { nl: string; en: string };
}

export const replyTemplates: ReplyTemplate[] = [
  {
    id: 'eigen-woorden',
    label: 'Alleen mijn eigen tekst',
    subject: { nl: (r) => `Uw aanvraag ${r}`, en: (r) => `Your request ${r}` },
    text: { nl: '', en: '' },
  },
  {
    id: 'niet-bereikt',
    label: 'Wij konden u niet bereiken',
    subject: { nl: (r) => `Wij probeerden u te bellen – ${r}`, en: (r) => `We tried to call you – ${r}` },
    text: {
      nl: 'Wij hebben geprobeerd u te bellen over uw aanvraag, maar kregen u niet te pakken. Wilt u ons terugbellen of deze e-mail beantwoorden?',
      en: 'We tried to call you about your request but could not reach you. Could you call us back or reply to this email?',
    },
  },
  {
    id: 'voorstel-afspraak',
    label: 'Voorstel voor een afspraak',
    subject: { nl: (r) => `Voorstel voor uw afspraak – ${r}`, en: (r) => `A time for your appointment – ${r}` },
    text: {
      nl: 'Wij stellen de volgende tijd voor. Past die u? Beantwoord dan deze e-mail, dan staat de afspraak vast.',
      en: 'We suggest the following time. Does it suit you? Please reply to this email and your appointment is fixed.',
    },
  },
  {
    id: 'meer-fotos',
    label: 'Graag meer foto’s',
    subject: { nl: (r) => `Graag nog een paar foto’s – ${r}`, en: (r) => `A few more photos, please – ${r}` },
    text: {
      nl: 'Om de schade goed te beoordelen, willen wij graag nog een paar foto’s. Stuur ze via WhatsApp en noem uw referentie.',
      en: 'To assess the damage properly, we would like a few more photos. Please send them by WhatsApp with your reference.',
    },
  },
];

export const replyTemplateById = (id: string) => replyTemplates.find((t) => t.id === id);
