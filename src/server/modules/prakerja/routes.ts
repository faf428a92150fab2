import type { FastifyInstance } from 'fastify';
import { prakerja } from '../../../common/contract/prakerja.js';
import { LearningMethod } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { topBanners } from '../../catalogue/banners.js';
import { PRODUCTS } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, reviewsRoute } from '../../catalogue/routes.js';
import { absoluteUrl } from '../../catalogue/site.js';
import { studentIdOf } from '../auth/index.js';
import { prakerjaPlatform } from './platform.js';
import { completeRedeem, requestRedeem, type RedeemDeps } from './redeem.js';
import { RedeemStateSigner } from './redeem-state.js';
import { byMethod, landingSections } from './service.js';
import { say } from './messages.js';

const product = PRODUCTS.prakerja;

export default async function prakerjaModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, prakerja.topBanners, async (req) => ok(await topBanners(ctx.db, req.locale, 'prakerja_top')));
  route(app, prakerja.sections, async (req) => ok(await landingSections(ctx, req.locale)));
  contentListRoute(app, ctx, prakerja.liveWebinarClasses, product.sorts, byMethod(LearningMethod.LIVE_WEBINAR));
  contentListRoute(app, ctx, prakerja.selfPacedClasses, product.sorts, byMethod(LearningMethod.SELF_PACED));
  detailRoute(app, ctx, prakerja.detail, product);
  reviewsRoute(app, ctx, prakerja.reviews, product);

  // The redeem (issue 19): the platform adapter the configuration names, the state signed with the server's HMAC secret.
  const deps: RedeemDeps = {
    db: ctx.db,
    platform: prakerjaPlatform(ctx),
    signer: new RedeemStateSigner(ctx.secrets.otpHmacKey),
    callbackUrl: (state) => absoluteUrl(ctx, `/prakerja/redeem/callback?state=${encodeURIComponent(state)}`),
  };
  route(app, prakerja.requestRedeem, async (req) => ok(await requestRedeem(deps, studentIdOf(req.student, req.locale), req.body, req.locale, ctx.clock())));
  route(app, prakerja.callback, async (req) => {
    const result = await completeRedeem(deps, studentIdOf(req.student, req.locale), req.query.state, req.locale, ctx.clock());
    return ok(result, say(req.locale, 'redeemed'));
  });
}
