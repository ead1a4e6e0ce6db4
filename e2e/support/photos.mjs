/**
 * Test photos, made with sharp (a dev dependency; Astro's image pipeline uses it too): a camera-like 12-megapixel
 * JPEG lying on its side with EXIF orientation 6 and a GPS position, a large PNG, a small JPEG. Used by the
 * damage-report tests and by the photo benchmark (e2e/bench/photos.mjs).
 */
import sharp from 'sharp';

const gps = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 7/1 19/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 2/1 34/1' };

/**
 * A 4032×3024 JPEG as a phone stores a portrait photo: the pixels landscape, EXIF orientation 6 (rotate 90° to show),
 * camera make and model, and a GPS position. Blurred noise makes it compress like a real photo (a few MB), not like
 * a flat colour. `seed` varies the content.
 */
export const cameraPhoto = async (seed = 0) => {
  const noise = await sharp({
    create: { width: 4032, height: 3024, channels: 3, noise: { type: 'gaussian', mean: 110 + seed * 7, sigma: 45 } },
  })
    .blur(1.1)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width: 4032, height: 3024, channels: 3 } })
    .withExif({ IFD0: { Make: 'TestCam', Model: `Phone ${seed}` }, IFD3: gps })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
};

/**
 * A 4032×3024 JPEG that compresses like a real photo of a damaged car door, as a phone stores it (EXIF orientation 6,
 * camera data, GPS): smooth paint with reflections, a dent's shading, thin scratches, a kenteken plate, a tyre, and the
 * light sensor noise of a phone camera. cameraPhoto's noise is the worst case; this is the usual one (about 2–3 MB).
 */
