/**
 * Photos with payloads where the red teams hid them (2026-11-25 F1, 2026-11-27 G1/G2), made with sharp and by hand:
 * a ZIP with an .html and a .bat appended after the image, inside boxes and chunks, in a valid ICC profile's curve and
 * text; EXIF with GPS; HTML in comments, text chunks and XMP. Used by e2e/photo-codec-receiver.spec.ts.
 */
import sharp from 'sharp';

/** A stored ZIP's local header with the red team's two files' names and the HTML: what must never reach the garage. */
export const zip = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x0a, 0, 0, 0]),
  Buffer.from('factuur-rt4.html<script>alert(document.domain)</script>betaal.bat@echo off'),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
]);
/** Bytes no codec writes by itself: each is a sign that the sender's bytes survived. */
export const payloadMarks = ['PK\x03\x04', '<script', 'betaal.bat', 'factuur-rt4', 'Vleutenseweg', 'TestCam', 'GPS 52'];
export const gps = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 41/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 6/1 56/1' };
const exif = { IFD0: { Make: 'TestCam', Model: 'Phone RT4', ImageDescription: 'GPS 52.0947 N, Vleutenseweg 12' }, IFD3: gps };

export const noise = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 110, sigma: 40 } } });

const be32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const pad = (b) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);

/**
 * A valid ICC v2 RGB display profile (it parses: header, tag table, every tag in place) whose rTRC curve's entries
 * are a ZIP's bytes and whose desc text holds GPS and a script: round 3's "left by decision" residual.
 */
export const iccWithPayload = () => {
  const desc = (text) => {
    const ascii = Buffer.from(`${text}\0`, 'latin1');
    return Buffer.concat([Buffer.from('desc\0\0\0\0'), be32(ascii.length), ascii, Buffer.alloc(4 + 4 + 2 + 1 + 67)]);
  };
  const xyz = (x, y, z) => Buffer.concat([Buffer.from('XYZ \0\0\0\0'), ...[x, y, z].map((v) => be32(Math.round(v * 65536)))]);
  const entries = Buffer.concat([zip, Buffer.alloc(zip.length % 2)]);
  const curv = (payload) => Buffer.concat([Buffer.from('curv\0\0\0\0'), be32(payload.length / 2), payload]);
  const tags = [
    ['desc', desc('sRGB GPS 52.0947 N Vleutenseweg 12 <script>alert(1)</script>')],
    ['wtpt', xyz(0.9642, 1, 0.8249)],
    ['rXYZ', xyz(0.4361, 0.2225, 0.0139)],
    ['gXYZ', xyz(0.3851, 0.7169, 0.0971)],
    ['bXYZ', xyz(0.1431, 0.0606, 0.7141)],
    ['rTRC', curv(entries)],
    ['gTRC', curv(Buffer.from([1, 0xcd]))],
    ['bTRC', curv(Buffer.from([1, 0xcd]))],
    ['cprt', Buffer.concat([Buffer.from('text\0\0\0\0'), Buffer.from('PK\x03\x04 betaal.bat\0', 'latin1')])],
  ];
  let at = 128 + 4 + tags.length * 12;
  const table = [be32(tags.length)];
  const data = [];
  for (const [sig, body] of tags) {
    const padded = pad(body);
    table.push(Buffer.from(sig, 'latin1'), be32(at), be32(body.length));
    data.push(padded);
    at += padded.length;
  }
  const header = Buffer.alloc(128);
  header.writeUInt32BE(at, 0);
  header.write('lcms', 4, 'latin1');
  header.writeUInt32BE(0x02100000, 8);
  header.write('mntrRGB XYZ ', 12, 'latin1');
  header.writeUInt16BE(2026, 24);
  header.write('acsp', 36, 'latin1');
  header.writeUInt32BE(Math.round(0.9642 * 65536), 68);
  header.writeUInt32BE(65536, 72);
  header.writeUInt32BE(Math.round(0.8249 * 65536), 76);
  return Buffer.concat([header, ...table, ...data]);
};

