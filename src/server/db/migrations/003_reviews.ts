import { sql, type Kysely } from 'kysely';

/**
 * Reviews of contents, shared by product pages (course, webinar, Prakerja rating summaries) and
 * instructor pages (reviews of the instructor's contents). student_id stays nullable so seeded
 * and anonymised reviews can exist without an account; reviewer_name is shown masked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reviews (
      id serial primary key,
      content_id int not null references contents(id) on delete cascade,
      student_id int,
      reviewer_name text not null,
      rating int not null check (rating between 1 and 5),
      comment text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index reviews_content_idx on reviews (content_id, created_at desc, id desc);
    create index reviews_rating_idx on reviews (content_id, rating);
    create unique index reviews_one_per_student on reviews (content_id, student_id) where student_id is not null;
  `.execute(db);
}
