import { sql, type Kysely } from 'kysely';

/**
 * Course learning, the lecture core (issue 12; docs/decisions.md "Learning: the lecture").
 *
 * `lecture_media`: the demo videos under resources/media (one row per file; many lessons share one).
 * `course_chapters` / `course_materials`: a self-paced course's curriculum, from its syllabus.
 * `course_materials.item_type` is the spec's lesson item type (VIDEO 5, QUIZ 6, WEBINAR 10,
 * EXTERNAL_URL 29, BOOTCAMP_CERTIFICATE 30, ZOOM_MEETING 31) plus TEXT 1 for a reading lesson.
 * `lecture_courses`: per course lecture settings (sequential unlock).
 * `material_progress`: one row per (student, material): status NOT_STARTED 1, ONGOING 2, FINISHED 3,
 * FAILED 4; the furthest second reached, the second to resume at, the seconds really watched.
 * `caption_cues`: every caption line of every video in id and en (the study assistant searches them).
 * `lecture_notes`: a student's private notes at a second of a lesson.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table lecture_media (
      id serial primary key,
      slug text not null unique,
      file text not null,
      mime text not null default 'video/mp4',
      duration_seconds integer not null check (duration_seconds > 0),
      title text not null,
      title_en text not null
    );

    create table course_chapters (
      id serial primary key,
      content_id integer not null references contents (id) on delete cascade,
      position integer not null,
      title text not null,
      title_en text not null,
      unique (content_id, position)
    );

    create table course_materials (
      id serial primary key,
      content_id integer not null references contents (id) on delete cascade,
      chapter_id integer not null references course_chapters (id) on delete cascade,
      position integer not null,
      item_type smallint not null check (item_type in (1, 5, 6, 10, 29, 30, 31)),
      title text not null,
      title_en text not null,
      duration_seconds integer not null default 0 check (duration_seconds >= 0),
      is_preview boolean not null default false,
      media_id integer references lecture_media (id) on delete set null,
      body text,
      body_en text,
      external_url text,
      unique (chapter_id, position)
    );
    create index course_materials_content_idx on course_materials (content_id, id);
    create index course_materials_media_idx on course_materials (media_id);

    create table lecture_courses (
      content_id integer primary key references contents (id) on delete cascade,
      sequential boolean not null default false
    );

    create table material_progress (
      student_id integer not null references students (id) on delete cascade,
      material_id integer not null references course_materials (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      status smallint not null default 1 check (status between 1 and 4),
      furthest_second double precision not null default 0 check (furthest_second >= 0),
      watched_seconds double precision not null default 0 check (watched_seconds >= 0),
      position_second double precision not null default 0 check (position_second >= 0),
      finished_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (student_id, material_id)
    );
    create index material_progress_student_content_idx on material_progress (student_id, content_id, updated_at desc);

    create table caption_cues (
      id serial primary key,
      media_id integer not null references lecture_media (id) on delete cascade,
      lang text not null check (lang in ('id', 'en')),
      start_ms integer not null check (start_ms >= 0),
      end_ms integer not null check (end_ms > start_ms),
      text text not null
    );
    create index caption_cues_media_idx on caption_cues (media_id, lang, start_ms);

    create table lecture_notes (
      id serial primary key,
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      material_id integer not null references course_materials (id) on delete cascade,
      second double precision not null default 0 check (second >= 0),
      body text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index lecture_notes_student_content_idx on lecture_notes (student_id, content_id, material_id, second);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table lecture_notes;
    drop table caption_cues;
    drop table material_progress;
    drop table lecture_courses;
    drop table course_materials;
    drop table course_chapters;
    drop table lecture_media;
  `.execute(db);
}
