import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wishlist } from '../../../common/contract/wishlist.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import * as service from './service.js';
import { say } from './messages.js';

/** The signed-in student's wishlist (wishlistqu). No call takes a student id: each acts on the token's owner. */
export default async function wishlistModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);

  route(app, wishlist.toggle, async (req) => {
    const result = await service.toggle(db, me(req), req.params.id, req.locale);
    const message = say(req.locale, result.isWishlisted ? 'added' : 'removed');
    return ok(result, message);
  });
  route(app, wishlist.contents, async (req) => ok(await service.contents(ctx, me(req), req.query, req.locale)));
  route(app, wishlist.contentTypes, async (req) => ok(await service.contentTypes(db, me(req))));
  route(app, wishlist.clear, async (req) => ok(await service.clear(db, me(req), req.query.contentType, req.locale)));
  route(app, wishlist.removeByContentIds, async (req) => ok(await service.removeContents(db, me(req), req.query.contentId)));
}
