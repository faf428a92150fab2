import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orders } from '../../../../common/contract/orders.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { studentIdOf } from '../../auth/index.js';
import { getOrder, listOrders } from '../records/order-views.js';
import { t } from '../text/orders.js';
import { cancelOrder } from '../workflow/cancel-order.js';
import { changePaymentMethod } from '../workflow/change-payment-method.js';
import { createOrder } from '../workflow/create-order.js';
import type { OrderDeps } from '../workflow/deps.js';
import { expireOverdueOrders } from '../workflow/expiry.js';

/** Every minute one instance (the lease holder) expires overdue orders. */
const EXPIRY_EVERY_MS = 60_000;

/** The signed-in student's orders. No call takes a student id: each acts on the token's owner. */
export default async function ordersModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  // Read at call time: the gateway plugin decorates the root app.
  const deps: OrderDeps = { db: ctx.db, gateway: () => app.paymentGateway };

  route(app, orders.create, async (req) => {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const { order } = await createOrder(deps, me(req), req.body, key, req.locale);
    return ok(order, t(req.locale, 'ordered'));
  });
  route(app, orders.list, async (req) => ok(await listOrders(ctx.db, me(req), req.query, req.locale)));
  route(app, orders.get, async (req) => ok(await getOrder(ctx.db, me(req), req.params.id, req.locale)));
  route(app, orders.cancel, async (req) => ok(await cancelOrder(deps, me(req), req.params.id, req.locale), t(req.locale, 'cancelled')));
  route(app, orders.changePaymentMethod, async (req) => ok(await changePaymentMethod(deps, me(req), req.params.id, req.body.paymentTypeId, req.locale), t(req.locale, 'changed')));

  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireOverdueOrders(deps, holder).catch((err: unknown) => app.log.error({ err }, 'order expiry failed'));
    }, EXPIRY_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
