import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotals } from '../../../../common/cart.js';
import type { ContentVoucher, VoucherRefusal, VoucherValidation } from '../../../../common/contract/vouchers.js';
import { ContentType, VoucherPriceType } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { formatRupiah } from '../../../../common/format.js';
import { voucherDiscount } from '../../../../common/pricing.js';
import type { Insertable } from 'kysely';
import type { VouchersTable } from '../../../db/tables/commerce.js';
import { WELCOME_VOUCHER_CODE } from '../../../db/seed/commerce.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';
import { redeemVoucher, releaseVouchers } from '../rules/voucher-quota.js';

const W = '/web/v2';
type Lang = 'id' | 'en';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
const validate = (token: string, code: string, body: object, lang: Lang = 'id') =>
  app.inject({ method: 'POST', url: `${W}/vouchers/validate/${encodeURIComponent(code)}`, headers: { authorization: `Bearer ${token}`, language: lang }, payload: body });

async function valid(token: string, code: string, body: object): Promise<VoucherValidation> {
  const res = await validate(token, code, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}
async function refused(token: string, code: string, body: object, lang: Lang = 'id'): Promise<VoucherRefusal & { top: string }> {
  const res = await validate(token, code, body, lang);
  expect(res.statusCode, res.body).toBe(400);
  const json = res.json() as { message: string; data: VoucherRefusal };
  expect(json.data.message).toBe(json.message);
  return { ...json.data, top: json.message };
}

let codes = 0;
/** A voucher of its own for a test (a fresh code each time). */
async function voucher(v: Partial<Insertable<VouchersTable>> & Pick<Insertable<VouchersTable>, 'price_type' | 'price'>) {
  const code = `TES${++codes}X${Date.now() % 100000}`;
  return app.ctx.db
    .insertInto('vouchers')
    .values({ code, name_id: `Voucher ${code}`, name_en: `Voucher ${code} en`, quota: null, ...v })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

async function paid(type: number, minPrice = 1) {
  return app.ctx.db
    .selectFrom('contents')
    .select(['id', 'title_id', 'title_en', 'price', 'final_price', 'content_type'])
    .where('content_type', '=', type)
    .where('is_published', '=', true)
    .where('final_price', '>=', minPrice)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('P vouchers/validate/{voucherCode}: the maths by price type, through the API', () => {
  it('type 1 takes a percentage of the final price, rounded up', async () => {
    const token = await studentToken(app);
    const course = await paid(ContentType.COURSE);
    await app.ctx.db.updateTable('contents').set({ final_price: 149_999 }).where('id', '=', course.id).execute();
    try {
      const v = await voucher({ price_type: VoucherPriceType.PERCENT, price: 15 });
      const r = await valid(token, v.code.toLowerCase(), { contentId: course.id });
      // 15 % of 149 999 is 22 499.85: rounded up.
      expect(r).toMatchObject({ voucherCode: v.code, priceType: 1, price: 15, finalPrice: 149_999, discount: 22_500, payable: 127_499, packageId: null });
      expect(r.totals).toEqual(lineTotals(course.price, 149_999, 22_500));
      const all = await voucher({ price_type: VoucherPriceType.PERCENT, price: 100 });
      expect(await valid(token, all.code, { contentId: course.id })).toMatchObject({ discount: 149_999, payable: 0 });
    } finally {
      await app.ctx.db.updateTable('contents').set({ final_price: course.final_price }).where('id', '=', course.id).execute();
    }
  });

  it('type 2 takes an amount, capped at the price', async () => {
    const token = await studentToken(app);
    const course = await paid(ContentType.COURSE);
    const small = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 25_000 });
    expect(await valid(token, small.code, { contentId: course.id })).toMatchObject({ discount: 25_000, payable: course.final_price - 25_000 });
    const huge = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 2_000_000_000 });
    expect(await valid(token, huge.code, { contentId: course.id })).toMatchObject({ discount: course.final_price, payable: 0 });
  });

  it('type 3 brings the price down to the voucher price, and never raises it', async () => {
    const token = await studentToken(app);
    const course = await paid(ContentType.COURSE, 100_001);
    const down = await voucher({ price_type: VoucherPriceType.FIXED_PRICE, price: 99_000 });
    expect(await valid(token, down.code, { contentId: course.id })).toMatchObject({ discount: course.final_price - 99_000, payable: 99_000 });
    const above = await voucher({ price_type: VoucherPriceType.FIXED_PRICE, price: course.final_price + 1 });
    expect(await valid(token, above.code, { contentId: course.id })).toMatchObject({ discount: 0, payable: course.final_price });
    const equal = await voucher({ price_type: VoucherPriceType.FIXED_PRICE, price: course.final_price });
    expect(await valid(token, equal.code, { contentId: course.id })).toMatchObject({ discount: 0, payable: course.final_price });
  });

  it('applies to a bootcamp tier’s price when a packageId is named', async () => {
    const token = await studentToken(app);
    const bootcamp = await paid(ContentType.BOOTCAMP);
    const tier = await app.ctx.db.selectFrom('bootcamp_packages').selectAll().where('content_id', '=', bootcamp.id).orderBy('final_price', 'desc').executeTakeFirstOrThrow();
    const v = await voucher({ price_type: VoucherPriceType.PERCENT, price: 10 });
    const r = await valid(token, v.code, { contentId: bootcamp.id, packageId: tier.id });
    expect(r).toMatchObject({ packageId: tier.id, linePrice: tier.price, finalPrice: tier.final_price, ...voucherDiscount(tier.final_price, { priceType: 1, price: 10 }) });
    const other = await app.ctx.db.selectFrom('bootcamp_packages').select('id').where('content_id', '<>', bootcamp.id).executeTakeFirstOrThrow();
    expect((await refused(token, v.code, { contentId: bootcamp.id, packageId: other.id })).reason).toBe('contentUnavailable');
  });
});

