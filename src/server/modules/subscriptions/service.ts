import type { SubscriptionPackage } from '../../../common/catalog.js';
import type { Locale } from '../../../common/enums.js';
import { planMonths } from '../../../common/subscriptions.js';
import type { AppContext } from '../../context.js';
import { findContentRef, localize } from '../../catalogue/detail.js';
import { PRODUCTS, productContents, type ContentRef } from '../../catalogue/products.js';

const subscription = PRODUCTS.subscription;

interface SubscriptionDetails {
  period?: string;
  months?: number;
  benefits?: string[];
}

/**
 * The plans a subscription is offered in (every published subscription, shortest first), with the
 * monthly price and the saving against paying the monthly plan for as long; the asked one is
 * selected.
 */
export async function subscriptionPackages(ctx: AppContext, ref: ContentRef, locale: Locale): Promise<SubscriptionPackage[]> {
  const current = await findContentRef(ctx.db, subscription, ref, locale);
  const rows = await productContents(ctx.db, subscription)
    .select(['contents.id', 'contents.url', 'contents.title_id', 'contents.title_en', 'contents.price', 'contents.final_price', 'contents.details'])
    .orderBy('contents.id')
    .execute();
  const plans = rows
    .map((r) => ({ row: r, details: localize<SubscriptionDetails>(r.details, locale) }))
    .map(({ row, details }) => ({ row, details, months: planMonths(details) }))
    .sort((a, b) => a.months - b.months || a.row.id - b.row.id);
  const monthly = plans.find((p) => p.months === 1)?.row.final_price ?? 0;
  return plans.map(({ row, details, months }) => ({
    contentId: row.id,
    url: row.url,
    title: locale === 'en' ? row.title_en : row.title_id,
    period: details.period ?? 'monthly',
    months,
    price: row.price,
    finalPrice: row.final_price,
    pricePerMonth: Math.ceil(row.final_price / months),
    savingPercent: monthly > 0 ? Math.max(0, Math.round((1 - row.final_price / (monthly * months)) * 100)) : 0,
    benefits: details.benefits ?? [],
    isSelected: row.id === current.id,
  }));
}
