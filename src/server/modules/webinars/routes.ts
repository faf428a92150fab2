import type { FastifyInstance } from 'fastify';
import type { ContentDetail, WebinarProgram } from '../../../common/catalog.js';
import { ProgramType } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { PRODUCTS, productScope } from '../../catalogue/products.js';
import {
  contentListRoute,
  detailRoute,
  masterSortRoute,
  metaRoute,
  promoTermsRoute,
  ratingSummaryRoute,
  reviewsRoute,
  similarRoute,
  type ListInput,
} from '../../catalogue/routes.js';
import { contentId, contentPageSchema, list, programSchema, query } from '../../catalogue/schemas.js';
import { programByUrl } from '../programs/index.js';
import { WEBINAR_STATUSES, formDefinition, formIds, programWebinars, statusWhere } from './service.js';

const webinar = PRODUCTS.webinar;

const str = { type: 'string' } as const;
const formSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    key: str,
    kind: str,
    contentId: { type: ['integer', 'null'] },
    title: str,
    description: str,
    fields: list({
      type: 'object',
      properties: {
        name: str,
        type: str,
        label: str,
        required: { type: 'boolean' },
        placeholder: str,
        maxLength: { type: 'integer' },
        options: list({ type: 'object', properties: { value: str, label: str } }),
      },
    }),
  },
} as const;
export default async function webinarsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['webinars'];
  const doc = (summary: string) => ({ tags, summary });

  masterSortRoute(app, `${WEB}/webinars/master-sort`, webinar.sorts, doc('Sorts of the webinar list, with labels'));
  contentListRoute<ListInput & { status?: string }>(app, ctx, {
    method: 'POST',
    path: `${WEB}/webinars`,
    kind: webinar.sorts,
    extra: { status: { type: 'string', maxLength: 16, description: `One of ${WEBINAR_STATUSES.join(', ')} (default all)` } },
    scope: (_req, body) => ({ where: [...productScope(webinar), ...statusWhere(body.status)] }),
    doc: doc('Webinars: body { page, pageSize, sort, filters, status: upcoming | past | all }'),
  });
  const withForms = async (detail: ContentDetail) => {
    Object.assign(detail.detail, await formIds(ctx.db, detail.contentId));
  };
  detailRoute(app, ctx, webinar, `${WEB}/webinars/:url`, 'url', doc('Webinar detail: agenda, schedule, speaker, form ids, rating summary'), withForms);
  detailRoute(app, ctx, webinar, `${WEB}/webinars/by-content-id/:id`, 'id', doc('Webinar detail by content id'), withForms);
  promoTermsRoute(app, ctx, webinar, `${WEB}/webinars/:url/promo-terms`, doc('Terms of the webinar’s current promotion (null when none)'));
  metaRoute(app, ctx, 'webinar', `${WEB}/webinars/:url/meta`, 'url', doc('Head tags of a webinar page'));
  ratingSummaryRoute(app, ctx, webinar, `${WEB}/webinars/:url/rating-summary`, doc('Average, total and per-star counts of a webinar’s reviews'));
  reviewsRoute(app, ctx, webinar, `${WEB}/webinars/:url/reviews`, doc('Reviews of a webinar, newest first (ratingScore filters by stars)'));
  similarRoute(app, ctx, {
    path: `${WEB}/webinars/by-content-id/:id/similar-webinars`,
    source: webinar,
    param: 'id',
    target: webinar,
    where: () => statusWhere('upcoming'),
    doc: doc('Upcoming webinars like this one, same category first'),
  });
  contentListRoute(app, ctx, {
    method: 'GET',
    path: `${WEB}/webinar-programs/:url`,
    param: 'url',
    kind: webinar.sorts,
    scope: async (req) => {
      const program = await programByUrl(ctx.db, (req.params as { url: string }).url, req.locale, { programType: ProgramType.WEBINAR, missing: 'webinarProgram' });
      return {
        where: programWebinars(program.id),
        wrap: (webinars): WebinarProgram => ({ program, webinars }),
      };
    },
    response: { type: 'object', properties: { program: programSchema, webinars: contentPageSchema } },
    doc: doc('A webinar programme with a page of its webinars (upcoming first)'),
  });
  app.get(`${WEB}/forms/:id`, {
    config: { auth: 'both' },
    schema: {
      ...doc('A webinar registration or feedback form definition'),
      params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: contentId } },
      querystring: query(),
      response: { 200: envelopeSchema(formSchema) },
    },
    handler: async (req) => ok(await formDefinition(ctx.db, (req.params as { id: number }).id, req.locale)),
  });
}
