/**
 * A PNG (a screenshot of the damage, a photo a messaging app saved as PNG), rebuilt from the chunks an image needs.
 * Chunk by chunk from the signature to IEND, each chunk's CRC checked: IHDR first (a size, a bit depth that goes with
 * its colour type, no other compression or filter than PNG's own), PLTE where the colour type needs it, IDAT in one
 * run. Kept: IHDR, PLTE, tRNS, the IDAT data, IEND, and the colour facts gAMA, cHRM and sRGB at their exact lengths.
 * Dropped: text (tEXt, zTXt, iTXt), EXIF (eXIf), the time, the ICC profile (iCCP: compressed, so it cannot be checked
 * without inflating it; the screenshot is then shown as sRGB, which it nearly always is), an APNG's animation (acTL,
 * fcTL, fdAT: its first image stays), every other chunk, and anything after IEND. The pixels are not decoded; their
 * size is bounded by the 4096-pixel side, so inflating them costs a viewer work in proportion to the pixels.
 */
import type { Found } from './images';

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Uint8Array): number => {
  let c = 0xffffffff;
  for (let i = 0; i < b.length; i++) c = crcTable[(c ^ b[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** Bit depths each colour type allows (greyscale, RGB, palette, grey + alpha, RGBA). */
const depths: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** Ancillary chunks kept, with their one allowed length. */
const colourChunks: Record<string, number> = { gAMA: 4, cHRM: 32, sRGB: 1 };
const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const png = (b: Uint8Array): Found | null => {
  if (b.length < 8 + 25 + 12 + 12 || signature.some((byte, i) => b[i] !== byte)) return null;
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  let size: { width: number; height: number; colourType: number } | null = null;
  let palette = false;
  let idat: 'none' | 'in' | 'done' = 'none';
  for (let at = 8; ; ) {
    if (at + 12 > b.length) return null;
    const length = u32(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32(b, at + 8 + length)) return null;
    const chunk = b.subarray(at, end);
    const data = b.subarray(at + 8, at + 8 + length);
    if (!size && type !== 'IHDR') return null;
    if (idat === 'in' && type !== 'IDAT') idat = 'done';
    if (type === 'IHDR') {
      if (size || length !== 13) return null;
      const [depth, colourType, compression, filter, interlace] = data.subarray(8);
      if (!depths[colourType!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) return null;
      size = { width: u32(data, 0), height: u32(data, 4), colourType: colourType! };
      if (!size.width || !size.height) return null;
      kept.push(chunk);
    } else if (type === 'PLTE') {
      if (palette || idat !== 'none' || !length || length % 3 || length > 768) return null;
      palette = true;
      kept.push(chunk);
    } else if (type === 'IDAT') {
      if (idat === 'done') return null; // the image data in one run
      idat = 'in';
      kept.push(chunk);
    } else if (type === 'IEND') {
      if (length || idat === 'none' || (size!.colourType === 3 && !palette)) return null;
      kept.push(chunk);
      break; // anything after the image's end is left behind
    } else if (type === 'tRNS' && idat === 'none') {
      kept.push(chunk);
    } else if (colourChunks[type] === length && idat === 'none') {
      kept.push(chunk);
    } else if (!(b[at + 4]! & 0x20)) {
      return null; // a critical chunk PNG does not define: no viewer could show it
    }
    // Every other ancillary chunk: dropped.
    at = end;
  }
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let to = 0;
  for (const part of kept) {
    out.set(part, to);
    to += part.length;
  }
  return { bytes: out, width: size!.width, height: size!.height };
};
