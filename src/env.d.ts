/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** A form backend that accepts a JSON POST; without it the contact form opens a mailto:. */
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
  /** "worker" (default: the site's own receiver on /api) or "none" (a host without it: WhatsApp and mail hand-over). */
  readonly PUBLIC_RECEIVER?: string;
  readonly PUBLIC_DAMAGE_REPORT_ENDPOINT?: string;
}
/** The opening facts from business.ts, compiled into the open-now script (astro.config.mjs, `vite.define`). */
declare const __OPENING_DATA__: import('./lib/opening').OpeningData;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
