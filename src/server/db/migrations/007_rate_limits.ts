import { sql, type Kysely } from 'kysely';

/**
 * Counters of the per-address rate limits (@fastify/rate-limit through
 * src/server/http/rate-limit-store.ts), kept in the database so every server instance counts
 * against the same number. One row per key and window: `hits` requests since the window began,
 * the window ends at `reset_at` (the database's clock, so instances with skewed clocks agree).
 * Expired rows are purged by the instances. Unlogged: the counters are worth no WAL traffic, and
 * after a crash (not a clean restart) PostgreSQL empties the table, which only opens new windows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table rate_limits (
      key text primary key,
      hits bigint not null,
      reset_at timestamptz not null
    );
    create index rate_limits_reset_idx on rate_limits (reset_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
