/**
 * The shared page of e2e/every-page.spec.ts (./support/walk-page.ts) starts each test as a first visit: what one test
 * leaves behind (storage of every kind, a cookie, the viewport, a console error, a request to another origin) is
 * gone in the next. The tests run in order in one worker, on the one page.
 */
import { expect } from '@playwright/test';
import { test } from './support/walk-page';

test.describe.configure({ mode: 'serial' });

test('a test leaves storage, a cookie, a viewport, an error and a foreign request behind', async ({ walkPage: page, walkWatch: w }) => {
  await page.goto('/contact');
  await page.evaluate(async () => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
    await new Promise((done) => {
      const open = indexedDB.open('left');
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => (open.result.close(), done(null));
    });
    console.error('left behind');
  });
  // A request to another origin (the site's CSP would block it before it starts: from a blank page), refused at once.
  await page.goto('about:blank');
  await page.evaluate(() => fetch('http://127.0.0.2:9/').catch(() => {}));
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => w.consoleErrors.length).toBeGreaterThan(0);
  await expect.poll(() => w.foreignRequests.length).toBeGreaterThan(0);
});

test('the next test meets the page as a first visit', async ({ walkPage: page, walkWatch: w }) => {
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
  expect(w).toEqual({ consoleErrors: [], foreignRequests: [] });
  await page.goto('/contact');
  const left = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  expect(left).toEqual({ local: 0, session: 0, cookie: '', databases: [] });
  expect(w).toEqual({ consoleErrors: [], foreignRequests: [] });
});
