import type { Order, OrderItemInput } from '../../../../common/contract/orders.js';
import type { Locale } from '../../../../common/enums.js';
import { paymentChannelById } from '../../../../common/payments.js';
import { badRequest, conflict } from '../../../http/envelope.js';
import { orderAnswer, orderView, type OrderRow } from '../records/order-views.js';
import { insertOrderUnlessFound } from '../records/order-writes.js';
import { priceLines, requestHash } from '../rules/order-pricing.js';
import { redeemVoucher } from '../rules/voucher-quota.js';
import { t } from '../text/orders.js';
import { chargeIfUncharged, chargeOrder, chargesInFlight, type ChargeOutcome } from './charge.js';
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
 * P orders. Per student the order's write (place_order) first locks the student's row, so a double
 * click, 64 retries with one key or two tabs run one after another: the key finds its order, a
 * content in a pending order answers that order. In this process a request with the key of one still running
 * waits for that one's answer instead (no statements of its own); across instances the lock and
 * the charge claim keep the same guarantees.
 */
export async function createOrder(
  deps: OrderDeps,
  studentId: number,
  body: { items: OrderItemInput[]; paymentTypeId: number },
  idempotencyKey: string | undefined,
  locale: Locale,
): Promise<{ order: Order; created: boolean }> {
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 128)) throw badRequest(t(locale, 'badKey'));
  if (idempotencyKey === undefined) return makeOrder(deps, studentId, body, undefined, locale);
  const hash = requestHash(body.items, body.paymentTypeId);
  const key = `${studentId}:${idempotencyKey}`;
  const running = ordersInFlight.get(key);
  if (running) {
    if (running.hash !== hash) throw conflict(t(locale, 'keyReused'));
    try {
      return { order: (await running.answer).order, created: false };
    } catch {
      // The first attempt failed (an outage, a refusal): this one asks on its own, as a retry would.
    }
  }
  const answer = makeOrder(deps, studentId, body, idempotencyKey, locale);
  ordersInFlight.set(key, { hash, answer });
  try {
    return await answer;
  } finally {
    if (ordersInFlight.get(key)?.answer === answer) ordersInFlight.delete(key);
  }
}

/** P orders requests running in this process, by student and Idempotency-Key. */
const ordersInFlight = new Map<string, { hash: string; answer: Promise<{ order: Order; created: boolean }> }>();

async function makeOrder(
  deps: OrderDeps,
  studentId: number,
  body: { items: OrderItemInput[]; paymentTypeId: number },
  idempotencyKey: string | undefined,
  locale: Locale,
): Promise<{ order: Order; created: boolean }> {
  const { db } = deps;
  const channel = paymentChannelById(body.paymentTypeId);
  if (!channel) throw badRequest(t(locale, 'unknownChannel'));
  const hash = requestHash(body.items, body.paymentTypeId);
  const key = idempotencyKey ?? null;

  /** An order found again (the same key, another tab): charged when an earlier charge never happened (the gateway was down): a retry pays. */
  const foundAgain = async (o: OrderRow) => {
    await chargeIfUncharged(deps, o, locale);
    return { order: await orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow(), locale), created: false };
  };

  // Priced first: the order transaction below finds an earlier order of this key anyway, so the key
  // is looked up on its own only when pricing refuses. A retry whose price no longer holds (its
  // voucher's last use taken by that very order, a content unpublished since) still gets its order.
  let lines: Awaited<ReturnType<typeof priceLines>>;
  try {
    lines = await priceLines(db, studentId, body.items, locale);
  } catch (refusal) {
    const earlier = key === null ? undefined : await db.selectFrom('orders').selectAll().where('student_id', '=', studentId).where('idempotency_key', '=', key).executeTakeFirst();
    if (!earlier) throw refusal;
    if (earlier.request_hash !== hash) throw conflict(t(locale, 'keyReused'));
    return foundAgain(earlier);
  }
  const subtotal = lines.reduce((s, l) => s + l.price, 0);
  const discount = lines.reduce((s, l) => s + (l.price - l.finalPrice), 0);
  const voucherDiscount = lines.reduce((s, l) => s + (l.voucher?.discount ?? 0), 0);
  const total = lines.reduce((s, l) => s + l.finalPrice - (l.voucher?.discount ?? 0), 0);
  const free = total === 0;
  const paidChannel = free ? paymentChannelById(17) : channel;
  if (!paidChannel || (!free && paidChannel.midtrans === null)) throw badRequest(t(locale, 'unknownChannel'));

  const newOrder = {
    studentId,
    idempotencyKey: key,
    requestHash: hash,
    subtotal,
    discount,
    voucherDiscount,
    total,
    paymentChannelId: paidChannel.id,
    paymentGroup: paidChannel.group,
    expiresAt: new Date(Date.now() + ORDER_TTL_MS),
  };
  const newLines = lines.map((l) => ({
    contentId: l.contentId,
    packageId: l.packageId,
    titles: l.titles,
    contentType: l.contentType,
    price: l.price,
    finalPrice: l.finalPrice,
    voucherId: l.voucher?.id ?? null,
    voucherCode: l.voucher?.code ?? null,
    voucherDiscount: l.voucher?.discount ?? 0,
    pointScore: l.pointScore,
  }));
  const keyReused = (order: OrderRow) => key !== null && order.idempotency_key === key && order.request_hash !== hash;
  // A paid order without vouchers is one statement (the lock, the look-up and the insert: place_order).
  // Vouchers and free orders need more in the same transaction, which then holds the student's lock.
  const outcome =
    !free && !lines.some((l) => l.voucher)
      ? await insertOrderUnlessFound(db, newOrder, newLines)
      : await db.transaction().execute(async (trx) => {
          const placed = await insertOrderUnlessFound(trx, newOrder, newLines);
          if (!placed.created) return placed;
          // The quota is taken here, in the order's transaction: a refusal rolls the whole order back.
          for (const l of lines) {
            if (l.voucher)
              await redeemVoucher(
                trx,
                { voucherId: l.voucher.id, voucherCode: l.voucher.code, studentId, orderId: placed.order.id, contentId: l.contentId, discount: l.voucher.discount },
                locale,
              );
          }
          if (free) await completeOrder(trx, placed.order.id);
          return placed;
        });
  if (!outcome.created && keyReused(outcome.order)) throw conflict(t(locale, 'keyReused'));
  if (!outcome.created) return foundAgain(outcome.order);
  if (free) return { order: await orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', outcome.order.id).executeTakeFirstOrThrow(), locale), created: true };
  // Committed: now the gateway, outside any transaction; a double click in this process waits for this charge.
  const charging = chargeOrder(deps, outcome.order, paidChannel.id, 'create', locale, null);
  chargesInFlight.set(outcome.order.id, charging);
  let charged: ChargeOutcome;
  try {
    charged = await charging;
  } finally {
    chargesInFlight.delete(outcome.order.id);
  }
  if (!charged.order) return foundAgain(outcome.order);
  // The answer from what is in hand: the order as the charge left it, its lines and its payment.
  const items = lines.map((l) => ({
    contentId: l.contentId,
    packageId: l.packageId,
    contentType: l.contentType,
    url: l.url,
    title: l.title,
    price: l.price,
    finalPrice: l.finalPrice,
    voucherCode: l.voucher?.code ?? null,
    voucherDiscount: l.voucher?.discount ?? 0,
    total: l.finalPrice - (l.voucher?.discount ?? 0),
  }));
  return { order: orderAnswer(charged.order, items, charged.payment), created: true };
}
