import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType, PaymentMethodGroup, PaymentStatus, VoucherPriceType } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { PAYMENT_NOTIFICATION_PATH } from '../../../../common/payments.js';
import { TEST_SERVER_KEY, signedNotification } from '../../../sandbox-gateway/testing.js';
import { waitFor } from '../../../testing/sandbox-pay.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';
import { orderForInvoice } from '../records/invoice-data.js';
import { insertOrderUnlessFound } from '../records/order-writes.js';
import { expireOverdueOrders } from '../workflow/expiry.js';

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
const post = (token: string, payload: object, key?: string) =>
  app.inject({ method: 'POST', url: `${W}/orders`, headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) }, payload });
const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

let nth = 0;
/** A different paid course each call, so tests do not meet each other's pending orders. */
async function paidCourse() {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'price', 'final_price', 'point_score'])
    .where('content_type', '=', ContentType.COURSE)
    .where('is_published', '=', true)
    .where('final_price', '>', 0)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .orderBy('id')
    .execute();
  return must(rows[nth++ % rows.length], 'a paid course');
}
let codes = 0;
async function voucher(v: { price_type: number; price: number; quota?: number | null }) {
  const code = `ORD${++codes}X${Date.now() % 100000}`;
  return app.ctx.db
    .insertInto('vouchers')
    .values({ code, name_id: code, name_en: code, quota: null, ...v })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}
const deps = () => ({ db: app.ctx.db, gateway: () => app.paymentGateway });

describe('P orders: prices from the database', () => {
  it('prices a line from the database; a client price is refused (400), not used', async () => {
    const token = await studentToken(app);
    const c = await paidCourse();
    const forged = await post(token, { items: [{ contentId: c.id, price: 1 }], paymentTypeId: 1 });
    expect(forged.statusCode).toBe(400);
    const res = await post(token, { items: [{ contentId: c.id }], paymentTypeId: 1 }, 'k-price');
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().result;
    expect(o).toMatchObject({ total: c.final_price, subtotal: c.price, discount: c.price - c.final_price, paymentStatus: PaymentStatus.PENDING, paymentTypeId: 1 });
    expect(o.payment.vaNumber).toMatch(/^[0-9]+$/);
    expect(o.invoiceNumber).toMatch(/^INV\/\d{8}\/\d{6}$/);
  });

  it('a voucher paying the whole line completes without the gateway (group VOUCHER), enrols and awards points once', async () => {
    const token = await studentToken(app);
    const c = await paidCourse();
    const v = await voucher({ price_type: VoucherPriceType.PERCENT, price: 100 });
    const res = await post(token, { items: [{ contentId: c.id, voucherCode: v.code.toLowerCase() }], paymentTypeId: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().result;
    expect(o).toMatchObject({ total: 0, voucherDiscount: c.final_price, paymentStatus: PaymentStatus.SUCCESS, paymentGroup: PaymentMethodGroup.VOUCHER, payment: null });
    const db = app.ctx.db;
    expect(await db.selectFrom('enrolments').select('order_id').where('student_id', '=', idOf(token)).where('content_id', '=', c.id).execute()).toEqual([{ order_id: o.id }]);
    expect(await db.selectFrom('points_ledger').select('points').where('order_id', '=', o.id).execute()).toEqual([{ points: c.point_score }]);
    const inv = must(await orderForInvoice(db, idOf(token), o.id, 'id'), 'the invoice');
    expect(inv).toMatchObject({ invoiceNumber: o.invoiceNumber, total: 0, voucherDiscount: c.final_price });
    expect(await orderForInvoice(db, idOf(await studentToken(app)), o.id, 'id')).toBeNull();
  });

  it('a second attempt from another tab answers the pending order of the content', async () => {
    const token = await studentToken(app);
    const c = await paidCourse();
    const first = (await post(token, { items: [{ contentId: c.id }], paymentTypeId: 7 })).json().result;
    const second = await post(token, { items: [{ contentId: c.id }], paymentTypeId: 2 }, 'other-tab');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result.id).toBe(first.id);
    expect(first.payment.qrString).toBeTruthy();
  });
});

describe('place_order (one statement for an order)', () => {
  it('answers the order row exactly as the table reads, new and found again', async () => {
    const token = await studentToken(app);
    const c = await paidCourse();
    const order = {
      studentId: idOf(token),
      idempotencyKey: 'row-check',
      requestHash: 'h',
      subtotal: c.price,
      discount: c.price - c.final_price,
      voucherDiscount: 0,
      total: c.final_price,
      paymentChannelId: 1,
      paymentGroup: PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT,
      expiresAt: new Date(Date.now() + 60_000),
    };
    const line = {
      contentId: c.id,
      packageId: null,
      titles: { title_id: 'x', title_en: 'x' },
      contentType: ContentType.COURSE,
      price: c.price,
      finalPrice: c.final_price,
      voucherId: null,
      voucherCode: null,
      voucherDiscount: 0,
      pointScore: 0,
    };
    const placed = await insertOrderUnlessFound(app.ctx.db, order, [line]);
    const again = await insertOrderUnlessFound(app.ctx.db, { ...order, idempotencyKey: 'another-key' }, [line]);
    const stored = await app.ctx.db.selectFrom('orders').selectAll().where('id', '=', placed.order.id).executeTakeFirstOrThrow();
    expect(placed).toEqual({ order: stored, created: true });
    // Another key, the same content pending: that order, nothing written.
    expect(again).toEqual({ order: stored, created: false });
    expect(await app.ctx.db.selectFrom('order_items').select(['content_id', 'total']).where('order_id', '=', stored.id).execute()).toEqual([{ content_id: c.id, total: c.final_price }]);
  });
});

describe('Idempotency-Key', () => {
  it('64 concurrent submits with one key make one order; the same key with another body is 409', async () => {
    const token = await studentToken(app);
    const c = await paidCourse();
    const body = { items: [{ contentId: c.id }], paymentTypeId: 1 };
    const all = await Promise.all(Array.from({ length: 64 }, () => post(token, body, 'double-click')));
    for (const r of all) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(all.map((r) => r.json().result.id)).size).toBe(1);
    expect(await app.ctx.db.selectFrom('orders').select('id').where('student_id', '=', idOf(token)).execute()).toHaveLength(1);
    const other = await post(token, { ...body, paymentTypeId: 2 }, 'double-click');
    expect(other.statusCode).toBe(409);
  });

  it('64 concurrent orders never oversell a voucher quota', async () => {
    const c = await paidCourse();
    const v = await voucher({ price_type: VoucherPriceType.PERCENT, price: 100, quota: 5 });
    const tokens: string[] = [];
    for (let i = 0; i < 64; i++) tokens.push(await studentToken(app));
    const all = await Promise.all(tokens.map((tk) => post(tk, { items: [{ contentId: c.id, voucherCode: v.code }], paymentTypeId: 1 })));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of all) expect([200, 400], r.body).toContain(r.statusCode);
    const row = await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow();
    expect(row.used).toBe(5);
  });
});

