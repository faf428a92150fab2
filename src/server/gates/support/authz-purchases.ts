import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ContentType, PaymentStatus } from '../../../common/enums.js';
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of issue 19's calls: A's subscription is not in B's
 * G subscriptions/mine; A's donation is unknown to B (404) and stays A's; B cannot complete A's
 * Prakerja redeem with A's state (403), and A's claim stays A's to complete. `url` is the
 * operation's OpenAPI path.
 */

interface Pair {
  a: Registered;
  b: Registered;
}

const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

let pairs = 0;

export const PURCHASE_CHECKS = {
  /** A's running period (as a paid plan writes it): B's answer shows none of it; A's shows it. */
  async 'subscription (read)'(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
    expect(url).toBe('/web/v2/subscriptions/mine');
    const db = app.ctx.db;
    const plan = await db.selectFrom('contents').select('id').where('content_type', '=', ContentType.SUBSCRIPTION).orderBy('id').executeTakeFirstOrThrow();
    const now = Date.now();
    const period = await db
      .insertInto('subscription_periods')
      .values({ student_id: a.id, content_id: plan.id, order_id: null, starts_at: new Date(now - 86_400_000), ends_at: new Date(now + 30 * 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url, headers: bearer(b) });
    expect(res.json().result).toMatchObject({ running: null, history: [] });
    const own = await app.inject({ method: 'GET', url, headers: bearer(a) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result.running.id).toBe(Number(period.id));
    return res;
  },

  /** A's donation (written as the donate call writes it: an order without lines and its record). */
  async donation(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
    expect(url).toBe('/web/v2/donations/{id}/result');
    const db = app.ctx.db;
    const campaign = await db.selectFrom('donations').select('id').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const order = await db
      .insertInto('orders')
      .values({ student_id: a.id, subtotal: 50_000, total: 50_000, payment_channel_id: 1, payment_group: 1, request_hash: 'authz-donation' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('donation_records')
      .values({ donation_id: campaign.id, device_id: 'authz-device', student_id: a.id, amount: 50_000, status: PaymentStatus.PENDING, order_id: order.id })
      .execute();
    const res = await app.inject({ method: 'GET', url: `/web/v2/donations/${order.id}/result`, headers: bearer(b) });
    expect(res.body).not.toContain(`"orderId":${order.id}`);
    const own = await app.inject({ method: 'GET', url: `/web/v2/donations/${order.id}/result`, headers: bearer(a) });
    expect(own.statusCode, own.body).toBe(200);
    return res;
  },

  /** A's requested redeem: B sends A's state; A's claim is untouched and A completes it afterwards. */
  async 'prakerja redeem'(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
    expect(url).toBe('/web/v2/prakerja/pmo-callback');
    const db = app.ctx.db;
    const c = await db
      .selectFrom('contents')
      .select('id')
      .where('is_prakerja', '=', true)
      .where('is_published', '=', true)
      .where('content_type', '=', ContentType.COURSE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const k = `${process.pid}-${++pairs}`;
    await db
      .insertInto('prakerja_sandbox_codes')
      .values({ voucher_code: `PKJ-AUTHZ-${k}`, redeem_code: `RDM-AUTHZ-${k}`, content_id: c.id })
      .execute();
    const asked = await app.inject({
      method: 'POST',
      url: '/web/v2/prakerja/pmo-request-redeem',
      headers: bearer(a),
      payload: { voucherCode: `PKJ-AUTHZ-${k}`, redeemCode: `RDM-AUTHZ-${k}` },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const state = asked.json().result.state as string;
    const claim = () => db.selectFrom('prakerja_redeems').selectAll().where('voucher_code', '=', `PKJ-AUTHZ-${k}`).executeTakeFirstOrThrow();
    const before = await claim();
    const res = await app.inject({ method: 'POST', url: `/web/v2/prakerja/pmo-callback?state=${encodeURIComponent(state)}`, headers: bearer(b) });
    expect(await claim()).toEqual(before);
    expect(await db.selectFrom('enrolments').select('id').where('student_id', '=', b.id).where('content_id', '=', c.id).execute()).toHaveLength(0);
    const own = await app.inject({ method: 'POST', url: `/web/v2/prakerja/pmo-callback?state=${encodeURIComponent(state)}`, headers: bearer(a) });
    expect(own.statusCode, own.body).toBe(200);
    return res;
  },
};