export const carPhoto = async (seed = 0) => {
  const hue = (200 + seed * 37) % 360;
  const scratches = Array.from({ length: 14 }, (_, i) => {
    const x = 1400 + ((i * 97 + seed * 13) % 900);
    const y = 900 + ((i * 61) % 500);
    return `<path d="M${x} ${y} q ${120 + i * 9} ${-40 + i * 5} ${260 + i * 13} ${30 - i * 4}" stroke="#f4f4f4" stroke-opacity="0.${6 + (i % 3)}" stroke-width="${1 + (i % 3)}" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fb6c9"/><stop offset="1" stop-color="#d9dde0"/></linearGradient>
      <linearGradient id="paint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="0.45" stop-color="hsl(${hue},50%,45%)"/><stop offset="0.55" stop-color="hsl(${hue},40%,70%)"/><stop offset="1" stop-color="hsl(${hue},55%,18%)"/></linearGradient>
      <radialGradient id="dent" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="4032" height="3024" fill="url(#sky)"/>
    <rect y="2500" width="4032" height="524" fill="#55585b"/>
    <path d="M150 700 Q 2000 420 3900 760 L 3900 2500 L 150 2500 Z" fill="url(#paint)"/>
    <path d="M150 1500 Q 2000 1380 3900 1540" stroke="#0b0d10" stroke-width="10" fill="none"/>
    <ellipse cx="${1900 + seed * 40}" cy="1200" rx="520" ry="330" fill="url(#dent)"/>
    ${scratches}
    <circle cx="900" cy="2450" r="420" fill="#1c1c1c"/><circle cx="900" cy="2450" r="230" fill="#8a8d90"/>
    <circle cx="3300" cy="2450" r="420" fill="#1c1c1c"/><circle cx="3300" cy="2450" r="230" fill="#8a8d90"/>
    <rect x="2700" y="1750" width="900" height="200" rx="16" fill="#f2c500" stroke="#111" stroke-width="6"/>
    <text x="3150" y="1890" font-family="DejaVu Sans, sans-serif" font-size="140" font-weight="bold" text-anchor="middle" fill="#111">XK-${String(10 + seed).padStart(2, '0')}-BL</text>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).blur(1.2).raw().toBuffer({ resolveWithObject: true });
  const noise = await sharp({ create: { width: 4032, height: 3024, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 7 } } }).raw().toBuffer();
  const pixels = base.data;
  const channels = base.info.channels;
  for (let i = 0, j = 0; i < pixels.length; i += channels, j += 3)
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, (pixels[i + c] ?? 0) + (noise[j + c] ?? 128) - 128));
  return sharp(pixels, { raw: { width: 4032, height: 3024, channels } })
    .removeAlpha()
    .withExif({ IFD0: { Make: 'TestCam', Model: `Phone ${seed}` }, IFD3: gps })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
};

/** A 3000×2000 PNG, e.g. a screenshot of the damage; large and without metadata to drop. */
export const largePng = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 140, sigma: 30 } } })
    .blur(2)
    .png({ compressionLevel: 6 })
    .toBuffer();

/** A small 640×480 JPEG: no scaling needed. */
export const smallJpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d6cdf' } }).jpeg().toBuffer();

/** True when an EXIF block (as sharp's metadata().exif gives it: "Exif\0\0" + TIFF) points to a GPS directory (tag 0x8825). */
export const exifHasGps = (exif) => {
  if (!exif || exif.length < 14) return false;
  const tiff = 6;
  const little = exif.readUInt16BE(tiff) === 0x4949;
  const u16 = (at) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
};

/**
 * A 4000×3000 JPEG with the detail of a real camera photo (issue 22 §3), as a phone stores it (EXIF orientation 6,
 * camera data, GPS): the car door of carPhoto (paint, a dent's shading, thin scratches, a plate) over a gravel road
 * and a brick wall with sharp edges, and a camera's grain over all of it, so it does not compress like a smooth
 * gradient (about 4–5 MB, like a 12-MP phone photo of a street). The benchmarks' photo (e2e/bench/walk.mjs).
 */
export const detailedPhoto = (seed = 0) => streetPhoto(seed, { light: 1, grain: 10, chroma: 0 });

/**
 * The same scene as a phone takes it at dusk, under a carport or in a parking garage (issue 31): less light and a
 * high ISO's sensor noise, fine luminance grain (slightly soft, as demosaicing leaves it) and blotchy colour noise
 * over everything (about 5–6 MB). Noise costs bytes at any quality: the worst case for the photo pipeline.
 */
export const noisyPhoto = (seed = 0) => streetPhoto(seed, { light: 0.7, grain: 26, chroma: 12 });

/** The scene of detailedPhoto with `light` (1 = daylight), luminance grain of sigma `grain` and colour noise of sigma `chroma`. */
const streetPhoto = async (seed, { light, grain: grainSigma, chroma: chromaSigma }) => {
  const width = 4000;
  const height = 3000;
  const hue = (200 + seed * 37) % 360;
  const bricks = [];
  for (let row = 0; row < 14; row++)
    for (let col = 0; col < 26; col++)
      bricks.push(`<rect x="${col * 160 - (row % 2) * 80}" y="${row * 48}" width="150" height="40" fill="hsl(${12 + ((row * 7 + col * 13 + seed) % 14)},${38 + ((col * 5) % 20)}%,${30 + ((row * 3 + col * 11) % 18)}%)"/>`);
  const scratches = Array.from({ length: 14 }, (_, i) => {
    const x = 1400 + ((i * 97 + seed * 13) % 900);
    const y = 1000 + ((i * 61) % 500);
    return `<path d="M${x} ${y} q ${120 + i * 9} ${-40 + i * 5} ${260 + i * 13} ${30 - i * 4}" stroke="#f4f4f4" stroke-opacity="0.${6 + (i % 3)}" stroke-width="${1 + (i % 3)}" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="paint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="0.45" stop-color="hsl(${hue},50%,45%)"/><stop offset="0.55" stop-color="hsl(${hue},40%,70%)"/><stop offset="1" stop-color="hsl(${hue},55%,18%)"/></linearGradient>
      <radialGradient id="dent" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="#8a8580"/>
    ${bricks.join('')}
    <path d="M150 800 Q 2000 520 3850 860 L 3850 2500 L 150 2500 Z" fill="url(#paint)"/>
    <path d="M150 1600 Q 2000 1480 3850 1640" stroke="#0b0d10" stroke-width="10" fill="none"/>
    <path d="M1000 800 L 1000 2500 M 2600 760 L 2600 2500" stroke="#0b0d10" stroke-width="6" fill="none"/>
    <ellipse cx="${1900 + seed * 40}" cy="1300" rx="520" ry="330" fill="url(#dent)"/>
    ${scratches}
    <circle cx="900" cy="2500" r="420" fill="#1c1c1c"/><circle cx="900" cy="2500" r="230" fill="#8a8d90"/>
    <circle cx="3200" cy="2500" r="420" fill="#1c1c1c"/><circle cx="3200" cy="2500" r="230" fill="#8a8d90"/>
    <rect x="2700" y="1850" width="900" height="200" rx="16" fill="#f2c500" stroke="#111" stroke-width="6"/>
    <text x="3150" y="1990" font-family="DejaVu Sans, sans-serif" font-size="140" font-weight="bold" text-anchor="middle" fill="#111">XK-${String(10 + seed).padStart(2, '0')}-BL</text>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).blur(0.8).raw().toBuffer({ resolveWithObject: true });
  // Gravel under the car (coarse, strong noise, slightly blurred) and a camera's grain everywhere.
  const gravel = await sharp({ create: { width, height: 600, channels: 1, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).blur(1.5).raw().toBuffer();
  let grain = sharp({ create: { width, height, channels: 1, noise: { type: 'gaussian', mean: 128, sigma: grainSigma } } });
  if (chromaSigma) grain = grain.blur(0.6);
  const luma = await grain.raw().toBuffer();
  // Colour noise: per channel, in blotches of a few pixels (a phone's chroma noise), none in daylight.
  const colour = chromaSigma
    ? await sharp({ create: { width: width / 4, height: height / 4, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: chromaSigma } } }).resize(width, height).blur(1.5).raw().toBuffer()
    : null;
  const grainRgb = chromaSigma ? null : await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: grainSigma } } }).raw().toBuffer();
  const pixels = base.data;
  const channels = base.info.channels;
  for (let y = 0, i = 0, j = 0; y < height; y++)
    for (let x = 0; x < width; x++, i += channels, j += 3) {
      const road = y >= 2400 && !((x - 900) ** 2 + (y - 2500) ** 2 < 420 ** 2 || (x - 3200) ** 2 + (y - 2500) ** 2 < 420 ** 2);
      const g = road ? (gravel[(y - 2400) * width + x] ?? 128) - 128 + 95 : 0;
      for (let c = 0; c < 3; c++) {
        const v = (road ? g + c * 4 : (pixels[i + c] ?? 0)) * light;
        const n = grainRgb ? (grainRgb[j + c] ?? 128) - 128 : (luma[y * width + x] ?? 128) - 128 + (colour?.[j + c] ?? 128) - 128;
        pixels[i + c] = Math.max(0, Math.min(255, v + n));
      }
    }
  return sharp(pixels, { raw: { width, height, channels } })
    .removeAlpha()
    .withExif({ IFD0: { Make: 'TestCam', Model: `Phone ${seed}` }, IFD3: gps })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
};

