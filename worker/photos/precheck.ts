/**
 * What is checked before a photo reaches the codec (worker/photos/codec.ts), and only that: the kind of file by its
 * first bytes, its size in pixels (each side at most `limits.photoSide`), one still frame, and what a decoder's work
 * grows with (a JPEG's scans, an ISO-BMFF's boxes and items). Every check reads a fixed number of headers or walks the
 * bytes once, so its cost is linear in the file (red team 2026-11-27, G1: the old HEIF box walk was quadratic).
 *
 * Nothing here keeps or strips anything: the codec decodes the pixels and writes a new JPEG, so no box, segment,
 * chunk, profile or trailer of the sender's survives. The hand-written walkers that rebuilt each format (jpeg.ts,
 * webp.ts, png.ts, isobmff.ts, icc.ts) are gone with that job (docs/receiver.md, "Photos: re-encoded").
 */
import { ascii, u16, u16le, u24le, u32le } from './bytes';

export type PhotoProblem = 'type' | 'size' | 'dimensions';
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif';

export interface Prechecked {
  format: PhotoFormat;
  width: number;
  height: number;
  /** The EXIF Orientation of a JPEG (1–8; 1 when none): the codec is asked to apply it (worker/photos/codec.ts). */
  orientation: number;
}

/**
 * The most scans a JPEG may have: libjpeg's and a camera's progressive script has 10, mozjpeg's 9–20; every scan
 * makes a decoder walk each block again (red team 2026-11-25, F2: 44,000 scans cost a viewer 68–93 s). Counted as
 * SOS markers in one pass over the bytes (entropy-coded data never holds FF DA: an FF there is followed by 00 or RSTn).
 */
export const maxScans = 100;
/** ISO-BMFF (HEIC, HEIF, AVIF): an iPhone writes ftyp, meta and one mdat; at most this many top-level boxes. */
export const maxTopBoxes = 16;
/** Items in a HEIF's `iinf`: an iPhone's 12-MP HEIC has about 50 (tiles, thumbnail, Exif); a 48-MP one about 200. */
export const maxItems = 1024;

const still = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'mif2', 'avif', 'miaf']);

const be32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/** The Orientation (1–8) in an APP1 Exif segment's data, or 1. */
const orientationOf = (d: Uint8Array): number => {
  if (d.length < 14 || ascii(d, 0, 6) !== 'Exif\0\0') return 1;
  const little = d[6] === 0x49 && d[7] === 0x49;
  const r16 = (at: number) => (little ? u16le(d, at) : u16(d, at));
  const ifd = 6 + (little ? u32le(d, 10) : be32(d, 10));
  if (ifd + 2 > d.length) return 1;
  const entries = Math.min(r16(ifd), 256);
  for (let i = 0; i < entries; i++) {
    const e = ifd + 2 + i * 12;
    if (e + 12 > d.length) return 1;
    if (r16(e) === 0x0112) {
      const v = r16(e + 8);
      return v >= 1 && v <= 8 ? v : 1;
    }
  }
  return 1;
};

const jpeg = (b: Uint8Array): Prechecked | null => {
  let width = 0;
  let height = 0;
  let frames = 0;
  let orientation = 1;
  let at = 2;
  // The segments before the first scan, each by its length: a fixed walk, as many steps as segments.
  for (;;) {
    while (b[at] === 0xff && b[at + 1] === 0xff) at++;
    if (at + 4 > b.length || b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xda) break;
    const length = u16(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return null;
    const data = b.subarray(at + 4, at + 2 + length);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (data.length < 6) return null;
      frames++;
      height = u16(data, 1);
      width = u16(data, 3);
    } else if (marker === 0xe1 && orientation === 1) orientation = orientationOf(data);
    at += 2 + length;
  }
  if (frames !== 1) return null;
  let scans = 0;
  for (let i = at; i < b.length - 1; i++) if (b[i] === 0xff && b[i + 1] === 0xda && ++scans > maxScans) return null;
  return { format: 'jpeg', width, height, orientation };
};

const png = (b: Uint8Array): Prechecked | null =>
  ascii(b, 12, 4) === 'IHDR' && be32(b, 8) === 13 ? { format: 'png', width: be32(b, 16), height: be32(b, 20), orientation: 1 } : null;

