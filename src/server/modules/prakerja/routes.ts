import type { FastifyInstance } from 'fastify';
import type { PrakerjaSection } from '../../../common/catalog.js';
import { LearningMethod, type Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { localize } from '../catalog/detail.js';
import { PRODUCTS, productScope } from '../catalog/products.js';
import { contentListRoute, detailRoute, reviewsRoute } from '../catalog/routes.js';
import { itemsSchema, list, query } from '../catalog/schemas.js';
import { PRAKERJA_LANDING_KEY } from '../catalog/seed.js';
import { c, topContents } from '../discovery/list.js';
import { bannerSchema } from '../home/routes.js';
import { topBanners } from '../home/service.js';

const prakerja = PRODUCTS.prakerja;
/** Classes shown in a class section of the landing page. */
const SECTION_ITEMS = 8;

const byMethod = (method: number) => [...productScope(prakerja), c('contents.learning_method', '=', method)];

interface SectionSetting {
  key: string;
  kind: 'classes' | 'steps' | 'faq';
  learningMethod?: number;
  title?: string;
  subtitle?: string;
  seeAllUrl?: string;
  entries?: { title: string; body: string }[];
}

/** The landing page's sections (settings 'prakerja_landing'); class sections carry their top classes. */
export async function landingSections(ctx: AppContext, locale: Locale): Promise<PrakerjaSection[]> {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', PRAKERJA_LANDING_KEY).executeTakeFirst();
  const sections = localize<{ sections?: SectionSetting[] }>(row?.value ?? {}, locale).sections ?? [];
  return Promise.all(
    sections.map(async (s) => ({
      key: s.key,
      title: s.title ?? '',
      subtitle: s.subtitle ?? '',
      items: s.kind === 'classes' && s.learningMethod ? await topContents(ctx, byMethod(s.learningMethod), 'popular', locale, SECTION_ITEMS) : [],
      entries: s.entries ?? [],
      seeAllUrl: s.seeAllUrl ?? null,
    })),
  );
}

const str = { type: 'string' } as const;
const sectionSchema = {
  type: 'object',
  properties: {
    key: str,
    title: str,
    subtitle: str,
    items: itemsSchema,
    entries: list({ type: 'object', properties: { title: str, body: str } }),
    seeAllUrl: { type: ['string', 'null'] },
  },
} as const;

export default async function prakerjaModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['prakerja'];
  const doc = (summary: string) => ({ tags, summary });

  app.get(`${WEB}/prakerja/landingpage/topbanners`, {
    config: { auth: 'both' },
    schema: { ...doc('Top banners of the Prakerja landing page'), querystring: query(), response: { 200: envelopeSchema(list(bannerSchema)) } },
    handler: async (req) => ok(await topBanners(ctx.db, req.locale, 'prakerja_top')),
  });
  app.get(`${WEB}/prakerja/landingpage/sections`, {
    config: { auth: 'both' },
    schema: { ...doc('Sections of the Prakerja landing page: live and self-paced classes, how to buy, FAQ'), querystring: query(), response: { 200: envelopeSchema(list(sectionSchema)) } },
    handler: async (req) => ok(await landingSections(ctx, req.locale)),
  });
  for (const [path, method, summary] of [
    ['livewebinar-classes', LearningMethod.LIVE_WEBINAR, 'Prakerja live webinar classes (learning method 2), a page'],
    ['selfpacedlearning-classes', LearningMethod.SELF_PACED, 'Prakerja self-paced classes (learning method 1), a page'],
  ] as const) {
    contentListRoute(app, ctx, {
      method: 'GET',
      path: `${WEB}/prakerja/landingpage/${path}`,
      kind: prakerja.sorts,
      scope: () => ({ where: byMethod(method) }),
      doc: doc(summary),
    });
  }
  detailRoute(app, ctx, prakerja, `${WEB}/prakerja/:url`, 'url', doc('A Prakerja class detail by url'));
  reviewsRoute(app, ctx, prakerja, `${WEB}/prakerja/:url/reviews`, doc('Reviews of a Prakerja class, newest first (ratingScore filters by stars)'));
}
