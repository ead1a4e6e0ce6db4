/**
 * What each test receiver runs on, so that no other process restarts it mid-request ("Your worker restarted
 * mid-request", 503 from wrangler's ProxyWorker; red team 2026-11-27, §6 Load). `wrangler dev` reloads its Worker when:
 *
 * 1. its dev registry changes: every wrangler dev shares `~/.config/.wrangler/registry` unless
 *    WRANGLER_REGISTRY_PATH says otherwise, so one starting or stopping could reload the others. Each receiver gets
 *    a registry folder of its own.
 * 2. a file it watches changes (the other cause): esbuild's watch over worker/ and every file it imports from src/,
 *    chokidar over the assets folder dist/, and the config file. An `astro build` (a rebuild of dist/), a `git stash`
 *    or an edit in the worktree while specs run reloaded every running receiver (seen with a probe: one line added to
 *    dist/robots.txt, then `touch worker/log.ts`, each made a running wrangler reload). Each receiver therefore runs a
 *    snapshot: worker/, src/ and dist/ copied, and its own wrangler.json, all in a temporary folder that nothing else
 *    touches. dist/ is copied, not hard-linked: a hard link shares the file's inode, and every other receiver's
 *    snapshot made or removed changes that inode's link count and so its ctime, which chokidar reports as a change of
 *    every page ("🌀 …/dist/index.html changed…", then "Reloading local server"): with links, each receiver reloaded
 *    whenever another started or stopped (seen at debug log level, 2026-11-28), and a POST in flight got the 503.
 *    The copy of dist/ (about 300 files, 9 MB) takes a fraction of a second.
 */
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Snapshot {
  /** The folder to remove when the receiver stops. */
  dir: string;
  /** Its wrangler.json (pass as --config). */
  config: string;
  /** Its own dev registry (WRANGLER_REGISTRY_PATH). */
  registry: string;
}

/** A snapshot of the Worker, its sources and dist/ for one `wrangler dev`, with `config` (wrangler.jsonc, changed) as its wrangler.json. */
export const snapshot = (config: Record<string, any>): Snapshot => {
  const dir = mkdtempSync(join(tmpdir(), 'receiver-snapshot-'));
  for (const folder of ['worker', 'src']) cpSync(resolve(folder), join(dir, folder), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json']) cpSync(resolve(file), join(dir, file));
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  cpSync(resolve(config.assets.directory), join(dir, 'dist'), { recursive: true });
  const registry = join(dir, '.registry');
  mkdirSync(registry);
  const file = join(dir, 'wrangler.json');
  writeFileSync(file, JSON.stringify({ ...config, main: join(dir, config.main), assets: { ...config.assets, directory: join(dir, 'dist') } }, null, 2));
  return { dir, config: file, registry };
};
