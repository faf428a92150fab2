import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType, PaymentStatus, VoucherPriceType } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { PAYMENT_NOTIFICATION_PATH } from '../../../../common/payments.js';
import { GatewayError, type PaymentGateway } from '../../../payments/gateway/index.js';
import { TEST_SERVER_KEY, signedNotification } from '../../../sandbox-gateway/testing.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';
import { enrol } from '../records/enrolments.js';
import { cancelOrder } from '../workflow/cancel-order.js';
import { changePaymentMethod } from '../workflow/change-payment-method.js';
import { createOrder } from '../workflow/create-order.js';
import type { OrderDeps } from '../workflow/deps.js';
import { expireOverdueOrders } from '../workflow/expiry.js';
import { settleFromGateway } from '../workflow/settlement.js';

/**
 * Review fixes of issue 11: a gateway refusal is not an outage; a retry after an outage charges;
 * a settlement after the local expiry enrols once; total_students follows the enrolments.
 */

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

let nth = 0;
async function paidCourse() {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'final_price', 'point_score', 'total_students'])
    .where('content_type', '=', ContentType.COURSE)
    .where('is_published', '=', true)
    .where('final_price', '>', 0)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .orderBy('id', 'desc')
    .execute();
  return must(rows[nth++ % rows.length], 'a paid course');
}

/** Deps whose gateway charges with `charge` (and asks the status with `status`) and does everything else with the sandbox. */
function depsWith(charge: PaymentGateway['charge'], status?: PaymentGateway['status']): OrderDeps {
  const real = () => app.paymentGateway;
  const gateway: PaymentGateway = {
    kind: 'sandbox',
    configured: true,
    charge,
    status: status ?? ((id) => real().status(id)),
    cancel: (id) => real().cancel(id),
    expire: (id) => real().expire(id),
    verifyNotification: (body) => real().verifyNotification(body),
    createPayout: (request) => real().createPayout(request),
    payoutStatus: (ref) => real().payoutStatus(ref),
  };
  return { db: app.ctx.db, gateway: () => gateway };
}
const refusal = (code: string, httpStatus: number) => async () => {
  throw new GatewayError(code, `Payment gateway: ${code} refused`, { httpStatus, retryable: false });
};
const outage = async () => {
  throw new GatewayError('network', 'Payment gateway unreachable: fetch failed', { retryable: true });
};
const sandbox = (): OrderDeps => ({ db: app.ctx.db, gateway: () => app.paymentGateway });

async function failure(promise: Promise<unknown>): Promise<{ statusCode: number; message: string; data: { orderId: number } }> {
  try {
    await promise;
  } catch (err) {
    return err as { statusCode: number; message: string; data: { orderId: number } };
  }
  throw new Error('expected a failure');
}

