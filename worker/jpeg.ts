/**
 * A JPEG rebuilt from its image segments (worker/images.ts says what is kept and why; docs/receiver.md in full). Fewer
 * scans and table definitions than `maxScans` and `maxTables`: the work a viewer pays for stays in proportion to the
 * pixels (red team 2026-11-25, F2).
 */
import { ascii, join, u16, u16le, u32le } from './bytes';
import { iccSegmentsHold } from './icc';
import type { Found } from './images';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DHT = 0xc4;
const DRI = 0xdd;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
/** Huffman-coded frames: baseline, extended sequential, progressive. Lossless, hierarchical and arithmetic coding are refused. */
const frames = new Set([0xc0, 0xc1, 0xc2]);
/**
 * The most scans a photo has. A baseline JPEG has one scan (or one per component, at most 4); libjpeg's and a
 * camera's progressive script has 10 (6 for greyscale), mozjpeg's optimised scans 9 to about 20, and a hand-made
 * successive-approximation script for 4 components, each coefficient band and bit in a scan of its own, still stays
 * under 100. Each scan makes a decoder walk every block of the image again: 44,000 scans cost 68–93 s of CPU to view
 * (red team 2026-11-25, F2); 100 over 4096 × 4096 pixels cost under a second, and a larger image gets fewer
 * (`scanPixels`: 25 scans at 8192 × 8192, still more than any encoder writes).
 */
export const maxScans = 100;
const scanPixels = maxScans * 4096 * 4096;
/**
 * The most quantisation and Huffman tables defined, counted one by one: an encoder defines 2–4 of each, a progressive
 * one new Huffman tables before each scan (at most 2 per component: DC and AC). A decoder builds each table it is
 * given, so thousands of redefinitions are work without pixels.
 */
export const maxTables = 4 + 8 * maxScans;

/** The tables of a DQT segment's data, or -1 when it holds anything beside whole tables (precision 8 or 16 bits, ids 0–3). */
const dqtTables = (d: Uint8Array): number => {
  let n = 0;
  for (let at = 0; at < d.length; n++) {
    const pq = d[at]! >> 4;
    if (pq > 1 || (d[at]! & 15) > 3) return -1;
    at += 1 + 64 * (pq + 1);
    if (at > d.length) return -1;
  }
  return n || -1;
};

/** The tables of a DHT segment's data, or -1 when it holds anything beside whole tables (class 0/1, ids 0–3, ≤ 256 codes). */
const dhtTables = (d: Uint8Array): number => {
  let n = 0;
  for (let at = 0; at < d.length; n++) {
    if (d[at]! >> 4 > 1 || (d[at]! & 15) > 3 || at + 17 > d.length) return -1;
    let codes = 0;
    for (let i = 1; i <= 16; i++) codes += d[at + i]!;
    if (codes > 256) return -1;
    at += 17 + codes;
    if (at > d.length) return -1;
  }
  return n || -1;
};

/** The Orientation (1–8) in an APP1 Exif segment's data ("Exif\0\0" + TIFF), or 0 when it has none. */
const orientationOf = (d: Uint8Array): number => {
  if (d.length < 14 || ascii(d, 0, 6) !== 'Exif\0\0') return 0;
  const t = 6;
  const little = d[t] === 0x49 && d[t + 1] === 0x49;
  if (!little && !(d[t] === 0x4d && d[t + 1] === 0x4d)) return 0;
  const r16 = (at: number) => (little ? u16le(d, at) : u16(d, at));
  const r32 = (at: number) => (little ? u32le(d, at) : ((d[at]! << 24) | (d[at + 1]! << 16) | (d[at + 2]! << 8) | d[at + 3]!) >>> 0);
  const ifd = t + r32(t + 4);
  if (ifd + 2 > d.length) return 0;
  const entries = r16(ifd);
  for (let i = 0; i < entries; i++) {
    const e = ifd + 2 + i * 12;
    if (e + 12 > d.length) return 0;
    if (r16(e) === 0x0112 && r16(e + 2) === 3) {
      const value = r16(e + 8);
      return value >= 1 && value <= 8 ? value : 0;
    }
  }
  return 0;
};

/** APP1 with an Exif block that holds the Orientation tag and nothing else (big-endian TIFF, one IFD entry). */
const orientationSegment = (orientation: number): Uint8Array =>
  // prettier-ignore
  new Uint8Array([
    0xff, 0xe1, 0x00, 0x22,                       // APP1, length 34
    0x45, 0x78, 0x69, 0x66, 0x00, 0x00,           // "Exif\0\0"
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // TIFF, big-endian, IFD0 at 8
    0x00, 0x01,                                   // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, // Orientation, SHORT, 1 value
    0x00, orientation, 0x00, 0x00,                // the value
    0x00, 0x00, 0x00, 0x00,                       // no next IFD
  ]);

