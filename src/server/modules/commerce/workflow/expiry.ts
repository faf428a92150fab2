import { PaymentStatus } from '../../../../common/enums.js';
import { takeLease } from '../records/leases.js';
import { currentPayment } from '../records/order-views.js';
import { cancelCharge } from './charge.js';
import type { OrderDeps } from './deps.js';
import { expireOrder } from './transitions.js';

/**
 * Expires orders unpaid past their expiry even when no notification comes, under a lease so one
 * instance runs it; after each commit the charge is cancelled at the gateway. Returns the ids.
 */
export async function expireOverdueOrders(deps: OrderDeps, holder: string, now = new Date()): Promise<number[]> {
  if (!(await takeLease(deps.db, 'orders-expiry', holder, 50_000))) return [];
  const overdue = await deps.db.selectFrom('orders').select('id').where('status', '=', PaymentStatus.PENDING).where('expires_at', '<', now).orderBy('id').limit(500).execute();
  const expired: number[] = [];
  for (const { id } of overdue) {
    if (!(await deps.db.transaction().execute((trx) => expireOrder(trx, id)))) continue;
    expired.push(id);
    const p = await currentPayment(deps.db, id);
    if (p) await cancelCharge(deps, p.gateway_order_id);
  }
  return expired;
}
