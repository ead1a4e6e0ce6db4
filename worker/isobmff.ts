/**
 * HEIC, HEIF and AVIF: an iPhone's camera writes HEIC, newer Android phones AVIF or HEIC. Both are HEIF files, built of
 * ISO-BMFF boxes (ISO/IEC 14496-12, 23008-12), and are checked by that structure:
 *
 * - `ftyp` first, naming a still-image brand (heic, heix, heim, heis, mif1, mif2, avif, miaf); then exactly one `meta`
 *   (handler `pict`, a primary item, `iinf`, `iloc`, `iprp`), the image data in `mdat` boxes; every box within its
 *   parent's size, to the byte. Anything after the last box is cut off.
 * - Each item's extents (`iloc`) lie within an `mdat` or the `idat`; the primary image's size comes from its `ispe`.
 *
 * Unlike a JPEG, a HEIF is not rebuilt: its item locations are offsets into the file, so every byte keeps its place.
 * What is not the image is blanked where it lies: the data of every item that is not an image (Exif with its GPS,
 * XMP, URIs) and every byte of `mdat` and `idat` that no image item uses are zeroed; item and handler names are
 * zeroed; every other box at the top level, in `meta` or among the properties (a `moov` of an image sequence, `dinf`,
 * a description, an unknown box) becomes a `free` box of zeros of the same size; a `colr` ICC profile that does not
 * parse as one (worker/icc.ts) likewise. The coded image (HEVC or AV1) is kept as it is, as a JPEG's scans are.
 */
import type { Found, PhotoType } from './images';
import { iccProfileHolds } from './icc';

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
/** An unsigned number of 0, 4 or 8 bytes (the sizes `iloc` uses); 8-byte values beyond 2^53 are refused. */
const uint = (b: Uint8Array, at: number, size: number): number => {
  if (size === 0) return 0;
  if (size === 4) return u32(b, at);
  const high = u32(b, at);
  return high < 0x200000 ? high * 2 ** 32 + u32(b, at + 4) : NaN;
};
const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

interface Box {
  type: string;
  start: number;
  /** Where the payload starts (after size, type, a large size, a uuid's 16 bytes). */
  body: number;
  end: number;
}

/**
 * The boxes from `from` to `to`, which they must fill exactly; null if one does not fit. `top`: the file's own boxes,
 * where the last may run to the end (size 0) and bytes after the last box that make no box end the list.
 */
const boxes = (b: Uint8Array, from: number, to: number, top = false): Box[] | null => {
  const out: Box[] = [];
  for (let at = from; at < to; ) {
    if (top && out.length && !fits(b, at, to)) return out;
    if (at + 8 > to) return null;
    let size = u32(b, at);
    const type = fourcc(b, at + 4);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = uint(b, at + 8, 8);
      body += 8;
    } else if (size === 0 && top) size = to - at; // only the last box of the file may run to its end
    if (type === 'uuid') body += 16;
    if (!/^[\x20-\x7e]{4}$/.test(type) || !(size >= body - at) || at + size > to) return null;
    out.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return out;
};

const stillBrands = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'mif2', 'avif', 'miaf']);
/** Item types that are an image (or a part, a grid, a derived or tone-mapped image of one); every other item is blanked. */
const imageItems = new Set(['hvc1', 'av01', 'grid', 'iden', 'iovl', 'tmap', 'jpeg', 'hvt1', 'unci']);
/** Properties an image needs to be shown; any other becomes `free`. */
const properties = new Set(['hvcC', 'av1C', 'ispe', 'pixi', 'colr', 'irot', 'imir', 'clap', 'pasp', 'auxC', 'rloc', 'lsel', 'a1op', 'a1lx', 'clli', 'mdcv', 'cclv', 'amve']);
/** Boxes kept inside `meta`. */
const metaBoxes = new Set(['hdlr', 'pitm', 'iloc', 'iinf', 'iref', 'iprp', 'idat']);

/** Whether a box that fits (a printable type, a size within `to`) starts at `at`. */
const fits = (b: Uint8Array, at: number, to: number): boolean => {
  if (at + 8 > to || !/^[\x20-\x7e]{4}$/.test(fourcc(b, at + 4))) return false;
  const size = u32(b, at);
  const large = size === 1 && at + 16 <= to ? uint(b, at + 8, 8) : size;
  return size === 0 || (large >= 8 && at + large <= to);
};

