/**
 * Damage photos, prepared in the browser before they travel: decoded at reduced size with their EXIF orientation
 * applied, at most 1400 px on the longest side, and re-encoded as WebP where the browser's canvas can (else JPEG),
 * aiming at 100 KB and never over 250 KB (src/lib/photo-prep.ts has the pipeline and says why). Re-encoding through a canvas
 * keeps the pixels only: no GPS position, no camera data leaves the phone.
 *
 * Off the main thread where the browser allows it: a module worker (photo-worker.ts) with createImageBitmap and
 * OffscreenCanvas, so typing stays smooth while photos are prepared. Where there is no OffscreenCanvas, or the worker
 * cannot start or cannot do the work, the same pipeline runs on the page as before. One photo at a time (the caller
 * awaits each); every bitmap is closed and every canvas emptied before the next.
 */
import { PhotoRefused, prepare, type PreparedPhoto } from './photo-prep';
import type { WorkerAnswer, WorkerRequest } from './photo-worker';

export { capBytes, displaySize, fitSize, maxBytes, maxSide, PhotoRefused, targetBytes, type PreparedPhoto } from './photo-prep';
export const maxPhotos = 8;

const imageName = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp|tiff?)$/i;
/** Pickers sometimes give no type; then the name decides. */
export const looksLikeImage = (file: File): boolean => (file.type ? file.type.startsWith('image/') : imageName.test(file.name));

/** The file extension that goes with a prepared photo's type: 'webp' or 'jpg'. */
export const photoExtension = (blob: Blob): 'webp' | 'jpg' => (blob.type === 'image/webp' ? 'webp' : 'jpg');

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (answer: WorkerAnswer | null) => void>();

/** The photo worker, started on the first photo; null where there is none to be had (then the page does the work). */
const photoWorker = (): Worker | null => {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photos' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  // The worker could not load or crashed: every photo still waiting, and every later one, is prepared on the page.
  worker.onerror = (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };
  return worker;
};

/** Starts the worker ahead of the first photo (its code loaded, its canvas asked about WebP), so that photo does not wait for it. */
export const warmUp = (): void => photoWorker()?.postMessage({ id: 0 } satisfies WorkerRequest);

/** The worker's answer, or null when the page should do it itself. */
const inWorker = (file: File): Promise<WorkerAnswer | null> => {
  const w = photoWorker();
  if (!w) return Promise.resolve(null);
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ id, file } satisfies WorkerRequest);
  });
};

/** Prepares one photo; rejects with PhotoRefused for a file that is no image or that this browser cannot decode. */
export const preparePhoto = async (file: File): Promise<PreparedPhoto> => {
  if (!looksLikeImage(file)) throw new PhotoRefused('not-image');
  const answer = await inWorker(file);
  if (answer?.ok) return { blob: answer.blob, width: answer.width, height: answer.height, thumb: answer.thumb };
  // No worker, or one without OffscreenCanvas 2D (then no more worker): the page does it. A file the worker could not
  // decode gets a second chance on the page, whose decoders some browsers extend; prepare() refuses it if that fails too.
  if (answer?.reason === 'unsupported') {
    worker?.terminate();
    worker = null;
  }
  return prepare(file);
};
