import { sql, type Kysely } from 'kysely';

/**
 * The people around a course (issue 12): likes and comments of contents, instructor accounts,
 * a course's questions and answers, and the study assistant's history. Reviews stay in 003's
 * table (one per student and content by its unique index).
 *
 * Full-text search of the assistant: expression GIN indexes on the caption cues and lesson texts
 * of 014 in both configurations ('indonesian' for lang id / body, 'english' for lang en /
 * body_en); Q&A posts keep a stored tsvector of both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table content_likes (
      student_id int not null references students(id) on delete cascade,
      content_id int not null references contents(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (student_id, content_id)
    );
    create index content_likes_content_idx on content_likes (content_id);

    create table content_comments (
      id serial primary key,
      content_id int not null references contents(id) on delete cascade,
      parent_id int references content_comments(id) on delete cascade,
      student_id int not null references students(id) on delete cascade,
      body text not null check (char_length(body) between 1 and 1000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index content_comments_top_idx on content_comments (content_id, created_at desc, id desc) where parent_id is null;
    create index content_comments_parent_idx on content_comments (parent_id, created_at, id) where parent_id is not null;
    create index content_comments_student_idx on content_comments (student_id);

    alter table students add column instructor_id int unique references instructors(id);

    create table qna_posts (
      id serial primary key,
      content_id int not null references contents(id) on delete cascade,
      question_id int references qna_posts(id) on delete cascade,
      student_id int not null references students(id) on delete cascade,
      is_instructor boolean not null default false,
      body text not null check (char_length(body) between 1 and 2000),
      created_at timestamptz not null default now(),
      search tsvector generated always as (to_tsvector('indonesian', body) || to_tsvector('english', body)) stored
    );
    create index qna_posts_questions_idx on qna_posts (content_id, created_at desc, id desc) where question_id is null;
    create index qna_posts_answers_idx on qna_posts (question_id, created_at, id) where question_id is not null;
    create index qna_posts_search_idx on qna_posts using gin (search);

    create table assistant_asks (
      id serial primary key,
      student_id int not null references students(id) on delete cascade,
      content_id int not null references contents(id) on delete cascade,
      question text not null,
      answer text not null,
      mode text not null check (mode in ('provider', 'passages')),
      passages jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now()
    );
    create index assistant_asks_student_idx on assistant_asks (student_id, created_at desc, id desc);

    create index caption_cues_fts_id on caption_cues using gin (to_tsvector('indonesian', text)) where lang = 'id';
    create index caption_cues_fts_en on caption_cues using gin (to_tsvector('english', text)) where lang = 'en';
    create index course_materials_fts_id on course_materials using gin (to_tsvector('indonesian', title || ' ' || coalesce(body, '')));
    create index course_materials_fts_en on course_materials using gin (to_tsvector('english', title_en || ' ' || coalesce(body_en, '')));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop index course_materials_fts_en;
    drop index course_materials_fts_id;
    drop index caption_cues_fts_en;
    drop index caption_cues_fts_id;
    drop table assistant_asks;
    drop table qna_posts;
    alter table students drop column instructor_id;
    drop table content_comments;
    drop table content_likes;
  `.execute(db);
}
