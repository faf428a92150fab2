import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { PRODUCTS, productScope } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, masterSortRoute, metaRoute, refFromParams, similarRoute } from '../../catalogue/routes.js';
import { itemsSchema, params, query } from '../../catalogue/schemas.js';
import { currentPlaylist } from './service.js';

const microlearning = PRODUCTS.microlearning;

export default async function microlearningsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['microlearnings'];
  const doc = (summary: string) => ({ tags, summary });
  const scope = () => ({ where: productScope(microlearning) });

  masterSortRoute(app, `${WEB}/microlearnings/master-sort`, microlearning.sorts, doc('Sorts of the microlearning list, with labels'));
  masterSortRoute(app, `${WEB}/microlearnings/related-microlearning-master-sort`, 'relatedMicrolearnings', doc('Sorts of the related microlearning list, with labels'));
  contentListRoute(app, ctx, { method: 'GET', path: `${WEB}/microlearnings/list`, kind: microlearning.sorts, scope, doc: doc('Microlearning, a page in the chosen sort') });
  contentListRoute(app, ctx, { method: 'POST', path: `${WEB}/microlearnings`, kind: microlearning.sorts, scope, doc: doc('Microlearning: body { page, pageSize, sort, filters }') });
  detailRoute(app, ctx, microlearning, `${WEB}/microlearnings/:url`, 'url', doc('Microlearning detail: playlist of videos, instructor, rating summary'));
  detailRoute(app, ctx, microlearning, `${WEB}/microlearnings/by-content-id/:id`, 'id', doc('Microlearning detail by content id'));
  metaRoute(app, ctx, 'microlearning', `${WEB}/microlearnings/:url/meta`, 'url', doc('Head tags of a microlearning page'));
  app.get(`${WEB}/microlearnings/:url/current-playlist`, {
    config: { auth: 'both' },
    schema: {
      ...doc('The microlearnings of the same category in order, with the position of this one'),
      params: params.url,
      querystring: query(),
      response: { 200: envelopeSchema({ type: 'object', properties: { currentIndex: { type: 'integer' }, items: itemsSchema } }) },
    },
    handler: async (req) => ok(await currentPlaylist(ctx, refFromParams('url', req), req.locale)),
  });
  similarRoute(app, ctx, {
    path: `${WEB}/microlearnings/:url/related-microlearnings`,
    source: microlearning,
    param: 'url',
    target: microlearning,
    sorts: 'relatedMicrolearnings',
    sortable: true,
    sizeName: 'size',
    defaultSize: PAGE_SIZE.relatedMicrolearning,
    doc: doc('Other microlearnings, same category first, in the chosen sort (size default 5)'),
  });
}
