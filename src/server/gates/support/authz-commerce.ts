import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { must } from '../../../common/must.js';
import type { Registered } from '../../modules/auth/testing.js';
import { LiveHub } from '../../live/hub.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of the shop's calls (wishlist, cart, free enrolment): student A
 * holds something, student B calls the operation, and A's wishlist, cart or enrolments must be
 * exactly as before, and B's answer must not show them. Each call acts on the token's owner, so
 * B's call answers about B alone. `url` is the operation's OpenAPI path.
 */

type Pair = { a: Registered; b: Registered };
type Check = (app: TestApp, pair: Pair, url: string) => Promise<LightMyRequestResponse>;

const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

async function contentIds(app: TestApp, type: number, free: boolean, n: number): Promise<{ id: number; url: string }[]> {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url'])
    .where('content_type', '=', type)
    .where('is_published', '=', true)
    .where('final_price', free ? '=' : '>', 0)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .orderBy('id')
    .limit(n)
    .execute();
  expect(rows.length, `${n} published ${free ? 'free' : 'paid'} contents of type ${type}`).toBe(n);
  return rows;
}

async function answer(app: TestApp, s: Registered, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(s), ...(payload ? { payload } : {}) });
}

async function wishlistOf(app: TestApp, s: Registered): Promise<number[]> {
  const res = await answer(app, s, 'GET', '/web/v2/wishlist/contents?pageSize=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.items as { contentId: number }[]).map((i) => i.contentId);
}

async function cartOf(app: TestApp, s: Registered): Promise<unknown> {
  const res = await answer(app, s, 'GET', '/web/v2/cart');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const enrolmentsOf = (app: TestApp, s: Registered) => app.ctx.db.selectFrom('enrolments').selectAll().where('student_id', '=', s.id).orderBy('content_id').execute();

const ordersOf = (app: TestApp, s: Registered) => app.ctx.db.selectFrom('orders').selectAll().where('student_id', '=', s.id).orderBy('id').execute();

export const COMMERCE_CHECKS = {
  async wishlist(app: TestApp, { a, b }: Pair, url: string) {
    const ids = (await contentIds(app, ContentType.COURSE, false, 2)).map((c) => c.id);
    for (const id of ids) expect((await answer(app, a, 'PUT', `/web/v2/contents/${id}/wishlist-toggle`)).statusCode).toBe(200);
    const before = await wishlistOf(app, a);
    expect(before.sort()).toEqual([...ids].sort());
    const first = must(ids[0], 'a content');
    const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
      '/web/v2/contents/{id}/wishlist-toggle': () => answer(app, b, 'PUT', `/web/v2/contents/${first}/wishlist-toggle`),
      '/web/v2/wishlist/contents': () => answer(app, b, 'GET', '/web/v2/wishlist/contents'),
      '/web/v2/wishlist/content-types': () => answer(app, b, 'GET', '/web/v2/wishlist/content-types'),
      '/web/v2/wishlist': () => answer(app, b, 'DELETE', '/web/v2/wishlist'),
      '/web/v2/wishlist/delete-by-contentids': () => answer(app, b, 'DELETE', `/web/v2/wishlist/delete-by-contentids?${ids.map((id) => `contentId=${id}`).join('&')}`),
    };
    const res = await must(calls[url], `a wishlist call for ${url}`)();
    expect((await wishlistOf(app, a)).sort()).toEqual(before.sort());
    if (res.statusCode === 200) {
      const result = res.json().result;
      if (url === '/web/v2/wishlist/contents') expect(result.items).toEqual([]);
      if (url === '/web/v2/wishlist/content-types') expect(result).toEqual([]);
      if (url === '/web/v2/wishlist' || url === '/web/v2/wishlist/delete-by-contentids') expect(result).toEqual({ removed: 0 });
      if (url.endsWith('wishlist-toggle')) expect(await wishlistOf(app, b)).toEqual([first]);
    }
    return res;
  },

  async cart(app: TestApp, { a, b }: Pair, url: string) {
    const [mine, other] = await contentIds(app, ContentType.COURSE, false, 2);
    expect((await answer(app, a, 'POST', '/web/v2/cart/additem', { items: [{ contentId: must(mine, 'a course').id }] })).statusCode).toBe(200);
    const before = await cartOf(app, a);
    const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
      '/web/v2/cart': () => answer(app, b, 'GET', '/web/v2/cart'),
      '/web/v2/cart/additem': () => answer(app, b, 'POST', '/web/v2/cart/additem', { items: [{ contentId: must(other, 'a course').id }] }),
      '/web/v2/cart/remove-items': () => answer(app, b, 'PUT', '/web/v2/cart/remove-items', { items: [{ contentId: must(mine, 'a course').id }] }),
    };
    const res = await must(calls[url], `a cart call for ${url}`)();
    expect(await cartOf(app, a)).toEqual(before);
    if (res.statusCode === 200) {
      const result = res.json().result as { userId: number; items: { contentId: number }[] };
      expect(result.userId).toBe(b.id);
      expect(result.items.map((i) => i.contentId)).not.toContain(must(mine, 'a course').id);
    }
    return res;
  },

  async enrolments(app: TestApp, { a, b }: Pair, url: string) {
    const [course] = await contentIds(app, ContentType.COURSE, true, 1);
    const [webinar] = await contentIds(app, ContentType.WEBINAR, true, 1);
    const [bootcamp] = await contentIds(app, ContentType.BOOTCAMP, false, 1);
    const free = must(course, 'a free course');
    expect((await answer(app, a, 'POST', '/web/v2/enrollments/enroll-free-content', { contentId: free.id })).statusCode).toBe(200);
    const before = await enrolmentsOf(app, a);
    const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
      '/web/v2/enrollments/enroll-free-content': () => answer(app, b, 'POST', '/web/v2/enrollments/enroll-free-content', { contentId: free.id }),
      '/web/v2/webinars/{url}/enroll-free-webinar': () => answer(app, b, 'POST', `/web/v2/webinars/${must(webinar, 'a free webinar').url}/enroll-free-webinar`, { magicCode: null }),
      // No seeded bootcamp is free: B's form is refused (400), and A's enrolments stay as they were.
      '/web/v2/bootcamps/{id}/participants': () =>
        answer(app, b, 'POST', `/web/v2/bootcamps/${must(bootcamp, 'a bootcamp').id}/participants`, {
          type: 2,
          fullName: 'Budi Lain',
          email: 'budi@example.com',
          phoneNumber: '081234567890',
        }),
    };
    // B asks for their own state of the course A owns: not owned, and nothing changes for either.
    calls['/web/v2/enrollments/contents/{id}/my-state'] = () => answer(app, b, 'GET', `/web/v2/enrollments/contents/${free.id}/my-state`);
    const res = await must(calls[url], `an enrolment call for ${url}`)();
    expect(await enrolmentsOf(app, a)).toEqual(before);
    if (url.endsWith('/my-state'))
      expect(res.json().result).toEqual({ contentId: free.id, owned: false, wishlisted: false, inCart: false, pendingOrderId: null, completed: false, certificate: null });
    else if (res.statusCode === 200) expect((await enrolmentsOf(app, b)).map((e) => e.content_id)).toContain(res.json().result.contentId);
    return res;
  },
  // A's order (a free course: it completes without the gateway); B's calls on it answer 404 and
  // leave it as it was; B's list shows none of A's orders.
  async orders(app: TestApp, { a, b }: Pair, url: string) {
    const [course] = await contentIds(app, ContentType.COURSE, true, 1);
    const free = must(course, 'a free course');
    const body = { items: [{ contentId: free.id }], paymentTypeId: 1 };
    const made = await app.inject({ method: 'POST', url: '/web/v2/orders', headers: { ...bearer(a), 'idempotency-key': 'authz-key' }, payload: body });
    expect(made.statusCode, made.body).toBe(200);
    const orderId = made.json().result.id as number;
    const before = await ordersOf(app, a);
    const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
      '/web/v2/orders': () => answer(app, b, 'GET', '/web/v2/orders'),
      '/web/v2/orders/{id}': () => answer(app, b, 'GET', `/web/v2/orders/${orderId}`),
      '/web/v2/orders/{id}/cancel': () => answer(app, b, 'PUT', `/web/v2/orders/${orderId}/cancel`),
      '/web/v2/orders/{id}/payment-method': () => answer(app, b, 'PUT', `/web/v2/orders/${orderId}/payment-method`, { paymentTypeId: 2 }),
      '/web/v2/payment/payments/by-order-id/{id}': () => answer(app, b, 'GET', `/web/v2/payment/payments/by-order-id/${orderId}`),
      '/web/v2/payment/payments/by-order-id/{id}/qr': () => answer(app, b, 'GET', `/web/v2/payment/payments/by-order-id/${orderId}/qr`),
    };
    const res = await must(calls[url], `an order call for ${url}`)();
    expect(await ordersOf(app, a)).toEqual(before);
    expect(res.body).not.toContain(`"id":${orderId},`);
    return res;
  },
  // A's invoice (a free course's order: it completes without the gateway and has its number):
  // B asking for it by number or by order id gets 404 and no PDF; A still gets the PDF.
  async invoices(app: TestApp, { a, b }: Pair, url: string) {
    const [course] = await contentIds(app, ContentType.COURSE, true, 1);
    const made = await app.inject({
      method: 'POST',
      url: '/web/v2/orders',
      headers: { ...bearer(a), 'idempotency-key': 'authz-invoice' },
      payload: { items: [{ contentId: must(course, 'a free course').id }], paymentTypeId: 1 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { id, invoiceNumber } = made.json().result as { id: number; invoiceNumber: string };
    const download = (s: Registered, invoiceId: string | number) => answer(app, s, 'GET', `${url}?invoiceId=${encodeURIComponent(String(invoiceId))}`);
    const byId = await download(b, id);
    expect(byId.statusCode, byId.body).toBe(404);
    const res = await download(b, invoiceNumber);
    expect(res.headers['content-type']).not.toContain('application/pdf');
    expect(res.body).not.toContain(invoiceNumber);
    const own = await download(a, invoiceNumber);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    return res;
  },

  // The live stream carries the caller's own events only: A's events, published before B connects
  // (B asks to resume from event 0) and while B listens, never reach B; B's own event does.
  async 'live events'(app: TestApp, { a, b }: Pair, url: string) {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await LiveHub.publish(app.ctx.db, a.id, 'payment', { orderId: 910001, paymentStatus: 2 });
    const controller = new AbortController();
    const res = await fetch(`${base}${url}`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${b.access}`, 'last-event-id': '0' },
      signal: controller.signal,
    });
    let text = '';
    try {
      await LiveHub.publish(app.ctx.db, a.id, 'payment', { orderId: 910002, paymentStatus: 2 });
      await LiveHub.publish(app.ctx.db, b.id, 'payment', { orderId: 920001, paymentStatus: 2 });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const until = Date.now() + 10_000;
      while (!text.includes('920001') && Date.now() < until) {
        const { value, done } = await Promise.race([
          reader.read(),
          new Promise<{ value: undefined; done: true }>((r) => setTimeout(() => r({ value: undefined, done: true }), until - Date.now())),
        ]);
        if (done) break;
        text += value;
      }
    } finally {
      controller.abort();
    }
    expect(text, "B's own event").toContain('920001');
    expect(text).not.toContain('910001');
    expect(text).not.toContain('910002');
    return { statusCode: res.status, body: text } as LightMyRequestResponse;
  },
} satisfies Record<string, Check>;
