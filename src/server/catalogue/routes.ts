import type { FastifyInstance } from 'fastify';
import type { ContentDetail } from '../../common/catalog.js';
import type {
  ContentListBodyEndpoint,
  ContentListEndpoint,
  DetailEndpoint,
  MasterSortEndpoint,
  MetaEndpoint,
  PromoTermsEndpoint,
  RatingSummaryEndpoint,
  ReviewsEndpoint,
  SimilarEndpoint,
} from '../../common/contract/catalogue.js';
import type { Locale } from '../../common/enums.js';
import { sortOptions, type ListKind, type SortKey } from '../../common/filters.js';
import type { ContentItem, Page } from '../../common/types.js';
import type { AppContext } from '../context.js';
import { route, type RouteExtras } from '../http/contract.js';
import { ok } from '../http/envelope.js';
import { contentDetail, findContentRef, promoTermsOf } from './detail.js';
import { parseFilters, type FilterRequest } from './filters.js';
import { listPage } from './indexed-lists.js';
import { c, parseSort, type Where } from './list.js';
import { contentMeta, type MetaType } from './meta.js';
import { productScope, refOf, type ContentRef, type Product } from './products.js';
import type { ListScope } from './scopes.js';
import { ratingSummary, reviewsPage } from './reviews.js';
import { similarContents } from './similar.js';

/**
 * Route builders of the product pages. Each product module lists its endpoints in
 * src/common/contract/<domain>.ts (built with the factories of contract/catalogue.ts) and registers
 * them with these, so a kind of call (detail, meta, master sort, list, similar items, rating
 * summary, reviews, promo terms) has one body. The credential mode is the endpoint's ('both').
 */

/** The content named by a path's params: `:url`, `:id` (content id) or `:id` (id or url). */
export function refOfParams(params: { url: string } | { id: number | string }): ContentRef {
  return 'url' in params ? { url: params.url } : refOf(params.id);
}

export function masterSortRoute(app: FastifyInstance, e: MasterSortEndpoint, kind: ListKind) {
  route(app, e, async (req) => ok(sortOptions(kind, req.locale)));
}

/** A detail call; `extend` adds a family's own fields to `detail`. */
export function detailRoute(app: FastifyInstance, ctx: AppContext, e: DetailEndpoint, product: Product, extend?: (detail: ContentDetail, locale: Locale) => Promise<void>) {
  route(app, e, async (req) => {
    const detail = await contentDetail(ctx.db, product, refOfParams(req.params), req.locale);
    if (extend) await extend(detail, req.locale);
    return ok(detail);
  });
}

export function metaRoute(app: FastifyInstance, ctx: AppContext, e: MetaEndpoint, type: MetaType) {
  route(app, e, async (req) => ok(await contentMeta(ctx, type, String('url' in req.params ? req.params.url : req.params.id), req.locale)));
}

export function ratingSummaryRoute(app: FastifyInstance, ctx: AppContext, e: RatingSummaryEndpoint, product: Product) {
  route(app, e, async (req) => {
    const content = await findContentRef(ctx.db, product, { url: req.params.url }, req.locale);
    return ok(await ratingSummary(ctx.db, content.id));
  });
}

/** A page of a content's reviews (one store, the reviews table), by the endpoint's param; 404 for another product's content. */
export function reviewsRoute(app: FastifyInstance, ctx: AppContext, e: ReviewsEndpoint, product: Product) {
  route(app, e, async (req) => {
    const content = await findContentRef(ctx.db, product, refOfParams(req.params), req.locale);
    return ok(await reviewsPage(ctx.db, content.id, req.query));
  });
}

export function promoTermsRoute(app: FastifyInstance, ctx: AppContext, e: PromoTermsEndpoint, product: Product) {
  route(app, e, async (req) => {
    const content = await findContentRef(ctx.db, product, { url: req.params.url }, req.locale);
    return ok(promoTermsOf(content.details, content.discount_type, req.locale));
  });
}

/** What a list request carries: the query of a GET list or the body of a POST one. */
export interface ListInput {
  page: number;
  pageSize: number;
  sort?: string;
  filters?: readonly FilterRequest[];
}

/**
 * A list request with its sort checked (a 400 naming the allowed sorts, before anything is read);
 * `page` lists the contents in the list's scope (scopes.ts) and the request's filters (checked:
 * 400), from the search index (indexed-lists.ts) at ctx.clock.
 *
 *   const list = listRequest(course.sorts, req.query);
 *   const category = await courseCategoryByUrl(ctx.db, req.params.url, req.locale); // may 404
 *   return ok({ category, courses: await list.page(ctx, coursesOfCategory(category.id), req.locale) });
 */
export function listRequest(kind: ListKind, input: ListInput) {
  const sort = parseSort(kind, input.sort);
  return {
    sort,
    page: async (ctx: AppContext, scope: ListScope, locale: Locale): Promise<Page<ContentItem>> =>
      listPage(ctx, { scope, filters: await parseFilters(ctx, input.filters), sort, page: input.page, pageSize: input.pageSize, locale }),
  };
}

/** Route extras of a route answering a content list's page: its items are the search index's shared ones (http/shared-json.ts). */
export const listExtras: RouteExtras = { sharedParts: true };

/** Route extras of a POST list: also, a request without a body asks for the first page with the defaults. */
export const listBodyExtras: RouteExtras = {
  ...listExtras,
  preValidation: async (req) => {
    if (req.body == null) req.body = {};
  },
};

/** A paged content list under fixed conditions: GET with a query string, or POST with { page, pageSize, sort, filters }. */
export function contentListRoute(app: FastifyInstance, ctx: AppContext, e: ContentListEndpoint | ContentListBodyEndpoint, kind: ListKind, where: ListScope) {
  if (e.method === 'POST') {
    route(app, e, async (req) => ok(await listRequest(kind, req.body).page(ctx, where, req.locale)), listBodyExtras);
  } else {
    route(app, e, async (req) => ok(await listRequest(kind, req.query).page(ctx, where, req.locale)), listExtras);
  }
}

export interface SimilarOptions {
  /** Family of the content named (a content of another family is a 404). */
  source: Product;
  /** Family of the items. */
  target: Product;
  /** Items of the same category come first (default true). */
  sameCategoryFirst?: boolean;
  /** More conditions on the candidates, from the source content. */
  where?: (source: Awaited<ReturnType<typeof findContentRef>>) => Where[];
}

/** A short list of items around a content (no paging), in `sort`. */
export async function similarItems(ctx: AppContext, o: SimilarOptions & { ref: ContentRef; sort: SortKey; size: number; locale: Locale }): Promise<ContentItem[]> {
  const source = await findContentRef(ctx.db, o.source, o.ref, o.locale);
  const where = [...productScope(o.target), c('contents.id', '!=', source.id), ...(o.where?.(source) ?? [])];
  const prefer = o.sameCategoryFirst !== false && source.category_id != null ? [c('contents.category_id', '=', source.category_id)] : [];
  return similarContents(ctx, { where, prefer, sort: o.sort, locale: o.locale, size: o.size });
}

/** Similar items of the target family in its first sort, `?pageSize=` of them. */
export function similarRoute(app: FastifyInstance, ctx: AppContext, e: SimilarEndpoint, o: SimilarOptions) {
  const sort = parseSort(o.target.sorts, undefined);
  route(app, e, async (req) => ok(await similarItems(ctx, { ...o, ref: refOfParams(req.params), sort, size: req.query.pageSize, locale: req.locale })));
}
