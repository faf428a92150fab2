import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import type { AppContext } from '../context.js';
import { openDatabase, type DatabaseHandle } from '../db/index.js';
import { PUBLIC_CLIENT } from '../../common/constants.js';

export type TestApp = FastifyInstance & { ctx: AppContext };

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (DATABASE_URL set) a database
 * with a random name on that PostgreSQL server. `drop()` closes it and removes it.
 */
export async function openTestDatabase(poolSize = 2): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    return { handle, drop: async () => undefined };
  }
  const pg = await import('pg');
  const name = `lm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.default.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize });
  return {
    handle,
    async drop() {
      const c = new pg.default.Client({ connectionString: serverUrl });
      await c.connect();
      // pg's pool.end() resolves before its connections have finished closing; dropping "with
      // (force)" at that moment kills them mid-close and the client raises an uncaught 57P01.
      // So wait (briefly) until the server has let them go.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default; when DATABASE_URL is set, a
 * database of its own (random name) on that PostgreSQL server, dropped by `close()`.
 */
export async function createTestApp(options: Omit<BuildOptions, 'database'> = {}): Promise<TestApp & { cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-test-'));
  const { handle, drop: dropDatabase } = await openTestDatabase(4);
  const app = await buildApp({
    ...options,
    database: handle,
    config: { dataDir, cacheSeconds: 0, searchFreshMs: 0, webRoot: path.join(dataDir, 'no-web'), ...options.config },
  });
  await app.ready();
  return Object.assign(app, {
    async cleanup() {
      await app.close();
      await handle.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export const basicAuth = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;
export const basicHeaders = { authorization: basicAuth };
