import { sql, type Kysely } from 'kysely';

/**
 * Points, student vouchers and the GoPay payout (issue 19; docs/decisions.md "Points, student
 * vouchers and the GoPay payout (issue 19)").
 *
 * `points_ledger` (013) carries every movement of points, not only a paid order's: a `reason`
 * (purchase, course, checkin, exchange, payout, payout_return) and a `reference` (what it was
 * for: `order:content`, a content id, a Jakarta date, a student voucher id, a payout id), unique
 * per (student, reason, reference) so a replay records once; the order and content are kept
 * where there is one. `points_balances`: one row per student, the sum of the ledger, written in
 * the same statement or transaction as the ledger row; its check keeps it >= 0, so a spend that
 * would overdraw it is refused by the database whatever the interleaving. It also holds the
 * check-in streak (the last Jakarta day checked in and how many days in a row).
 *
 * `point_exchanges`: what points buy (seeded): a voucher (its price type, price, minimum
 * purchase, content type, days it stays valid) or a GoPay payout of `amount` rupiah.
 * `vouchers.owner_student_id`: a voucher only its owner may use (one made by an exchange).
 * `student_vouchers`: the vouchers a student holds, one row per (student, voucher), from an
 * exchange, a promotion or Prakerja. `point_payouts`: a GoPay payout, status PENDING 1, SUCCESS 2,
 * EXPIRED 3 (failed, rejected or expired: `failure` says which); its points are held by a
 * 'payout' ledger row while pending and given back once by a 'payout_return' row.
 * `sandbox_payouts`: the sandbox gateway's own record of payouts (Midtrans Iris shaped).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table points_ledger
      add column reason text,
      add column reference text,
      alter column order_id drop not null,
      alter column content_id drop not null;
    update points_ledger set reason = 'purchase', reference = order_id || ':' || content_id;
    alter table points_ledger
      alter column reason set not null,
      alter column reference set not null,
      add constraint points_ledger_reason_check check (reason in ('purchase', 'course', 'checkin', 'exchange', 'payout', 'payout_return')),
      add constraint points_ledger_reference_check check (length(reference) between 1 and 100),
      drop constraint points_ledger_order_id_content_id_key;
    create unique index points_ledger_movement_idx on points_ledger (student_id, reason, reference);
    drop index points_ledger_student_idx;
    create index points_ledger_history_idx on points_ledger (student_id, created_at desc, id desc);

    create table points_balances (
      student_id integer primary key references students (id) on delete cascade,
      balance integer not null default 0 check (balance >= 0),
      streak integer not null default 0 check (streak >= 0),
      last_checkin_on text check (last_checkin_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      updated_at timestamptz not null default now()
    );
    insert into points_balances (student_id, balance)
      select student_id, greatest(sum(points), 0) from points_ledger group by student_id;

    create table point_exchanges (
      id serial primary key,
      kind text not null check (kind in ('voucher', 'gopay')),
      name_id text not null,
      name_en text not null,
      description_id text not null default '',
      description_en text not null default '',
      points integer not null check (points > 0),
      voucher_price_type smallint check (voucher_price_type in (1, 2, 3)),
      voucher_price integer check (voucher_price >= 0),
      voucher_min_purchase integer not null default 0 check (voucher_min_purchase >= 0),
      voucher_content_type integer,
      voucher_valid_days integer check (voucher_valid_days between 1 and 366),
      amount integer check (amount > 0),
      is_active boolean not null default true,
      sort integer not null default 0,
      check ((kind = 'voucher' and voucher_price_type is not null and voucher_price is not null and voucher_valid_days is not null) or (kind = 'gopay' and amount is not null))
    );

    alter table vouchers add column owner_student_id integer references students (id) on delete cascade;
    create index vouchers_owner_idx on vouchers (owner_student_id) where owner_student_id is not null;

    create table student_vouchers (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      voucher_id integer not null references vouchers (id) on delete cascade,
      source text not null check (source in ('exchange', 'promotion', 'prakerja')),
      exchange_id integer references point_exchanges (id) on delete set null,
      points integer not null default 0 check (points >= 0),
      created_at timestamptz not null default now(),
      unique (student_id, voucher_id)
    );
    create index student_vouchers_student_idx on student_vouchers (student_id, created_at desc);

    create table point_payouts (
      id bigserial primary key,
      student_id integer not null references students (id) on delete cascade,
      exchange_id integer references point_exchanges (id) on delete set null,
      points integer not null check (points > 0),
      amount integer not null check (amount > 0),
      account_number text not null check (account_number ~ '^08[0-9]{8,12}$'),
      status smallint not null default 1 check (status in (1, 2, 3)),
      reference_no text unique,
      failure text check (failure in ('rejected', 'failed', 'expired', 'refused')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz
    );
    create index point_payouts_student_idx on point_payouts (student_id, created_at desc);
    create index point_payouts_pending_idx on point_payouts (created_at) where status = 1;

    create table sandbox_payouts (
      reference_no text primary key,
      idempotency_key text unique,
      beneficiary_name text not null,
      beneficiary_account text not null,
      beneficiary_bank text not null,
      beneficiary_email text,
      amount integer not null check (amount > 0),
      notes text not null default '',
      status text not null check (status in ('queued', 'approved', 'processed', 'completed', 'failed', 'rejected')),
      reject_reason text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table sandbox_payouts;
    drop table point_payouts;
    drop table student_vouchers;
    drop index vouchers_owner_idx;
    alter table vouchers drop column owner_student_id;
    drop table point_exchanges;
    drop table points_balances;
    delete from points_ledger where reason <> 'purchase';
    drop index points_ledger_history_idx;
    drop index points_ledger_movement_idx;
    create index points_ledger_student_idx on points_ledger (student_id);
    alter table points_ledger
      drop constraint points_ledger_reason_check,
      drop constraint points_ledger_reference_check,
      drop column reason,
      drop column reference,
      alter column order_id set not null,
      alter column content_id set not null,
      add constraint points_ledger_order_id_content_id_key unique (order_id, content_id);
  `.execute(db);
}
