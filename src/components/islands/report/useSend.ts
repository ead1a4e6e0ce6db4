/**
 * Sending the report: the text and any photo the receiver does not have yet, as one multipart POST with upload
 * progress and the draft's id as Idempotency-Key (a retry after a dropped connection makes no second report). What
 * the receiver refuses goes back to where it belongs: field codes to the fields, photos by name; photos it lost go
 * again with the report, once. Anything else keeps everything and says what to do (ContactToastMessages).
 */
import { useRef, useState } from 'react';
import type { DamageReportStrings, SharedFormStrings } from '../../../data/forms/types';
import { newReportId, reportBody, reportId, reportMessages, type ReportErrors, type ReportField, type ReportValues } from '../../../lib/damage-report';
import { referencePattern, type Problems } from '../../../lib/form-rules';
import { challengeHeaders } from '../../../lib/challenge';
import { HttpError, isAbort, postMultipart, type Upload } from '../../../lib/http';
import type { Message } from '../ContactToastMessages';
import { failureToast, type Reach } from '../ContactToastMessages';
import type { usePhotos } from './usePhotos';

interface Options {
  endpoint: string | null;
  uploadBase: string | null;
  replyTime: string;
  reach: Reach;
  shared: SharedFormStrings;
  t: DamageReportStrings;
  photos: ReturnType<typeof usePhotos>;
  showToast: (message: Message) => void;
  showFieldErrors: (form: HTMLFormElement, found: ReportErrors) => void;
  /** After delivery: the form, the photos and the draft are emptied. */
  finish: (form: HTMLFormElement) => Promise<void>;
  /** Delivered: the result takes the form's place (FormResult). */
  onReceived: (received: ReportReceived) => void;
  retry: () => void;
}

/** What the result shows: the reference ('' from a backend that gives none), the masked confirmation address, the photo count. */
export interface ReportReceived {
  reference: string;
  confirmationTo: string | null;
  photos: number;
}

const confirmationTo = (answer: string): string | null => {
  try {
    const to = (JSON.parse(answer) as { confirmationTo?: unknown }).confirmationTo;
    return typeof to === 'string' && to ? to : null;
  } catch {
    return null;
  }
};

export function useSend({ endpoint, uploadBase, reach, shared, t, photos, showToast, showFieldErrors, finish, onReceived, retry }: Options) {
  const upload = useRef<Upload | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState('');

  /** What the receiver said no to, put where it belongs; false when it is not a refusal of ours. */
  const refused = (form: HTMLFormElement, values: ReportValues, error: HttpError, retried: boolean): boolean => {
    const body = error.body ?? {};
    if (error.status !== 422) return false;
    if (body['error'] === 'invalid' && body['fields']) {
      showFieldErrors(form, reportMessages(body['fields'] as Problems<ReportField>, values, shared, t));
      return true;
    }
    if (body['error'] === 'photos' && body['photos']) {
      photos.setRefusals(Object.keys(body['photos'] as object).map((name) => t.photos.refused(name)));
      return true;
    }
    // The receiver has an earlier, different version of this report under its id (its answer got lost, then the
    // visitor changed the form): this version goes as a report of its own, with every photo in it, under a new id.
    if (body['error'] === 'idempotency-key-reused' && !retried) {
      photos.forget(photos.ref.current.map((p) => p.n));
      newReportId();
      void send(form, values, true);
      return true;
    }
    if (body['error'] === 'photos-missing' && Array.isArray(body['missing']) && !retried) {
      photos.forget(body['missing'] as number[]);
      void send(form, values, true);
      return true;
    }
    return false;
  };

  const send = async (form: HTMLFormElement, values: ReportValues, retried = false): Promise<void> => {
    if (!endpoint) return;
    setNotice('');
    setProgress(0);
    await photos.settle();
    const list = photos.ref.current;
    const uploaded = uploadBase ? list.filter((p) => p.uploaded).map((p) => p.n) : [];
    const rest = list.filter((p) => !uploaded.includes(p.n));
    // Our own receiver: the report id, and the proof of work's solution when one is ready (src/lib/challenge.ts).
    const headers = uploadBase ? { 'Idempotency-Key': reportId(), ...challengeHeaders() } : {};
    const request = postMultipart(endpoint, reportBody(values, rest, '', uploaded), setProgress, 180_000, headers);
    upload.current = request;
    try {
      const answer = await request.done;
      const reference = new RegExp(`"reference":"(${referencePattern.source})"`).exec(answer)?.[1] ?? '';
      // The result in the form's place the moment the reference arrives; the form and the stored draft are emptied after.
      onReceived({ reference, confirmationTo: reference ? confirmationTo(answer) : null, photos: list.length });
      await finish(form);
    } catch (error) {
      if (isAbort(error)) setNotice(t.cancelled);
      else if (!(error instanceof HttpError && refused(form, values, error, retried))) showToast(failureToast(t.failureTitle, error, reach, retry, shared));
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  return { send, progress, notice, cancel: () => upload.current?.abort() };
}
