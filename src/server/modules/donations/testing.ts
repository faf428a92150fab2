import { settleAtSandbox, waitFor } from '../../testing/sandbox-pay.js';
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
  /** Pays the order's pending charge through the sandbox simulator and waits until the order is paid. */
  const pay = (orderId: number) => settleAtSandbox(app(), orderId);
  return { donate, get, campaigns, waitFor, pay };
}
