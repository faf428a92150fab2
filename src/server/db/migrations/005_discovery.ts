import { sql, type Kysely } from 'kysely';

/**
 * Discovery: full-text search over contents, search clicks and keyword popularity, contact
 * messages, short links, landing pages, restriction popups and job openings.
 *
 * Search: two stored tsvectors on contents, one per language configuration ('indonesian' stems
 * "pembelajaran" and "belajar" both to "ajar"; 'english' stems "marketing" to "market"), kept by a
 * trigger: title A, category + instructor B, summary + description C, article body D. Renaming a
 * category or an instructor refreshes their contents. Rows that exist before this migration are
 * filled by the backfill UPDATE. Typo tolerance: pg_trgm similarity over the words of the titles,
 * kept in a small dictionary (search_words) with a trigram index — at 100,000 contents a lookup
 * there takes milliseconds where trigram matching whole titles took hundreds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contents add column search_id tsvector not null default ''::tsvector;
    alter table contents add column search_en tsvector not null default ''::tsvector;

    create function contents_body_text(body jsonb) returns text language sql immutable as $$
      select case jsonb_typeof(body)
        when 'string' then body #>> '{}'
        when 'array' then (select string_agg(value, ' ') from jsonb_array_elements_text(body))
        else '' end
    $$;

    create function contents_search_refresh() returns trigger language plpgsql as $$
    declare
      cat_id text := '';
      cat_en text := '';
      teacher text := '';
    begin
      if new.category_id is not null then
        select c.name_id, c.name_en into cat_id, cat_en from categories c where c.id = new.category_id;
      end if;
      if new.instructor_id is not null then
        select i.name into teacher from instructors i where i.id = new.instructor_id;
      end if;
      new.search_id :=
        setweight(to_tsvector('indonesian', coalesce(new.title_id, '')), 'A') ||
        setweight(to_tsvector('indonesian', coalesce(cat_id, '') || ' ' || coalesce(teacher, '')), 'B') ||
        setweight(to_tsvector('indonesian', coalesce(new.summary_id, '') || ' ' || coalesce(new.description_id, '')), 'C') ||
        setweight(to_tsvector('indonesian', coalesce(contents_body_text(new.details -> 'body_id'), '')), 'D');
      new.search_en :=
        setweight(to_tsvector('english', coalesce(new.title_en, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(cat_en, '') || ' ' || coalesce(teacher, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(new.summary_en, '') || ' ' || coalesce(new.description_en, '')), 'C') ||
        setweight(to_tsvector('english', coalesce(contents_body_text(new.details -> 'body_en'), '')), 'D');
      return new;
    end
    $$;

    create trigger contents_search_trg
      before insert or update of title_id, title_en, summary_id, summary_en, description_id, description_en, category_id, instructor_id, details
      on contents for each row execute function contents_search_refresh();

    -- Touching category_id / instructor_id re-runs the trigger above for the affected contents.
    create function categories_search_touch() returns trigger language plpgsql as $$
    begin
      update contents set category_id = category_id where category_id = new.id;
      return null;
    end
    $$;
    create trigger categories_search_trg after update of name_id, name_en on categories for each row
      when (old.name_id is distinct from new.name_id or old.name_en is distinct from new.name_en)
      execute function categories_search_touch();

    create function instructors_search_touch() returns trigger language plpgsql as $$
    begin
      update contents set instructor_id = instructor_id where instructor_id = new.id;
      return null;
    end
    $$;
    create trigger instructors_search_trg after update of name on instructors for each row
      when (old.name is distinct from new.name)
      execute function instructors_search_touch();

    create index contents_search_id_idx on contents using gin (search_id);
    create index contents_search_en_idx on contents using gin (search_en);
    -- Suggestions while typing: titles as plain words, prefix-matched (mark:*), most popular first.
    create index contents_title_words_idx on contents using gin (to_tsvector('simple', title_id || ' ' || title_en)) where is_published;
    create index contents_popularity_idx on contents (popularity desc, id) where is_published;
    -- Lists read the ids of a page first: these covering indexes (one per list scope: type,
    -- category, instructor) hold every filter and sort column, so that step never reads the table.
    create index contents_list_type_idx on contents (content_type, popularity desc, id)
      include (category_id, program_id, instructor_id, rating, rating_count, final_price, duration_minutes, skill_level, created_at, start_at, end_at)
      where is_published;
    create index contents_list_category_idx on contents (category_id, popularity desc, id)
      include (content_type, program_id, instructor_id, rating, rating_count, final_price, duration_minutes, skill_level, created_at, start_at, end_at)
      where is_published;
    create index contents_list_instructor_idx on contents (instructor_id, popularity desc, id)
      include (content_type, category_id, program_id, rating, rating_count, final_price, duration_minutes, skill_level, created_at, start_at, end_at)
      where is_published;

    -- Backfill the rows seeded before this migration.
    update contents set title_id = title_id;

    -- Words of the titles (both languages, unstemmed) with the number of titles using them: the
    -- small dictionary typo corrections and completions look up by trigram similarity. Kept by
    -- statement triggers; words of changed or removed titles stay (a correction is only offered
    -- when it finds contents).
    create table search_words (
      word text primary key,
      ndoc int not null default 0
    );
    create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

    create function search_words_of(title_id text, title_en text) returns setof text language sql immutable as $$
      select w from unnest(tsvector_to_array(to_tsvector('simple', coalesce(title_id, '') || ' ' || coalesce(title_en, '')))) w
      where length(w) between 3 and 40
    $$;
    create function search_words_collect() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into search_words (word, ndoc)
          select w, count(*) from new_rows n, search_words_of(n.title_id, n.title_en) w group by w
          on conflict (word) do update set ndoc = search_words.ndoc + excluded.ndoc;
      else
        insert into search_words (word, ndoc)
          select w, count(*) from new_rows n join old_rows o on o.id = n.id, search_words_of(n.title_id, n.title_en) w
          where (n.title_id, n.title_en) is distinct from (o.title_id, o.title_en)
          group by w
          on conflict (word) do update set ndoc = search_words.ndoc + excluded.ndoc;
      end if;
      return null;
    end
    $$;
    create trigger contents_words_ins after insert on contents referencing new table as new_rows
      for each statement execute function search_words_collect();
    create trigger contents_words_upd after update on contents referencing old table as old_rows new table as new_rows
      for each statement execute function search_words_collect();
    insert into search_words (word, ndoc) select w, count(*) from contents, search_words_of(title_id, title_en) w group by w;

    create table search_clicks (
      id bigserial primary key,
      keyword text not null,
      result_id text,
      content_id int not null references contents(id) on delete cascade,
      student_id int,
      created_at timestamptz not null default now()
    );
    create index search_clicks_keyword_idx on search_clicks (keyword, created_at desc);

    -- One row per normalised keyword; clicks feed the popular keywords (seeded rows start with a count).
    create table search_keywords (
      keyword text primary key,
      click_count int not null default 0,
      last_clicked_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create index search_keywords_popular_idx on search_keywords (click_count desc, keyword);
    create index search_keywords_trgm_idx on search_keywords using gin (keyword gin_trgm_ops);

    create table contact_messages (
      id serial primary key,
      name text not null,
      email text not null,
      phone text,
      subject text not null,
      message text not null,
      locale text not null default 'id',
      student_id int,
      ip text,
      created_at timestamptz not null default now()
    );
    create index contact_messages_created_idx on contact_messages (created_at desc);

    create table short_links (
      code text primary key,
      target_url text not null,
      clicks int not null default 0,
      expires_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table landing_pages (
      id serial primary key,
      slug text not null unique,
      title_id text not null,
      title_en text not null,
      subtitle_id text not null default '',
      subtitle_en text not null default '',
      body_id text not null default '',
      body_en text not null default '',
      image_url text,
      cta_label_id text not null default '',
      cta_label_en text not null default '',
      cta_url text,
      sections jsonb not null default '[]'::jsonb,
      is_published boolean not null default true,
      updated_at timestamptz not null default now()
    );

    create table restriction_popups (
      id serial primary key,
      -- A site path: exact ("/webinars") or a prefix ending in "/*" ("/webinars/*").
      path_pattern text not null,
      title_id text not null,
      title_en text not null,
      message_id text not null,
      message_en text not null,
      cta_label_id text not null default '',
      cta_label_en text not null default '',
      cta_url text,
      image_url text,
      delay_seconds int not null default 0 check (delay_seconds >= 0),
      guests_only boolean not null default false,
      dismissible boolean not null default true,
      starts_at timestamptz,
      ends_at timestamptz,
      sort_order int not null default 0,
      is_active boolean not null default true
    );

    create table job_openings (
      id serial primary key,
      slug text not null unique,
      title_id text not null,
      title_en text not null,
      department text not null,
      location text not null,
      employment_type text not null,
      work_mode text not null default 'onsite',
      summary_id text not null default '',
      summary_en text not null default '',
      responsibilities_id jsonb not null default '[]'::jsonb,
      responsibilities_en jsonb not null default '[]'::jsonb,
      requirements_id jsonb not null default '[]'::jsonb,
      requirements_en jsonb not null default '[]'::jsonb,
      apply_url text not null,
      posted_at timestamptz not null default now(),
      closes_at timestamptz,
      is_open boolean not null default true
    );
    create index job_openings_open_idx on job_openings (is_open, posted_at desc, id);
  `.execute(db);
}
