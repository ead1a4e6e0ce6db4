/**
 * An ICC colour profile is kept with a photo only when it parses as one (red team 2026-11-25, F1: a ZIP archive and a
 * line of GPS text rode along in the APP2 segment and the WebP ICCP chunk). A profile that does not hold is dropped,
 * not replaced: the photo is then shown as sRGB, which is what nearly every phone photo is anyway (an iPhone's Display
 * P3 profile parses and stays). Checked, by ICC.1:2022 (v4) and ICC.1:2001 (v2):
 *
 * - the header's size field is the data's size (so nothing trails the profile), at least header + tag count;
 * - `acsp` at offset 36, a major version 2 or 4;
 * - the tag table lies within the profile, and each tag's data (offset, size) lies after the table and within it;
 * - each tag is a tag the standard (or Apple's and Microsoft's colour tools) defines, its data starts with a type
 *   signature of four letters, digits or spaces and four zero bytes;
 * - the bytes that no tag covers are only the padding to a 4-byte boundary (≤ 3 bytes between tags): no room for a
 *   payload beside the tags. Text tags (`desc`, `cprt`, …) hold printable text only.
 *
 * What stays possible: numbers in a curve or a table can be any bytes, as the entropy-coded data of the image can
 * (docs/receiver.md, "left as they are").
 */

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

/** The tag signatures of ICC v2 and v4, and the few that Apple's ColorSync and Microsoft's tools write. */
const knownTags = new Set(
  (
    'A2B0 A2B1 A2B2 B2A0 B2A1 B2A2 D2B0 D2B1 D2B2 D2B3 B2D0 B2D1 B2D2 B2D3 bXYZ bTRC bkpt calt targ chad chrm ciis clro ' +
    'clrt clot cprt crdi cicp dmnd dmdd devs desc gamt gXYZ gTRC kTRC lumi meas ncol ncl2 pre0 pre1 pre2 pseq psid psd0 ' +
    'psd1 psd2 psd3 ps2s ps2i resp rig0 rig2 rXYZ rTRC scrd scrn tech bfd  vued view wtpt MS00 dscm vcgt ndin mmod'
  ).split(/ (?=\S)/),
);
/** Tag types that hold text: checked to be text. */
const textTypes = new Set(['desc', 'text', 'mluc']);

const typeSignature = /^[A-Za-z0-9 ]{4}$/;

/** Printable text: no control character but tab and line breaks, no byte of a binary payload. */
const printable = (codes: ArrayLike<number>): boolean => {
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]!;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c < 0xa0) || c === 0xfffe || c === 0xffff) return false;
  }
  return true;
};

/** A text tag's data (type signature included) holds text only; trailing NULs are the terminator and padding. */
const textHolds = (d: Uint8Array): boolean => {
  const type = ascii(d, 0, 4);
  const trimNul = (codes: number[]) => {
    while (codes.length && codes[codes.length - 1] === 0) codes.pop();
    return codes;
  };
  if (type === 'text') return printable(trimNul([...d.subarray(8)]));
  if (type === 'desc') {
    if (d.length < 12) return false;
    const n = u32(d, 8);
    if (12 + n > d.length) return false;
    return printable(trimNul([...d.subarray(12, 12 + n)]));
  }
  // mluc: record count, record size 12, then (language, country, length, offset) per record, UTF-16BE strings.
  if (d.length < 16 || u32(d, 12) !== 12) return false;
  const records = u32(d, 8);
  if (16 + records * 12 > d.length) return false;
  for (let r = 0; r < records; r++) {
    const at = 16 + r * 12;
    const length = u32(d, at + 4);
    const offset = u32(d, at + 8);
    if (length % 2 || offset + length > d.length) return false;
    const codes: number[] = [];
    for (let i = offset; i < offset + length; i += 2) codes.push((d[i]! << 8) | d[i + 1]!);
    if (!printable(trimNul(codes))) return false;
  }
  return true;
};

/** Whether `p` is an ICC profile and nothing else. */
export const iccProfileHolds = (p: Uint8Array): boolean => {
  if (p.length < 132 || u32(p, 0) !== p.length || ascii(p, 36, 4) !== 'acsp') return false;
  if (p[8] !== 2 && p[8] !== 4) return false;
  const count = u32(p, 128);
  const tableEnd = 132 + count * 12;
  if (count < 1 || count > 100 || tableEnd > p.length) return false;
  const spans: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const at = 132 + i * 12;
    const signature = ascii(p, at, 4);
    const offset = u32(p, at + 4);
    const size = u32(p, at + 8);
    if (!knownTags.has(signature) || size < 8 || offset < tableEnd || offset + size > p.length) return false;
    const data = p.subarray(offset, offset + size);
    if (!typeSignature.test(ascii(data, 0, 4)) || u32(data, 4) !== 0) return false;
    if (textTypes.has(ascii(data, 0, 4)) && !textHolds(data)) return false;
    spans.push([offset, offset + size]);
  }
  // Between the table and the end, only what the tags cover (shared data counts once) and a 4-byte alignment.
  spans.sort((a, b) => a[0] - b[0]);
  let covered = tableEnd;
  for (const [from, to] of spans) {
    if (from - covered > 3) return false;
    covered = Math.max(covered, to);
  }
  return p.length - covered <= 3;
};

/**
 * JPEG: the APP2 `ICC_PROFILE` segments' data (each "ICC_PROFILE\0", its sequence number, the count, a piece), kept
 * only when they are numbered 1…n without a gap or a repeat, all say n, and their pieces in order make one profile.
 */
export const iccSegmentsHold = (segments: Uint8Array[]): boolean => {
  const count = segments.length;
  if (!count || count > 255) return false;
  const pieces: Uint8Array[] = [];
  for (const [i, s] of segments.entries()) {
    if (s.length < 15 || s[12] !== i + 1 || s[13] !== count) return false;
    pieces.push(s.subarray(14));
  }
  const profile = new Uint8Array(pieces.reduce((n, piece) => n + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    profile.set(piece, at);
    at += piece.length;
  }
  return iccProfileHolds(profile);
};
