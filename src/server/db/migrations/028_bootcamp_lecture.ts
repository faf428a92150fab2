import { sql, type Kysely } from 'kysely';

/**
 * The bootcamp lecture (issue 21; docs/decisions.md "Bootcamp lecture"):
 *
 * - bootcamp_sessions: the live sessions of a bootcamp (lesson item ZOOM_MEETING 31), each for
 *   every price tier (package_id null) or for one tier and those above it.
 * - bootcamp_session_links: the Zoom and recording links, kept apart (like session_links of 020)
 *   so no public or list answer can carry them by accident.
 * - bootcamp_assignments: what students hand in, a file or a link, by a due date.
 * - assignment_submissions: one per (assignment, student); a resubmission replaces the row.
 * - submission_reviews: every review the mentor gave (history); the view shows the latest.
 * - bootcamp_attendance: one row per (session, student), written by the first join in the window.
 *
 * The notification kind `submission_reviewed` is added to the check of 024.
 * Times are written from the app clock (ctx.clock), never a now() default.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bootcamp_sessions (
      id serial primary key,
      content_id integer not null references contents (id) on delete cascade,
      package_id integer references bootcamp_packages (id) on delete set null,
      title_id text not null check (length(title_id) between 1 and 200),
      title_en text not null check (length(title_en) between 1 and 200),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      required boolean not null default true,
      sort integer not null default 0,
      check (ends_at > starts_at)
    );
    create index bootcamp_sessions_content_idx on bootcamp_sessions (content_id, starts_at);
    create table bootcamp_session_links (
      session_id integer primary key references bootcamp_sessions (id) on delete cascade,
      join_url text,
      recording_url text,
      updated_at timestamptz not null default now()
    );
    create table bootcamp_assignments (
      id serial primary key,
      content_id integer not null references contents (id) on delete cascade,
      title_id text not null check (length(title_id) between 1 and 200),
      title_en text not null check (length(title_en) between 1 and 200),
      instructions_id text not null default '' check (length(instructions_id) <= 5000),
      instructions_en text not null default '' check (length(instructions_en) <= 5000),
      due_at timestamptz not null,
      kind text not null check (kind in ('file', 'link')),
      sort integer not null default 0
    );
    create index bootcamp_assignments_content_idx on bootcamp_assignments (content_id, due_at);
    create table assignment_submissions (
      id bigserial primary key,
      assignment_id integer not null references bootcamp_assignments (id) on delete cascade,
      student_id integer not null references students (id) on delete cascade,
      file_key text,
      file_name text check (length(file_name) between 1 and 200),
      file_bytes integer check (file_bytes > 0),
      file_type text,
      link text check (length(link) between 1 and 2000),
      submitted_at timestamptz not null,
      late boolean not null,
      status text not null default 'submitted' check (status in ('submitted', 'accepted', 'changes_requested')),
      unique (assignment_id, student_id),
      check ((file_key is null) <> (link is null)),
      check (file_key is null or (file_name is not null and file_bytes is not null and file_type is not null))
    );
    create index assignment_submissions_waiting_idx on assignment_submissions (status, submitted_at, id);
    create index assignment_submissions_student_idx on assignment_submissions (student_id);
    create table submission_reviews (
      id bigserial primary key,
      submission_id bigint not null references assignment_submissions (id) on delete cascade,
      decision text not null check (decision in ('accepted', 'changes_requested')),
      comment text not null default '' check (length(comment) <= 2000),
      reviewer_id integer references students (id) on delete set null,
      created_at timestamptz not null
    );
    create index submission_reviews_submission_idx on submission_reviews (submission_id, id desc);
    create table bootcamp_attendance (
      session_id integer not null references bootcamp_sessions (id) on delete cascade,
      student_id integer not null references students (id) on delete cascade,
      attended_at timestamptz not null,
      primary key (session_id, student_id)
    );
    create index bootcamp_attendance_student_idx on bootcamp_attendance (student_id);
    alter table notifications drop constraint notifications_type_check;
    alter table notifications add constraint notifications_type_check check (type in ('payment_paid', 'payment_expired', 'order_expiring',
      'certificate_issued', 'question_answered', 'comment_reply', 'webinar_starting', 'points_earned', 'subscription_ending', 'submission_reviewed'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    delete from notifications where type = 'submission_reviewed';
    alter table notifications drop constraint notifications_type_check;
    alter table notifications add constraint notifications_type_check check (type in ('payment_paid', 'payment_expired', 'order_expiring',
      'certificate_issued', 'question_answered', 'comment_reply', 'webinar_starting', 'points_earned', 'subscription_ending'));
    drop table bootcamp_attendance, submission_reviews, assignment_submissions, bootcamp_assignments, bootcamp_session_links, bootcamp_sessions;
  `.execute(db);
}