/**
 * A 12-MP phone JPEG as the form without JavaScript sends it (red team 2026-11-25, F9: 4032×3024, about 4.3 MB), with
 * EXIF orientation 6, camera data and GPS. Made in well under a second: a 1008×756 tile of noise repeated, where
 * cameraPhoto's full-size noise takes many seconds.
 */
export const phonePhoto = async () => {
  const tile = await sharp({ create: { width: 1008, height: 756, channels: 3, background: '#556677', noise: { type: 'gaussian', mean: 120, sigma: 13 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(tile)
    .extend({ right: 3024, bottom: 2268, extendWith: 'repeat' })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 12MP' }, IFD3: gps })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
};

/** An AVIF as a newer Android camera writes it (a HEIF file: ftyp avif, meta, mdat), with camera data and GPS in its Exif item. */
export const avifPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#557799', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone AVIF' }, IFD3: gps })
    .avif({ quality: 60, effort: 0 })
    .toBuffer();

/**
 * A HEIC's structure as an iPhone writes it (ftyp heic/mif1, meta with an Exif item, mdat). libvips cannot write HEVC,
 * so the coded image is an AV1 one: avifPhoto with its brands renamed heic. The receiver checks the boxes, not the codec.
 */
export const heicPhoto = async () => Buffer.from((await avifPhoto()).toString('latin1').replaceAll('avif', 'heic'), 'latin1');

/** A seeded random number generator (mulberry32): the same photo on every run, so its bytes are the same too. */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Value noise of width × height with features of about `feature` px, between −1 and 1 (smoothly interpolated grid values). */
const field = (width, height, feature, seed) => {
  const next = random(seed);
  const columns = Math.ceil(width / feature) + 2;
  const grid = Float32Array.from({ length: columns * (Math.ceil(height / feature) + 2) }, () => next() * 2 - 1);
  const out = new Float32Array(width * height);
  const smooth = (t) => t * t * (3 - 2 * t);
  for (let y = 0, k = 0; y < height; y++) {
    const gy = Math.floor(y / feature);
    const ty = smooth(y / feature - gy);
    for (let x = 0; x < width; x++, k++) {
      const gx = Math.floor(x / feature);
      const tx = smooth(x / feature - gx);
      const at = gy * columns + gx;
      const top = (grid[at] ?? 0) * (1 - tx) + (grid[at + 1] ?? 0) * tx;
      const bottom = (grid[at + columns] ?? 0) * (1 - tx) + (grid[at + columns + 1] ?? 0) * tx;
      out[k] = top * (1 - ty) + bottom * ty;
    }
  }
  return out;
};

/**
 * A 4000×3000 JPEG full of fine texture edge to edge (issue 42), as a phone stores it (EXIF orientation 6, camera data,
 * GPS): a hedge's leaves at the top, a dark car wet with rain at night in the middle (droplets everywhere, a street
 * light's reflection), gravel at the bottom, a night's grain over all of it; on the door thin scratches, a dent's edge
 * and a kenteken plate, the detail the garage needs. Texture that the smaller size does not average away (leaves and
 * stones of 4–10 px, droplets of 3): about 4 MB. Seeded, so the same bytes on every run (e2e/photo-bytes.spec.ts).
 */
export const texturePhoto = (seed = 0) => {
  const width = 4000;
  const height = 3000;
  const [leaves, twigs, stones, pebbles, drops, grain] = [10, 4, 8, 4, 3, 1].map((feature, i) => field(width, height, feature, seed * 10 + i + 1));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0, i = 0, k = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3, k++) {
      // The car's roof line and sill: curves; above it the hedge, below it gravel.
      const top = 1000 - 120 * Math.sin((Math.PI * x) / width);
      const sill = 2250 + 60 * Math.cos((Math.PI * x) / width);
      let [r, g, b] = [0, 0, 0];
      if (y < top) {
        // Leaves lit from a street light, dark gaps between them.
        const v = Math.max(0, 110 * (leaves[k] ?? 0) + 50 * (twigs[k] ?? 0) + 25);
        r = 10 + v * 0.35;
        g = 18 + v * 0.9;
        b = 8 + v * 0.3;
      } else if (y < sill) {
        // Dark blue paint, a street light's reflection across it, droplets catching the light.
        const light = 60 * Math.exp(-(((x - 2600) / 700) ** 2) - (((y - 1500) / 260) ** 2));
        const d = drops[k] ?? 0;
        const drop = d > 0.55 ? (d - 0.55) * 400 : d < -0.7 ? -12 : 0;
        r = 14 + light * 0.8 + drop;
        g = 22 + light * 0.85 + drop;
        b = 42 + light + drop * 1.05;
      } else {
        const v = 75 + 70 * (stones[k] ?? 0) + 35 * (pebbles[k] ?? 0);
        r = v * 1.05;
        g = v;
        b = v * 0.9;
      }
      const n = 14 * (grain[k] ?? 0);
      pixels[i] = Math.max(0, Math.min(255, r + n));
      pixels[i + 1] = Math.max(0, Math.min(255, g + n));
      pixels[i + 2] = Math.max(0, Math.min(255, b + n));
    }
  }
  // The detail the garage needs, drawn over the wet paint: seams, a dent's shading, thin scratches, a plate, wheels.
  const scratches = Array.from({ length: 12 }, (_, i) => {
    const x = 1450 + ((i * 89 + seed * 13) % 700);
    const y = 1280 + ((i * 47) % 360);
    return `<path d="M${x} ${y} q ${110 + i * 8} ${-30 + i * 5} ${230 + i * 11} ${24 - i * 4}" stroke="#eef2f6" stroke-opacity="0.${6 + (i % 3)}" stroke-width="${1 + (i % 3)}" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="dent" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.75" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <path d="M150 1300 Q 2000 1180 3850 1320 M 1100 900 L 1100 2300 M 2700 880 L 2700 2300" stroke="#05070a" stroke-width="8" fill="none"/>
    <ellipse cx="${1800 + seed * 40}" cy="1480" rx="420" ry="260" fill="url(#dent)"/>
    ${scratches}
    <circle cx="700" cy="2300" r="380" fill="#101010"/><circle cx="700" cy="2300" r="200" fill="#5a5d60"/>
    <circle cx="3300" cy="2300" r="380" fill="#101010"/><circle cx="3300" cy="2300" r="200" fill="#5a5d60"/>
    <rect x="2050" y="1700" width="560" height="124" rx="10" fill="#e8bc00" stroke="#111" stroke-width="5"/>
    <text x="2330" y="1792" font-family="DejaVu Sans, sans-serif" font-size="88" font-weight="bold" text-anchor="middle" fill="#111">XK-${String(10 + seed).padStart(2, '0')}-BL</text>
  </svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .blur(0.6)
    .withExif({ IFD0: { Make: 'TestCam', Model: `Phone ${seed}` }, IFD3: gps })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
};
