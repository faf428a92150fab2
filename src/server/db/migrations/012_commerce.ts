import { sql, type Kysely } from 'kysely';

/**
 * Buying, part 1 (issue 11; docs/decisions.md "Buying: enrolments, wishlist, cart, vouchers").
 *
 * `enrolments`: what a student owns. One row per (student, content), so enrolling twice, or 64
 * requests at once, is one row (`insert … on conflict do nothing`). `source` says how it came:
 * a purchase (with its order), a free content, a webinar's magic code, a bootcamp participant
 * form; `via_content_id` names the package or bootcamp that brought a part in.
 *
 * `wishlist_items`, `cart_items`: one row per (student, content), so the same item twice is one
 * line; a cart line may name a bootcamp price tier (`package_id`).
 *
 * `orders`, `order_items`: only the shape the cart needs to refuse an item already in a pending
 * order (status PENDING 1). The orders part adds its columns (totals, payment, invoice, ...) in
 * its own migration.
 *
 * `vouchers`: `price_type` 1 percent, 2 amount, 3 resulting price (spec 9); `quota` null is no
 * limit; `used` only moves by the compare-and-set of redeemVoucher (`used < quota`), so a quota
 * holds under any number of concurrent orders. `voucher_redemptions`: one live (not released)
 * redemption per voucher and student; an expired order releases its redemption.
 *
 * `webinar_magic_codes`: invitation codes that enrol a student in a webinar without paying.
 * `bootcamp_participants`: the participant form (type 2) of free bootcamps.
 * `danacita_clicks`: clicks on the Danacita (study loan) button of a content.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table orders (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      status smallint not null default 1 check (status in (1, 2, 3)),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index orders_student_pending_idx on orders (student_id) where status = 1;

    create table order_items (
      order_id bigint not null references orders (id) on delete cascade,
      content_id integer not null references contents (id),
      package_id integer references bootcamp_packages (id),
      primary key (order_id, content_id)
    );
    create index order_items_content_idx on order_items (content_id);

    create table enrolments (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      source text not null check (source in ('purchase', 'free', 'magic-code', 'bootcamp-participant')),
      order_id bigint references orders (id) on delete set null,
      via_content_id integer references contents (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (student_id, content_id)
    );
    create index enrolments_content_idx on enrolments (content_id);

    create table wishlist_items (
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (student_id, content_id)
    );

    create table cart_items (
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      package_id integer references bootcamp_packages (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (student_id, content_id)
    );

    create table vouchers (
      id serial primary key,
      code text not null unique check (code = upper(code) and length(code) between 1 and 64),
      name_id text not null,
      name_en text not null,
      description_id text not null default '',
      description_en text not null default '',
      price_type smallint not null check (price_type in (1, 2, 3)),
      price integer not null check (price >= 0 and (price_type <> 1 or price <= 100)),
      min_purchase integer not null default 0 check (min_purchase >= 0),
      quota integer check (quota >= 0),
      used integer not null default 0 check (used >= 0 and (quota is null or used <= quota)),
      content_id integer references contents (id) on delete cascade,
      content_type integer,
      starts_at timestamptz,
      ends_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index vouchers_content_idx on vouchers (content_id);

    create table voucher_redemptions (
      id bigserial primary key,
      voucher_id integer not null references vouchers (id) on delete cascade,
      student_id integer not null references students (id) on delete cascade,
      order_id bigint references orders (id) on delete set null,
      content_id integer references contents (id) on delete set null,
      discount integer not null default 0 check (discount >= 0),
      created_at timestamptz not null default now(),
      released_at timestamptz
    );
    create unique index voucher_redemptions_live_idx on voucher_redemptions (voucher_id, student_id) where released_at is null;
    create index voucher_redemptions_order_idx on voucher_redemptions (order_id);

    create table webinar_magic_codes (
      content_id integer not null references contents (id) on delete cascade,
      code text not null check (code = upper(code) and length(code) between 1 and 64),
      created_at timestamptz not null default now(),
      primary key (content_id, code)
    );

    create table bootcamp_participants (
      id bigserial primary key,
      content_id integer not null references contents (id) on delete cascade,
      student_id integer not null references students (id) on delete cascade,
      package_id integer references bootcamp_packages (id) on delete set null,
      type smallint not null,
      full_name text not null,
      email text not null,
      phone text not null,
      city text,
      occupation text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (content_id, student_id)
    );

    create table danacita_clicks (
      id bigserial primary key,
      content_id integer not null references contents (id) on delete cascade,
      package_id integer references bootcamp_packages (id) on delete set null,
      student_id integer references students (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index danacita_clicks_content_idx on danacita_clicks (content_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table danacita_clicks;
    drop table bootcamp_participants;
    drop table webinar_magic_codes;
    drop table voucher_redemptions;
    drop table vouchers;
    drop table cart_items;
    drop table wishlist_items;
    drop table enrolments;
    drop table order_items;
    drop table orders;
  `.execute(db);
}
