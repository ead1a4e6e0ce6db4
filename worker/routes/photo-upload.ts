/**
 * PUT    /api/schade-melden/<report id>/photos/<n>  one photo, uploaded while the visitor is still typing
 * DELETE /api/schade-melden/<report id>/photos/<n>  the visitor removed that photo again
 *
 * A draft photo is what the island prepared (at most 250 KB): larger ones get 413 (`limits.draftPhotoBytes`), and a
 * client's draft photos that no report has collected count against its budget for the day (worker/limits/draft-budget.ts):
 * past it, 429. The island keeps such a photo and sends it with the report itself. What is stored is the photo
 * re-encoded by the codec (worker/photos/codec.ts), never the bytes sent; when the Images binding fails, 503 and nothing
 * is stored (the island keeps the photo and sends it with the report, where an original can wait for the cron).
 */
import { limits, reportIdLooksValid } from '../../src/lib/form-rules';
import type { Env } from '../env';
import { json, mediaType, problem } from '../http';
import { budgetKey, refundDraftBytes, secondsToNextDay, spendDraftBytes } from '../limits/draft-budget';
import { reencode } from '../photos/codec';
import { readBody } from '../respond';
import { releaseSlot, reserveSlot } from '../store/drafts';

export const photoPath = /^\/api\/schade-melden\/([^/]+)\/photos\/([^/]+)$/;

/** A slot number as the island writes it (1–24, no sign, no leading zero, no 0x or 1e1); 0 for anything else. */
export const slotNumber = (raw: string): number => {
  const n = /^[1-9]\d?$/.test(raw.trim()) ? Number(raw) : 0;
  return n <= limits.photoSlots ? n : 0;
};

/** A path segment decoded, or null for a malformed %-escape. */
const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

export const receivePhoto = async (request: Request, env: Env): Promise<Response> => {
  const match = photoPath.exec(new URL(request.url).pathname);
  const id = decoded(match?.[1] ?? '');
  const n = slotNumber(match?.[2] ?? '');
  if (id === null || !reportIdLooksValid(id) || !n) return problem(404, 'not-found');
  if (await env.REPORTS.head(`keys/${id}.json`)) return problem(409, 'already-sent');
  const draft = `drafts/${id}/${n}`;
  if (request.method === 'DELETE') {
    const old = await env.REPORTS.head(draft);
    await releaseSlot(env, id, n);
    await env.REPORTS.delete(draft);
    await refundDraftBytes(env, [old]);
    return new Response(null, { status: 204 });
  }
  if (!mediaType(request).startsWith('image/') && mediaType(request) !== 'application/octet-stream') {
    return problem(415, 'unsupported-media-type', { accept: ['image/jpeg', 'image/webp'] });
  }
  const body = await readBody(request, limits.draftPhotoBytes);
  if (body instanceof Response) return body;
  const result = await reencode(env.IMAGES, body, limits.draftPhotoBytes, limits.photoSide);
  if (result === 'unavailable') return problem(503, 'unavailable', {}, { 'Retry-After': '30' });
  if (typeof result === 'string') return problem(422, 'photo', { photo: result });
  // Counted against the client's budget for the day before it is stored; given back if it is not.
  const budget = await budgetKey(request);
  if (!(await spendDraftBytes(env, budget, result.bytes.length))) {
    return problem(429, 'draft-budget', { max: limits.draftBytesPerDay }, { 'Retry-After': String(secondsToNextDay()) });
  }
  const refund = () => refundDraftBytes(env, [{ size: result.bytes.length, customMetadata: { budget } }]);
  // The slot is reserved in the draft's list with a conditional write: uploads at the same moment cannot pass 8.
  if (!(await reserveSlot(env, id, n, limits.photos))) {
    await refund();
    return problem(422, 'photo', { photo: 'count', max: limits.photos });
  }
  // The same slot uploaded again replaces its photo: the replaced one's bytes go back.
  const replaced = await env.REPORTS.head(draft);
  await env.REPORTS.put(draft, result.bytes, {
    httpMetadata: { contentType: 'image/jpeg' },
    customMetadata: { width: String(result.width), height: String(result.height), budget },
  });
  if (replaced) await refundDraftBytes(env, [replaced]);
  return json(201, { photo: n, width: result.width, height: result.height, bytes: result.bytes.length });
};
