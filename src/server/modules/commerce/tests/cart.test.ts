import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, lineTotals } from '../../../../common/cart.js';
import type { Cart, CartAddResult, CartRefusal } from '../../../../common/contract/cart.js';
import { ContentType, PaymentStatus } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';

const W = '/web/v2';
type Lang = 'id' | 'en';
type Method = 'GET' | 'POST' | 'PUT';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

function call(token: string | null, method: Method, url: string, payload?: object, lang: Lang = 'id') {
  return app.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), language: lang }, ...(payload ? { payload } : {}) });
}
async function result<T>(res: ReturnType<typeof call>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().result as T;
}
const add = (token: string, items: object[], lang: Lang = 'id', method: 'POST' | 'PUT' = 'POST') => call(token, method, `${W}/cart/additem`, { items }, lang);
const getCart = (token: string, lang: Lang = 'id') => result<Cart>(call(token, 'GET', `${W}/cart`, undefined, lang));
const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);

async function contents(type: number, free: boolean, n = 1) {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url', 'title_id', 'title_en', 'price', 'final_price'])
    .where('content_type', '=', type)
    .where('is_published', '=', true)
    .where('final_price', free ? '=' : '>', 0)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .orderBy('id')
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  return rows;
}
const one = async (type: number, free: boolean) => must((await contents(type, free))[0], 'a content');

