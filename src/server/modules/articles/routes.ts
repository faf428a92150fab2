import type { FastifyInstance } from 'fastify';
import { articles } from '../../../common/contract/articles.js';
import { ContentType } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { topBanners } from '../../catalogue/banners.js';
import { articleMeta } from '../../catalogue/meta.js';
import { listExtras, listRequest, masterSortRoute } from '../../catalogue/routes.js';
import { similarTo } from '../../catalogue/similar.js';
import { categoryByUrl } from '../categories/index.js';
import { articleByUrl, articleContentRelated, articlesScope, topArticleCategories } from './service.js';

export default async function articlesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, articles.byUrl, async (req) => ok(await articleByUrl(ctx, req.params.url, req.locale)));

  route(app, articles.meta, async (req) => ok(await articleMeta(ctx, req.params.url, req.locale)));

  route(app, articles.similar, async (req) => ok(await similarTo(ctx, req.params.id, req.locale, req.query.pageSize, ContentType.ARTICLE)));

  masterSortRoute(app, articles.masterSort, 'articles');

  route(
    app,
    articles.list,
    async (req) => {
      const list = listRequest('articles', req.query);
      return ok(await list.page(ctx, await articlesScope(ctx, req.query.categoryId, req.locale), req.locale));
    },
    listExtras,
  );

  route(app, articles.middleBanners, async (req) => ok(await topBanners(ctx.db, req.locale, 'middle')));

  route(app, articles.topCategories, async (req) => ok(await topArticleCategories(ctx, req.locale)));

  route(app, articles.categoryByUrl, async (req) => ok(await categoryByUrl(ctx, req.params.url, req.locale, [ContentType.ARTICLE])));

  route(app, articles.contentRelated, async (req) => ok(await articleContentRelated(ctx, req.query.categoryId, req.locale, req.query.pageSize)));
}
