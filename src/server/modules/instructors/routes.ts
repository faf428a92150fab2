import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../common/constants.js';
import { sortOptions } from '../../../common/filters.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { filterDefinitionSchema } from '../../catalogue/filters.js';
import { pageSchema, pagingProperties } from '../../catalogue/list.js';
import { contentListRoute, type ListInput } from '../../catalogue/routes.js';
import { query, ratingSummarySchema, reviewItemSchema, sortOptionsSchema } from '../../catalogue/schemas.js';
import { checkContentType, contentTypesProperty } from '../../catalogue/scopes.js';
import {
  instructorByUrl,
  instructorContentTypes,
  instructorContentsScope,
  instructorFilters,
  instructorRatingSummary,
  instructorReviews,
  instructorTypeScope,
  instructorWebinarsScope,
  requireInstructor,
} from './service.js';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const list = (items: object) => ({ type: 'array', items }) as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const typeParams = { type: 'object', required: ['id', 'type'], properties: { id: { type: 'integer', minimum: 1 }, type: int } } as const;
const onlyLang = query();

/** A review of the product pages plus the content it is about. */
export const instructorReviewSchema = {
  type: 'object',
  properties: { ...reviewItemSchema.properties, content: { type: 'object', properties: { contentId: int, title: str, url: str, type: int } } },
} as const;
const contentTypesSchema = list({ type: 'object', properties: { type: int, count: int } });

export default async function instructorsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['instructors'];

  app.get(`${WEB}/instructors/by-url/:url`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Instructor profile with totals, rating and content types',
      params: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 200 } } },
      querystring: onlyLang,
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: {
            id: int,
            url: str,
            name: str,
            headline: str,
            bio: str,
            avatarUrl: { type: ['string', 'null'] },
            company: { type: ['string', 'null'] },
            totalContents: int,
            totalStudents: int,
            rating: { type: 'object', properties: { average: { type: 'number' }, total: int } },
            contentTypes: contentTypesSchema,
          },
        }),
      },
    },
    handler: async (req) => ok(await instructorByUrl(ctx, (req.params as { url: string }).url, req.locale)),
  });

  contentListRoute<ListInput & { contentTypes?: number[] }>(app, ctx, {
    method: 'POST',
    path: `${WEB}/instructors/:id/contents`,
    param: idParams,
    kind: 'instructor',
    extra: { contentTypes: contentTypesProperty },
    scope: async (req, body) => {
      const { id } = req.params as { id: number };
      await requireInstructor(ctx, id, req.locale);
      return { where: instructorContentsScope(id, body.contentTypes) };
    },
    doc: { tags, summary: 'Contents of an instructor: paging, sort, content types and filters' },
  });

  app.get(`${WEB}/instructors/:id/contents/master-sort`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Sorts of an instructor’s contents', params: idParams, querystring: onlyLang, response: { 200: envelopeSchema(sortOptionsSchema) } },
    handler: async (req) => {
      await requireInstructor(ctx, (req.params as { id: number }).id, req.locale);
      return ok(sortOptions('instructor', req.locale));
    },
  });

  app.get(`${WEB}/instructors/:id/rating-summary`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Average, total and 1..5 distribution of the instructor’s reviews', params: idParams, querystring: onlyLang, response: { 200: envelopeSchema(ratingSummarySchema) } },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      await requireInstructor(ctx, id, req.locale);
      return ok(await instructorRatingSummary(ctx, id));
    },
  });

  app.get(`${WEB}/instructors/:id/reviews`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Reviews of the instructor’s contents, newest first, names masked',
      params: idParams,
      querystring: query({ ...pagingProperties(PAGE_SIZE.reviews), ratingScore: { type: 'integer', minimum: 1, maximum: 5 } }),
      response: { 200: envelopeSchema(pageSchema(instructorReviewSchema)) },
    },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      await requireInstructor(ctx, id, req.locale);
      return ok(await instructorReviews(ctx, id, req.locale, req.query as { page: number; pageSize: number; ratingScore?: number }));
    },
  });

  app.get(`${WEB}/instructors/:id/content-types`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Content types the instructor has, with counts', params: idParams, querystring: onlyLang, response: { 200: envelopeSchema(contentTypesSchema) } },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      await requireInstructor(ctx, id, req.locale);
      return ok(await instructorContentTypes(ctx, id));
    },
  });

  app.get(`${WEB}/instructors/:id/content-types/:type/filters`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Filter panel of an instructor’s contents of one type (the list takes rating and isFinished)',
      params: typeParams,
      querystring: onlyLang,
      response: { 200: envelopeSchema(list(filterDefinitionSchema)) },
    },
    handler: async (req) => {
      const { id, type } = req.params as { id: number; type: number };
      checkContentType(type);
      await requireInstructor(ctx, id, req.locale);
      return ok(await instructorFilters(ctx, id, type, req.locale));
    },
  });

  contentListRoute<ListInput & { rating?: number; isFinished?: boolean }>(app, ctx, {
    method: 'GET',
    path: `${WEB}/instructors/:id/content-types/:type/contents`,
    param: typeParams,
    kind: 'instructor',
    defaultPageSize: PAGE_SIZE.instructorContents,
    extra: { rating: { type: 'number', description: 'Minimum rating, a RATING filter value' }, isFinished: { type: 'boolean' } },
    scope: async (req, q) => {
      const { id, type } = req.params as { id: number; type: number };
      checkContentType(type);
      await requireInstructor(ctx, id, req.locale);
      return { where: await instructorTypeScope(ctx, id, type, q) };
    },
    doc: { tags, summary: 'An instructor’s contents of one type (rating = minimum rating; isFinished for live sessions)' },
  });

  for (const [path, status] of [
    ['upcoming-webinars', 'upcoming'],
    ['past-webinars', 'past'],
  ] as const) {
    contentListRoute(app, ctx, {
      method: 'POST',
      path: `${WEB}/instructors/:id/${path}`,
      param: idParams,
      // The webinar sorts start with 'upcoming': future sessions soonest first, past ones most recent first.
      kind: 'webinars',
      defaultPageSize: PAGE_SIZE.instructorContents,
      scope: async (req) => {
        const { id } = req.params as { id: number };
        await requireInstructor(ctx, id, req.locale);
        return { where: instructorWebinarsScope(id, status) };
      },
      doc: { tags, summary: status === 'past' ? 'The instructor’s past webinars, most recent first' : 'The instructor’s upcoming webinars, soonest first' },
    });
  }
}
