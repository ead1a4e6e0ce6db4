/**
 * Encoding a prepared photo toward its byte target with one full encode (issue 31). Noise costs bytes at any quality,
 * and on a slow phone every full encode of a 1.5-MP photo costs a second or more, so the size and quality are chosen
 * first from probes: a mosaic of 16 small tiles taken across the photo at the size it will have, encoded on its own
 * (about a tenth of the pixels). Its bytes per pixel give the photo's bytes at that quality; two qualities give how fast
 * this photo's bytes fall with quality (slowly for noise, fast for smooth paint). A photo that is still too large at the
 * floor quality gets fewer pixels, which for a noisy photo also averages the grain away: the damage (a dent's shading,
 * a scratch) survives a smaller size far better than a lower quality (compared in docs/photos/). Then one encode;
 * a second one only if the probes were wrong by far (over 150 KB), never a search of full encodes.
 */

/** What a photo aims for. */
export const targetBytes = 100_000;
/** Never more than this per photo from the form. */
export const capBytes = 250_000;
/** Over this the probes were wrong by far: one more encode, smaller. */
const redoBytes = 150_000;
/**
 * The probes aim under the target (they are right within about ±15 %): three photos of about 75 KB leave a slow 4G
 * uplink (750 kbit/s) in under 3 s even when all three are ready at once and the visitor sends at that moment (three
 * of 83–86 KB took 3.04 s in the walk).
 */
const aim = targetBytes * 0.75;
/** A photo over the aim even at the floor quality first gets fewer pixels down to this share of its side (1400 → 1200 px). */
const firstScale = 0.86;
/** The fewest pixels a photo gets for the aim, as a share of its side (1400 → 840 px); only the cap goes further. */
const smallestScale = 0.6;
/** Per format: the first quality, the floor for the aim, and the lowest quality a photo ever gets. */
const tuning = {
  'image/webp': { first: 0.8, floor: 0.6, lowest: 0.5 },
  'image/jpeg': { first: 0.8, floor: 0.55, lowest: 0.45 },
} as const;
/** The probe: tiles × tiles tiles of tile px; probe estimates are scaled by calibration (tile edges cost bytes too). */
const tiles = 4;
const tile = 96;
const calibration = 0.9;

/** Why a file was refused; the form names the file in its message. */
export class PhotoRefused extends Error {
  constructor(readonly reason: 'not-image' | 'undecodable') {
    super(reason);
    this.name = 'PhotoRefused';
  }
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export const newCanvas = (width: number, height: number): AnyCanvas => {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
};

const context = (canvas: AnyCanvas): Context => {
  const context = canvas.getContext('2d') as Context | null;
  if (!context) throw new PhotoRefused('undecodable');
  // White under transparent PNG areas, as before (and JPEG has no transparency).
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  return context;
};

/** The bitmap drawn at width × height. */
export const canvasOf = (bitmap: ImageBitmap, width: number, height: number): AnyCanvas => {
  const canvas = newCanvas(width, height);
  context(canvas).drawImage(bitmap, 0, 0, width, height);
  return canvas;
};

export const free = (canvas: AnyCanvas) => {
  canvas.width = 0;
  canvas.height = 0;
};

export const toBlob = (canvas: AnyCanvas, type: string, quality: number): Promise<Blob> =>
  'convertToBlob' in canvas
    ? canvas.convertToBlob({ type, quality })
    : new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new PhotoRefused('undecodable'))), type, quality));

let webp: Promise<boolean> | undefined;
/** Whether this browser's canvas encodes WebP (Chromium and Firefox do; Safari gives a PNG instead). Asked once. */
export const canEncodeWebp = (): Promise<boolean> =>
  (webp ??= (async () => {
    const canvas = newCanvas(1, 1);
    try {
      // An OffscreenCanvas encodes nothing without a context.
      (canvas.getContext('2d') as Context | null)?.fillRect(0, 0, 1, 1);
      return (await toBlob(canvas, 'image/webp', 0.8)).type === 'image/webp';
    } catch {
      return false;
    } finally {
      free(canvas);
    }
  })());

const scaled = (size: { width: number; height: number }, scale: number) => ({
  width: Math.max(1, Math.round(size.width * scale)),
  height: Math.max(1, Math.round(size.height * scale)),
});

