/** The contact form's backend: PUBLIC_CONTACT_ENDPOINT at build time (a JSON POST), or null for the mailto: fallback. */
export const contactEndpoint = (): string | null => {
  const endpoint = import.meta.env.PUBLIC_CONTACT_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^\s]+$/.test(endpoint)) {
    throw new Error(`PUBLIC_CONTACT_ENDPOINT moet een http(s)-adres zijn, niet "${endpoint}".`);
  }
  return endpoint;
};
