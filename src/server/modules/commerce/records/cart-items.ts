import type { Database } from '../../../db/index.js';

/** Takes contents out of the cart (used by the remove call, and by the orders part once they are paid). */
export async function removeFromCart(db: Database, studentId: number, contentIds: readonly number[]): Promise<number> {
  if (contentIds.length === 0) return 0;
  const res = await db
    .deleteFrom('cart_items')
    .where('student_id', '=', studentId)
    .where('content_id', 'in', [...contentIds])
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
