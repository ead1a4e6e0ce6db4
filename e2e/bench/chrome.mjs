/**
 * The benches' headless Chromium for Lighthouse: Debian's (or CHROMIUM_PATH), a fresh profile, the DevTools port it
 * chose read from its output. Used by run.mjs and lcp-whatif.mjs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!chromePath) throw new Error("No Chromium: set CHROMIUM_PATH or install Debian's chromium");

/** A Chromium listening for DevTools on a free port; `stop` ends it. */
export const startChrome = async (prefix = 'bench-chrome-') => {
  const userDir = mkdtempSync(join(tmpdir(), prefix));
  const proc = spawn(chromePath, ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
    '--disable-dev-shm-usage', '--ignore-certificate-errors', `--user-data-dir=${userDir}`, '--remote-debugging-port=0', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let err = '';
    proc.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) resolve(Number(m[1]));
    });
    proc.on('exit', () => reject(new Error(`Chromium stopped: ${err}`)));
  });
  return { port, stop: () => proc.kill('SIGKILL') };
};
