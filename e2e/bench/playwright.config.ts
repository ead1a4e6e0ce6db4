import { defineConfig } from '@playwright/test';

/** The benchmarks that need the test helpers (TypeScript): `npm run bench` runs them after the .mjs ones. Reports, not tests. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
});
