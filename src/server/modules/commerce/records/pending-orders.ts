import { PaymentStatus } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';

/**
 * The student's PENDING orders that hold any of `contentIds`, as (order, content) pairs, newest
 * order first: the one reading of pending orders. createOrder answers the pending order of a
 * content with it; the cart refuses a content in a pending order through pendingOrderContentIds.
 */
export async function pendingOrderLines(db: Database, studentId: number, contentIds: readonly number[]): Promise<{ orderId: number; contentId: number }[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['orders.id', 'order_items.content_id'])
    .where('orders.student_id', '=', studentId)
    .where('orders.status', '=', PaymentStatus.PENDING)
    .where('order_items.content_id', 'in', [...contentIds])
    .orderBy('orders.id', 'desc')
    .execute();
  return rows.map((r) => ({ orderId: r.id, contentId: r.content_id }));
}

/** The contents of `contentIds` that sit in one of the student's pending orders. */
export async function pendingOrderContentIds(db: Database, studentId: number, contentIds: readonly number[]): Promise<Set<number>> {
  return new Set((await pendingOrderLines(db, studentId, contentIds)).map((l) => l.contentId));
}
