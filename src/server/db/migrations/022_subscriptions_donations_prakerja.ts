import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions, donations and the Prakerja redeem (issue 19):
 *
 * - subscription_periods: one row per plan of a paid order (unique per order and plan, so a replayed or
 *   concurrent notification adds nothing twice), from starts_at to ends_at. The periods of a
 *   student follow each other: a renewal starts at the end of the last one.
 * - donation_records.order_id: a donation made here is an order (the gateway and payment pages of
 *   orders); its record follows the order's status. Seeded records have no order.
 * - prakerja_sandbox_codes: the codes the local Prakerja platform sandbox issued (the real
 *   platform keeps its own; this table is only read by the sandbox adapter).
 * - prakerja_redeems: one row per voucher code (unique), the claim that makes a pair redeemed once
 *   however many requests send it at once: claimed, then requested (the platform said yes and the
 *   signed state is out), then completing and completed (enrolled).
 * - enrolments.source gains 'prakerja'.
 *
 * Times are written from the app clock (ctx.clock), so tests decide them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table subscription_periods (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      content_id integer not null references contents (id) on delete restrict,
      order_id bigint references orders (id) on delete set null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      created_at timestamptz not null default now(),
      check (ends_at > starts_at),
      unique (order_id, content_id)
    );
    create index subscription_periods_student_idx on subscription_periods (student_id, ends_at desc);

    alter table donation_records add column order_id bigint unique references orders (id) on delete set null;

    create table prakerja_sandbox_codes (
      voucher_code text primary key,
      redeem_code text not null,
      content_id integer not null references contents (id) on delete cascade,
      used_at timestamptz
    );

    create table prakerja_redeems (
      id bigserial primary key,
      voucher_code text not null unique,
      redeem_code text not null,
      student_id integer not null references students (id) on delete cascade,
      content_id integer references contents (id) on delete set null,
      status text not null check (status in ('claimed', 'requested', 'completing', 'completed')),
      nonce text not null,
      claimed_at timestamptz not null,
      completed_at timestamptz
    );
    create index prakerja_redeems_student_idx on prakerja_redeems (student_id);

    alter table enrolments drop constraint enrolments_source_check;
    alter table enrolments add constraint enrolments_source_check check (source in ('purchase', 'free', 'magic-code', 'bootcamp-participant', 'prakerja'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    delete from enrolments where source = 'prakerja';
    alter table enrolments drop constraint enrolments_source_check;
    alter table enrolments add constraint enrolments_source_check check (source in ('purchase', 'free', 'magic-code', 'bootcamp-participant'));
    drop table prakerja_redeems;
    drop table prakerja_sandbox_codes;
    alter table donation_records drop column order_id;
    drop table subscription_periods;
  `.execute(db);
}
