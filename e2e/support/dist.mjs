/** Reading the built site from disk: its HTML files, the links and assets they reference, and what a visitor downloads. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const distDir = 'dist';

/** @param {string} [dir] @returns {string[]} */
export const htmlFiles = (dir = distDir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f))
    .sort();

/** The route a file answers: dist/services/oil-change.html → /services/oil-change. */
/** @param {string} file */
export const routeOf = (file) =>
  `/${file.slice(distDir.length + 1).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');

/** The file a site path is served from, if any (the rules of astro preview and deploy/nginx.conf). */
/** @param {string} path @returns {string | undefined} */
export const fileFor = (path) => {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '/');
  const candidates = [join(distDir, clean), join(distDir, `${clean}.html`), join(distDir, clean, 'index.html')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
};

/** @param {string} tag @param {string} name @returns {string | undefined} */
const attr = (tag, name) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');

/** @param {string} html @param {string} name @returns {string[]} */
export const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

/** Every URL a page references: links, images (src and srcset), scripts, stylesheets, icons, islands. */
/** @param {string} html @returns {string[]} */
export const references = (html) => {
  /** @type {string[]} */
  const urls = [];
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

/** @param {string} html @returns {Set<string>} */
export const ids = (html) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));

/** @param {string | Buffer} text */
export const gzipSize = (text) => gzipSync(text, { level: 9 }).length;

/** @param {string} url */
const readAsset = (url) => readFileSync(join(distDir, url), 'utf8');

/** Static imports of an ES module in dist/_astro, and the scripts it loads by URL, followed transitively. */
/** @param {string} url @param {Set<string>} [seen] @returns {Set<string>} */
const moduleGraph = (url, seen = new Set()) => {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readAsset(url);
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    moduleGraph(posix.join(posix.dirname(url), m[1] ?? ''), seen);
  }
  // A script a module adds later by its URL (the page script's open-now status, src/lib/page-script.ts), and a
  // worker: still downloaded, so still counted.
  for (const m of code.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) moduleGraph(m[1] ?? '', seen);
  return seen;
};


/** Byte counts of one page as a visitor downloads it (gzip). */
/** @param {string} file @returns {import('./dist.d.mts').PageBytes} */
export const pageBytes = (file) => {
  const html = readFileSync(file, 'utf8');
  const css = tags(html, 'link')
    .filter((t) => attr(t, 'rel') === 'stylesheet')
    .reduce((n, t) => n + gzipSize(readAsset(attr(t, 'href') ?? '')), 0);
  const inlineJs = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .reduce((n, m) => n + gzipSize(m[1] ?? ''), 0);

  /** @type {Set<string>} */
  const eager = new Set();
  for (const t of tags(html, 'script')) {
    const src = attr(t, 'src');
    if (src?.startsWith('/_astro/')) moduleGraph(src, eager);
  }
  const all = new Set(eager);
  for (const t of tags(html, 'astro-island')) {
    const urls = [attr(t, 'component-url'), attr(t, 'renderer-url')].filter(/** @returns {u is string} */ (u) => !!u);
    const lazy = attr(t, 'client') === 'interaction';
    for (const u of urls) moduleGraph(u, lazy ? all : eager);
  }
  for (const u of eager) all.add(u);
  /** @param {Set<string>} set */
  const js = (set) => [...set].reduce((n, u) => n + gzipSize(readAsset(u)), 0);
  return { html: gzipSize(html), css, jsBeforeInteraction: inlineJs + js(eager), jsTotal: inlineJs + js(all) };
};
