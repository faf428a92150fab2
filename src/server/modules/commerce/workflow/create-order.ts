import type { Order, OrderItemInput } from '../../../../common/contract/orders.js';
import type { Locale } from '../../../../common/enums.js';
import { paymentChannelById } from '../../../../common/payments.js';
import type { Database } from '../../../db/index.js';
import { badRequest, conflict } from '../../../http/envelope.js';
import { orderView } from '../records/order-views.js';
import { pendingOrderLines } from '../records/pending-orders.js';
import { invoiceNumberOf, priceLines, requestHash } from '../rules/order-pricing.js';
import { redeemVoucher } from '../rules/voucher-quota.js';
import { t } from '../text/orders.js';
import { chargeIfUncharged, chargeOrder } from './charge.js';
import type { OrderDeps } from './deps.js';
import { completeOrder } from './transitions.js';

/**
 * Orders (issue 11): priced on the server, one per Idempotency-Key, one pending per content and
 * student. The order is written and committed before the gateway is charged (never a gateway call
 * inside a transaction); the answer is recorded afterwards in `payments`. Completion (enrol,
 * points, cart, live event) and expiry are single transactions guarded by `status = PENDING`, so
 * replays and out-of-order notifications change nothing twice.
 */

/** How long an order waits for payment when the gateway names no expiry. */
export const ORDER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * P orders. Per student the transaction first locks the student's row, so a double click, 64
 * retries with one key or two tabs run one after another: the key finds its order, a content in
 * a pending order answers that order.
 */
export async function createOrder(
  deps: OrderDeps,
  studentId: number,
  body: { items: OrderItemInput[]; paymentTypeId: number },
  idempotencyKey: string | undefined,
  locale: Locale,
): Promise<{ order: Order; created: boolean }> {
  const { db } = deps;
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 128)) throw badRequest(t('badKey', locale));
  const channel = paymentChannelById(body.paymentTypeId);
  if (!channel) throw badRequest(t('unknownChannel', locale));
  const hash = requestHash(body.items, body.paymentTypeId);

  const findByKey = async (q: Database) =>
    idempotencyKey === undefined ? undefined : q.selectFrom('orders').selectAll().where('student_id', '=', studentId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  const earlier = await findByKey(db);
  if (earlier) {
    if (earlier.request_hash !== hash) throw conflict(t('keyReused', locale));
    await chargeIfUncharged(deps, earlier, locale);
    return { order: await orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', earlier.id).executeTakeFirstOrThrow()), created: false };
  }

  const lines = await priceLines(db, studentId, body.items, locale);
  const subtotal = lines.reduce((s, l) => s + l.price, 0);
  const discount = lines.reduce((s, l) => s + (l.price - l.finalPrice), 0);
  const voucherDiscount = lines.reduce((s, l) => s + (l.voucher?.discount ?? 0), 0);
  const total = lines.reduce((s, l) => s + l.finalPrice - (l.voucher?.discount ?? 0), 0);
  const free = total === 0;
  const paidChannel = free ? paymentChannelById(17) : channel;
  if (!paidChannel || (!free && paidChannel.midtrans === null)) throw badRequest(t('unknownChannel', locale));

  const outcome = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('students').select('id').where('id', '=', studentId).forUpdate().executeTakeFirst();
    const again = await findByKey(trx);
    if (again) {
      if (again.request_hash !== hash) throw conflict(t('keyReused', locale));
      return { order: again, created: false };
    }
    const [pending] = await pendingOrderLines(
      trx,
      studentId,
      lines.map((l) => l.contentId),
    );
    if (pending) return { order: await trx.selectFrom('orders').selectAll().where('id', '=', pending.orderId).executeTakeFirstOrThrow(), created: false };

    const now = new Date();
    const inserted = await trx
      .insertInto('orders')
      .values({
        student_id: studentId,
        idempotency_key: idempotencyKey ?? null,
        request_hash: hash,
        subtotal,
        discount,
        voucher_discount: voucherDiscount,
        total,
        payment_channel_id: paidChannel.id,
        payment_group: paidChannel.group,
        expires_at: new Date(now.getTime() + ORDER_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = inserted.id;
    await trx
      .updateTable('orders')
      .set({ invoice_number: invoiceNumberOf(orderId, now) })
      .where('id', '=', orderId)
      .execute();
    await trx
      .insertInto('order_items')
      .values(
        lines.map((l) => ({
          order_id: orderId,
          content_id: l.contentId,
          package_id: l.packageId,
          title: l.title,
          content_type: l.contentType,
          price: l.price,
          final_price: l.finalPrice,
          voucher_id: l.voucher?.id ?? null,
          voucher_code: l.voucher?.code ?? null,
          voucher_discount: l.voucher?.discount ?? 0,
          total: l.finalPrice - (l.voucher?.discount ?? 0),
          point_score: l.pointScore,
        })),
      )
      .execute();
    // The quota is taken here, in the order's transaction: a refusal rolls the whole order back.
    for (const l of lines) {
      if (l.voucher) await redeemVoucher(trx, { voucherId: l.voucher.id, voucherCode: l.voucher.code, studentId, orderId, contentId: l.contentId, discount: l.voucher.discount }, locale);
    }
    if (free) await completeOrder(trx, orderId);
    const row = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    return { order: row, created: true };
  });

  if (free) return { order: await orderView(db, outcome.order), created: outcome.created };
  // Committed: now the gateway, outside any transaction. An order found again (the same key, another
  // tab) is charged when an earlier charge never happened (the gateway was down): a retry pays.
  if (outcome.created) await chargeOrder(deps, outcome.order, paidChannel.id, 'create', locale, null);
  else await chargeIfUncharged(deps, outcome.order, locale);
  return { order: await orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', outcome.order.id).executeTakeFirstOrThrow()), created: outcome.created };
}
