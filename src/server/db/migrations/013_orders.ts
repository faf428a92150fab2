import { sql, type Kysely } from 'kysely';

/**
 * Buying, part 2 (issue 11; docs/decisions.md "Buying: orders and payments").
 *
 * `orders` gains what was bought for how much (priced on the server), how it is paid, its
 * invoice number, its expiry and the Idempotency-Key that made it (unique per student: a double
 * click or a retry finds the same order). `order_items` gains each line's title, type, prices,
 * voucher and the point score it awards. `payments`: one row per gateway charge of an order
 * (changing the method makes a new one); the answer the payer needs (VA number, bill key, …).
 * `points_ledger`: one row per order line (unique), so a replayed notification awards once.
 * `leases`: one row per background job; one instance holds it until `expires_at`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table orders
      add column invoice_number text unique,
      add column idempotency_key text,
      add column request_hash text,
      add column subtotal integer not null default 0 check (subtotal >= 0),
      add column discount integer not null default 0 check (discount >= 0),
      add column voucher_discount integer not null default 0 check (voucher_discount >= 0),
      add column total integer not null default 0 check (total >= 0),
      add column payment_channel_id integer,
      add column payment_group integer,
      add column expires_at timestamptz,
      add column paid_at timestamptz,
      add column expired_at timestamptz,
      add column cancelled_at timestamptz;
    create unique index orders_idempotency_idx on orders (student_id, idempotency_key) where idempotency_key is not null;

    alter table order_items
      add column title text not null default '',
      add column content_type integer not null default 0,
      add column price integer not null default 0 check (price >= 0),
      add column final_price integer not null default 0 check (final_price >= 0),
      add column voucher_id integer references vouchers (id) on delete set null,
      add column voucher_code text,
      add column voucher_discount integer not null default 0 check (voucher_discount >= 0),
      add column total integer not null default 0 check (total >= 0),
      add column point_score integer not null default 0;

    create table payments (
      id bigserial primary key,
      order_id bigint not null references orders (id) on delete cascade,
      gateway_order_id text not null unique,
      channel_id integer not null,
      payment_group integer not null,
      amount integer not null check (amount >= 0),
      status smallint not null default 1 check (status in (1, 2, 3)),
      transaction_id text,
      transaction_status text,
      va_number text,
      bank text,
      bill_key text,
      biller_code text,
      payment_code text,
      store text,
      qr_string text,
      qr_code_url text,
      deeplink_url text,
      redirect_url text,
      expires_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index payments_order_idx on payments (order_id);

    create table points_ledger (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      order_id bigint not null references orders (id) on delete cascade,
      content_id integer not null references contents (id) on delete cascade,
      points integer not null,
      created_at timestamptz not null default now(),
      unique (order_id, content_id)
    );
    create index points_ledger_student_idx on points_ledger (student_id);

    create table leases (
      name text primary key,
      holder text not null,
      expires_at timestamptz not null
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table leases;
    drop table points_ledger;
    drop table payments;
    drop index orders_idempotency_idx;
    alter table order_items
      drop column title, drop column content_type, drop column price, drop column final_price,
      drop column voucher_id, drop column voucher_code, drop column voucher_discount, drop column total, drop column point_score;
    alter table orders
      drop column invoice_number, drop column idempotency_key, drop column request_hash, drop column subtotal,
      drop column discount, drop column voucher_discount, drop column total, drop column payment_channel_id,
      drop column payment_group, drop column expires_at, drop column paid_at, drop column expired_at, drop column cancelled_at;
  `.execute(db);
}
