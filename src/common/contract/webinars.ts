import Type, { type Static } from 'typebox';
import { id, strictObject, text } from '../schema/primitives.js';
import {
  ContentPageSchema,
  ProgramSchema,
  contentParams,
  detailEndpoint,
  listBodyProperties,
  listQueryProperties,
  masterSortEndpoint,
  metaEndpoint,
  noQuery,
  nullable,
  promoTermsEndpoint,
  ratingSummaryEndpoint,
  reviewsEndpoint,
  similarEndpoint,
} from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Webinars: list, details (with form ids), promo terms, meta, reviews, similar webinars, webinar programmes, forms. */

const tags = ['webinars'] as const;
const web = API_PREFIX.web;

/** `status` of the webinar list: sessions not ended yet (to come or under way), sessions that ended, or both. */
export const WEBINAR_STATUSES = ['upcoming', 'past', 'all'] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];

export const WebinarProgramSchema = Type.Object({ program: ProgramSchema, webinars: ContentPageSchema });
export type WebinarProgram = Static<typeof WebinarProgramSchema>;

export const FormFieldSchema = Type.Object({
  name: Type.String(),
  type: Type.Unsafe<'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'rating'>(Type.String()),
  label: Type.String(),
  required: Type.Boolean(),
  placeholder: Type.Optional(Type.String()),
  maxLength: Type.Optional(Type.Integer()),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
});
export type FormField = Static<typeof FormFieldSchema>;

export const FormDefinitionSchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  kind: Type.Unsafe<'registration' | 'feedback' | 'survey'>(Type.String()),
  contentId: nullable(Type.Integer()),
  title: Type.String(),
  description: Type.String(),
  fields: Type.Array(FormFieldSchema),
});
export type FormDefinition = Static<typeof FormDefinitionSchema>;

export const webinars = {
  masterSort: masterSortEndpoint(`${web}/webinars/master-sort`, 'Sorts of the webinar list, with labels', tags),
  list: endpoint({
    method: 'POST',
    path: `${web}/webinars`,
    auth: 'both',
    tags,
    summary: 'Webinars: body { page, pageSize, sort, filters, status: upcoming | past | all }',
    query: noQuery,
    body: strictObject({
      ...listBodyProperties(),
      status: Type.Optional(text(16, 0, { description: `One of ${WEBINAR_STATUSES.join(', ')} (default all)` })),
    }),
    result: ContentPageSchema,
  }),
  detail: detailEndpoint(`${web}/webinars/:url`, 'url', 'Webinar detail: agenda, schedule, speaker, form ids, rating summary', tags),
  detailByContentId: detailEndpoint(`${web}/webinars/by-content-id/:id`, 'id', 'Webinar detail by content id', tags),
  promoTerms: promoTermsEndpoint(`${web}/webinars/:url/promo-terms`, 'Terms of the webinar’s current promotion (null when none)', tags),
  meta: metaEndpoint(`${web}/webinars/:url/meta`, 'url', 'Head tags of a webinar page', tags),
  ratingSummary: ratingSummaryEndpoint(`${web}/webinars/:url/rating-summary`, 'Average, total and per-star counts of a webinar’s reviews', tags),
  reviews: reviewsEndpoint(`${web}/webinars/:url/reviews`, 'Reviews of a webinar, newest first (ratingScore filters by stars)', tags),
  similar: similarEndpoint(`${web}/webinars/by-content-id/:id/similar-webinars`, 'id', 'Upcoming webinars like this one, same category first', tags),
  program: endpoint({
    method: 'GET',
    path: `${web}/webinar-programs/:url`,
    auth: 'both',
    tags,
    summary: 'A webinar programme with a page of its webinars (upcoming first)',
    params: contentParams.url,
    query: strictObject(listQueryProperties()),
    result: WebinarProgramSchema,
  }),
  form: endpoint({
    method: 'GET',
    path: `${web}/forms/:id`,
    auth: 'both',
    tags,
    summary: 'A webinar registration or feedback form definition',
    params: strictObject({ id: id() }),
    query: noQuery,
    result: FormDefinitionSchema,
  }),
};
