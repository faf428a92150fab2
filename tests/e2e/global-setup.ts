import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { freePort, startAppServer, type AppServer } from './app-server.js';
import { findBrowser } from './find-browser.js';

let server: AppServer | undefined;
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
  // Every journey signs up a student of its own, all from 127.0.0.1: the suite would outrun the
  // per-address sign-up limits meant for one person (20 an hour). The limits themselves are tested
  // by the server suite (modules/auth/rate-limit.test.ts), so here they are raised, not removed.
  const rateLimits = JSON.stringify({ registerPerIp: { max: 500 }, otpVerifyPerIp: { max: 500 }, otpRequestPerIp: { max: 500 } });
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-e2e-mail-'));
  const smtpPort = await startSmtp(mailDir);
  // E-mail really goes out, to the local SMTP server above.
  server = await startAppServer({ RATE_LIMITS: rateLimits, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Belajar E2E <no-reply@e2e.test>' });
  const { url: baseUrl, dataDir } = server;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  return async () => {
    await server?.stop();
    await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
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
