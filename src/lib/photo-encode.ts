/**
 * Encoding a prepared photo: the size and quality are chosen by how the photo looks and what it costs, measured on
 * probes, then one full encode (issues 31 and 42). On a slow phone every full encode of a 1.5-MP photo costs a second,
 * so the choice is made on a probe: a mosaic of 16 tiles of 96 px taken across the photo at the size it will have
 * (a tenth of the pixels), encoded on its own. Its bytes per pixel give the photo's bytes at that quality (within about
 * ±15 %), and the probe decoded again, next to the probe itself (the downscaled original), gives how the photo looks
 * at that quality (SSIM at half size, src/lib/photo-look.ts).
 *
 * - Down a ladder of qualities until the photo fits the aim in bytes: fine texture (a hedge, gravel, rain) and noise
 *   cost bytes at any quality and hide what the encoder leaves out, so such a photo gets a far lower quality than a
 *   smooth car door; a smooth photo stops where a lower quality would begin to show (SSIM below 0.985), under the aim.
 * - A photo that looks poor at the aim (or that does not fit even at the lowest quality) is also probed with fewer
 *   pixels, and the version that looks closer to the original wins. For the bench's texture and noise the full size at
 *   a low quality wins at the same bytes (the scratches stay sharp lines; at fewer pixels they blur): docs/photo-speed.md.
 * - Then one encode; a second one only if the probes were wrong by far, never a search of full encodes.
 */
import { lumaOf, ssim } from './photo-look';

/** What a photo aims for. */
export const targetBytes = 100_000;
/** Never more than this per photo from the form. */
export const capBytes = 250_000;
/**
 * The probes aim under the target (they are right within about ±15 %): three photos of about 66 KB leave the walk's
 * slow 4G uplink (750 kbit/s, of which DevTools gives 90 %) in about 2.4 s even when all three are ready at once and the
 * visitor sends at that moment; three of 114–117 KB took 4.2 s (docs/photo-speed.md).
 */
const aim = targetBytes * 0.66;
/** Over this the probes were wrong by far: one more encode, at a lower quality. */
const redoBytes = targetBytes * 0.88;
/** SSIM at half size from which a lower quality would start to show: a photo that fits the aim stops above it. */
const looksTheSame = 0.985;
/**
 * A photo that looks less like the original than this at the aim (SSIM at half size) is also tried with fewer pixels.
 * At the aim the bench's photos look 0.96–0.98 (daylight), 0.89 (dusk), 0.86–0.87 (texture, blurred noise), and keep
 * their pixels; each probe of another size costs about a third of a full encode.
 */
