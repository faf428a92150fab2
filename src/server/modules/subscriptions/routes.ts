import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { PRODUCTS } from '../../catalogue/products.js';
import { detailRoute, refFromParams } from '../../catalogue/routes.js';
import { list, params, query } from '../../catalogue/schemas.js';
import { subscriptionPackages } from './service.js';

const subscription = PRODUCTS.subscription;

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const packageSchema = {
  type: 'object',
  properties: {
    contentId: int,
    url: str,
    title: str,
    period: str,
    months: int,
    price: int,
    finalPrice: int,
    pricePerMonth: int,
    savingPercent: int,
    benefits: list(str),
    isSelected: { type: 'boolean' },
  },
} as const;

export default async function subscriptionsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['subscriptions'];
  const doc = (summary: string) => ({ tags, summary });
  detailRoute(app, ctx, subscription, `${WEB}/subscriptions/:id`, 'idOrUrl', doc('Subscription detail by id or url: period, benefits'));
  detailRoute(app, ctx, subscription, `${WEB}/subscriptions/by-content-id/:id`, 'id', doc('Subscription detail by content id'));
  app.get(`${WEB}/subscriptions/:id/packages`, {
    config: { auth: 'both' },
    schema: { ...doc('The plans of a subscription, shortest first, with monthly price and saving'), params: params.idOrUrl, querystring: query(), response: { 200: envelopeSchema(list(packageSchema)) } },
    handler: async (req) => ok(await subscriptionPackages(ctx, refFromParams('idOrUrl', req), req.locale)),
  });
}
