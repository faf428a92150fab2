import type { Order } from '../../../../common/contract/orders.js';
import { PaymentStatus, type Locale } from '../../../../common/enums.js';
import { badRequest } from '../../../http/envelope.js';
import { getOrder, currentPayment, ownOrder } from '../records/order-views.js';
import { t } from '../text/orders.js';
import { cancelCharge } from './charge.js';
import type { OrderDeps } from './deps.js';
import { expireOrder } from './transitions.js';

export async function cancelOrder(deps: OrderDeps, studentId: number, orderId: number, locale: Locale): Promise<Order> {
  const o = await ownOrder(deps.db, studentId, orderId, locale);
  if (o.status !== PaymentStatus.PENDING) throw badRequest(t(locale, 'notPending'));
  const done = await deps.db.transaction().execute((trx) => expireOrder(trx, orderId, true));
  if (!done) throw badRequest(t(locale, 'notPending'));
  const p = await currentPayment(deps.db, orderId);
  if (p) await cancelCharge(deps, p.gateway_order_id);
  return getOrder(deps.db, studentId, orderId, locale);
}