describe('another student', () => {
  it("another student's order and payment answer 404", async () => {
    const a = await studentToken(app);
    const b = await studentToken(app);
    const c = await paidCourse();
    const o = (await post(a, { items: [{ contentId: c.id }], paymentTypeId: 3 })).json().result;
    expect((await get(b, `${W}/orders/${o.id}`)).statusCode).toBe(404);
    expect((await get(b, `${W}/payment/payments/by-order-id/${o.id}`)).statusCode).toBe(404);
    expect((await get(a, `${W}/payment/payments/by-order-id/${o.id}`)).statusCode).toBe(200);
    const list = (await get(a, `${W}/orders?status=waiting&type=course`)).json().result;
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([o.id]);
    expect((await get(b, `${W}/orders`)).json().result.total).toBe(0);
  });
});

describe('paying through the sandbox and notifications', () => {
  it('simulator pay → SUCCESS → enrolled → live event; a forged notification is refused; a replay enrols once; an expire after it changes nothing', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await paidCourse();
    const o = (await post(token, { items: [{ contentId: c.id }], paymentTypeId: 1 })).json().result;
    const p = await app.ctx.db.selectFrom('payments').selectAll().where('order_id', '=', o.id).executeTakeFirstOrThrow();

    const forged = await app.inject({
      method: 'POST',
      url: PAYMENT_NOTIFICATION_PATH,
      payload: { ...signedNotification(p.gateway_order_id, 'settlement', '200', p.amount), signature_key: 'f'.repeat(128) },
    });
    expect(forged.statusCode).toBe(401);
    expect((await get(token, `${W}/orders/${o.id}`)).json().result.paymentStatus).toBe(PaymentStatus.PENDING);

    const paid = await app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: { order_id: p.gateway_order_id } });
    expect(paid.statusCode, paid.body).toBe(200);
    await waitFor(async () => (await get(token, `${W}/orders/${o.id}`)).json().result.paymentStatus === PaymentStatus.SUCCESS);

    const db = app.ctx.db;
    for (let i = 0; i < 3; i++) {
      const replay = await app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: signedNotification(p.gateway_order_id, 'settlement', '200', p.amount) });
      expect(replay.statusCode, replay.body).toBe(200);
    }
    const late = await app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: signedNotification(p.gateway_order_id, 'expire', '407', p.amount) });
    expect(late.statusCode).toBe(200);
    expect((await get(token, `${W}/orders/${o.id}`)).json().result.paymentStatus).toBe(PaymentStatus.SUCCESS);
    expect(await db.selectFrom('enrolments').select('content_id').where('student_id', '=', student).where('content_id', '=', c.id).execute()).toHaveLength(1);
    expect(await db.selectFrom('points_ledger').select('id').where('order_id', '=', o.id).execute()).toHaveLength(1);
    const events = await db.selectFrom('live_events').select(['topic', 'payload']).where('student_id', '=', student).where('topic', '=', 'payment').execute();
    expect(events).toHaveLength(1);
    const payload = must(events[0], 'the event').payload;
    expect(typeof payload === 'string' ? JSON.parse(payload) : payload).toEqual({ orderId: o.id, paymentStatus: PaymentStatus.SUCCESS });
  }, 30_000);
});

