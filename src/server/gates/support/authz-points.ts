import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of PoinQu (issue 19): A has checked in, exchanged points for a
 * voucher and asked for a GoPay payout; B calls the operation. B's call acts on B alone (B has
 * no points: exchanges are 409, A's payout is 404 to B) and A's ledger, balance, vouchers and
 * payouts stay exactly as they were. `url` is the operation's OpenAPI path.
 */

type Pair = { a: Registered; b: Registered };
const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

async function pointsOf(app: TestApp, s: Registered) {
  const { db } = app.ctx;
  return {
    ledger: await db.selectFrom('points_ledger').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
    balance: await db.selectFrom('points_balances').selectAll().where('student_id', '=', s.id).execute(),
    vouchers: await db.selectFrom('student_vouchers').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
    payouts: await db.selectFrom('point_payouts').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
  };
}

async function pointsCheck(app: TestApp, { a, b }: Pair, url: string, read: boolean): Promise<LightMyRequestResponse> {
  const { db } = app.ctx;
  const items = await db.selectFrom('point_exchanges').select(['id', 'kind', 'points']).orderBy('id').execute();
  const voucher = items.find((i) => i.kind === 'voucher')!;
  const gopay = items.find((i) => i.kind === 'gopay')!;
  const ok = (res: LightMyRequestResponse) => expect(res.statusCode, res.body).toBe(200);
  ok(await app.inject({ method: 'POST', url: '/web/v2/point/create-point/check-in', headers: bearer(a) }));
  await db
    .insertInto('points_ledger')
    .values({ student_id: a.id, reason: 'course', reference: 'authz', points: voucher.points + gopay.points })
    .execute();
  await db
    .updateTable('points_balances')
    .set((eb) => ({ balance: eb('balance', '+', voucher.points + gopay.points) }))
    .where('student_id', '=', a.id)
    .execute();
  ok(await app.inject({ method: 'POST', url: '/web/v2/point/exchange', headers: bearer(a), payload: { VoucherCodeExchangeId: voucher.id } }));
  const payout = await app.inject({ method: 'POST', url: '/web/v2/point/exchange-gopay', headers: bearer(a), payload: { voucherExchangeID: gopay.id, accountNumber: '081234567890' } });
  ok(payout);
  const before = await pointsOf(app, a);
  const calls: Record<string, () => Promise<LightMyRequestResponse>> = read
    ? {
        '/web/v2/point/exchange-gopay/{id}': () => app.inject({ method: 'GET', url: url.replace('{id}', String(payout.json().result.id)), headers: bearer(b) }),
      }
    : {
        '/web/v2/point/exchange': () => app.inject({ method: 'POST', url, headers: bearer(b), payload: { VoucherCodeExchangeId: voucher.id } }),
        '/web/v2/point/exchange-gopay': () => app.inject({ method: 'POST', url, headers: bearer(b), payload: { voucherExchangeID: gopay.id, accountNumber: '081234567890' } }),
        '/web/v2/point/create-point/check-in': () => app.inject({ method: 'POST', url, headers: bearer(b) }),
      };
  const res = await (calls[url] ?? (() => app.inject({ method: 'GET', url, headers: bearer(b) })))();
  expect(await pointsOf(app, a)).toEqual(before);
  expect(res.body).not.toContain('0812****7890');
  return res;
}

export const POINTS_CHECKS = {
  'points (read)': (app: TestApp, pair: Pair, url: string) => pointsCheck(app, pair, url, true),
  points: (app: TestApp, pair: Pair, url: string) => pointsCheck(app, pair, url, false),
};
