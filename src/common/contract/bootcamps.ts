import Type, { type Static } from 'typebox';
import {
  ContentItemsSchema,
  ContentMetaSchema,
  contentListBodyEndpoint,
  contentParams,
  detailEndpoint,
  masterSortEndpoint,
  metaEndpoint,
  noQuery,
  nullable,
  reviewsEndpoint,
  similarEndpoint,
} from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Bootcamps: list, sales page, details, meta, price tiers, similar bootcamps. */

const tags = ['bootcamps'] as const;
const web = API_PREFIX.web;

export const BootcampSalesPageSchema = Type.Object({
  title: Type.String(),
  subtitle: Type.String(),
  imageUrl: nullable(Type.String()),
  highlights: Type.Array(Type.Object({ title: Type.String(), description: Type.String() })),
  steps: Type.Array(Type.String()),
  faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  stats: Type.Object({ bootcamps: Type.Integer(), alumni: Type.Integer(), averageRating: Type.Number(), reviews: Type.Integer() }),
  bootcamps: ContentItemsSchema,
});
export type BootcampSalesPage = Static<typeof BootcampSalesPageSchema>;

/** A price tier of a bootcamp. */
export const BootcampPackageSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  finalPrice: Type.Integer(),
  discount: Type.Integer(),
  features: Type.Array(Type.String()),
  isRecommended: Type.Boolean(),
  installment: nullable(Type.Object({ months: Type.Integer(), perMonth: Type.Integer() })),
});
export type BootcampPackage = Static<typeof BootcampPackageSchema>;

export const bootcamps = {
  masterSort: masterSortEndpoint(`${web}/bootcamps/master-sort`, 'Sorts of the bootcamp list, with labels', tags),
  list: contentListBodyEndpoint(`${web}/bootcamps`, 'Bootcamps: body { page, pageSize, sort, filters }', tags),
  salesPage: endpoint({
    method: 'GET',
    path: `${web}/bootcamps/sales-page`,
    auth: 'both',
    tags,
    summary: 'Bootcamp sales page: highlights, steps, FAQ, statistics and upcoming bootcamps',
    query: noQuery,
    result: BootcampSalesPageSchema,
  }),
  salesPageMeta: endpoint({
    method: 'GET',
    path: `${web}/bootcamps/sales-page/meta`,
    auth: 'both',
    tags,
    summary: 'Head tags of the bootcamp sales page',
    query: noQuery,
    result: ContentMetaSchema,
  }),
  detail: detailEndpoint(`${web}/bootcamps/:id`, 'idOrUrl', 'Bootcamp detail by id or url: syllabus, schedule, career support, instructor, rating summary', tags),
  detailByContentId: detailEndpoint(`${web}/bootcamps/by-content-id/:id`, 'id', 'Bootcamp detail by content id', tags),
  meta: metaEndpoint(`${web}/bootcamps/:id/meta`, 'idOrUrl', 'Head tags of a bootcamp page', tags),
  packages: endpoint({
    method: 'GET',
    path: `${web}/bootcamps/:id/packages`,
    auth: 'both',
    tags,
    summary: 'Price tiers of a bootcamp, cheapest first',
    params: contentParams.idOrUrl,
    query: noQuery,
    result: Type.Array(BootcampPackageSchema),
  }),
  similar: similarEndpoint(`${web}/bootcamps/by-content-id/:id/similar-bootcamps`, 'id', 'Other bootcamps, same category first', tags),
  reviews: reviewsEndpoint(`${web}/bootcamps/:id/reviews`, 'Reviews of a bootcamp (by id or url), newest first (ratingScore filters by stars)', tags, 'idOrUrl'),
};
