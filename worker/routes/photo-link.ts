/** GET /api/foto/…: a photo by its signed link in the garage's e-mail (worker/photos/links.ts). */
import type { Env } from '../env';
import { problem } from '../http';
import { verifiedPhotoKey } from '../photos/links';

export const servePhoto = async (request: Request, env: Env): Promise<Response> => {
  const key = await verifiedPhotoKey(env, new URL(request.url));
  const object = key ? await env.REPORTS.get(key) : null;
  if (!key || !object) return problem(404, 'not-found');
  const name = key.split('/').slice(-2).join('-');
  return new Response(request.method === 'HEAD' ? null : object.body, {
    headers: {
      // Only re-encoded JPEGs are ever linked (worker/photos/links.ts: foto-<n>.jpg); an original kept aside lives under held/.
      'Content-Type': 'image/jpeg',
      'Content-Length': String(object.size),
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    },
  });
};
