import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentDetail } from '../../common/catalog.js';
import { PAGE_SIZE } from '../../common/constants.js';
import type { Locale } from '../../common/enums.js';
import { sortOptions, type ListKind } from '../../common/filters.js';
import type { ContentItem, Page } from '../../common/types.js';
import type { AppContext } from '../context.js';
import { envelopeSchema, ok } from '../http/envelope.js';
import { contentFilters } from './filters.js';
import { c, listContents, pagingProperties, parseSort, type Where } from './list.js';
import { similarContents } from './similar.js';
import { contentDetail, findContentRef, promoTermsOf } from './detail.js';
import { contentMeta, type MetaType } from './meta.js';
import { productScope, refOf, type ContentRef, type Product } from './products.js';
import { ratingSummary, reviewsPage } from './reviews.js';
import {
  contentDetailSchema,
  contentPageSchema,
  itemsSchema,
  listBody,
  listQuery,
  metaSchema,
  params,
  promoTermsSchema,
  query,
  ratingSummarySchema,
  reviewItemSchema,
  pageSchema,
  sizeProperty,
  sortOptionsSchema,
  sortProperty,
  type ParamKind,
} from './schemas.js';

/**
 * Route builders of the product pages. Each product module registers its calls with these, so a
 * kind of call (detail, meta, master sort, list, similar items, rating summary, reviews, promo
 * terms) has one body. Every call is credential mode 'both' (spec 6).
 */

export interface RouteDoc {
  tags: string[];
  summary: string;
}

const BOTH = { auth: 'both' } as const;

/** The content named by the route's params: `:url`, `:id` (content id) or `:id` (id or url). */
export function refFromParams(kind: ParamKind, req: FastifyRequest): ContentRef {
  const p = req.params as { url?: string; id?: number | string };
  if (kind === 'url') return { url: p.url! };
  return refOf(p.id!);
}

export function masterSortRoute(app: FastifyInstance, path: string, kind: ListKind, doc: RouteDoc) {
  app.get(path, {
    config: BOTH,
    schema: { ...doc, querystring: query(), response: { 200: envelopeSchema(sortOptionsSchema) } },
    handler: async (req) => ok(sortOptions(kind, req.locale)),
  });
}

/** A detail call; `extend` adds a family's own fields to `detail`. */
export function detailRoute(
  app: FastifyInstance,
  ctx: AppContext,
  product: Product,
  path: string,
  param: ParamKind,
  doc: RouteDoc,
  extend?: (detail: ContentDetail, locale: Locale) => Promise<void>,
) {
  app.get(path, {
    config: BOTH,
    schema: { ...doc, params: params[param], querystring: query(), response: { 200: envelopeSchema(contentDetailSchema) } },
    handler: async (req) => {
      const detail = await contentDetail(ctx.db, product, refFromParams(param, req), req.locale);
      if (extend) await extend(detail, req.locale);
      return ok(detail);
    },
  });
}

export function metaRoute(app: FastifyInstance, ctx: AppContext, type: MetaType, path: string, param: ParamKind, doc: RouteDoc) {
  app.get(path, {
    config: BOTH,
    schema: { ...doc, params: params[param], querystring: query(), response: { 200: envelopeSchema(metaSchema) } },
    handler: async (req) => {
      const p = req.params as { url?: string; id?: string | number };
      return ok(await contentMeta(ctx, type, String(p.url ?? p.id), req.locale));
    },
  });
}

export function ratingSummaryRoute(app: FastifyInstance, ctx: AppContext, product: Product, path: string, doc: RouteDoc) {
  app.get(path, {
    config: BOTH,
    schema: { ...doc, params: params.url, querystring: query(), response: { 200: envelopeSchema(ratingSummarySchema) } },
    handler: async (req) => {
      const content = await findContentRef(ctx.db, product, refFromParams('url', req), req.locale);
      return ok(await ratingSummary(ctx.db, content.id));
    },
  });
}

export function reviewsRoute(app: FastifyInstance, ctx: AppContext, product: Product, path: string, doc: RouteDoc) {
  app.get(path, {
    config: BOTH,
    schema: {
      ...doc,
      params: params.url,
      querystring: reviewsQuery(PAGE_SIZE.reviews),
      response: { 200: envelopeSchema(pageSchema(reviewItemSchema)) },
    },
    handler: async (req) => {
      const content = await findContentRef(ctx.db, product, refFromParams('url', req), req.locale);
      const q = req.query as { page: number; pageSize: number; ratingScore?: number };
      return ok(await reviewsPage(ctx.db, content.id, q));
    },
  });
}

function reviewsQuery(defaultPageSize: number) {
  return query({
    ...pagingProperties(defaultPageSize),
    ratingScore: { type: 'integer', minimum: 1, maximum: 5, description: 'Only reviews with this many stars' },
  });
}

