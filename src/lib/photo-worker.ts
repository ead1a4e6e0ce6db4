/**
 * The photo worker: prepares one photo at a time off the page's main thread (createImageBitmap + OffscreenCanvas),
 * so typing stays smooth while photos are decoded and encoded. Started by src/lib/photos.ts; same-origin, so the
 * page's CSP ('self' in script-src, which worker-src falls back to) allows it.
 */
import { canEncodeWebp, PhotoRefused, prepare } from './photo-prep';

/** A photo to prepare; without a file, a warm-up: the worker loads and asks its canvas about WebP, and answers nothing. */
export type WorkerRequest = { id: number; file?: Blob };
export type WorkerAnswer =
  | { id: number; ok: true; blob: Blob; width: number; height: number; thumb: string }
  | { id: number; ok: false; reason: 'undecodable' | 'unsupported' };

/** The worker's global scope, as far as it is used here (the project's TypeScript lib is the DOM's, not a worker's). */
const scope = self as unknown as { onmessage: (event: MessageEvent<WorkerRequest>) => void; postMessage: (answer: WorkerAnswer) => void };
const usable = (() => {
  try {
    return typeof createImageBitmap === 'function' && !!new OffscreenCanvas(1, 1).getContext('2d');
  } catch {
    return false;
  }
})();

scope.onmessage = async ({ data }) => {
  if (!data.file) {
    if (usable) void canEncodeWebp();
    return;
  }
  let answer: WorkerAnswer;
  if (!usable) answer = { id: data.id, ok: false, reason: 'unsupported' };
  else {
    try {
      answer = { id: data.id, ok: true, ...(await prepare(data.file)) };
    } catch (error) {
      answer = { id: data.id, ok: false, reason: error instanceof PhotoRefused ? 'undecodable' : 'unsupported' };
    }
  }
  scope.postMessage(answer);
};
