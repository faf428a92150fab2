import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryResult, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Kysely } from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is a single in-process connection, so the driver hands out
 * that one connection under a queue: a transaction holds it until commit/rollback, and no other
 * query can interleave with it.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A prepared statement holds one command; scripts without parameters (migrations) go through exec.
    if (compiled.parameters.length === 0 && hasSeveralStatements(compiled.sql)) {
      const results = await this.pglite.exec(compiled.sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: last?.affectedRows === undefined ? undefined : BigInt(last.affectedRows) };
    }
    const res = await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = res.affectedRows;
    return {
      rows: res.rows,
      numAffectedRows: affected === undefined ? undefined : BigInt(affected),
    };
  }
  // eslint-disable-next-line require-yield -- Kysely's Driver wants an async generator; this one only refuses
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite driver does not support streaming');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  /** Frees the one connection for the next in the queue (set while it is held). */
  private release: (() => void) | undefined;
  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }
  async init() {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }
  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
  async destroy() {
    await this.pglite.close();
  }
}

/**
 * true when the SQL holds a statement after a semicolon. Quoted strings and identifiers, dollar
 * quotes and comments are skipped, so a ';' inside them does not count.
 */
export function hasSeveralStatements(sqlText: string): boolean {
  let i = 0;
  const n = sqlText.length;
  let sawSemicolon = false;
  while (i < n) {
    const c = sqlText.charAt(i);
    if (c === "'" || c === '"') {
      i++;
      while (i < n && !(sqlText[i] === c && sqlText[i + 1] !== c)) i += sqlText[i] === c ? 2 : 1;
      i++;
    } else if (c === '-' && sqlText[i + 1] === '-') {
      while (i < n && sqlText[i] !== '\n') i++;
    } else if (c === '/' && sqlText[i + 1] === '*') {
      const end = sqlText.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sqlText.slice(i))?.[0];
      if (tag) {
        const end = sqlText.indexOf(tag, i + tag.length);
        i = end < 0 ? n : end + tag.length;
      } else i++;
    } else if (c === ';') {
      sawSemicolon = true;
      i++;
    } else {
      if (sawSemicolon && !/\s/.test(c)) return true;
      i++;
    }
  }
  return false;
}
