/**
 * What the landing pages' specs share (landing.spec.ts, landing-content.spec.ts): the content files of
 * src/content/landing, their slugs, and the values read from their front matter. Moved whole from landing.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';

export const contentDir = 'src/content/landing';
export const slugs = readdirSync(contentDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''))
  .sort();
export const source = (slug: string) => readFileSync(`${contentDir}/${slug}.md`, 'utf8');
/** One quoted top-level front-matter value, e.g. `title: "…"`. */
export const field = (slug: string, key: string): string => {
  const match = source(slug).match(new RegExp(`^${key}: "(.*)"$`, 'm'));
  if (!match?.[1]) throw new Error(`${slug}.md heeft geen ${key}`);
  return match[1].replace(/\\"/g, '"');
};

/** Where the page's main button leads: `cta.href` in its front matter (the report on the pages about damage), else /contact. */
export const ctaTarget = (slug: string) => source(slug).match(/^ {2}href: "(.*)"$/m)?.[1] ?? '/contact';
