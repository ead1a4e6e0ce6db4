/** A still WebP rebuilt from its image chunks (worker/images.ts says what is kept and why). */
import { ascii, join, u16le, u24le, u32le } from './bytes';
import { iccProfileHolds } from './icc';
import type { Found } from './images';

/** VP8X flags: ICC profile, alpha, EXIF, XMP, animation. */
const flag = { icc: 0x20, alpha: 0x10, exif: 0x08, xmp: 0x04, animation: 0x02 };

/** A still WebP rebuilt from its image chunks, and its size; null if its structure does not hold. */
export const webp = (b: Uint8Array): Found | null => {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const riff = u32le(b, 4);
  // The RIFF size covers "WEBP" and every chunk (each padded to an even length); bytes after it are not the image.
  if (riff < 4 + 8 || riff % 2 || 8 + riff > b.length) return null;
  const end = 8 + riff;
  const kept: Uint8Array[] = [];
  let vp8x: Uint8Array | null = null;
  let canvas: { width: number; height: number } | null = null;
  let frame: { width: number; height: number } | null = null;
  let icc = false;
  let first = true;
  for (let at = 12; at < end; ) {
    if (at + 8 > end) return null;
    const tag = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    const data = at + 8;
    const next = data + length + (length % 2);
    if (next > end) return null;
    const chunk = b.subarray(at, next);
    if (tag === 'VP8X') {
      if (!first || length !== 10) return null;
      if (b[data]! & flag.animation) return null; // an animation is not a photo
      vp8x = b.slice(at, next);
      canvas = { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
    } else if (tag === 'VP8 ' || tag === 'VP8L') {
      if (frame) return null;
      if (tag === 'VP8 ') {
        // Frame tag (a key frame, its first partition inside the chunk), start code, 14-bit width and height.
        if (length < 10) return null;
        const bits = u24le(b, data);
        if (bits & 1 || (bits >> 5) > length - 10 || b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
        frame = { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
      } else {
        // Signature, 14-bit width − 1 and height − 1, alpha hint, version 0.
        if (length < 5 || b[data] !== 0x2f) return null;
        const bits = u32le(b, data + 1);
        if (bits >>> 29 !== 0) return null;
        frame = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      kept.push(chunk);
    } else if (tag === 'ICCP' && vp8x && !frame) {
      // Kept only when it is a profile and nothing else; otherwise dropped (the flag follows).
      if (!icc && length % 2 === 0 && iccProfileHolds(b.subarray(data, data + length))) {
        icc = true;
        kept.push(chunk);
      }
    } else if (tag === 'ALPH' && vp8x && !frame) {
      kept.push(chunk);
    } else if (tag === 'ANIM' || tag === 'ANMF') {
      return null;
    } else if (first) {
      return null; // a WebP starts with VP8X, VP8 or VP8L
    }
    // EXIF, XMP and any other chunk: dropped.
    first = false;
    at = next;
  }
  if (!frame || !frame.width || !frame.height) return null;
  if (canvas && (canvas.width !== frame.width || canvas.height !== frame.height)) return null;
  if (vp8x) {
    // Only the alpha flag as sent, the ICC flag as kept; the reserved bits and bytes zero.
    vp8x.fill(0, 9, 12);
    vp8x[8] = (vp8x[8]! & flag.alpha) | (icc ? flag.icc : 0);
    kept.unshift(vp8x);
  }
  const body = kept.reduce((n, part) => n + part.length, 0);
  const header = b.slice(0, 12);
  const size = 4 + body;
  header.set([size & 0xff, (size >> 8) & 0xff, (size >> 16) & 0xff, (size >>> 24) & 0xff], 4);
  return { bytes: join([header, ...kept]), ...frame };
};
