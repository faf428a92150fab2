import { sql, type Kysely } from 'kysely';

/**
 * Web push (issue 20): the FCM registration tokens of each student's devices, and the outbox's
 * `push` channel. A token is the primary key: a device registers it again every 7 days
 * (refreshed_at) and, when another student signs in on that browser, it moves to them. The
 * register call keeps at most 10 per student (modules/push). last_used_at: the last push FCM
 * accepted for it. Migration 002 made the outbox's check inline, which PostgreSQL (and PGlite)
 * name `outbox_channel_check`; it is re-created under that name with `push` allowed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table push_tokens (
      token text primary key,
      student_id int not null references students(id) on delete cascade,
      platform text not null check (platform in ('web', 'desktop')),
      created_at timestamptz not null default now(),
      refreshed_at timestamptz not null default now(),
      last_used_at timestamptz
    );
    create index push_tokens_student_idx on push_tokens (student_id, refreshed_at desc);
    alter table outbox drop constraint outbox_channel_check;
    alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms', 'push'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    delete from outbox where channel = 'push';
    alter table outbox drop constraint outbox_channel_check;
    alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms'));
    drop table if exists push_tokens;
  `.execute(db);
}
