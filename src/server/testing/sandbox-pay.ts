import { expect } from 'vitest';
import { PaymentStatus } from '../../common/enums.js';
import type { TestApp } from './test-app.js';

/**
 * What server tests share when an order is paid or expired at the sandbox gateway: the simulator
 * answers at once, and its notification reaches our webhook a moment later (after its commit), so
 * a test waits for the order's status rather than sleeping a guessed time.
 */

/** Polls `check` every 50 ms until it holds; throws after `ms`. */
export async function waitFor(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The order's status as stored. */
export async function orderStatus(app: TestApp, orderId: number): Promise<number> {
  return (await app.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
}

/** Pays (or lets expire) the order's pending charge in the sandbox simulator and waits until the order shows it. */
export async function settleAtSandbox(app: TestApp, orderId: number, action: 'pay' | 'expire' = 'pay'): Promise<void> {
  const p = await app.ctx.db.selectFrom('payments').select('gateway_order_id').where('order_id', '=', orderId).where('status', '=', PaymentStatus.PENDING).executeTakeFirstOrThrow();
  const res = await app.inject({ method: 'POST', url: `/sandbox-gateway/simulator/${action}`, payload: { order_id: p.gateway_order_id } });
  expect(res.statusCode, res.body).toBe(200);
  const want = action === 'pay' ? PaymentStatus.SUCCESS : PaymentStatus.EXPIRED;
  await waitFor(async () => (await orderStatus(app, orderId)) === want);
}
