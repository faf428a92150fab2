import { sql, type Kysely } from 'kysely';

/**
 * Product pages: form definitions (webinar registration and feedback), donation campaigns with
 * their donation records, and the price tiers of bootcamps. Reviews live in 003; promo terms in
 * contents.details.promoTerms. Money is integer rupiah (bigint where sums can grow).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table forms (
      id serial primary key,
      key text not null unique,
      kind text not null check (kind in ('registration', 'feedback', 'survey')),
      content_id int references contents(id) on delete cascade,
      title_id text not null,
      title_en text not null,
      description_id text not null default '',
      description_en text not null default '',
      fields jsonb not null default '[]'::jsonb,
      is_active boolean not null default true,
      created_at timestamptz not null default now()
    );
    create index forms_content_idx on forms (kind, content_id);

    create table donations (
      id serial primary key,
      url text not null unique,
      title_id text not null,
      title_en text not null,
      summary_id text not null default '',
      summary_en text not null default '',
      description_id text not null default '',
      description_en text not null default '',
      image_url text,
      organizer text not null,
      category_id int references categories(id),
      target_amount bigint not null check (target_amount > 0),
      suggested_amounts jsonb not null default '[]'::jsonb,
      starts_at timestamptz not null default now(),
      ends_at timestamptz,
      is_active boolean not null default true,
      created_at timestamptz not null default now()
    );

    create table donation_records (
      id serial primary key,
      donation_id int not null references donations(id) on delete cascade,
      device_id text not null,
      student_id int,
      donor_name text not null default '',
      is_anonymous boolean not null default false,
      amount bigint not null check (amount > 0),
      message text not null default '',
      status int not null default 2 check (status in (1, 2, 3)),
      created_at timestamptz not null default now()
    );
    create index donation_records_donation_idx on donation_records (donation_id, status, created_at desc, id desc);
    create index donation_records_device_idx on donation_records (donation_id, device_id);

    create table bootcamp_packages (
      id serial primary key,
      content_id int not null references contents(id) on delete cascade,
      code text not null,
      name_id text not null,
      name_en text not null,
      description_id text not null default '',
      description_en text not null default '',
      price int not null check (price >= 0),
      final_price int not null check (final_price >= 0 and final_price <= price),
      features_id jsonb not null default '[]'::jsonb,
      features_en jsonb not null default '[]'::jsonb,
      installment_months int check (installment_months is null or installment_months > 0),
      is_recommended boolean not null default false,
      sort_order int not null default 0,
      unique (content_id, code)
    );
  `.execute(db);
}
