import { cartTotals, lineTotals } from '../../../common/cart.js';
import type { Cart, CartAddResult, CartLine, CartRefusal, CartRefusalReason } from '../../../common/contract/cart.js';
import type { Locale } from '../../../common/enums.js';
import { itemsByIds } from '../../catalogue/list.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { HttpError } from '../../http/envelope.js';
import { enrol, ownedContentIds, saleContents, saleRefusal, titleOf } from '../enrolments/index.js';
import { pendingOrderContentIds } from '../orders/index.js';
import { refusalText } from './messages.js';

/**
 * The cart: one row per (student, content) in `cart_items`. Prices are never stored: every answer
 * reads them from the contents and price tiers as they are now.
 */

export interface CartItemInput {
  contentId: number;
  packageId?: number | null;
}

/** Lines of the cart as the answer shows them: published, paid, not owned; newest first. */
export async function cartOf(ctx: AppContext, studentId: number, locale: Locale): Promise<Cart> {
  const { db } = ctx;
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('contents', 'contents.id', 'cart_items.content_id')
    .leftJoin('bootcamp_packages', (j) => j.onRef('bootcamp_packages.id', '=', 'cart_items.package_id').onRef('bootcamp_packages.content_id', '=', 'cart_items.content_id'))
    .select([
      'cart_items.content_id',
      'cart_items.created_at',
      'contents.price',
      'contents.final_price',
      'bootcamp_packages.id as package_id',
      'bootcamp_packages.code as package_code',
      'bootcamp_packages.name_id as package_name_id',
      'bootcamp_packages.name_en as package_name_en',
      'bootcamp_packages.price as package_price',
      'bootcamp_packages.final_price as package_final_price',
    ])
    .where('cart_items.student_id', '=', studentId)
    .where('contents.is_published', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('enrolments').select('enrolments.id').whereRef('enrolments.student_id', '=', 'cart_items.student_id').whereRef('enrolments.content_id', '=', 'cart_items.content_id'),
        ),
      ),
    )
    .orderBy('cart_items.created_at', 'desc')
    .orderBy('cart_items.content_id', 'desc')
    .execute();
  const items = new Map(
    (
      await itemsByIds(
        ctx,
        rows.map((r) => r.content_id),
        locale,
      )
    ).map((i) => [i.contentId, i]),
  );
  const lines: CartLine[] = [];
  for (const r of rows) {
    const content = items.get(r.content_id);
    const tier =
      r.package_id === null
        ? null
        : {
            id: r.package_id,
            code: r.package_code ?? '',
            name: (locale === 'en' ? r.package_name_en : r.package_name_id) ?? '',
            price: r.package_price ?? 0,
            finalPrice: r.package_final_price ?? 0,
          };
    const price = tier ? tier.price : r.price;
    const finalPrice = tier ? tier.finalPrice : r.final_price;
    // Free lines are dropped (spec 3): a content that became free is enrolled the next time it is added.
    if (!content || finalPrice === 0) continue;
    lines.push({
      contentId: r.content_id,
      packageId: tier?.id ?? null,
      content,
      package: tier,
      price,
      finalPrice,
      totals: lineTotals(price, finalPrice),
      addedAt: new Date(r.created_at).toISOString(),
    });
  }
  return { userId: studentId, items: lines, totalItems: lines.length, ...cartTotals(lines.map((l) => l.totals)) };
}

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
          message: refusalText(reason, locale, { id: item.contentId, title: content ? titleOf(content, locale) : '', packageId: item.packageId }),
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
