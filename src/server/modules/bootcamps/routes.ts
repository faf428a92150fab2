import type { FastifyInstance } from 'fastify';
import type { BootcampPackage, BootcampSalesPage, ContentMeta } from '../../../common/catalog.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { findContentRef, localize } from '../catalog/detail.js';
import { pageMeta } from '../catalog/meta.js';
import { PRODUCTS, productContents, productScope, type ContentRef } from '../catalog/products.js';
import { ratingSummary } from '../catalog/reviews.js';
import { contentListRoute, detailRoute, masterSortRoute, metaRoute, refFromParams, similarRoute } from '../catalog/routes.js';
import { itemsSchema, list, metaSchema, params, query } from '../catalog/schemas.js';
import { BOOTCAMP_SALES_PAGE_KEY } from '../catalog/seed.js';
import { topContents } from '../discovery/list.js';

const bootcamp = PRODUCTS.bootcamp;
/** Bootcamps shown on the sales page. */
const SALES_PAGE_ITEMS = 12;

/** The price tiers of a bootcamp, cheapest first. */
export async function bootcampPackages(ctx: AppContext, ref: ContentRef, locale: Locale): Promise<BootcampPackage[]> {
  const content = await findContentRef(ctx.db, bootcamp, ref, locale);
  const rows = await ctx.db
    .selectFrom('bootcamp_packages')
    .selectAll()
    .where('content_id', '=', content.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const en = locale === 'en';
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: en ? r.name_en : r.name_id,
    description: en ? r.description_en : r.description_id,
    price: r.price,
    finalPrice: r.final_price,
    discount: r.price - r.final_price,
    features: (en ? r.features_en : r.features_id) as string[],
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

async function salesPageMeta(ctx: AppContext, locale: Locale): Promise<ContentMeta> {
  const s = await salesPageSetting(ctx, locale);
  return pageMeta(s.title, s.subtitle, '/bootcamps', s.imageUrl);
}

const str = { type: 'string' } as const;
const salesPageSchema = {
  type: 'object',
  properties: {
    title: str,
    subtitle: str,
    imageUrl: { type: ['string', 'null'] },
    highlights: list({ type: 'object', properties: { title: str, description: str } }),
    steps: list(str),
    faq: list({ type: 'object', properties: { question: str, answer: str } }),
    stats: { type: 'object', properties: { bootcamps: { type: 'integer' }, alumni: { type: 'integer' }, averageRating: { type: 'number' }, reviews: { type: 'integer' } } },
    bootcamps: itemsSchema,
  },
} as const;
const packageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: str,
    name: str,
    description: str,
    price: { type: 'integer' },
    finalPrice: { type: 'integer' },
    discount: { type: 'integer' },
    features: list(str),
    isRecommended: { type: 'boolean' },
    installment: { type: ['object', 'null'], properties: { months: { type: 'integer' }, perMonth: { type: 'integer' } } },
  },
} as const;

export default async function bootcampsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['bootcamps'];
  const doc = (summary: string) => ({ tags, summary });

  masterSortRoute(app, `${WEB}/bootcamps/master-sort`, bootcamp.sorts, doc('Sorts of the bootcamp list, with labels'));
  contentListRoute(app, ctx, {
    method: 'POST',
    path: `${WEB}/bootcamps`,
    kind: bootcamp.sorts,
    scope: () => ({ where: productScope(bootcamp) }),
    doc: doc('Bootcamps: body { page, pageSize, sort, filters }'),
  });
  app.get(`${WEB}/bootcamps/sales-page`, {
    config: { auth: 'both' },
    schema: { ...doc('Bootcamp sales page: highlights, steps, FAQ, statistics and upcoming bootcamps'), querystring: query(), response: { 200: envelopeSchema(salesPageSchema) } },
    handler: async (req) => ok(await salesPage(ctx, req.locale)),
  });
  app.get(`${WEB}/bootcamps/sales-page/meta`, {
    config: { auth: 'both' },
    schema: { ...doc('Head tags of the bootcamp sales page'), querystring: query(), response: { 200: envelopeSchema(metaSchema) } },
    handler: async (req) => ok(await salesPageMeta(ctx, req.locale)),
  });
  detailRoute(app, ctx, bootcamp, `${WEB}/bootcamps/:id`, 'idOrUrl', doc('Bootcamp detail by id or url: syllabus, schedule, career support, instructor, rating summary'));
  detailRoute(app, ctx, bootcamp, `${WEB}/bootcamps/by-content-id/:id`, 'id', doc('Bootcamp detail by content id'));
  metaRoute(app, ctx, 'bootcamp', `${WEB}/bootcamps/:id/meta`, 'idOrUrl', doc('Head tags of a bootcamp page'));
  app.get(`${WEB}/bootcamps/:id/packages`, {
    config: { auth: 'both' },
    schema: { ...doc('Price tiers of a bootcamp, cheapest first'), params: params.idOrUrl, querystring: query(), response: { 200: envelopeSchema(list(packageSchema)) } },
    handler: async (req) => ok(await bootcampPackages(ctx, refFromParams('idOrUrl', req), req.locale)),
  });
  similarRoute(app, ctx, {
    path: `${WEB}/bootcamps/by-content-id/:id/similar-bootcamps`,
    source: bootcamp,
    param: 'id',
    target: bootcamp,
    doc: doc('Other bootcamps, same category first'),
  });
}
