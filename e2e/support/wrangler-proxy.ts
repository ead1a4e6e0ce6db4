/**
 * A test receiver's front door: a plain Node HTTP server on the spec's port that hands every request to `wrangler dev`
 * (listening on a free port of its own) and passes its answer back unchanged, except for one answer.
 *
 * wrangler dev 4.86 (the last for Node 20) puts a proxy of its own (ProxyWorker) in front of the Worker. When the
 * connection between the two fails (kj closing an idle keep-alive connection at the moment a request is sent on it:
 * cloudflare/workers-sdk#14641; the rest of a body the Worker refused unread; a hop dropped under load), that proxy
 * answers a POST or PUT with 503 "Your worker restarted mid-request" and retries only GET and HEAD. (It means to say
 * so only after a reload, but it compares the request's whole URL with the Worker's bare origin, which never match:
 * templates/startDevWorker/ProxyWorker.ts.) On Cloudflare there is no such hop. So this door keeps each body whole
 * and sends it again, up to nine times and a little later each time (0.25 s, 0.5 s … 2 s: under load a 10 MB
 * report met it four times in a row, a no-JS report with a 12-MP photo, HEIC and AVIF five times on 2026-11-28),
 * when the answer is exactly that text from wrangler's proxy or the connection failed before any answer; every
 * other answer (our own 503s included: they are JSON or a page in the visitor's language) goes back as it came.
 * Newer wrangler retries the same way itself (workers-sdk#15252).
 *
 * The first try may have reached the Worker after all (CI 2026-11-28: a resent no-JS report found its own key still
 * claimed). The Worker answers a resend of a request it is still storing with 409 and Retry-After; the door then asks
 * again after that wait, as the form's island does, for up to 150 s, and hands on the answer the Worker stored.
 *
 * The request goes on as it came: method, path, headers (Host, Origin and Transfer-Encoding included), body bytes.
 * A client that gives up half-way sends nothing on, as wrangler itself hands the Worker only whole bodies.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const proxyRestart = 'Your worker restarted mid-request';
const attempts = 10;
/** How long the door keeps asking again while the Worker says a resent request is still in progress. */
const pendingForMs = 150_000;

/** `n` different ports no one listens on now (the OS picks them; all held open until each is known). */
export const freePorts = async (n: number): Promise<number[]> => {
  const servers = Array.from({ length: n }, () => createNetServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((done, fail) => {
          server.once('error', fail);
          server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
};

const decoded = (bytes: Buffer, encoding: string | undefined): Buffer => {
  try {
    if (/gzip/i.test(encoding ?? '')) return gunzipSync(bytes);
    if (/br/i.test(encoding ?? '')) return brotliDecompressSync(bytes);
    if (/deflate/i.test(encoding ?? '')) return inflateSync(bytes);
  } catch {
    // Not what it says it is: read as it came.
  }
  return bytes;
};

export interface FrontDoor {
  /** How many requests were sent again after wrangler's proxy dropped them (the spec's log says so). */
  replays: () => number;
  close: () => Promise<void>;
}

export const openFrontDoor = (port: number, upstream: number, log: (line: string) => void): Promise<FrontDoor> => {
  let replays = 0;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let aborted = false;
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('aborted', () => (aborted = true));
    req.on('error', () => (aborted = true));
    req.on('end', () => {
      if (!aborted) send(Buffer.concat(chunks), 1, false);
    });
    const started = Date.now();
    let sentAt = started;
    const again = (body: Buffer, attempt: number, why: string, delay: number) => {
      replays++;
      const line = `[front door :${port}] ${req.method} ${req.url}: ${why} after ${Date.now() - sentAt} ms; sent again (attempt ${attempt + 1})`;
      // In the run's output too: how often this happens is worth seeing (docs/suite-time.md).
      console.warn(line);
      log(line);
      setTimeout(() => send(body, attempt + 1, true), delay);
    };
    const send = (body: Buffer, attempt: number, replayed: boolean) => {
      sentAt = Date.now();
      const out = httpRequest({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers, agent: false }, (answer) => {
        const retriable = answer.statusCode === 503 && req.method !== 'GET' && req.method !== 'HEAD' && attempt < attempts;
        // After a resend: the first try may have reached the Worker, which still holds its Idempotency-Key (409 with
        // Retry-After, worker/store/idempotency.ts). A client asks again after that wait, and so does the door.
        const pending = answer.statusCode === 409 && replayed && answer.headers['retry-after'] !== undefined && Date.now() - started < pendingForMs;
        if (!retriable && !pending) {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
          answer.pipe(res);
          return;
        }
        // From here a 503 to a POST or PUT, or that 409: held whole, so it can be sent again or shown in the output.
        const held: Buffer[] = [];
        answer.on('data', (c: Buffer) => held.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(held);
          if (pending) return again(body, attempt, `still in progress (409) after a resend`, 1000 * Number(answer.headers['retry-after'] || 1));
          // The body as sent, compressed when the client accepted it (Playwright and browsers ask for gzip): read
          // decoded, passed on as it came.
          const said = decoded(text, answer.headers['content-encoding']).toString('utf8');
          if (said.startsWith(proxyRestart)) return again(body, attempt, `wrangler's proxy answered "${proxyRestart}"`, Math.min(250 * attempt, 2000));
          // A 503 of the Worker's own (JSON or a page): named in the run's output, so a test that did not expect it
          // shows why (e.g. {"error":"unavailable"} after an exception, or "busy" from a budget).
          console.warn(`[front door :${port}] ${req.method} ${req.url} answered 503: ${said.slice(0, 200)}`);
          res.writeHead(answer.statusCode!, answer.statusMessage, answer.rawHeaders);
          res.end(text);
        });
      });
      out.on('error', (error: NodeJS.ErrnoException) => {
        // wrangler's proxy dropped the connection before any answer: the same failure of the hop, sent again. (Not a
        // refused connection: wrangler is not listening yet, and the start-up check asks again itself.)
        if (!res.headersSent && error.code !== 'ECONNREFUSED' && attempt < attempts) return again(body, attempt, `connection failed (${error.message})`, Math.min(250 * attempt, 2000));
        log(`[front door] ${req.method} ${req.url}: ${error.message}`);
        res.destroy(error);
      });
      out.end(body);
    };
  };
  const server: Server = createServer({ requestTimeout: 0, headersTimeout: 0, keepAliveTimeout: 60_000 }, handle);
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({
        replays: () => replays,
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
};
