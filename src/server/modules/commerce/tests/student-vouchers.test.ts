import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangedVoucher, PointExchangeView } from '../../../../common/contract/points.js';
import type { CartVouchers, HeldVoucher, VoucherDetail, VoucherValidation } from '../../../../common/contract/vouchers.js';
import { ContentType } from '../../../../common/enums.js';
import { HeldVoucherStatus, WELCOME_VOUCHER_CODE } from '../../../../common/vouchers.js';
import { manualClock } from '../../../testing/clock.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { earnPoints } from '../../points/index.js';
import { newStudent, type TestStudent } from '../../sessions/testing.js';
import { redeemVoucher } from '../rules/voucher-quota.js';

/**
 * The student's vouchers (issue 19) through the API, on the app clock: the sign-up voucher held
 * once, an exchanged voucher in my-vouchers and its detail, another student's 404, the catalogue
 * offer, the history by filter, and the cart's per-line list agreeing with vouchers/validate.
 */

const W = '/web/v2';
const DAY = 86_400_000;
const clock = manualClock(new Date('2026-12-01T03:00:00.000Z'));
let app: TestApp & { cleanup(): Promise<void> };
let offers: PointExchangeView[];
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const s = await newStudent(app);
  offers = (await app.inject({ method: 'GET', url: `${W}/point/voucher-exchanges`, headers: s.headers })).json().result;
}, 120_000);
afterAll(async () => app?.cleanup());

