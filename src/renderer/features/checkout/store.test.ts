import { describe, expect, it } from 'vitest';
import { lineTotals } from '../../../common/cart';
import type { Cart, CartLine } from '../../../common/contract/cart';
import type { Order, PaymentAnswer } from '../../../common/contract/orders';
import type { VoucherValidation } from '../../../common/contract/vouchers';
import { ok, type RecordedCall, type Scripted } from '../../api/testAdapter';
import type { LiveMessage } from '../../api/liveEvents';
import { contentItem } from '../../components/contentFixtures';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { checkoutHref, parseCheckoutSearch } from './links';
import { checkoutLoader, paymentLoader } from './loaders';
import { CheckoutStore, formatCountdown, paymentViewOf, secondsLeft, VOUCHER_CHANNEL_ID } from './store';
import { checkoutOf } from './store';
import { cartOf as cartStoreOf } from '../cart';

const line = (contentId: number, price: number, finalPrice: number): CartLine => ({
  contentId,
  packageId: null,
  content: contentItem({ contentId, title: `Course ${contentId}`, url: `course-${contentId}` }),
  package: null,
  price,
  finalPrice,
  totals: lineTotals(price, finalPrice),
  addedAt: '2026-11-25T00:00:00.000Z',
});

const cartOf = (...items: CartLine[]): Cart => ({
  userId: 7,
  items,
  totalItems: items.length,
  totalPrice: items.reduce((s, l) => s + l.totals.grossTotal, 0),
  totalDiscount: items.reduce((s, l) => s + l.totals.totalDiscount, 0),
  totalPayment: items.reduce((s, l) => s + l.totals.totalPayable, 0),
});

const groups = [
  { id: 2, key: 'TRANSFER_VIRTUAL_ACCOUNT', name: 'Transfer Virtual Account', paymentTypes: [{ id: 1, code: 'bca_va', name: 'BCA Virtual Account' }] },
  { id: 12, key: 'VOUCHER', name: 'Voucher', paymentTypes: [{ id: 17, code: 'voucher', name: 'Voucher' }] },
];

const payment = (over: Partial<PaymentAnswer> = {}): PaymentAnswer => ({
  id: 3,
  channelId: 1,
  group: 2,
  amount: 150_000,
  status: 1,
  vaNumber: '81278123456789',
  bank: 'bca',
  billKey: null,
  billerCode: null,
  paymentCode: null,
  store: null,
  qrString: null,
  qrCodeUrl: null,
  deeplinkUrl: null,
  redirectUrl: null,
  expiresAt: '2026-11-26T00:00:00.000Z',
  ...over,
});

const order = (over: Partial<Order> = {}): Order => ({
  id: 41,
  invoiceNumber: 'INV/20261125/41',
  paymentStatus: 1,
  paymentTypeId: 1,
  paymentGroup: 2,
  subtotal: 200_000,
  discount: 50_000,
  voucherDiscount: 0,
  total: 150_000,
  items: [],
  donation: null,
  payment: payment(),
  createdAt: '2026-11-25T00:00:00.000Z',
  expiresAt: '2026-11-26T00:00:00.000Z',
  paidAt: null,
  ...over,
});

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const bodyOf = (c: RecordedCall | undefined): unknown => (typeof c?.data === 'string' ? JSON.parse(c.data) : c?.data);

describe('checkout links', () => {
  it('round-trips the selection and drops what is malformed', () => {
    const href = checkoutHref({ items: [12, 34], vouchers: { 12: 'HEMAT10' } });
    expect(href).toBe('/checkout?items=12%2C34&voucher=12%3AHEMAT10');
    expect(parseCheckoutSearch(new URL(href, 'http://x').searchParams)).toEqual({ items: [12, 34], vouchers: { 12: 'HEMAT10' } });
    expect(parseCheckoutSearch(new URLSearchParams('items=1,x,-2,1,3.5,4&voucher=9:NOPE&voucher=4:&voucher=bad'))).toEqual({ items: [1, 4], vouchers: {} });
  });

  it('counts down and tells pending, paid and expired apart', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(90_061)).toBe('25:01:01');
    const now = Date.parse('2026-11-25T23:59:00.000Z');
    expect(secondsLeft('2026-11-26T00:00:00.000Z', now)).toBe(60);
    expect(secondsLeft('2026-11-25T00:00:00.000Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(paymentViewOf(order(), now)).toBe('pending');
    expect(paymentViewOf(order(), Date.parse('2026-11-26T00:00:01.000Z'))).toBe('expired');
    expect(paymentViewOf(order({ paymentStatus: 2 }), now)).toBe('paid');
    expect(paymentViewOf(order({ paymentStatus: 3 }), now)).toBe('expired');
  });
});

