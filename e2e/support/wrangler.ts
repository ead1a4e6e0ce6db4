/**
 * The real receiver, offline: `wrangler dev` (workerd, the same runtime as Cloudflare) serves dist/ and runs worker/
 * on 127.0.0.1 with a local R2 bucket in a fresh temporary folder, the local rate limiter and the simulated
 * `send_email` binding. No account and no network.
 *
 * - **Mails.** The simulation prints each e-mail ("send_email binding called with MessageBuilder:", From, To, Subject,
 *   then "Text: <file>" and "Attachment (attachment): <name> -> <file>") and writes the text and each attachment to a
 *   file in Miniflare's temporary folder, which goes when wrangler stops: each file is read as soon as its mail is
 *   printed. Attachments travel as base64 strings (worker/mail/garage.ts), so the file holds base64 text, decoded here to the
 *   photo's bytes. The simulation does not print Reply-To.
 * - **R2.** wrangler keeps the bucket under `<persist>/v3/r2`; `bucket()` opens the same folder with Miniflare's own
 *   API (a second workerd, no Worker code of ours) and returns the bucket as an R2Bucket in Node.
 * - **D1.** Each receiver's D1 (the back office's index, migrations/) gets its tables before wrangler starts, as
 *   `wrangler d1 migrations apply DB --local --persist-to <dir>` makes and records them (`applyMigrations`: through
 *   Miniflare on `<persist>/v3/d1`, the file wrangler dev opens for the same database id; the wrangler command
 *   takes some 15 s on a loaded machine). A folder already migrated is left as it is.
 * - **Cron.** With static assets, wrangler 4.86 cannot fire the Worker's scheduled handler as it says it can:
 *   `/cdn-cgi/handler/scheduled` reaches the assets router and answers 500 "exception", and `--test-scheduled`'s
 *   `/__scheduled` is a page request, which `run_worker_first: ["/api/*"]` sends to the assets (404). So
 *   `{ scheduled: true }` runs wrangler.jsonc unchanged except `run_worker_first: true`, with `--test-scheduled`, and
 *   `runCron()` calls `/__scheduled`. The handler runs its work in `waitUntil`: wait for its effects.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { applyMigrations } from './d1';
import { Bucket } from './r2';
import { snapshot } from './wrangler-snapshot';
import { freePorts, openFrontDoor, type FrontDoor } from './wrangler-proxy';

export interface SimulatedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: { name: string; bytes: Buffer }[];
}

export type { Bucket } from './r2';

export interface ReceiverOptions {
  /** The port the spec talks to (the front door, ./wrangler-proxy.ts); the R2 reader of bucket() takes port + 2. */
  port: number;
  /** Reuse a persist folder (a second run on the same R2); default a fresh temporary one. */
  persistDir?: string;
  /**
   * `--var NAME:value` overrides, e.g. a sender the binding refuses, or RDW_URL (default `noRdw`). CONFIRMATIONS is
   * "off" unless set here: the specs that count the garage's mails see only those; e2e/confirmation-receiver.spec.ts
   * sets it "on". BUDGETS is raised far above the production budgets (worker/limits/budget.ts) unless set here, so that a
   * spec's many posts from one folder are not refused; the budgets themselves are tested with small ones
   * (e2e/flood-receiver.spec.ts).
   */
  vars?: Record<string, string>;
  /** `--define NAME:value`, e.g. `TEST_BUILD: 'true'`, which lets TEST_REFERENCE_SPACE take effect (worker/store/records.ts). */
  defines?: Record<string, string>;
  /** Able to fire the cron: see the header. */
  scheduled?: boolean;
  /** Changes to a copy of wrangler.jsonc for this run, e.g. the addresses the e-mail binding may send to. */
  configure?: (config: Record<string, any>) => void;
}

