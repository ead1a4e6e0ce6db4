/** deploy/nginx.conf tested for real: Debian's nginx serves dist/ on 127.0.0.1. */
import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startNginx } from './support/nginx.mjs';
import { onePerTemplate, sitemapPaths } from './support/site';

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

test('an unknown path under /en answers 404 with the English page, an unknown English service with "Service not found"', async ({ request }) => {
  const page = await request.get(`${server.url}/en/does-not-exist`);
  expect(page.status()).toBe(404);
  const html = await page.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('Page not found');
  expect(html).toContain('href="/en"');
  for (const [name, value] of Object.entries(securityHeaders)) expect(page.headers()[name]).toMatch(value);
  const service = await request.get(`${server.url}/en/services/does-not-exist`);
  expect(service.status()).toBe(404);
  expect(await service.text()).toContain('Service not found');
  // The English pages themselves, and the Dutch 404 outside /en, are untouched.
  expect((await request.get(`${server.url}/en`)).status()).toBe(200);
  expect((await request.get(`${server.url}/en/services/oil-change`)).status()).toBe(200);
  expect(await (await request.get(`${server.url}/english`)).text()).toContain('Pagina niet gevonden');
});

test('the not-found pages themselves are not served as 200', async ({ request }) => {
  for (const path of ['/404.html', '/404-service.html', '/404', '/404-service', '/en/404.html', '/en/404-service.html', '/en/404']) {
    expect((await request.get(`${server.url}${path}`)).status(), path).toBe(404);
  }
});

test.describe('one URL per page', () => {
  /** The first answer only: status and Location, without following. */
  const head = async (request: import('@playwright/test').APIRequestContext, path: string) => {
    const res = await request.get(server.url + path, { maxRedirects: 0 });
    return [res.status(), res.headers()['location']];
  };

  test('/ answers 200; /index.html and /index answer 301 to /, with the query string', async ({ request }) => {
    expect((await request.get(`${server.url}/`, { maxRedirects: 0 })).status()).toBe(200);
    expect(await head(request, '/index.html')).toEqual([301, '/']);
    expect(await head(request, '/index.html?utm_source=folder&x=1')).toEqual([301, '/?utm_source=folder&x=1']);
    expect(await head(request, '/index')).toEqual([301, '/']);
  });

  test('every page of the sitemap: /page/ and /page.html answer 301 to /page, keeping the query string', async ({ request }) => {
    const pages = sitemapPaths().filter((p) => p !== '/');
    expect(pages).toEqual(expect.arrayContaining(['/about', '/services', '/services/oil-change', '/apk-utrecht']));
    for (const path of pages) {
      expect((await request.get(server.url + path, { maxRedirects: 0 })).status(), path).toBe(200);
      expect(await head(request, `${path}/`), `${path}/`).toEqual([301, path]);
      expect(await head(request, `${path}.html`), `${path}.html`).toEqual([301, path]);
      expect(await head(request, `${path}/?dienst=apk&ref=x`), `${path}/?…`).toEqual([301, `${path}?dienst=apk&ref=x`]);
      expect(await head(request, `${path}.html?dienst=apk`), `${path}.html?…`).toEqual([301, `${path}?dienst=apk`]);
    }
  });

  test('followed, every variant ends on the page itself with 200: no loop', async ({ request }) => {
    for (const path of ['/about//', '/services/', '/services/index.html', '/services/oil-change.html/', '/apk-utrecht/?a=1']) {
      const res = await request.get(server.url + path, { maxRedirects: 3 });
      expect(res.status(), path).toBe(200);
      expect(new URL(res.url()).pathname, path).not.toMatch(/(\.html|\/)$/);
    }
  });

  test('an unknown page with a trailing slash still ends on the 404', async ({ request }) => {
    const res = await request.get(`${server.url}/bestaat-niet/`);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Pagina niet gevonden');
  });
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
  // One page per template, both languages (support/site.ts): the headers are the same for every page of a template.
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`)),
  );
  for (const path of onePerTemplate(sitemapPaths())) {
    await page.goto(server.url + path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`${server.url}/about`);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Diensten', exact: true }).hover();
  await expect(page.locator('#diensten-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diensten', exact: true }).first()).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});
