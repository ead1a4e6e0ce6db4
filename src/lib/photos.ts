/**
 * Damage photos, prepared in the browser before they travel: decoded at reduced size with their EXIF orientation
 * applied, at most 1400 px on the longest side, and re-encoded as WebP where the browser's canvas can (else JPEG),
 * aiming at 100 KB and never over 250 KB (src/lib/photo-prep.ts has the pipeline and says why). Re-encoding through a canvas
 * keeps the pixels only: no GPS position, no camera data leaves the phone.
 *
 * Off the main thread where the browser allows it: module workers (photo-worker.ts) with createImageBitmap and
 * OffscreenCanvas, so typing stays smooth while photos are prepared; as many at once as the device has cores to spare
 * (one fewer than navigator.hardwareConcurrency, at most three: each holds a decoded photo), one photo per worker at a
 * time. Where there is no OffscreenCanvas, or a worker cannot start or cannot do the work, the same pipeline runs on
 * the page as before, one photo at a time. Every bitmap is closed and every canvas emptied.
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

/** How many workers: the cores the page's own thread does not need, at least one, at most three. */
const poolSize = () => Math.max(1, Math.min(3, (navigator.hardwareConcurrency || 2) - 1));

type Job = { id: number; file: File; settle: (answer: WorkerAnswer | null) => void };
/** The workers, started as photos arrive; null where there are none to be had (then the page does the work). */
let pool: Worker[] | null = [];
const idle: Worker[] = [];
const busy = new Map<Worker, Job>();
const pending: Job[] = [];
let nextId = 0;

/** No more workers: every photo waiting or under way, and every later one, is prepared on the page. */
const stopWorkers = () => {
  pool?.forEach((w) => w.terminate());
  pool = null;
  idle.length = 0;
  const jobs = [...busy.values(), ...pending.splice(0)];
  busy.clear();
  for (const job of jobs) job.settle(null);
};

/** One more worker, or null when workers cannot be had here. */
const spawn = (): Worker | null => {
  if (!pool || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    stopWorkers();
    return null;
  }
  let w: Worker;
  try {
    w = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photos' });
  } catch {
    stopWorkers();
    return null;
  }
  w.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
    const job = busy.get(w);
    if (!job || job.id !== data.id) return;
    busy.delete(w);
    idle.push(w);
    job.settle(data);
    dispatch();
  };
  // The worker could not load or crashed: the page does the work from now on.
  w.onerror = (event) => {
    event.preventDefault();
    stopWorkers();
  };
  pool.push(w);
  return w;
};

/** Hands waiting photos to idle workers, starting workers up to the pool's size. */
const dispatch = () => {
  while (pending.length && pool) {
    const w = idle.pop() ?? (pool.length < poolSize() ? spawn() : null);
    if (!w) return;
    const job = pending.shift() as Job;
    busy.set(w, job);
    w.postMessage({ id: job.id, file: job.file } satisfies WorkerRequest);
  }
};

/** Starts the first worker ahead of the first photo (its code loaded, its canvas asked about WebP), so that photo does not wait for it. */
export const warmUp = (): void => {
  if (pool?.length === 0) {
    const w = spawn();
    if (w) {
      idle.push(w);
      w.postMessage({ id: 0 } satisfies WorkerRequest);
    }
  }
};

/** A worker's answer, or null when the page should do it itself. */
const inWorker = (file: File): Promise<WorkerAnswer | null> =>
  pool
    ? new Promise((settle) => {
        pending.push({ id: ++nextId, file, settle });
        dispatch();
      })
    : Promise.resolve(null);

/** On the page, one photo at a time (every one holds a decoded photo and the page's thread). */
let onPage: Promise<unknown> = Promise.resolve();
const prepareOnPage = (file: File): Promise<PreparedPhoto> => {
  const done = onPage.then(() => prepare(file));
  onPage = done.catch(() => undefined);
  return done;
};

/**
 * Prepares one photo; rejects with PhotoRefused for a file that is no image or that this browser cannot decode.
 * Photos asked for together are prepared side by side where there are workers for them.
 */
export const preparePhoto = async (file: File): Promise<PreparedPhoto> => {
  if (!looksLikeImage(file)) throw new PhotoRefused('not-image');
  const answer = await inWorker(file);
  if (answer?.ok) return { blob: answer.blob, width: answer.width, height: answer.height, thumb: answer.thumb };
  // No worker, or one without OffscreenCanvas 2D (then no more workers): the page does it. A file the worker could not
  // decode gets a second chance on the page, whose decoders some browsers extend; prepare() refuses it if that fails too.
  if (answer?.reason === 'unsupported') stopWorkers();
  return prepareOnPage(file);
};