/** Where the entropy-coded data that starts at `at` ends: the next marker that is not a stuffed byte or an RST; -1 if none. */
const scanEnd = (b: Uint8Array, at: number): number => {
  for (let i = b.indexOf(0xff, at); i !== -1; i = b.indexOf(0xff, i + 1)) {
    const next = b[i + 1];
    if (next === undefined) return -1;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      i += 1;
      continue;
    }
    if (next === 0xff) continue; // fill byte before a marker
    return i;
  }
  return -1;
};

/** A JPEG rebuilt from its image segments, and its size from the one frame header; null if its structure does not hold. */
export const jpeg = (b: Uint8Array): Found | null => {
  if (b[0] !== 0xff || b[1] !== SOI) return null;
  const head: Uint8Array[] = [b.subarray(0, 2)];
  const kept: Uint8Array[] = [];
  let orientation = 0;
  let frame: { width: number; height: number; components: number } | null = null;
  const tables = { dqt: false, dht: false, count: 0 };
  const icc: Uint8Array[] = [];
  let iccSegments: Uint8Array[] = [];
  let scans = 0;
  let at = 2;
  for (;;) {
    // Fill bytes (0xFF) may precede a marker.
    while (b[at] === 0xff && b[at + 1] === 0xff) at++;
    if (at + 2 > b.length || b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === EOI) {
      if (!frame || !scans) return null;
      kept.push(b.subarray(at, at + 2));
      break; // anything after the image's end is left behind
    }
    if (marker === SOI || marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return null;
    if (at + 4 > b.length) return null;
    const length = u16(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return null;
    const data = b.subarray(at + 4, end);
    const segment = b.subarray(at, end);
    if (frames.has(marker)) {
      // One frame, its length exactly that of its components.
      const components = data[5] ?? 0;
      if (frame || length !== 8 + 3 * components || components < 1 || components > 4 || data[0] !== 8) return null;
      frame = { height: u16(data, 1), width: u16(data, 3), components };
      kept.push(segment);
    } else if (marker >= 0xc0 && marker <= 0xcf && marker !== DHT) {
      return null; // another kind of frame (lossless, hierarchical, arithmetic coding)
    } else if (marker === DQT || marker === DHT || marker === DRI) {
      if (marker === DRI && length !== 4) return null;
      if (marker !== DRI) {
        const n = marker === DQT ? dqtTables(data) : dhtTables(data);
        tables.count += n;
        if (n < 0 || tables.count > maxTables) return null;
        tables[marker === DQT ? 'dqt' : 'dht'] = true;
      }
      kept.push(segment);
    } else if (marker === SOS) {
      const count = data[0] ?? 0;
      if (!frame || !tables.dqt || !tables.dht || count < 1 || count > frame.components || length !== 6 + 2 * count) return null;
      const stop = scanEnd(b, end);
      if (stop === -1) return null; // cut off inside the scan: no EOI
      kept.push(b.subarray(at, stop));
      if (++scans > maxScans || scans * frame.width * frame.height > scanPixels) return null;
      at = stop;
      continue;
    } else if (marker === APP0 && ascii(data, 0, 5) === 'JFIF\0' && data.length === 14 + 3 * data[12]! * data[13]! && !head[1]) {
      // JFIF written anew without its thumbnail: version, units and density only (a JFIF of another length is dropped).
      const jfif = new Uint8Array(18);
      jfif.set([0xff, APP0, 0x00, 0x10]);
      jfif.set(data.subarray(0, 12), 4);
      head.push(jfif);
    } else if (marker === 0xe1) {
      orientation ||= orientationOf(data);
    } else if (marker === APP2 && ascii(data, 0, 12) === 'ICC_PROFILE\0') {
      icc.push(data);
      iccSegments.push(segment);
    } else if (marker === APP14 && ascii(data, 0, 5) === 'Adobe' && length === 14 && data[11]! <= 2) {
      // Adobe's flag written anew: version 100, no flags, the colour transform (0 none, 1 YCbCr, 2 YCCK).
      kept.push(new Uint8Array([0xff, APP14, 0x00, 0x0e, 0x41, 0x64, 0x6f, 0x62, 0x65, 0x00, 0x64, 0, 0, 0, 0, data[11]!]));
    } else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      // Every other APPn (Exif, XMP, Photoshop/IPTC, MPF, vendors') and COM: dropped.
    } else if (marker === 0xdc || marker === 0xde || marker === 0xdf || (marker >= 0xf0 && marker <= 0xfd)) {
      return null; // DNL, DHP, EXP, JPG extensions: not in a photo
    } else {
      return null;
    }
    at = end;
  }
  if (!frame || !frame.width || !frame.height) return null;
  if (orientation > 1) head.push(orientationSegment(orientation));
  // The profile's segments, all or none: only when they make one profile and nothing else.
  if (!iccSegmentsHold(icc)) iccSegments = [];
  return { bytes: join([...head, ...iccSegments, ...kept]), width: frame.width, height: frame.height };
};
