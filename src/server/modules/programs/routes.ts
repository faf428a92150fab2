import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { contentListRoute, masterSortRoute } from '../../catalogue/routes.js';
import { list, params, programSchema, query, slug } from '../../catalogue/schemas.js';
import { programCategoryScope, programPage } from './service.js';

export default async function programsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['programs'];
  const doc = (summary: string) => ({ tags, summary });

  masterSortRoute(app, `${WEB}/programs/master-sort`, 'programs', doc('Sorts of a programme’s content list, with labels'));
  app.get(`${WEB}/programs/:url`, {
    config: { auth: 'both' },
    schema: {
      ...doc('A programme with the categories of its contents'),
      params: params.url,
      querystring: query(),
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: {
            program: programSchema,
            totalContents: { type: 'integer' },
            categories: list({ type: 'object', properties: { id: { type: 'integer' }, url: { type: 'string' }, name: { type: 'string' }, totalContents: { type: 'integer' } } }),
          },
        }),
      },
    },
    handler: async (req) => ok(await programPage(ctx.db, (req.params as { url: string }).url, req.locale)),
  });
  contentListRoute(app, ctx, {
    method: 'POST',
    path: `${WEB}/programs/:url/program-categories/:catUrl/contents`,
    param: { type: 'object', additionalProperties: false, required: ['url', 'catUrl'], properties: { url: slug, catUrl: slug } },
    kind: 'programs',
    scope: async (req) => {
      const p = req.params as { url: string; catUrl: string };
      return { where: await programCategoryScope(ctx, p.url, p.catUrl, req.locale) };
    },
    doc: doc('A page of a programme’s contents in one category: body { page, pageSize, sort, filters }'),
  });
}
