import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentAnswer } from '../../../../common/contract/orders.js';
import { ContentType, PaymentStatus } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { sandboxDb } from '../../../sandbox-gateway/tables.js';
import { TEST_SERVER_KEY } from '../../../sandbox-gateway/testing.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';

/**
 * Issue 17: concurrent PUT orders/{id}/payment-method. Each request charges the gateway, then one
 * compare-and-set on the order's current payment decides: one winner (200), every other request
 * 409 with the winner's payment, its own charge cancelled. Exactly one live charge remains, at the
 * gateway and here; the order shows it.
 */

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

let nth = 0;
async function paidCourse() {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select('id')
    .where('content_type', '=', ContentType.COURSE)
    .where('is_published', '=', true)
    .where('final_price', '>', 0)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .orderBy('id')
    .execute();
  return must(rows[nth++ % rows.length], 'a paid course').id;
}

const as = (token: string, lang: 'id' | 'en' = 'en') => ({ authorization: `Bearer ${token}`, language: lang });

async function pendingOrder(token: string): Promise<Order> {
  const res = await app.inject({ method: 'POST', url: `${W}/orders`, headers: as(token), payload: { items: [{ contentId: await paidCourse() }], paymentTypeId: 1 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Order;
}

const change = (token: string, orderId: number, paymentTypeId: number) =>
  app.inject({ method: 'PUT', url: `${W}/orders/${orderId}/payment-method`, headers: as(token), payload: { paymentTypeId } });

/** Every charge of the order at the sandbox gateway, by its status there. */
async function gatewayCharges(orderId: number) {
  return sandboxDb(app.ctx.db).selectFrom('sandbox_transactions').select(['order_id', 'transaction_status']).where('order_id', 'like', `ORD-${orderId}-%`).execute();
}

describe('concurrent changes of payment method', () => {
  // Identical (every request the same method) and conflicting (alternating methods) changes.
  for (const n of [2, 4, 16]) {
    for (const kind of ['identical', 'conflicting'] as const) {
      it(`${n} ${kind} changes at once: one wins, the others 409 with its payment, one live charge`, async () => {
        const token = await studentToken(app);
        const order = await pendingOrder(token);
        const first = must(order.payment ?? undefined, 'the first charge');
        const methods = Array.from({ length: n }, (_, i) => (kind === 'identical' ? 10 : [10, 2, 11, 3][i % 4]!));
        const answers = await Promise.all(methods.map((m) => change(token, order.id, m)));

        const statuses = answers.map((r) => r.statusCode);
        expect(
          statuses.filter((s) => s === 200),
          answers.map((r) => r.body).join('\n'),
        ).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(n - 1);
        const winner = must(
          answers.find((r) => r.statusCode === 200),
          'the winner',
        ).json().result as Order;
        const live = must(winner.payment ?? undefined, "the winner's payment");
        expect(live.id).not.toBe(first.id);
        for (const loser of answers.filter((r) => r.statusCode === 409)) {
          const body = loser.json() as { message: string; data: { orderId: number; payment: PaymentAnswer } };
          expect(body.message).toMatch(/payment method .* changed/i);
          expect(body.data.orderId).toBe(order.id);
          expect(body.data.payment).toEqual(live);
        }

        // Here: one pending payment, the winner's; the order shows it.
        const rows = await app.ctx.db.selectFrom('payments').select(['id', 'gateway_order_id', 'status']).where('order_id', '=', order.id).execute();
        const pending = rows.filter((r) => r.status === PaymentStatus.PENDING);
        expect(pending.map((r) => r.id)).toEqual([live.id]);
        const shown = await app.inject({ method: 'GET', url: `${W}/orders/${order.id}`, headers: as(token) });
        expect((shown.json().result as Order).payment).toEqual(live);
        const byOrder = await app.inject({ method: 'GET', url: `${W}/payment/payments/by-order-id/${order.id}`, headers: as(token) });
        expect(byOrder.json().result).toEqual(live);

        // At the gateway: the winner's charge alone is pending; every other one is cancelled.
        const liveGatewayId = must(
          rows.find((r) => r.id === live.id),
          'the live row',
        ).gateway_order_id;
        const charges = await gatewayCharges(order.id);
        expect(charges.filter((c) => c.transaction_status === 'pending').map((c) => c.order_id)).toEqual([liveGatewayId]);
        expect(charges.filter((c) => c.transaction_status !== 'pending').every((c) => c.transaction_status === 'cancel')).toBe(true);
        // Every charge made is recorded here (a settlement of any of them is never lost).
        expect(new Set(rows.map((r) => r.gateway_order_id))).toEqual(new Set(charges.map((c) => c.order_id)));
      }, 60_000);
    }
  }

  it('a change after the race still works, and the 409 speaks Indonesian too', async () => {
    const token = await studentToken(app);
    const order = await pendingOrder(token);
    const [a, b] = await Promise.all([
      change(token, order.id, 10),
      app.inject({ method: 'PUT', url: `${W}/orders/${order.id}/payment-method`, headers: as(token, 'id'), payload: { paymentTypeId: 11 } }),
    ]);
    const lost = must(
      [a, b].find((r) => r.statusCode === 409),
      'a loser',
    );
    expect(lost.json().message).toMatch(lost === b ? /metode pembayaran/i : /payment method/i);
    const later = await change(token, order.id, 2);
    expect(later.statusCode, later.body).toBe(200);
    expect((later.json().result as Order).paymentTypeId).toBe(2);
    const pending = await app.ctx.db.selectFrom('payments').select('id').where('order_id', '=', order.id).where('status', '=', PaymentStatus.PENDING).execute();
    expect(pending).toHaveLength(1);
  }, 60_000);
});
