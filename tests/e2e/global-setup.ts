import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { findBrowser } from './find-browser.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let smtp: SMTPServer | undefined;

/**
 * A local SMTP server the app really sends through (SMTP_URL, MAIL_FROM): each message is written
 * to `mailDir` as one .eml file, which a journey reads with mailparser (the receipt's invoice PDF).
 */
async function startSmtp(mailDir: string): Promise<number> {
  fs.mkdirSync(mailDir, { recursive: true });
  let n = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const file = path.join(mailDir, `${Date.now()}-${++n}.eml`);
        // Written whole under a temporary name, so a reader never sees half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    smtp!.once('error', reject);
    smtp!.listen(port, '127.0.0.1', () => resolve());
  });
  return port;
}

/**
 * Finds (or installs) the browser, then starts `src/server/main.ts` exactly as `npm start` does,
 * on a fresh data folder.
 */
export default async function setup(project: TestProject) {
  // First, so a machine without a browser stops at once with the command to run.
  project.provide('chromePath', findBrowser());
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-e2e-'));
  // Every journey signs up a student of its own, all from 127.0.0.1: the suite would outrun the
  // per-address sign-up limits meant for one person (20 an hour). The limits themselves are tested
  // by the server suite (modules/auth/rate-limit.test.ts), so here they are raised, not removed.
  const rateLimits = JSON.stringify({ registerPerIp: { max: 500 }, otpVerifyPerIp: { max: 500 }, otpRequestPerIp: { max: 500 } });
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-e2e-mail-'));
  const smtpPort = await startSmtp(mailDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CACHE_SECONDS: '0',
    RATE_LIMITS: rateLimits,
    // E-mail really goes out, to the local SMTP server above.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Belajar E2E <no-reply@e2e.test>',
  };
  // The browser suite always uses the embedded database, like a new user's `npm start`.
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/docs/openapi.json`);
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
    fs.rmSync(dataDir!, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where the test SMTP server writes each message it received (one .eml file each). */
    mailDir: string;
    /** The Chromium binary the journeys drive (find-browser.ts). */
    chromePath: string;
  }
}
