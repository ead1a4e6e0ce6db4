import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction with the island (src/lib/interaction-directive.ts). */
    'client:interaction'?: boolean;
  }
}