async function voucher(quota: number) {
  const code = `RVW${Date.now() % 1_000_000}${nth}`;
  return app.ctx.db
    .insertInto('vouchers')
    .values({ code, name_id: code, name_en: code, quota, price_type: VoucherPriceType.PERCENT, price: 10 })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

describe('a gateway refusal is not an outage', () => {
  it('a 4xx refusal answers 502 in the request language, ends the order (voucher given back) and the same key answers it again', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await paidCourse();
    const v = await voucher(1);
    const body = { items: [{ contentId: c.id, voucherCode: v.code }], paymentTypeId: 1 };
    const err = await failure(createOrder(depsWith(refusal('400', 400)), student, body, 'refused-1', 'en'));
    expect(err.statusCode).toBe(502);
    expect(err.message).toMatch(/refused this payment.*nothing was charged/);
    const o = await app.ctx.db.selectFrom('orders').selectAll().where('id', '=', err.data.orderId).executeTakeFirstOrThrow();
    expect(o.status).toBe(PaymentStatus.EXPIRED);
    const payments = await app.ctx.db.selectFrom('payments').select(['status', 'transaction_status']).where('order_id', '=', o.id).execute();
    expect(payments).toEqual([{ status: PaymentStatus.EXPIRED, transaction_status: 'refused:400' }]);
    expect((await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow()).used).toBe(0);

    // The same key: the same refusal, no second order, no charge.
    const again = await failure(createOrder(sandbox(), student, body, 'refused-1', 'id'));
    expect(again.statusCode).toBe(502);
    expect(again.message).toMatch(/menolak/);
    expect(again.data.orderId).toBe(o.id);
    // The content is not blocked by a half-made pending order: a new order with the sandbox works.
    const fresh = await createOrder(sandbox(), student, body, 'refused-2', 'en');
    expect(fresh.order.paymentStatus).toBe(PaymentStatus.PENDING);
    expect(fresh.order.id).not.toBe(o.id);
    expect(fresh.order.payment?.vaNumber).toBeTruthy();
  });

  it('an HTTP 4xx without a status_code, 402 and 406 are refusals; 429, 5xx, network and a missing key are outages (503, order kept)', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    for (const [code, http] of [
      ['bad-answer', 403],
      ['402', 402],
      ['406', 406],
    ] as const) {
      const c = await paidCourse();
      const err = await failure(createOrder(depsWith(refusal(code, http)), student, { items: [{ contentId: c.id }], paymentTypeId: 1 }, undefined, 'en'));
      expect(err.statusCode, code).toBe(502);
    }
    for (const fail of [
      async () => {
        throw new GatewayError('429', 'too many', { httpStatus: 429, retryable: false });
      },
      async () => {
        throw new GatewayError('500', 'down', { httpStatus: 500, retryable: true });
      },
      outage,
      async () => {
        throw new GatewayError('not-configured', 'no key', { retryable: false });
      },
    ]) {
      const c = await paidCourse();
      const err = await failure(createOrder(depsWith(fail), student, { items: [{ contentId: c.id }], paymentTypeId: 1 }, undefined, 'en'));
      expect(err.statusCode).toBe(503);
      const o = await app.ctx.db.selectFrom('orders').select('status').where('id', '=', err.data.orderId).executeTakeFirstOrThrow();
      expect(o.status).toBe(PaymentStatus.PENDING);
    }
  });

  it('after an outage a retry with the same Idempotency-Key charges the same order', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await paidCourse();
    const body = { items: [{ contentId: c.id }], paymentTypeId: 1 };
    const down = await failure(createOrder(depsWith(outage), student, body, 'outage-1', 'en'));
    expect(down.statusCode).toBe(503);
    const retried = await createOrder(sandbox(), student, body, 'outage-1', 'en');
    expect(retried.order.id).toBe(down.data.orderId);
    expect(retried.order.paymentStatus).toBe(PaymentStatus.PENDING);
    expect(retried.order.payment?.vaNumber).toMatch(/^\d+$/);
    // Once charged, a further retry does not charge again.
    await createOrder(sandbox(), student, body, 'outage-1', 'en');
    expect(await app.ctx.db.selectFrom('payments').select('id').where('order_id', '=', retried.order.id).execute()).toHaveLength(1);
  });

  it('a double click while the first charge is in flight charges once; after an outage 16 concurrent retries charge once', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await paidCourse();
    const body = { items: [{ contentId: c.id }], paymentTypeId: 1 };
    let charges = 0;
    const slow = depsWith(async (request) => {
      charges++;
      await new Promise((r) => setTimeout(r, 300));
      return app.paymentGateway.charge(request);
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => createOrder(slow, student, body, 'double-click', 'en')));
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(charges).toBe(1);
    // Every click answers the order with its one payment (the later ones waited for the charge).
    expect(new Set(answers.map((a) => a.order.payment?.vaNumber))).toEqual(new Set([answers[0]!.order.payment!.vaNumber]));
    expect(answers[0]!.order.payment?.vaNumber).toMatch(/^\d+$/);

    const d = await paidCourse();
    const other = { items: [{ contentId: d.id }], paymentTypeId: 1 };
    const down = await failure(createOrder(depsWith(outage), student, other, 'retry-storm', 'en'));
    expect(down.statusCode).toBe(503);
    charges = 0;
    await Promise.all(Array.from({ length: 16 }, () => createOrder(slow, student, other, 'retry-storm', 'en')));
    expect(charges).toBe(1);
    expect(await app.ctx.db.selectFrom('payments').select('id').where('order_id', '=', down.data.orderId).execute()).toHaveLength(1);
  });

  it('a refused change of method keeps the earlier payment; an outage too', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await paidCourse();
    const { order } = await createOrder(sandbox(), student, { items: [{ contentId: c.id }], paymentTypeId: 1 }, undefined, 'en');
    const refused = await failure(changePaymentMethod(depsWith(refusal('402', 402)), student, order.id, 10, 'en'));
    expect(refused.statusCode).toBe(502);
    expect(refused.message).toMatch(/keeps its previous payment/);
    const down = await failure(changePaymentMethod(depsWith(outage), student, order.id, 10, 'en'));
    expect(down.statusCode).toBe(503);
    const rows = await app.ctx.db.selectFrom('payments').select(['status', 'va_number']).where('order_id', '=', order.id).execute();
    expect(rows).toEqual([{ status: PaymentStatus.PENDING, va_number: order.payment?.vaNumber }]);
    const o = await app.ctx.db.selectFrom('orders').select(['status', 'payment_channel_id']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(o).toEqual({ status: PaymentStatus.PENDING, payment_channel_id: 1 });
  });
});

