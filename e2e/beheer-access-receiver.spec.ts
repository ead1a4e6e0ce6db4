/**
 * The back office's door (issue 36, worker/beheer/access.ts) against the real receiver: `wrangler dev` with a local JWKS
 * (e2e/support/access.ts) as Cloudflare Access's certs. Every refusal of the "Done when" on /beheer and on every
 * /api/beheer/ route: no header, the cookie only, a wrong audience, a wrong issuer, an expired token, an unknown kid,
 * another key, HS256, alg none, an empty ACCESS_AUD (a second receiver); a valid token passes; a POST from another
 * origin is refused even with a valid token.
 * Ports: BEHEER_ACCESS_PORT (default 4580; +1 inspector, +2 R2 reader), the JWKS on +5, the second receiver on +10.
 */
import { expect, test } from '@playwright/test';
import { badTokens, FakeAccess } from './support/access';
import { sendMessage } from './support/jobs';
import { Receiver } from './support/wrangler';

test.describe.configure({ mode: 'default' });

const port = Number(process.env.BEHEER_ACCESS_PORT ?? 4580);
let access: FakeAccess;
let receiver: Receiver;
let reference = '';

const routes = (ref: string): [string, string][] => [
  ['GET', '/beheer'],
  ['GET', '/beheer/stijl.css'],
  ['GET', `/beheer/${ref}`],
  ['GET', `/beheer/${ref}/verwijderen`],
  ['GET', '/api/beheer/jobs'],
  ['GET', `/api/beheer/jobs/${ref}/photos/1`],
  ['POST', `/api/beheer/jobs/${ref}/status`],
  ['POST', `/api/beheer/jobs/${ref}/promised`],
  ['POST', `/api/beheer/jobs/${ref}/note`],
  ['POST', `/api/beheer/jobs/${ref}/reply`],
  ['POST', `/api/beheer/jobs/${ref}/delete`],
  ['GET', '/api/beheer/unknown'],
];

const call = (base: string, method: string, path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: { Origin: base, ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    ...(method === 'POST' ? { body: 'note=x&version=1&status=in-behandeling&tell=nee' } : {}),
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  access = await FakeAccess.start(port + 5);
  receiver = await Receiver.start({ port, vars: access.vars() });
  reference = await sendMessage(receiver.url);
});

test.afterAll(async () => {
  await receiver?.stop();
  await access?.stop();
});

test('every /beheer and /api/beheer route refuses a request without a valid Access token, each reason alike', async () => {
  const good = await access.token();
  const cases: Record<string, Record<string, string>> = {
    'no header': {},
    'the cookie only': { Cookie: `CF_Authorization=${good}` },
    ...Object.fromEntries(Object.entries(await badTokens(access)).map(([name, token]) => [name, { 'Cf-Access-Jwt-Assertion': token }])),
  };
  for (const [method, path] of routes(reference)) {
    for (const [name, headers] of Object.entries(cases)) {
      const res = await call(receiver.url, method, path, headers);
      expect(res.status, `${name}: ${method} ${path}`).toBe(403);
      expect(await res.text(), `${name}: ${method} ${path}`).not.toContain(reference);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  }
  // The refusals left the job as it was: still new, still "ontvangen".
  const list = await call(receiver.url, 'GET', '/api/beheer/jobs', { 'Cf-Access-Jwt-Assertion': good });
  const { rows } = (await list.json()) as { rows: { reference: string; status: string; opened_at: string | null }[] };
  expect(rows.find((r) => r.reference === reference)).toMatchObject({ status: 'ontvangen', opened_at: null });
});

test('a valid token passes on every route; a POST from another origin or without one is refused', async () => {
  const token = await access.token('balie@autoschadedevos.nl');
  const auth = { 'Cf-Access-Jwt-Assertion': token };
  const page = await call(receiver.url, 'GET', '/beheer', auth);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(reference);
  expect(html).toContain('balie@autoschadedevos.nl');
  expect(page.headers.get('x-robots-tag')).toContain('noindex');
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect((await call(receiver.url, 'GET', '/beheer/stijl.css', auth)).status).toBe(200);
  expect((await call(receiver.url, 'GET', `/beheer/${reference}`, auth)).status).toBe(200);
  expect((await call(receiver.url, 'GET', `/beheer/${reference}/verwijderen`, auth)).status).toBe(200);
  // A message has no photos: past the door, the photo route answers 404.
  expect((await call(receiver.url, 'GET', `/api/beheer/jobs/${reference}/photos/1`, auth)).status).toBe(404);
  for (const origin of ['https://evil.example', 'null']) {
    expect((await call(receiver.url, 'POST', `/api/beheer/jobs/${reference}/note`, { ...auth, Origin: origin })).status).toBe(403);
  }
  const noOrigin = await fetch(`${receiver.url}/api/beheer/jobs/${reference}/note`, {
    method: 'POST', redirect: 'manual', headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'note=x',
  });
  expect(noOrigin.status).toBe(403);
  const note = await call(receiver.url, 'POST', `/api/beheer/jobs/${reference}/note`, auth);
  expect(note.status).toBe(303);
  expect(note.headers.get('location')).toBe(`/beheer/${reference}?gedaan=notitie`);
});

test('with ACCESS_AUD empty every request is refused, a valid token too', async () => {
  test.setTimeout(120_000);
  const empty = await Receiver.start({ port: port + 10, vars: access.vars({ ACCESS_AUD: '' }) });
  try {
    const token = await access.token();
    for (const [method, path] of routes(reference)) {
      expect((await call(empty.url, method, path, { 'Cf-Access-Jwt-Assertion': token })).status, `${method} ${path}`).toBe(403);
    }
  } finally {
    await empty.stop();
  }
});
