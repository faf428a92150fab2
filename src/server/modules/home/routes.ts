import type { FastifyInstance } from 'fastify';
import type { EndpointDefinition, ResultOf } from '../../../common/contract/endpoint.js';
import { home } from '../../../common/contract/home.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { topBanners } from '../../catalogue/banners.js';
import * as service from './service.js';

export default async function homeModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, cache } = ctx;
  /**
   * The home page's answers are the same for every visitor of a language (`sameForAll`: of every
   * language): keep the serialised envelope itself, so a cache hit costs no serialisation of the
   * (large) sections payload.
   */
  const cachedJson = <const E extends EndpointDefinition>(e: E, name: string, load: (locale: Locale) => Promise<ResultOf<E>>, sameForAll = false) =>
    route(app, e, async (req, reply) => {
      const body = await cache.get(`home-json:${name}:${sameForAll ? 'all' : req.locale}`, async () => JSON.stringify(ok(await load(req.locale))));
      return reply.type('application/json; charset=utf-8').send(body);
    });

  cachedJson(home.topBanners, 'topbanners', (locale) => topBanners(db, locale));
  cachedJson(home.categories, 'categories', (locale) => service.categories(db, locale, true));
  cachedJson(home.otherCategories, 'categories-other', (locale) => service.categories(db, locale, false));
  cachedJson(home.sections, 'sections', (locale) => service.sections(db, locale));
  route(app, home.sectionSuggestion, async (req) => {
    const { filter } = req.query;
    return ok(await cache.get(`home:suggestion:${filter ?? ''}:${req.locale}`, () => service.sectionSuggestion(db, req.locale, filter)));
  });
  cachedJson(home.currentWebinars, 'current-webinars', (locale) => service.upcomingWebinars(db, locale));
  cachedJson(home.featureImage, 'feature-image', (locale) => service.featureImage(db, locale));
  cachedJson(home.featureBanners, 'feature-banner', (locale) => service.featureBanners(db, locale));
  cachedJson(home.featureVideo, 'feature-video', (locale) => service.featureVideo(db, locale));
  cachedJson(home.partners, 'partners', () => service.partners(db), true);
}
