import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyContentState } from '../../../../common/contract/enrolments.js';
import { ContentType, PaymentStatus } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';

/** G enrollments/contents/:id/my-state: the buy box's state of one content, for the signed-in student only. */

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
const stateUrl = (id: number | string) => `${W}/enrollments/contents/${id}/my-state`;

function get(token: string | null, url: string, lang: 'id' | 'en' = 'id') {
  return app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : basicHeaders), language: lang } });
}
async function stateOf(token: string, id: number): Promise<MyContentState> {
  const res = await get(token, stateUrl(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as MyContentState;
}

async function courses(free: boolean, n: number) {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id'])
    .where('content_type', '=', ContentType.COURSE)
    .where('is_published', '=', true)
    .where('final_price', free ? '=' : '>', 0)
    .orderBy('id')
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  return rows.map((r) => r.id);
}

describe('G enrollments/contents/:id/my-state', () => {
  it('answers nothing owned, wished, in the cart or pending for a new student', async () => {
    const token = await studentToken(app);
    const [paid] = await courses(false, 1);
    expect(await stateOf(token, must(paid, 'a paid course'))).toEqual({
      contentId: paid,
      owned: false,
      wishlisted: false,
      inCart: false,
      pendingOrderId: null,
      completed: false,
      certificate: null,
    });
  });

  it('follows what the student does: wishlist, cart, a pending order, then owning it', async () => {
    const token = await studentToken(app);
    const studentId = idOf(token);
    const [a, b] = await courses(false, 2);
    const course = must(a, 'a paid course');
    const auth = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'PUT', url: `${W}/contents/${course}/wishlist-toggle`, headers: auth })).statusCode).toBe(200);
    expect(await stateOf(token, course)).toMatchObject({ wishlisted: true, inCart: false, owned: false });
    const added = await app.inject({ method: 'POST', url: `${W}/cart/additem`, headers: auth, payload: { items: [{ contentId: course }] } });
    expect(added.statusCode, added.body).toBe(200);
    expect(await stateOf(token, course)).toMatchObject({ wishlisted: true, inCart: true, owned: false, pendingOrderId: null });

    // A pending order holding the course (written as the orders module does; the gateway is not the point here).
    const order = await app.ctx.db
      .insertInto('orders')
      .values({ student_id: studentId, status: PaymentStatus.PENDING, total: 1000, subtotal: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.ctx.db.insertInto('order_items').values({ order_id: order.id, content_id: course, package_id: null, title_id: 'Kursus', title_en: 'Course' }).execute();
    expect((await stateOf(token, course)).pendingOrderId).toBe(order.id);
    // The other course is not in that order.
    expect((await stateOf(token, must(b, 'another course'))).pendingOrderId).toBeNull();

    // Paid: owned, and no pending order any more.
    await app.ctx.db.updateTable('orders').set({ status: PaymentStatus.SUCCESS }).where('id', '=', order.id).execute();
    await app.ctx.db.insertInto('enrolments').values({ student_id: studentId, content_id: course, source: 'purchase', order_id: order.id, via_content_id: null }).execute();
    expect(await stateOf(token, course)).toEqual({ contentId: course, owned: true, wishlisted: true, inCart: true, pendingOrderId: null, completed: false, certificate: null });
  });

  it('says owned after a free enrolment, and only for the student who enrolled', async () => {
    const mine = await studentToken(app);
    const other = await studentToken(app);
    const [free] = await courses(true, 1);
    const course = must(free, 'a free course');
    const enrolled = await app.inject({ method: 'POST', url: `${W}/enrollments/enroll-free-content`, headers: { authorization: `Bearer ${mine}` }, payload: { contentId: course } });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect((await stateOf(mine, course)).owned).toBe(true);
    expect((await stateOf(other, course)).owned).toBe(false);
  });

  it('refuses a guest (401), an unknown content (404 in both languages) and ids out of bounds (400)', async () => {
    const token = await studentToken(app);
    const [paid] = await courses(false, 1);
    expect((await get(null, stateUrl(must(paid, 'a course')))).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: stateUrl(must(paid, 'a course')) })).statusCode).toBe(401);
    const unknownId = await get(token, stateUrl(999_999), 'en');
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json().message).toBe('Content not found.');
    expect((await get(token, stateUrl(999_999), 'id')).json().message).toBe('Konten tidak ditemukan.');
    for (const bad of ['0', '-1', '2147483648', '1.5', 'abc', '9'.repeat(40)]) {
      const res = await get(token, stateUrl(bad));
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
    }
  });

  it('answers 404 for an unpublished content', async () => {
    const token = await studentToken(app);
    const [, , third] = await courses(false, 3);
    const hidden = must(third, 'a course to unpublish');
    expect((await get(token, stateUrl(hidden))).statusCode).toBe(200);
    await app.ctx.db.updateTable('contents').set({ is_published: false }).where('id', '=', hidden).execute();
    expect((await get(token, stateUrl(hidden))).statusCode).toBe(404);
  });
});
