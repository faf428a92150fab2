import type { FastifyInstance } from 'fastify';
import { INFO_SLUG_PATTERN, info } from '../../../common/contract/info.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { notFound, ok } from '../../http/envelope.js';
import { infoPage, slugOfUrl } from './service.js';

const slugRule = new RegExp(INFO_SLUG_PATTERN);

export default async function infoModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, info.aboutUs, async (req) => ok(await infoPage(ctx.db, 'aboutus', req.locale)));
  route(app, info.pageByUrl, async (req) => {
    const slug = slugOfUrl(req.query.url);
    if (!slugRule.test(slug)) throw notFound(`Page "${slug}" not found`);
    return ok(await infoPage(ctx.db, slug, req.locale));
  });
  route(app, info.page, async (req) => ok(await infoPage(ctx.db, req.params.slug, req.locale)));
}
