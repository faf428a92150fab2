import { sql } from 'kysely';
import { PaymentStatus } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import type { OrderRow, PaymentRow } from './order-views.js';
import type { LineTitles } from './sale-contents.js';

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
  /** The line's title in both languages (every view picks its reader's). */
  titles: LineTitles;
  contentType: number;
  price: number;
  finalPrice: number;
  voucherId: number | null;
  voucherCode: string | null;
  voucherDiscount: number;
  pointScore: number;
}

/**
 * The order this Idempotency-Key made, else the newest pending order holding one of the lines'
 * contents, else the new order with its invoice number (INV/<UTC date>/<id, at least 6 digits>) and
 * its lines: one call of place_order (migration 019), which first locks the student's row so two
 * requests of one student never both insert. One round trip, in a transaction or on its own.
 */
export async function insertOrderUnlessFound(db: Database, o: NewOrder, lines: readonly NewOrderLine[]): Promise<{ order: OrderRow; created: boolean }> {
  const items = JSON.stringify(
    lines.map((l) => ({
      content_id: l.contentId,
      package_id: l.packageId,
      title_id: l.titles.title_id,
      title_en: l.titles.title_en,
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
  const { rows } = await sql<{ placed: Record<string, unknown> & { found: boolean } }>`
    select place_order(${o.studentId}, ${o.idempotencyKey}::text, ${o.requestHash}, ${o.subtotal}, ${o.discount}, ${o.voucherDiscount}, ${o.total},
                       ${o.paymentChannelId}, ${o.paymentGroup}, ${o.expiresAt}::timestamptz, ${PaymentStatus.PENDING}::smallint, ${contentIds}::int[], ${items}::jsonb) as placed`.execute(
    db,
  );
  const placed = rows[0]?.placed;
  if (!placed) throw new Error('insertOrderUnlessFound: no row returned');
  const { found, ...order } = placed;
  return { order: orderRowFromJson(order), created: !found };
}

/** An orders row read as JSON (to_jsonb): its times come as text; every time column's name ends in _at. */
export function orderRowFromJson(json: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(json)) row[column] = column.endsWith('_at') && typeof value === 'string' ? new Date(value) : value;
  return row as unknown as OrderRow;
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
