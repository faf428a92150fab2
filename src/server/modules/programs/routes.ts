import type { FastifyInstance } from 'fastify';
import { programs } from '../../../common/contract/programs.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { listBodyExtras, listRequest, masterSortRoute } from '../../catalogue/routes.js';
import { programCategoryScope, programPage } from './service.js';

export default async function programsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  masterSortRoute(app, programs.masterSort, 'programs');
  route(app, programs.page, async (req) => ok(await programPage(ctx.db, req.params.url, req.locale)));
  route(
    app,
    programs.categoryContents,
    async (req) => {
      const list = listRequest('programs', req.body);
      return ok(await list.page(ctx, await programCategoryScope(ctx, req.params.url, req.params.catUrl, req.locale), req.locale));
    },
    listBodyExtras,
  );
}
