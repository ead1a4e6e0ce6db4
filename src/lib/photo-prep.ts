/**
 * The photo pipeline itself, for the page (src/lib/photos.ts, the fallback) and for the photo worker
 * (src/lib/photo-worker.ts): decode with the EXIF orientation applied and straight to the target size, then encode
 * WebP where this browser's canvas can (else JPEG), at a quality chosen for a byte target. Works with an
 * OffscreenCanvas (worker, or the page where it exists) or a <canvas>. Re-encoding keeps the pixels only: no GPS
 * position, no camera data leaves the phone.
 *
 * Why 1400 px and 100 KB (issue 22 §3, README "Photos for a damage estimate"): 1400 px on the longest side is about
 * 1.5 mm per pixel across a whole car door, enough to see a scratch, a chip and the edge of a dent; and three photos of
 * about 100 KB travel in about 3 s on a slow 4G upload (750 kbit/s), most of it while the visitor still types, so
 * the wait after "Verstuur" stays under 3 s even when the photos come last. Size and quality are chosen per photo from
 * small probes before one full encode (src/lib/photo-encode.ts): a noisy photo gets fewer pixels rather than a second
 * or third encode.
 */
import { canvasOf, encode, free, PhotoRefused, toBlob } from './photo-encode';

export { canEncodeWebp, capBytes, encode, PhotoRefused, targetBytes } from './photo-encode';

export const maxSide = 1400;
/** The receiver's hard limit per photo (its contract); the form stays far below it. */
export const maxBytes = 800_000;
const thumbSide = 160;

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

/**
 * Decodes at reduced size where the engine can (createImageBitmap's resize options: the full 12 MP never sits in
 * memory as pixels after decoding); an engine that does not know an option either ignores it (then encode() scales
 * while drawing) or throws, and then gets the plain call (today's engines apply the EXIF orientation by default).
 */
export const decode = async (file: Blob): Promise<ImageBitmap> => {
  const known = displaySize(await file.slice(0, 256 * 1024).arrayBuffer());
  const size = known && known.width > 0 && known.height > 0 ? fitSize(known.width, known.height) : null;
  try {
    if (size) return await createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return createImageBitmap(file);
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
    const { blob, width, height } = await encode(bitmap, fitSize(bitmap.width, bitmap.height));
    return { blob, width, height, thumb: await thumbnail(bitmap) };
  } finally {
    bitmap.close();
  }
};
