import type { FastifyInstance } from 'fastify';
import { donations } from '../../../common/contract/donations.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { refOf } from '../../catalogue/products.js';
import { metaRoute } from '../../catalogue/routes.js';
import { donationCampaign, donationRecommendations } from './service.js';

export default async function donationsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  metaRoute(app, ctx, donations.meta, 'donation');
  route(app, donations.campaign, async (req) => ok(await donationCampaign(ctx.db, refOf(req.params.url), req.query.deviceId, req.locale)));
  route(app, donations.recommendations, async (req) => ok(await donationRecommendations(ctx, refOf(req.params.id), req.query.pageSize, req.locale)));
}
