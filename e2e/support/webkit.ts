/**
 * WebKitGTK for the engine specs: an X display of our own (Xvfb) and MiniBrowser through WebKitWebDriver, behind the
 * `Engine` interface of e2e/support/engines.ts. Moved from engines.ts when it passed 300 lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { webkitBinary, webkitDriver, type Engine } from './engines';

const stopGroup = (proc: ChildProcess | undefined) => {
  if (!proc?.pid || proc.exitCode !== null || proc.signalCode !== null) return;
  try {
    process.kill(-proc.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

/** An X display of our own for MiniBrowser: Xvfb picks a free number and tells it on fd 3. */
export class Display {
  private constructor(
    readonly name: string,
    private readonly proc: ChildProcess,
  ) {}

  static async start(): Promise<Display> {
    const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    });
    process.once('exit', () => stopGroup(proc));
    let err = '';
    proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const number = await new Promise<string>((resolve, reject) => {
      let out = '';
      const fd3 = proc.stdio[3] as NodeJS.ReadableStream;
      fd3.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      proc.once('exit', () => reject(new Error(`Xvfb stopped: ${err.slice(-500)}`)));
      setTimeout(() => reject(new Error('Xvfb did not start within 10 s')), 10_000);
    });
    return new Display(`:${number}`, proc);
  }

  stop() {
    stopGroup(this.proc);
  }
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, W3C WebDriver over HTTP. */
export class WebKit implements Engine {
  readonly name = 'webkit';
  private constructor(
    private readonly base: string,
    private readonly driver: ChildProcess,
    private readonly session: string,
    private readonly origin: string,
  ) {}

  static async start({ port, display, origin, javaScript = true }: { port: number; display: Display; origin: string; javaScript?: boolean }) {
    const driver = spawn(webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: display.name },
      stdio: 'ignore',
      detached: true,
    });
    process.once('exit', () => stopGroup(driver));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/status`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${base}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const args = ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])];
    const created = await WebKit.call<{ sessionId: string }>(base, 'POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: webkitBinary, args } } },
    });
    const webkit = new WebKit(base, driver, created.sessionId, origin);
    // A phone's size; MiniBrowser's toolbar keeps the window at least 447 px wide, still a phone's layout (< 450 px).
    await webkit.cmd('POST', '/window/rect', { width: 390, height: 844 });
    return webkit;
  }

  private static async call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  }

  private cmd<T>(method: string, path: string, body?: unknown) {
    return WebKit.call<T>(this.base, method, `/session/${this.session}${path}`, body);
  }

  private async element(css: string): Promise<string> {
    const found = await this.cmd<Record<string, string>>('POST', '/element', { using: 'css selector', value: css });
    return Object.values(found)[0]!;
  }

  async goto(path: string) {
    await this.cmd('POST', '/url', { url: new URL(path, this.origin).href });
  }

  url() {
    return this.cmd<string>('GET', '/url');
  }

  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.cmd('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1]; Promise.resolve((${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1))).then(done, (e) => done({ __error: String(e) }));`,
      args,
    });
  }

  async click(css: string) {
    // WebKitWebDriver scrolls the element into view and checks it at once: with the site's smooth scrolling it is not
    // there yet ("element not interactable"). Bring it into view at once first.
    await this.cmd('POST', '/execute/sync', {
      script: "document.querySelector(arguments[0]).scrollIntoView({ block: 'center', behavior: 'instant' });",
      args: [css],
    });
    await this.cmd('POST', `/element/${await this.element(css)}/click`, {});
  }

  async type(css: string, text: string) {
    await this.cmd('POST', `/element/${await this.element(css)}/value`, { text });
  }

  async press(css: string, key: 'Enter' | ' ') {
    await this.cmd('POST', `/element/${await this.element(css)}/value`, { text: key === 'Enter' ? '\uE007' : ' ' });
  }

  async upload(css: string, files: string[]) {
    await this.cmd('POST', `/element/${await this.element(css)}/value`, { text: files.join('\n') });
  }

  async close() {
    await this.cmd('DELETE', '').catch(() => undefined);
    stopGroup(this.driver);
  }
}
