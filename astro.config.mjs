// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { interactionDirective } from './src/lib/interaction-integration.ts';
import { narrowCsp } from './src/lib/csp-integration.ts';
import { pageScript } from './src/lib/page-script-integration.ts';
import { rehypeHighlight } from './src/lib/rehype-highlight.mjs';
import { rehypeSections } from './src/lib/rehype-sections.mjs';

// The site URL comes from the business facts; SITE_URL overrides it (e.g. for a staging host).
const { business } = await import('./src/data/business.ts');
const { openingData } = await import('./src/lib/opening.ts');
const site = process.env.SITE_URL ?? business.url;
// Dutch at the root, English under /en: which page is which page's counterpart (language switch, hreflang, sitemap).
const { alternatesOf, hreflang } = await import('./src/i18n/routes.ts');

// The form backends (if any) are the only other origins the pages may talk to or post to: the contact form's and
// the damage report's (PUBLIC_DAMAGE_REPORT_ENDPOINT, else the contact form's). See src/lib/endpoints.ts.
const contactEndpoint = process.env.PUBLIC_CONTACT_ENDPOINT?.trim();
const reportEndpoint = process.env.PUBLIC_DAMAGE_REPORT_ENDPOINT?.trim() || contactEndpoint;
const endpointOrigins = [...new Set([contactEndpoint, reportEndpoint].filter((u) => !!u).map((u) => new URL(u ?? '').origin))];
const endpointOrigin = endpointOrigins.join(' ');

export default defineConfig({
  site,
  trailingSlash: 'never',
  build: { format: 'file' },
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  // The landing pages' fact box from their front matter, placed at the end of the prose's first section; then each
  // h2 section becomes a card that opens and closes (the first one open).
  markdown: { rehypePlugins: [rehypeHighlight, rehypeSections] },
  i18n: { locales: ['nl', 'en'], defaultLocale: 'nl', routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    interactionDirective(),
    pageScript(),
    narrowCsp(),
    sitemap({
      // Not in the sitemap: the not-found pages, and the pages a form lands on after sending (noindex), the APK
      // reminder's steps (/apk-herinnering/<stap>, /en/mot-reminder/<step>) too.
      filter: (page) => !/\/(404(-service)?|bedankt|thank-you|apk-herinnering\/[a-z]+|mot-reminder\/[a-z]+)\/?$/.test(page),
      i18n: { defaultLocale: 'nl', locales: { nl: hreflang.nl, en: hreflang.en } },
      // The alternates come from our own table (src/i18n/routes.ts), so pairs whose paths differ
      // (/schade-melden ↔ /en/report-damage) are linked too, with x-default on the Dutch page.
      serialize: (item) => {
        const pair = alternatesOf(new URL(item.url).pathname);
        const { links: _derived, ...rest } = item;
        if (!pair) return rest;
        /** @param {string} path */
        const url = (path) => new URL(path, site).href;
        return {
          ...rest,
          links: [
            { lang: hreflang.nl, url: url(pair.nl) },
            { lang: hreflang.en, url: url(pair.en) },
            { lang: 'x-default', url: url(pair.nl) },
          ],
        };
      },
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // The weekly hours, holiday rules and closures from business.ts, compiled into the open-now script (open-status.ts):
    // the same on every page, so they travel once in a cached file instead of in every page's HTML.
    define: { __OPENING_DATA__: JSON.stringify(openingData(business.hours, business.holidays, business.closures)) },
    // The image fallback and the open-now status are not component scripts but part of the page bundle every page
    // loads (src/lib/page-script.ts, page-script-integration.ts): cached, and the status only after the first paint.
    build: {
      // A component's script as /_astro/OpenStatus.[hash].js, not OpenStatus.astro_astro_type_script_index_0_lang.[hash].js:
      // the name is in every page's HTML.
      rollupOptions: {
        output: { entryFileNames: (c) => `_astro/${c.name.replace(/\.astro_astro_type_script_index_\d+_lang$/, '')}.[hash].js` },
      },
    },
  },
  experimental: {
    // A strict Content-Security-Policy per page: Astro adds the hashes of its own scripts and styles to
    // script-src and style-src, so no 'unsafe-inline' or 'unsafe-eval' is needed. Directives that a <meta>
    // cannot carry (frame-ancestors) are sent as headers by the server configs (public/_headers, deploy/nginx.conf).
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src 'self'${endpointOrigin ? ` ${endpointOrigin}` : ''}`,
        `form-action 'self' mailto:${endpointOrigin ? ` ${endpointOrigin}` : ''}`,
        "base-uri 'self'",
        "object-src 'none'",
        "manifest-src 'self'",
      ],
    },
  },
});
