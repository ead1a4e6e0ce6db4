/**
 * The one fetch helper, and its XMLHttpRequest twin for uploads with progress (spec sections 7 and 8). A non-ok answer becomes an error whose message reads
 * '<status>: <body text>', or '<status>: <status text>' when the body is empty.
 * No cookies travel along: the form backend is another origin and needs none.
 */

export class HttpError extends Error {
  readonly status: number;
  /** The answer's body as JSON (our receiver answers `{ error, fields?, photos?, missing? }`), or null. */
  readonly body: Record<string, unknown> | null;
  constructor(status: number, message: string, body: string = '') {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = parseBody(body);
  }
}

const parseBody = (text: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** '<status>: <body text, or status text when the body is empty>' */
const statusLine = (status: number, body: string, statusText: string): string => `${status}: ${body.trim() || statusText}`;

export const errorMessage = async (response: Response): Promise<string> =>
  statusLine(response.status, await response.text().catch(() => ''), response.statusText);

/** Throws an HttpError for any answer outside 200–299. */
export const throwIfNotOk = async (response: Response): Promise<Response> => {
  if (response.ok) return response;
  const body = await response.text().catch(() => '');
  throw new HttpError(response.status, statusLine(response.status, body, response.statusText), body);
};

/** POST `body` as JSON; resolves with the response, rejects on a network error, a timeout or a non-ok answer. */
export const postJson = async (url: string, body: unknown, timeoutMs = 15_000, headers: Record<string, string> = {}): Promise<Response> =>
  throwIfNotOk(
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    }),
  );

export interface Upload {
  /** Resolves with the 2xx answer's body; rejects with an HttpError (same message as postJson), a network error, a timeout or an abort. */
  done: Promise<string>;
  abort: () => void;
}

/**
 * POST `body` (multipart/form-data) with XMLHttpRequest, because fetch cannot report upload progress:
 * `onProgress` gets the uploaded share from 0 to 1. No cookies travel along (withCredentials stays false).
 */
export const postMultipart = (
  url: string,
  body: FormData | Blob,
  onProgress: (share: number) => void,
  timeoutMs = 180_000,
  headers: Record<string, string> = {},
  method = 'POST',
): Upload => {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open(method, url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
      else reject(new HttpError(xhr.status, statusLine(xhr.status, xhr.responseText, xhr.statusText), xhr.responseText));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new DOMException('Timed out', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
};

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
