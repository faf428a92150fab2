import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import { newHmacKeyHex, newSigningJwk } from '../security/keys.js';
import { basicHeaders } from '../testing/test-app.js';

// The production build: scripts/build-server.mjs bundles the server with esbuild, and the bundle
// runs on plain node (no tsx) from the repository root, as `npm start` runs it. Built into a
// folder of its own under dist/ (the bundle imports its dependencies from node_modules above it).

const root = path.resolve(import.meta.dirname, '../../..');
const outdir = path.join(root, 'dist', `.build-test-${randomBytes(4).toString('hex')}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-build-test-'));
const webRoot = path.join(dataDir, 'web');
let server: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let output = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await dropDatabase?.();
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The database the built server opens, already migrated from this run's templates so the start is
 * quick: PGlite in its data folder; on PostgreSQL a throwaway database named by DATABASE_URL.
 */
async function prepareDatabase(): Promise<Record<string, string>> {
  const templates = inject('testTemplates');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || templates.kind !== 'postgres') {
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), pgliteTemplate: new Blob([fs.readFileSync(templates.migrated)]) });
    await handle.close();
    return {};
  }
  const pg = await import('pg');
  const name = `lm_build_${randomBytes(6).toString('hex')}`;
  const admin = new pg.default.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templates.migrated}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.default.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Production on a shared database takes its secrets from the environment (security/keys.ts).
  return { DATABASE_URL: url.toString(), TOKEN_SIGNING_KEY: JSON.stringify(await newSigningJwk()), OTP_HMAC_KEY: newHmacKeyHex() };
}

describe('the compiled server', () => {
  it('builds with esbuild and starts on plain node from dist', { timeout: 60_000 }, async () => {
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', `--outdir=${outdir}`], { cwd: root });
    expect(fs.existsSync(path.join(outdir, 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(outdir, 'cli.js'))).toBe(true);
    // Sources are not read at run time: the bundle holds the server and the shared rules.
    expect(fs.readFileSync(path.join(outdir, 'main.js'), 'utf8')).not.toMatch(/from ["']tsx/);

    fs.mkdirSync(webRoot);
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
    const port = await freePort();
    // Production, as deployed (no demo seed).
    const { DATABASE_URL: _inherited, ...env } = process.env;
    server = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
      cwd: root,
      env: {
        ...env,
        ...(await prepareDatabase()),
        NODE_ENV: 'production',
        MESSAGING: 'outbox',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: webRoot,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));

    const base = `http://127.0.0.1:${port}`;
    let maintenance: Response | undefined;
    // Polled until it answers, with a bound; a crash ends the wait at once.
    const deadline = Date.now() + 45_000;
    while (!maintenance) {
      if (server.exitCode !== null) throw new Error(`the built server exited with ${server.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the built server did not answer within 45 s:\n${output}`);
      maintenance = await fetch(`${base}/web/v2/settings/maintenance`, { headers: basicHeaders }).catch(() => undefined);
      if (!maintenance) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(maintenance.status, output).toBe(200);
    expect(((await maintenance.json()) as { result: { isMaintenance: boolean } }).result.isMaintenance).toBe(false);

    // Paths relative to the working directory still resolve from dist: the website, demo media.
    const page = await fetch(`${base}/courses`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    expect((await fetch(`${base}/no-such/page`)).status).toBe(404);
    const logo = fs.readdirSync(path.join(root, 'resources/logos'))[0];
    expect((await fetch(`${base}/media/logos/${logo}`)).status).toBe(200);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap: ');
  });
});
