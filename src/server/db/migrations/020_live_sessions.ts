import { sql, type Kysely } from 'kysely';

/**
 * Live sessions (issue 18): what a participant did in a webinar or event, and who may check
 * e-tickets in. Each one-time fact has a primary key so that racing requests leave one row:
 *
 * - session_links: the room and recording links, kept out of contents.details (which the public
 *   detail answer carries) so a guest never sees them.
 * - session_joins: one row per (student, session); repeated joins only count.
 * - session_attendances: one check-in (venue scan or the event's Zoom call).
 * - webinar_feedback: feedback once.
 * - staff_members / staff_sessions: the staff role and the sessions it covers.
 *
 * Times are written from the app clock (ctx.clock), never a now() default, so tests decide them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table session_links (
      content_id integer primary key references contents (id) on delete cascade,
      join_url text,
      recording_url text,
      updated_at timestamptz not null default now()
    );
    create table session_joins (
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      first_joined_at timestamptz not null,
      last_joined_at timestamptz not null,
      first_device_id text not null,
      last_device_id text not null,
      join_count integer not null default 1,
      primary key (student_id, content_id)
    );
    create index session_joins_content_idx on session_joins (content_id);
    create table session_attendances (
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      attended_at timestamptz not null,
      method text not null check (method in ('scan', 'zoom')),
      scanned_by integer references students (id) on delete set null,
      primary key (student_id, content_id)
    );
    create index session_attendances_content_idx on session_attendances (content_id);
    create table webinar_feedback (
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      text text not null default '' check (char_length(text) <= 2000),
      referral_source_id smallint not null,
      category_id smallint not null,
      created_at timestamptz not null,
      primary key (student_id, content_id)
    );
    create table staff_members (
      student_id integer primary key references students (id) on delete cascade,
      all_sessions boolean not null default false,
      created_at timestamptz not null default now()
    );
    create table staff_sessions (
      student_id integer not null references staff_members (student_id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      primary key (student_id, content_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table staff_sessions, staff_members, webinar_feedback, session_attendances, session_joins, session_links`.execute(db);
}
