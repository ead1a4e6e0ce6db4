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

/** The backticked paths of a text: `worker/store.ts` and, after it on the same line, `http.ts` in the same folder. */
const pathsNamed = (text: string): string[] =>
  text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .split('\n')
    .flatMap((line) => {
      let dir = '';
      return [...line.matchAll(/`([^`\s]+)`/g)].flatMap(([, token]) => {
        if (/^(src|worker|e2e|deploy|scripts|docs|public|migrations|\.ci)\//.test(token!)) {
          dir = token!.endsWith('/') ? token! : dirname(token!);
          return [token!];
        }
        return dir && /^[\w*.-]+\.(ts|tsx|mjs|astro|sql|md|css)$/.test(token!) ? [join(dir, token!)] : [];
      });
    })
    .filter((path) => !path.includes('<'));

/** A path exists, or a glob (`interaction-*.ts`, `{nl,en}/`) matches at least one file for each of its branches. */
const exists = (path: string): boolean => {
  const brace = path.match(/^(.*?)\{([^}]*)\}(.*)$/);
  if (brace) return brace[2]!.split(',').every((alt) => exists(`${brace[1]}${alt}${brace[3]}`));
  const parts = path.replace(/\/$/, '').split('/');
  const star = parts.findIndex((part) => part.includes('*'));
  if (star === -1) return existsSync(join(root, path));
  const dir = join(root, ...parts.slice(0, star));
  if (!existsSync(dir)) return false;
  const re = new RegExp(`^${parts[star]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return readdirSync(dir)
    .filter((name) => re.test(name))
    .some((name) => exists([...parts.slice(0, star), name, ...parts.slice(star + 1)].join('/')));
};

test('the house drawn in the README matches the folders: every path it names exists, every module of worker/ is named', () => {
  const named = pathsNamed(read('README.md'));
  expect(named.length).toBeGreaterThan(50);
  expect(named.filter((path) => !exists(path))).toEqual([]);
  // The worker is flat: each of its folders and each module beside them has its row.
  const worker = readdirSync(join(root, 'worker'), { withFileTypes: true })
    .filter((e) => e.isDirectory() || e.name.endsWith('.ts'))
    .map((e) => (e.isDirectory() ? `worker/${e.name}/` : `worker/${e.name}`));
  expect(worker.filter((path) => !named.includes(path))).toEqual([]);
});

test('the house check reads folders, bare names beside a path, globs and braces', () => {
  expect(pathsNamed('| `worker/store.ts`, `http.ts` | `src/lib/interaction-*.ts`, `src/data/forms/{nl,en}/` `x.ts`')).toEqual([
    'worker/store.ts',
    'worker/http.ts',
    'src/lib/interaction-*.ts',
    'src/data/forms/{nl,en}/',
    'src/data/forms/{nl,en}/x.ts',
  ]);
  expect(exists('worker/http.ts') && exists('src/data/forms/{nl,en}/') && exists('worker/routes/')).toBe(true);
  expect(exists('worker/no-such-room/') || exists('worker/limits/no-such.ts') || exists('src/lib/no-such-*.ts')).toBe(false);
  expect(exists('src/data/forms/{nl,en}/x.ts') || exists('src/data/forms/{nl,xx}/')).toBe(false);
});
