/**
 * The statuses of a job in the back office (/beheer, worker/beheer/), in the order a job usually goes through them,
 * and beside them the coarse stages the customer sees on the private status page (/status/<token>, issue 37).
 * One list: the back office's menus, the list's filter, the status page and the update mail all read it.
 *
 * `kinds`: which jobs a status applies to (an appointment request skips the damage steps; a message is answered and
 * closed). `stage`: the customer's stage it shows as (null: not shown as a step, e.g. geannuleerd). `closed`: the job
 * is done; the retention term and the status link's 30 days count from then. `tellByDefault`: the update mail's box
 * is ticked by default when the garage sets this status.
 */
export type JobKind = 'report' | 'appointment' | 'message';

export type CustomerStage = 'ontvangen' | 'in-behandeling' | 'wacht-op-akkoord' | 'ingepland' | 'in-de-werkplaats' | 'klaar' | 'afgerond';

export interface JobStatus {
  id: string;
  /** As the garage reads it, sentence case. */
  label: string;
  kinds: JobKind[];
  stage: CustomerStage | null;
  closed: boolean;
  tellByDefault: boolean;
}

const all: JobKind[] = ['report', 'appointment', 'message'];
const cars: JobKind[] = ['report', 'appointment'];

export const jobStatuses: JobStatus[] = [
  { id: 'ontvangen', label: 'Ontvangen', kinds: all, stage: 'ontvangen', closed: false, tellByDefault: false },
  { id: 'in-behandeling', label: 'In behandeling', kinds: all, stage: 'in-behandeling', closed: false, tellByDefault: false },
  { id: 'wacht-op-verzekeraar', label: 'Wacht op expert/akkoord verzekeraar', kinds: ['report'], stage: 'wacht-op-akkoord', closed: false, tellByDefault: false },
  { id: 'offerte-verstuurd', label: 'Offerte verstuurd', kinds: ['report'], stage: 'wacht-op-akkoord', closed: false, tellByDefault: false },
  { id: 'ingepland', label: 'Ingepland', kinds: cars, stage: 'ingepland', closed: false, tellByDefault: true },
  { id: 'in-de-werkplaats', label: 'In de werkplaats', kinds: cars, stage: 'in-de-werkplaats', closed: false, tellByDefault: false },
  { id: 'wacht-op-onderdelen', label: 'Wacht op onderdelen', kinds: cars, stage: 'in-de-werkplaats', closed: false, tellByDefault: false },
  { id: 'klaar', label: 'Klaar om op te halen', kinds: cars, stage: 'klaar', closed: false, tellByDefault: true },
  { id: 'afgerond', label: 'Afgerond', kinds: all, stage: 'afgerond', closed: true, tellByDefault: false },
  { id: 'geannuleerd', label: 'Geannuleerd', kinds: all, stage: null, closed: true, tellByDefault: false },
];

export const firstStatus = 'ontvangen';

export const statusById = (id: string): JobStatus | undefined => jobStatuses.find((s) => s.id === id);

export const statusesFor = (kind: JobKind): JobStatus[] => jobStatuses.filter((s) => s.kinds.includes(kind));

export const closedStatuses = jobStatuses.filter((s) => s.closed).map((s) => s.id);

/** The customer's stages in order, with their words in Dutch and English: the step list and the update mail. */
export const customerStages: { id: CustomerStage; nl: string; en: string; kinds: JobKind[]; update: { nl: string; en: string } }[] = [
  {
    id: 'ontvangen', nl: 'Ontvangen', en: 'Received', kinds: all,
    update: { nl: 'Wij hebben uw aanvraag ontvangen.', en: 'We have received your request.' },
  },
  {
    id: 'in-behandeling', nl: 'In behandeling', en: 'Being handled', kinds: all,
    update: { nl: 'Wij zijn met uw aanvraag bezig.', en: 'We are working on your request.' },
  },
  {
    id: 'wacht-op-akkoord', nl: 'Wacht op akkoord', en: 'Awaiting approval', kinds: ['report'],
    update: {
      nl: 'Wij wachten op het akkoord van de verzekeraar of op uw akkoord op de offerte.',
      en: 'We are waiting for approval from the insurer (or the loss adjuster), or for your go-ahead on our quote.',
    },
  },
  {
    id: 'ingepland', nl: 'Ingepland', en: 'Booked in', kinds: cars,
    update: { nl: 'Uw auto is bij ons ingepland.', en: 'Your car is booked in with us.' },
  },
  {
    id: 'in-de-werkplaats', nl: 'In de werkplaats', en: 'In the workshop', kinds: cars,
    update: { nl: 'Uw auto staat bij ons in de werkplaats.', en: 'Your car is in our workshop.' },
  },
  {
    id: 'klaar', nl: 'Klaar om op te halen', en: 'Ready for collection', kinds: cars,
    update: { nl: 'Uw auto is klaar. U kunt hem ophalen.', en: 'Your car is ready. You can collect it.' },
  },
  {
    id: 'afgerond', nl: 'Afgerond', en: 'Completed', kinds: all,
    update: { nl: 'Uw aanvraag is afgerond.', en: 'Your request has been completed.' },
  },
];

/** What the status page says of a cancelled job, instead of a step. */
export const cancelledWords = { nl: 'Deze aanvraag is gesloten.', en: 'This request has been closed.' } as const;

/** How long the status link answers after a job is closed. */
export const statusLinkDaysAfterClosing = 30;