describe('expiry job', () => {
  it('expires an overdue order and releases its voucher', async () => {
    const token = await studentToken(app);
    const c = await paidCourse();
    const v = await voucher({ price_type: VoucherPriceType.PERCENT, price: 10, quota: 1 });
    const o = (await post(token, { items: [{ contentId: c.id, voucherCode: v.code }], paymentTypeId: 2 })).json().result;
    expect((await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow()).used).toBe(1);
    await app.ctx.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', o.id)
      .execute();
    const expired = await expireOverdueOrders(deps(), 'test-holder');
    expect(expired).toContain(o.id);
    expect((await get(token, `${W}/orders/${o.id}`)).json().result.paymentStatus).toBe(PaymentStatus.EXPIRED);
    expect((await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow()).used).toBe(0);
    // Another holder cannot take the lease while it is held.
    expect(await expireOverdueOrders(deps(), 'someone-else')).toEqual([]);
  });
});

describe('payments', () => {
  it('lists the groups and gives instructions per channel in both languages', async () => {
    const token = await studentToken(app);
    const groups = (await get(token, `${W}/payment/payment-type-groups`)).json().result;
    expect(groups.length).toBeGreaterThan(5);
    for (let id = 1; id <= 17; id++) {
      const idRes = (await get(token, `${W}/payment/payment-types/${id}/instruction?lang=id`)).json().result;
      const enRes = (await get(token, `${W}/payment/payment-types/${id}/instruction?lang=en`)).json().result;
      expect(idRes.sections.length).toBeGreaterThan(0);
      expect(idRes.sections[0].steps[0]).not.toBe(enRes.sections[0].steps[0]);
    }
    expect((await get(token, `${W}/payment/payment-types/99/instruction`)).statusCode).toBe(404);
  });
});

describe('cancel and change of method', () => {
  it('changes the method (old charge cancelled, a new one made) and cancels a pending order', async () => {
    const token = await studentToken(app);
    const c = await paidCourse();
    const o = (await post(token, { items: [{ contentId: c.id }], paymentTypeId: 1 })).json().result;
    const changed = await app.inject({ method: 'PUT', url: `${W}/orders/${o.id}/payment-method`, headers: { authorization: `Bearer ${token}` }, payload: { paymentTypeId: 10 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ paymentTypeId: 10, paymentStatus: PaymentStatus.PENDING });
    expect(changed.json().result.payment.paymentCode).toBeTruthy();
    const rows = await app.ctx.db.selectFrom('payments').select(['gateway_order_id', 'status']).where('order_id', '=', o.id).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual([PaymentStatus.EXPIRED, PaymentStatus.PENDING]);
    const old = await app.paymentGateway.status(must(rows[0], 'old').gateway_order_id);
    expect(old?.transactionStatus).toBe('cancel');
    const cancelled = await app.inject({ method: 'PUT', url: `${W}/orders/${o.id}/cancel`, headers: { authorization: `Bearer ${token}` } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result.paymentStatus).toBe(PaymentStatus.EXPIRED);
    const again = await app.inject({ method: 'PUT', url: `${W}/orders/${o.id}/cancel`, headers: { authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(400);
  });
});

describe('the gateway down', () => {
  it('keeps the order pending without a charge and answers 503 in the request language', async () => {
    const down = await createTestApp({ config: { payments: { gateway: 'midtrans', serverKey: undefined } } });
    try {
      const token = await studentToken(down);
      const c = await down.ctx.db
        .selectFrom('contents')
        .select('id')
        .where('content_type', '=', ContentType.COURSE)
        .where('is_published', '=', true)
        .where('final_price', '>', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const res = await down.inject({
        method: 'POST',
        url: `${W}/orders`,
        headers: { authorization: `Bearer ${token}`, language: 'en' },
        payload: { items: [{ contentId: c.id }], paymentTypeId: 1 },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toMatch(/still waiting for payment/);
      const orderId = res.json().data.orderId as number;
      const o = await down.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(o.status).toBe(PaymentStatus.PENDING);
      expect(await down.ctx.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    } finally {
      await down.cleanup();
    }
  }, 120_000);
});
