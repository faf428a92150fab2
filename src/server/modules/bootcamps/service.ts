import type { BootcampPackage, BootcampSalesPage, ContentMeta } from '../../../common/catalog.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { BOOTCAMP_SALES_PAGE_KEY } from '../../db/settings-keys.js';
import { findContentRef, localize } from '../../catalogue/detail.js';
import { topContents } from '../../catalogue/list.js';
import { pageMeta } from '../../catalogue/meta.js';
import { PRODUCTS, productContents, productScope, type ContentRef } from '../../catalogue/products.js';
import { ratingSummary } from '../../catalogue/reviews.js';
import { inLanguage } from '../../http/locale.js';

const bootcamp = PRODUCTS.bootcamp;
/** Bootcamps shown on the sales page. */
const SALES_PAGE_ITEMS = 12;

/** The price tiers of a bootcamp, cheapest first. */
export async function bootcampPackages(ctx: AppContext, ref: ContentRef, locale: Locale): Promise<BootcampPackage[]> {
  const content = await findContentRef(ctx.db, bootcamp, ref, locale);
  const rows = await ctx.db.selectFrom('bootcamp_packages').selectAll().where('content_id', '=', content.id).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: inLanguage(r, 'name', locale),
    description: inLanguage(r, 'description', locale),
    price: r.price,
    finalPrice: r.final_price,
    discount: r.price - r.final_price,
    features: inLanguage(r, 'features', locale) as string[],
    isRecommended: r.is_recommended,
    installment: r.installment_months ? { months: r.installment_months, perMonth: Math.ceil(r.final_price / r.installment_months) } : null,
  }));
}

interface SalesPageSetting {
  title: string;
  subtitle: string;
  imageUrl: string | null;
  highlights: { title: string; description: string }[];
  steps: string[];
  faq: { question: string; answer: string }[];
}

async function salesPageSetting(ctx: AppContext, locale: Locale): Promise<SalesPageSetting> {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', BOOTCAMP_SALES_PAGE_KEY).executeTakeFirst();
  const v = localize<Partial<SalesPageSetting>>(row?.value ?? {}, locale);
  return { title: v.title ?? '', subtitle: v.subtitle ?? '', imageUrl: v.imageUrl ?? null, highlights: v.highlights ?? [], steps: v.steps ?? [], faq: v.faq ?? [] };
}

export async function salesPage(ctx: AppContext, locale: Locale): Promise<BootcampSalesPage> {
  const [setting, items, stats] = await Promise.all([
    salesPageSetting(ctx, locale),
    topContents(ctx, productScope(bootcamp), 'upcoming', locale, SALES_PAGE_ITEMS),
    productContents(ctx.db, bootcamp)
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('contents.total_students'), eb.lit(0)).as('alumni')])
      .select((eb) => eb.fn.agg<number[]>('array_agg', ['contents.id']).as('ids'))
      .executeTakeFirstOrThrow(),
  ]);
  const rating = await ratingSummary(ctx.db, stats.ids ?? []);
  return {
    ...setting,
    stats: { bootcamps: Number(stats.n), alumni: Number(stats.alumni), averageRating: rating.average, reviews: rating.total },
    bootcamps: items,
  };
}

export async function salesPageMeta(ctx: AppContext, locale: Locale): Promise<ContentMeta> {
  const s = await salesPageSetting(ctx, locale);
  return pageMeta(s.title, s.subtitle, '/bootcamps', s.imageUrl);
}
