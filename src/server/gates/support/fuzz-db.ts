import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

/**
 * What the fuzzing gate watches in the database.
 *
 * Every row written is logged by a trigger (table `fuzz_changes`, created only in the gate's own
 * database), so the gate knows after each request which tables it changed. A request the server
 * refused before its handler (routing, credentials, body parsing, schema validation) must change
 * nothing but the bookkeeping tables below. On top of that, each batch of requests is framed by
 * a snapshot of every table (row count and a hash of the rows), and a table whose snapshot moved
 * must have been written by a request that was allowed to write it.
 */

/**
 * Tables written on purpose by requests that are then refused, so ignored by the gate:
 * - rate_limits: per-address counters (@fastify/rate-limit's shared store). The limit hooks run
 *   on every request before validation, and counting refused requests is their job.
 * - auth_attempts: failed sign-in and code counters, written when an attempt is refused.
 * - kysely_migration, kysely_migration_lock: the migrator's own tables (not written by requests).
 * - leases: background jobs' leases (the order expiry job takes its lease every minute on a timer,
 *   whatever the requests are; a fuzz run of about a minute met it in 2 of 5 runs).
 * sessions, otps, outbox and the search click tables are NOT ignored: only a handler that
 * accepted the request may write them.
 */
export const BOOKKEEPING_TABLES: Readonly<Record<string, string>> = {
  rate_limits: 'per-address rate-limit counters, counted before validation by design',
  auth_attempts: 'failed sign-in/code attempt counters, written when an attempt is refused',
  kysely_migration: 'migrator bookkeeping',
  kysely_migration_lock: 'migrator bookkeeping',
  leases: 'background job leases, taken on a timer (order expiry), not by requests',
};

const LOG_TABLE = 'fuzz_changes';

async function publicTables(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${LOG_TABLE} order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/** Creates the change log and a row trigger on every table of the database. */
export async function installChangeLog(db: Database): Promise<string[]> {
  await sql`create table if not exists fuzz_changes (id bigserial primary key, tbl text not null, op text not null)`.execute(db);
  await sql`
    create or replace function fuzz_log_change() returns trigger language plpgsql as $$
    begin
      insert into fuzz_changes (tbl, op) values (tg_table_name, tg_op);
      return null;
    end $$`.execute(db);
  const tables = await publicTables(db);
  // Bookkeeping tables are written by most requests and judged by nobody: not logged.
  for (const table of tables.filter((t) => !(t in BOOKKEEPING_TABLES))) {
    await sql`drop trigger if exists fuzz_log_change on ${sql.table(table)}`.execute(db);
    await sql`create trigger fuzz_log_change after insert or update or delete on ${sql.table(table)} for each row execute function fuzz_log_change()`.execute(db);
  }
  return tables;
}

export interface ChangeCursor {
  lastId: number;
}

/** Tables written since the cursor (each with its row count), moving the cursor on. */
export async function changesSince(db: Database, cursor: ChangeCursor): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; tbl: string }>`select id::text as id, tbl from fuzz_changes where id > ${cursor.lastId}`.execute(db);
  const out = new Map<string, number>();
  for (const r of rows) {
    out.set(r.tbl, (out.get(r.tbl) ?? 0) + 1);
    cursor.lastId = Math.max(cursor.lastId, Number(r.id));
  }
  return out;
}

export async function newCursor(db: Database): Promise<ChangeCursor> {
  const { rows } = await sql<{ last: string | null }>`select max(id)::text as last from fuzz_changes`.execute(db);
  return { lastId: Number(rows[0]?.last ?? 0) };
}

/** Row count and an order-independent hash of the rows of every table (bookkeeping left out). */
export type Snapshot = Map<string, { rows: number; hash: string }>;

export async function snapshot(db: Database, tables: string[]): Promise<Snapshot> {
  const out: Snapshot = new Map();
  const watched = tables.filter((t) => !(t in BOOKKEEPING_TABLES));
  // One statement for all tables: a sum of 32-bit row hashes per table (a changed row changes it).
  const parts = watched.map((t) => sql`select ${t} as name, count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from ${sql.table(t)} x`);
  for (let i = 0; i < parts.length; i += 20) {
    const { rows } = await sql<{ name: string; n: number; h: string }>`${sql.join(parts.slice(i, i + 20), sql` union all `)}`.execute(db);
    for (const r of rows) out.set(r.name, { rows: r.n, hash: r.h });
  }
  return out;
}

export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => JSON.stringify(before.get(n)) !== JSON.stringify(after.get(n))).sort();
}

/**
 * Values that exist in the seeded database, so generated requests reach real rows and not only
 * "not found": integer ids, url slugs and codes, uuids. Read from every table that has such a
 * column, so a new table's ids are used without a change here.
 */
export interface KnownValues {
  ints: number[];
  slugs: string[];
  uuids: string[];
}

export async function knownValues(db: Database, perColumn = 40): Promise<KnownValues> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and table_name <> ${LOG_TABLE}
      and (
        (column_name = 'id' and data_type in ('integer', 'bigint', 'smallint'))
        or (column_name in ('url', 'slug', 'code', 'link_code', 'uuid') and data_type in ('text', 'character varying', 'uuid'))
        or data_type = 'uuid'
      )
    order by table_name, column_name`.execute(db);
  const ints = new Set<number>();
  const slugs = new Set<string>();
  const uuids = new Set<string>();
  for (const c of columns) {
    const { rows } = await sql<{
      v: string;
    }>`select ${sql.ref(c.column_name)}::text as v from ${sql.table(c.table_name)} where ${sql.ref(c.column_name)} is not null order by 1 limit ${perColumn}`.execute(db);
    for (const { v } of rows) {
      if (c.data_type === 'uuid') uuids.add(v);
      else if (c.column_name === 'id') ints.add(Number(v));
      else slugs.add(v);
    }
  }
  return { ints: [...ints].sort((a, b) => a - b), slugs: [...slugs].sort(), uuids: [...uuids].sort() };
}