export const isobmff = (input: Uint8Array): (Found & { type: PhotoType }) | null => {
  const top = boxes(input, 0, input.length, true);
  if (!top || top[0]?.type !== 'ftyp') return null;
  const b = input.slice(0, top.at(-1)!.end); // anything after the last box is left behind
  /** A box blanked where it lies: type `free`, its size as it was (a 64-bit size too), zeros after. */
  const free = (box: Box) => {
    const large = u32(b, box.start) === 1;
    b.fill(0, box.start + 4, box.end);
    b.set([0x66, 0x72, 0x65, 0x65], box.start + 4);
    if (large) restoreLarge(b, box);
  };

  // ftyp: major brand, minor version, compatible brands.
  const ftyp = top[0];
  const length = ftyp.end - ftyp.body;
  if (length < 8 || length % 4 || length > 8 + 4 * 64) return null;
  const brands = [fourcc(b, ftyp.body), ...Array.from({ length: (length - 8) / 4 }, (_, i) => fourcc(b, ftyp.body + 8 + 4 * i))];
  if (!brands.some((brand) => stillBrands.has(brand))) return null;
  const type: PhotoType = brands.includes('avif') ? 'image/avif' : brands.some((x) => /^hei[cxms]$/.test(x)) ? 'image/heic' : 'image/heif';

  const metas = top.filter((x) => x.type === 'meta');
  const mdats = top.filter((x) => x.type === 'mdat');
  if (metas.length !== 1) return null;
  for (const box of top.slice(1)) if (box.type !== 'meta' && box.type !== 'mdat') free(box);
  const meta = metas[0]!;
  const inMeta = boxes(b, meta.body + 4, meta.end);
  if (!inMeta || b[meta.body] !== 0) return null;
  const child = (type: string) => {
    const found = inMeta.filter((x) => x.type === type);
    return found.length === 1 ? found[0]! : null;
  };
  const [hdlr, pitm, iloc, iinf, iprp] = ['hdlr', 'pitm', 'iloc', 'iinf', 'iprp'].map(child);
  if (!hdlr || !pitm || !iloc || !iinf || !iprp || fourcc(b, hdlr.body + 8) !== 'pict') return null;
  if (hdlr.end > hdlr.body + 24) b.fill(0, hdlr.body + 24, hdlr.end); // the handler's name
  const idat = child('idat');
  for (const box of inMeta) if (!metaBoxes.has(box.type)) free(box);
  const primary = b[pitm.body] === 0 ? u16(b, pitm.body + 4) : u32(b, pitm.body + 4);

  // iinf: each item's type; item names zeroed.
  const itemTypes = new Map<number, string>();
  const v = b[iinf.body]!;
  const infes = boxes(b, iinf.body + (v === 0 ? 6 : 8), iinf.end);
  if (!infes) return null;
  for (const infe of infes) {
    const version = b[infe.body]!;
    if (infe.type !== 'infe' || version < 2) return null;
    const at = infe.body + 4;
    const id = version === 2 ? u16(b, at) : u32(b, at);
    const typeAt = at + (version === 2 ? 4 : 6);
    if (typeAt + 4 > infe.end) return null;
    const itemType = fourcc(b, typeAt);
    itemTypes.set(id, itemType);
    const nameEnd = b.indexOf(0, typeAt + 4);
    if (nameEnd === -1 || nameEnd >= infe.end) return null;
    b.fill(0, typeAt + 4, nameEnd);
    if (itemType !== 'mime' && itemType !== 'uri ' && nameEnd + 1 !== infe.end) return null;
  }

  // iloc: the extents of the image items are kept, in an mdat or the idat; every other byte there is zeroed.
  const keep: [number, number][] = [];
  const iv = b[iloc.body]!;
  let at = iloc.body + 4;
  const offsetSize = b[at]! >> 4;
  const lengthSize = b[at]! & 15;
  const baseSize = b[at + 1]! >> 4;
  const indexSize = iv >= 1 ? b[at + 1]! & 15 : 0;
  if (iv > 2 || ![offsetSize, lengthSize, baseSize, indexSize].every((s) => s === 0 || s === 4 || s === 8)) return null;
  const count = iv < 2 ? u16(b, at + 2) : u32(b, at + 2);
  at += iv < 2 ? 4 : 6;
  for (let i = 0; i < count; i++) {
    if (at + 16 > iloc.end) return null;
    const id = iv < 2 ? u16(b, at) : u32(b, at);
    at += iv < 2 ? 2 : 4;
    const method = iv >= 1 ? u16(b, at) & 15 : 0;
    if (iv >= 1) at += 2;
    if (u16(b, at) !== 0 || method > 1 || (method === 1 && !idat)) return null; // this file only; from the file or the idat
    const base = uint(b, at + 2, baseSize);
    at += 2 + baseSize;
    const extents = u16(b, at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = base + uint(b, at, offsetSize);
      const size = uint(b, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      if (at > iloc.end || !(size > 0)) return null;
      const from = method === 1 ? idat!.body + offset : offset;
      const within = method === 1 ? [idat!] : mdats;
      if (!within.some((box) => from >= box.body && from + size <= box.end)) return null;
      if (imageItems.has(itemTypes.get(id) ?? '')) keep.push([from, from + size]);
    }
  }
  if (at !== iloc.end || !imageItems.has(itemTypes.get(primary) ?? '')) return null;
  keep.sort((x, y) => x[0] - y[0]);
  for (const box of idat ? [...mdats, idat] : mdats) {
    let from = box.body;
    for (const [start, end] of keep) {
      if (end <= from || start >= box.end) continue;
      if (start > from) b.fill(0, from, start);
      from = Math.max(from, end);
    }
    if (from < box.end) b.fill(0, from, box.end);
  }

  // iprp: ipco's properties (unknown ones freed, an ICC profile checked), ipma's associations for the primary's size.
  const inIprp = boxes(b, iprp.body, iprp.end);
  const ipco = inIprp?.find((x) => x.type === 'ipco');
  const ipma = inIprp?.find((x) => x.type === 'ipma');
  const props = ipco && boxes(b, ipco.body, ipco.end);
  if (!inIprp || !ipma || !props) return null;
  for (const box of inIprp) if (box.type !== 'ipco' && box.type !== 'ipma') free(box);
  for (const p of props) {
    const colour = p.type === 'colr' ? fourcc(b, p.body) : '';
    const profileOk = colour === 'nclx' ? p.end - p.body === 11 : colour === 'prof' || colour === 'rICC' ? iccProfileHolds(b.subarray(p.body + 4, p.end)) : true;
    if (!properties.has(p.type) || !profileOk) free(p);
  }
  let size: { width: number; height: number } | null = null;
  const wide = b[ipma.body + 3]! & 1;
  const iv2 = b[ipma.body]!;
  at = ipma.body + 8;
  for (let n = u32(b, ipma.body + 4); n > 0; n--) {
    const id = iv2 < 1 ? u16(b, at) : u32(b, at);
    at += iv2 < 1 ? 2 : 4;
    const associations = b[at++]!;
    for (let a = 0; a < associations; a++, at += wide ? 2 : 1) {
      const index = wide ? u16(b, at) & 0x7fff : b[at]! & 0x7f;
      const p = props[index - 1];
      if (id === primary && p?.type === 'ispe') size = { width: u32(b, p.body + 4), height: u32(b, p.body + 8) };
    }
    if (at > ipma.end) return null;
  }
  if (!size || !size.width || !size.height) return null;
  return { bytes: b, type, ...size };
};

/** A freed box with a 64-bit size keeps it. */
const restoreLarge = (b: Uint8Array, box: Box) => {
  const size = box.end - box.start;
  const high = Math.floor(size / 2 ** 32);
  const low = size >>> 0;
  b.set([0, 0, 0, 1], box.start);
  b.set([high >>> 24, (high >> 16) & 255, (high >> 8) & 255, high & 255, low >>> 24, (low >> 16) & 255, (low >> 8) & 255, low & 255], box.start + 8);
};
