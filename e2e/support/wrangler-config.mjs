/**
 * wrangler.jsonc read in Node, for the test receivers (e2e/support/wrangler.ts) and the load bench
 * (e2e/bench/receiver-load.mjs), which run it with a changed copy. Plain JavaScript, so the bench can import it too.
 */
import { readFileSync } from 'node:fs';

/** @returns {Record<string, any>} wrangler.jsonc without its comments and trailing commas (strings, which may hold "//", are kept). */
export const readWranglerConfig = (file = 'wrangler.jsonc') => {
  const source = readFileSync(file, 'utf8');
  let out = '';
  for (let i = 0; i < source.length; ) {
    const c = source[i];
    if (c === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y;
      end.lastIndex = i;
      const m = end.exec(source);
      out += m[0];
      i += m[0].length;
    } else if (source.startsWith('//', i)) {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (source.startsWith('/*', i)) {
      i = source.indexOf('*/', i) + 2;
    } else {
      out += c;
      i++;
    }
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
};

