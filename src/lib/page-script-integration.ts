import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The relative static imports of a built module (`import{a}from"./x.js"`, `import"./y.js"`). */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1] ?? '');

/** Astro's inline island scripts: the `client:interaction` directive and the `<astro-island>` element (classic, no attributes). */
const islandScripts = /<script>\(\(\)=>\{[\s\S]*?<\/script>/g;

/**
 * Three things for the scripts every page runs before anybody interacts:
 *
 * - Adds src/lib/page-script.ts (the image fallback, and the open-now status after the first paint) to Astro's page
 *   bundle: the one module every page loads anyway (it holds the prefetch code), so these cost no request of their own.
 * - After the build, gives each page a `<link rel="modulepreload">` for the modules its module scripts import (the
 *   draft script of /contact and /schade-melden imports contact-draft.js). Without it the browser learns of that file
 *   only once the first has arrived: one more round trip before the page is complete, which Lighthouse's simulated
 *   slow 4G counts into the largest paint (about 150 ms).
 * - Moves Astro's two inline island scripts from before the first island (in the header) to the head, above the
 *   stylesheet. An inline classic script waits for a stylesheet above it, and the parser waits for the script: the rest
 *   of the page was parsed only once the CSS had arrived, so the first paint held the header alone and the heading and
 *   hero came a frame later (traced: 117 ms and 199 ms on /schade-melden, unthrottled). Above the stylesheet they run at
 *   once, the whole page is parsed while the CSS is on its way, and it is painted at once. They only define
 *   `<astro-island>` and the `client:interaction` directive, so the islands still wake on the first interaction. (At the
 *   end of the body they would not block either, but gzip packs them less well there: /privacy 20,027 bytes.)
 */
export const pageScript = (): AstroIntegration => ({
  name: 'page-script',
  hooks: {
    'astro:config:setup': ({ injectScript }) => {
      injectScript('page', `import ${JSON.stringify(fileURLToPath(new URL('./page-script.ts', import.meta.url)))};`);
    },
    'astro:build:done': ({ dir }) => {
      const root = fileURLToPath(dir);
      const importsOf = new Map<string, string[]>();
      /** Every module a script URL imports statically, transitively, as site paths. */
      const graph = (url: string, seen = new Set<string>()): Set<string> => {
        if (!importsOf.has(url)) importsOf.set(url, staticImports(readFileSync(join(root, url), 'utf8')).map((i) => posix.join(posix.dirname(url), i)));
        for (const dep of importsOf.get(url) ?? []) if (!seen.has(dep)) graph(dep, seen.add(dep));
        return seen;
      };
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
        const path = join(root, file);
        const built = readFileSync(path, 'utf8');
        const island = built.match(islandScripts) ?? [];
        // Only in a page with a stylesheet link to put them above (without one they block nothing and stay put). A function
        // as the replacement, so that a `$` in the scripts is taken as it is.
        const html = island.length && built.includes('<link rel="stylesheet"')
          ? built.replace(islandScripts, '').replace('<link rel="stylesheet"', (link) => island.join('') + link)
          : built;
        const scripts = [...html.matchAll(/<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g)].map((m) => m[1] ?? '');
        const direct = new Set(scripts);
        const deps = [...new Set(scripts.flatMap((s) => [...graph(s)]))].filter((d) => !direct.has(d));
        if (!deps.length) {
          if (html !== built) writeFileSync(path, html);
          continue;
        }
        const links = deps.map((d) => `<link rel="modulepreload" href="${d}">`).join('');
        writeFileSync(path, html.replace('</head>', `${links}</head>`));
      }
    },
  },
});
