import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationCampaign } from '../../../common/catalog.js';
import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT } from '../../../common/donations.js';
import { PaymentStatus } from '../../../common/enums.js';
import { must } from '../../../common/must.js';
import { TEST_SERVER_KEY } from '../../sandbox-gateway/testing.js';
import { settleAtSandbox } from '../../testing/sandbox-pay.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';

/** Issue 19: donating through the same orders, gateway and payment pages; only paid donations count. */

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
const donate = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${W}/donations/${url}/donate`, headers: { authorization: `Bearer ${token}`, ...headers }, payload });
const get = (token: string | null, url: string, locale?: string) =>
  app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : basicHeaders), ...(locale ? { language: locale } : {}) } });

async function campaign() {
  return app.ctx.db.selectFrom('donations').selectAll().where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
}
const page = async (url: string) => (await get(null, `${W}/donations/${url}`)).json().result as DonationCampaign;
const pay = (orderId: number, action: 'pay' | 'expire' = 'pay') => settleAtSandbox(app, orderId, action);

describe('P donations/{url}/donate', () => {
  it('makes a pending donation order charged through the gateway; only once paid does the total move', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await campaign();
    const before = await page(c.url);
    const res = await donate(token, c.url, { deviceId: 'dev-donor-1', amount: 75_000, paymentTypeId: 1, message: 'Semangat!' });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().result;
    expect(order).toMatchObject({ paymentStatus: PaymentStatus.PENDING, total: 75_000, voucherDiscount: 0, items: [] });
    expect(order.payment.vaNumber).toMatch(/^[0-9]+$/);
    // Pending: not counted.
    expect(await page(c.url)).toMatchObject({ collectedAmount: before.collectedAmount, donorsCount: before.donorsCount });
    // The same payment pages as any order.
    expect((await get(token, `${W}/orders/${order.id}`)).statusCode).toBe(200);

    // A second donation while the first is pending is a new order; it expires unpaid and never counts.
    const again = (await donate(token, c.url, { deviceId: 'dev-donor-1', amount: 20_000, paymentTypeId: 1 })).json().result;
    expect(again.id).not.toBe(order.id);
    await pay(again.id, 'expire');

    await pay(order.id);
    const after = await page(c.url);
    expect(after.collectedAmount).toBe(before.collectedAmount + 75_000);
    expect(after.donorsCount).toBe(before.donorsCount + 1);
    expect((await get(null, `${W}/donations/${c.url}?deviceId=dev-donor-1`)).json().result.hasDonated).toBe(true);

    const result = (await get(token, `${W}/donations/${order.id}/result`)).json().result;
    expect(result).toMatchObject({ orderId: order.id, donationId: c.id, amount: 75_000, paymentStatus: PaymentStatus.SUCCESS, message: 'Semangat!', collectedAmount: after.collectedAmount });
    expect((await get(token, `${W}/donations/${again.id}/result`)).json().result.paymentStatus).toBe(PaymentStatus.EXPIRED);
    // Someone else's donation is not found.
    expect((await get(await studentToken(app), `${W}/donations/${order.id}/result`)).statusCode).toBe(404);

    // Enrols in nothing, earns nothing; the donor's pages heard of the new total.
    expect(await app.ctx.db.selectFrom('enrolments').select('id').where('student_id', '=', student).execute()).toHaveLength(0);
    expect(await app.ctx.db.selectFrom('points_ledger').select('order_id').where('student_id', '=', student).execute()).toHaveLength(0);
    const events = await app.ctx.db.selectFrom('live_events').select(['topic', 'payload']).where('student_id', '=', student).where('topic', '=', 'donation').execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ donationId: c.id, orderId: order.id, collectedAmount: after.collectedAmount, donorsCount: after.donorsCount });
  });

  it('one donation per Idempotency-Key, even 64 at once', async () => {
    const token = await studentToken(app);
    const c = await campaign();
    const answers = await Promise.all(Array.from({ length: 64 }, () => donate(token, c.url, { deviceId: 'dev-key', amount: 30_000, paymentTypeId: 1 }, { 'idempotency-key': 'give-once' })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(64).fill(200));
    expect(new Set(answers.map((r) => r.json().result.id)).size).toBe(1);
    const other = await donate(token, c.url, { deviceId: 'dev-key', amount: 31_000, paymentTypeId: 1 }, { 'idempotency-key': 'give-once' });
    expect(other.statusCode).toBe(409);
  });

  it('amounts outside the bounds are refused with 400 and a message in the asked language', async () => {
    const token = await studentToken(app);
    const c = await campaign();
    for (const [amount, id, en] of [
      [DONATION_MIN_AMOUNT - 1, /paling sedikit Rp 10\.000/, /smallest donation is Rp 10\.000/],
      [DONATION_MAX_AMOUNT + 1, /paling banyak Rp 100\.000\.000/, /largest donation here is Rp 100\.000\.000/],
    ] as const) {
      const idRes = await donate(token, c.url, { deviceId: 'dev-b', amount, paymentTypeId: 1 });
      expect(idRes.statusCode).toBe(400);
      expect(idRes.json().message).toMatch(id);
      const enRes = await app.inject({
        method: 'POST',
        url: `${W}/donations/${c.url}/donate`,
        headers: { authorization: `Bearer ${token}`, language: 'en' },
        payload: { deviceId: 'dev-b', amount, paymentTypeId: 1 },
      });
      expect(enRes.json().message).toMatch(en);
    }
    expect((await donate(token, c.url, { deviceId: 'dev-b', amount: 15_000.5, paymentTypeId: 1 })).statusCode).toBe(400);
    expect((await donate(token, c.url, { deviceId: 'dev b', amount: 15_000, paymentTypeId: 1 })).statusCode).toBe(400);
    expect((await donate(token, 'kampanye-tidak-ada', { deviceId: 'dev-b', amount: 15_000, paymentTypeId: 1 })).statusCode).toBe(404);
    expect(await app.ctx.db.selectFrom('donation_records').select('id').where('device_id', '=', 'dev-b').execute()).toHaveLength(0);
  });

  it('a campaign that ended takes no donation', async () => {
    const token = await studentToken(app);
    const c = await campaign();
    await app.ctx.db.updateTable('donations').set({ is_active: false }).where('id', '=', c.id).execute();
    try {
      const res = await donate(token, c.url, { deviceId: 'dev-c', amount: 15_000, paymentTypeId: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/tidak lagi menerima donasi/);
    } finally {
      await app.ctx.db.updateTable('donations').set({ is_active: true }).where('id', '=', c.id).execute();
    }
  });
});