/**
 * The probe at `width` × `height`: tiles × tiles tiles of tile px from across the bitmap as it would be drawn at that
 * size (a photo too small for a mosaic is drawn whole). Returns the canvas and the share of the photo's pixels it holds.
 */
const probeCanvas = (bitmap: ImageBitmap, width: number, height: number): { canvas: AnyCanvas; share: number } => {
  if (width * height <= 3 * (tiles * tile) ** 2) return { canvas: canvasOf(bitmap, width, height), share: 1 };
  const canvas = newCanvas(tiles * tile, tiles * tile);
  const draw = context(canvas);
  const sx = bitmap.width / width;
  const sy = bitmap.height / height;
  for (let i = 0; i < tiles; i++)
    for (let j = 0; j < tiles; j++) {
      const x = Math.max(0, Math.round(((i + 0.5) * width) / tiles - tile / 2));
      const y = Math.max(0, Math.round(((j + 0.5) * height) / tiles - tile / 2));
      draw.drawImage(bitmap, x * sx, y * sy, tile * sx, tile * sy, i * tile, j * tile, tile, tile);
    }
  return { canvas, share: (tiles * tile) ** 2 / (width * height) };
};

/**
 * WebP (or JPEG) near targetBytes, never over capBytes, in one full encode where the probes are right.
 * `size` is the size to draw (at most 1400 px); an engine that ignored createImageBitmap's resize options is scaled here.
 */
export const encode = async (bitmap: ImageBitmap, size: { width: number; height: number }): Promise<{ blob: Blob; width: number; height: number }> => {
  const type = (await canEncodeWebp()) ? 'image/webp' : 'image/jpeg';
  const { first, floor, lowest } = tuning[type];
  const probes = new Map<number, { canvas: AnyCanvas; share: number }>();
  /** The photo's bytes at this scale and quality, as the probe predicts them. */
  const estimate = async (scale: number, quality: number): Promise<number> => {
    let probe = probes.get(scale);
    if (!probe) {
      const { width, height } = scaled(size, scale);
      probes.set(scale, (probe = probeCanvas(bitmap, width, height)));
    }
    const bytes = (await toBlob(probe.canvas, type, quality)).size;
    return probe.share === 1 ? bytes : (bytes / probe.share) * calibration;
  };
  /** The quality that brings `at` bytes (at `from`) to the aim, for a photo whose bytes change by e per 1/slope of quality. */
  const qualityFor = (at: number, from: number, slope: number) => from + Math.log(aim / at) / slope;

  let scale = 1;
  let quality: number = first;
  try {
    const high = await estimate(1, first);
    if (high > aim) {
      const low = await estimate(1, floor);
      // Bytes = low · e^(slope · (quality − floor)): about 2.5 for most photos, flatter for noise; at least 1.
      const slope = Math.max(1, Math.log(high / low) / (first - floor));
      if (low <= aim) quality = qualityFor(low, floor, slope);
      else {
        // Too many bytes even at the floor: fewer pixels (bytes fall faster than the pixel count for noise, whose grain
        // the smaller size averages away), first to at most 1200 px and down to the lowest quality, then fewer still.
        scale = Math.max(firstScale, Math.min(0.92, Math.cbrt(aim / low)));
        let at = await estimate(scale, floor);
        if (qualityFor(at, floor, slope) < lowest) {
          scale = Math.max(smallestScale, scale * Math.cbrt((aim / at) * Math.exp(slope * (floor - lowest))));
          at = await estimate(scale, floor);
        }
        quality = Math.max(lowest, Math.min(first, qualityFor(at, floor, slope)));
      }
    }
  } finally {
    probes.forEach(({ canvas }) => free(canvas));
  }
  for (let round = 0; ; round++) {
    const { width, height } = scaled(size, scale);
    const canvas = canvasOf(bitmap, width, height);
    let blob: Blob;
    try {
      blob = await toBlob(canvas, type, quality);
    } finally {
      free(canvas);
    }
    if (blob.size <= redoBytes || (blob.size <= capBytes && round > 0) || round > 2) return { blob, width, height };
    // The probes were wrong by far (or the photo is noise through and through): fewer pixels, at most the lowest quality.
    scale *= Math.min(0.9, Math.sqrt(aim / blob.size));
    quality = Math.max(lowest, quality - 0.05);
  }
};
