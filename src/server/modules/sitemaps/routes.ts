import type { FastifyInstance } from 'fastify';
import { SITEMAP_KINDS } from '../../../common/discovery.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { query } from '../../catalogue/schemas.js';
import { checkSitemapKind, sitemapEntries, sitemapIndexXml, urlsetXml } from './service.js';

const str = { type: 'string' } as const;
const pageQuery = query({ page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 } });

/** Sitemaps: G web/v2/sitemaps/{kind} (JSON for the client) and the XML files crawlers read at the site root. */
export default async function sitemapsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['sitemaps'];

  app.get(`${WEB}/sitemaps/:kind`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: `Absolute URLs of one kind of page with lastmod (kinds: ${SITEMAP_KINDS.join(', ')})`,
      params: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', maxLength: 32 } } },
      querystring: pageQuery,
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: {
            kind: str,
            page: { type: 'integer' },
            totalPages: { type: 'integer' },
            items: { type: 'array', items: { type: 'object', properties: { loc: str, lastmod: str } } },
          },
        }),
      },
    },
    handler: async (req) => {
      const kind = checkSitemapKind((req.params as { kind: string }).kind, req.locale);
      const { page } = req.query as { page: number };
      return ok({ kind, page, ...(await sitemapEntries(ctx, kind, page)) });
    },
  });

  // Crawlers: no credentials, XML, cached for an hour by proxies.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await sitemapIndexXml(ctx)),
  );
  app.get('/sitemaps/:kind.xml', { schema: { hide: true, querystring: pageQuery } }, async (req, reply) => {
    const kind = checkSitemapKind((req.params as { kind: string }).kind, req.locale);
    const { items } = await sitemapEntries(ctx, kind, (req.query as { page: number }).page);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(urlsetXml(items));
  });
}
