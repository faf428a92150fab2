import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs');

/**
 * One real `npm start` server process (node + tsx on src/server/main.ts) with a DATA_DIR of its
 * own and PORT=0; its port is read from DATA_DIR/server.json, which main.ts writes once it
 * listens. Output is kept so a failing test can show it.
 */
export class ServerProcess {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-gate-'));
  private child?: ChildProcess;
  port = 0;
  output = '';
  exit?: { code: number | null; signal: NodeJS.Signals | null };

  /** `logFile`: also append all the process's output there (the soak keeps it for reading). */
  constructor(
    private readonly env: Record<string, string>,
    private readonly logFile?: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** True while the process has not exited. */
  get alive(): boolean {
    return this.child !== undefined && this.exit === undefined;
  }

  /** Starts the process and waits (bounded) until it listens. */
  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', TSX, path.join(ROOT, 'src/server/main.ts')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        LOG_LEVEL: 'warn',
        CACHE_SECONDS: '0',
        PAGE_CACHE_SECONDS: '0',
        WEB_ROOT: path.join(this.dataDir, 'no-web'),
        ...this.env,
        PORT: '0',
        DATA_DIR: this.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const log = this.logFile ? fs.createWriteStream(this.logFile, { flags: 'a' }) : undefined;
    const keep = (chunk: Buffer) => {
      // The last 20 kB are enough to explain a failure.
      this.output = (this.output + chunk.toString()).slice(-20_000);
      log?.write(chunk);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code, signal) => (this.exit = { code, signal }));
    const runFile = path.join(this.dataDir, 'server.json');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exit) throw new Error(`server exited during start (${JSON.stringify(this.exit)}):\n${this.output}`);
      if (fs.existsSync(runFile)) {
        try {
          this.port = (JSON.parse(fs.readFileSync(runFile, 'utf8')) as { port: number }).port;
          return;
        } catch {
          // Half-written file: read it again on the next turn.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`server did not listen within ${timeoutMs} ms:\n${this.output}`);
  }

  /** Stops the process (SIGTERM, then SIGKILL after a bound) and removes its data folder. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && !this.exit) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A request to this process; the status and parsed body (null when it is not JSON). */
  async request(method: string, url: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<GateResponse> {
    const res = await fetch(this.url + url, {
      method,
      headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as null, the status says enough.
    }
    return { status: res.status, headers: res.headers, body: body as GateResponse['body'], text };
  }
}

export interface GateResponse {
  status: number;
  headers: Headers;
  body: { statusCode?: number; message?: string; result?: any } | null;
  text: string;
}

/**
 * Polls `check` until it returns true or `timeoutMs` passes (a bound, not a timing assertion);
 * stops at once, false, when `giveUp` says there is no point waiting (e.g. the server exited).
 */
export async function pollUntil(check: () => Promise<boolean>, timeoutMs: number, giveUp: () => boolean = () => false, intervalMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !giveUp()) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
