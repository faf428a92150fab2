import { sql, type Kysely } from 'kysely';

/** Catalogue foundation: settings, programme families, categories, instructors, contents, banners, menus, home. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table programs (
      id serial primary key,
      url text not null unique,
      program_type text not null,
      short_name text not null,
      name_id text not null,
      name_en text not null,
      description_id text not null default '',
      description_en text not null default '',
      image_url text,
      sort_order int not null default 0
    );

    create table categories (
      id serial primary key,
      url text not null unique,
      name_id text not null,
      name_en text not null,
      description_id text not null default '',
      description_en text not null default '',
      icon text not null default '',
      color_index int not null default 0,
      is_main boolean not null default true,
      sort_order int not null default 0
    );

    create table instructors (
      id serial primary key,
      url text not null unique,
      name text not null,
      headline_id text not null default '',
      headline_en text not null default '',
      bio_id text not null default '',
      bio_en text not null default '',
      avatar_url text,
      company text,
      created_at timestamptz not null default now()
    );

    create table contents (
      id serial primary key,
      content_type int not null,
      url text not null unique,
      product_type text not null,
      title_id text not null,
      title_en text not null,
      summary_id text not null default '',
      summary_en text not null default '',
      description_id text not null default '',
      description_en text not null default '',
      image_url text,
      category_id int references categories(id),
      program_id int references programs(id),
      instructor_id int references instructors(id),
      is_offline_event boolean not null default false,
      is_prakerja boolean not null default false,
      learning_method int not null default 1 check (learning_method in (1, 2, 3)),
      venue_type int not null default 1 check (venue_type in (1, 2, 3)),
      is_certificate boolean not null default false,
      total_like int not null default 0,
      point_score int not null default 0,
      poinqu_score int not null default 0,
      tag text,
      link_type_id int,
      price int not null default 0 check (price >= 0),
      discount_type int check (discount_type in (1, 2)),
      discount_value int not null default 0 check (discount_value >= 0),
      final_price int not null default 0 check (final_price >= 0),
      skill_level int not null default 1 check (skill_level between 1 and 3),
      duration_minutes int not null default 0,
      rating numeric(3, 2) not null default 0,
      rating_count int not null default 0,
      total_students int not null default 0,
      popularity int not null default 0,
      start_at timestamptz,
      end_at timestamptz,
      location text,
      is_top boolean not null default false,
      is_dont_miss boolean not null default false,
      is_published boolean not null default true,
      details jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index contents_type_idx on contents (content_type, is_published);
    create index contents_category_idx on contents (category_id);
    create index contents_instructor_idx on contents (instructor_id);
    create index contents_start_idx on contents (start_at);

    create table banners (
      id serial primary key,
      placement text not null,
      title_id text not null default '',
      title_en text not null default '',
      subtitle_id text not null default '',
      subtitle_en text not null default '',
      image_url text not null,
      link_url text not null default '/',
      content_type int,
      content_id int references contents(id),
      category_id int references categories(id),
      sort_order int not null default 0,
      is_active boolean not null default true
    );
    create index banners_placement_idx on banners (placement, is_active, sort_order);

    create table menus (
      id serial primary key,
      version int not null check (version in (1, 2)),
      parent_id int references menus(id) on delete cascade,
      label_id text not null,
      label_en text not null,
      url text not null,
      icon text,
      sort_order int not null default 0
    );

    create table home_sections (
      id serial primary key,
      key text not null unique,
      title_id text not null,
      title_en text not null,
      subtitle_id text not null default '',
      subtitle_en text not null default '',
      sort_order int not null default 0,
      is_active boolean not null default true
    );

    create table suggestion_filters (
      id serial primary key,
      key text not null unique,
      label_id text not null,
      label_en text not null,
      query jsonb not null,
      sort_order int not null default 0
    );

    create table testimonials (
      id serial primary key,
      name text not null,
      role_id text not null default '',
      role_en text not null default '',
      quote_id text not null,
      quote_en text not null,
      avatar_url text,
      rating int not null default 5 check (rating between 1 and 5),
      content_id int references contents(id),
      sort_order int not null default 0
    );

    create table partners (
      id serial primary key,
      name text not null,
      logo_url text not null,
      link_url text,
      sort_order int not null default 0
    );

    create table info_pages (
      slug text primary key,
      title_id text not null,
      title_en text not null,
      body_id text not null,
      body_en text not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
