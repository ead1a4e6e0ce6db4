/**
 * The photo pipeline itself, for the page (src/lib/photos.ts, the fallback) and for the photo worker
 * (src/lib/photo-worker.ts): decode with the EXIF orientation applied and straight to the target size, then encode
 * WebP where this browser's canvas can (else JPEG), at the highest quality step that fits the byte target. Works with
 * an OffscreenCanvas (worker, or the page where it exists) or a <canvas>. Re-encoding keeps the pixels only: no GPS
 * position, no camera data leaves the phone.
 *
 * Why 2048 px and these qualities (README, "Photos for a damage estimate"): 2048 px on the longest side is about
 * 1 mm per pixel across a whole car door, so a scratch, a chip or the edge of a dent stays at least a pixel wide; the
 * estimator zooms in on it. WebP at 0.85 keeps that fine detail (below 0.8 Chromium's encoder starts to smooth thin
 * lines away); only a photo that is still over 450 KB steps down to 0.75, and only then gets fewer pixels.
 */

export const maxSide = 2048;
/** The hard limit per photo (the receiver's contract). */
export const maxBytes = 800_000;
/** What a photo aims for: an upload of three photos stays around 1 MB on a slow connection. */
export const targetBytes = 450_000;
const qualities = [0.85, 0.75] as const;
const smallestSide = 1024;
const thumbSide = 160;

/** Why a file was refused; the form names the file in its message. */
export class PhotoRefused extends Error {
  constructor(readonly reason: 'not-image' | 'undecodable') {
    super(reason);
    this.name = 'PhotoRefused';
  }
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

/** The EXIF orientation (1–8) in a JPEG's APP1 segment, or 1. */
const exifOrientation = (view: DataView, start: number, end: number): number => {
  // "Exif\0\0", then a TIFF header: byte order, 42, offset of IFD0.
  if (view.getUint32(start) !== 0x45786966) return 1;
  const tiff = start + 6;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return 1;
};

/** Width and height as displayed (EXIF rotation applied) from a JPEG or PNG header, or null for other formats. */
export const displaySize = (bytes: ArrayBuffer): { width: number; height: number } | null => {
  const view = new DataView(bytes);
  try {
    if (view.getUint32(0) === 0x89504e47) return { width: view.getUint32(16), height: view.getUint32(20) };
    if (view.getUint16(0) !== 0xffd8) return null;
    let orientation = 1;
    let at = 2;
    while (at + 9 < view.byteLength) {
      if (view.getUint8(at) !== 0xff) return null;
      const marker = view.getUint8(at + 1);
      const length = view.getUint16(at + 2);
      if (marker === 0xe1) orientation = exifOrientation(view, at + 4, Math.min(view.byteLength, at + 2 + length));
      // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC): height and width of the frame.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const height = view.getUint16(at + 5);
        const width = view.getUint16(at + 7);
        return orientation >= 5 ? { width: height, height: width } : { width, height };
      }
      at += 2 + length;
    }
  } catch {
    // A truncated header: let the browser decode it at full size.
  }
  return null;
};

/** The size that fits in side × side, never larger than the original. */
export const fitSize = (width: number, height: number, side = maxSide) => {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

export const decode = async (file: Blob): Promise<ImageBitmap> => {
  const known = displaySize(await file.slice(0, 256 * 1024).arrayBuffer());
  if (known && known.width > 0 && known.height > 0) {
    const size = fitSize(known.width, known.height);
    return createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
  }
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = fitSize(full.width, full.height);
  if (size.width === full.width && size.height === full.height) return full;
  try {
    return await createImageBitmap(full, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
  } finally {
    full.close();
  }
};

const newCanvas = (width: number, height: number): AnyCanvas => {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
};

const canvasOf = (bitmap: ImageBitmap, width: number, height: number): AnyCanvas => {
  const canvas = newCanvas(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new PhotoRefused('undecodable');
  // White under transparent PNG areas, as before (and JPEG has no transparency).
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
};

const free = (canvas: AnyCanvas) => {
  canvas.width = 0;
  canvas.height = 0;
};

const toBlob = (canvas: AnyCanvas, type: string, quality: number): Promise<Blob> =>
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
      (canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null)?.fillRect(0, 0, 1, 1);
      return (await toBlob(canvas, 'image/webp', 0.8)).type === 'image/webp';
    } catch {
      return false;
    } finally {
      free(canvas);
    }
  })());

/** WebP (or JPEG) at the highest quality step that fits targetBytes; fewer pixels only if even the lowest is too big. */
export const encode = async (bitmap: ImageBitmap): Promise<{ blob: Blob; width: number; height: number }> => {
  const type = (await canEncodeWebp()) ? 'image/webp' : 'image/jpeg';
  let { width, height } = bitmap;
  let step = 0;
  for (;;) {
    const canvas = canvasOf(bitmap, width, height);
    let size: number;
    try {
      const blob = await toBlob(canvas, type, qualities[step] ?? 0.75);
      if (blob.size <= targetBytes || (blob.size <= maxBytes && Math.max(width, height) <= smallestSide)) return { blob, width, height };
      size = blob.size;
    } finally {
      free(canvas);
    }
    // Bytes follow the pixel count: aim just under the target in one step.
    const shrink = (bytes: number) => {
      const side = Math.max(width, height) * Math.min(0.9, Math.sqrt(targetBytes / bytes) * 0.95);
      ({ width, height } = fitSize(width, height, Math.round(side)));
    };
    if (step < qualities.length - 1) {
      step += 1;
      // Far over the target (a grainy, noise-like photo): 0.75 alone will not do (it gives about 0.53 of the bytes
      // of 0.85), so fewer pixels in the same step, and one encode less.
      if (size > 2 * targetBytes) shrink(size * 0.53);
    } else shrink(size);
  }
};

const dataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoRefused('undecodable'));
    reader.readAsDataURL(blob);
  });

/** A small JPEG as a data: URL (allowed by the CSP's img-src), for the thumbnail. */
export const thumbnail = async (bitmap: ImageBitmap): Promise<string> => {
  const size = fitSize(bitmap.width, bitmap.height, thumbSide);
  const canvas = canvasOf(bitmap, size.width, size.height);
  try {
    return await dataUrl(await toBlob(canvas, 'image/jpeg', 0.7));
  } finally {
    free(canvas);
  }
};

export interface PreparedPhoto {
  /** image/webp where the canvas can encode it, else image/jpeg. */
  blob: Blob;
  width: number;
  height: number;
  /** A small JPEG as a data: URL (allowed by the CSP's img-src), for the thumbnail. */
  thumb: string;
}

/** Decodes and re-encodes one file; rejects with PhotoRefused('undecodable') for a file this browser cannot decode. */
export const prepare = async (file: Blob): Promise<PreparedPhoto> => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch {
    throw new PhotoRefused('undecodable');
  }
  try {
    const { blob, width, height } = await encode(bitmap);
    return { blob, width, height, thumb: await thumbnail(bitmap) };
  } finally {
    bitmap.close();
  }
};