const webp = (b: Uint8Array): Prechecked | null => {
  if (ascii(b, 8, 4) !== 'WEBP' || b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  const d = 20;
  if (chunk === 'VP8X') {
    // Bit 1: an animation. A photo is one still frame.
    if (b[d]! & 0x02) return null;
    return { format: 'webp', width: u24le(b, d + 4) + 1, height: u24le(b, d + 7) + 1, orientation: 1 };
  }
  if (chunk === 'VP8 ') {
    if (b[d + 3] !== 0x9d || b[d + 4] !== 0x01 || b[d + 5] !== 0x2a) return null;
    return { format: 'webp', width: u16le(b, d + 6) & 0x3fff, height: u16le(b, d + 8) & 0x3fff, orientation: 1 };
  }
  if (chunk === 'VP8L') {
    if (b[d] !== 0x2f) return null;
    const bits = u32le(b, d + 1);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1 };
  }
  return null;
};

/** A box header at `at` within `end`: its type and where its data and the box end, or null. */
const box = (b: Uint8Array, at: number, end: number): { type: string; data: number; end: number } | null => {
  if (at + 8 > end) return null;
  let size = be32(b, at);
  let data = at + 8;
  if (size === 1) {
    if (at + 16 > end || be32(b, at + 8) !== 0) return null;
    size = be32(b, at + 12);
    data = at + 16;
  } else if (size === 0) size = end - at;
  if (size < data - at || at + size > end) return null;
  return { type: ascii(b, at + 4, 4), data, end: at + size };
};

/**
 * The children of a box, in one pass; null when one does not fit or there are more than `max`. At the top level
 * (`trailing`), bytes after the last whole box end the walk: the codec reads the boxes and never writes those bytes.
 */
const children = (b: Uint8Array, from: number, end: number, max: number, trailing = false) => {
  const out: NonNullable<ReturnType<typeof box>>[] = [];
  for (let at = from; at < end; ) {
    const child = box(b, at, end);
    if (!child && trailing && out.length) break;
    if (!child || out.length >= max) return null;
    out.push(child);
    at = child.end;
  }
  return out;
};

const heif = (b: Uint8Array): Prechecked | null => {
  const top = children(b, 0, b.length, maxTopBoxes, true);
  const ftyp = top?.[0];
  if (!top || ftyp?.type !== 'ftyp' || ftyp.end - ftyp.data < 8) return null;
  const brands = [ascii(b, ftyp.data, 4)];
  for (let at = ftyp.data + 8; at + 4 <= ftyp.end; at += 4) brands.push(ascii(b, at, 4));
  if (!brands.some((brand) => still.has(brand))) return null;
  // One still image: a sequence (moov) is refused, as an animated WebP is.
  const metas = top.filter((t) => t.type === 'meta');
  if (metas.length !== 1 || top.some((t) => t.type === 'moov')) return null;
  const meta = children(b, metas[0]!.data + 4, metas[0]!.end, 64);
  const iinf = meta?.find((m) => m.type === 'iinf');
  const iprp = meta?.find((m) => m.type === 'iprp');
  if (!meta || !iinf || !iprp) return null;
  const items = b[iinf.data] === 0 ? u16(b, iinf.data + 4) : be32(b, iinf.data + 4);
  if (items > maxItems) return null;
  const ipco = children(b, iprp.data, iprp.end, 8)?.find((p) => p.type === 'ipco');
  const props = ipco && children(b, ipco.data, ipco.end, 4 * maxItems);
  if (!props) return null;
  // The largest `ispe`: the primary image of a tiled HEIC is its whole size, its tiles are 512 × 512.
  let width = 0;
  let height = 0;
  for (const p of props) {
    if (p.type !== 'ispe' || p.end - p.data < 12) continue;
    width = Math.max(width, be32(b, p.data + 4));
    height = Math.max(height, be32(b, p.data + 8));
  }
  return { format: 'heif', width, height, orientation: 1 };
};

/** The photo's kind and size by its headers, or why it cannot go to the codec. */
export const precheck = (b: Uint8Array, maxBytes: number, maxSide: number): Prechecked | PhotoProblem => {
  if (b.length > maxBytes) return 'size';
  let found: Prechecked | null = null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) found = jpeg(b);
  else if (b[0] === 0x89 && ascii(b, 1, 7) === 'PNG\r\n\x1a\n') found = png(b);
  else if (ascii(b, 0, 4) === 'RIFF') found = webp(b);
  else if (ascii(b, 4, 4) === 'ftyp') found = heif(b);
  if (!found || !found.width || !found.height) return 'type';
  if (found.width > maxSide || found.height > maxSide) return 'dimensions';
  return found;
};
