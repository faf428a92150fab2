import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../../common/constants.js';
import { DEVICE_ID_PATTERN, type SearchClickRequest } from '../../../../common/discovery.js';
import { NO_NUL_PATTERN, id, text } from '../../../../common/schema/primitives.js';
import type { AppContext } from '../../../context.js';
import { V2, WEB } from '../../../context.js';
import { badRequest, envelopeSchema, ok } from '../../../http/envelope.js';
import { bannerSchema } from '../../../catalogue/banners.js';
import { contentItemSchema } from '../../../catalogue/content-item.js';
import { filterDefinitionSchema, filterDefinitions } from '../../../catalogue/filters.js';
import { listContents, pageSchema, pagingProperties, parseSort } from '../../../catalogue/list.js';
import { masterSortRoute } from '../../../catalogue/routes.js';
import { listBody, query } from '../../../catalogue/schemas.js';
import { LIVE_STATUS, checkContentType, contentTypesProperty } from '../../../catalogue/scopes.js';
import { similarTo } from '../../../catalogue/similar.js';
import { ipLimit } from '../../../http/ip-limit.js';
import { registerMetaResolver } from '../meta.js';
import { searchIndexOf } from '../search-index.js';
import { keywordSuggestions, popularKeywords, searchContents, type SearchRequest } from '../search.js';
import { CLICK_RATE_LIMIT, CLICK_WINDOW_HOURS, STUDENTS_PER_ADDRESS, recordClick } from '../clicks.js';
import { FILTER_PANELS, contentDetailBanners, contentsWhere, type ContentsQuery } from './service.js';
import { addressKey } from '../../../http/client-address.js';

/** Contents discovery: search, suggestions, popular keywords, clicks, generic lists, similar items, filter panels. */

const str = { type: 'string' } as const;
const list = (items: object) => ({ type: 'array', items }) as const;

