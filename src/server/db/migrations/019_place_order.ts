import { sql, type Kysely } from 'kysely';

/**
 * P orders' write as one statement (issue 17): the student's row lock, the order this
 * Idempotency-Key made (else the newest pending order holding one of the contents) and, when there
 * is none, the new order with its invoice number and lines. Called on its own it is one round trip
 * instead of four (BEGIN, lock, find-or-insert, COMMIT): the statement's own transaction holds the
 * lock, and each statement of a PL/pgSQL function takes a fresh snapshot, so the look-up after the
 * lock sees every order committed by a request that held it before. Called inside a transaction
 * (vouchers, free orders) the lock lasts until that transaction's end, as before.
 * Answers the order row as JSON with `found` (true: an existing order, nothing written).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function place_order(
      p_student_id integer, p_key text, p_hash text, p_subtotal integer, p_discount integer, p_voucher_discount integer, p_total integer,
      p_channel_id integer, p_group integer, p_expires_at timestamptz, p_pending smallint, p_content_ids integer[], p_items jsonb)
    returns jsonb language plpgsql volatile as $$
    declare
      earlier orders;
      placed orders;
      new_id bigint;
    begin
      perform 1 from students where id = p_student_id for update;
      select * into earlier from orders
       where student_id = p_student_id
         and ((p_key is not null and idempotency_key = p_key)
              or (status = p_pending and exists (select 1 from order_items i where i.order_id = orders.id and i.content_id = any (p_content_ids))))
       order by coalesce(idempotency_key = p_key, false) desc, id desc
       limit 1;
      if found then
        return to_jsonb(earlier) || jsonb_build_object('found', true);
      end if;
      new_id := nextval(pg_get_serial_sequence('orders', 'id'));
      insert into orders (id, student_id, idempotency_key, request_hash, subtotal, discount, voucher_discount, total, payment_channel_id, payment_group, expires_at, invoice_number)
      values (new_id, p_student_id, p_key, p_hash, p_subtotal, p_discount, p_voucher_discount, p_total, p_channel_id, p_group, p_expires_at,
              'INV/' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || '/' || lpad(new_id::text, greatest(6, length(new_id::text)), '0'))
      returning * into placed;
      insert into order_items (order_id, content_id, package_id, title, content_type, price, final_price, voucher_id, voucher_code, voucher_discount, total, point_score)
      select new_id, x.content_id, x.package_id, x.title, x.content_type, x.price, x.final_price, x.voucher_id, x.voucher_code, x.voucher_discount, x.total, x.point_score
        from jsonb_to_recordset(p_items) as x(content_id int, package_id int, title text, content_type int, price int, final_price int, voucher_id int,
                                               voucher_code text, voucher_discount int, total int, point_score int);
      return to_jsonb(placed) || jsonb_build_object('found', false);
    end
    $$;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists place_order`.execute(db);
}
