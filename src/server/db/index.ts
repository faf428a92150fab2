import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { DB } from './schema.js';
import { migrationProvider } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' (embedded, files under dataDir or in memory) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite files; undefined means in memory (tests). */
  pgliteDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    // int8 (counts) as numbers: our counts stay far below 2^53.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, admin termination) must not crash
    // the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error('PostgreSQL pool error:', err.message);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    await sql`create extension if not exists pg_trgm`.execute(db).catch(() => undefined);
    await sql`create extension if not exists unaccent`.execute(db).catch(() => undefined);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const pglite = new PGlite({
    dataDir: options.pgliteDir,
    extensions: { pg_trgm, unaccent },
    parsers: { [types.INT8]: (v: string) => Number(v) },
  });
  await pglite.waitReady;
  await pglite.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrate(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
