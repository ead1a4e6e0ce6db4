/** Reading the built site from disk: its HTML files, the links and assets they reference, and what a visitor downloads. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const distDir = 'dist';

export const htmlFiles = (dir = distDir): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f))
    .sort();

/** The route a file answers: dist/services/oil-change.html → /services/oil-change. */
export const routeOf = (file: string): string =>
  `/${file.slice(distDir.length + 1).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');

/** The file a site path is served from, if any (the rules of astro preview and deploy/nginx.conf). */
export const fileFor = (path: string): string | undefined => {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '/');
  const candidates = [join(distDir, clean), join(distDir, `${clean}.html`), join(distDir, clean, 'index.html')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
};

const attr = (tag: string, name: string): string | undefined =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');

export const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

/** Every URL a page references: links, images (src and srcset), scripts, stylesheets, icons, islands. */
export const references = (html: string): string[] => {
  const urls: string[] = [];
  for (const t of tags(html, 'a')) urls.push(attr(t, 'href') ?? '');
  for (const t of tags(html, 'link')) urls.push(attr(t, 'href') ?? '');
  for (const name of ['img', 'script', 'source']) {
    for (const t of tags(html, name)) {
      const src = attr(t, 'src');
      if (src) urls.push(src);
      for (const part of (attr(t, 'srcset') ?? '').split(',')) if (part.trim()) urls.push(part.trim().split(/\s+/)[0] ?? '');
    }
  }
  for (const t of tags(html, 'astro-island')) urls.push(attr(t, 'component-url') ?? '', attr(t, 'renderer-url') ?? '');
  for (const t of tags(html, 'form')) urls.push(attr(t, 'action') ?? '');
  return urls.filter(Boolean);
};

export const ids = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));

export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

const readAsset = (url: string): string => readFileSync(join(distDir, url), 'utf8');

/** Static imports of an ES module in dist/_astro, followed transitively. */
const moduleGraph = (url: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readAsset(url);
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    moduleGraph(posix.join(posix.dirname(url), m[1] ?? ''), seen);
  }
  return seen;
};

export interface PageBytes {
  html: number;
  css: number;
  /** JS gzip that runs or downloads before the visitor interacts: scripts in the page, their imports, and islands that hydrate on load, idle or visible. */
  jsBeforeInteraction: number;
  /** All JS the page can load, islands hydrating on interaction included. */
  jsTotal: number;
}

/** Byte counts of one page as a visitor downloads it (gzip). */
export const pageBytes = (file: string): PageBytes => {
  const html = readFileSync(file, 'utf8');
  const css = tags(html, 'link')
    .filter((t) => attr(t, 'rel') === 'stylesheet')
    .reduce((n, t) => n + gzipSize(readAsset(attr(t, 'href') ?? '')), 0);
  const inlineJs = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .reduce((n, m) => n + gzipSize(m[1] ?? ''), 0);

  const eager = new Set<string>();
  for (const t of tags(html, 'script')) {
    const src = attr(t, 'src');
    if (src?.startsWith('/_astro/')) moduleGraph(src, eager);
  }
  const all = new Set(eager);
  for (const t of tags(html, 'astro-island')) {
    const urls = [attr(t, 'component-url'), attr(t, 'renderer-url')].filter((u): u is string => !!u);
    const lazy = attr(t, 'client') === 'interaction';
    for (const u of urls) moduleGraph(u, lazy ? all : eager);
  }
  for (const u of eager) all.add(u);
  const js = (set: Set<string>) => [...set].reduce((n, u) => n + gzipSize(readAsset(u)), 0);
  return { html: gzipSize(html), css, jsBeforeInteraction: inlineJs + js(eager), jsTotal: inlineJs + js(all) };
};
