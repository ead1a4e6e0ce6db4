/**
 * The Dutch words of the forms and the report page (see ./types.ts). The island entries import the part they need
 * from ./nl/ directly, so each bundles only its own texts; pages and tests may use this index.
 */
export { shared } from './nl/shared';
export { contact } from './nl/contact';
export { report, reportPage } from './nl/report';
export { carLine, plate } from './nl/plate';
export { appointment, appointmentPage } from './nl/appointment';
