import { sql, type Kysely } from 'kysely';

/**
 * The competition (issue 21): competitions with their texts in both languages and the window in
 * which they take entries, and one entry per student per competition (unique (competition_id,
 * student_id): a new upload replaces the row, modules/competition). file_key names a file of the
 * private store; the entry row is written only after the file is in place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table competitions (
      id serial primary key,
      url text not null unique,
      title_id text not null,
      title_en text not null,
      description_id text not null,
      description_en text not null,
      rules_id text not null,
      rules_en text not null,
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      image_url text,
      created_at timestamptz not null default now(),
      check (closes_at > opens_at)
    );
    create table competition_entries (
      id serial primary key,
      competition_id int not null references competitions(id) on delete cascade,
      student_id int not null references students(id) on delete cascade,
      file_key text not null,
      bytes bigint not null check (bytes > 0),
      content_type text not null,
      original_name text not null check (length(original_name) <= 200),
      submitted_at timestamptz not null default now(),
      unique (competition_id, student_id)
    );
    create index competition_entries_newest_idx on competition_entries (competition_id, submitted_at desc);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table if exists competition_entries;
    drop table if exists competitions;
  `.execute(db);
}