describe('a settlement after the local expiry', () => {
  it('expired by the job, then settled at the gateway: enrolled once, points once, voucher taken again; a replay changes nothing', async () => {
    const gateway = app.sandboxGateway!;
    await gateway.stopWorker(); // the notification of the payment is "late": sent by hand below
    try {
      const token = await studentToken(app);
      const student = idOf(token);
      const c = await paidCourse();
      const v = await voucher(5);
      const { order } = await createOrder(sandbox(), student, { items: [{ contentId: c.id, voucherCode: v.code }], paymentTypeId: 1 }, undefined, 'en');
      const p = await app.ctx.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
      const paid = await app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: { order_id: p.gateway_order_id } });
      expect(paid.statusCode, paid.body).toBe(200);

      await app.ctx.db
        .updateTable('orders')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', order.id)
        .execute();
      expect(await expireOverdueOrders(sandbox(), `review-${Date.now()}`, new Date(Date.now() + 60_000))).toContain(order.id);
      expect((await get(token, `${W}/orders/${order.id}`)).json().result.paymentStatus).toBe(PaymentStatus.EXPIRED);
      expect((await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow()).used).toBe(0);

      for (let i = 0; i < 3; i++) {
        const note = await app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: signedNotification(p.gateway_order_id, 'settlement', '200', p.amount) });
        expect(note.statusCode, note.body).toBe(200);
      }
      const view = (await get(token, `${W}/orders/${order.id}`)).json().result;
      expect(view.paymentStatus).toBe(PaymentStatus.SUCCESS);
      expect(await app.ctx.db.selectFrom('enrolments').select('content_id').where('student_id', '=', student).where('content_id', '=', c.id).execute()).toHaveLength(1);
      expect(await app.ctx.db.selectFrom('points_ledger').select('points').where('order_id', '=', order.id).execute()).toEqual([{ points: c.point_score }]);
      expect((await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow()).used).toBe(1);
      const events = await app.ctx.db.selectFrom('live_events').select('payload').where('student_id', '=', student).where('topic', '=', 'payment').orderBy('id').execute();
      expect(events.map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload).paymentStatus)).toEqual([PaymentStatus.EXPIRED, PaymentStatus.SUCCESS]);
    } finally {
      gateway.startWorker();
    }
  }, 30_000);

  it('cancelled by the student with the cancel confirmed by the gateway, yet settled: not enrolled, recorded for a refund', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await paidCourse();
    const { order } = await createOrder(sandbox(), student, { items: [{ contentId: c.id }], paymentTypeId: 1 }, undefined, 'en');
    await cancelOrder(sandbox(), student, order.id, 'en');
    const p = await app.ctx.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(p.transaction_status).toBe('cancel');
    // The gateway settles it anyway (a bank that paid the VA while it was being cancelled).
    const settledAnyway = depsWith(
      (request) => app.paymentGateway.charge(request),
      async (id) => {
        const tx = (await app.paymentGateway.status(id))!;
        tx.transactionStatus = 'settlement';
        tx.paymentStatus = PaymentStatus.SUCCESS;
        return tx;
      },
    );
    const warnings: object[] = [];
    await settleFromGateway(settledAnyway, p.gateway_order_id, { warn: (obj) => warnings.push(obj) });
    expect(warnings).toEqual([expect.objectContaining({ orderId: order.id })]);
    const o = await app.ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(o.status).toBe(PaymentStatus.EXPIRED);
    expect((await app.ctx.db.selectFrom('payments').select('status').where('id', '=', p.id).executeTakeFirstOrThrow()).status).toBe(PaymentStatus.SUCCESS);
    expect(await app.ctx.db.selectFrom('enrolments').select('content_id').where('student_id', '=', student).where('content_id', '=', c.id).execute()).toEqual([]);
  });
});

