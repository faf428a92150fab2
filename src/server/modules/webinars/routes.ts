import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ContentDetail, FormDefinition, FormField, WebinarProgram } from '../../../common/catalog.js';
import { ContentType, ProgramType, type Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import type { Database } from '../../db/index.js';
import { badRequest, envelopeSchema, ok } from '../../http/envelope.js';
import { localize } from '../catalog/detail.js';
import { notFoundOf } from '../catalog/messages.js';
import { PRODUCTS, productScope } from '../catalog/products.js';
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
} from '../catalog/routes.js';
import { contentId, contentPageSchema, list, programSchema, query } from '../catalog/schemas.js';
import { programByUrl } from '../programs/routes.js';
import { c, type Where } from '../discovery/list.js';

const webinar = PRODUCTS.webinar;

/** `status` of the webinar list: sessions still to come, sessions that took place, or both. */
export const WEBINAR_STATUSES = ['upcoming', 'past', 'all'] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];

export function statusWhere(status: string | undefined): Where[] {
  const value = status ?? 'all';
  if (!(WEBINAR_STATUSES as readonly string[]).includes(value)) {
    throw badRequest(`Unknown status "${value}". Allowed values: ${WEBINAR_STATUSES.join(', ')}`);
  }
  if (value === 'upcoming') return [c('contents.start_at', '>=', sql<Date>`now()`)];
  if (value === 'past') return [c('contents.start_at', '<', sql<Date>`now()`)];
  return [];
}

/** The registration and feedback forms of a webinar: its own, else the default form of the kind. */
async function formIds(db: Database, contentId: number) {
  const rows = await db
    .selectFrom('forms')
    .select(['id', 'kind', 'content_id'])
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('content_id', '=', contentId), eb('content_id', 'is', null)]))
    .orderBy(sql`content_id is null`)
    .orderBy('id')
    .execute();
  const first = (kind: string) => rows.find((r) => r.kind === kind)?.id ?? null;
  return { registrationFormId: first('registration'), feedbackFormId: first('feedback') };
}

export async function formDefinition(db: Database, id: number, locale: Locale): Promise<FormDefinition> {
  const row = await db.selectFrom('forms').selectAll().where('id', '=', id).where('is_active', '=', true).executeTakeFirst();
  if (!row) throw notFoundOf('form', locale);
  const en = locale === 'en';
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    contentId: row.content_id,
    title: en ? row.title_en : row.title_id,
    description: en ? row.description_en : row.description_id,
    fields: localize<FormField[]>(row.fields, locale),
  };
}

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
        where: [c('contents.content_type', '=', ContentType.WEBINAR), c('contents.program_id', '=', program.id)],
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