const segment = (marker, data) => Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);

/** A JPEG with GPS, the profile above, HTML in a COM segment and the ZIP after EOI. */
export const hostileJpeg = async (width = 800, height = 600) => {
  const base = await noise(width, height).withExif(exif).withIccProfile('srgb').jpeg().toBuffer();
  const profile = iccWithPayload();
  const app2 = segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0'), Buffer.from([1, 1]), profile]));
  const com = segment(0xfe, Buffer.from('<html><script>alert(document.domain)</script></html>'));
  return Buffer.concat([base.subarray(0, 2), app2, com, base.subarray(2), zip]);
};

/** A PNG with an eXIf chunk (GPS), HTML in a tEXt chunk, and the ZIP after IEND. */
export const hostilePng = async () => {
  const base = await noise(640, 480).withExif(exif).png().toBuffer();
  const text = Buffer.from('Comment\0<html><script>alert(document.domain)</script></html>', 'latin1');
  const chunk = Buffer.concat([be32(text.length), Buffer.from('tEXt'), text, Buffer.alloc(4)]);
  // CRC left as zeros: a decoder that checks it skips the chunk; either way it is not in what comes out.
  return Buffer.concat([base.subarray(0, 33), chunk, base.subarray(33), zip]);
};

/** A WebP with EXIF (GPS), an XMP chunk with HTML, and the ZIP after the RIFF. */
export const hostileWebp = async () => {
  const base = await noise(640, 480).withExif(exif).withIccProfile('srgb').webp().toBuffer();
  const xmp = Buffer.from('<x:xmpmeta><script>alert(document.domain)</script></x:xmpmeta>');
  const chunk = Buffer.concat([Buffer.from('XMP '), Buffer.alloc(4), xmp, Buffer.alloc(xmp.length % 2)]);
  chunk.writeUInt32LE(xmp.length, 4);
  const out = Buffer.concat([base, chunk]);
  out.writeUInt32LE(out.length - 8, 4);
  return Buffer.concat([out, zip]);
};

/** Top-level and nested ISO-BMFF boxes: [type, start, end] of the children of the box body [from, to). */
const boxes = (b, from, to) => {
  const out = [];
  for (let at = from; at + 8 <= to; ) {
    const size = b.readUInt32BE(at);
    out.push({ type: b.toString('latin1', at + 4, at + 8), start: at, end: at + size });
    at += size;
  }
  return out;
};

/** Adds `delta` to every iloc offset at or after `from` (items located in the file by offset). */
const shiftIloc = (b, iloc, from, delta) => {
  let at = iloc.start + 8;
  const version = b[at];
  at += 4;
  const offsetSize = b[at] >> 4;
  const lengthSize = b[at] & 15;
  const baseSize = b[at + 1] >> 4;
  const indexSize = version ? b[at + 1] & 15 : 0;
  at += 2;
  const items = version < 2 ? b.readUInt16BE(at) : b.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const read = (n, p) => (n === 4 ? b.readUInt32BE(p) : n === 8 ? Number(b.readBigUInt64BE(p)) : 0);
  const write = (n, p, v) => (n === 4 ? b.writeUInt32BE(v, p) : n === 8 ? b.writeBigUInt64BE(BigInt(v), p) : 0);
  for (let i = 0; i < items; i++) {
    at += version < 2 ? 2 : 4;
    const method = version ? b.readUInt16BE(at) & 15 : 0;
    if (version) at += 2;
    at += 2;
    const base = read(baseSize, at);
    if (method === 0 && base >= from && baseSize) write(baseSize, at, base + delta);
    at += baseSize;
    const extents = b.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const off = read(offsetSize, at);
      if (method === 0 && !base && off >= from) write(offsetSize, at, off + delta);
      at += offsetSize + lengthSize;
    }
  }
};

