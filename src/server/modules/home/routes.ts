import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { bannerSchema, topBanners } from '../../catalogue/banners.js';
import { contentItemSchema } from '../../catalogue/content-item.js';
import { categorySchema } from '../../catalogue/schemas.js';
import * as home from './service.js';

const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const testimonialSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: str,
    role: str,
    quote: str,
    avatarUrl: strOrNull,
    rating: { type: 'integer' },
    content: { type: ['object', 'null'], properties: { contentId: { type: 'integer' }, title: str, url: str, type: { type: 'integer' } } },
  },
};
const sectionSchema = {
  type: 'object',
  properties: {
    key: str,
    title: str,
    subtitle: str,
    seeAllUrl: strOrNull,
    items: { type: 'array', items: contentItemSchema },
    testimonials: { type: 'array', items: testimonialSchema },
  },
};
const mediaProps = { title: str, subtitle: str, imageUrl: strOrNull, videoUrl: strOrNull, linkUrl: strOrNull };
const mediaSchema = { type: ['object', 'null'], properties: mediaProps };
const list = (items: object) => ({ type: 'array', items });

export default async function homeModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, cache } = ctx;
  const cached = <T>(name: string, locale: string, load: () => Promise<T>) => cache.get(`home:${name}:${locale}`, load);
  // The home page's answers are the same for every visitor of a language: keep the serialised
  // envelope itself, so a cache hit costs no serialisation of the (large) sections payload.
  const cachedJson = async <T>(reply: FastifyReply, name: string, locale: string, load: () => Promise<T>) => {
    const body = await cache.get(`home-json:${name}:${locale}`, async () => JSON.stringify(ok(await load())));
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const tags = ['home'];

  app.get(`${WEB}/home/topbanners`, {
    config: { auth: 'basic' },
    schema: { tags, summary: 'Top carousel banners', response: { 200: envelopeSchema(list(bannerSchema)) } },
    handler: async (req, reply) => cachedJson(reply, 'topbanners', req.locale, () => topBanners(db, req.locale)),
  });
  app.get(`${WEB}/home/categories`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Main categories with content counts', response: { 200: envelopeSchema(list(categorySchema)) } },
    handler: async (req, reply) => cachedJson(reply, 'categories', req.locale, () => home.categories(db, req.locale, true)),
  });
  app.get(`${WEB}/home/categories/other`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Other categories', response: { 200: envelopeSchema(list(categorySchema)) } },
    handler: async (req, reply) => cachedJson(reply, 'categories-other', req.locale, () => home.categories(db, req.locale, false)),
  });
  app.get(`${WEB}/home/sections`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Home sections: top products, don’t miss it, bootcamps, Prakerja, microlearning, testimonials',
      response: { 200: envelopeSchema(list(sectionSchema)) },
    },
    handler: async (req, reply) => cachedJson(reply, 'sections', req.locale, () => home.sections(db, req.locale)),
  });
  app.get(`${WEB}/home/section-suggestion`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Suggestion filters and the items of the chosen one (?filter=key, default the first)',
      querystring: { type: 'object', additionalProperties: false, properties: { filter: { type: 'string', maxLength: 64, pattern: '^[a-z0-9-]+$' }, lang: str } },
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: { active: str, filters: list({ type: 'object', properties: { key: str, label: str } }), items: list(contentItemSchema) },
        }),
      },
    },
    handler: async (req) => {
      const { filter } = req.query as { filter?: string };
      return ok(await cached(`suggestion:${filter ?? ''}`, req.locale, () => home.sectionSuggestion(db, req.locale, filter)));
    },
  });
  app.get(`${WEB}/home/current-webinars`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Upcoming webinars, soonest first', response: { 200: envelopeSchema(list(contentItemSchema)) } },
    handler: async (req, reply) => cachedJson(reply, 'current-webinars', req.locale, () => home.upcomingWebinars(db, req.locale)),
  });
  app.get(`${WEB}/home/feature-image`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Feature image block', response: { 200: envelopeSchema(mediaSchema) } },
    handler: async (req, reply) => cachedJson(reply, 'feature-image', req.locale, () => home.featureImage(db, req.locale)),
  });
  app.get(`${WEB}/home/feature-banner`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Feature banners', response: { 200: envelopeSchema(list({ type: 'object', properties: mediaProps })) } },
    handler: async (req, reply) => cachedJson(reply, 'feature-banner', req.locale, () => home.featureBanners(db, req.locale)),
  });
  app.get(`${WEB}/home/feature-video`, {
    config: { auth: 'both' },
    schema: { tags, summary: 'Feature video block', response: { 200: envelopeSchema(mediaSchema) } },
    handler: async (req, reply) => cachedJson(reply, 'feature-video', req.locale, () => home.featureVideo(db, req.locale)),
  });
  app.get(`${WEB}/home/proudly-featured-in`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Press and partners the product was featured in',
      response: { 200: envelopeSchema(list({ type: 'object', properties: { id: { type: 'integer' }, name: str, logoUrl: str, linkUrl: strOrNull } })) },
    },
    handler: async (_req, reply) => cachedJson(reply, 'partners', 'all', () => home.partners(db)),
  });
}