describe('cart', () => {
  it('starts empty', async () => {
    const token = await studentToken(app);
    expect(await getCart(token)).toEqual({ userId: idOf(token), items: [], totalItems: 0, totalPrice: 0, totalDiscount: 0, totalPayment: 0 });
  });

  it('adds paid items as lines priced from the database, newest first, with the totals helper’s totals', async () => {
    const token = await studentToken(app);
    const [a, b] = await contents(ContentType.COURSE, false, 2);
    const first = await add(token, [{ contentId: must(a, 'a').id }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Ditambahkan ke keranjang');
    await new Promise((r) => setTimeout(r, 5));
    const second = await result<CartAddResult>(add(token, [{ contentId: must(b, 'b').id }], 'en', 'PUT'));
    expect(second).toMatchObject({ added: [b?.id], enrolled: [] });
    const cart = await getCart(token);
    expect(cart.items.map((l) => l.contentId)).toEqual([b?.id, a?.id]);
    for (const [line, row] of [
      [cart.items[0], b],
      [cart.items[1], a],
    ] as const) {
      expect(line).toMatchObject({
        price: row?.price,
        finalPrice: row?.final_price,
        packageId: null,
        package: null,
        totals: lineTotals(must(row, 'row').price, must(row, 'row').final_price),
      });
      expect(line?.content).toMatchObject({ contentId: row?.id, title: row?.title_id, price: expect.objectContaining({ isFree: false }) });
    }
    expect(cart).toMatchObject({ totalItems: 2, ...cartTotals(cart.items.map((l) => l.totals)) });
    expect(cart.totalPayment).toBe(must(a, 'a').final_price + must(b, 'b').final_price);
    expect(cart.totalPrice - cart.totalDiscount).toBe(cart.totalPayment);
  });

  it('keeps the same content as one line however often (or concurrently) it is added', async () => {
    const token = await studentToken(app);
    const course = await one(ContentType.COURSE, false);
    const answers = await Promise.all(Array.from({ length: 16 }, () => add(token, [{ contentId: course.id }, { contentId: course.id }])));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    const cart = await getCart(token);
    expect(cart.items.map((l) => l.contentId)).toEqual([course.id]);
    expect(await app.ctx.db.selectFrom('cart_items').select('content_id').where('student_id', '=', idOf(token)).execute()).toHaveLength(1);
  });

  it('prices a bootcamp line by its chosen tier, and a new tier replaces the old one', async () => {
    const token = await studentToken(app);
    const bootcamp = await one(ContentType.BOOTCAMP, false);
    const tiers = await app.ctx.db.selectFrom('bootcamp_packages').selectAll().where('content_id', '=', bootcamp.id).orderBy('id').execute();
    const [t1, t2] = [must(tiers[0], 'tier 1'), must(tiers[1], 'tier 2')];
    await result(add(token, [{ contentId: bootcamp.id, packageId: t1.id }]));
    await result(add(token, [{ contentId: bootcamp.id, packageId: t2.id }]));
    const cart = await getCart(token, 'en');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      contentId: bootcamp.id,
      packageId: t2.id,
      package: { id: t2.id, code: t2.code, name: t2.name_en, price: t2.price, finalPrice: t2.final_price },
      price: t2.price,
      finalPrice: t2.final_price,
    });
    expect(cart.totalPayment).toBe(t2.final_price);
    // Without a tier: the bootcamp's own price.
    await result(add(token, [{ contentId: bootcamp.id, packageId: null }]));
    expect((await getCart(token)).items[0]).toMatchObject({ packageId: null, finalPrice: bootcamp.final_price });
  });

  it('enrols a free item at once and never lists it', async () => {
    const token = await studentToken(app);
    const free = await one(ContentType.COURSE, true);
    const paid = await one(ContentType.WEBINAR, false);
    const res = await result<CartAddResult>(add(token, [{ contentId: free.id }, { contentId: paid.id }]));
    expect(res).toMatchObject({ added: [paid.id], enrolled: [free.id] });
    expect(res.items.map((l) => l.contentId)).toEqual([paid.id]);
    const enrolment = await app.ctx.db.selectFrom('enrolments').selectAll().where('student_id', '=', idOf(token)).execute();
    expect(enrolment).toEqual([expect.objectContaining({ content_id: free.id, source: 'free' })]);
    const onlyFree = await add(token, [{ contentId: (await contents(ContentType.MICROLEARNING, true))[0]?.id }], 'en');
    expect(onlyFree.json()).toMatchObject({ message: 'Free content: you are enrolled', result: { added: [], totalItems: 1 } });
  });

  it('refuses the whole request when one item is refused, naming each, in both languages', async () => {
    const token = await studentToken(app);
    const studentId = idOf(token);
    const [owned, pending, fine] = await contents(ContentType.COURSE, false, 3);
    const article = await one(ContentType.ARTICLE, true);
    const otherTier = await app.ctx.db.selectFrom('bootcamp_packages').select('id').orderBy('id').executeTakeFirstOrThrow();
    await app.ctx.db
      .insertInto('enrolments')
      .values({ student_id: studentId, content_id: must(owned, 'owned').id, source: 'purchase' })
      .execute();
    const order = await app.ctx.db.insertInto('orders').values({ student_id: studentId, status: PaymentStatus.PENDING }).returning('id').executeTakeFirstOrThrow();
    await app.ctx.db
      .insertInto('order_items')
      .values({ order_id: order.id, content_id: must(pending, 'pending').id, package_id: null, title_id: 'Tertunda', title_en: 'Pending' })
      .execute();
    const items = [
      { contentId: must(fine, 'fine').id },
      { contentId: must(owned, 'owned').id },
      { contentId: must(pending, 'pending').id },
      { contentId: article.id },
      { contentId: 999_999 },
      { contentId: must(fine, 'fine').id, packageId: otherTier.id },
    ];
    for (const lang of ['id', 'en'] as const) {
      const res = await add(token, items, lang);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { message: string; errors: { description: string }[]; data: CartRefusal };
      expect(body.data.items.map((i) => [i.contentId, i.reason])).toEqual([
        [fine?.id, 'packageMismatch'],
        [owned?.id, 'owned'],
        [pending?.id, 'pendingOrder'],
        [article.id, 'notForSale'],
        [999_999, 'unavailable'],
      ]);
      expect(body.message).toBe(body.data.items[0]?.message);
      expect(body.errors.map((e) => e.description)).toEqual(body.data.items.map((i) => i.message));
      const ownedMessage = body.data.items[1]?.message;
      expect(ownedMessage).toBe(lang === 'en' ? `You already own "${owned?.title_en}".` : `Kamu sudah memiliki "${owned?.title_id}".`);
    }
    // Nothing was added, and the paid one alone goes in.
    expect((await getCart(token)).items).toEqual([]);
    expect((await result<CartAddResult>(add(token, [{ contentId: must(fine, 'fine').id }]))).added).toEqual([fine?.id]);
    // Once the pending order is over, that content can be added.
    await app.ctx.db.updateTable('orders').set({ status: PaymentStatus.EXPIRED }).where('id', '=', order.id).execute();
    expect((await add(token, [{ contentId: must(pending, 'pending').id }])).statusCode).toBe(200);
  });

  it('refuses unpublished and ended contents; drops lines that became unpublished, owned or free', async () => {
    const token = await studentToken(app);
    const studentId = idOf(token);
    const [a, b, c] = await contents(ContentType.COURSE, false, 3);
    const ended = await app.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', ContentType.WEBINAR)
      .where('final_price', '>', 0)
      .where('end_at', '<', new Date())
      .executeTakeFirstOrThrow();
    const endedRes = await add(token, [{ contentId: ended.id }], 'en');
    expect(endedRes.statusCode).toBe(400);
    expect(endedRes.json().data.items[0].reason).toBe('ended');
    await result(add(token, [{ contentId: must(a, 'a').id }, { contentId: must(b, 'b').id }, { contentId: must(c, 'c').id }]));
    const restore = { a: must(a, 'a'), c: must(c, 'c') };
    await app.ctx.db.updateTable('contents').set({ is_published: false }).where('id', '=', restore.a.id).execute();
    await app.ctx.db.updateTable('contents').set({ final_price: 0 }).where('id', '=', restore.c.id).execute();
    await app.ctx.db
      .insertInto('enrolments')
      .values({ student_id: studentId, content_id: must(b, 'b').id, source: 'purchase' })
      .execute();
    try {
      expect((await getCart(token)).items).toEqual([]);
      expect((await add(token, [{ contentId: restore.a.id }])).json().data.items[0].reason).toBe('unavailable');
    } finally {
      await app.ctx.db.updateTable('contents').set({ is_published: true }).where('id', '=', restore.a.id).execute();
      await app.ctx.db.updateTable('contents').set({ final_price: restore.c.final_price }).where('id', '=', restore.c.id).execute();
    }
    expect((await getCart(token)).items.map((l) => l.contentId).sort()).toEqual([restore.a.id, restore.c.id].sort());
  });

  it('removes items (ignoring ones not in it) and answers the cart', async () => {
    const token = await studentToken(app);
    const [a, b] = await contents(ContentType.COURSE, false, 2);
    await result(add(token, [{ contentId: must(a, 'a').id }, { contentId: must(b, 'b').id }]));
    const cart = await result<Cart>(call(token, 'PUT', `${W}/cart/remove-items`, { items: [{ contentId: must(a, 'a').id }, { contentId: 999_999 }] }));
    expect(cart.items.map((l) => l.contentId)).toEqual([b?.id]);
    expect(cart.totalPayment).toBe(b?.final_price);
  });

  it('is each student’s own, and needs a signed-in student', async () => {
    const [ani, budi] = [await studentToken(app), await studentToken(app)];
    const [a, b] = await contents(ContentType.COURSE, false, 2);
    await result(add(ani, [{ contentId: must(a, 'a').id }]));
    await result(add(budi, [{ contentId: must(b, 'b').id }]));
    await result(call(budi, 'PUT', `${W}/cart/remove-items`, { items: [{ contentId: must(a, 'a').id }] }));
    expect((await getCart(ani)).items.map((l) => l.contentId)).toEqual([a?.id]);
    expect((await getCart(budi)).items.map((l) => l.contentId)).toEqual([b?.id]);
    expect((await call(null, 'GET', `${W}/cart`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `${W}/cart/additem`, { items: [{ contentId: must(a, 'a').id }] })).statusCode).toBe(401);
  });

  it('refuses malformed requests with a 400 (schema)', async () => {
    const token = await studentToken(app);
    for (const payload of [{}, { items: [] }, { items: [{ contentId: 0 }] }, { items: [{ contentId: 1, price: 1 }] }, { items: Array(21).fill({ contentId: 1 }) }]) {
      expect((await call(token, 'POST', `${W}/cart/additem`, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
