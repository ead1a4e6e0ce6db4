#!/usr/bin/env node
/**
 * `npm run deploy`: the launch check first (deploy/launch-check.mjs), then `astro build` and `wrangler deploy`, then one
 * photo through the live receiver (deploy/after-deploy.mjs).
 * While the check lists anything (a sample review, a placeholder fact, a missing secret) it refuses, unless the
 * person deploying says so explicitly: `npm run deploy -- --accept-unconfirmed` (e.g. for a staging deployment).
 * `--dry-run` prints what it would run instead of running it. The back office's D1 tables come from migrations/, applied
 * to the remote database before the Worker that needs them is deployed (docs/beheer.md).
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const accept = args.includes('--accept-unconfirmed');
const dryRun = args.includes('--dry-run');

const run = (command, commandArgs) => {
  if (dryRun) {
    console.log(`would run: ${command} ${commandArgs.join(' ')}`);
    return 0;
  }
  return spawnSync(command, commandArgs, { stdio: 'inherit' }).status ?? 1;
};

const check = spawnSync(process.execPath, ['deploy/launch-check.mjs'], { stdio: 'inherit' });
if (check.status !== 0) {
  if (!accept) {
    console.error('\nDeploy refused: the launch check lists what is not ready (above). Fill it in, or deploy anyway with `npm run deploy -- --accept-unconfirmed`.');
    process.exit(1);
  }
  console.warn('\nDeploying anyway (--accept-unconfirmed): what the launch check lists goes live as it is.');
}
const status =
  run('npx', ['astro', 'build']) ||
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote']) ||
  run('npx', ['wrangler', 'deploy']) ||
  // What only Cloudflare can show: a photo's orientation applied once by the Images binding (deploy/after-deploy.mjs).
  run(process.execPath, ['deploy/after-deploy.mjs']);
process.exit(status);