const get = (url: string, s: TestStudent, lang = 'id') => app.inject({ method: 'GET', url: `${W}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, headers: s.headers });
const mine = async (s: TestStudent) => (await get('/vouchers/my-vouchers', s)).json().result as HeldVoucher[];

/** A voucher got with points, as a student would: points earned, then P point/exchange. */
async function exchanged(s: TestStudent, offer: PointExchangeView): Promise<ExchangedVoucher> {
  await earnPoints(app.ctx.db, s.id, [{ reason: 'course', reference: `test-${offer.id}-${Math.random()}`, points: offer.points }]);
  const res = await app.inject({ method: 'POST', url: `${W}/point/exchange`, headers: s.headers, payload: { VoucherCodeExchangeId: offer.id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

async function paidCourse(minPrice: number) {
  return app.ctx.db
    .selectFrom('contents')
    .select(['id', 'final_price'])
    .where('content_type', '=', ContentType.COURSE)
    .where('is_published', '=', true)
    .where('final_price', '>=', minPrice)
    .orderBy('final_price')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('G vouchers/my-vouchers', () => {
  it('a new account holds the sign-up voucher, once however many first reads race', async () => {
    const s = await newStudent(app);
    const answers = await Promise.all(Array.from({ length: 64 }, () => get('/vouchers/my-vouchers', s)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(64).fill(200));
    const rows = await app.ctx.db.selectFrom('student_vouchers').selectAll().where('student_id', '=', s.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'promotion', points: 0 });
    const list = await mine(s);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ voucherCode: WELCOME_VOUCHER_CODE, status: HeldVoucherStatus.USABLE, source: 'promotion', usedAt: null });
  });

  it('lists an exchanged voucher with its rules; its detail is the owner’s alone', async () => {
    const s = await newStudent(app);
    const other = await newStudent(app);
    const offer = offers.find((o) => o.kind === 'voucher')!;
    const got = await exchanged(s, offer);
    const held = (await mine(s)).find((v) => v.voucherCode === got.voucherCode)!;
    expect(held).toMatchObject({
      id: got.studentVoucherId,
      name: offer.name,
      priceType: offer.voucher!.priceType,
      price: offer.voucher!.price,
      minPurchase: offer.voucher!.minPurchase,
      source: 'exchange',
      points: offer.points,
      status: HeldVoucherStatus.USABLE,
      endsAt: new Date(clock.now().getTime() + offer.voucher!.validDays * DAY).toISOString(),
    });
    const detail = (await get(`/vouchers/${got.studentVoucherId}?type=1`, s, 'en')).json().result as VoucherDetail;
    expect(detail).toMatchObject({ type: 1, offer: null, held: { voucherCode: got.voucherCode } });
    // Another student: not in their list, and the detail is 404 with a message in their language.
    expect((await mine(other)).map((v) => v.voucherCode)).not.toContain(got.voucherCode);
    const theirs = await get(`/vouchers/${got.studentVoucherId}?type=1`, other, 'en');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('This voucher is not among your vouchers.');
    expect(theirs.body).not.toContain(got.voucherCode);
  });

  it('type 2 is an offer of the points catalogue; a GoPay item, an unknown id or another type is refused', async () => {
    const s = await newStudent(app);
    const offer = offers.find((o) => o.kind === 'voucher')!;
    const detail = (await get(`/vouchers/${offer.id}?type=2`, s)).json().result as VoucherDetail;
    expect(detail).toEqual({ type: 2, held: null, offer: { ...offer, affordable: false } });
    const gopay = offers.find((o) => o.kind === 'gopay')!;
    expect((await get(`/vouchers/${gopay.id}?type=2`, s)).statusCode).toBe(404);
    expect((await get(`/vouchers/999999?type=2`, s, 'en')).json().message).toBe('Voucher offer not found.');
    expect((await get(`/vouchers/${offer.id}?type=3`, s)).statusCode).toBe(400);
    expect((await get(`/vouchers/${offer.id}`, s)).statusCode).toBe(400);
  });
});

describe('G vouchers/history', () => {
  it('used, expired and all: a used voucher leaves my vouchers; one past its end is expired', async () => {
    const s = await newStudent(app);
    const offer = offers.find((o) => o.kind === 'voucher')!;
    const used = await exchanged(s, offer);
    const kept = await exchanged(s, offer);
    const course = await paidCourse(offer.voucher!.minPurchase);
    const voucher = await app.ctx.db.selectFrom('vouchers').select('id').where('code', '=', used.voucherCode).executeTakeFirstOrThrow();
    await app.ctx.db
      .transaction()
      .execute((trx) =>
        redeemVoucher(trx, { voucherId: voucher.id, voucherCode: used.voucherCode, studentId: s.id, orderId: null, contentId: course.id, discount: offer.voucher!.price }, 'id'),
      );
    expect((await mine(s)).map((v) => v.voucherCode)).toEqual(expect.arrayContaining([kept.voucherCode, WELCOME_VOUCHER_CODE]));
    expect((await mine(s)).map((v) => v.voucherCode)).not.toContain(used.voucherCode);
    const history = async (filter: string) =>
      (await get(`/vouchers/history?filter=${filter}`, s)).json().result as { items: HeldVoucher[]; totalItems: number; page: number; pageSize: number };
    expect((await history('used')).items.map((v) => [v.voucherCode, v.status])).toEqual([[used.voucherCode, HeldVoucherStatus.USED]]);
    expect((await history('expired')).items).toEqual([]);

    clock.advance((offer.voucher!.validDays + 1) * DAY);
    try {
      const expired = await history('expired');
      expect(expired.items.map((v) => [v.voucherCode, v.status])).toEqual([[kept.voucherCode, HeldVoucherStatus.EXPIRED]]);
      const all = await history('all');
      expect(all).toMatchObject({ page: 1, pageSize: 10, totalItems: 2 });
      // Used before it ended: it stays used.
      expect(all.items.find((v) => v.voucherCode === used.voucherCode)?.status).toBe(HeldVoucherStatus.USED);
      expect((await mine(s)).map((v) => v.voucherCode)).toEqual([WELCOME_VOUCHER_CODE]);
      expect((await get('/vouchers/history?filter=expired&page=2&pageSize=1', s)).json().result).toMatchObject({ items: [], totalItems: 1, totalPages: 1 });
      expect((await get('/vouchers/history?filter=nope', s)).statusCode).toBe(400);
      expect((await get('/vouchers/history?pageSize=101', s)).statusCode).toBe(400);
    } finally {
      clock.set('2026-12-01T03:00:00.000Z');
    }
  });
});

describe('G cart/vouchers', () => {
  it('lists per line the held vouchers vouchers/validate accepts, with the same discount', async () => {
    const s = await newStudent(app);
    const amountOff = offers.find((o) => o.kind === 'voucher' && o.voucher!.minPurchase > 0)!;
    const courseOnly = offers.find((o) => o.voucher?.contentType === ContentType.COURSE)!;
    const a = await exchanged(s, amountOff);
    const c = await exchanged(s, courseOnly);
    const dear = await paidCourse(amountOff.voucher!.minPurchase);
    const cheap = await app.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', ContentType.WEBINAR)
      .where('is_published', '=', true)
      .where('final_price', '>', 0)
      .where('final_price', '<', amountOff.voucher!.minPurchase)
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const add = await app.inject({ method: 'POST', url: `${W}/cart/additem`, headers: s.headers, payload: { items: [{ contentId: dear.id }, { contentId: cheap.id }] } });
    expect(add.statusCode, add.body).toBe(200);

    const lists = (await get('/cart/vouchers', s)).json().result as CartVouchers;
    const codesOf = (contentId: number) => lists.find((l) => l.contentId === contentId)!.vouchers.map((v) => v.voucherCode);
    expect(new Set(codesOf(dear.id))).toEqual(new Set([a.voucherCode, c.voucherCode, WELCOME_VOUCHER_CODE]));
    // The webinar is under the minimum purchase and not a course: only the sign-up voucher fits.
    expect(codesOf(cheap.id)).toEqual([WELCOME_VOUCHER_CODE]);
    for (const line of lists) {
      const discounts = line.vouchers.map((v) => v.discount);
      expect(discounts).toEqual([...discounts].sort((x, y) => y - x));
      for (const v of line.vouchers) {
        const res = await app.inject({ method: 'POST', url: `${W}/vouchers/validate/${v.voucherCode}`, headers: s.headers, payload: { contentId: line.contentId } });
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json().result as VoucherValidation).discount).toBe(v.discount);
      }
    }
    // Another student's cart list never shows these vouchers.
    const other = await newStudent(app);
    expect((await get('/cart/vouchers', other)).body).not.toContain(a.voucherCode);
  });
});
