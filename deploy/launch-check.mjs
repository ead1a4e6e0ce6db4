#!/usr/bin/env node
/**
 * Before launch (`npm run launch-check`; `npm run deploy` runs it first): lists everything that is not ready to go
 * live, and exits 1 while anything is listed.
 *
 * 1. Content the garage must confirm or supply: every `toConfirm(value, 'what')` call in src/data/ (read from the source
 *    with the TypeScript parser, not run), and every `toConfirm:` entry in a landing page's front matter.
 *    And every placeholder picture: a file under src/assets whose name starts with "placeholder-" (the before/after
 *    pairs' stand-ins, src/data/photos.ts), even if its marker was removed by mistake.
 * 2. Production settings still missing, from wrangler.jsonc and the Worker's secrets: ALERT_TO, MAIL_FROM (and the
 *    binding that may send as it), the confirmation sender where confirmations are on, and the secrets the Worker
 *    needs. The secrets are asked from Cloudflare (`wrangler secret list`, which needs `wrangler login`); where that is
 *    not possible, LAUNCH_CHECK_SECRETS (comma-separated names) says which are set, and without either they count as
 *    missing.
 *
 * Usage: node deploy/launch-check.mjs [--root DIR] [--json]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const args = process.argv.slice(2);
const root = args.includes('--root') ? args[args.indexOf('--root') + 1] : process.cwd();

/** Every file below `dir` whose name ends in one of `exts`. */
const filesIn = (dir, exts) =>
  !existsSync(dir)
    ? []
    : readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return filesIn(path, exts);
        return exts.some((e) => name.endsWith(e)) ? [path] : [];
      });

