/**
 * The two forms' field names: the contract between the forms, their drafts, the receiver (worker/) and any form
 * backend (README). No DOM and no rules here, so the pages' small draft scripts can import it for a few bytes.
 */
export const contactFieldNames = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];

/**
 * The damage report's text fields, in the order of the multipart contract (README). The guided intake after an
 * "aanrijding" (otherParty, damageForm, claimNumber) and carLocation (a car that cannot drive) are optional and go
 * to the garage's mail only, never into the customer's confirmation.
 */
export const reportFieldNames = [
  'plateOrigin', 'licensePlate', 'plateCountry', 'damageType', 'otherParty', 'damageForm', 'damageDate', 'driveable', 'carLocation',
  'insurer', 'claimNumber', 'message', 'firstName', 'lastName', 'phone', 'email',
] as const;
/** "Was er een andere partij bij?": they were at fault, I was, no one, don't know. */
export const otherParties = ['ander-schuld', 'ik-schuld', 'geen', 'onbekend'] as const;
export type ReportField = (typeof reportFieldNames)[number];
export type ReportValues = Record<ReportField, string>;
