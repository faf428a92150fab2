import { sql, type Kysely } from 'kysely';

/**
 * Quizzes, assessments and certificates (issue 12; docs/decisions.md "Quizzes, assessments and
 * certificates").
 *
 * `quizzes`: the rules of one quiz (pass mark, time limit, attempts), either of a course material
 * (lesson item QUIZ 6, unique) or of an assessment. `quiz_questions` and `quiz_options` its
 * questions (single or multiple choice) with the right options and explanations; the
 * right options never leave the server before they may (the service decides).
 * `quiz_attempts`: one row per attempt at a course quiz, numbered per (quiz, student); at most one
 * open (not submitted) at a time (partial unique index); the deadline is set by the database's
 * clock when the attempt opens.
 * `assessments` and `assessment_results`: standalone quizzes by url, and each submission, found by
 * a 128-bit random public id.
 * `certificates`: one per (student, content) — the unique index is what makes "issued exactly
 * once" hold when completions race; the number is unique and random.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table quizzes (
      id serial primary key,
      material_id integer unique references course_materials (id) on delete cascade,
      title_id text not null default '',
      title_en text not null default '',
      description_id text not null default '',
      description_en text not null default '',
      pass_percent smallint not null check (pass_percent between 1 and 100),
      time_limit_seconds integer check (time_limit_seconds > 0),
      max_attempts integer check (max_attempts > 0),
      created_at timestamptz not null default now()
    );

    create table quiz_questions (
      id serial primary key,
      quiz_id integer not null references quizzes (id) on delete cascade,
      position integer not null,
      kind smallint not null check (kind in (1, 2)),
      text_id text not null,
      text_en text not null,
      explanation_id text not null default '',
      explanation_en text not null default '',
      unique (quiz_id, position)
    );

    create table quiz_options (
      id serial primary key,
      question_id integer not null references quiz_questions (id) on delete cascade,
      position integer not null,
      text_id text not null,
      text_en text not null,
      is_correct boolean not null default false,
      unique (question_id, position)
    );

    create table quiz_attempts (
      id bigserial primary key,
      quiz_id integer not null references quizzes (id) on delete cascade,
      student_id integer not null references students (id) on delete cascade,
      attempt_no integer not null check (attempt_no > 0),
      started_at timestamptz not null default now(),
      deadline_at timestamptz not null,
      submitted_at timestamptz,
      score smallint check (score between 0 and 100),
      correct_count integer,
      total_count integer,
      passed boolean,
      late boolean not null default false,
      answers jsonb,
      unique (quiz_id, student_id, attempt_no)
    );
    create unique index quiz_attempts_open_idx on quiz_attempts (quiz_id, student_id) where submitted_at is null;

    create table assessments (
      id serial primary key,
      url text not null unique,
      quiz_id integer not null unique references quizzes (id) on delete cascade,
      estimated_minutes integer not null default 10,
      is_published boolean not null default true,
      sort_order integer not null default 0,
      created_at timestamptz not null default now()
    );

    create table assessment_results (
      id bigserial primary key,
      public_id text not null unique,
      assessment_id integer not null references assessments (id) on delete cascade,
      student_id integer not null references students (id) on delete cascade,
      score smallint not null check (score between 0 and 100),
      correct_count integer not null,
      total_count integer not null,
      passed boolean not null,
      answers jsonb not null,
      submitted_at timestamptz not null default now()
    );
    create index assessment_results_student_idx on assessment_results (student_id, submitted_at desc);

    create table certificates (
      id bigserial primary key,
      number text not null unique,
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      student_name text not null,
      issued_at timestamptz not null default now(),
      unique (student_id, content_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table certificates;
    drop table assessment_results;
    drop table assessments;
    drop table quiz_attempts;
    drop table quiz_options;
    drop table quiz_questions;
    drop table quizzes;
  `.execute(db);
}
