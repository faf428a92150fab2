import { isRenewableContentType } from '../../../../common/cart.js';
import { PaymentStatus } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import { LiveHub } from '../../../live/hub.js';
import { notifyPaymentExpired, notifyPaymentPaid } from '../../notifications/index.js';
import { earnPoints } from '../../points/index.js';
import { removeFromCart } from '../records/cart-items.js';
import { completeDonation, expireDonation } from '../records/donation-records.js';
import { queueReceipt } from '../records/order-messages.js';
import { enrol } from '../records/enrolments.js';
import { addSubscriptionPeriods } from '../records/subscription-periods.js';
import { releaseVouchers, retakeVouchers } from '../rules/voucher-quota.js';

/**
 * Pending → SUCCESS, once: enrols (packages and bootcamps bring their parts) or, for a subscription
 * plan, adds a period, awards the points (one ledger row per line, the balance with it), keeps
 * the voucher used, clears the bought lines from the cart and
 * writes the live event. Returns false when the order was not pending (a replay: nothing done).
 *
 * `late`: the gateway settled a charge of an order this shop already expired (the notification
 * came after the expiry job, docs/payments.md "A settlement after the local expiry"). Then an
 * EXPIRED order completes the same way, once (SUCCESS is final), and its vouchers are taken again.
 */
export async function completeOrder(trx: Database, orderId: number, late = false): Promise<boolean> {
  const now = new Date();
  const o = await trx
    .updateTable('orders')
    .set({ status: PaymentStatus.SUCCESS, paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', 'in', late ? [PaymentStatus.PENDING, PaymentStatus.EXPIRED] : [PaymentStatus.PENDING])
    .returning(['id', 'student_id', 'expired_at'])
    .executeTakeFirst();
  if (!o) return false;
  // A late settlement: expired_at stays as the record of it; the vouchers the expiry gave back are taken again.
  if (o.expired_at !== null) await retakeVouchers(trx, orderId);
  // The receipt with the invoice attached (issue 20), once: only the transaction that made the order paid gets here.
  await queueReceipt(trx, orderId);
  // The "payment succeeded" notification (issue 20), a donation's too: the student paid either way.
  await notifyPaymentPaid(trx, orderId);
  // A donation: its record is paid, nothing else (issue 19).
  if (await completeDonation(trx, orderId, o.student_id)) return true;
  const items = await trx.selectFrom('order_items').select(['content_id', 'point_score', 'content_type']).where('order_id', '=', orderId).execute();
  const contentIds = items.map((i) => i.content_id);
  // Subscription plans are never owned: each adds a period (issue 19).
  const plans = items.filter((i) => isRenewableContentType(i.content_type)).map((i) => i.content_id);
  const movements = items.map((i) => ({ reason: 'purchase' as const, reference: `${orderId}:${i.content_id}`, points: i.point_score, orderId, contentId: i.content_id }));
  await earnPoints(trx, o.student_id, movements);
  await removeFromCart(trx, o.student_id, contentIds);
  await LiveHub.publish(trx, o.student_id, 'payment', { orderId, paymentStatus: PaymentStatus.SUCCESS });
  // Last: enrolling counts the students on the content's row, which every buyer of that content
  // updates; taken just before the commit, its lock is held for the shortest time.
  await addSubscriptionPeriods(trx, o.student_id, orderId, plans, now);
  await enrol(
    trx,
    o.student_id,
    contentIds.filter((id) => !plans.includes(id)),
    'purchase',
    orderId,
  );
  return true;
}

/** Pending → EXPIRED, once: the vouchers it held are given back. Returns false when it was not pending. */
export async function expireOrder(trx: Database, orderId: number, cancelled = false): Promise<boolean> {
  const now = new Date();
  const o = await trx
    .updateTable('orders')
    .set({ status: PaymentStatus.EXPIRED, expired_at: now, updated_at: now, ...(cancelled ? { cancelled_at: now } : {}) })
    .where('id', '=', orderId)
    .where('status', '=', PaymentStatus.PENDING)
    .returning(['id', 'student_id'])
    .executeTakeFirst();
  if (!o) return false;
  await releaseVouchers(trx, orderId);
  await expireDonation(trx, orderId);
  await trx.updateTable('payments').set({ status: PaymentStatus.EXPIRED, updated_at: now }).where('order_id', '=', orderId).where('status', '=', PaymentStatus.PENDING).execute();
  await LiveHub.publish(trx, o.student_id, 'payment', { orderId, paymentStatus: PaymentStatus.EXPIRED });
  await notifyPaymentExpired(trx, orderId);
  return true;
}
