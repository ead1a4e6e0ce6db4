/**
 * Nothing fake goes live (issue 30): `npm run launch-check` lists every `toConfirm` marker (src/data/to-confirm.ts)
 * and every missing production setting and fails; on a copy where the garage has filled in each one it passes; and
 * `npm run deploy` refuses while anything is listed unless told otherwise. The site itself shows no marker.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';
import { distDir } from './support/dist.mjs';

const check = (root: string, secrets: string) =>
  spawnSync(process.execPath, ['deploy/launch-check.mjs', '--root', root, '--json'], {
    encoding: 'utf8',
    env: { ...process.env, LAUNCH_CHECK_SECRETS: secrets },
  });

test('the launch check lists the sample reviews, the placeholder facts and the missing settings, and fails', () => {
  const run = check('.', '');
  expect(run.status).toBe(1);
  const { content, settings } = JSON.parse(run.stdout) as {
    content: { file: string; what: string }[];
    settings: { setting: string }[];
  };
  const inFile = (file: string) => content.filter((c) => c.file === file);
  expect(inFile('src/data/reviews.ts').filter((c) => c.what.startsWith('a real review'))).toHaveLength(4);
  expect(inFile('src/data/business.ts').map((c) => c.what)).toEqual(
    expect.arrayContaining([expect.stringMatching(/KvK/), expect.stringMatching(/btw/), expect.stringMatching(/Klantenvertellen/), expect.stringMatching(/Schadegarant/)]),
  );
  expect(inFile('src/data/services.ts')).toHaveLength(6);
  // The six service pictures (one marker), the eleven topic pictures of the landing pages (e2e/design-topics.spec.ts)
  // and the two drawn scenes of the evening review's M7 (the front desk on /about, the lift on the home page).
  expect(inFile('src/data/photos.ts').filter((c) => /^replace with a real photograph .*3:2, at least 1200×800/.test(c.what))).toHaveLength(14);
  expect(inFile('src/data/photos.ts').map((c) => c.what)).toEqual(
    expect.arrayContaining([expect.stringMatching(/front desk/), expect.stringMatching(/car on the lift/)]),
  );
  expect(content.some((c) => c.file === 'src/content/landing/apk-utrecht.md' && /APK price/.test(c.what))).toBe(true);
  expect(settings.map((s) => s.setting)).toEqual(expect.arrayContaining(['ALERT_TO', 'PHOTO_LINK_SECRET', 'RDW_APP_TOKEN', 'CHALLENGE_SECRET', 'STATUS_LINK_SECRET', 'ACCESS_TEAM_DOMAIN', 'ACCESS_AUD', 'DB']));
});

/** A copy of what the check reads, as the garage would leave it: every marker replaced by its value, every setting set. */
const filledCopy = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'launch-check-'));
  for (const dir of ['src/data', 'src/content']) cpSync(dir, join(root, dir), { recursive: true });
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  for (const file of walk(root)) {
    let text = readFileSync(file, 'utf8');
    if (file.endsWith('.md')) text = text.replace(/\ntoConfirm:\n(?: {2}- .*\n)+/, '\n');
    if (file.endsWith('.ts')) {
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const calls: ts.CallExpression[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'toConfirm') calls.push(node);
        else ts.forEachChild(node, visit);
      };
      visit(source);
      for (const call of calls.reverse()) text = text.slice(0, call.getStart()) + call.arguments[0]!.getText(source) + text.slice(call.getEnd());
    }
    writeFileSync(file, text);
  }
  // The alert address beside the garage's, among the addresses the garage's binding may send to.
  const config = readFileSync('wrangler.jsonc', 'utf8')
    .replace(/"ALERT_TO": ""/, '"ALERT_TO": "eigenaar@autoschadedevos.nl"')
    .replace(/"destination_address": ("[^"]+")/, '"allowed_destination_addresses": [$1, "eigenaar@autoschadedevos.nl"]')
    // The back office: Access's team and audience, the D1 database's id (docs/beheer.md).
    .replace(/"ACCESS_TEAM_DOMAIN": ""/, '"ACCESS_TEAM_DOMAIN": "autoschadedevos.cloudflareaccess.com"')
    .replace(/"ACCESS_AUD": ""/, '"ACCESS_AUD": "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2"')
    .replace(/"database_id": "0{8}-0{4}-0{4}-0{4}-0{12}"/, '"database_id": "6f0c5e1a-2b3d-4c4e-9f5a-7b8c9d0e1f2a"');
  writeFileSync(join(root, 'wrangler.jsonc'), config);
  return root;
};

test('filled in by the garage, with every setting there, the launch check passes', () => {
  const root = filledCopy();
  try {
    const secrets = 'PHOTO_LINK_SECRET,RDW_APP_TOKEN,CHALLENGE_SECRET,STATUS_LINK_SECRET';
    const run = check(root, secrets);
    expect(JSON.parse(run.stdout)).toEqual({ content: [], settings: [] });
    expect(run.status).toBe(0);
    // One secret less, and it fails again, naming it.
    const without = check(root, 'RDW_APP_TOKEN,CHALLENGE_SECRET,STATUS_LINK_SECRET');
    expect(without.status).toBe(1);
    expect(JSON.parse(without.stdout).settings.map((s: { setting: string }) => s.setting)).toEqual(['PHOTO_LINK_SECRET']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('npm run deploy refuses while anything is listed, and goes on only when told so explicitly', () => {
  const deploy = (...flags: string[]) =>
    spawnSync(process.execPath, ['deploy/deploy.mjs', '--dry-run', ...flags], { encoding: 'utf8', env: { ...process.env, LAUNCH_CHECK_SECRETS: '' } });
  const refused = deploy();
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('Deploy refused');
  expect(refused.stdout).not.toContain('would run');
  const anyway = deploy('--accept-unconfirmed');
  expect(anyway.status).toBe(0);
  expect(anyway.stdout).toContain('would run: npx astro build');
  expect(anyway.stdout).toContain('would run: npx wrangler d1 migrations apply DB --remote');
  expect(anyway.stdout).toContain('would run: npx wrangler deploy');
});

test('the build shows the sample content, and no marker reaches a page', () => {
  const home = readFileSync(join(distDir, 'index.html'), 'utf8');
  expect(home).toContain('Sanne V.');
  const pages = readdirSync(distDir, { recursive: true }).map(String).filter((f) => f.endsWith('.html'));
  const marked = pages.filter((f) => /toConfirm|to-confirm/.test(readFileSync(join(distDir, f), 'utf8')));
  expect(marked).toEqual([]);
});
