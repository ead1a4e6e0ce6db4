#!/usr/bin/env node
/**
 * Makes the two neutral placeholders of the before/after pairs (src/data/photos.ts): grey, with "Voorbeeld" and what
 * belongs there written on them, so nobody takes them for a photograph. Their names start with "placeholder-": the
 * launch check (deploy/launch-check.mjs) refuses every such file under src/assets. Run: node src/assets/before-after/make-placeholders.mjs
 */
import sharp from 'sharp';

const make = (file, word, fill) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="${fill}"/>
  <g fill="none" stroke="#94a3b8" stroke-width="4"><path d="M0 0L800 600M800 0L0 600"/></g>
  <rect x="170" y="230" width="460" height="140" rx="16" fill="#ffffff"/>
  <text x="400" y="290" font-family="sans-serif" font-size="44" font-weight="700" fill="#334155" text-anchor="middle">Voorbeeld · ${word}</text>
  <text x="400" y="340" font-family="sans-serif" font-size="26" fill="#475569" text-anchor="middle">vervangen door een echte foto</text>
</svg>`))
    .jpeg({ quality: 60, mozjpeg: true })
    .toFile(new URL(file, import.meta.url).pathname);

await make('./placeholder-before.jpg', 'vóór', '#e2e8f0');
await make('./placeholder-after.jpg', 'na', '#f1f5f9');
