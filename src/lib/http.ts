/**
 * The one fetch helper (spec sections 7 and 8). A non-ok answer becomes an error whose message reads
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
export const errorMessage = async (response: Response): Promise<string> => {
  const body = (await response.text().catch(() => '')).trim();
  return `${response.status}: ${body || response.statusText}`;
};

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
