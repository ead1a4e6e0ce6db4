#!/usr/bin/env node
/**
 * What Lighthouse's simulated LCP would be with other transfer sizes, on the same load (issue 40, docs/performance.md):
 * one Lighthouse run per route against dist/ (served as `npm run bench` serves it: HTTP/2, TLS, gzip), then the LCP
 * simulated again from the same trace with the sizes changed. The simulation replays the machine's own CPU time, so
 * the variants of one run compare fairly with each other even on a loaded machine; runs do not.
 *
 *   ROUTES=/,/afspraak VARIANTS='{"font 9 KB":{"woff2":9000},"inlined CSS":{"\\.css$":0,"DOC":"DOC+\\.css$"}}' \
 *     node e2e/bench/lcp-whatif.mjs
 *
 * A variant maps a pattern (a regular expression on the request's URL; DOC is the page itself) to its new transfer
 * size: a number of bytes, or "a+b": the sum of the observed sizes of the requests those patterns name, plus numbers.
 * DETAIL=1 prints each request's simulated start and end in the optimistic and pessimistic estimates (the LCP is
 * their mean) and the CPU tasks over 30 ms.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LargestContentfulPaint } from 'lighthouse/core/computed/metrics/largest-contentful-paint.js';
import { fileFor } from '../support/dist.mjs';
import { startChrome as startBenchChrome } from './chrome.mjs';

const certDir = mkdtempSync(join(tmpdir(), 'whatif-cert-'));
execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')], { stdio: 'ignore' });
const types = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png', '.woff2': 'font/woff2' };
const server = createSecureServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')), allowHTTP1: true }, (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file = fileFor(path) ?? (path.startsWith('/en/') ? 'dist/en/404.html' : 'dist/404.html');
  const type = types[extname(file)] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Cache-Control': file.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
  let body = readFileSync(file);
  if (/text|javascript|svg/.test(type)) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  res.writeHead(200, headers);
  res.end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `https://127.0.0.1:${server.address().port}`;

const startChrome = () => startBenchChrome('whatif-chrome-');

const variants = { observed: {}, ...JSON.parse(process.env.VARIANTS ?? '{}') };
for (const route of (process.env.ROUTES ?? '/').split(',')) {
  const chrome = await startChrome();
  const { artifacts, lhr } = await lighthouse(origin + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }).finally(chrome.stop);
  const log = artifacts.DevtoolsLog;
  const urls = new Map(log.filter((e) => e.method === 'Network.requestWillBeSent').map((e) => [e.params.requestId, e.params.request.url]));
  const matches = (pattern, url) => (pattern === 'DOC' ? url === origin + route : new RegExp(pattern).test(url));
  const finished = log.filter((e) => e.method === 'Network.loadingFinished');
  const sizeOf = (pattern) => finished.filter((e) => matches(pattern, urls.get(e.params.requestId) ?? '')).reduce((sum, e) => sum + e.params.encodedDataLength, 0);
  const bytes = (value) => (typeof value === 'number' ? value : value.split('+').reduce((sum, term) => sum + (/^\d+$/.test(term) ? Number(term) : sizeOf(term)), 0));
  console.log(`${route}: Lighthouse ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms; ${finished.map((e) => `${(urls.get(e.params.requestId) ?? '').replace(/^.*\//, '').slice(0, 32) || 'DOC'} ${e.params.encodedDataLength}`).join(', ')}`);
  for (const [name, change] of Object.entries(variants)) {
    const sizes = Object.entries(change).map(([pattern, value]) => [pattern, bytes(value)]);
    const changed = structuredClone(log);
    for (const e of changed) {
      if (e.method !== 'Network.loadingFinished') continue;
      const hit = sizes.find(([pattern]) => matches(pattern, urls.get(e.params.requestId) ?? ''));
      if (hit) e.params.encodedDataLength = hit[1];
    }
    const context = { settings: lhr.configSettings, computedCache: new Map(), options: {} };
    const result = await LargestContentfulPaint.request(Audit.makeMetricComputationDataInput({ ...artifacts, DevtoolsLog: changed }, context), context);
    console.log(`  ${name}: ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`);
    if (!process.env.DETAIL) continue;
    for (const estimate of ['optimisticEstimate', 'pessimisticEstimate']) {
      const rows = [...result[estimate].nodeTimings].filter(([node, t]) => node.type === 'network' || t.duration > 30);
      console.log(`    ${estimate}: ${rows.map(([node, t]) => `${node.type === 'network' ? node.request.url.replace(/^.*\//, '').slice(0, 24) || 'DOC' : 'cpu'} ${Math.round(t.startTime)}–${Math.round(t.endTime)}`).join(', ')}`);
    }
  }
}
server.close();
