import { sql, type Kysely } from 'kysely';

/**
 * Live events (src/server/live/): what a student's open pages are told as it happens (a payment
 * landed, later chat and notifications). Kept as rows, not only sent, so that a page that
 * reconnects (another device, a dropped network, another server instance) gets what it missed
 * by its last event id; NOTIFY only wakes the instances up. Rows older than the retention are
 * pruned by the service.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table live_events (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      topic text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );
    create index live_events_student_idx on live_events (student_id, id);
    create index live_events_created_idx on live_events (created_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table live_events`.execute(db);
}