export function promoTermsRoute(app: FastifyInstance, ctx: AppContext, product: Product, path: string, doc: RouteDoc) {
  app.get(path, {
    config: BOTH,
    schema: { ...doc, params: params.url, querystring: query(), response: { 200: envelopeSchema(promoTermsSchema) } },
    handler: async (req) => {
      const content = await findContentRef(ctx.db, product, refFromParams('url', req), req.locale);
      return ok(promoTermsOf(content.details, content.discount_type, req.locale));
    },
  });
}

/** What a list shows: its conditions, and optionally the call's result around the page. */
export interface ListScope {
  where: Where[];
  wrap?: (page: Page<ContentItem>) => unknown;
}

export interface ListRouteOptions<B> {
  method: 'GET' | 'POST';
  path: string;
  /** Params of the path, if it has any: a kind of content param, or a params schema. */
  param?: ParamKind | object;
  /** Sorts of the list (LIST_SORTS key); the first is the default. */
  kind: ListKind;
  /** The list's own conditions (its family, its category, ...), from the request; may throw a 404. */
  scope: (req: FastifyRequest, input: B) => ListScope | Promise<ListScope>;
  /** Extra properties of the body (POST) or query string (GET). */
  extra?: Record<string, object>;
  defaultPageSize?: number;
  /** Response schema of the result when `wrap` changes it (default: a page of content items). */
  response?: object;
  doc: RouteDoc;
}

export interface ListInput {
  page: number;
  pageSize: number;
  sort?: string;
  filters?: { kind: string; values?: number[]; range?: { min?: number; max?: number } }[];
}

/** A paged content list: GET with a query string, or POST with { page, pageSize, sort, filters }. */
export function contentListRoute<B extends ListInput = ListInput>(app: FastifyInstance, ctx: AppContext, o: ListRouteOptions<B>) {
  const isPost = o.method === 'POST';
  const size = o.defaultPageSize ?? PAGE_SIZE.defaultList;
  app.route({
    method: o.method,
    url: o.path,
    config: BOTH,
    schema: {
      ...o.doc,
      ...(o.param ? { params: typeof o.param === 'string' ? params[o.param] : o.param } : {}),
      ...(isPost ? { body: listBody(o.extra, size), querystring: query() } : { querystring: listQuery(size, o.extra) }),
      response: { 200: envelopeSchema(o.response ?? contentPageSchema) },
    },
    // A POST without a body asks for the first page with the defaults.
    preValidation: async (req) => {
      if (isPost && req.body == null) req.body = {};
    },
    handler: async (req) => {
      const input = (isPost ? req.body : req.query) as B;
      const sort = parseSort(o.kind, input.sort);
      const scope = await o.scope(req, input);
      const where = [...scope.where, ...(await contentFilters(ctx, input.filters))];
      const page = await listContents(ctx, { where, sort, page: input.page, pageSize: input.pageSize, locale: req.locale });
      return ok(scope.wrap ? scope.wrap(page) : page);
    },
  });
}

export interface SimilarRouteOptions {
  path: string;
  /** Family of the content the route names (a content of another family is a 404). */
  source: Product;
  param: ParamKind;
  /** Family of the items, and of the sorts unless `sorts` names others. */
  target: Product;
  sorts?: ListKind;
  /** Query property of the size ('pageSize' for similar-*, 'size' for related-*) and its default. */
  sizeName?: 'pageSize' | 'size';
  defaultSize?: number;
  /** Accept ?sort= (related microlearning). */
  sortable?: boolean;
  /** Items of the same category come first (default true). */
  sameCategoryFirst?: boolean;
  /** More conditions on the candidates, from the source content. */
  where?: (source: Awaited<ReturnType<typeof findContentRef>>) => Where[];
  doc: RouteDoc;
}

export function similarRoute(app: FastifyInstance, ctx: AppContext, o: SimilarRouteOptions) {
  const sizeName = o.sizeName ?? 'pageSize';
  const defaultSize = o.defaultSize ?? PAGE_SIZE.similarContents;
  const kind = o.sorts ?? o.target.sorts;
  app.get(o.path, {
    config: BOTH,
    schema: {
      ...o.doc,
      params: params[o.param],
      querystring: query({
        [sizeName]: sizeProperty(defaultSize),
        ...(o.sortable ? { sort: sortProperty } : {}),
      }),
      response: { 200: envelopeSchema(itemsSchema) },
    },
    handler: async (req) => {
      const q = req.query as Record<string, unknown>;
      const sort = parseSort(kind, q.sort as string | undefined);
      const source = await findContentRef(ctx.db, o.source, refFromParams(o.param, req), req.locale);
      const where = [...productScope(o.target), c('contents.id', '!=', source.id), ...(o.where?.(source) ?? [])];
      const prefer = o.sameCategoryFirst !== false && source.category_id != null ? [c('contents.category_id', '=', source.category_id)] : [];
      return ok(await similarContents(ctx, { where, prefer, sort, locale: req.locale, size: q[sizeName] as number }));
    },
  });
}
