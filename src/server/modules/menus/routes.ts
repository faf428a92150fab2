import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../common/enums.js';
import type { MenuItem } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import { STUDENT, WEB } from '../../context.js';
import type { Database } from '../../db/index.js';
import { envelopeSchema, ok } from '../../http/envelope.js';

export async function menuTree(db: Database, version: 1 | 2, locale: Locale): Promise<MenuItem[]> {
  const rows = await db.selectFrom('menus').selectAll().where('version', '=', version).orderBy('sort_order').orderBy('id').execute();
  const nodes = new Map<number, MenuItem>();
  for (const r of rows) nodes.set(r.id, { id: r.id, label: locale === 'en' ? r.label_en : r.label_id, url: r.url, icon: r.icon, children: [] });
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id == null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

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
