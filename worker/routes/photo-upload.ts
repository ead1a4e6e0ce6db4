/**
 * PUT    /api/schade-melden/<report id>/photos/<n>  one photo, uploaded while the visitor is still typing
 * DELETE /api/schade-melden/<report id>/photos/<n>  the visitor removed that photo again
 */
import { limits, reportIdLooksValid } from '../../src/lib/form-rules';
import type { Env } from '../env';
import { json, mediaType, problem } from '../http';
import { checkPhoto } from '../images';
import { readBody } from '../respond';
import { releaseSlot, reserveSlot } from '../store';

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
    await releaseSlot(env, id, n);
    await env.REPORTS.delete(draft);
    return new Response(null, { status: 204 });
  }
  if (!mediaType(request).startsWith('image/') && mediaType(request) !== 'application/octet-stream') {
    return problem(415, 'unsupported-media-type', { accept: ['image/jpeg', 'image/webp'] });
  }
  const body = await readBody(request, limits.photoBytes);
  if (body instanceof Response) return body;
  const result = checkPhoto(body, limits.photoBytes, limits.photoSide);
  if (typeof result === 'string') return problem(422, 'photo', { photo: result });
  // The slot is reserved in the draft's list with a conditional write: uploads at the same moment cannot pass 8.
  if (!(await reserveSlot(env, id, n, limits.photos))) return problem(422, 'photo', { photo: 'count', max: limits.photos });
  await env.REPORTS.put(draft, result.bytes, {
    httpMetadata: { contentType: result.type },
    customMetadata: { width: String(result.width), height: String(result.height) },
  });
  return json(201, { photo: n, width: result.width, height: result.height, bytes: result.bytes.length });
};
