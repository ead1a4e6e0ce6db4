/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** A form backend that accepts a JSON POST; without it the contact form opens a mailto:. */
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
  readonly PUBLIC_DAMAGE_REPORT_ENDPOINT?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
