/**
 * The two forms' field names: the contract between the forms, their drafts, the receiver (worker/) and any form
 * backend (README). No DOM and no rules here, so the pages' small draft scripts can import it for a few bytes.
 */
export const contactFieldNames = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];

/**
 * The damage report's text fields that its draft keeps (src/lib/contact-draft.ts), in the order of the multipart
 * contract (README). The page reads this list before interaction, so it holds only these; the whole contract, with
 * the guided intake of issue 34, is `reportFieldNames` in ./form-rules.ts.
 */
export const reportDraftNames = [
  'plateOrigin', 'licensePlate', 'plateCountry', 'damageType', 'damageDate', 'driveable', 'insurer', 'message',
  'firstName', 'lastName', 'phone', 'email',
] as const;
/**
 * The guided intake after an "aanrijding" (otherParty, damageForm, claimNumber) and carLocation (a car that cannot
 * drive): optional, in the garage's mail only, never in the customer's confirmation; not kept in the draft.
 */
export type IntakeField = 'otherParty' | 'damageForm' | 'carLocation' | 'claimNumber';
export type ReportField = (typeof reportDraftNames)[number] | IntakeField;
export type ReportValues = Record<ReportField, string>;
