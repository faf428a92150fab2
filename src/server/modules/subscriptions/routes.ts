import type { FastifyInstance } from 'fastify';
import { subscriptions } from '../../../common/contract/subscriptions.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { PRODUCTS } from '../../catalogue/products.js';
import { detailRoute, refOfParams, reviewsRoute } from '../../catalogue/routes.js';
import { studentIdOf } from '../auth/index.js';
import { mySubscription, subscriptionPackages } from './service.js';

const subscription = PRODUCTS.subscription;

export default async function subscriptionsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Registered before the detail by id or url; the server's clock decides which period runs.
  route(app, subscriptions.mine, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await mySubscription(ctx, studentIdOf(req.student, req.locale), req.locale, ctx.clock()));
  });
  detailRoute(app, ctx, subscriptions.detail, subscription);
  detailRoute(app, ctx, subscriptions.detailByContentId, subscription);
  reviewsRoute(app, ctx, subscriptions.reviews, subscription);
  route(app, subscriptions.packages, async (req) => ok(await subscriptionPackages(ctx, refOfParams(req.params), req.locale)));
}
