import type { FastifyInstance } from 'fastify';
import { events } from '../../../common/contract/events.js';
import type { AppContext } from '../../context.js';
import { PRODUCTS } from '../../catalogue/products.js';
import { detailRoute, metaRoute, reviewsRoute } from '../../catalogue/routes.js';

const event = PRODUCTS.event;

/** Event pages (content type 37); lists of events are contents?type=37 (discovery). */
export default async function eventsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  detailRoute(app, ctx, events.detail, event);
  detailRoute(app, ctx, events.detailByContentId, event);
  metaRoute(app, ctx, events.meta, 'event');
  reviewsRoute(app, ctx, events.reviews, event);
}
