import type { FastifyInstance } from 'fastify';
import { LearningMethod } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { bannerSchema, topBanners } from '../../catalogue/banners.js';
import { PRODUCTS } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, reviewsRoute } from '../../catalogue/routes.js';
import { itemsSchema, list, query } from '../../catalogue/schemas.js';
import { byMethod, landingSections } from './service.js';

const prakerja = PRODUCTS.prakerja;
const str = { type: 'string' } as const;
const sectionSchema = {
  type: 'object',
  properties: {
    key: str,
    title: str,
    subtitle: str,
    items: itemsSchema,
    entries: list({ type: 'object', properties: { title: str, body: str } }),
    seeAllUrl: { type: ['string', 'null'] },
  },
} as const;

export default async function prakerjaModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['prakerja'];
  const doc = (summary: string) => ({ tags, summary });

  app.get(`${WEB}/prakerja/landingpage/topbanners`, {
    config: { auth: 'both' },
    schema: { ...doc('Top banners of the Prakerja landing page'), querystring: query(), response: { 200: envelopeSchema(list(bannerSchema)) } },
    handler: async (req) => ok(await topBanners(ctx.db, req.locale, 'prakerja_top')),
  });
  app.get(`${WEB}/prakerja/landingpage/sections`, {
    config: { auth: 'both' },
    schema: { ...doc('Sections of the Prakerja landing page: live and self-paced classes, how to buy, FAQ'), querystring: query(), response: { 200: envelopeSchema(list(sectionSchema)) } },
    handler: async (req) => ok(await landingSections(ctx, req.locale)),
  });
  for (const [path, method, summary] of [
    ['livewebinar-classes', LearningMethod.LIVE_WEBINAR, 'Prakerja live webinar classes (learning method 2), a page'],
    ['selfpacedlearning-classes', LearningMethod.SELF_PACED, 'Prakerja self-paced classes (learning method 1), a page'],
  ] as const) {
    contentListRoute(app, ctx, {
      method: 'GET',
      path: `${WEB}/prakerja/landingpage/${path}`,
      kind: prakerja.sorts,
      scope: () => ({ where: byMethod(method) }),
      doc: doc(summary),
    });
  }
  detailRoute(app, ctx, prakerja, `${WEB}/prakerja/:url`, 'url', doc('A Prakerja class detail by url'));
  reviewsRoute(app, ctx, prakerja, `${WEB}/prakerja/:url/reviews`, doc('Reviews of a Prakerja class, newest first (ratingScore filters by stars)'));
}
