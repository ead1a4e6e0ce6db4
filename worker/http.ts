/** Small answers and guards for the receiver: JSON, status codes, the same-origin check, a body read with a size cap. */

export const json = (status: number, body: unknown, headers: HeadersInit = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  });

export const problem = (status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) =>
  json(status, { error, ...extra }, headers);

/** A POST from a page of another site gets 403. No Origin (a client outside a browser) is allowed: it proves nothing. */
export const foreignOrigin = (request: Request): boolean => {
  const origin = request.headers.get('Origin');
  return !!origin && origin !== new URL(request.url).origin;
};

/** The media type without parameters, lower case. */
export const mediaType = (request: Request): string => (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();

export class TooLarge extends Error {}

/**
 * The whole body, refused as soon as it passes `limit` bytes: by its Content-Length before anything is read, and by
 * counting while reading when the body comes chunked (or its length lies).
 */
export const readCapped = async (request: Request | Response, limit: number): Promise<Uint8Array> => {
  const declared = Number(request.headers.get('Content-Length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new TooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
};

/**
 * Whether an urlencoded body's %-escapes spell UTF-8: `Jos%E9` (Latin-1) would be read as "Jos\uFFFD". The body's
 * own bytes are checked apart (they are UTF-8 or the request is refused); here, the bytes the escapes stand for.
 */
export const escapesAreUtf8 = (body: string): boolean => {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (const piece of body.split(/(%[0-9A-Fa-f]{2})/)) {
    if (/^%[0-9A-Fa-f]{2}$/.test(piece)) bytes.push(parseInt(piece.slice(1), 16));
    else for (const byte of encoder.encode(piece)) bytes.push(byte);
  }
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(new Uint8Array(bytes));
    return true;
  } catch {
    return false;
  }
};

/** The form fields of a multipart or urlencoded body that has already been read. */
export const parseForm = (body: Uint8Array, contentType: string): Promise<FormData> =>
  new Response(body, { headers: { 'Content-Type': contentType } }).formData();

/** Whether the caller is our island (fetch/XHR asking for JSON) or a browser posting the form without JavaScript. */
export const wantsJson = (request: Request): boolean => (request.headers.get('Accept') ?? '').includes('application/json');

/** The page language of the form that posted (its Referer): English under /en, else Dutch. */
export const formLanguage = (request: Request): 'nl' | 'en' => {
  try {
    return new URL(request.headers.get('Referer') ?? '').pathname.startsWith('/en') ? 'en' : 'nl';
  } catch {
    return 'nl';
  }
};

export const base64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
