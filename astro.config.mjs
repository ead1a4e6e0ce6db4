// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { interactionDirective } from './src/lib/interaction-integration.ts';
import { narrowCsp } from './src/lib/csp-integration.ts';

// The site URL comes from the business facts; SITE_URL overrides it (e.g. for a staging host).
const { business } = await import('./src/data/business.ts');
const site = process.env.SITE_URL ?? business.url;

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
  integrations: [
    react(),
    interactionDirective(),
    narrowCsp(),
    sitemap({ filter: (page) => !/\/404(-service)?\/?$/.test(page) }),
  ],
  vite: { plugins: [tailwindcss()] },
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
