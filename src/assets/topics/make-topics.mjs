#!/usr/bin/env node
/**
 * Draws the topic illustrations of the landing pages (src/data/photos.ts `topicPhotos`, design review 2026-11-28 F1) as
 * SVG and writes each as src/assets/topics/<name>.jpg, 1200×800, in the style of the six service pictures: flat-shaded,
 * deep blue, amber accent, one subject. They are artwork, marked for the launch check until the garage's own
 * photographs replace them (docs/photos-brief.md). scenes.mjs adds scenes of the garage itself (the front desk).
 * Run: node src/assets/topics/make-topics.mjs [name …]
 */
import sharp from 'sharp';
import * as damage from './damage.mjs';
import * as other from './other.mjs';
import * as scenes from './scenes.mjs';

const pictures = { ...damage, ...other, ...scenes };
const only = process.argv.slice(2);
for (const [name, svg] of Object.entries(pictures)) {
  if (only.length && !only.includes(name)) continue;
  const out = new URL(`./${name}.jpg`, import.meta.url).pathname;
  const { size } = await sharp(Buffer.from(svg)).flatten({ background: '#0d2566' }).jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(out);
  console.log(`${name}.jpg ${size} bytes`);
}