export default async function discoveryModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Detail pages of the website get their head tags from the meta calls.
  registerMetaResolver();
  // Build the search index while the server starts, so the first search does not wait for it,
  // and keep it reading the change log while the server runs.
  app.addHook('onReady', async () => {
    searchIndexOf(ctx).start((err: unknown) => app.log.warn({ err }, 'search index: reading the database failed (the next search retries)'));
  });
  app.addHook('onClose', async () => searchIndexOf(ctx).stop());
  const tags = ['discovery'];
  const contentPage = envelopeSchema(pageSchema(contentItemSchema));

  app.post(`${WEB}/contents/search`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Full-text search (Indonesian and English) with filters, facets by content type and did-you-mean',
      body: listBody({ keyword: { type: 'string', maxLength: 200 }, contentTypes: contentTypesProperty }),
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: {
            ...pageSchema(contentItemSchema).properties,
            keyword: str,
            facets: list({ type: 'object', properties: { type: { type: 'integer' }, count: { type: 'integer' } } }),
            didYouMean: { type: ['string', 'null'] },
            filters: list(filterDefinitionSchema),
            resultId: str,
          },
        }),
      },
    },
    // A POST without a body browses everything with the defaults.
    preValidation: async (req) => {
      if (req.body == null) req.body = {};
    },
    handler: async (req) => {
      const body = req.body as SearchRequest;
      for (const t of body.contentTypes ?? []) checkContentType(t);
      return ok(await searchContents(ctx, body, req.locale));
    },
  });

  app.get(`${WEB}/contents/search-keyword-suggestions`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Keyword suggestions while typing (typo tolerant) and matching contents',
      querystring: { ...query({ keyword: { type: 'string', minLength: 1, maxLength: 100 }, limit: { type: 'integer', minimum: 1, maximum: 10, default: 5 } }), required: ['keyword'] },
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: { keyword: str, didYouMean: { type: ['string', 'null'] }, keywords: list(str), items: list(contentItemSchema) },
        }),
      },
    },
    handler: async (req) => {
      const { keyword, limit } = req.query as { keyword: string; limit: number };
      if (!keyword.trim()) throw badRequest('keyword must not be blank');
      return ok(await keywordSuggestions(ctx, keyword, req.locale, limit));
    },
  });

  app.get(`${WEB}/contents/search-popular-keywords`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Most clicked search keywords',
      querystring: query({ limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } }),
      response: { 200: envelopeSchema(list({ type: 'object', properties: { keyword: str, count: { type: 'integer' } } })) },
    },
    handler: async (req) => ok(await popularKeywords(ctx, (req.query as { limit: number }).limit)),
  });

  const clickLimit = ipLimit(app, 'search-click', CLICK_RATE_LIMIT);
  app.post(`${WEB}/contents/onclick`, {
    config: { auth: 'both' },
    onRequest: clickLimit,
    schema: {
      tags,
      summary: 'Records a click on a search result; distinct clicks on contents the keyword finds feed the popular keywords',
      description:
        'Counted (answer `counted: true`) only when the keyword\'s search finds the content (every word of the keyword in it), once per ' +
        `student or device per keyword in ${CLICK_WINDOW_HOURS} h, anonymous clicks once per keyword and source address, students up to ` +
        `${STUDENTS_PER_ADDRESS} per address. Otherwise answered 200 with \`counted: false\`. At most ${CLICK_RATE_LIMIT.max} calls per address ` +
        `in ${CLICK_RATE_LIMIT.windowSeconds} s (429 with Retry-After).`,
      body: {
        type: 'object',
        required: ['keyword', 'contentId'],
        additionalProperties: false,
        properties: {
          keyword: text(200, 1, { pattern: '\\S' }),
          resultId: {
            type: ['string', 'integer', 'null'],
            maxLength: 64,
            pattern: NO_NUL_PATTERN,
            minimum: 0,
            maximum: Number.MAX_SAFE_INTEGER,
            description: 'The resultId of the search answer (a number is stored as text)',
          },
          contentId: id(),
          deviceId: text(64, 16, { pattern: DEVICE_ID_PATTERN, description: 'The anonymous id the client keeps; without it the source address stands in' }),
        },
      },
      response: {
        200: envelopeSchema({ type: 'object', properties: { keyword: str, counted: { type: 'boolean' }, count: { type: 'integer' } } }),
      },
    },
    handler: async (req) => {
      const body = req.body as SearchClickRequest;
      if (!body.keyword.trim()) throw badRequest('keyword must not be blank');
      const studentId = req.student ? Number(req.student.sub) : null;
      return ok(
        await recordClick(
          ctx,
          { ...body, studentId: Number.isInteger(studentId) ? studentId : null, deviceId: body.deviceId ?? null, address: addressKey(req.ip) },
          req.locale,
        ),
      );
    },
  });

  masterSortRoute(app, `${WEB}/contents/master-sort`, 'search', { tags, summary: 'Sorts of the search results' });

  app.get(`${WEB}/contents`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Contents of a type (events: ?type=37&status=upcoming), paginated',
      querystring: query({
          type: { type: 'integer' },
          ...pagingProperties(),
          sort: { type: 'string', maxLength: 32 },
          status: { type: 'string', enum: [...LIVE_STATUS] },
          categoryId: { type: 'integer', minimum: 1 },
          programId: { type: 'integer', minimum: 1 },
          instructorId: { type: 'integer', minimum: 1 },
          venueType: { type: 'integer', enum: [1, 2, 3] },
          learningMethod: { type: 'integer', enum: [1, 2, 3] },
          isOfflineEvent: { type: 'boolean' },
          isPrakerja: { type: 'boolean' },
          isFree: { type: 'boolean' },
        }),
      response: { 200: contentPage },
    },
    handler: async (req) => {
      const q = req.query as ContentsQuery & { page: number; pageSize: number; sort?: string };
      checkContentType(q.type);
      const where = contentsWhere(q);
      // Upcoming sessions read soonest first unless another sort is asked for.
      const sort = parseSort('contents', q.sort ?? (q.status === 'upcoming' ? 'upcoming' : undefined));
      return ok(await listContents(ctx, { where, sort, locale: req.locale, page: q.page, pageSize: q.pageSize }));
    },
  });

  app.get(`${WEB}/contents/:id/similar-contents`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Contents similar to one: same type, same category first, then most popular',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      querystring: query({ pageSize: pagingProperties(PAGE_SIZE.similarContents).pageSize }),
      response: { 200: envelopeSchema(list(contentItemSchema)) },
    },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      return ok(await similarTo(ctx, id, req.locale, (req.query as { pageSize: number }).pageSize));
    },
  });

  app.get(`${V2}/banners/on-content-detail`, {
    config: { auth: 'basic' },
    schema: {
      tags,
      summary: 'Banners shown on a content detail page, most specific first',
      querystring: query({ contentType: { type: 'integer' }, contentId: { type: 'integer', minimum: 1 }, categoryId: { type: 'integer', minimum: 1 } }),
      response: { 200: envelopeSchema(list(bannerSchema)) },
    },
    handler: async (req) => {
      const q = req.query as { contentType?: number; contentId?: number; categoryId?: number };
      checkContentType(q.contentType);
      return ok(await contentDetailBanners(ctx, q, req.locale));
    },
  });

  for (const [product, scope] of Object.entries(FILTER_PANELS)) {
    app.get(`${WEB}/${product}/filters`, {
      config: { auth: 'both' },
      schema: {
        tags,
        summary: `Filter panel of the ${product} list (kinds, selection mode, value type, options or range)`,
        querystring: query(),
        response: { 200: envelopeSchema(list(filterDefinitionSchema)) },
      },
      handler: async (req) =>
        ok(await ctx.cache.get(`discovery:filters:${product}:${req.locale}`, () => filterDefinitions(ctx, scope, req.locale))),
    });
  }
}

