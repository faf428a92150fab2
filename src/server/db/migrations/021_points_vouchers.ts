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
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
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
