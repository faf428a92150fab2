/**
 * The API server for desktop journeys: src/server/main.ts as `npm start` runs it (as
 * tests/e2e/app-server.ts does), on a fresh data folder with the seeded demo data, but stoppable
 * and startable again on the SAME port and data folder, so a journey can take the network away
 * and give it back (the offline lesson's position must reach the server afterwards).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/app-server';

export interface HarnessApi {
  /** http://127.0.0.1:PORT: what LM_API_URL is set to. */
  url: string;
  dataDir: string;
  running(): boolean;
  /** Stops the server (SIGTERM, waits for the exit); the data folder stays. */
  stopApi(): Promise<void>;
  /** Starts it again on the same port and data folder; resolves once it answers. */
  startApi(): Promise<void>;
  /** Stops it and removes the data folder. */
  dispose(): Promise<void>;
}

export interface HarnessApiOptions {
  /** Origins the API allows in CORS: the harness's loopback app origin. */
  corsOrigins: string[];
  env?: NodeJS.ProcessEnv;
}

export async function startHarnessApi(options: HarnessApiOptions): Promise<HarnessApi> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-desktop-api-'));
  const url = `http://127.0.0.1:${port}`;
  // Journeys sign up students of their own from 127.0.0.1: the per-address limits are raised (as
  // the browser journeys' global setup does), not removed.
  const rateLimits = JSON.stringify({ registerPerIp: { max: 500 }, otpVerifyPerIp: { max: 500 }, otpRequestPerIp: { max: 500 } });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
    RATE_LIMITS: rateLimits,
    CORS_ORIGINS: options.corsOrigins.join(','),
    ...options.env,
  };
  delete env.DATABASE_URL;
  let child: ChildProcess | null = null;
  let output = '';

  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  const stopApi = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((r) => current.once('exit', r));
    current.kill('SIGTERM');
    await exited;
  };

  const startApi = async () => {
    if (running()) return;
    output = '';
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout!.on('data', (d) => (output += d));
    started.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the API exited early:\n${output}`);
      const ok = await fetch(`${url}/docs/openapi.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) {
        await stopApi();
        throw new Error(`the API did not start in time:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  await startApi();
  return {
    url,
    dataDir,
    running,
    stopApi,
    startApi,
    dispose: async () => {
      await stopApi();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
