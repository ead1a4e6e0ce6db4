/**
 * Where the forms send to, decided at build time:
 * - by default, the site's own receiver on the same origin (worker/, on Cloudflare Workers; `npm start` runs it):
 *   /api/contact and /api/schade-melden, and the report's photos upload in the background while the visitor types;
 * - PUBLIC_RECEIVER=none: a host without the Worker (nginx, Netlify): the report is handed over to WhatsApp and the
 *   contact form to the visitor's mail program;
 * - PUBLIC_CONTACT_ENDPOINT / PUBLIC_DAMAGE_REPORT_ENDPOINT: a hosted form service (the report falls back to the
 *   contact endpoint), whatever PUBLIC_RECEIVER says.
 * A value that is not an http(s) address, or an unknown PUBLIC_RECEIVER, stops the build. astro.config.mjs reads the
 * same variables for the CSP.
 */
const checked = (name: string, value: string | undefined): string | null => {
  const url = value?.trim() || null;
  if (url && !/^https?:\/\/\S+$/.test(url)) throw new Error(`${name} moet een http(s)-adres zijn, niet "${url}".`);
  return url;
};

/** True when the build posts to its own receiver (the default). */
export const ownReceiver = (): boolean => {
  // `?.`: the tests import the privacy statement, which asks this, in Node, where import.meta.env is not set.
  const receiver = import.meta.env?.PUBLIC_RECEIVER?.trim() || 'worker';
  if (receiver !== 'worker' && receiver !== 'none') throw new Error(`PUBLIC_RECEIVER is "worker" (standaard) of "none", niet "${receiver}".`);
  return receiver === 'worker';
};

const hostedContact = () => checked('PUBLIC_CONTACT_ENDPOINT', import.meta.env?.PUBLIC_CONTACT_ENDPOINT);
const hostedReport = () => checked('PUBLIC_DAMAGE_REPORT_ENDPOINT', import.meta.env?.PUBLIC_DAMAGE_REPORT_ENDPOINT) ?? hostedContact();

export const contactEndpoint = (): string | null => hostedContact() ?? (ownReceiver() ? '/api/contact' : null);

export const damageReportEndpoint = (): string | null => hostedReport() ?? (ownReceiver() ? '/api/schade-melden' : null);

/** The appointment request (issue 27) goes to our own receiver only; a host without it asks for a call or a message instead. */
export const appointmentEndpoint = (): string | null => (ownReceiver() ? '/api/afspraak' : null);

/**
 * Where the report's photos upload while the visitor is still typing: only our own receiver takes them in advance
 * (PUT <base>/<report id>/photos/<n>). A hosted form service gets them with the report.
 */
export const photoUploadBase = (): string | null => (hostedReport() === null && ownReceiver() ? '/api/schade-melden' : null);

/** How one form of this build delivers: our receiver, a hosted form service (named by its host), or a hand-over. */
export type Delivery = { kind: 'receiver' } | { kind: 'hosted'; host: string } | { kind: 'handover' };
const deliveryOf = (hosted: string | null): Delivery =>
  hosted ? { kind: 'hosted', host: new URL(hosted).host } : ownReceiver() ? { kind: 'receiver' } : { kind: 'handover' };
/** For the privacy statement, which must say what this build really does with a message and a report. */
export const contactDelivery = (): Delivery => deliveryOf(hostedContact());
export const reportDelivery = (): Delivery => deliveryOf(hostedReport());
const deliveries = () => [contactDelivery(), reportDelivery()];
/** The hosted form services this build posts to, by host, each once (none unless PUBLIC_*_ENDPOINT is set). */
export const formServiceHosts = (): string[] => [...new Set(deliveries().flatMap((d) => (d.kind === 'hosted' ? [d.host] : [])))];
/** True when at least one form of this build goes to our receiver (Cloudflare Workers and R2). */
export const receiverInUse = (): boolean => deliveries().some((d) => d.kind === 'receiver');
