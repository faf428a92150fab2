import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../common/contract/orders';
import { fail, ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { orderIdOf, transactionLoader, transactionsLoader, transactionsQuery, transactionsSearch } from './loaders';
import { transactionsOf } from './store';

const order = (id: number, status = 2): Order => ({
  id,
  invoiceNumber: `INV/20261125/${String(id).padStart(6, '0')}`,
  paymentStatus: status,
  paymentTypeId: 1,
  paymentGroup: 2,
  subtotal: 200_000,
  discount: 50_000,
  voucherDiscount: 0,
  total: 150_000,
  items: [],
  donation: null,
  payment: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  expiresAt: null,
  paidAt: '2026-11-25T03:10:00.000Z',
});
const pageOf = (...items: Order[]) => ({ items, page: 1, pageSize: 10, total: items.length });
const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });

describe('transactions URL', () => {
  it('reads both filters and the page from the query, defaulting anything unknown', () => {
    expect(transactionsQuery(new URLSearchParams('status=waiting&type=webinar&page=3'))).toEqual({ status: 'waiting', type: 'webinar', page: 3 });
    expect(transactionsQuery(new URLSearchParams('status=paid&type=ebook&page=-2'))).toEqual({ status: 'all', type: 'all', page: 1 });
    expect(transactionsSearch({ status: 'all', type: 'all', page: 1 })).toBe('');
    expect(transactionsSearch({ status: 'fail', type: 'course', page: 2 })).toBe('?status=fail&type=course&page=2');
  });

  it('takes only an int4 order id from the path', () => {
    expect(orderIdOf({ orderId: '42' })).toBe(42);
    for (const bad of ['0', '-1', '1e3', 'abc', '2147483648', '01', undefined]) expect(orderIdOf({ orderId: bad })).toBeNull();
  });
});

describe('TransactionsStore', () => {
  it('asks G orders with the filters of the URL once per language, with the bearer; a guest asks nothing', async () => {
    const { store, calls } = testRoot(() => ok(pageOf(order(2), order(1))), signedIn());
    await store.boot();
    await transactionsLoader(store, loaderArgs({}, 'status=success&type=course'));
    await transactionsLoader(store, loaderArgs({}, 'status=success&type=course'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET' });
    expect(calls[0]?.url).toContain('/web/v2/orders');
    expect(calls[0]?.params).toEqual({ page: 1, pageSize: 10, status: 'success', type: 'course' });
    expect(calls[0]?.headers.authorization).toBe('Bearer AT');
    expect(transactionsOf(store).list.data?.items.map((o) => o.id)).toEqual([2, 1]);
    // "All" sends no filter.
    await transactionsLoader(store, loaderArgs({}, ''));
    expect(calls[1]?.params).toEqual({ page: 1, pageSize: 10 });

    const guest = testRoot(() => ok(pageOf()));
    await guest.store.boot();
    await transactionsLoader(guest.store, loaderArgs({}, ''));
    await transactionLoader(guest.store, loaderArgs({ orderId: '5' }));
    expect(guest.calls).toHaveLength(0);
  });

  it('keeps a 404 of another student’s order as not found, and asks nothing for a malformed id', async () => {
    const { store, calls } = testRoot(() => fail(404, 'Pesanan tidak ditemukan.'), signedIn());
    await store.boot();
    await transactionLoader(store, loaderArgs({ orderId: 'abc' }));
    expect(calls).toHaveLength(0);
    await transactionLoader(store, loaderArgs({ orderId: '77' }));
    expect(calls[0]?.url).toContain('/web/v2/orders/77');
    const res = transactionsOf(store).detail.get(77);
    expect(res.data).toBeNull();
    expect(res.errorStatus).toBe(404);
  });

  it('drops the list when the student signs out', async () => {
    const { store } = testRoot(() => ok(pageOf(order(1))), signedIn());
    await store.boot();
    await transactionsLoader(store, loaderArgs());
    expect(transactionsOf(store).list.data).not.toBeNull();
    store.session.clear();
    expect(transactionsOf(store).list.data).toBeNull();
  });

  it('downloads the invoice through the platform with the bearer token and the page language', async () => {
    const mem = signedIn();
    const download = vi.fn(async () => ({ ok: true }));
    mem.platform.download = download;
    const { store } = testRoot(() => ok(order(9)), mem);
    await store.boot();
    store.settings.setLocale('en');
    expect(await transactionsOf(store).downloadInvoice(order(9))).toEqual({ ok: true });
    expect(download).toHaveBeenCalledWith('/web/v2/orders/invoices/download?invoiceId=9&lang=en', 'invoice-9.pdf', {
      accessToken: 'AT',
      // Filed in the desktop app's offline library (the web platform ignores it).
      library: { kind: 'invoice', ref: '9', title: 'Invoice INV/20261125/000009' },
    });
    expect(transactionsOf(store).downloading.size).toBe(0);
  });

  it('refreshes once and tries again when the download answers 401; a cancel is not an error', async () => {
    const mem = signedIn();
    const download = vi.fn().mockResolvedValueOnce({ ok: false, error: 'HTTP 401' }).mockResolvedValueOnce({ ok: false, error: 'cancelled' });
    mem.platform.download = download;
    const { store, calls } = testRoot(() => ok(order(9)), mem);
    await store.boot();
    expect(await transactionsOf(store).downloadInvoice(order(9))).toEqual({ ok: false, cancelled: true, message: 'cancelled' });
    expect(download).toHaveBeenCalledTimes(2);
    expect(calls.some((c) => c.url.includes('/web/v2/orders/9'))).toBe(true);
  });
});
