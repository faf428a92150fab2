import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { payments } from '../../../../common/contract/payments.js';
import { PAYMENT_METHOD_GROUPS, paymentChannelsOfGroup } from '../../../../common/payments.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { HttpError, notFound, ok } from '../../../http/envelope.js';
import { studentIdOf } from '../../auth/index.js';
import { paymentOfOrder } from '../records/order-views.js';
import { t as orderText } from '../text/orders.js';
import type { OrderDeps } from '../workflow/deps.js';
import { settleFromGateway } from '../workflow/settlement.js';
import { instructionOf } from '../rules/payment-instructions.js';
import { paymentFinishNotFound, paymentFinishPage } from './payment-finish.js';

/** Payment methods, an order's payment, instructions and the gateway's notification. */
export default async function paymentsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  const deps: OrderDeps = { db: ctx.db, gateway: () => app.paymentGateway };

  route(app, payments.groups, async (req) =>
    ok(
      PAYMENT_METHOD_GROUPS.map((g) => ({
        id: g.id,
        key: g.key,
        name: g.name[req.locale],
        paymentTypes: paymentChannelsOfGroup(g.id).map((c) => ({ id: c.id, code: c.code, name: c.name })),
      })),
    ),
  );
  route(app, payments.byOrderId, async (req) => ok(await paymentOfOrder(ctx.db, me(req), req.params.id, req.locale)));
  // The same QR string the payment page draws, as a file: web and desktop save it through the
  // platform's download (the desktop app fetches only from the API's origin).
  route(app, payments.qrImage, async (req, reply) => {
    const payment = await paymentOfOrder(ctx.db, me(req), req.params.id, req.locale);
    if (!payment.qrString) throw notFound(orderText(req.locale, 'noQr'));
    const png = await QRCode.toBuffer(payment.qrString, { type: 'png', margin: 4, width: 600, errorCorrectionLevel: 'M' });
    return reply
      .type('image/png')
      .header('content-disposition', `attachment; filename="${qrFileName(req.params.id)}"`)
      .header('cache-control', 'private, no-store')
      .send(png);
  });
  route(app, payments.instruction, async (req) => ok(instructionOf(req.params.id, req.locale)));

  // No credentials: the signature is the proof; then the gateway is asked for the real status.
  route(app, payments.notification, async (req) => {
    const verified = app.paymentGateway.verifyNotification(req.body);
    if (!verified) {
      throw new HttpError(401, orderText(req.locale, 'badSignature'));
    }
    try {
      await settleFromGateway(deps, verified.orderId, req.log);
    } catch (err) {
      // Not acknowledged: the gateway sends it again later.
      req.log.error({ err }, 'payment notification failed');
      throw new HttpError(503, orderText(req.locale, 'gatewayDown'));
    }
    return { received: true };
  });

  // The payer's browser after a redirect payment: back to the desktop app or the payment page.
  route(
    app,
    payments.finish,
    async (req, reply) => {
      const html = paymentFinishPage(req.query, req.locale);
      return reply
        .code(html ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html ?? paymentFinishNotFound(req.locale));
    },
    { hide: true },
  );
}

/** The saved QR's file name: the order's, as the payment page names the order. */
export function qrFileName(orderId: number): string {
  return `qris-${orderId}.png`;
}
