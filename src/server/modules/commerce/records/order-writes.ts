import { sql } from 'kysely';
import { PaymentStatus } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import type { OrderRow, PaymentRow } from './order-views.js';

/**
 * The statements that write an order and its charges, each one round trip (issue 17: an order
 * took about 19 statements before the gateway and 5 after it). The decisions — when to write,
 * what a lost compare-and-set means — are the order workflow's.
 */

export interface NewOrder {
  studentId: number;
  idempotencyKey: string | null;
  requestHash: string;
  subtotal: number;
  discount: number;
  voucherDiscount: number;
  total: number;
  paymentChannelId: number;
  paymentGroup: number;
  expiresAt: Date;
}

export interface NewOrderLine {
  contentId: number;
  packageId: number | null;
  title: string;
  contentType: number;
  price: number;
  finalPrice: number;
  voucherId: number | null;
  voucherCode: string | null;
  voucherDiscount: number;
  pointScore: number;
}

/**
 * In the order's transaction, after the student's row is locked (so this statement's snapshot sees
 * every order committed before): the order this Idempotency-Key made, else the newest pending order
 * holding one of the lines' contents — or, when there is none, the new order with its invoice number
 * (INV/<UTC date>/<id, at least 6 digits>: the id comes from the sequence in the same statement)
 * and its lines. One round trip either way.
 */
export async function insertOrderUnlessFound(trx: Database, o: NewOrder, lines: readonly NewOrderLine[]): Promise<{ order: OrderRow; created: boolean }> {
  const items = JSON.stringify(
    lines.map((l) => ({
      content_id: l.contentId,
      package_id: l.packageId,
      title: l.title,
      content_type: l.contentType,
      price: l.price,
      final_price: l.finalPrice,
      voucher_id: l.voucherId,
      voucher_code: l.voucherCode,
      voucher_discount: l.voucherDiscount,
      total: l.finalPrice - l.voucherDiscount,
      point_score: l.pointScore,
    })),
  );
  const contentIds = lines.map((l) => l.contentId);
  const { rows } = await sql<OrderRow & { found: boolean }>`
    with f as (
      select * from orders
       where student_id = ${o.studentId}
         and ((${o.idempotencyKey}::text is not null and idempotency_key = ${o.idempotencyKey}::text)
              or (status = ${PaymentStatus.PENDING} and exists (select 1 from order_items i where i.order_id = orders.id and i.content_id = any(${contentIds}::int[]))))
       order by coalesce(idempotency_key = ${o.idempotencyKey}::text, false) desc, id desc
       limit 1),
    n as (select nextval(pg_get_serial_sequence('orders', 'id')) as id where not exists (select 1 from f)),
    o as (
      insert into orders (id, student_id, idempotency_key, request_hash, subtotal, discount, voucher_discount, total, payment_channel_id, payment_group, expires_at, invoice_number)
      select n.id, ${o.studentId}, ${o.idempotencyKey}, ${o.requestHash}, ${o.subtotal}, ${o.discount}, ${o.voucherDiscount}, ${o.total}, ${o.paymentChannelId}, ${o.paymentGroup},
             ${o.expiresAt}, 'INV/' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || '/' || lpad(n.id::text, greatest(6, length(n.id::text)), '0')
        from n
      returning *),
    i as (
      insert into order_items (order_id, content_id, package_id, title, content_type, price, final_price, voucher_id, voucher_code, voucher_discount, total, point_score)
      select o.id, x.content_id, x.package_id, x.title, x.content_type, x.price, x.final_price, x.voucher_id, x.voucher_code, x.voucher_discount, x.total, x.point_score
        from o, jsonb_to_recordset(${items}::jsonb) as x(content_id int, package_id int, title text, content_type int, price int, final_price int, voucher_id int,
                                                          voucher_code text, voucher_discount int, total int, point_score int))
    select o.*, false as found from o
    union all
    select f.*, true as found from f`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('insertOrderUnlessFound: no row returned');
  const { found, ...order } = row;
  return { order, created: !found };
}

/** What the gateway answered to a charge, as a payment row records it. */
export interface ChargeRecord {
  orderId: number;
  gatewayOrderId: string;
  channelId: number;
  paymentGroup: number;
  amount: number;
  transactionId: string | null;
  transactionStatus: string | null;
  vaNumber: string | null;
  bank: string | null;
  billKey: string | null;
  billerCode: string | null;
  paymentCode: string | null;
  store: string | null;
  qrString: string | null;
  qrCodeUrl: string | null;
  deeplinkUrl: string | null;
  redirectUrl: string | null;
  expiresAt: Date | null;
}

export interface RecordedCharge {
  payment: PaymentRow;
  /** True when this charge became the order's current payment. */
  won: boolean;
  /** Gateway order ids of the pending payments the winner retired (their charges are to be cancelled). */
  retired: string[];
}

/**
 * Records a charge and, in the same statement, switches the order's current payment to it by
 * compare-and-set from `expected` (the order must still be pending). A winner retires every other
 * pending payment of the order; a loser's payment is written EXPIRED. PostgreSQL re-checks the
 * update's condition on the order row a concurrent winner changed, so of concurrent charges of one
 * order exactly one wins. The payment's id is taken from its sequence first so the order can point
 * at it (the foreign key is checked at the end of the statement).
 */
export async function recordCharge(db: Database, c: ChargeRecord, expected: number | null): Promise<RecordedCharge> {
  const { rows } = await sql<PaymentRow & { won: boolean; retired: string[] }>`
    with n as (select nextval(pg_get_serial_sequence('payments', 'id')) as id),
    o as (
      update orders set payment_id = (select id from n), payment_channel_id = ${c.channelId}, payment_group = ${c.paymentGroup},
                        expires_at = coalesce(${c.expiresAt}::timestamptz, expires_at), updated_at = now()
       where id = ${c.orderId} and status = ${PaymentStatus.PENDING} and payment_id is not distinct from ${expected}::bigint
      returning id),
    r as (
      update payments set status = ${PaymentStatus.EXPIRED}, updated_at = now()
       where order_id = ${c.orderId} and status = ${PaymentStatus.PENDING} and exists (select 1 from o)
      returning gateway_order_id),
    p as (
      insert into payments (id, order_id, gateway_order_id, channel_id, payment_group, amount, status, transaction_id, transaction_status, va_number, bank, bill_key,
                            biller_code, payment_code, store, qr_string, qr_code_url, deeplink_url, redirect_url, expires_at)
      select n.id, ${c.orderId}, ${c.gatewayOrderId}, ${c.channelId}, ${c.paymentGroup}, ${c.amount},
             case when exists (select 1 from o) then ${PaymentStatus.PENDING}::smallint else ${PaymentStatus.EXPIRED}::smallint end,
             ${c.transactionId}, ${c.transactionStatus}, ${c.vaNumber}, ${c.bank}, ${c.billKey}, ${c.billerCode}, ${c.paymentCode}, ${c.store}, ${c.qrString},
             ${c.qrCodeUrl}, ${c.deeplinkUrl}, ${c.redirectUrl}, ${c.expiresAt}::timestamptz
        from n
      returning *)
    select p.*, exists (select 1 from o) as won, array(select gateway_order_id from r) as retired from p`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('recordCharge: no row returned');
  const { won, retired, ...payment } = row;
  return { payment, won, retired };
}
