/**
 * The one fetch helper, and its XMLHttpRequest twin for uploads with progress (spec sections 7 and 8). A non-ok answer becomes an error whose message reads
 * '<status>: <body text>', or '<status>: <status text>' when the body is empty.
 * No cookies travel along: the form backend is another origin and needs none.
 */

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** '<status>: <body text, or status text when the body is empty>' */
const statusLine = (status: number, body: string, statusText: string): string => `${status}: ${body.trim() || statusText}`;

export const errorMessage = async (response: Response): Promise<string> =>
  statusLine(response.status, await response.text().catch(() => ''), response.statusText);

/** Throws an HttpError for any answer outside 200–299. */
export const throwIfNotOk = async (response: Response): Promise<Response> => {
  if (!response.ok) throw new HttpError(response.status, await errorMessage(response));
  return response;
};

/** POST `body` as JSON; resolves with the response, rejects on a network error, a timeout or a non-ok answer. */
export const postJson = async (url: string, body: unknown, timeoutMs = 15_000): Promise<Response> =>
  throwIfNotOk(
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    }),
  );

export interface Upload {
  /** Resolves on a 2xx answer; rejects with an HttpError (same message as postJson), a network error, a timeout or an abort. */
  done: Promise<void>;
  abort: () => void;
}

/**
 * POST `body` (multipart/form-data) with XMLHttpRequest, because fetch cannot report upload progress:
 * `onProgress` gets the uploaded share from 0 to 1. No cookies travel along (withCredentials stays false).
 */
export const postMultipart = (url: string, body: FormData, onProgress: (share: number) => void, timeoutMs = 180_000): Upload => {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new HttpError(xhr.status, statusLine(xhr.status, xhr.responseText, xhr.statusText)));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new DOMException('Timed out', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
};

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
