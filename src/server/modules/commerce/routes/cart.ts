import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cart } from '../../../../common/contract/cart.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { studentIdOf } from '../../auth/index.js';
import { removeFromCart } from '../records/cart-items.js';
import { cartOf, type CartItemInput } from '../rules/cart.js';
import { addedText } from '../text/cart.js';
import { addItems } from '../workflow/cart-add.js';

/** The signed-in student's cart. No call takes a student id: each acts on the token's owner. */
export default async function cartModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);

  route(app, cart.get, async (req) => ok(await cartOf(ctx, me(req), req.locale)));

  const add = async (req: FastifyRequest, items: readonly CartItemInput[]) => {
    const result = await addItems(ctx, me(req), items, req.locale);
    return ok(result, addedText(req.locale, result.added.length, result.enrolled.length));
  };
  // The spec names both P and U cart/additem: one behaviour.
  route(app, cart.addItem, async (req) => add(req, req.body.items));
  route(app, cart.addItemPut, async (req) => add(req, req.body.items));

  route(app, cart.removeItems, async (req) => {
    const studentId = me(req);
    await removeFromCart(
      ctx.db,
      studentId,
      req.body.items.map((i) => i.contentId),
    );
    return ok(await cartOf(ctx, studentId, req.locale));
  });
}
