/**
 * Build-time guards and look-ups for the landing pages (src/content/landing). Pure functions on plain data,
 * so the tests can call them without Astro; src/pages/[landing].astro calls them in getStaticPaths.
 */

/**
 * The first path segment each file in src/pages answers to: '/src/pages/about.astro' → 'about',
 * '/src/pages/services/[serviceId].astro' → 'services', '/src/pages/robots.txt.ts' → 'robots.txt'.
 * Dynamic files at the root ('[landing].astro') answer to no fixed segment and are left out.
 */
export const fixedRoutesFromFiles = (files: readonly string[]): string[] => {
  const segments = files.map((file) => {
    const path = file.replace(/^.*?\/pages\//, '');
    const first = path.split('/')[0] ?? '';
    return path.includes('/') ? first : first.replace(/\.(astro|ts|js|md|mdx|html)$/, '');
  });
  return [...new Set(segments.filter((s) => s !== '' && !s.startsWith('[')))].sort();
};

/** Throws when a landing slug would take the path of a fixed page: two pages may not share one URL. */
export const assertNoReservedSlugs = (ids: readonly string[], reserved: readonly string[]): void => {
  const taken = new Set(reserved);
  const clashes = ids.filter((id) => taken.has(id));
  if (clashes.length > 0) {
    throw new Error(
      `Landingspagina botst met een vaste route: ${clashes.map((id) => `src/content/landing/${id}.md → /${id}`).join(', ')}. ` +
        'Kies een andere bestandsnaam (slug) voor deze landingspagina.',
    );
  }
};

export interface RelatedLink {
  title: string;
  href: string;
  text: string;
}

export interface LandingRef {
  id: string;
  /** `menu.teaser`, where a page has one, is the card text; otherwise the description. */
  data: { serviceName: string; description: string; menu?: { teaser: string } | undefined };
}

export interface ServiceRef {
  id: string;
  title: string;
  hero: string;
}

/**
 * Turns the `related` entries of one landing page into links: 'sterreparatie' (a landing page) or
 * 'services/oil-change' (a service page). An unknown reference or a link to the page itself throws.
 */
export const resolveRelated = (
  from: string,
  refs: readonly string[],
  landings: readonly LandingRef[],
  services: readonly ServiceRef[],
): RelatedLink[] =>
  refs.map((ref) => {
    const serviceId = ref.startsWith('services/') ? ref.slice('services/'.length) : undefined;
    if (serviceId !== undefined) {
      const service = services.find((s) => s.id === serviceId);
      if (!service) {
        throw new Error(`${from}.md: related "${ref}" bestaat niet (bekende diensten: ${services.map((s) => s.id).join(', ')}).`);
      }
      return { title: service.title, href: `/services/${service.id}`, text: service.hero };
    }
    if (ref === from) throw new Error(`${from}.md: een pagina kan niet naar zichzelf verwijzen in related.`);
    const landing = landings.find((l) => l.id === ref);
    if (!landing) throw new Error(`${from}.md: related "${ref}" is geen bestand in src/content/landing.`);
    return { title: landing.data.serviceName, href: `/${landing.id}`, text: landing.data.menu?.teaser ?? landing.data.description };
  });

/**
 * The rendered prose of a landing page cut after its first card (src/lib/rehype-sections.mjs), where the template
 * places its action row (design review 2026-11-29 evening, H1): [the text up to and with the first card, the rest].
 * With one card or none, the rest is empty.
 */
export const splitProse = (html: string): [string, string] => {
  const marker = '<details class="prose-section"';
  const second = html.indexOf(marker, html.indexOf(marker) + 1);
  return second < 0 || html.indexOf(marker) < 0 ? [html, ''] : [html.slice(0, second), html.slice(second)];
};
