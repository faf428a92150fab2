import type { FastifyInstance } from 'fastify';
import { microlearnings } from '../../../common/contract/microlearnings.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { parseSort } from '../../catalogue/list.js';
import { PRODUCTS, productListScope } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, masterSortRoute, metaRoute, reviewsRoute, similarItems } from '../../catalogue/routes.js';
import { currentPlaylist } from './service.js';

const microlearning = PRODUCTS.microlearning;

export default async function microlearningsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const scope = productListScope(microlearning);

  masterSortRoute(app, microlearnings.masterSort, microlearning.sorts);
  masterSortRoute(app, microlearnings.relatedMasterSort, 'relatedMicrolearnings');
  contentListRoute(app, ctx, microlearnings.list, microlearning.sorts, scope);
  contentListRoute(app, ctx, microlearnings.listBody, microlearning.sorts, scope);
  detailRoute(app, ctx, microlearnings.detail, microlearning);
  detailRoute(app, ctx, microlearnings.detailByContentId, microlearning);
  metaRoute(app, ctx, microlearnings.meta, 'microlearning');
  reviewsRoute(app, ctx, microlearnings.reviews, microlearning);
  route(app, microlearnings.currentPlaylist, async (req) => ok(await currentPlaylist(ctx, { url: req.params.url }, req.locale)));
  route(app, microlearnings.related, async (req) => {
    const sort = parseSort('relatedMicrolearnings', req.query.sort);
    const ref = { url: req.params.url };
    return ok(await similarItems(ctx, { source: microlearning, target: microlearning, ref, sort, size: req.query.size, locale: req.locale }));
  });
}
