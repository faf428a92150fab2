import type { CartAddResult, CartRefusal, CartRefusalReason } from '../../../../common/contract/cart.js';
import type { Locale } from '../../../../common/enums.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../http/envelope.js';
import { enrol, ownedContentIds } from '../records/enrolments.js';
import { pendingOrderContentIds } from '../records/pending-orders.js';
import { saleContents, titleOf } from '../records/sale-contents.js';
import { cartOf, type CartItemInput } from '../rules/cart.js';
import { saleRefusal } from '../rules/sale-rules.js';
import { refusalText } from '../text/cart.js';

interface Refused {
  contentId: number;
  reason: CartRefusalReason;
  message: string;
}

/**
 * Adds items, all or nothing: every item is checked first (published, buyable, a tier of its own
 * bootcamp, not owned, not in a pending order, not over); one refusal refuses the request with a
 * 400 naming each refused item. Free items are enrolled instead of added. The same content again
 * stays one line (its tier is replaced).
 */
export async function addItems(ctx: AppContext, studentId: number, input: readonly CartItemInput[], locale: Locale): Promise<CartAddResult> {
  // The last mention of a content wins (its tier).
  const items = [...new Map(input.map((i) => [i.contentId, i.packageId ?? null])).entries()].map(([contentId, packageId]) => ({ contentId, packageId }));
  const ids = items.map((i) => i.contentId);
  const { added, enrolled } = await ctx.db.transaction().execute(async (trx) => {
    const [contents, owned, pending] = await Promise.all([saleContents(trx, ids), ownedContentIds(trx, studentId, ids), pendingOrderContentIds(trx, studentId, ids)]);
    const packageIds = items.flatMap((i) => (i.packageId === null ? [] : [i.packageId]));
    const tiers = new Map(
      packageIds.length === 0 ? [] : (await trx.selectFrom('bootcamp_packages').select(['id', 'content_id', 'final_price']).where('id', 'in', packageIds).execute()).map((p) => [p.id, p]),
    );
    const refused: Refused[] = [];
    const paid: { contentId: number; packageId: number | null }[] = [];
    const free: number[] = [];
    const now = new Date();
    for (const item of items) {
      const content = contents.get(item.contentId);
      const refuse = (reason: CartRefusalReason) =>
        refused.push({
          contentId: item.contentId,
          reason,
          message: refusalText(locale, reason, { id: item.contentId, title: content ? titleOf(content, locale) : '', packageId: item.packageId }),
        });
      if (!content || !content.is_published) {
        refuse('unavailable');
        continue;
      }
      const tier = item.packageId === null ? null : tiers.get(item.packageId);
      const refusal: CartRefusalReason | null =
        saleRefusal(content, now) === 'notForSale'
          ? 'notForSale'
          : tier === undefined || (tier !== null && tier.content_id !== content.id)
            ? 'packageMismatch'
            : owned.has(content.id)
              ? 'owned'
              : pending.has(content.id)
                ? 'pendingOrder'
                : saleRefusal(content, now);
      if (refusal) {
        refuse(refusal);
        continue;
      }
      if ((tier ? tier.final_price : content.final_price) === 0) free.push(content.id);
      else paid.push(item);
    }
    const first = refused[0];
    if (first) {
      const data: CartRefusal = { items: refused.map(({ contentId, reason, message }) => ({ contentId, reason, message })) };
      throw new HttpError(
        400,
        first.message,
        refused.map((r) => ({ description: r.message })),
        data,
      );
    }
    if (free.length > 0) {
      await enrol(trx, studentId, free, 'free');
      // A free content is never a line, even one added while it still had a price.
      await trx.deleteFrom('cart_items').where('student_id', '=', studentId).where('content_id', 'in', free).execute();
    }
    if (paid.length > 0) {
      await trx
        .insertInto('cart_items')
        .values(paid.map((p) => ({ student_id: studentId, content_id: p.contentId, package_id: p.packageId })))
        .onConflict((oc) => oc.columns(['student_id', 'content_id']).doUpdateSet((eb) => ({ package_id: eb.ref('excluded.package_id') })))
        .execute();
    }
    return { added: paid.map((p) => p.contentId), enrolled: free };
  });
  return { ...(await cartOf(ctx, studentId, locale)), added, enrolled };
}
