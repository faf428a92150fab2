import type { FastifyInstance } from 'fastify';
import { menus } from '../../../common/contract/menus.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { menuTree } from './service.js';

export default async function menusModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, menus.tree, async (req) => {
    const version = req.query.version ?? 2;
    return ok(await ctx.cache.get(`menus:${version}:${req.locale}`, () => menuTree(ctx.db, version, req.locale)));
  });
  route(app, menus.studentHeader, async (req) => ok(await ctx.cache.get(`menus:1:${req.locale}`, () => menuTree(ctx.db, 1, req.locale))));
}
