import type { FastifyInstance } from 'fastify';
import { prakerja } from '../../../common/contract/prakerja.js';
import { LearningMethod } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { topBanners } from '../../catalogue/banners.js';
import { PRODUCTS } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, reviewsRoute } from '../../catalogue/routes.js';
import { byMethod, landingSections } from './service.js';

const product = PRODUCTS.prakerja;

export default async function prakerjaModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, prakerja.topBanners, async (req) => ok(await topBanners(ctx.db, req.locale, 'prakerja_top')));
  route(app, prakerja.sections, async (req) => ok(await landingSections(ctx, req.locale)));
  contentListRoute(app, ctx, prakerja.liveWebinarClasses, product.sorts, byMethod(LearningMethod.LIVE_WEBINAR));
  contentListRoute(app, ctx, prakerja.selfPacedClasses, product.sorts, byMethod(LearningMethod.SELF_PACED));
  detailRoute(app, ctx, prakerja.detail, product);
  reviewsRoute(app, ctx, prakerja.reviews, product);
}
