import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 20): one row per student and event (`unique (student_id, event_key)`, so an
 * event processed twice — a replayed webhook, a job run on two instances — makes one row), written
 * in the transaction of the event it reports. Both languages are kept: the list answers in the
 * request's, the live stream and push in the student's. The route opens the related page, without
 * a language prefix. `notification_policies` keeps what the student switched (push / e-mail per
 * kind); jobs read it, the `notification_policy` cookie only mirrors it. The kinds are those of
 * src/common/notifications.ts when this was written (a migration is history: a new kind alters the check).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table notifications (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      type text not null check (type in ('payment_paid', 'payment_expired', 'order_expiring', 'certificate_issued', 'question_answered',
        'comment_reply', 'webinar_starting', 'points_earned', 'subscription_ending')),
      event_key text not null check (length(event_key) between 1 and 200),
      title_id text not null,
      title_en text not null,
      body_id text not null,
      body_en text not null,
      route text,
      read_at timestamptz,
      created_at timestamptz not null default now(),
      unique (student_id, event_key)
    )`.execute(db);
  await sql`create index notifications_student_idx on notifications (student_id, id desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (student_id, id desc) where read_at is null`.execute(db);
  await sql`
    create table notification_policies (
      student_id integer primary key references students (id) on delete cascade,
      policy jsonb not null default '{}'::jsonb,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists notification_policies`.execute(db);
  await sql`drop table if exists notifications`.execute(db);
}
