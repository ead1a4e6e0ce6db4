/**
 * The form backends, set at build time: PUBLIC_CONTACT_ENDPOINT (contact form, JSON) and
 * PUBLIC_DAMAGE_REPORT_ENDPOINT (damage report, multipart; when unset, the contact endpoint takes it). A value that
 * is not an http(s) address stops the build. astro.config.mjs reads the same two variables for the CSP.
 */
const checked = (name: string, value: string | undefined): string | null => {
  const url = value?.trim() || null;
  if (url && !/^https?:\/\/\S+$/.test(url)) throw new Error(`${name} moet een http(s)-adres zijn, niet "${url}".`);
  return url;
};

export const contactEndpoint = (): string | null => checked('PUBLIC_CONTACT_ENDPOINT', import.meta.env.PUBLIC_CONTACT_ENDPOINT);

export const damageReportEndpoint = (): string | null =>
  checked('PUBLIC_DAMAGE_REPORT_ENDPOINT', import.meta.env.PUBLIC_DAMAGE_REPORT_ENDPOINT) ?? contactEndpoint();
