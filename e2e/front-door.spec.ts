/**
 * The test receivers' front door (e2e/support/wrangler-proxy.ts) in front of a stand-in for wrangler dev: it sends a
 * POST again only when the answer is wrangler's own "Your worker restarted mid-request" (gzip or not), and passes every
 * other answer, the Worker's own 503 included, as it came; a connection dropped before any answer is sent again too;
 * after a resend, the Worker's "still in progress" (409 with Retry-After) is asked again after that wait. No browser:
 * plain HTTP on the loopback.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { freePorts, openFrontDoor, proxyRestart } from './support/wrangler-proxy';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
  });

/** A stand-in upstream answering each request with the next of `answers`; it records the bodies it got. */
const upstreamWith = async (answers: ((res: ServerResponse) => void)[]) => {
  const bodies: string[] = [];
  const server = createServer(async (req, res) => {
    bodies.push(await readBody(req));
    (answers.shift() ?? ((r) => r.writeHead(500).end()))(res);
  });
  const [port, door] = await freePorts(2);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const front = await openFrontDoor(door!, port!, () => undefined);
  return { bodies, url: `http://127.0.0.1:${door}`, close: async () => (await front.close(), server.close()) };
};

const restart = (gzip: boolean) => (res: ServerResponse) => {
  const text = Buffer.from(`${proxyRestart}. Please try sending the request again.`);
  res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '0', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
  res.end(gzip ? gzipSync(text) : text);
};

test.describe.configure({ mode: 'default' });

for (const gzip of [false, true]) {
  test(`wrangler's restart answer${gzip ? ' (gzip)' : ''} to a POST is sent again with the same body; the next answer goes back`, async ({ request }) => {
    const up = await upstreamWith([restart(gzip), (res) => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"reference":"DV-TEST-0001"}')]);
    try {
      const res = await request.post(`${up.url}/api/contact`, { data: { message: 'Hallo' }, headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status()).toBe(201);
      expect(await res.json()).toEqual({ reference: 'DV-TEST-0001' });
      expect(up.bodies).toEqual(['{"message":"Hallo"}', '{"message":"Hallo"}']);
    } finally {
      await up.close();
    }
  });
}

test("the Worker's own 503 is passed on as it came, sent once", async ({ request }) => {
  const up = await upstreamWith([(res) => res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '30' }).end('{"error":"unavailable"}')]);
  try {
    const res = await request.post(`${up.url}/api/schade-melden`, { data: 'x' });
    expect(res.status()).toBe(503);
    expect(res.headers()['retry-after']).toBe('30');
    expect(await res.json()).toEqual({ error: 'unavailable' });
    expect(up.bodies).toHaveLength(1);
  } finally {
    await up.close();
  }
});

test('a GET is never sent again by the door (wrangler retries those itself)', async ({ request }) => {
  const up = await upstreamWith([restart(false)]);
  try {
    const res = await request.get(`${up.url}/robots.txt`);
    expect(res.status()).toBe(503);
    expect(up.bodies).toHaveLength(1);
  } finally {
    await up.close();
  }
});

const created = (res: ServerResponse) => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"reference":"DV-TEST-0002"}');
const inProgress = (res: ServerResponse) =>
  res.writeHead(409, { 'Content-Type': 'application/json', 'Retry-After': '1' }).end('{"error":"in-progress","retryAfter":1}');

test('after a resend, "still in progress" (409) is asked again after its Retry-After, and the stored answer goes back', async ({ request }) => {
  const up = await upstreamWith([restart(false), inProgress, created]);
  try {
    const asked = Date.now();
    const res = await request.post(`${up.url}/api/schade-melden`, { data: 'melding' });
    expect(res.status()).toBe(201);
    expect(await res.json()).toEqual({ reference: 'DV-TEST-0002' });
    expect(up.bodies).toEqual(['melding', 'melding', 'melding']);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1000);
  } finally {
    await up.close();
  }
});

test('a 409 to a request the door sent once goes back as it came', async ({ request }) => {
  const up = await upstreamWith([inProgress]);
  try {
    const res = await request.post(`${up.url}/api/schade-melden`, { data: 'melding' });
    expect(res.status()).toBe(409);
    expect(res.headers()['retry-after']).toBe('1');
    expect(up.bodies).toHaveLength(1);
  } finally {
    await up.close();
  }
});

test('a connection dropped before any answer is sent again with the same body', async ({ request }) => {
  const up = await upstreamWith([(res) => res.socket!.destroy(), created]);
  try {
    const res = await request.post(`${up.url}/api/contact`, { data: { message: 'Hallo' } });
    expect(res.status()).toBe(201);
    expect(up.bodies).toEqual(['{"message":"Hallo"}', '{"message":"Hallo"}']);
  } finally {
    await up.close();
  }
});
