/**
 * A photo is a photo: each file is parsed by its own structure, whatever its name or type claims, and rebuilt from
 * the parts an image needs. Nothing after the image's end survives (no JPEG+ZIP or WebP+ZIP polyglot), and nothing
 * that can carry a place or a person: the browser already re-encodes photos without metadata, and the form without
 * JavaScript sends camera originals, so this is where their GPS goes.
 *
 * - JPEG: segment by segment from SOI to EOI, through the entropy-coded data of every scan (stuffed bytes, RST
 *   markers). Baseline, extended or progressive Huffman (SOF0–SOF2), one frame, quantisation and Huffman tables before
 *   the first scan, every segment exactly as long as what it holds (a DQT or DHT its tables, nothing after them).
 *   Kept: the tables, SOF, DRI, SOS and the scans; JFIF (APP0) and Adobe's colour-transform flag (APP14) written anew
 *   from their few fields; the ICC profile (APP2) only when it parses as one (worker/icc.ts). Dropped: every other
 *   APPn (Exif, XMP, Photoshop/IPTC, MPF…), COM, and everything after EOI (MPF's second image, "motion photo" videos).
 *   The EXIF Orientation survives as a new APP1 holding that one tag, so a camera original stays upright. Refused: more
 *   scans or table definitions than any camera or encoder writes (`maxScans`, `maxTables`: the work of a decoder).
 * - WebP: RIFF chunk by chunk, its size consistent with the file, every chunk within it. A still image only: VP8 (a
 *   key frame with its start code) or VP8L (its signature), after VP8X if extended, whose canvas must be the frame's
 *   size. Kept: VP8X (flags corrected, reserved bits zero), ICCP when it parses as a profile, ALPH, VP8/VP8L.
 *   Dropped: EXIF, XMP and every other chunk, and anything after the RIFF size.
 * - PNG (a screenshot) in worker/png.ts; HEIC, HEIF and AVIF (an iPhone's or a new Android's camera) in
 *   worker/isobmff.ts.
 *
 * The pixels themselves are not decoded (there is no image codec in the Worker): the entropy-coded data of a JPEG
 * and the VP8/VP8L bitstream are kept as they are, framed by a structure that must hold.
 */

import { ascii } from './bytes';
import { isobmff } from './isobmff';
import { jpeg } from './jpeg';
import { png } from './png';
import { webp } from './webp';

/** What the receiver stores, by type; the garage's mail attaches only what every mail program shows (worker/mail.ts). */
export const photoTypes = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/avif': 'avif',
} as const;
export type PhotoType = keyof typeof photoTypes;

export interface CheckedPhoto {
  bytes: Uint8Array;
  type: PhotoType;
  extension: (typeof photoTypes)[PhotoType];
  width: number;
  height: number;
}

export type PhotoProblem = 'type' | 'size' | 'dimensions';

export type Found = Omit<CheckedPhoto, 'type' | 'extension'>;

/** The photo as it will be stored, or why it is refused. */
export const checkPhoto = (bytes: Uint8Array, maxBytes: number, maxSide: number): CheckedPhoto | PhotoProblem => {
  if (bytes.length > maxBytes) return 'size';
  let found: CheckedPhoto | null = null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const j = jpeg(bytes);
    if (j) found = { ...j, type: 'image/jpeg', extension: 'jpg' };
  } else if (ascii(bytes, 0, 4) === 'RIFF') {
    const w = webp(bytes);
    if (w) found = { ...w, type: 'image/webp', extension: 'webp' };
  } else if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') {
    const p = png(bytes);
    if (p) found = { ...p, type: 'image/png', extension: 'png' };
  } else if (ascii(bytes, 4, 4) === 'ftyp') {
    const h = isobmff(bytes);
    if (h) found = { ...h, extension: photoTypes[h.type] };
  }
  if (!found) return 'type';
  if (found.width > maxSide || found.height > maxSide) return 'dimensions';
  return found;
};
