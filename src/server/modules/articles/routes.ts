import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../common/constants.js';
import { ContentType } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { V2, WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { bannerSchema, topBanners } from '../../catalogue/banners.js';
import { contentItemSchema } from '../../catalogue/content-item.js';
import { pagingProperties } from '../../catalogue/list.js';
import { articleMeta } from '../../catalogue/meta.js';
import { contentListRoute, masterSortRoute, type ListInput } from '../../catalogue/routes.js';
import { categorySchema, metaSchema, query } from '../../catalogue/schemas.js';
import { similarTo } from '../../catalogue/similar.js';
import { categoryByUrl, categoryDetailSchema } from '../categories/index.js';
import { articleByUrl, articleContentRelated, articlesScope, topArticleCategories } from './service.js';

const str = { type: 'string' } as const;
const urlParams = { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 200 } } } as const;
const onlyLang = query();
const list = (items: object) => ({ type: 'array', items }) as const;

export const articleDetailSchema = {
  type: 'object',
  properties: {
    ...contentItemSchema.properties,
    body: str,
    readMinutes: { type: 'integer' },
    tags: list(str),
    author: contentItemSchema.properties.instructor,
    publishedAt: str,
    updatedAt: str,
  },
} as const;

export default async function articlesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['articles'];

  app.get(`${WEB}/articles/by-url/:url`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'An article with its body in the request language, category, author and reading time',
      params: urlParams,
      querystring: onlyLang,
      response: { 200: envelopeSchema(articleDetailSchema) },
    },
    handler: async (req) => ok(await articleByUrl(ctx, (req.params as { url: string }).url, req.locale)),
  });

  app.get(`${V2}/articles/by-url/:url/meta`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Page meta of an article', params: urlParams, querystring: onlyLang, response: { 200: envelopeSchema(metaSchema) } },
    handler: async (req) => ok(await articleMeta(ctx, (req.params as { url: string }).url, req.locale)),
  });

  app.get(`${WEB}/articles/by-content-id/:id/similar-articles`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Articles similar to one: same category first, then most popular',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      querystring: query({ pageSize: pagingProperties(PAGE_SIZE.similarArticles).pageSize }),
      response: { 200: envelopeSchema(list(contentItemSchema)) },
    },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      return ok(await similarTo(ctx, id, req.locale, (req.query as { pageSize: number }).pageSize, ContentType.ARTICLE));
    },
  });

  masterSortRoute(app, `${WEB}/articles/master-sort`, 'articles', { tags, summary: 'Sorts of the article list' });

  contentListRoute<ListInput & { categoryId?: number }>(app, ctx, {
    method: 'GET',
    path: `${WEB}/articles`,
    kind: 'articles',
    extra: { categoryId: { type: 'integer', minimum: 1 } },
    scope: async (req, q) => ({ where: await articlesScope(ctx, q.categoryId, req.locale) }),
    doc: { tags, summary: 'Articles, optionally of one category, paginated' },
  });

  app.get(`${WEB}/articles/middle-banners`, {
    config: { auth: 'basic' },
    schema: { tags, summary: 'Banners shown between articles', querystring: onlyLang, response: { 200: envelopeSchema(list(bannerSchema)) } },
    handler: async (req) => ok(await topBanners(ctx.db, req.locale, 'middle')),
  });

  app.get(`${WEB}/articles/top-categories`, {
    config: { auth: 'basic' },
    schema: {
      tags,
      summary: 'Categories with the most articles (totalContents counts articles)',
      querystring: onlyLang,
      response: { 200: envelopeSchema(list(categorySchema)) },
    },
    handler: async (req) => ok(await topArticleCategories(ctx, req.locale)),
  });

  app.get(`${V2}/articles/categories/by-url/:url`, {
    config: { auth: 'basic' },
    schema: {
      tags,
      summary: 'An article category by url slug (counts are articles)',
      params: urlParams,
      querystring: onlyLang,
      response: { 200: envelopeSchema(categoryDetailSchema) },
    },
    handler: async (req) => ok(await categoryByUrl(ctx, (req.params as { url: string }).url, req.locale, [ContentType.ARTICLE])),
  });

  app.get(`${V2}/articles/content-related`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Courses, upcoming webinars and suggested articles of an article’s category',
      querystring: { ...query({ categoryId: { type: 'integer', minimum: 1 }, pageSize: pagingProperties(PAGE_SIZE.suggestionArticles).pageSize }), required: ['categoryId'] },
      response: {
        200: envelopeSchema({ type: 'object', properties: { courses: list(contentItemSchema), webinars: list(contentItemSchema), articles: list(contentItemSchema) } }),
      },
    },
    handler: async (req) => {
      const { categoryId, pageSize } = req.query as { categoryId: number; pageSize: number };
      return ok(await articleContentRelated(ctx, categoryId, req.locale, pageSize));
    },
  });
}
