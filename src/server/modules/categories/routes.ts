import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { filterDefinitionSchema, filterDefinitions } from '../../catalogue/filters.js';
import { contentListRoute, masterSortRoute, type ListInput } from '../../catalogue/routes.js';
import { query } from '../../catalogue/schemas.js';
import { contentTypesProperty, contentTypesWhere } from '../../catalogue/scopes.js';
import { categoryDetailSchema } from './schemas.js';
import { categoryByUrl, inCategory, requireCategory } from './service.js';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export default async function categoriesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['categories'];

  app.get(`${WEB}/categories/by-url/:url`, {
    config: { auth: 'basic' },
    schema: {
      tags,
      summary: 'A category by its url slug, with content counts per type',
      params: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 200 } } },
      querystring: query(),
      response: { 200: envelopeSchema(categoryDetailSchema) },
    },
    handler: async (req) => ok(await categoryByUrl(ctx, (req.params as { url: string }).url, req.locale)),
  });

  masterSortRoute(app, `${WEB}/categories/contents-master-sort`, 'category', { tags, summary: 'Sorts of a category’s contents' });

  contentListRoute<ListInput & { contentTypes?: number[] }>(app, ctx, {
    method: 'POST',
    path: `${WEB}/categories/:id/contents`,
    param: idParams,
    kind: 'category',
    extra: { contentTypes: contentTypesProperty },
    scope: async (req, body) => {
      const { id } = req.params as { id: number };
      await requireCategory(ctx, id, req.locale);
      return { where: [...inCategory(id), ...contentTypesWhere(body.contentTypes)] };
    },
    doc: { tags, summary: 'Contents of a category: paging, sort, content types and filters' },
  });

  app.get(`${WEB}/categories/:id/filters`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Filter panel of a category’s contents',
      params: idParams,
      querystring: query(),
      response: { 200: envelopeSchema({ type: 'array', items: filterDefinitionSchema }) },
    },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      await requireCategory(ctx, id, req.locale);
      return ok(await filterDefinitions(ctx, inCategory(id), req.locale));
    },
  });
}
