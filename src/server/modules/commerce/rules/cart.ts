import { cartTotals, lineTotals } from '../../../../common/cart.js';
import type { Cart, CartLine } from '../../../../common/contract/cart.js';
import type { Locale } from '../../../../common/enums.js';
import { itemsByIds } from '../../../catalogue/list.js';
import type { AppContext } from '../../../context.js';
import { inLanguage } from '../../../http/locale.js';

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
            name: inLanguage(r, 'package_name', locale) ?? '',
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
