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
  /** PGlite only: the data folder as a tar file, to start other databases from (test templates). */
  dump?: () => Promise<Blob>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (from this or any other server on the same
   * database) until the returned function is called. On PostgreSQL a dedicated connection
   * outside the pool listens and reconnects by itself; `onGap` says a connection was lost, so
   * notifications may have been missed (the listener catches up from its table).
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** postgres://… connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite files; undefined means in memory (tests). */
  pgliteDir?: string;
  /** A dumped PGlite data folder (dumpPglite) to start from instead of an empty database (test templates). */
  pgliteTemplate?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * How long a query may wait for a pooled connection (opening one or queueing for a busy pool)
   * before it fails as "database unavailable" (503), so requests never hang on a lost database.
   */
  connectTimeoutMs?: number;
  /** Where connection failures are reported (they never throw: the pool replaces the connection). */
  onConnectionError?: (error: Error) => void;
}

/** Default bound on waiting for a PostgreSQL connection. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

/** SQLSTATEs meaning "the server is going away, restarting or full", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection that could not be made or was lost. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg and pg-pool say, without a code, when a connection is lost, closed or cannot be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * true when an error means the database cannot be reached right now (down, restarting, the
 * connection was cut or terminated by an administrator, the pool could not get a connection in
 * time): the request may succeed if retried shortly, so it is answered 503, not 500. Looks
 * through `cause` and AggregateError's `errors` (a host name with several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.some((m) => error.message.startsWith(m))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** How many distinct statements get a name (a prepared statement on every connection that runs them). */
const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/**
 * Statements with parameters run as named (prepared) statements: PostgreSQL parses and plans each
 * once per connection instead of on every call (issue 17: parse and plan were a large share of its
 * CPU per order), and the driver sends less. Kysely sends the same text for the same query shape,
 * so a few hundred names cover the app; past the cap (IN lists of every length) statements run
 * unnamed as before. Statements without parameters (BEGIN, COMMIT, DDL) always run unnamed.
 */
function prepareRepeatedStatements(client: import('pg').PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) return query(text, values, callback);
    let name = statementNames.get(text);
    if (name === undefined) {
      if (statementNames.size >= MAX_NAMED_STATEMENTS) return query(text, values);
      name = `s${statementNames.size}`;
      statementNames.set(text, name);
    }
    return query({ name, text, values });
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    // int8 (counts) as numbers: our counts stay far below 2^53.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.default.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // TCP keepalive notices a peer that vanished without closing (host down, network cut).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const report =
      options.onConnectionError ??
      ((err: Error) => console.error(`PostgreSQL connection lost${(err as { code?: string }).code ? ` (${(err as { code?: string }).code})` : ''}: ${err.message}`));
    // A connection the server closes or loses (restart, failover, pg_terminate_backend, network)
    // emits 'error' on its client. pg-pool listens only while the client is idle; a client checked
    // out by a query has no listener, and an unhandled 'error' event ends the process. So every
    // client gets its own listener for its whole life: the query in flight fails with the error
    // (answered 503), and the pool drops the broken client on release and opens a new one.
    pool.on('connect', (client) => {
      // While the pool is being closed its clients' endings are expected, not worth a line.
      client.on('error', (err) => pool.ending || report(err));
      prepareRepeatedStatements(client);
    });
    // pg-pool re-emits an idle client's error on the pool (and has removed the client); without a
    // listener that emit would throw. The client's own listener above has reported it already.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    await sql`create extension if not exists pg_trgm`.execute(db).catch(() => undefined);
    await sql`create extension if not exists unaccent`.execute(db).catch(() => undefined);
    const listen = (channel: string, onNotify: (payload: string) => void, onGap?: () => void) => listenOnPostgres(pg.default, options, channel, onNotify, onGap ?? (() => undefined), report);
    return { db, kind: 'postgres', close: () => db.destroy(), listen };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const pglite = new PGlite({
    dataDir: options.pgliteDir,
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: { [types.INT8]: (v: string) => Number(v) },
  });
  await pglite.waitReady;
  await pglite.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  const listen = async (channel: string, onNotify: (payload: string) => void) => {
    const stop = await pglite.listen(channel, onNotify);
    return async () => {
      if (!pglite.closed) await stop();
    };
  };
  return { db, kind: 'pglite', close: () => db.destroy(), dump: async () => pglite.dumpDataDir('none'), listen };
}

/** Delay before the listening connection is opened again after a loss, growing to 10 s. */
const LISTEN_RETRY_MS = [250, 1000, 3000, 10_000];

/**
 * LISTEN on its own connection (a pooled one would be handed to queries). When the connection
 * is lost (restart, network) it is opened again with growing delays and `onGap` is called once
 * it listens again: the caller reads what it may have missed.
 */
async function listenOnPostgres(
  pg: typeof import('pg').default,
  options: DatabaseOptions,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: () => void,
  report: (err: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: import('pg').Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, keepAlive: true });
    c.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
    c.on('error', (err) => {
      if (stopped) return;
      report(err);
      retry(c);
    });
    c.on('end', () => !stopped && retry(c));
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      if (!isReconnect) {
        await c.end().catch(() => undefined);
        throw err;
      }
      retry(c);
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    failures = 0;
    if (isReconnect) onGap();
  };
  const retry = (lost: import('pg').Client) => {
    if (stopped || timer || (client !== lost && client !== null)) return;
    client = null;
    void lost.end().catch(() => undefined);
    const delay = LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)] ?? 10_000;
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, delay);
    timer.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
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