const oneLine = (text, max = 70) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The `toConfirm(value, 'what')` calls of one TypeScript file. */
export const markersIn = (file) => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'toConfirm') {
      const [value, what] = node.arguments;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({
        file,
        line,
        value: value ? oneLine(value.getText(source)) : '',
        what: what && ts.isStringLiteralLike(what) ? what.text : '(the second argument must be a string literal)',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** The `toConfirm:` list in a Markdown file's front matter (YAML: one `- '…'` or `- "…"` item a line). */
export const frontMatterMarkers = (file) => {
  const text = readFileSync(file, 'utf8');
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const lines = front.split('\n');
  const start = lines.findIndex((l) => /^toConfirm:\s*$/.test(l));
  if (start < 0) return [];
  const found = [];
  for (let i = start + 1; i < lines.length && /^\s+-\s/.test(lines[i]); i++) {
    const what = lines[i].replace(/^\s+-\s+/, '').replace(/^(['"])(.*)\1$/, '$2');
    found.push({ file, line: i + 2, value: '(as the page states it now)', what });
  }
  return found;
};

/** Placeholder pictures: files under src/assets named placeholder-*, which must never go live. */
export const placeholderPictures = (root) =>
  filesIn(join(root, 'src/assets'), ['.jpg', '.jpeg', '.png', '.webp', '.avif'])
    .filter((f) => /(^|[\\/])placeholder-[^\\/]*$/.test(f))
    .map((file) => ({ file, line: 1, value: '(a placeholder picture)', what: 'replace this placeholder with a real photograph (docs/photos-brief.md)' }));

/** wrangler.jsonc without comments and trailing commas. */
const readConfig = (file) => {
  const source = readFileSync(file, 'utf8');
  let out = '';
  for (let i = 0; i < source.length; ) {
    if (source[i] === '"') {
      const m = /"(?:[^"\\]|\\.)*"/y;
      m.lastIndex = i;
      const s = m.exec(source)[0];
      out += s;
      i += s.length;
    } else if (source.startsWith('//', i)) i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) + 2;
    else out += source[i++];
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
};

const placeholderDomain = /(^|\.)(example\.(com|nl|org|net)|localhost|invalid|test)$/i;

/** The settings a deployed Worker needs, each with what is wrong; [] when all are there. */
export const missingSettings = (config, secrets) => {
  const vars = config.vars ?? {};
  const missing = [];
  const address = (name, value) => {
    if (!value) return missing.push({ setting: name, what: `${name} is empty in wrangler.jsonc` }), false;
    const domain = /^[^@\s]+@([^@\s]+)$/.exec(value)?.[1];
    if (!domain || placeholderDomain.test(domain)) return missing.push({ setting: name, what: `${name} (${value}) is not an address on a real domain` }), false;
    return true;
  };
  const allowedBy = (binding) => config.send_email?.find((b) => b.name === binding)?.allowed_sender_addresses ?? [];
  address('ALERT_TO', vars.ALERT_TO);
  if (address('MAIL_FROM', vars.MAIL_FROM) && !allowedBy('EMAIL').includes(vars.MAIL_FROM)) {
    missing.push({ setting: 'MAIL_FROM', what: `the EMAIL binding may not send as ${vars.MAIL_FROM} (allowed_sender_addresses)` });
  }
  // The garage's binding may send only to the garage (destination_address), or to a list: alerts go through it too.
  const email = config.send_email?.find((b) => b.name === 'EMAIL') ?? {};
  const reachable = email.destination_address ? [email.destination_address] : email.allowed_destination_addresses;
  for (const name of ['ALERT_TO', 'MAIL_TO']) {
    if (vars[name] && reachable && !reachable.includes(vars[name])) {
      missing.push({ setting: name, what: `the EMAIL binding may not send to ${name} (${vars[name]}): list it with the garage in allowed_destination_addresses` });
    }
  }
  const confirmations = config.send_email?.some((b) => b.name === 'CONFIRM') && (vars.CONFIRMATIONS ?? 'on') !== 'off';
  if (confirmations && address('CONFIRM_FROM', vars.CONFIRM_FROM) && !allowedBy('CONFIRM').includes(vars.CONFIRM_FROM)) {
    missing.push({ setting: 'CONFIRM_FROM', what: `the CONFIRM binding may not send as ${vars.CONFIRM_FROM} (allowed_sender_addresses)` });
  }
  // The back office (docs/beheer.md): Access's team and audience (empty: /beheer refuses everyone) and the D1 index.
  for (const name of ['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD']) {
    if (!vars[name]) missing.push({ setting: name, what: `${name} is empty in wrangler.jsonc: the back office (/beheer) refuses everyone` });
  }
  const db = config.d1_databases?.find((d) => d.binding === 'DB');
  if (!db?.database_id || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(db.database_id)) {
    missing.push({ setting: 'DB', what: 'the D1 database id is missing in wrangler.jsonc: npx wrangler d1 create autoschade-de-vos-beheer --jurisdiction eu' });
  }
  if (secrets.error) missing.push({ setting: 'secrets', what: `could not read the Worker's secrets: ${secrets.error}` });
  for (const [name, why] of requiredSecrets()) {
    if (!secrets.names.includes(name)) missing.push({ setting: name, what: `the secret ${name} is not set (${why}): npx wrangler secret put ${name}` });
  }
  return missing;
};

/** The Worker's secrets and what each is for. */
const requiredSecrets = () => [
  ['PHOTO_LINK_SECRET', 'signs the photo links in the garage’s e-mail'],
  ['RDW_APP_TOKEN', 'the RDW open-data app token for the kenteken look-up'],
  ['CHALLENGE_SECRET', 'signs the forms’ proof-of-work challenges (worker/limits/challenge.ts)'],
  ['STATUS_LINK_SECRET', 'encrypts the customers’ status-link tokens in R2 (worker/store/status-link.ts)'],
];

/** The names of the Worker's secrets: LAUNCH_CHECK_SECRETS, else `wrangler secret list`. */
const readSecrets = () => {
  if (process.env.LAUNCH_CHECK_SECRETS !== undefined) return { names: process.env.LAUNCH_CHECK_SECRETS.split(',').map((s) => s.trim()).filter(Boolean) };
  try {
    const out = execFileSync('npx', ['wrangler', 'secret', 'list', '--format', 'json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    return { names: JSON.parse(out).map((s) => s.name) };
  } catch (error) {
    return { names: [], error: oneLine(String(error.stderr || error.message).replace(/\x1b\[[0-9;]*m/g, '').replace(/^[^A-Za-z]*(ERROR\]\s*)?/, ''), 120) };
  }
};

const main = () => {
  const content = [
    ...filesIn(join(root, 'src/data'), ['.ts']).filter((f) => !f.endsWith('to-confirm.ts')).flatMap(markersIn),
    ...filesIn(join(root, 'src/content'), ['.md']).flatMap(frontMatterMarkers),
    ...placeholderPictures(root),
  ];
  const settings = missingSettings(readConfig(join(root, 'wrangler.jsonc')), readSecrets());
  if (args.includes('--json')) {
    console.log(JSON.stringify({ content: content.map((c) => ({ ...c, file: relative(root, c.file) })), settings }, null, 2));
  } else {
    if (content.length) {
      console.log(`For the garage to confirm or supply (${content.length}):`);
      for (const c of content) console.log(`  ${relative(root, c.file)}:${c.line}  ${c.what}\n      now: ${c.value}`);
    }
    if (settings.length) {
      console.log(`\nProduction settings missing (${settings.length}):`);
      for (const s of settings) console.log(`  ${s.setting}: ${s.what}`);
    }
    console.log(content.length + settings.length ? `\nNot ready to go live: ${content.length + settings.length} items.` : 'Ready to go live: nothing to confirm, every setting is there.');
  }
  process.exitCode = content.length + settings.length ? 1 : 0;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
