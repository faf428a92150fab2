import { sql, type Kysely } from 'kysely';

/**
 * The watch budget (issue 18): one row per student, the seconds of video that the student's next
 * position reports may still be credited. It grows with the wall clock (at the fastest playback
 * speed, up to a cap) and every report of any lesson draws from it, so parallel tabs or lessons
 * cannot multiply the watched time (modules/lecture/watch-budget.ts). `seconds` is the balance as
 * of `updated_at`. A student gets the row, empty, on opening a lesson or reporting a position.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table watch_budgets (
      student_id integer primary key references students (id) on delete cascade,
      seconds double precision not null default 0 check (seconds >= 0),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table watch_budgets`.execute(db);
}
