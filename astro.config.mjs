// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { interactionDirective } from './src/lib/interaction-integration.ts';

// The site URL comes from the business facts; SITE_URL overrides it (e.g. for a staging host).
const { business } = await import('./src/data/business.ts');
const site = process.env.SITE_URL ?? business.url;

export default defineConfig({
  site,
  trailingSlash: 'never',
  build: { format: 'file' },
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  integrations: [
    react(),
    interactionDirective(),
    sitemap({ filter: (page) => !/\/404\/?$/.test(page) }),
  ],
  vite: { plugins: [tailwindcss()] },
});
