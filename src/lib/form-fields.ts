/**
 * The two forms' field names: the contract between the forms, their drafts, the receiver (worker/) and any form
 * backend (README). No DOM and no rules here, so the pages' small draft scripts can import it for a few bytes.
 */
export const contactFieldNames = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];

/** The damage report's text fields, in the order of the multipart contract (README). */
export const reportFieldNames = [
  'plateOrigin', 'licensePlate', 'plateCountry', 'damageType', 'damageDate', 'driveable', 'insurer', 'message',
  'firstName', 'lastName', 'phone', 'email',
] as const;
export type ReportField = (typeof reportFieldNames)[number];
export type ReportValues = Record<ReportField, string>;