describe('P vouchers/validate/{voucherCode}: refusals carry data the screen shows, in both languages', () => {
  it('unknown, expired, not started, used up (seeded codes)', async () => {
    const token = await studentToken(app);
    const course = await paid(ContentType.COURSE);
    const unknown = await refused(token, 'TIDAKADA', { contentId: course.id }, 'en');
    expect(unknown).toMatchObject({ reason: 'unknown', voucherCode: 'TIDAKADA', message: 'Voucher code "TIDAKADA" was not found.' });
    expect((await refused(token, 'TIDAKADA', { contentId: course.id })).message).toBe('Kode voucher "TIDAKADA" tidak ditemukan.');
    const expired = await refused(token, 'lama2023', { contentId: course.id }, 'en');
    expect(expired).toMatchObject({ reason: 'expired', voucherCode: 'LAMA2023', endsAt: expect.any(String) });
    expect(expired.message).toMatch(/^Voucher "LAMA2023" expired on \d+ \w+ \d{4}/);
    const notStarted = await refused(token, 'SEGERA30', { contentId: course.id });
    expect(notStarted).toMatchObject({ reason: 'notStarted', startsAt: expect.any(String) });
    expect(notStarted.message).toMatch(/^Voucher "SEGERA30" baru bisa dipakai mulai /);
    expect(await refused(token, 'HABIS100', { contentId: course.id }, 'en')).toMatchObject({ reason: 'usedUp', message: 'Voucher "HABIS100" has been used up.' });
  });

  it('not for this content (one content, one type), minimum purchase, free content, unavailable content', async () => {
    const token = await studentToken(app);
    const [a, b] = await app.ctx.db
      .selectFrom('contents')
      .select(['id', 'title_en', 'final_price'])
      .where('content_type', '=', ContentType.COURSE)
      .where('final_price', '>', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    const forA = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 1000, content_id: must(a, 'a').id });
    expect((await valid(token, forA.code, { contentId: must(a, 'a').id })).discount).toBe(1000);
    expect(await refused(token, forA.code, { contentId: must(b, 'b').id }, 'en')).toMatchObject({
      reason: 'notForThisContent',
      message: `Voucher "${forA.code}" does not apply to "${b?.title_en}".`,
    });
    const bootcampsOnly = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 1000, content_type: ContentType.BOOTCAMP });
    expect((await refused(token, bootcampsOnly.code, { contentId: must(a, 'a').id })).reason).toBe('notForThisContent');

    const min = must(a, 'a').final_price + 1;
    const minimum = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 1000, min_purchase: min });
    const below = await refused(token, minimum.code, { contentId: must(a, 'a').id });
    expect(below).toMatchObject({ reason: 'minimumPurchase', minPurchase: min });
    expect(below.message).toContain(formatRupiah(min));
    const exactly = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 1000, min_purchase: must(a, 'a').final_price });
    expect((await valid(token, exactly.code, { contentId: must(a, 'a').id })).discount).toBe(1000);

    const free = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', ContentType.COURSE).where('final_price', '=', 0).executeTakeFirstOrThrow();
    expect((await refused(token, WELCOME_VOUCHER_CODE, { contentId: free.id })).reason).toBe('freeContent');
    const article = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', ContentType.ARTICLE).executeTakeFirstOrThrow();
    expect((await refused(token, WELCOME_VOUCHER_CODE, { contentId: article.id }, 'en')).message).toBe(`Content #${article.id} is not available to buy.`);
    expect((await refused(token, WELCOME_VOUCHER_CODE, { contentId: 999_999 })).reason).toBe('contentUnavailable');
  });

  it('already used by this student (a live redemption), usable again once released', async () => {
    const token = await studentToken(app);
    const studentId = idOf(token);
    const course = await paid(ContentType.COURSE);
    const v = await voucher({ price_type: VoucherPriceType.PERCENT, price: 10, quota: 5 });
    await app.ctx.db.transaction().execute((trx) => redeemVoucher(trx, { voucherId: v.id, voucherCode: v.code, studentId, orderId: null, contentId: course.id, discount: 1 }, 'id'));
    expect(await refused(token, v.code, { contentId: course.id }, 'en')).toMatchObject({ reason: 'alreadyUsed', message: `You have already used voucher "${v.code}".` });
    // Another student may still use it.
    expect((await valid(await studentToken(app), v.code, { contentId: course.id })).voucherId).toBe(v.id);
    await app.ctx.db.updateTable('voucher_redemptions').set({ released_at: new Date() }).where('voucher_id', '=', v.id).execute();
    expect((await valid(token, v.code, { contentId: course.id })).voucherId).toBe(v.id);
  });

  it('needs a signed-in student and a well-formed body', async () => {
    const course = await paid(ContentType.COURSE);
    const guest = await app.inject({ method: 'POST', url: `${W}/vouchers/validate/HEMAT10`, headers: basicHeaders, payload: { contentId: course.id } });
    expect(guest.statusCode).toBe(401);
    const token = await studentToken(app);
    expect((await validate(token, 'HEMAT10', {})).statusCode).toBe(400);
    expect((await validate(token, 'HEMAT10', { contentId: course.id, price: 1 })).statusCode).toBe(400);
  });
});

