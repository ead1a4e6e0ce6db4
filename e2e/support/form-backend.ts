/**
 * A real form backend for the form tests: a Node HTTP server on 127.0.0.1 that records JSON POSTs (contact form)
 * and multipart/form-data POSTs (damage report, parsed by Node's own fetch implementation), and can be told to answer
 * 200 or 500, to hold its answer, or to stop (a refused connection). It answers the CORS preflight for the site's
 * origin, as a hosted form service would.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The second build, made by `npm run build:test-endpoint` with PUBLIC_CONTACT_ENDPOINT set. */
export const endpointDist = 'dist-endpoint';
/** The build for a host without our receiver (nginx, Netlify), made by `npm run build:static` (PUBLIC_RECEIVER=none). */
export const staticDist = 'dist-static';

/** The endpoint baked into that build, read from the form's action on `page` (contact or schade-melden): one source, package.json. */
export const builtEndpoint = (page = 'contact'): URL => {
  const html = readFileSync(`${endpointDist}/${page}.html`, 'utf8');
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (!action?.startsWith('http')) throw new Error(`${endpointDist}/${page}.html has no form posting to an endpoint`);
  return new URL(action);
};

/** A multipart POST as the backend received it: the text fields, and the files in order. */
export interface MultipartPost {
  fields: Record<string, string[]>;
  files: { field: string; filename: string; type: string; bytes: Buffer }[];
}

const parseMultipart = async (contentType: string, body: Buffer): Promise<MultipartPost> => {
  const form = await new Request('http://backend.test/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  const post: MultipartPost = { fields: {}, files: [] };
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') (post.fields[field] ??= []).push(value);
    else post.files.push({ field, filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return post;
};

export interface Answer {
  status: number;
  body: string;
}

export class FormBackend {
  /** Parsed bodies of the POSTs to the endpoint, in order. */
  readonly posts: unknown[] = [];
  /** Every request, preflights included: "OPTIONS /contact". */
  readonly requests: string[] = [];
  answer: Answer = { status: 200, body: '{"ok":true}' };
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private held: (() => void)[] | null = null;

  constructor(
    readonly url: URL,
    private readonly allowOrigin: string,
  ) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => void this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(Number(this.url.port), this.url.hostname, resolve);
    });
    this.server = server;
  }

  /** Closes the port: the next POST meets a refused connection. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    this.release();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  reset(): void {
    this.posts.length = 0;
    this.requests.length = 0;
    this.answer = { status: 200, body: '{"ok":true}' };
    this.release();
  }

  /** Answers wait until release(): the form's "sending" state can be seen. */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const go of waiting) go();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests.push(`${req.method} ${req.url}`);
    res.setHeader('Access-Control-Allow-Origin', this.allowOrigin);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'content-type, accept',
        'Access-Control-Max-Age': '0',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST' || req.url !== this.url.pathname) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const type = req.headers['content-type'] ?? '';
    this.posts.push(type.startsWith('multipart/form-data') ? await parseMultipart(type, raw) : JSON.parse(raw.toString('utf8')));
    if (this.held) await new Promise<void>((resolve) => this.held?.push(resolve));
    const { status, body } = this.answer;
    res.writeHead(status, { 'Content-Type': body.startsWith('{') ? 'application/json' : 'text/plain; charset=utf-8' });
    res.end(body);
  }
}
