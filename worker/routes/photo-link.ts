/** GET /api/foto/…: a photo by its signed link in the garage's e-mail (worker/links.ts). */
import type { Env } from '../env';
import { problem } from '../http';
import { photoTypes } from '../images';
import { verifiedPhotoKey } from '../links';

export const servePhoto = async (request: Request, env: Env): Promise<Response> => {
  const key = await verifiedPhotoKey(env, new URL(request.url));
  const object = key ? await env.REPORTS.get(key) : null;
  if (!key || !object) return problem(404, 'not-found');
  const stored = object.httpMetadata?.contentType ?? '';
  const type = stored in photoTypes ? stored : 'image/jpeg';
  const name = key.split('/').slice(-2).join('-');
  return new Response(request.method === 'HEAD' ? null : object.body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(object.size),
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    },
  });
};