const ansi = /\x1b\[[0-9;]*m/g;
class PortTaken extends Error {} // wrangler's port was taken between freePorts() and its bind
/** Budgets no spec reaches by accident (each at most 1000: worker/limits/budget.ts). */
export const testBudgets = ['client', 'global', 'unsolved-client', 'unsolved-global'].flatMap((s) => [`${s}/hour=1000`, `${s}/day=1000`]).join(',');
/** Where the RDW is for a receiver started without one: port 9 (discard) on the loopback, closed, so refused at once. */
export const noRdw = 'http://127.0.0.1:9';
const mailStart = 'send_email binding called with MessageBuilder:';

export { readWranglerConfig } from './wrangler-config.mjs';
import { readWranglerConfig } from './wrangler-config.mjs';

/** Every complete e-mail in wrangler's output so far, its files read now (they vanish when wrangler stops). */
const parseMails = (lines: string[], from: number, mails: SimulatedMail[], complete: boolean): number => {
  let i = from;
  // The last element is '' after a newline, or a line still being written.
  const full = lines.length - 1;
  while (i < full) {
    if (!lines[i]!.includes(mailStart)) {
      i++;
      continue;
    }
    let j = i + 1;
    const mail: SimulatedMail = { from: '', to: '', subject: '', text: '', attachments: [] };
    for (; j < full; j++) {
      const line = lines[j]!;
      const header = /^(From|To|Cc|Bcc|Subject): (.*)$/.exec(line);
      const text = /^Text: (.+)$/.exec(line);
      const attachment = /^Attachment \([a-z]+\): (.+) -> (.+)$/.exec(line);
      if (header) {
        const key = header[1]!.toLowerCase();
        if (key === 'from' || key === 'to' || key === 'subject') mail[key] = header[2]!;
      } else if (text) mail.text = readFileSync(text[1]!, 'utf8');
      else if (attachment) mail.attachments.push({ name: attachment[1]!, bytes: Buffer.from(readFileSync(attachment[2]!, 'utf8'), 'base64') });
      else if (line !== '' && line !== 'HTML:' && !line.startsWith('HTML: ')) break;
    }
    // The simulation prints a mail in one write (well under the pipe's atomic size): the end of the output so far,
    // after a newline, ends it.
    if (j >= full && !complete) return i;
    mails.push(mail);
    i = j;
  }
  return i;
};

export class Receiver {
  readonly url: string;
  readonly persistDir: string;
  readonly mails: SimulatedMail[] = [];
  private output = '';
  private parsedUpTo = 0;
  private r2: Bucket | undefined;
  private exited: Promise<void>;
  private door: FrontDoor | undefined;

  private constructor(
    readonly options: ReceiverOptions,
    private readonly proc: ChildProcess,
    persistDir: string,
    private readonly ownsPersistDir: boolean,
    private readonly configDir: string | undefined,
  ) {
    this.url = `http://127.0.0.1:${options.port}`;
    this.persistDir = persistDir;
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString('utf8').replace(ansi, '');
      this.readMails();
    };
    proc.stdout!.on('data', collect);
    proc.stderr!.on('data', collect);
    this.exited = new Promise((done) => proc.once('exit', () => done()));
  }

  /** Starts wrangler dev, again (three tries) if its free port was taken before it bound it (run 17 of 2026-11-29). */
  static async start(options: ReceiverOptions, attempt = 1): Promise<Receiver> {
    try {
      return await Receiver.startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= 3) throw error;
      console.warn(`[receiver :${options.port}] wrangler's port was taken before it bound it; starting again (attempt ${attempt + 1})`);
      return Receiver.start(options, attempt + 1);
    }
  }

  private static async startOnce(options: ReceiverOptions): Promise<Receiver> {
    const ownsPersistDir = !options.persistDir;
    const persistDir = options.persistDir ?? mkdtempSync(join(tmpdir(), 'receiver-r2-'));
    const config = readWranglerConfig();
    delete config.$schema;
    if (options.scheduled) config.assets = { ...config.assets, run_worker_first: true };
    for (const db of config.d1_databases ?? []) db.migrations_dir = resolve(db.migrations_dir ?? 'migrations');
    options.configure?.(config);
    // Its own snapshot, config and dev registry: nothing another receiver, a build or an edit does restarts it.
    const snap = snapshot(config);
    const configDir: string | undefined = snap.dir;
    // wrangler listens on free ports of its own; the spec's port is the front door (./wrangler-proxy.ts).
    const [inner, inspector] = (await freePorts(2)) as [number, number];
    const args = [
      'dev', '--ip', '127.0.0.1', '--port', String(inner), '--inspector-port', String(inspector),
      '--persist-to', persistDir, '--show-interactive-dev-session=false', '--log-level', process.env.RECEIVER_LOG_LEVEL ?? 'info',
      '--config', snap.config, ...(options.scheduled ? ['--test-scheduled'] : []),
    ];
    // No test reaches the internet: without a fake RDW of its own (e2e/support/rdw.ts) the receiver's RDW lookups go
    // to a closed local port and fail at once ("no car data"), as when the RDW is down.
    const vars = { RDW_URL: noRdw, CONFIRMATIONS: 'off', BUDGETS: testBudgets, ...options.vars };
    for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
    for (const [name, value] of Object.entries(options.defines ?? {})) args.push('--define', `${name}:${value}`);
    await applyMigrations(persistDir, readWranglerConfig().d1_databases?.[0]);
    const proc = spawn(resolve('node_modules/.bin/wrangler'), args, {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_CI_DISABLE_CONFIG_WATCHING: 'true', WRANGLER_REGISTRY_PATH: snap.registry, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
      cwd: snap.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stop() ends wrangler and the workerd it started, and nothing else.
      detached: true,
    });
    const receiver = new Receiver(options, proc, persistDir, ownsPersistDir, configDir);
    receiver.door = await openFrontDoor(options.port, inner, (line) => (receiver.output += `${line}\n`));
    const stopOnExit = () => receiver.kill('SIGKILL');
    process.once('exit', stopOnExit);
    receiver.exited.then(() => process.off('exit', stopOnExit));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) break;
      try {
        if ((await fetch(`${receiver.url}/robots.txt`)).ok) return receiver;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await receiver.stop();
    const message = `wrangler dev did not start on ${receiver.url}:\n${receiver.output.slice(-3000)}`;
    throw receiver.output.includes('Address already in use') ? new PortTaken(message) : new Error(message);
  }

  /** Everything wrangler printed so far (without colours). */
  get log(): string {
    return this.output;
  }

  private readMails() {
    const lines = this.output.split('\n');
    this.parsedUpTo = parseMails(lines, this.parsedUpTo, this.mails, this.output.endsWith('\n'));
  }

  /** The first printed e-mail that `match` accepts, waiting up to `timeout` ms for it. */
  async waitForMail(match: (mail: SimulatedMail) => boolean, timeout = 60_000): Promise<SimulatedMail> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = this.mails.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        // With what the Worker logged as a warning or an error: why a mail is late or short (a held photo, a send
        // that failed) is there, and CI keeps no other trace of it.
        throw new Error(`no e-mail matched within ${timeout} ms; ${this.explain()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The mails printed so far and the Worker's last warnings and errors: why a mail is late or short. */
  explain(): string {
    // Our own warnings and errors, and workerd's own (a waitUntil cancelled, an uncaught error), without wrangler's
    // offline noise (no `Request.cf` without the network).
    const noise = /Request\.cf|workers\.cloudflare\.com|GetAddrInfoReqWrap|Scheduled Workers|redirect rules/;
    const ours = /"level":"(warn|error)"|waitUntil|✘|\[ERROR\]|Uncaught|workerd\//;
    const logged = this.output.split('\n').filter((l) => ours.test(l) && !noise.test(l)).slice(-8);
    const printed = this.mails.map((m) => `${m.subject} (${m.attachments.length} attachments)`);
    return `printed: ${JSON.stringify(printed)}; logged: ${JSON.stringify(logged)}`;
  }

  /** The receiver's R2 bucket, read (and written) through Miniflare's API on the same persist folder (./r2.ts). */
  async bucket(): Promise<Bucket> {
    this.r2 ??= new Bucket(this.persistDir, readWranglerConfig().r2_buckets[0].bucket_name as string, this.options.port + 2);
    return this.r2;
  }

  /** Fires the cron (needs `scheduled: true`); its work runs in waitUntil after this returns. */
  async runCron(cron = '7 * * * *'): Promise<void> {
    if (!this.options.scheduled) throw new Error('start the receiver with { scheduled: true } to fire the cron');
    const res = await fetch(`${this.url}/__scheduled?cron=${encodeURIComponent(cron)}`);
    if (!res.ok) throw new Error(`/__scheduled answered ${res.status}: ${await res.text()}`);
  }

  /**
   * Moves an object's upload time back (the cron deletes drafts by it; R2 cannot set it). Only while no wrangler and
   * no bucket() runs on this folder: it edits Miniflare's SQLite file with the sqlite3 command.
   */
  static backdate(persistDir: string, key: string, ms: number) {
    const dir = join(persistDir, 'v3', 'r2', 'miniflare-R2BucketObject');
    const files = readdirSqlite(dir);
    const sql = `UPDATE _mf_objects SET uploaded = uploaded - ${Math.round(ms)} WHERE key = '${key.replace(/'/g, "''")}'; SELECT changes();`;
    for (const file of files) {
      const run = spawnSync('sqlite3', [file, sql], { encoding: 'utf8' });
      if (run.error) throw new Error(`sqlite3 is needed to backdate an R2 object (apt-get install sqlite3): ${run.error.message}`);
      if (run.stdout.trim() === '1') return;
    }
    throw new Error(`${key} not found in ${dir}`);
  }

  private kill(signal: NodeJS.Signals) {
    if (this.proc.exitCode !== null || this.proc.signalCode !== null || !this.proc.pid) return;
    try {
      process.kill(-this.proc.pid, signal);
    } catch {
      // already gone
    }
  }

  /** Stops wrangler (and its workerd) and the R2 reader; removes the temporary folders unless `keepPersist`. */
  async stop({ keepPersist = false } = {}): Promise<void> {
    // A request the Worker failed on (worker/index.ts logs "exception" and answers 503): printed with the run's output,
    // so a 503 in a test is explained by the Worker's own line, whether or not the test expected one.
    for (const line of this.output.split('\n').filter((l) => l.includes('"event":"exception"'))) console.warn(`[receiver :${this.options.port}] ${line.trim()}`);
    // A reload pauses wrangler's proxy, and a POST sent meanwhile gets "restarted mid-request": named, if it happened.
    // At the info level wrangler does not say "Reloading local server", but each (re)load parses the assets' _headers.
    const reloads = this.output.split('\n').filter((l) => l.includes('valid header rules')).length - 1;
    if (reloads > 0) console.warn(`[receiver :${this.options.port}] wrangler reloaded the Worker ${reloads} time(s) during the spec`);
    // RECEIVER_LOGS=<folder>: everything wrangler printed, kept for a failure to be read later.
    if (process.env.RECEIVER_LOGS) mkdirSync(process.env.RECEIVER_LOGS, { recursive: true });
    if (process.env.RECEIVER_LOGS) writeFileSync(join(process.env.RECEIVER_LOGS, `receiver-${this.options.port}-${Date.now()}.log`), this.output);
    await this.r2?.dispose();
    this.r2 = undefined;
    this.kill('SIGTERM');
    const timer = setTimeout(() => this.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
    await this.door?.close();
    this.door = undefined;
    if (this.configDir) rmSync(this.configDir, { recursive: true, force: true });
    if (this.ownsPersistDir && !keepPersist) rmSync(this.persistDir, { recursive: true, force: true });
  }
}

const readdirSqlite = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
    .map((f) => join(dir, f));
