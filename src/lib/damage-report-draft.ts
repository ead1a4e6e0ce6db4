/**
 * The damage report's fields and draft keys, apart from the rest of damage-report.ts: the page's early script
 * (before the island is live) needs only these, not IndexedDB or the validation.
 */
import type { Draft } from './contact-form';

/** The text fields, in the order of the multipart contract (README). */
export const reportFieldNames = [
  'licensePlate', 'damageType', 'damageDate', 'driveable', 'insurer', 'message', 'firstName', 'lastName', 'phone', 'email',
] as const;
export type ReportField = (typeof reportFieldNames)[number];
export type ReportValues = Record<ReportField, string>;

export const reportDraft: Draft<ReportField> = { key: 'devos:schademelding', names: reportFieldNames };

/** A sessionStorage flag the page's early script reads: photos are waiting, so the island should wake up at once. */
export const photosFlag = 'devos:schademelding:fotos';
