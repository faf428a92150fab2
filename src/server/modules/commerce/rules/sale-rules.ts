import { isBuyableContentType } from '../../../../common/cart.js';
import type { SaleContent } from '../records/sale-contents.js';

/** Why a published content cannot be acquired at all (bought or enrolled), or null. */
export type SaleRefusal = 'notForSale' | 'ended';
export function saleRefusal(c: Pick<SaleContent, 'content_type' | 'end_at'>, now: Date = new Date()): SaleRefusal | null {
  if (!isBuyableContentType(c.content_type)) return 'notForSale';
  // A live session or bootcamp that is over cannot be joined any more.
  if (c.end_at && new Date(c.end_at).getTime() < now.getTime()) return 'ended';
  return null;
}
