import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of the student vouchers (issue 19, voucherqu and the cart's list):
 * A got points, exchanged them for a voucher (a voucher only A may use) and holds it; B calls the
 * operation. B's lists are B's alone (A's code never appears), A's held voucher is 404 to B, and
 * A's held vouchers and redemptions stay exactly as they were. `url` is the OpenAPI path.
 */

type Pair = { a: Registered; b: Registered };
const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

async function vouchersOf(app: TestApp, s: Registered) {
  const { db } = app.ctx;
  return {
    held: await db.selectFrom('student_vouchers').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
    used: await db.selectFrom('voucher_redemptions').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
  };
}

async function heldVoucherCheck(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
  const { db } = app.ctx;
  const offer = await db.selectFrom('point_exchanges').select(['id', 'points']).where('kind', '=', 'voucher').orderBy('id').executeTakeFirstOrThrow();
  await db.insertInto('points_ledger').values({ student_id: a.id, reason: 'course', reference: 'authz-vouchers', points: offer.points }).execute();
  await db
    .insertInto('points_balances')
    .values({ student_id: a.id, balance: offer.points })
    .onConflict((oc) => oc.column('student_id').doUpdateSet((eb) => ({ balance: eb('points_balances.balance', '+', offer.points) })))
    .execute();
  const got = await app.inject({ method: 'POST', url: '/web/v2/point/exchange', headers: bearer(a), payload: { VoucherCodeExchangeId: offer.id } });
  expect(got.statusCode, got.body).toBe(200);
  const { studentVoucherId, voucherCode } = got.json().result as { studentVoucherId: number; voucherCode: string };
  // A's first read holds the sign-up voucher too; B's calls must not change A's.
  expect((await app.inject({ method: 'GET', url: '/web/v2/vouchers/my-vouchers', headers: bearer(a) })).statusCode).toBe(200);
  const before = await vouchersOf(app, a);
  const target = url === '/web/v2/vouchers/{id}' ? `${url.replace('{id}', String(studentVoucherId))}?type=1` : url;
  const res = await app.inject({ method: 'GET', url: target, headers: bearer(b) });
  expect(await vouchersOf(app, a)).toEqual(before);
  expect(res.body).not.toContain(voucherCode);
  return res;
}

export const VOUCHER_CHECKS = {
  'student vouchers (read)': heldVoucherCheck,
};
