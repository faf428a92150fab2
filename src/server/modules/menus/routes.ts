import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { STUDENT, WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { menuTree } from './service.js';

const menuItemSchema: object = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    label: { type: 'string' },
    url: { type: 'string' },
    icon: { type: ['string', 'null'] },
    // Two levels are all the header shows.
    children: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, label: { type: 'string' }, url: { type: 'string' }, icon: { type: ['string', 'null'] }, children: { type: 'array', items: {} } } },
    },
  },
};

export default async function menusModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(`${WEB}/master/menus`, {
    config: { auth: 'both' },
    schema: {
      tags: ['menus'],
      summary: 'Header menu tree; version 2 (default) is the current header, version 1 the older/mobile one',
      querystring: { type: 'object', additionalProperties: false, properties: { version: { type: 'integer', enum: [1, 2] }, lang: { type: 'string' } } },
      response: { 200: envelopeSchema({ type: 'array', items: menuItemSchema }) },
    },
    handler: async (req) => {
      const version = ((req.query as { version?: 1 | 2 }).version ?? 2) as 1 | 2;
      return ok(await ctx.cache.get(`menus:${version}:${req.locale}`, () => menuTree(ctx.db, version, req.locale)));
    },
  });
  app.get(`${STUDENT}/Master/headerMenu`, {
    config: { auth: 'both' },
    schema: { tags: ['student-api'], summary: 'Header menu (v1) from the student API', response: { 200: envelopeSchema({ type: 'array', items: menuItemSchema }) } },
    handler: async (req) => ok(await ctx.cache.get(`menus:1:${req.locale}`, () => menuTree(ctx.db, 1, req.locale))),
  });
}