const looksPoor = 0.8;
/** The sizes tried, as a share of the side (1400 → 1120 → 900 px); only the cap goes further. */
const scales = [1, 0.8, 0.64] as const;
/** Per format, the qualities tried from the top (JPEG falls apart in blocks below about 0.25, WebP blurs gracefully). */
const ladders = {
  'image/webp': [0.8, 0.6, 0.4, 0.25, 0.15, 0.08, 0.03],
  'image/jpeg': [0.8, 0.6, 0.45, 0.35, 0.25],
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

export type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
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
 * The probe at `scale` of `size`: tiles × tiles tiles from across the photo, each the same part of it at every scale
 * (tile px at scale 1, fewer at a smaller scale), so the probes of two scales show the same things. A photo too small
 * for a mosaic is drawn whole. Returns the canvas and the share of the photo's pixels it holds.
 */
const probeCanvas = (bitmap: ImageBitmap, size: { width: number; height: number }, scale: number): { canvas: AnyCanvas; share: number } => {
  const { width, height } = scaled(size, scale);
  if (size.width * size.height <= 3 * (tiles * tile) ** 2) return { canvas: canvasOf(bitmap, width, height), share: 1 };
  const side = Math.round(tile * scale);
  const canvas = newCanvas(tiles * side, tiles * side);
  const draw = context(canvas);
  const sx = bitmap.width / size.width;
  const sy = bitmap.height / size.height;
  for (let i = 0; i < tiles; i++)
    for (let j = 0; j < tiles; j++) {
      const x = Math.max(0, Math.round(((i + 0.5) * size.width) / tiles - tile / 2));
      const y = Math.max(0, Math.round(((j + 0.5) * size.height) / tiles - tile / 2));
      draw.drawImage(bitmap, x * sx, y * sy, tile * sx, tile * sy, i * side, j * side, side, side);
    }
  return { canvas, share: (tiles * side) ** 2 / (width * height) };
};

/** An encoded probe decoded again and drawn at width × height (a smaller scale's probe drawn up to the original's). */
const decoded = async (blob: Blob, width: number, height: number): Promise<AnyCanvas> => {
  const bitmap = await createImageBitmap(blob);
  try {
    return canvasOf(bitmap, width, height);
  } finally {
    bitmap.close();
  }
};

/** A size and quality for the photo: its predicted bytes and how it looks (SSIM at half size; NaN where unknown). */
type Plan = { scale: number; quality: number; bytes: number; looks: number };

/**
 * WebP (or JPEG) under the aim, never over capBytes, in one full encode where the probes are right.
 * `size` is the size to draw (at most 1400 px); an engine that ignored createImageBitmap's resize options is scaled here.
 */
export const encode = async (bitmap: ImageBitmap, size: { width: number; height: number }): Promise<{ blob: Blob; width: number; height: number }> => {
  const type = (await canEncodeWebp()) ? 'image/webp' : 'image/jpeg';
  const ladder: readonly number[] = ladders[type];
  const lowest = ladder[ladder.length - 1] ?? 0.25;
  const original = probeCanvas(bitmap, size, 1);
  const canvases: AnyCanvas[] = [original.canvas];
  let reference: ReturnType<typeof lumaOf> | null | undefined;
  /** How the encoded probe looks next to the original's probe; NaN where this browser cannot tell. */
  const looks = async (blob: Blob): Promise<number> => {
    try {
      reference ??= lumaOf(original.canvas);
      const canvas = await decoded(blob, original.canvas.width, original.canvas.height);
      canvases.push(canvas);
      const { luma } = lumaOf(canvas);
      return ssim(reference.luma, luma, reference.width, reference.height);
    } catch {
      reference = null;
      return NaN;
    }
  };

  /**
   * The highest quality of the ladder at which the photo fits the aim at this scale (the top first: most photos fit
   * there; else halving the rest of the ladder, bytes fall with quality), then the quality between it and the step above
   * that hits the aim (bytes fall about exponentially with quality), judged on its own probe. At scale 1 a photo that
   * fits at the top goes down while it still looks the same. Null when even the lowest quality does not fit.
   */
  const plan = async (scale: number): Promise<Plan | null> => {
    const probe = scale === 1 ? original : probeCanvas(bitmap, size, scale);
    if (probe !== original) canvases.push(probe.canvas);
    const encoded = new Map<number, { blob: Blob; bytes: number }>();
    const at = async (i: number) => {
      const quality = ladder[i] ?? lowest;
      let known = encoded.get(i);
      if (!known) {
        const blob = await toBlob(probe.canvas, type, quality);
        encoded.set(i, (known = { blob, bytes: probe.share === 1 ? blob.size : (blob.size / probe.share) * calibration }));
      }
      return known;
    };
    const top = await at(0);
    if (top.bytes <= aim) {
      // It fits at the top: lower while it looks the same (a smooth photo needs fewer bytes than the aim).
      let best: Plan = { scale, quality: ladder[0] ?? lowest, bytes: top.bytes, looks: await looks(top.blob) };
      for (let i = 1; scale === 1 && i < ladder.length && best.looks >= looksTheSame; i++) {
        const next = await at(i);
        const nextLooks = await looks(next.blob);
        if (!(nextLooks >= looksTheSame)) break;
        best = { scale, quality: ladder[i] ?? lowest, bytes: next.bytes, looks: nextLooks };
      }
      return best;
    }
    let over = 0;
    let fits = ladder.length;
    while (fits - over > 1) {
      const middle = Math.floor((over + fits) / 2);
      if ((await at(middle)).bytes <= aim) fits = middle;
      else over = middle;
    }
    if (fits === ladder.length) return null;
    const [low, high] = [await at(fits), await at(over)];
    const [q0, q1] = [ladder[fits] ?? lowest, ladder[over] ?? lowest];
    const quality = Math.min(q1, Math.max(q0, q0 + ((q1 - q0) * Math.log(aim / low.bytes)) / Math.log(high.bytes / low.bytes)));
    return { scale, quality, bytes: aim, looks: await looks(await toBlob(probe.canvas, type, quality)) };
  };

  let chosen: Plan | null = null;
  try {
    for (const scale of scales) {
      const next = await plan(scale);
      // The one that looks closer to the original wins (the larger one where the looks are unknown or equal).
      if (next && (!chosen || next.looks > chosen.looks)) chosen = next;
      if (chosen && !(chosen.looks < looksPoor)) break;
      // Fewer pixels were tried and did not look better: fewer still will not either.
      if (chosen && next && chosen !== next) break;
    }
  } finally {
    canvases.forEach(free);
  }
  let scale = chosen?.scale ?? scales[scales.length - 1] ?? 0.64;
  let quality = chosen?.quality ?? lowest;
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
    // The probes were wrong by far (or the photo is noise through and through): a lower quality, then fewer pixels.
    const lower = ladder.find((q) => q < quality - 0.01);
    if (lower !== undefined && blob.size <= 2 * aim) quality = lower;
    else {
      scale *= Math.min(0.9, Math.sqrt(aim / blob.size));
      quality = Math.max(lowest, lower ?? lowest);
    }
  }
};