/**
 * The HEIF/AVIF `file` with `payload` added at the end of the box at `path` (e.g. ['meta', 'iprp', 'ipco', 'ispe'])
 * or, with `as`, as a new box of that type at the end of the box at `path`: every enclosing box grows, and the item
 * locations after it move, so the file stays valid for a decoder that skips what it does not know.
 */
export const heifWithPayload = (file, path, payload, as) => {
  const b = Buffer.from(file);
  const chain = [];
  let from = 0;
  let to = b.length;
  for (const type of path) {
    const found = boxes(b, from, to).find((x) => x.type === type);
    if (!found) throw new Error(`no ${type} box`);
    chain.push(found);
    const full = ['meta', 'iinf', 'iref', 'ipma', 'ispe', 'pitm', 'iloc', 'hdlr'].includes(type);
    from = found.start + 8 + (full ? 4 : 0);
    to = found.end;
  }
  const insert = as ? Buffer.concat([be32(payload.length + 8), Buffer.from(as, 'latin1'), payload]) : payload;
  const at = chain[chain.length - 1].end;
  for (const box of chain) b.writeUInt32BE(box.end - box.start + insert.length, box.start);
  const meta = boxes(b, 0, b.length).find((x) => x.type === 'meta');
  const iloc = boxes(b, meta.start + 12, meta.end).find((x) => x.type === 'iloc');
  shiftIloc(b, iloc, at, insert.length);
  return Buffer.concat([b.subarray(0, at), insert, b.subarray(at)]);
};

/** An AVIF from sharp with an Exif item (GPS), as a newer Android phone writes it. */
export const avifWithExif = () => noise(640, 480).withExif(exif).avif({ quality: 50, effort: 0 }).toBuffer();
/** The same, branded heic/mif1 (libvips writes no HEVC; the codec reads the brand's boxes and the AV1 data). */
export const heifBranded = async () => Buffer.from((await avifWithExif()).toString('latin1').replaceAll('avif', 'heic'), 'latin1');

/**
 * The red team's G1 file: a HEIC with `e` one-byte extents and `m` empty mdat boxes before the one they point into;
 * the old box walk's cost grew with m × e (398 KB at m = e = 24,900: about 4 s of CPU).
 */
export const quadraticHeic = (m, e) => {
  const box = (type, ...parts) => Buffer.concat([be32(8 + parts.reduce((n, p) => n + p.length, 0)), Buffer.from(type, 'latin1'), ...parts]);
  const full = (type, ...parts) => box(type, Buffer.alloc(4), ...parts);
  const u16 = (n) => Buffer.from([n >> 8, n & 255]);
  const ftyp = box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1'));
  const infe = Buffer.concat([be32(21), Buffer.from('infe'), Buffer.from([2, 0, 0, 0]), u16(1), u16(0), Buffer.from('hvc1\0', 'latin1')]);
  const ilocBody = (start) =>
    Buffer.concat([Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(e), ...Array.from({ length: e }, (_, i) => Buffer.concat([be32(start + (i % 64)), be32(1)]))]);
  const rest = (start) => [
    full('hdlr', Buffer.alloc(4), Buffer.from('pict'), Buffer.alloc(13)),
    full('pitm', u16(1)),
    full('iinf', u16(1), infe),
    full('iloc', ilocBody(start)),
    box('iprp', box('ipco', full('ispe', be32(640), be32(480))), full('ipma', be32(1), u16(1), Buffer.from([1]), Buffer.from([0x81]))),
  ];
  const metaSize = full('meta', ...rest(0)).length;
  const empty = Buffer.concat(Array.from({ length: m }, () => box('mdat')));
  const start = ftyp.length + metaSize + empty.length + 8;
  return Buffer.concat([ftyp, full('meta', ...rest(start)), empty, box('mdat', Buffer.alloc(64, 0x42))]);
};
