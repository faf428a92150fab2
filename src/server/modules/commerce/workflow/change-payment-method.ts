import type { Order, PaymentMethodConflict } from '../../../../common/contract/orders.js';
import { PaymentStatus, type Locale } from '../../../../common/enums.js';
import { paymentChannelById } from '../../../../common/payments.js';
import { HttpError, badRequest } from '../../../http/envelope.js';
import { currentPayment, getOrder, ownOrder, paymentAnswer } from '../records/order-views.js';
import { t } from '../text/orders.js';
import { chargeOrder } from './charge.js';
import type { OrderDeps } from './deps.js';

/**
 * Pays a pending order another way. The new charge is made first: when the gateway is away (503)
 * or refuses the new method (502) the order keeps its earlier payment untouched. Then the charge
 * claims the order by a compare-and-set from the payment this request started from (chargeOrder):
 * the winner's old payments are marked EXPIRED and their charges cancelled, so the gateway's cancel
 * notification of an old charge finds nothing pending and leaves the order alone. Of concurrent
 * changes every loser answers 409 with the winner's payment, its own charge cancelled; one that
 * lost because the order was paid, cancelled or expired meanwhile answers 400 "no longer pending".
 */
export async function changePaymentMethod(deps: OrderDeps, studentId: number, orderId: number, paymentTypeId: number, locale: Locale): Promise<Order> {
  const channel = paymentChannelById(paymentTypeId);
  if (!channel || channel.midtrans === null) throw badRequest(t(locale, 'unknownChannel'));
  const o = await ownOrder(deps.db, studentId, orderId, locale);
  if (o.status !== PaymentStatus.PENDING || o.total === 0) throw badRequest(t(locale, 'notPending'));
  const { won } = await chargeOrder(deps, o, channel.id, 'change', locale, o.payment_id);
  if (!won) {
    const now = await ownOrder(deps.db, studentId, orderId, locale);
    if (now.status !== PaymentStatus.PENDING) throw badRequest(t(locale, 'notPending'));
    const winner = await currentPayment(deps.db, orderId);
    const message = t(locale, 'changedMeanwhile');
    const data: PaymentMethodConflict = { orderId, payment: winner ? paymentAnswer(winner) : null };
    throw new HttpError(409, message, [{ description: message }], data);
  }
  return getOrder(deps.db, studentId, orderId, locale);
}
