import type { FastifyInstance } from 'fastify';
import { bootcamps } from '../../../common/contract/bootcamps.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { PRODUCTS, productListScope } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, masterSortRoute, metaRoute, refOfParams, reviewsRoute, similarRoute } from '../../catalogue/routes.js';
import { bootcampPackages, salesPage, salesPageMeta } from './service.js';

const bootcamp = PRODUCTS.bootcamp;

export default async function bootcampsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  masterSortRoute(app, bootcamps.masterSort, bootcamp.sorts);
  contentListRoute(app, ctx, bootcamps.list, bootcamp.sorts, productListScope(bootcamp));
  route(app, bootcamps.salesPage, async (req) => ok(await salesPage(ctx, req.locale)));
  route(app, bootcamps.salesPageMeta, async (req) => ok(await salesPageMeta(ctx, req.locale)));
  detailRoute(app, ctx, bootcamps.detail, bootcamp);
  detailRoute(app, ctx, bootcamps.detailByContentId, bootcamp);
  metaRoute(app, ctx, bootcamps.meta, 'bootcamp');
  route(app, bootcamps.packages, async (req) => ok(await bootcampPackages(ctx, refOfParams(req.params), req.locale)));
  similarRoute(app, ctx, bootcamps.similar, { source: bootcamp, target: bootcamp });
  // The written reviews behind the detail's rating summary (issue 25), as courses and webinars have.
  reviewsRoute(app, ctx, bootcamps.reviews, bootcamp);
}