describe('total_students follows the enrolments', () => {
  const studentsOf = async (id: number) => (await app.ctx.db.selectFrom('contents').select(['total_students']).where('id', '=', id).executeTakeFirstOrThrow()).total_students;

  it('64 concurrent enrolments of one student in one content count +1; each new student +1', async () => {
    const c = await paidCourse();
    const before = await studentsOf(c.id);
    const student = idOf(await studentToken(app));
    await Promise.all(Array.from({ length: 64 }, () => app.ctx.db.transaction().execute((trx) => enrol(trx, student, [c.id], 'purchase'))));
    expect(await studentsOf(c.id)).toBe(before + 1);
    const others = await Promise.all(Array.from({ length: 8 }, async () => idOf(await studentToken(app))));
    await Promise.all(others.map((s) => app.ctx.db.transaction().execute((trx) => enrol(trx, s, [c.id], 'purchase'))));
    expect(await studentsOf(c.id)).toBe(before + 9);
  });

  it('a package counts its buyer and each of its parts counts the student too; a rolled-back enrolment counts nothing', async () => {
    const pack = await app.ctx.db
      .selectFrom('contents')
      .select(['id', 'details'])
      .where('content_type', 'in', [ContentType.PACKAGE, ContentType.BOOTCAMP, ContentType.JALURBELAJAR])
      .where('details', 'is not', null)
      .orderBy('id')
      .execute();
    const withParts = must(
      pack.find((p) => ((p.details as { courseIds?: number[] } | null)?.courseIds ?? []).length > 0),
      'a content with parts',
    );
    const parts = (withParts.details as { courseIds: number[] }).courseIds;
    const ids = [withParts.id, ...parts];
    const before = await Promise.all(ids.map(studentsOf));
    const student = idOf(await studentToken(app));
    await expect(
      app.ctx.db.transaction().execute(async (trx) => {
        await enrol(trx, student, [withParts.id], 'purchase');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await Promise.all(ids.map(studentsOf))).toEqual(before);
    await app.ctx.db.transaction().execute((trx) => enrol(trx, student, [withParts.id], 'purchase'));
    expect(await Promise.all(ids.map(studentsOf))).toEqual(before.map((n) => n + 1));
  });

  it('a paid order counts when it is settled, not when it is made', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await paidCourse();
    const before = await studentsOf(c.id);
    const { order } = await createOrder(sandbox(), student, { items: [{ contentId: c.id }], paymentTypeId: 1 }, undefined, 'en');
    expect(await studentsOf(c.id)).toBe(before);
    const p = await app.ctx.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: { order_id: p.gateway_order_id } })).statusCode).toBe(200);
    // The gateway's own notification comes from its worker on its retry schedule; the same signed
    // notification posted here settles it now (the handler asks the gateway, which says settled).
    const note = await app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: signedNotification(p.gateway_order_id, 'settlement', '200', p.amount) });
    expect(note.statusCode, note.body).toBe(200);
    expect(await studentsOf(c.id)).toBe(before + 1);
  });
});
