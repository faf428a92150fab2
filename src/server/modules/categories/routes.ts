import type { FastifyInstance } from 'fastify';
import { categories } from '../../../common/contract/categories.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { filterDefinitions } from '../../catalogue/filters.js';
import { listBodyExtras, listRequest, masterSortRoute } from '../../catalogue/routes.js';
import { contentTypesScope, scopeIn } from '../../catalogue/scopes.js';
import { categoryByUrl, inCategory, requireCategory } from './service.js';

export default async function categoriesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, categories.byUrl, async (req) => ok(await categoryByUrl(ctx, req.params.url, req.locale)));

  masterSortRoute(app, categories.masterSort, 'category');

  route(
    app,
    categories.contents,
    async (req) => {
      const list = listRequest('category', req.body);
      const { id } = req.params;
      await requireCategory(ctx, id, req.locale);
      return ok(await list.page(ctx, [scopeIn('category_id', id), ...contentTypesScope(req.body.contentTypes)], req.locale));
    },
    listBodyExtras,
  );

  route(app, categories.filters, async (req) => {
    const { id } = req.params;
    await requireCategory(ctx, id, req.locale);
    // Three aggregates over the category's contents: shared for CACHE_SECONDS, as the search page's panels are.
    return ok(await ctx.cache.get(`categories:filters:${id}:${req.locale}`, () => filterDefinitions(ctx, inCategory(id), req.locale)));
  });
}
