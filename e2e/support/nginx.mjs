/**
 * Runs deploy/nginx.conf over dist/ on 127.0.0.1, as production would, with only the lines marked "# test:" rewritten
 * (plus `user root;` when the tests run as root, see below).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? 'nginx';

/** @param {number} port @returns {Promise<{ url: string; stop: () => void }>} */
export const startNginx = async (port) => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-devos-'));
  const conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^.*# test: pid$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^.*# test: error_log$/m, `error_log ${dir}/error.log warn;`)
    .replace(/^(\s*)listen .*# test: listen$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*# test: root$/m, `$1root ${resolve('dist-static')};`)
    .replace(/^http \{$/m, `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`);
  // Run as root (a CI container), nginx's workers would drop to an unprivileged user, who may not read a checkout in
  // a private folder (a clone under `mktemp -d`) and would answer 403 on every page: they keep the current user.
  writeFileSync(join(dir, 'nginx.conf'), process.getuid?.() === 0 ? `user root;\n${conf}` : conf);
  const proc = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d) => (stderr += String(d)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(url);
      return { url, stop: () => proc.kill('SIGTERM') };
    } catch {
      if (proc.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  proc.kill('SIGKILL');
  throw new Error(`nginx did not start: ${stderr}`);
};
