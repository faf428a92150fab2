import type { FastifyInstance } from 'fastify';
import type { ContentDetail } from '../../../common/catalog.js';
import { webinars } from '../../../common/contract/webinars.js';
import { ProgramType } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { PRODUCTS, productListScope } from '../../catalogue/products.js';
import { scopeWhere } from '../../catalogue/scopes.js';
import { detailRoute, listBodyExtras, listRequest, masterSortRoute, metaRoute, promoTermsRoute, ratingSummaryRoute, reviewsRoute, similarRoute } from '../../catalogue/routes.js';
import { programByUrl } from '../programs/index.js';
import { formDefinition, formIds, programWebinars, statusScope } from './service.js';

const webinar = PRODUCTS.webinar;

export default async function webinarsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  masterSortRoute(app, webinars.masterSort, webinar.sorts);
  route(
    app,
    webinars.list,
    async (req) => {
      const list = listRequest(webinar.sorts, req.body);
      return ok(await list.page(ctx, [...productListScope(webinar), ...statusScope(req.body.status)], req.locale));
    },
    listBodyExtras,
  );
  const withForms = async (detail: ContentDetail) => {
    Object.assign(detail.detail, await formIds(ctx.db, detail.contentId));
  };
  detailRoute(app, ctx, webinars.detail, webinar, withForms);
  detailRoute(app, ctx, webinars.detailByContentId, webinar, withForms);
  promoTermsRoute(app, ctx, webinars.promoTerms, webinar);
  metaRoute(app, ctx, webinars.meta, 'webinar');
  ratingSummaryRoute(app, ctx, webinars.ratingSummary, webinar);
  reviewsRoute(app, ctx, webinars.reviews, webinar);
  similarRoute(app, ctx, webinars.similar, { source: webinar, target: webinar, where: () => scopeWhere(statusScope('upcoming'), ctx.clock()) });
  route(app, webinars.program, async (req) => {
    const list = listRequest(webinar.sorts, req.query);
    const program = await programByUrl(ctx.db, req.params.url, req.locale, { programType: ProgramType.WEBINAR, missing: 'webinarProgram' });
    return ok({ program, webinars: await list.page(ctx, programWebinars(program.id), req.locale) });
  });
  route(app, webinars.form, async (req) => ok(await formDefinition(ctx.db, req.params.id, req.locale)));
}
