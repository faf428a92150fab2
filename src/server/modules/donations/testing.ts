import { expect } from 'vitest';
import { PaymentStatus } from '../../../common/enums.js';
import { basicHeaders, type TestApp } from '../../testing/test-app.js';

/** Helpers of the donation tests: donate, read as a guest or a student, seeded campaigns, pay at the sandbox. */

export const W = '/web/v2';

/** `app` is read at each call: the tests make it in beforeAll. */
export function donationKit(app: () => TestApp) {
  const donate = (token: string, url: string, amount: number) =>
    app().inject({ method: 'POST', url: `${W}/donations/${url}/donate`, headers: { authorization: `Bearer ${token}` }, payload: { deviceId: `dev-${amount}`, amount, paymentTypeId: 1 } });
  const get = (token: string | null, url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : basicHeaders), ...headers } });
  const campaigns = () => app().ctx.db.selectFrom('donations').selectAll().where('is_active', '=', true).orderBy('id').limit(2).execute();
  const waitFor = async (check: () => Promise<boolean>, ms = 15_000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** Pays the order's pending charge through the sandbox simulator and waits until the order is paid. */
  const pay = async (orderId: number) => {
    const { db } = app().ctx;
    const p = await db.selectFrom('payments').select('gateway_order_id').where('order_id', '=', orderId).where('status', '=', PaymentStatus.PENDING).executeTakeFirstOrThrow();
    const res = await app().inject({ method: 'POST', url: `/sandbox-gateway/simulator/pay`, payload: { order_id: p.gateway_order_id } });
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(async () => (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status === PaymentStatus.SUCCESS);
  };
  return { donate, get, campaigns, waitFor, pay };
}
