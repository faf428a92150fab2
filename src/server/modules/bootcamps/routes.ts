import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { PRODUCTS, productScope } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, masterSortRoute, metaRoute, refFromParams, similarRoute } from '../../catalogue/routes.js';
import { itemsSchema, list, metaSchema, params, query } from '../../catalogue/schemas.js';
import { bootcampPackages, salesPage, salesPageMeta } from './service.js';

const bootcamp = PRODUCTS.bootcamp;

const str = { type: 'string' } as const;
const salesPageSchema = {
  type: 'object',
  properties: {
    title: str,
    subtitle: str,
    imageUrl: { type: ['string', 'null'] },
    highlights: list({ type: 'object', properties: { title: str, description: str } }),
    steps: list(str),
    faq: list({ type: 'object', properties: { question: str, answer: str } }),
    stats: { type: 'object', properties: { bootcamps: { type: 'integer' }, alumni: { type: 'integer' }, averageRating: { type: 'number' }, reviews: { type: 'integer' } } },
    bootcamps: itemsSchema,
  },
} as const;
const packageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: str,
    name: str,
    description: str,
    price: { type: 'integer' },
    finalPrice: { type: 'integer' },
    discount: { type: 'integer' },
    features: list(str),
    isRecommended: { type: 'boolean' },
    installment: { type: ['object', 'null'], properties: { months: { type: 'integer' }, perMonth: { type: 'integer' } } },
  },
} as const;

export default async function bootcampsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['bootcamps'];
  const doc = (summary: string) => ({ tags, summary });

  masterSortRoute(app, `${WEB}/bootcamps/master-sort`, bootcamp.sorts, doc('Sorts of the bootcamp list, with labels'));
  contentListRoute(app, ctx, {
    method: 'POST',
    path: `${WEB}/bootcamps`,
    kind: bootcamp.sorts,
    scope: () => ({ where: productScope(bootcamp) }),
    doc: doc('Bootcamps: body { page, pageSize, sort, filters }'),
  });
  app.get(`${WEB}/bootcamps/sales-page`, {
    config: { auth: 'both' },
    schema: { ...doc('Bootcamp sales page: highlights, steps, FAQ, statistics and upcoming bootcamps'), querystring: query(), response: { 200: envelopeSchema(salesPageSchema) } },
    handler: async (req) => ok(await salesPage(ctx, req.locale)),
  });
  app.get(`${WEB}/bootcamps/sales-page/meta`, {
    config: { auth: 'both' },
    schema: { ...doc('Head tags of the bootcamp sales page'), querystring: query(), response: { 200: envelopeSchema(metaSchema) } },
    handler: async (req) => ok(await salesPageMeta(ctx, req.locale)),
  });
  detailRoute(app, ctx, bootcamp, `${WEB}/bootcamps/:id`, 'idOrUrl', doc('Bootcamp detail by id or url: syllabus, schedule, career support, instructor, rating summary'));
  detailRoute(app, ctx, bootcamp, `${WEB}/bootcamps/by-content-id/:id`, 'id', doc('Bootcamp detail by content id'));
  metaRoute(app, ctx, 'bootcamp', `${WEB}/bootcamps/:id/meta`, 'idOrUrl', doc('Head tags of a bootcamp page'));
  app.get(`${WEB}/bootcamps/:id/packages`, {
    config: { auth: 'both' },
    schema: { ...doc('Price tiers of a bootcamp, cheapest first'), params: params.idOrUrl, querystring: query(), response: { 200: envelopeSchema(list(packageSchema)) } },
    handler: async (req) => ok(await bootcampPackages(ctx, refFromParams('idOrUrl', req), req.locale)),
  });
  similarRoute(app, ctx, {
    path: `${WEB}/bootcamps/by-content-id/:id/similar-bootcamps`,
    source: bootcamp,
    param: 'id',
    target: bootcamp,
    doc: doc('Other bootcamps, same category first'),
  });
}
