import type { SubscriptionPackage } from '../../../common/catalog.js';
import type { MySubscription, SubscriptionPeriod } from '../../../common/contract/subscriptions.js';
import type { Locale } from '../../../common/enums.js';
import { accessUntil, daysLeft, periodState, planMonths } from '../../../common/subscriptions.js';
import type { AppContext } from '../../context.js';
import { findContentRef, localize } from '../../catalogue/detail.js';
import { PRODUCTS, productContents, type ContentRef } from '../../catalogue/products.js';
import { SUBSCRIPTION_CONTENT_TYPES } from '../lecture/index.js';
import { inLanguage } from '../../http/locale.js';

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
    title: inLanguage(row, 'title', locale),
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

/** The catalogue page that lists the classes a period opens (courses and Belajar Kilat). */
export const SUBSCRIPTION_CATALOGUE_URL = '/courses';
/** The periods G subscriptions/mine lists, newest first (a monthly plan bought for eight years). */
const HISTORY_LIMIT = 100;

/**
 * G subscriptions/mine: the student's periods by the server's clock `now`. The running period
 * (the one with start ≤ now < end; periods never overlap, so at most one), the end of the access
 * with the renewals chained after it, the days left, the history newest first, and the count of
 * classes a period opens — the same set mayOpenContent lets in.
 */
export async function mySubscription(ctx: AppContext, studentId: number, locale: Locale, now: Date): Promise<MySubscription> {
  const [rows, classes, firstPlan] = await Promise.all([
    ctx.db
      .selectFrom('subscription_periods as p')
      .innerJoin('contents as c', 'c.id', 'p.content_id')
      .select(['p.id', 'p.content_id', 'p.order_id', 'p.starts_at', 'p.ends_at', 'c.url', 'c.title_id', 'c.title_en', 'c.details'])
      .where('p.student_id', '=', studentId)
      .orderBy('p.starts_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
    ctx.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('is_published', '=', true)
      .where('is_prakerja', '=', false)
      .where('content_type', 'in', [...SUBSCRIPTION_CONTENT_TYPES])
      .executeTakeFirstOrThrow(),
    productContents(ctx.db, subscription).select('contents.url').orderBy('contents.id').limit(1).executeTakeFirst(),
  ]);
  const history: SubscriptionPeriod[] = rows.map((r) => {
    const start = new Date(r.starts_at);
    const end = new Date(r.ends_at);
    return {
      id: Number(r.id),
      contentId: r.content_id,
      planUrl: r.url,
      planTitle: inLanguage(r, 'title', locale),
      months: planMonths(r.details),
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      state: periodState({ start, end }, now),
      orderId: r.order_id === null ? null : Number(r.order_id),
    };
  });
  const until = accessUntil(
    history.map((p) => ({ start: new Date(p.startsAt), end: new Date(p.endsAt) })),
    now,
  );
  return {
    serverTime: now.toISOString(),
    running: history.find((p) => p.state === 'running') ?? null,
    accessUntil: until?.toISOString() ?? null,
    daysLeft: daysLeft(now, until),
    history,
    unlocks: { classCount: Number(classes.n), catalogueUrl: SUBSCRIPTION_CATALOGUE_URL },
    offeredPlanUrl: history[0]?.planUrl ?? firstPlan?.url ?? null,
  };
}
