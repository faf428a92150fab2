import type { FastifyInstance } from 'fastify';
import { donations } from '../../../common/contract/donations.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { refOf } from '../../catalogue/products.js';
import { metaRoute } from '../../catalogue/routes.js';
import { studentIdOf } from '../auth/index.js';
import type { OrderDeps } from '../commerce/index.js';
import { donate, donationResult } from './donate.js';
import { donationCampaign, donationRecommendations } from './service.js';
import { matchesETag, totalsETag, totalsReader } from './totals.js';
import { say } from './messages.js';

export default async function donationsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  metaRoute(app, ctx, donations.meta, 'donation');
  route(app, donations.campaign, async (req) => ok(await donationCampaign(ctx.db, refOf(req.params.url), req.query.deviceId, req.locale)));
  // Read at call time: the gateway plugin decorates the root app.
  const deps: OrderDeps = { db: ctx.db, gateway: () => app.paymentGateway };
  route(app, donations.donate, async (req) => {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const order = await donate(deps, studentIdOf(req.student, req.locale), req.params.url, req.body, key, req.locale, ctx.clock());
    return ok(order, say(req.locale, 'placed'));
  });
  const totals = totalsReader(ctx.db);
  route(app, donations.totals, async (req, reply) => {
    const answer = await totals.read(refOf(req.params.url), req.locale);
    const tag = totalsETag(answer);
    // Public numbers, the same for every visitor: a browser keeps them and asks again each time.
    void reply.header('etag', tag).header('cache-control', 'no-cache');
    if (matchesETag(req.headers['if-none-match'], tag)) return reply.code(304).send();
    return ok(answer);
  });
  route(app, donations.result, async (req) => ok(await donationResult(deps, studentIdOf(req.student, req.locale), req.params.id, req.locale)));
  route(app, donations.recommendations, async (req) => ok(await donationRecommendations(ctx, refOf(req.params.id), req.query.pageSize, req.locale)));
}
