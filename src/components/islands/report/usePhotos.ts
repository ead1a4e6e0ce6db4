/**
 * The report's photos: prepared in the browser (src/lib/photos.ts, side by side where the device has cores), kept in
 * IndexedDB next to the text draft, and, with our own receiver, uploaded at once in the background while the visitor
 * goes on typing (PUT <base>/<report id>/photos/<n>). A failed upload is tried again by itself: when the connection
 * returns, and after a short wait that grows (2, 4, 8 … 30 s). Sending the report then only names the photos already uploaded.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { DamageReportStrings } from '../../../data/forms/types';
import { readPhotos, savePhotos, type StoredPhoto } from '../../../lib/damage-report';
import { limits } from '../../../lib/form-rules';
import { HttpError, isAbort, postMultipart, type Upload } from '../../../lib/http';
import { PhotoRefused, preparePhoto, warmUp } from '../../../lib/photos';

export type UploadState = 'local' | 'uploading' | 'uploaded' | 'failed';
export interface Photo extends StoredPhoto {
  state: UploadState;
}

const retryDelays = [2, 4, 8, 15, 30];

export function usePhotos(t: DamageReportStrings, uploadBase: string | null, reportId: () => string, fileRef: RefObject<HTMLInputElement | null>) {
  const [photos, setState] = useState<Photo[]>([]);
  const [preparing, setPreparing] = useState<string | null>(null);
  /** Files picked and not yet prepared (the one being prepared included). */
  const [queued, setQueued] = useState(0);
  const [refusals, setRefusals] = useState<string[]>([]);
  const ref = useRef<Photo[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextSlot = useRef(1);
  const uploads = useRef(new Map<number, { upload: Upload; done: Promise<boolean> }>());
  const retries = useRef(new Map<number, { tries: number; timer: ReturnType<typeof setTimeout> | undefined }>());

  const commit = (next: Photo[]) => {
    ref.current = next;
    setState(next);
    void savePhotos(next);
  };
  const patch = (n: number, change: Partial<Photo>) => commit(ref.current.map((p) => (p.n === n ? { ...p, ...change } : p)));

  /** Uploads one photo; resolves true once the receiver has it. Never rejects. */
  const upload = (photo: Photo): Promise<boolean> => {
    if (!uploadBase) return Promise.resolve(false);
    const running = uploads.current.get(photo.n);
    if (running) return running.done;
    patch(photo.n, { state: 'uploading' });
    const request = postMultipart(`${uploadBase}/${encodeURIComponent(reportId())}/photos/${photo.n}`, photo.blob, () => {}, 60_000, {}, 'PUT');
    const done = request.done.then(
      () => {
        retries.current.delete(photo.n);
        if (ref.current.some((p) => p.n === photo.n)) patch(photo.n, { state: 'uploaded', uploaded: true });
        return true;
      },
      (error: unknown) => {
        if (!ref.current.some((p) => p.n === photo.n)) return false;
        if (error instanceof HttpError && error.status === 422) {
          // The receiver does not take this file: say so by name, and leave it out.
          setRefusals((r) => [...r, t.photos.refused(t.photos.alt(ref.current.findIndex((p) => p.n === photo.n) + 1))]);
          commit(ref.current.filter((p) => p.n !== photo.n));
          return false;
        }
        patch(photo.n, { state: 'failed' });
        if (!isAbort(error)) scheduleRetry(photo.n);
        return false;
      },
    );
    const entry = { upload: request, done: done.finally(() => uploads.current.delete(photo.n)) };
    uploads.current.set(photo.n, entry);
    return entry.done;
  };

  const scheduleRetry = (n: number) => {
    const r = retries.current.get(n) ?? { tries: 0, timer: undefined };
    clearTimeout(r.timer);
    const delay = retryDelays[Math.min(r.tries, retryDelays.length - 1)] ?? 30;
    r.tries += 1;
    r.timer = setTimeout(() => retryNow(n), delay * 1000);
    retries.current.set(n, r);
  };

  const retryNow = (n: number) => {
    const photo = ref.current.find((p) => p.n === n);
    if (photo && photo.state === 'failed') void upload(photo);
  };

  // The connection is back: every failed photo goes again at once.
  useEffect(() => {
    const online = () => ref.current.filter((p) => p.state === 'failed').forEach((p) => void upload(p));
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      retries.current.forEach((r) => clearTimeout(r.timer));
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  /** Prepares the files (side by side where the device has cores), adds them in their order; each refusal names its file. */
  const add = (files: File[]) => {
    setRefusals([]);
    setQueued((n) => n + files.length);
    queue.current = queue.current.then(async () => {
      const room = Math.max(0, limits.photos - ref.current.length);
      const started = files.slice(0, room).map((file) => {
        const prepared = preparePhoto(file);
        prepared.catch(() => {});
        return prepared;
      });
      for (const [i, file] of files.entries()) {
        if (ref.current.length >= limits.photos) {
          setRefusals((r) => [...r, t.photos.tooMany(file.name, limits.photos)]);
          setQueued((n) => n - 1);
          continue;
        }
        setPreparing(file.name);
        try {
          const prepared = await (started[i] ?? preparePhoto(file));
          const photo: Photo = { ...prepared, n: nextSlot.current++, uploaded: false, state: uploadBase ? 'uploading' : 'local' };
          commit([...ref.current, photo]);
          void upload(photo);
        } catch (error) {
          const notImage = error instanceof PhotoRefused && error.reason === 'not-image';
          setRefusals((r) => [...r, notImage ? t.photos.notImage(file.name) : t.photos.undecodable(file.name)]);
        } finally {
          setQueued((n) => n - 1);
        }
      }
      setPreparing(null);
    });
    return queue.current;
  };

  /** Photos from before a reload: those not yet uploaded go now. */
  const restore = async () => {
    const saved = await readPhotos();
    if (!saved.length || ref.current.length) return;
    nextSlot.current = Math.max(...saved.map((p) => p.n)) + 1;
    const restored = saved.map((p): Photo => ({ ...p, state: p.uploaded ? 'uploaded' : uploadBase ? 'failed' : 'local' }));
    commit(restored);
    restored.filter((p) => p.state === 'failed').forEach((p) => void upload(p));
  };

  const remove = (n: number) => {
    uploads.current.get(n)?.upload.abort();
    clearTimeout(retries.current.get(n)?.timer);
    const photo = ref.current.find((p) => p.n === n);
    commit(ref.current.filter((p) => p.n !== n));
    setRefusals([]);
    // The receiver forgets it too (if this fails, the cron deletes it within 24 hours).
    if (uploadBase && photo?.uploaded) {
      void fetch(`${uploadBase}/${encodeURIComponent(reportId())}/photos/${n}`, { method: 'DELETE', credentials: 'omit' }).catch(() => {});
    }
  };

  /** Before sending: the photos still being prepared, then every upload under way, have finished. */
  const settle = async () => {
    await queue.current;
    await Promise.all([...uploads.current.values()].map((u) => u.done));
  };

  /** A receiver that lost uploaded photos (422 photos-missing): they go with the report instead. */
  const forget = (missing: readonly number[]) => commit(ref.current.map((p) => (missing.includes(p.n) ? { ...p, uploaded: false, state: 'failed' } : p)));

  useEffect(() => {
    // The photo worker starts while the visitor is busy with the fields, so the first photo does not wait for it.
    const idle = fileRef.current ? setTimeout(warmUp, 1000) : undefined;
    // Photos from before a reload, then any picked before the island was live.
    void restore().then(() => {
      const picked = fileRef.current?.files;
      if (picked?.length) {
        void add([...picked]);
        if (fileRef.current) fileRef.current.value = '';
      }
    });
    return () => clearTimeout(idle);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const clear = () => {
    uploads.current.forEach((u) => u.upload.abort());
    retries.current.forEach((r) => clearTimeout(r.timer));
    retries.current.clear();
    nextSlot.current = 1;
    commit([]);
    setRefusals([]);
  };

  /** Photos that still have to reach the receiver before the report can go: being prepared, or uploading. */
  const travelling = queued + photos.filter((p) => p.state === 'uploading').length;

  return { photos, ref, preparing, travelling, refusals, setRefusals, add, remove, retryNow, settle, forget, clear };
}
