import type { Order } from '../../../../common/contract/orders.js';
import { PaymentStatus, type Locale } from '../../../../common/enums.js';
import { paymentChannelById } from '../../../../common/payments.js';
import { badRequest } from '../../../http/envelope.js';
import { getOrder, ownOrder } from '../records/order-views.js';
import { t } from '../text/orders.js';
import { cancelCharge, chargeOrder } from './charge.js';
import type { OrderDeps } from './deps.js';

/**
 * Pays a pending order another way. The new charge is made first: when the gateway is away (503)
 * or refuses the new method (502) the order keeps its earlier payment untouched. Then the old
 * payment rows are marked EXPIRED and their charges cancelled, so the gateway's cancel
 * notification of an old charge finds nothing pending and leaves the order alone.
 */
export async function changePaymentMethod(deps: OrderDeps, studentId: number, orderId: number, paymentTypeId: number, locale: Locale): Promise<Order> {
  const channel = paymentChannelById(paymentTypeId);
  if (!channel || channel.midtrans === null) throw badRequest(t('unknownChannel', locale));
  const o = await ownOrder(deps.db, studentId, orderId, locale);
  if (o.status !== PaymentStatus.PENDING || o.total === 0) throw badRequest(t('notPending', locale));
  const fresh = await chargeOrder(deps, o, channel.id, 'change', locale);
  const old = await deps.db
    .updateTable('payments')
    .set({ status: PaymentStatus.EXPIRED, updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', PaymentStatus.PENDING)
    .where('id', '<>', fresh)
    .returning('gateway_order_id')
    .execute();
  for (const p of old) await cancelCharge(deps, p.gateway_order_id);
  return getOrder(deps.db, studentId, orderId, locale);
}
