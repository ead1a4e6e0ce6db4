/**
 * Every photo the receiver keeps is decoded and encoded again by a real codec, Cloudflare's Images binding
 * (`images.binding` IMAGES in wrangler.jsonc; `wrangler dev` runs it locally with sharp): only pixels survive, as a
 * JPEG of at most `longEdge` px on its long edge, its EXIF orientation applied, in sRGB, without metadata. Whatever
 * the sender hid in a box, segment, chunk, profile or after the image's end does not reach the garage.
 *
 * - Before the codec: the cheap, linear checks of worker/photos/precheck.ts (size, dimensions, one frame, scans).
 * - After it: what comes out must be a JPEG that holds (SOI, one frame of the size asked for, a scan, EOI), and any
 *   APPn or COM segment the codec wrote is dropped (Cloudflare keeps EXIF copyright fields by default). Locally a
 *   non-image can come back as an empty body without an error: that is the file's fault, `type`.
 * - `unavailable`: the binding failed for a reason that is not the file (missing, an outage, an internal error, over
 *   `codecMs`). The caller keeps the original aside for the cron (worker/photos/held.ts).
 */
import { u16 } from './bytes';
import { causeOf, logEvent } from '../log';
import { precheck, type PhotoProblem } from './precheck';

export type { PhotoProblem } from './precheck';

/** The long edge of the JPEG the garage gets: large enough for an expert to judge a dent, small enough to mail 8. */
export const longEdge = 2000;
export const quality = 85;
/**
 * The most one photo may take in the codec before the binding counts as failing: on Cloudflare a 12-MP photo takes
 * a second or two; locally 150 photos at once (the load bench) share sharp on two cores and some wait over 20 s.
 */
export const codecMs = 60_000;

export interface Reencoded {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export type CodecResult = Reencoded | PhotoProblem | 'unavailable';

/**
 * The Images binding's errors that are about the file (ImagesError codes: 9412 not an image, 9413 too large,
 * 9520 unsupported type, 94xx the input); any other failure is the binding's own.
 */
const aboutTheFile = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? Number((error as { code: unknown }).code) : NaN;
  return (code >= 9400 && code < 9500) || code === 9520;
};

/** The size to ask for: the photo as it will stand (orientation 5–8 turns it), scaled down to `longEdge`, never up. */
export const targetSize = (width: number, height: number, orientation: number) => {
  const [w, h] = orientation >= 5 ? [height, width] : [width, height];
  const scale = Math.min(1, longEdge / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)), resized: scale < 1 };
};

/** The codec's JPEG without APPn and COM segments, and its frame size; null when it is no whole JPEG. */
export const cleanJpeg = (b: Uint8Array): Reencoded | null => {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff || b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let width = 0;
  let height = 0;
  let at = 2;
  for (;;) {
    if (at + 4 > b.length || b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xda) break;
    const end = at + 2 + u16(b, at + 2);
    if (end > b.length) return null;
    if (marker >= 0xc0 && marker <= 0xc2) {
      height = u16(b, at + 5);
      width = u16(b, at + 7);
    }
    if (!((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe)) kept.push(b.subarray(at, end));
    at = end;
  }
  if (!width || !height) return null;
  kept.push(b.subarray(at));
  const out = new Uint8Array(kept.reduce((n, k) => n + k.length, 0));
  let to = 0;
  for (const k of kept) {
    out.set(k, to);
    to += k.length;
  }
  return { bytes: out, width, height };
};

const rotation: Record<number, 0 | 90 | 180 | 270> = { 3: 180, 4: 180, 5: 90, 6: 90, 7: 270, 8: 270 };
const flips: Record<number, 'h' | 'v'> = { 2: 'h', 4: 'h', 5: 'h', 7: 'h' };

const timeout = (ms: number) => new Promise<'late'>((done) => setTimeout(() => done('late'), ms));

/** The photo re-encoded as a JPEG, or why it is refused (the file), or `unavailable` (the binding). */
export const reencode = async (images: ImagesBinding | undefined, bytes: Uint8Array, maxBytes: number, maxSide: number): Promise<CodecResult> => {
  const checked = precheck(bytes, maxBytes, maxSide);
  if (typeof checked === 'string') return checked;
  if (!images) return 'unavailable';
  const target = targetSize(checked.width, checked.height, checked.orientation);
  const run = async (): Promise<CodecResult> => {
    try {
      const input = new Blob([bytes]).stream();
      let t = images.input(input);
      const turn = rotation[checked.orientation];
      if (turn) t = t.transform({ rotate: turn });
      const flip = flips[checked.orientation];
      if (flip) t = t.transform({ flip });
      if (target.resized) t = t.transform({ width: target.width, height: target.height, fit: 'scale-down' });
      const out = await t.output({ format: 'image/jpeg', quality });
      const jpeg = cleanJpeg(new Uint8Array(await new Response(out.image()).arrayBuffer()));
      return jpeg ?? 'type';
    } catch (error) {
      if (aboutTheFile(error)) return 'type';
      logEvent('warn', 'codec-unavailable', { cause: causeOf(error) });
      return 'unavailable';
    }
  };
  // A failure of the binding's own (not the file's) is tried twice more, after 250 ms and 1 s, before the original is
  // held for the cron: locally, 150 photos at once made a few calls fail outright (the load bench).
  const deadline = timeout(codecMs);
  for (let attempt = 1; ; attempt++) {
    const result = await Promise.race([run(), deadline]);
    if (result === 'late') {
      logEvent('warn', 'codec-unavailable', { cause: `no answer within ${codecMs} ms` });
      return 'unavailable';
    }
    if (result !== 'unavailable' || attempt === 3) return result;
    await new Promise((done) => setTimeout(done, attempt === 1 ? 250 : 1000));
  }
};
