/** deploy/nginx.conf tested for real: Debian's nginx serves dist/ on 127.0.0.1. */
import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startNginx } from './support/nginx.mjs';
import { sitemapPaths } from './support/site';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startNginx>>;
test.beforeAll(async () => {
  server = await startNginx(Number(process.env.NGINX_PORT ?? 4380));
});
test.afterAll(() => server?.stop());

const securityHeaders = {
  'content-security-policy': /frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d{8}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\)/,
};

test('every page of the sitemap answers 200 with the security headers and revalidating cache', async ({ request }) => {
  for (const path of sitemapPaths()) {
    const res = await request.get(server.url + path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html; charset=utf-8/);
    for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers()[name], `${path} ${name}`).toMatch(value);
    expect(res.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  }
});

test('an unknown path answers 404 with the Dutch not-found page, with the headers', async ({ request }) => {
  const res = await request.get(`${server.url}/bestaat-niet`);
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Pagina niet gevonden');
  for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers()[name]).toMatch(value);
});

test('an unknown service answers 404 with the "Dienst niet gevonden" page', async ({ request }) => {
  const res = await request.get(`${server.url}/services/bestaat-niet`);
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('Dienst niet gevonden');
  expect(html).toContain('Terug naar alle diensten');
});

test('the not-found pages themselves are not served as 200', async ({ request }) => {
  expect((await request.get(`${server.url}/404.html`)).status()).toBe(404);
  expect((await request.get(`${server.url}/404-service.html`)).status()).toBe(404);
});

test('build output is cached for a year as immutable; no directory listing', async ({ request }) => {
  const asset = readdirSync('dist/_astro').find((f) => f.endsWith('.css'));
  const res = await request.get(`${server.url}/_astro/${asset}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  const listing = await request.get(`${server.url}/_astro/`);
  expect(listing.status()).toBeGreaterThanOrEqual(403);
  expect(await listing.text()).not.toContain('Index of');
});

test('HTML, CSS and JS are sent gzip-compressed to a client that accepts it', async ({ request }) => {
  const css = readdirSync('dist/_astro').find((f) => f.endsWith('.css'));
  const js = readdirSync('dist/_astro').find((f) => f.endsWith('.js'));
  for (const path of ['/', `/_astro/${css}`, `/_astro/${js}`]) {
    const res = await request.get(server.url + path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers()['content-encoding'], path).toBe('gzip');
    expect(res.headers()['vary'], path).toMatch(/Accept-Encoding/);
  }
});

test('HTTP/1.1 keep-alive: two requests reuse one connection', async () => {
  const { hostname, port } = new URL(server.url);
  const sockets = new Set<unknown>();
  const get = (path: string, agent: import('node:http').Agent) =>
    new Promise<string | undefined>((resolve, reject) => {
      const req = httpRequest({ hostname, port, path, agent }, (res) => {
        sockets.add(res.socket);
        res.resume();
        res.on('end', () => resolve(res.headers.connection));
      });
      req.on('error', reject);
      req.end();
    });
  const { Agent } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  expect(await get('/', agent)).toBe('keep-alive');
  await get('/about', agent);
  agent.destroy();
  expect(sockets.size).toBe(1);
});

test('pages work in Chromium under these headers: no CSP violation, no console error, islands live', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`)),
  );
  for (const path of sitemapPaths()) {
    await page.goto(server.url + path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`${server.url}/about`);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Diensten', exact: true }).hover();
  await expect(page.locator('#diensten-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diensten', exact: true }).first()).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});
