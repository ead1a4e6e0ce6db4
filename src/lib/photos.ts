/**
 * Damage photos, prepared in the browser before they travel: decoded with their EXIF orientation applied, scaled so
 * the longest side is at most 2048 px, and re-encoded as JPEG of at most 800 KB. Re-encoding through a canvas keeps
 * the pixels only: no GPS position, no camera data leaves the phone.
 *
 * One photo at a time (the caller awaits each), decoded at the reduced size where the browser can: for JPEG and PNG
 * the size is read from the file's header, so `createImageBitmap` decodes straight to the target size instead of
 * the ~48 MB a 12-megapixel photo takes at full size. Every bitmap and canvas is freed before the next photo.
 */

export const maxPhotos = 8;
export const maxSide = 2048;
export const maxBytes = 800_000;
const thumbSide = 160;

export interface PreparedPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** A small JPEG as a data: URL (allowed by the CSP's img-src), for the thumbnail. */
  thumb: string;
}

/** Why a file was refused; the form names the file in its message. */
export class PhotoRefused extends Error {
  constructor(readonly reason: 'not-image' | 'undecodable') {
    super(reason);
    this.name = 'PhotoRefused';
  }
}

const imageName = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp|tiff?)$/i;
/** Pickers sometimes give no type; then the name decides. */
export const looksLikeImage = (file: File): boolean => (file.type ? file.type.startsWith('image/') : imageName.test(file.name));

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

/** The size that fits in maxSide × maxSide, never larger than the original. */
export const fitSize = (width: number, height: number, side = maxSide) => {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

const decode = async (file: File): Promise<ImageBitmap> => {
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

const canvasOf = (bitmap: ImageBitmap, width: number, height: number): HTMLCanvasElement => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoRefused('undecodable');
  // White under transparent PNG areas: JPEG has no transparency.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
};

const toBlob = (canvas: HTMLCanvasElement, quality: number): Promise<Blob> =>
  new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new PhotoRefused('undecodable'))), 'image/jpeg', quality));

/** JPEG at the highest quality step that fits maxBytes; smaller dimensions only if even quality 0.6 is too big. */
const encode = async (bitmap: ImageBitmap): Promise<{ blob: Blob; width: number; height: number }> => {
  let { width, height } = bitmap;
  let quality = 0.85;
  for (;;) {
    const canvas = canvasOf(bitmap, width, height);
    try {
      const blob = await toBlob(canvas, quality);
      if (blob.size <= maxBytes) return { blob, width, height };
    } finally {
      canvas.width = 0;
      canvas.height = 0;
    }
    if (quality > 0.6) quality = Math.round((quality - 0.1) * 100) / 100;
    else ({ width, height } = fitSize(width, height, Math.round(Math.max(width, height) * 0.8)));
  }
};

const thumbnail = (bitmap: ImageBitmap): string => {
  const size = fitSize(bitmap.width, bitmap.height, thumbSide);
  const canvas = canvasOf(bitmap, size.width, size.height);
  const url = canvas.toDataURL('image/jpeg', 0.7);
  canvas.width = 0;
  canvas.height = 0;
  return url;
};

/** Prepares one photo; rejects with PhotoRefused for a file that is no image or that this browser cannot decode. */
export const preparePhoto = async (file: File): Promise<PreparedPhoto> => {
  if (!looksLikeImage(file)) throw new PhotoRefused('not-image');
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch {
    throw new PhotoRefused('undecodable');
  }
  try {
    const { blob, width, height } = await encode(bitmap);
    return { blob, width, height, thumb: thumbnail(bitmap) };
  } finally {
    bitmap.close();
  }
};