describe('CheckoutStore', () => {
  it('the loader reads the cart and the groups, then checks the URL’s voucher again; totals are common/cart.ts’s', async () => {
    const validation: VoucherValidation = {
      voucherId: 9,
      voucherCode: 'HEMAT10',
      contentId: 1,
      packageId: null,
      priceType: 2,
      discount: 20_000,
      totals: lineTotals(200_000, 200_000, 20_000),
    } as VoucherValidation;
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/cart')) return ok(cartOf(line(1, 200_000, 200_000), line(2, 100_000, 80_000), line(3, 50_000, 50_000)));
      if (c.url.includes('payment-type-groups')) return ok(groups);
      if (c.url.includes('vouchers/validate/HEMAT10')) return ok(validation);
      return { status: 500 };
    }, signedIn());
    await store.boot();
    await checkoutLoader(store, loaderArgs({}, 'items=1,2&voucher=1:HEMAT10'));
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(['GET /web/v2/cart', 'GET /web/v2/payment/payment-type-groups', 'POST /web/v2/vouchers/validate/HEMAT10']);
    expect(checkoutOf(store).lines.map((l) => l.line.contentId)).toEqual([1, 2]);
    expect(checkoutOf(store).totals).toEqual({ totalPrice: 300_000, totalDiscount: 40_000, totalPayment: 260_000 });
    // The voucher group is the server's own: never a choice.
    expect(checkoutOf(store).channelGroups.map((g) => g.key)).toEqual(['TRANSFER_VIRTUAL_ACCOUNT']);
    expect(checkoutOf(store).payable).toBe(true);
    expect(checkoutOf(store).orderBody()).toBeNull(); // no channel chosen yet
    checkoutOf(store).setChannel(1);
    expect(checkoutOf(store).orderBody()).toEqual({
      items: [
        { contentId: 1, packageId: null, voucherCode: 'HEMAT10' },
        { contentId: 2, packageId: null, voucherCode: null },
      ],
      paymentTypeId: 1,
    });
  });

  it('pays with one Idempotency-Key per attempt: a double click is one call, a retry the same key, another body a new key', async () => {
    let fail = true;
    let release: (s: Scripted) => void = () => undefined;
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/cart')) return ok(cartOf(line(1, 200_000, 150_000)));
      if (c.url.includes('payment-type-groups')) return ok(groups);
      if (c.url.endsWith('/orders') && fail) return new Promise<Scripted>((r) => (release = r)) as unknown as Scripted;
      return ok(order());
    }, signedIn());
    await store.boot();
    await checkoutLoader(store, loaderArgs({}, 'items=1'));
    checkoutOf(store).setChannel(1);
    const first = checkoutOf(store).place();
    const second = checkoutOf(store).place();
    expect(second).toBe(first);
    await new Promise((r) => setTimeout(r, 0));
    expect(checkoutOf(store).placing).toBe(true);
    release({ status: 503, data: { statusCode: 503, message: 'Pembayaran belum dapat dibuat.', data: { orderId: 41 } } });
    expect(await first).toEqual({ ok: false, message: 'Pembayaran belum dapat dibuat.', orderId: 41 });
    expect(checkoutOf(store).placeError).toBe('Pembayaran belum dapat dibuat.');
    const orderCalls = () => calls.filter((c) => c.url.endsWith('/orders'));
    expect(orderCalls()).toHaveLength(1);
    const key = orderCalls()[0]?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(bodyOf(orderCalls()[0])).toEqual({ items: [{ contentId: 1, packageId: null, voucherCode: null }], paymentTypeId: 1 });

    // Retry: the same key (one order on the server whatever happened to the first answer).
    fail = false;
    const retry = await checkoutOf(store).place();
    expect(retry.ok).toBe(true);
    expect(orderCalls()[1]?.headers['idempotency-key']).toBe(key);
    expect(checkoutOf(store).order.data?.id).toBe(41);

    // A new attempt (after an order was made, or with another channel) is a new key.
    checkoutOf(store).setChannel(2);
    await checkoutOf(store).place();
    expect(orderCalls()[2]?.headers['idempotency-key']).not.toBe(key);
    expect(bodyOf(orderCalls()[2])).toMatchObject({ paymentTypeId: 2 });
  });

  it('a gateway refusal (502) keeps the student on checkout with the message, and the next try is a new order', async () => {
    let refuse = true;
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/cart')) return ok(cartOf(line(1, 200_000, 150_000)));
      if (c.url.includes('payment-type-groups')) return ok(groups);
      if (c.url.endsWith('/orders') && refuse) return { status: 502, data: { statusCode: 502, message: 'Metode pembayaran ditolak.', data: { orderId: 41 } } };
      return ok(order());
    }, signedIn());
    await store.boot();
    await checkoutLoader(store, loaderArgs({}, 'items=1'));
    checkoutOf(store).setChannel(1);
    // The refused order is ended on the server: no payment page to open.
    expect(await checkoutOf(store).place()).toEqual({ ok: false, message: 'Metode pembayaran ditolak.', orderId: null });
    expect(checkoutOf(store).placeError).toBe('Metode pembayaran ditolak.');
    refuse = false;
    expect((await checkoutOf(store).place()).ok).toBe(true);
    const keys = calls.filter((c) => c.url.endsWith('/orders')).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a total of 0 needs no channel: it sends the voucher channel; a 400 keeps the server’s message', async () => {
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/cart')) return ok(cartOf(line(5, 0, 0)));
      if (c.url.includes('payment-type-groups')) return ok(groups);
      return { status: 400, data: { statusCode: 400, message: 'Anda sudah memiliki konten ini: Course 5' } };
    }, signedIn());
    await store.boot();
    await checkoutLoader(store, loaderArgs({}, 'items=5'));
    expect(checkoutOf(store).payable).toBe(false);
    const outcome = await checkoutOf(store).place();
    expect(outcome).toEqual({ ok: false, message: 'Anda sudah memiliki konten ini: Course 5', orderId: null });
    expect(bodyOf(calls.find((c) => c.url.endsWith('/orders')))).toMatchObject({ paymentTypeId: VOUCHER_CHANNEL_ID });
    expect(checkoutOf(store).placeError).toBe('Anda sudah memiliki konten ini: Course 5');
  });

  it('the payment page reads the order, its charge and the channel’s steps; a 404 is kept as such', async () => {
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/orders/41')) return ok(order());
      if (c.url.endsWith('by-order-id/41')) return ok(payment());
      if (c.url.endsWith('payment-types/1/instruction')) return ok({ paymentTypeId: 1, name: 'BCA', sections: [{ title: 'ATM BCA', steps: ['Masukkan kartu'] }] });
      if (c.url.includes('payment-type-groups')) return ok(groups);
      return { status: 404, data: { statusCode: 404, message: 'Pesanan tidak ditemukan' } };
    }, signedIn());
    await store.boot();
    await paymentLoader(store, loaderArgs({ orderId: '41' }));
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'GET /web/v2/orders/41',
      'GET /web/v2/payment/payment-type-groups',
      'GET /web/v2/payment/payment-types/1/instruction',
      'GET /web/v2/payment/payments/by-order-id/41',
    ]);
    expect(checkoutOf(store).payment.data?.vaNumber).toBe('81278123456789');
    expect(checkoutOf(store).instruction.data?.sections[0]?.title).toBe('ATM BCA');
    expect(calls.every((c) => c.headers.authorization === 'Bearer AT' || c.url.includes('payment-type'))).toBe(true);

    await paymentLoader(store, loaderArgs({ orderId: '999' }));
    expect(checkoutOf(store).order.errorStatus).toBe(404);
    expect(checkoutOf(store).order.data).toBeNull();
  });

  it('a live payment event of this order re-reads it (paid without reload), so does the stream opening; other orders’ events are ignored', async () => {
    let status = 1;
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/orders/41')) return ok(order({ paymentStatus: status, paidAt: status === 2 ? '2026-11-25T01:00:00.000Z' : null }));
      if (c.url.endsWith('by-order-id/41')) return ok(payment({ status }));
      return ok({ paymentTypeId: 1, name: 'BCA', sections: [] });
    }, signedIn());
    await store.boot();
    const handlers: ((m: LiveMessage) => void)[] = [];
    const opens: (() => void)[] = [];
    let stopped = 0;
    const live = {
      on: (topic: string, h: (m: LiveMessage) => void, onOpen?: () => void) => {
        expect(topic).toBe('payment');
        handlers.push(h);
        if (onOpen) opens.push(onOpen);
        return () => void stopped++;
      },
    };
    const checkout = new CheckoutStore(store.client, store.session, cartStoreOf(store), live, () => 'id');
    await checkout.openPayment(41);
    const stop = checkout.watch(41);
    // Paid between the page's first read and the stream opening: the open re-reads the order.
    status = 2;
    opens[0]?.();
    await new Promise((r) => setTimeout(r, 10));
    expect(checkout.order.data?.paymentStatus).toBe(2);
    status = 1;
    await checkout.refresh(41);
    const before = calls.length;
    handlers[0]?.({ id: 1, topic: 'payment', payload: { orderId: 7, paymentStatus: 2 }, at: '' });
    expect(calls.length).toBe(before);
    status = 2;
    handlers[0]?.({ id: 2, topic: 'payment', payload: { orderId: 41, paymentStatus: 2 }, at: '' });
    await new Promise((r) => setTimeout(r, 10));
    expect(checkout.order.data?.paymentStatus).toBe(2);
    expect(paymentViewOf(must(checkout.order.data), Date.now())).toBe('paid');
    stop();
    expect(stopped).toBe(1);
    checkout.dispose();
  });

  it('cancel and change of method replace the order and its charge; a refusal answers the message', async () => {
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/cancel')) return ok(order({ paymentStatus: 3, payment: null }));
      if (c.url.endsWith('/payment-method')) return ok(order({ paymentTypeId: 10, payment: payment({ channelId: 10, group: 5, vaNumber: null, paymentCode: '12345678901234' }) }));
      if (c.url.includes('/instruction')) return ok({ paymentTypeId: 10, name: 'Indomaret', sections: [] });
      return { status: 400, data: { statusCode: 400, message: 'Pesanan tidak lagi menunggu pembayaran' } };
    }, signedIn());
    await store.boot();
    const changed = await checkoutOf(store).changeMethod(41, 10);
    expect(changed.ok).toBe(true);
    expect(bodyOf(calls[0])).toEqual({ paymentTypeId: 10 });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/web/v2/orders/41/payment-method' });
    expect(checkoutOf(store).payment.data?.paymentCode).toBe('12345678901234');
    expect(calls.some((c) => c.url.endsWith('payment-types/10/instruction'))).toBe(true);
    const cancelled = await checkoutOf(store).cancel(41);
    expect(cancelled.ok && cancelled.order.paymentStatus).toBe(3);
    expect(calls.some((c) => c.method === 'PUT' && c.url === '/web/v2/orders/41/cancel')).toBe(true);
  });

  it('a change another tab won (409) shows the payment in force afterwards, with its message', async () => {
    const winning = payment({ id: 9, channelId: 11, group: 5, vaNumber: null, bank: null, paymentCode: '99990000111122', store: 'alfamart' });
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/payment-method'))
        return { status: 409, data: { statusCode: 409, message: 'The payment method of this order was just changed by another request.', data: { orderId: 41, payment: winning } } };
      if (c.url.endsWith('/orders/41')) return ok(order({ paymentTypeId: 11, payment: winning }));
      if (c.url.includes('/by-order-id/41')) return ok(winning);
      if (c.url.includes('/instruction')) return ok({ paymentTypeId: 11, name: 'Alfamart', sections: [] });
      return { status: 404, data: { statusCode: 404, message: 'not found' } };
    }, signedIn());
    await store.boot();
    const changed = await checkoutOf(store).changeMethod(41, 10);
    expect(changed).toEqual({ ok: false, message: 'The payment method of this order was just changed by another request.' });
    expect(checkoutOf(store).payment.data?.paymentCode).toBe('99990000111122');
    expect(checkoutOf(store).channelOfOrder).toBe(11);
    expect(calls.some((c) => c.url.endsWith('payment-types/11/instruction'))).toBe(true);
  });

  it('signing out forgets the order', async () => {
    const mem = signedIn();
    const { store } = testRoot((c) => (c.url.endsWith('/orders/41') ? ok(order()) : ok(payment())), mem);
    await store.boot();
    await checkoutOf(store).openPayment(41);
    expect(checkoutOf(store).order.data?.id).toBe(41);
    store.session.clear();
    expect(checkoutOf(store).order.data).toBeNull();
  });
});

function must<T>(v: T | null | undefined): T {
  if (v == null) throw new Error('missing');
  return v;
}
