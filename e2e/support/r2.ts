/**
 * A test receiver's R2 bucket in Node: the folder wrangler dev persists to (`<persist>/v3/r2`), opened with Miniflare's
 * own API (a second workerd, no Worker code of ours).
 *
 * Miniflare hands Node proxies: every property read of a listed object (`o.key`) is a synchronous fetch to that workerd
 * (fetch-sync.ts). Under load that call fails an internal assertion ("AssertionError: false == true": the answer read
 * was not the one asked for; CI 2026-11-28, a spec listing a folder), and after that the proxy is out of step. So each
 * call here reads everything it returns into plain values at once, and one that fails is made again on a fresh
 * Miniflare (at most three times). A spec sees only plain objects: keys, metadata and bytes.
 */
import { join } from 'node:path';
import { Miniflare } from 'miniflare';

export interface StoredObject {
  key: string;
  size: number;
  customMetadata: Record<string, string>;
}

export interface StoredBody extends StoredObject {
  bytes: Buffer;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
  json<T = unknown>(): Promise<T>;
}

export interface Listed {
  objects: StoredObject[];
  truncated: boolean;
  cursor?: string;
}

type Proxied = Awaited<ReturnType<Miniflare['getR2Bucket']>>;
type Meta = { key: string; size: number; customMetadata?: Record<string, string> };

const plain = (o: Meta): StoredObject => ({ key: o.key, size: o.size, customMetadata: { ...(o.customMetadata ?? {}) } });

export class Bucket {
  private miniflare: Miniflare | undefined;

  constructor(
    private readonly persistDir: string,
    private readonly bucketName: string,
    private readonly port: number,
  ) {}

  private async attempt<T>(what: string, run: (bucket: Proxied) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        this.miniflare ??= new Miniflare({
          modules: true,
          script: 'export default {}',
          host: '127.0.0.1',
          port: this.port,
          r2Buckets: { REPORTS: this.bucketName },
          r2Persist: join(this.persistDir, 'v3', 'r2'),
        });
        return await run(await this.miniflare.getR2Bucket('REPORTS'));
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`[r2] ${what} failed (${String(error).slice(0, 120)}); again on a fresh Miniflare (attempt ${attempt + 1})`);
        await this.dispose();
      }
    }
  }

  list(options: { prefix?: string; cursor?: string; limit?: number } = {}): Promise<Listed> {
    return this.attempt(`list ${options.prefix ?? ''}`, async (bucket) => {
      const page = await bucket.list(options);
      const listed: Listed = { objects: page.objects.map((o) => plain(o)), truncated: page.truncated };
      if (page.truncated) listed.cursor = page.cursor;
      return listed;
    });
  }

  /** Every key under `prefix`, page by page. */
  async keys(prefix: string): Promise<string[]> {
    const found: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.list({ prefix, ...(cursor ? { cursor } : {}) });
      found.push(...page.objects.map((o) => o.key));
      cursor = page.cursor;
    } while (cursor);
    return found;
  }

  get(key: string): Promise<StoredBody | null> {
    return this.attempt(`get ${key}`, async (bucket) => {
      const found = await bucket.get(key);
      if (!found) return null;
      const bytes = Buffer.from(await found.arrayBuffer());
      return {
        ...plain(found),
        bytes,
        arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
        text: async () => bytes.toString('utf8'),
        json: async <T>() => JSON.parse(bytes.toString('utf8')) as T,
      };
    });
  }

  head(key: string): Promise<StoredObject | null> {
    return this.attempt(`head ${key}`, async (bucket) => {
      const found = await bucket.head(key);
      return found ? plain(found) : null;
    });
  }

  put(key: string, value: string | Uint8Array, options: { customMetadata?: Record<string, string> } = {}): Promise<void> {
    return this.attempt(`put ${key}`, async (bucket) => {
      await bucket.put(key, value, options);
    });
  }

  delete(keys: string | string[]): Promise<void> {
    return this.attempt(`delete ${String(keys)}`, (bucket) => bucket.delete(keys));
  }

  async dispose(): Promise<void> {
    const miniflare = this.miniflare;
    this.miniflare = undefined;
    await miniflare?.dispose().catch(() => undefined);
  }
}
