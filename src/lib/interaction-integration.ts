import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (src/lib/interaction-directive.ts). */
export const interactionDirective = (): AstroIntegration => ({
  name: 'client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)),
      });
    },
  },
});