describe('G vouchers/content/{id}', () => {
  it('lists what is usable now on the content, biggest discount first, for a guest and a student', async () => {
    const course = await paid(ContentType.COURSE, 250_000);
    const own = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 7_000, content_id: course.id });
    const res = await app.inject({ method: 'GET', url: `${W}/vouchers/content/${course.id}`, headers: { ...basicHeaders, language: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result as ContentVoucher[];
    const codesShown = list.map((v) => v.voucherCode);
    expect(codesShown).toEqual(expect.arrayContaining([WELCOME_VOUCHER_CODE, 'HEMAT10', 'POTONG50K', 'DISKON25K', own.code]));
    for (const hidden of ['LAMA2023', 'HABIS100', 'SEGERA30', 'BOOTCAMP1JT', 'KILAT49K']) expect(codesShown).not.toContain(hidden);
    const discounts = list.map((v) => v.discount);
    expect([...discounts].sort((x, y) => y - x)).toEqual(discounts);
    expect(list.find((v) => v.voucherCode === 'POTONG50K')).toMatchObject({
      priceType: 2,
      price: 50_000,
      minPurchase: 200_000,
      discount: 50_000,
      payable: course.final_price - 50_000,
      remaining: 188,
      usedByMe: false,
      name: 'Rp 50,000 off',
    });
    expect(list.find((v) => v.voucherCode === WELCOME_VOUCHER_CODE)).toMatchObject({ remaining: null, ...voucherDiscount(course.final_price, { priceType: 1, price: 20 }) });
    // A student sees which ones they have used.
    const token = await studentToken(app);
    const hemat = await app.ctx.db.selectFrom('vouchers').select('id').where('code', '=', 'HEMAT10').executeTakeFirstOrThrow();
    await app.ctx.db
      .transaction()
      .execute((trx) => redeemVoucher(trx, { voucherId: hemat.id, voucherCode: 'HEMAT10', studentId: idOf(token), orderId: null, contentId: course.id, discount: 0 }, 'id'));
    const mine = await app.inject({ method: 'GET', url: `${W}/vouchers/content/${course.id}`, headers: { authorization: `Bearer ${token}` } });
    expect((mine.json().result as ContentVoucher[]).find((v) => v.voucherCode === 'HEMAT10')?.usedByMe).toBe(true);
  });

  it('lists nothing for a free content, and 404 for an unknown one', async () => {
    const free = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', ContentType.COURSE).where('final_price', '=', 0).executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'GET', url: `${W}/vouchers/content/${free.id}`, headers: basicHeaders })).json().result).toEqual([]);
    const missing = await app.inject({ method: 'GET', url: `${W}/vouchers/content/999999`, headers: { ...basicHeaders, language: 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Content not found.');
  });
});

describe('redeemVoucher: quotas hold under concurrency', () => {
  const studentsMade: number[] = [];
  async function students(n: number): Promise<number[]> {
    const rows = await app.ctx.db
      .insertInto('students')
      .values(Array.from({ length: n }, (_, i) => ({ full_name: `Pembeli ${i}`, email: `pembeli-${Date.now()}-${studentsMade.length + i}@example.com` })))
      .returning('id')
      .execute();
    studentsMade.push(...rows.map((r) => r.id));
    return rows.map((r) => r.id);
  }
  const redeemAll = async (voucherId: number, code: string, studentIds: number[], contentId: number) =>
    Promise.allSettled(
      studentIds.map((studentId) => app.ctx.db.transaction().execute((trx) => redeemVoucher(trx, { voucherId, voucherCode: code, studentId, orderId: null, contentId, discount: 1 }, 'en'))),
    );

  it('64 concurrent redemptions by 64 students of a quota of 10: exactly 10 succeed, the rest are "used up"', async () => {
    const course = await paid(ContentType.COURSE);
    const v = await voucher({ price_type: VoucherPriceType.PERCENT, price: 10, quota: 10 });
    const outcomes = await redeemAll(v.id, v.code, await students(64), course.id);
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    expect(succeeded).toHaveLength(10);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as { data?: VoucherRefusal }).data?.reason).toBe('usedUp');
    const row = await app.ctx.db.selectFrom('vouchers').select(['used', 'quota']).where('id', '=', v.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ used: 10, quota: 10 });
    expect(await app.ctx.db.selectFrom('voucher_redemptions').select('id').where('voucher_id', '=', v.id).execute()).toHaveLength(10);
  });

  it('64 concurrent redemptions by one student: one use, the count moves once', async () => {
    const course = await paid(ContentType.COURSE);
    const v = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 1000, quota: 100 });
    const [studentId] = await students(1);
    const outcomes = await redeemAll(v.id, v.code, Array(64).fill(must(studentId, 'a student')), course.id);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as { data?: VoucherRefusal }).data?.reason).toBe('alreadyUsed');
    expect((await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow()).used).toBe(1);
  });

  it('an order’s release gives the use and the quota back', async () => {
    const course = await paid(ContentType.COURSE);
    const v = await voucher({ price_type: VoucherPriceType.AMOUNT, price: 1000, quota: 1 });
    const [ani, budi] = await students(2);
    const order = await app.ctx.db
      .insertInto('orders')
      .values({ student_id: must(ani, 'ani') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.ctx.db
      .transaction()
      .execute((trx) => redeemVoucher(trx, { voucherId: v.id, voucherCode: v.code, studentId: must(ani, 'ani'), orderId: order.id, contentId: course.id, discount: 1000 }, 'id'));
    expect((await redeemAll(v.id, v.code, [must(budi, 'budi')], course.id))[0]?.status).toBe('rejected');
    expect(await app.ctx.db.transaction().execute((trx) => releaseVouchers(trx, order.id))).toBe(1);
    expect(await app.ctx.db.transaction().execute((trx) => releaseVouchers(trx, order.id))).toBe(0);
    expect((await redeemAll(v.id, v.code, [must(budi, 'budi')], course.id))[0]?.status).toBe('fulfilled');
    expect((await app.ctx.db.selectFrom('vouchers').select('used').where('id', '=', v.id).executeTakeFirstOrThrow()).used).toBe(1);
  });
});
