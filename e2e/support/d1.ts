/**
 * The receiver's D1 (the back office's index, migrations/) for a test receiver: its tables made before wrangler dev
 * starts on the same persist folder, as `wrangler d1 migrations apply DB --local --persist-to <dir>` makes and records
 * them (that command takes some 15 s on a loaded machine; this takes well under one). Miniflare opens
 * `<persist>/v3/d1`, the same file wrangler dev opens for the same database id.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Miniflare } from 'miniflare';

/** wrangler.jsonc's `d1_databases[0]`. */
export interface D1Config {
  binding: string;
  database_id: string;
  migrations_dir?: string;
}

/** The tables of migrations/ in the D1 of `persistDir`, recorded in `d1_migrations` as wrangler records them. */
export const applyMigrations = async (persistDir: string, d1: D1Config | undefined): Promise<void> => {
  if (!d1) return;
  // A fresh folder gets a copy of a D1 migrated once per test process: opening Miniflare (a workerd of its own) for
  // each of a run's forty receivers cost about 2 CPU-seconds each. A folder that already has a D1 is migrated in place.
  const target = join(persistDir, 'v3', 'd1');
  if (!existsSync(target)) {
    cpSync(await (template ??= migratedTemplate(d1)), target, { recursive: true });
    return;
  }
  await migrateWithRetries(persistDir, d1);
};

const migrateWithRetries = async (persistDir: string, d1: D1Config): Promise<void> => {
  // Miniflare's Node proxy answers its calls through a synchronous fetch to a second workerd; under load that call
  // once failed outright ("AssertionError: false == true" in fetch-sync.ts, CI-like run 2026-11-27) before any test
  // ran. The setup, not a test, is tried again: the tables are made only where d1_migrations lacks them.
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrate(persistDir, d1);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`[d1] applying the migrations failed (${String(error)}); attempt ${attempt + 1}`);
    }
  }
};

let template: Promise<string> | undefined;
/** A D1 with every migration, made once per process in a folder removed when the process ends. */
const migratedTemplate = async (d1: D1Config): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'd1-template-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  await migrateWithRetries(dir, d1);
  return join(dir, 'v3', 'd1');
};

const migrate = async (persistDir: string, d1: D1Config): Promise<void> => {
  const miniflare = new Miniflare({
    modules: true,
    script: 'export default {}',
    host: '127.0.0.1',
    port: 0,
    d1Databases: { [d1.binding]: d1.database_id },
    d1Persist: join(persistDir, 'v3', 'd1'),
  });
  try {
    const db = await miniflare.getD1Database(d1.binding);
    await db.prepare('CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)').run();
    const dir = resolve(d1.migrations_dir ?? 'migrations');
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
      if (await db.prepare('SELECT 1 FROM d1_migrations WHERE name = ?').bind(name).first()) continue;
      const statements = readFileSync(join(dir, name), 'utf8').replace(/--.*$/gm, '').split(';').map((s) => s.trim()).filter(Boolean);
      await db.batch([...statements.map((sql) => db.prepare(sql)), db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)]);
    }
  } finally {
    await miniflare.dispose();
  }
};


/** The receiver's D1 opened in Node (for a spec that reads or writes the index directly); dispose() when done. */
export const openD1 = async (persistDir: string, d1: D1Config) => {
  const miniflare = new Miniflare({ modules: true, script: 'export default {}', host: '127.0.0.1', port: 0, d1Databases: { [d1.binding]: d1.database_id }, d1Persist: join(persistDir, 'v3', 'd1') });
  return { db: await miniflare.getD1Database(d1.binding), dispose: () => miniflare.dispose() };
};
