import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, notFound, ok } from '../../http/envelope.js';
import { infoPage, slugOfUrl } from './service.js';

const pageSchema = envelopeSchema({
  type: 'object',
  properties: { slug: { type: 'string' }, title: { type: 'string' }, body: { type: 'string' }, updatedAt: { type: 'string' } },
});
const slugPattern = '^[a-z0-9-]{1,64}$';

export default async function infoModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['info'];
  app.get(`${WEB}/info/aboutus`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'About us page', response: { 200: pageSchema } },
    handler: async (req) => ok(await infoPage(ctx.db, 'aboutus', req.locale)),
  });
  app.get(`${WEB}/info/pages/get`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'An information page by its site URL (the last path segment names it)',
      querystring: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 200 }, lang: { type: 'string' } } },
      response: { 200: pageSchema },
    },
    handler: async (req) => {
      const slug = slugOfUrl((req.query as { url: string }).url);
      if (!new RegExp(slugPattern).test(slug)) throw notFound(`Page "${slug}" not found`);
      return ok(await infoPage(ctx.db, slug, req.locale));
    },
  });
  app.get(`${WEB}/info/:slug`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'An information page by slug (terms, privacy, support, …)',
      params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', pattern: slugPattern } } },
      response: { 200: pageSchema },
    },
    handler: async (req) => ok(await infoPage(ctx.db, (req.params as { slug: string }).slug, req.locale)),
  });
}
