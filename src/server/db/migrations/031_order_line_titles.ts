import { sql, type Kysely } from 'kysely';

/**
 * An order line keeps its title in both languages (issue 25, "In the visitor's language"): until
 * now `order_items.title` held the one title of the language the order was placed in, so an
 * Indonesian reader of an order bought in English read "Excel for Data Analysis" in the history,
 * the transaction, the invoice PDF and the receipt. Each view now picks `title_id` or `title_en`
 * for its reader; the single `title` column is gone.
 *
 * Backfill: a line takes its content's two titles. The stored title was one of them when the order
 * was placed, so a line whose content was not renamed since gets exactly what it would have
 * stored; one renamed since gets today's titles (the language of the stored title is not recorded,
 * and the reader's language matters more than the old wording). An empty English title falls back
 * to the Indonesian one, as new lines do. A line whose content row is missing (the foreign key
 * forbids it; only a bypassed key could leave one) keeps its one stored title in both columns.
 *
 * `place_order` (019) writes the two titles; it still accepts an item with `title` only (an
 * instance of the previous release during a rolling start), storing it in both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table order_items add column title_id text, add column title_en text;
    update order_items i
       set title_id = coalesce(nullif(c.title_id, ''), i.title),
           title_en = coalesce(nullif(c.title_en, ''), nullif(c.title_id, ''), i.title)
      from contents c
     where c.id = i.content_id;
    update order_items set title_id = title, title_en = title where title_id is null or title_en is null;
    alter table order_items alter column title_id set not null, alter column title_en set not null, drop column title;

    create or replace function place_order(
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
      insert into order_items (order_id, content_id, package_id, title_id, title_en, content_type, price, final_price, voucher_id, voucher_code, voucher_discount, total, point_score)
      select new_id, x.content_id, x.package_id, coalesce(x.title_id, x.title), coalesce(x.title_en, x.title), x.content_type, x.price, x.final_price, x.voucher_id,
             x.voucher_code, x.voucher_discount, x.total, x.point_score
        from jsonb_to_recordset(p_items) as x(content_id int, package_id int, title_id text, title_en text, title text, content_type int, price int, final_price int,
                                               voucher_id int, voucher_code text, voucher_discount int, total int, point_score int);
      return to_jsonb(placed) || jsonb_build_object('found', false);
    end
    $$;
  `.execute(db);
}

/** Back to one title per line (the Indonesian one) and 019's place_order. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table order_items add column title text not null default '';
    update order_items set title = title_id;
    alter table order_items drop column title_id, drop column title_en;

    create or replace function place_order(
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
