#!/usr/bin/env node
/**
 * The house rules that no type checker or browser test sees (docs/tests.md, "The house rules"), run by `npm test`:
 * 1. no source or test file over 300 lines in src/, worker/, e2e/, deploy/ and scripts/ (split by concern, not by count);
 * 2. no import circle among the project's own files, type-only imports included (dpdm, which reads them with
 *    TypeScript's own parser, so `import type` and `export type … from` count as edges).
 * Exits 1 with the list of what breaks a rule. `node scripts/house-rules.mjs` alone takes a few seconds.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const maxLines = 300;
const rooms = ['src', 'worker', 'e2e', 'deploy', 'scripts'];
const code = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|css)$/;
/**
 * Words and facts, not code: a page's copy or one list of data is one piece however long it is, and cutting it by
 * line count would put half a page's text in another file. The content schema and the copy rules guard these.
 */
const content = [/^src\/data\//, /^src\/content\//];
/**
 * Test files over the limit left to be split, each with who splits it (empty since issue 41 split the last eight);
 * each leaves this list once it is split (the check says when one no longer needs to be here).
 */
const leftToOwner = new Map([]);

const walk = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return code.test(entry.name) ? [path] : [];
  });

const files = rooms.filter((dir) => statSync(join(root, dir), { throwIfNoEntry: false })?.isDirectory()).flatMap(walk);
const lineCount = (path) => readFileSync(join(root, path), 'utf8').replace(/\n$/, '').split('\n').length;

const problems = [];
const notes = [];
for (const path of files) {
  if (content.some((pattern) => pattern.test(path))) continue;
  const lines = lineCount(path);
  if (lines <= maxLines) {
    if (leftToOwner.has(path)) notes.push(`${path} is ${lines} lines now: take it off leftToOwner in scripts/house-rules.mjs`);
    continue;
  }
  if (leftToOwner.has(path)) notes.push(`${path}: ${lines} lines, left for now (${leftToOwner.get(path)})`);
  else problems.push(`${path}: ${lines} lines (at most ${maxLines}; split it by concern)`);
}

// dpdm over every module of the project; it follows imports into the files they name and skips node_modules.
const dpdm = join(root, 'node_modules', 'dpdm', 'lib', 'bin', 'dpdm.js');
const globs = ['src/**/*.{ts,tsx,mts,mjs,js}', 'worker/**/*.ts', 'e2e/**/*.{ts,mts,mjs}', 'deploy/**/*.mjs', 'scripts/**/*.mjs', '*.{ts,mjs}'];
let circles = '';
try {
  execFileSync(process.execPath, [dpdm, '--no-progress', '--no-tree', '--no-warning', '--circular', '--exit-code', 'circular:1', ...globs], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
} catch (error) {
  circles = `${error.stdout ?? ''}${error.stderr ?? ''}`;
  const found = circles.split('\n').filter((line) => /^\s*\d+\)/.test(line));
  if (found.length === 0) throw error; // dpdm itself failed: say so, never pass quietly
  problems.push(...found.map((line) => `import circle: ${line.trim().replace(/^\d+\)\s*/, '')}`));
}

for (const note of notes) console.log(`note: ${note}`);
if (problems.length) {
  console.error(`House rules broken (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`House rules kept: ${files.length} files at most ${maxLines} lines (content in src/data and src/content aside), no import circle.`);
