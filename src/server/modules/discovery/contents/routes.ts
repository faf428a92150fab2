import type { FastifyInstance } from 'fastify';
import { FILTER_PANEL_LISTS, search } from '../../../../common/contract/search.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { badRequest, ok } from '../../../http/envelope.js';
import { filterDefinitions } from '../../../catalogue/filters.js';
import { answerListsFrom, listPage } from '../../../catalogue/indexed-lists.js';
import { parseSort } from '../../../catalogue/list.js';
import { listBodyExtras, listExtras, masterSortRoute } from '../../../catalogue/routes.js';
import { checkContentType } from '../../../catalogue/scopes.js';
import { similarTo } from '../../../catalogue/similar.js';
import { ipLimit } from '../../../http/ip-limit.js';
import { addressKey } from '../../../http/client-address.js';
import { registerMetaResolver } from '../meta.js';
import { searchIndexOf } from '../search-index.js';
import { keywordSuggestions, popularKeywords, searchContents } from '../search.js';
import { CLICK_RATE_LIMIT, recordClick } from '../clicks.js';
import { FILTER_PANELS, contentDetailBanners, contentsScope } from './service.js';

/** Contents discovery: search, suggestions, popular keywords, clicks, generic lists, similar items, filter panels. */

export default async function discoveryModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Detail pages of the website get their head tags from the meta calls.
  registerMetaResolver();
  // The catalogue's content lists (categories, product families, G contents) answer from the index too (issue 24).
  answerListsFrom(ctx.db, searchIndexOf(ctx));
  // Build the search index while the server starts, so the first search does not wait for it,
  // and keep it reading the change log while the server runs.
  app.addHook('onReady', async () => {
    searchIndexOf(ctx).start((err: unknown) => app.log.warn({ err }, 'search index: reading the database failed (the next search retries)'));
  });
  app.addHook('onClose', async () => searchIndexOf(ctx).stop());

  // A POST without a body browses everything with the defaults.
  route(
    app,
    search.search,
    async (req) => {
      for (const t of req.body.contentTypes ?? []) checkContentType(t);
      return ok(await searchContents(ctx, req.body, req.locale));
    },
    listBodyExtras,
  );

  route(app, search.keywordSuggestions, async (req) => {
    const { keyword, limit } = req.query;
    if (!keyword.trim()) throw badRequest('keyword must not be blank');
    return ok(await keywordSuggestions(ctx, keyword, req.locale, limit));
  });

  route(app, search.popularKeywords, async (req) => ok(await popularKeywords(ctx, req.query.limit, req.locale)));

  route(
    app,
    search.click,
    async (req) => {
      const body = req.body;
      if (!body.keyword.trim()) throw badRequest('keyword must not be blank');
      const studentId = req.student ? Number(req.student.sub) : null;
      return ok(await recordClick(ctx, { ...body, studentId: Number.isInteger(studentId) ? studentId : null, deviceId: body.deviceId ?? null, address: addressKey(req.ip) }, req.locale));
    },
    { onRequest: ipLimit(app, 'search-click', CLICK_RATE_LIMIT) },
  );

  masterSortRoute(app, search.masterSort, 'search');

  route(
    app,
    search.contents,
    async (req) => {
      const q = req.query;
      checkContentType(q.type);
      // Upcoming sessions read soonest first unless another sort is asked for.
      const sort = parseSort('contents', q.sort ?? (q.status === 'upcoming' ? 'upcoming' : undefined));
      return ok(await listPage(ctx, { scope: contentsScope(q), filters: [], sort, locale: req.locale, page: q.page, pageSize: q.pageSize }));
    },
    listExtras,
  );

  route(app, search.similarContents, async (req) => ok(await similarTo(ctx, req.params.id, req.locale, req.query.pageSize)));

  route(app, search.contentDetailBanners, async (req) => {
    checkContentType(req.query.contentType);
    return ok(await contentDetailBanners(ctx, req.query, req.locale));
  });

  for (const list of FILTER_PANEL_LISTS) {
    route(app, search.filterPanels[list], async (req) => ok(await ctx.cache.get(`discovery:filters:${list}:${req.locale}`, () => filterDefinitions(ctx, FILTER_PANELS[list], req.locale))));
  }
}
