/**
 * The English words of the forms and the report page (see ./types.ts). The island entries import the part they need
 * from ./en/ directly, so each bundles only its own texts; pages and tests may use this index.
 */
export { shared } from './en/shared';
export { contact } from './en/contact';
export { report, reportPage } from './en/report';
export { carLine, plate } from './en/plate';
export { appointment, appointmentPage } from './en/appointment';
