import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { queryWithLang } from '../../../common/contract/endpoint.js';
import { SitemapPageQuery, sitemaps } from '../../../common/contract/sitemaps.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { checkSitemapKind, sitemapEntries, sitemapIndexXml, urlsetXml } from './service.js';

/** Sitemaps: G web/v2/sitemaps/{kind} (JSON for the client) and the XML files crawlers read at the site root. */
export default async function sitemapsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, sitemaps.kind, async (req) => {
    const kind = checkSitemapKind(req.params.kind, req.locale);
    const { page } = req.query;
    return ok({ kind, page, ...(await sitemapEntries(ctx, kind, page)) });
  });

  // Crawlers: no credentials, XML, cached for an hour by proxies.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapIndexXml(ctx)),
  );
  app.get<{ Params: { kind: string }; Querystring: Static<typeof SitemapPageQuery> }>(
    '/sitemaps/:kind.xml',
    { schema: { hide: true, querystring: queryWithLang(SitemapPageQuery) } },
    async (req, reply) => {
      const kind = checkSitemapKind(req.params.kind, req.locale);
      const { items } = await sitemapEntries(ctx, kind, req.query.page);
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(urlsetXml(ctx.config.siteUrl, items));
    },
  );
}
