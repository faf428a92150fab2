import { sql, type Kysely } from 'kysely';

/**
 * Discovery: full-text search over contents, search clicks and keyword popularity, contact
 * messages, short links, landing pages, restriction popups and job openings.
 *
 * Search: two stored tsvectors on contents, one per language configuration ('indonesian' stems
 * "pembelajaran" and "belajar" both to "ajar"; 'english' stems "marketing" to "market"), kept by a
 * trigger: title A, category + instructor B, summary + description C, article body D. Renaming a
 * category or an instructor refreshes their contents. Rows that exist before this migration are
 * filled by the backfill UPDATE at the end. Titles carry a trigram index for typo tolerance.
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
    create index contents_title_trgm_idx on contents using gin ((lower(title_id || ' ' || title_en)) gin_trgm_ops);
    -- Lists: one type, most popular first, id as tie-break.
    create index contents_type_popularity_idx on contents (content_type, popularity desc, id) where is_published;

    -- Backfill the rows seeded before this migration.
    update contents set title_id = title_id;

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
