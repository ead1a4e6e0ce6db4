#!/usr/bin/env node
/**
 * Makes the heading font the site ships: src/assets/fonts/heading.woff2 (docs/typography.md says why).
 * Source: @fontsource-variable/bricolage-grotesque (npm, SIL OFL 1.1), its Latin file with the weight axis.
 * Kept: the characters Dutch and English headings use, the weight axis cut to 600–800; no OpenType features, not even
 * kerning (in a variable font its pairs carry per-weight deltas: 7.7 of 17.2 KB, which put the font on the path of the
 * first paint: docs/performance.md, 2026-11-28). Run after a font update: node src/assets/fonts/subset.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2');
// The letters, digits and the punctuation headings use (every heading of the built site fits in it), the Dutch
// accents, typographic quotes and dashes, the euro, the middle dot, the ellipsis and the soft hyphen. Each glyph more
// adds its kerning pairs: the whole printable ASCII and Latin-1 range would cost 10 KB more.
const range = (from, to) => Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) => String.fromCharCode(from.charCodeAt(0) + i)).join('');
const text = `${range('A', 'Z')}${range('a', 'z')}${range('0', '9')} !&'(),-./:;?%+áéèëïóöü’‘“”–€·…\u00ad`;
const out = new URL('./heading.woff2', import.meta.url);
const font = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 600, max: 800 } },
  keepFeatures: [],
});
writeFileSync(out, font);
console.log(`${out.pathname}: ${font.length} bytes`);
