import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import type { AppContext } from '../context.js';
import { openDatabase, type DatabaseHandle } from '../db/index.js';
import type { TestTemplates } from './global-setup.js';
import { PUBLIC_CLIENT } from '../../common/constants.js';

export type TestApp = FastifyInstance & { ctx: AppContext };

export type TestDatabaseStart = 'empty' | 'migrated' | 'seeded';

/** The templates the global setup built for this run (src/server/testing/global-setup.ts), if any. */
async function templates(): Promise<TestTemplates | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('testTemplates');
  } catch {
    return undefined;
  }
}

const templateBlobs = new Map<string, Blob>();

/**
 * A fresh database for one test file: in-memory PGlite, or (DATABASE_URL set) a database with a
 * random name on that PostgreSQL server. `start` says what it holds: nothing, every migration, or
 * the migrations and the demo seed, copied from the run's templates when the global setup made
 * them (much faster than migrating and seeding per file). `drop()` closes it and removes it.
 */
export async function openTestDatabase(poolSize = 2, start: TestDatabaseStart = 'empty'): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const made = start === 'empty' ? undefined : await templates();
  if (!serverUrl) {
    let pgliteTemplate: Blob | undefined;
    if (made?.kind === 'pglite') {
      const file = made[start as 'migrated' | 'seeded'];
      pgliteTemplate = templateBlobs.get(file) ?? new Blob([fs.readFileSync(file)]);
      templateBlobs.set(file, pgliteTemplate);
    }
    const handle = await openDatabase({ pgliteTemplate });
    return { handle, drop: async () => undefined };
  }
  const pg = await import('pg');
  const name = `lm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.default.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = made?.kind === 'postgres' ? made[start as 'migrated' | 'seeded'] : undefined;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
  const { handle, drop: dropDatabase } = await openTestDatabase(4, options.seed === false ? 'migrated' : 'seeded');
  const app = await buildApp({
    ...options,
    // Seeded from the template already when there is one; seeding again is a quick no-op.
    seed: options.seed !== false,
    database: handle,
    config: { dataDir, cacheSeconds: 0, pageCacheSeconds: 0, searchFreshMs: 0, webRoot: path.join(dataDir, 'no-web'), ...options.config },
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

/**
 * A bearer token of a real signed-in student (a student row and an open session): access tokens
 * without a live session are refused. Makes a new student unless one is named.
 */
export async function studentToken(app: TestApp, studentId?: number): Promise<string> {
  const { db } = app.ctx;
  const id =
    studentId ??
    (
      await db
        .insertInto('students')
        .values({ full_name: 'Test Student', email: `student-${randomBytes(6).toString('hex')}@example.com`, email_verified_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const sid = randomUUID();
  await db.insertInto('sessions').values({ id: sid, student_id: id, device_id: 1 }).execute();
  return (await app.ctx.tokens.signAccessToken({ sub: String(id), sid })).token;
}
