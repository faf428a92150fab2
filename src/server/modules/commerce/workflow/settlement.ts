import { PaymentStatus } from '../../../../common/enums.js';
import type { OrderDeps } from './deps.js';
import { completeOrder, expireOrder } from './transitions.js';

/**
 * A verified notification: the gateway is asked for the transaction's status (the notification's
 * own status is only a hint), then the order moves at most once. SUCCESS wins: an expiry after a
 * settlement finds nothing pending. An EXPIRED charge ends the order only when it is the order's
 * live charge (a method change already retired the old one).
 *
 * A settlement of an order already EXPIRED here (the expiry job ran first; the student paid in
 * time at the gateway or the notification came late) completes it as a normal success, once —
 * except when the student cancelled the order and the gateway confirmed the cancel of this very
 * charge: then nothing is enrolled, the payment is recorded SUCCESS on the EXPIRED order (the
 * refund list of docs/payments.md) and logged for a refund.
 */
export async function settleFromGateway(deps: OrderDeps, gatewayOrderId: string, log?: { warn(obj: object, msg: string): void }): Promise<void> {
  const payment = await deps.db.selectFrom('payments').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
  if (!payment) return;
  const tx = await deps.gateway().status(gatewayOrderId);
  if (!tx) return;
  if (tx.paymentStatus === PaymentStatus.SUCCESS) {
    if (tx.grossAmount !== payment.amount) return;
    const refund = await deps.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').select(['status', 'cancelled_at']).where('id', '=', payment.order_id).forUpdate().executeTakeFirstOrThrow();
      // The student cancelled and the gateway confirmed this charge's cancel, yet it settled.
      const refundDue = order.status === PaymentStatus.EXPIRED && order.cancelled_at !== null && payment.transaction_status === 'cancel';
      await trx
        .updateTable('payments')
        .set({ status: PaymentStatus.SUCCESS, transaction_status: tx.transactionStatus, paid_at: tx.settlementTime ?? new Date(), updated_at: new Date() })
        .where('id', '=', payment.id)
        .execute();
      if (!refundDue) await completeOrder(trx, payment.order_id, true);
      return refundDue && payment.status !== PaymentStatus.SUCCESS;
    });
    if (refund) log?.warn({ orderId: payment.order_id, gatewayOrderId, amount: payment.amount }, 'refund due: a cancelled order was settled at the gateway');
  } else if (tx.paymentStatus === PaymentStatus.EXPIRED) {
    await deps.db.transaction().execute(async (trx) => {
      const live = await trx
        .updateTable('payments')
        .set({ status: PaymentStatus.EXPIRED, transaction_status: tx.transactionStatus, updated_at: new Date() })
        .where('id', '=', payment.id)
        .where('status', '=', PaymentStatus.PENDING)
        .returning('id')
        .executeTakeFirst();
      if (live) await expireOrder(trx, payment.order_id);
    });
  }
}
