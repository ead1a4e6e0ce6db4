/**
 * The map and its pages (issue 41): the README stays a map a newcomer reads in ten minutes (at most 15,000 bytes), no
 * line of it or of docs/ is over 200 characters, and every relative link from the README and from docs/ leads to a
 * file or folder that exists, and to a heading there when it names one (#anchor, as GitHub makes them). Plain file
 * reads, no browser: project `chromium`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const maxReadmeBytes = 15_000;
const maxLine = 200;

const markdownIn = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownIn(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const pages = ['README.md', ...markdownIn('docs')];

/** The text without fenced code blocks and inline code, where brackets are not links. */
const prose = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** Relative link targets, images included; web and mail addresses are not checked here. */
const linksOf = (text: string): string[] =>
  [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));

/** GitHub's anchors: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens, repeats numbered. */
const anchorsOf = (text: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const plain = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]/g, '');
    const slug = plain.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
};

const read = (path: string) => readFileSync(join(root, path), 'utf8');

test(`the README is at most ${maxReadmeBytes} bytes`, () => {
  expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(maxReadmeBytes);
});

test(`no line of the README or of docs/ is over ${maxLine} characters`, () => {
  const long = pages.flatMap((path) =>
    read(path)
      .split('\n')
      .flatMap((line, i) => ([...line].length > maxLine ? [`${path}:${i + 1} (${[...line].length})`] : [])),
  );
  expect(long).toEqual([]);
});

for (const page of pages) {
  test(`every relative link in ${page} resolves`, () => {
    const broken: string[] = [];
    for (const link of linksOf(read(page))) {
      const [pathPart = '', anchor] = link.split('#', 2);
      const target = pathPart === '' ? join(root, page) : resolve(dirname(join(root, page)), decodeURI(pathPart));
      const shown = relative(root, target) || '.';
      if (!target.startsWith(root) || !existsSync(target)) {
        broken.push(`${link}: ${shown} does not exist`);
        continue;
      }
      if (anchor && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(decodeURIComponent(anchor))) {
        broken.push(`${link}: no heading #${anchor} in ${shown}`);
      }
    }
    expect(broken).toEqual([]);
  });
}

test('the link check finds a missing file and a missing heading', () => {
  const text = '[a](docs/receiver.md#no-such-heading) [b](docs/none.md) `[c](not-a-link.md)` [d](https://example.org)';
  expect(linksOf(text)).toEqual(['docs/receiver.md#no-such-heading', 'docs/none.md']);
  expect(anchorsOf(read('docs/receiver.md')).has('no-such-heading')).toBe(false);
  expect(anchorsOf(read('docs/receiver.md')).has('how-the-receiver-is-tested')).toBe(true);
  expect(anchorsOf('## Where things live, in detail\n## Claims are facts too\n## Tests\n## Tests')).toEqual(
    new Set(['where-things-live-in-detail', 'claims-are-facts-too', 'tests', 'tests-1']),
  );
});

test('the house drawn in the README matches the folders: every path it names exists, every room of worker/ is named', () => {
  const readme = read('README.md');
  const named = [...readme.matchAll(/`((?:src|worker|e2e|deploy|scripts|docs|public)\/[^`\s]*)`/g)].map((m) => m[1]!);
  // Globs and brace lists (`src/lib/interaction-*.ts`, `src/data/forms/{nl,en}/`) stand for several files.
  const missing = named.filter((path) => !/[*{]/.test(path) && !existsSync(join(root, path)));
  expect(missing).toEqual([]);
  const rooms = readdirSync(join(root, 'worker'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `worker/${e.name}/`);
  expect(rooms.filter((room) => !readme.includes(`\`${room}\``))).toEqual([]);
});
