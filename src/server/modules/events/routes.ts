import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { PRODUCTS } from '../../catalogue/products.js';
import { detailRoute, metaRoute } from '../../catalogue/routes.js';

const event = PRODUCTS.event;

/** Event pages (content type 37); lists of events are contents?type=37 (discovery). */
export default async function eventsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['events'];
  const doc = (summary: string) => ({ tags, summary });
  detailRoute(app, ctx, event, `${WEB}/events/:id`, 'idOrUrl', doc('Event detail by id or url: agenda, venue, schedule, host, rating summary'));
  detailRoute(app, ctx, event, `${WEB}/events/by-content-id/:id`, 'id', doc('Event detail by content id'));
  metaRoute(app, ctx, 'event', `${WEB}/events/:id/meta`, 'idOrUrl', doc('Head tags of an event page'));
}
