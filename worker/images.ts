/**
 * Photos are checked by their content, whatever their name or type claims: a JPEG or a WebP, with its dimensions read
 * from its own header. Every EXIF/APP1 segment (JPEG) and EXIF/XMP chunk (WebP) is removed before the photo is stored
 * or mailed: the browser already re-encodes photos without metadata; this repeats it on the server as defence in depth.
 */

export interface CheckedPhoto {
  bytes: Uint8Array;
  type: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

export type PhotoProblem = 'type' | 'size' | 'dimensions';

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

/** SOF markers that carry the frame size (not DHT C4, JPG C8, DAC CC). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** A JPEG without its APP1 segments, and its size from the SOF header; null if the structure is broken. */
const jpeg = (b: Uint8Array): Omit<CheckedPhoto, 'type' | 'extension'> | null => {
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(b.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = u16(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return null;
    if (isSof(marker) && length >= 7) size = { height: u16(b, at + 5), width: u16(b, at + 7) };
    if (marker === 0xda) {
      // Start of scan: the compressed image and everything after it stay as they are.
      kept.push(b.subarray(at));
      break;
    }
    if (marker !== 0xe1) kept.push(b.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  if (!size || !size.width || !size.height) return null;
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let to = 0;
  for (const part of kept) {
    out.set(part, to);
    to += part.length;
  }
  return { bytes: out, ...size };
};

/** A WebP without its EXIF and XMP chunks (the VP8X flags and the RIFF size follow), and its size; null if broken. */
const webp = (b: Uint8Array): Omit<CheckedPhoto, 'type' | 'extension'> | null => {
  const end = Math.min(b.length, 8 + u32le(b, 4));
  const kept: Uint8Array[] = [];
  let size: { width: number; height: number } | null = null;
  let vp8x: Uint8Array | null = null;
  let at = 12;
  while (at + 8 <= end) {
    const tag = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    const next = at + 8 + length + (length % 2);
    if (at + 8 + length > end) return null;
    const data = at + 8;
    if (tag === 'VP8X' && length >= 10) {
      size = { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
      vp8x = b.slice(at, Math.min(next, end));
      kept.push(vp8x);
    } else if (tag === 'VP8 ' && length >= 10) {
      if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
      size ??= { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
      kept.push(b.subarray(at, Math.min(next, end)));
    } else if (tag === 'VP8L' && length >= 5) {
      if (b[data] !== 0x2f) return null;
      const bits = u32le(b, data + 1);
      size ??= { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      kept.push(b.subarray(at, Math.min(next, end)));
    } else if (tag !== 'EXIF' && tag !== 'XMP ') {
      kept.push(b.subarray(at, Math.min(next, end)));
    }
    at = next;
  }
  if (!size || !size.width || !size.height) return null;
  // Flags in VP8X: bit 3 EXIF, bit 2 XMP. Both chunks are gone.
  if (vp8x) vp8x[8] = vp8x[8]! & ~0x0c;
  const body = kept.reduce((n, part) => n + part.length, 0);
  const out = new Uint8Array(12 + body);
  out.set(b.subarray(0, 12), 0);
  const riffSize = 4 + body;
  out[4] = riffSize & 0xff;
  out[5] = (riffSize >> 8) & 0xff;
  out[6] = (riffSize >> 16) & 0xff;
  out[7] = (riffSize >>> 24) & 0xff;
  let to = 12;
  for (const part of kept) {
    out.set(part, to);
    to += part.length;
  }
  return { bytes: out, ...size };
};

/** The photo as it will be stored, or why it is refused. */
export const checkPhoto = (bytes: Uint8Array, maxBytes: number, maxSide: number): CheckedPhoto | PhotoProblem => {
  if (bytes.length > maxBytes) return 'size';
  let found: CheckedPhoto | null = null;
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const j = jpeg(bytes);
    if (j) found = { ...j, type: 'image/jpeg', extension: 'jpg' };
  } else if (bytes.length > 30 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    const w = webp(bytes);
    if (w) found = { ...w, type: 'image/webp', extension: 'webp' };
  }
  if (!found) return 'type';
  if (found.width > maxSide || found.height > maxSide) return 'dimensions';
  return found;
};
