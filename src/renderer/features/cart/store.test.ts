import { describe, expect, it } from 'vitest';
import { lineTotals } from '../../../common/cart';
import type { Cart, CartLine } from '../../../common/contract/cart';
import type { VoucherValidation } from '../../../common/contract/vouchers';
import type { LiveMessage } from '../../api/liveEvents';
import { ok, type Scripted } from '../../api/testAdapter';
import { contentItem } from '../../components/contentFixtures';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { cartLoader } from './loaders';
import { cartOf as cartStoreOf } from './store';

const line = (contentId: number, price: number, finalPrice: number): CartLine => ({
  contentId,
  packageId: null,
  content: contentItem({ contentId, title: `Course ${contentId}` }),
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

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });

function voucherError(message: string): Scripted {
  return { status: 400, data: { statusCode: 400, message, data: { reason: 'expired', voucherCode: 'LAMA2023', message } } };
}

describe('CartStore', () => {
  it('the loader asks G cart and G cart/vouchers once with the bearer; a guest asks nothing', async () => {
    const { store, calls } = testRoot((c) => (c.url.endsWith('/cart/vouchers') ? ok([]) : ok(cartOf(line(1, 200_000, 150_000)))), signedIn());
    await store.boot();
    await cartLoader(store, loaderArgs());
    await cartLoader(store, loaderArgs());
    expect(calls.map((c) => c.url).sort()).toEqual(['/web/v2/cart', '/web/v2/cart/vouchers']);
    expect(calls[0]).toMatchObject({ url: '/web/v2/cart', method: 'GET' });
    expect(calls[0]?.headers.authorization).toBe('Bearer AT');
    expect(cartStoreOf(store).totals).toEqual({ totalPrice: 200_000, totalDiscount: 50_000, totalPayment: 150_000 });

    const guest = testRoot(() => ok(cartOf()));
    await guest.store.boot();
    await cartLoader(guest.store, loaderArgs());
    expect(guest.calls.length).toBe(0);
  });

  it('an order paid elsewhere (a live payment event) makes the cart be read again; other events do not', async () => {
    let lines = [line(1, 200_000, 200_000), line(2, 100_000, 100_000)];
    const { store, calls } = testRoot(() => ok(cartOf(...lines)), signedIn());
    await store.boot();
    await cartStoreOf(store).ensure();
    expect(cartStoreOf(store).lines).toHaveLength(2);
    let handler: ((m: LiveMessage) => void) | undefined;
    let stopped = false;
    const stop = cartStoreOf(store).followPaidOrders({
      on: (topic, h) => {
        expect(topic).toBe('payment');
        handler = h;
        return () => void (stopped = true);
      },
    });
    const before = calls.length;
    handler?.({ id: 1, topic: 'payment', payload: { orderId: 9, paymentStatus: 3 }, at: '' });
    expect(calls.length).toBe(before);
    lines = [line(2, 100_000, 100_000)];
    handler?.({ id: 2, topic: 'payment', payload: { orderId: 9, paymentStatus: 2 }, at: '' });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.length).toBe(before + 1);
    expect(cartStoreOf(store).lines.map((l) => l.line.contentId)).toEqual([2]);
    stop();
    expect(stopped).toBe(true);
  });

  it('adds through P cart/additem; a free item answered as enrolled is owned', async () => {
    const { store, calls } = testRoot((c) => (c.method === 'POST' ? ok({ ...cartOf(), added: [], enrolled: [5] }) : ok(cartOf())), signedIn());
    await store.boot();
    const outcome = await cartStoreOf(store).add(5);
    expect(calls[0]).toMatchObject({ url: '/web/v2/cart/additem', method: 'POST' });
    const sent: unknown = typeof calls[0]?.data === 'string' ? JSON.parse(calls[0].data) : calls[0]?.data;
    expect(sent).toEqual({ items: [{ contentId: 5, packageId: null }] });
    expect(outcome).toEqual({ ok: true, added: [], enrolled: [5] });
    expect(cartStoreOf(store).owned.has(5)).toBe(true);
  });

  it('a refused add answers the server’s first refusal; owned marks the item owned', async () => {
    const message = 'Kamu sudah memiliki kelas ini.';
    const { store } = testRoot(() => ({ status: 400, data: { statusCode: 400, message, data: { items: [{ contentId: 3, reason: 'owned', message }] } } }), signedIn());
    await store.boot();
    const outcome = await cartStoreOf(store).add(3);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.message).toBe(message);
    expect(cartStoreOf(store).owned.has(3)).toBe(true);
  });

  it('a voucher replaces its line’s totals and the cart totals follow (common/cart.ts); a refusal keeps the server’s message', async () => {
    const a = line(1, 200_000, 200_000);
    const b = line(2, 100_000, 80_000);
    const validation: VoucherValidation = {
      voucherId: 9,
      voucherCode: 'HEMAT10',
      name: 'Hemat 10%',
      contentId: 1,
      packageId: null,
      priceType: 1,
      price: 10,
      linePrice: 200_000,
      finalPrice: 200_000,
      discount: 20_000,
      payable: 180_000,
      totals: lineTotals(200_000, 200_000, 20_000),
    };
    const { store } = testRoot((c) => {
      if (c.url.includes('LAMA2023')) return voucherError('Voucher sudah kedaluwarsa.');
      if (c.url.includes('vouchers/validate')) return ok(validation);
      if (c.url.endsWith('remove-items')) return ok(cartOf(b));
      return ok(cartOf(a, b));
    }, signedIn());
    await store.boot();
    await cartStoreOf(store).ensure();
    const bad = await cartStoreOf(store).applyVoucher(1, 'LAMA2023');
    expect(bad).toEqual({ ok: false, message: 'Voucher sudah kedaluwarsa.' });
    expect(cartStoreOf(store).voucherErrors.get(1)).toBe('Voucher sudah kedaluwarsa.');
    expect(cartStoreOf(store).totals.totalPayment).toBe(280_000);

    await cartStoreOf(store).applyVoucher(1, ' HEMAT10 ');
    expect(cartStoreOf(store).voucherErrors.has(1)).toBe(false);
    expect(cartStoreOf(store).totals).toEqual({ totalPrice: 300_000, totalDiscount: 40_000, totalPayment: 260_000 });

    expect(await cartStoreOf(store).remove(1)).toBeNull();
    expect(cartStoreOf(store).vouchers.has(1)).toBe(false);
    expect(cartStoreOf(store).totals.totalPayment).toBe(80_000);
  });

  it('forgets the cart when the session ends', async () => {
    const mem = signedIn();
    const { store } = testRoot(() => ok(cartOf(line(1, 100_000, 100_000))), mem);
    await store.boot();
    await cartStoreOf(store).ensure();
    expect(cartStoreOf(store).cart.data).not.toBeNull();
    store.session.clear();
    expect(cartStoreOf(store).cart.data).toBeNull();
  });

  it('keeps the selection: every line ticked at first; unticked lines leave the totals and the checkout selection', async () => {
    const a = line(1, 200_000, 150_000);
    const b = line(2, 100_000, 100_000);
    const { store } = testRoot(() => ok(cartOf(a, b)), signedIn());
    await store.boot();
    await cartLoader(store, loaderArgs());
    expect(cartStoreOf(store).selectedTotals).toEqual({ totalPrice: 300_000, totalDiscount: 50_000, totalPayment: 250_000 });
    cartStoreOf(store).toggleSelected(1);
    expect(cartStoreOf(store).isSelected(1)).toBe(false);
    expect(cartStoreOf(store).selectedTotals).toEqual({ totalPrice: 100_000, totalDiscount: 0, totalPayment: 100_000 });
    expect(cartStoreOf(store).selection()).toEqual({ items: [2], vouchers: {} });
    cartStoreOf(store).toggleSelected(1);
    expect(cartStoreOf(store).selection().items).toEqual([1, 2]);
  });

  it('?voucher=CODE goes on the first line whose list holds it; a code no line takes keeps the refusal', async () => {
    const held = (contentId: number, code: string) => ({
      contentId,
      packageId: null,
      vouchers: [
        {
          id: 1,
          voucherId: 9,
          voucherCode: code,
          name: 'Potongan',
          description: '',
          priceType: 2,
          price: 25_000,
          minPurchase: 100_000,
          contentType: null,
          contentId: null,
          contentTitle: null,
          startsAt: null,
          endsAt: null,
          source: 'exchange',
          points: 250,
          status: 1,
          receivedAt: '2026-11-27T00:00:00.000Z',
          usedAt: null,
          orderId: null,
          discount: 25_000,
          payable: 125_000,
        },
      ],
    });
    const body = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data) as { contentId: number };
    const valid = (contentId: number): VoucherValidation => ({
      voucherId: 9,
      voucherCode: 'PQABC',
      name: 'Potongan',
      contentId,
      packageId: null,
      priceType: 2,
      price: 25_000,
      linePrice: 200_000,
      finalPrice: 150_000,
      discount: 25_000,
      payable: 125_000,
      totals: lineTotals(200_000, 150_000, 25_000),
    });
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/cart/vouchers')) return ok([held(1, 'OTHER'), held(2, 'PQABC')]);
      if (c.url.includes('/vouchers/validate/')) return ok(valid(body(c.data).contentId));
      return ok(cartOf(line(1, 200_000, 150_000), line(2, 200_000, 150_000)));
    }, signedIn());
    await store.boot();
    await cartLoader(store, loaderArgs({}, 'voucher=pqabc'));
    const validations = calls.filter((c) => c.url.includes('/vouchers/validate/'));
    expect(validations.map((c) => [c.url, body(c.data).contentId])).toEqual([['/web/v2/vouchers/validate/PQABC', 2]]);
    expect(cartStoreOf(store).vouchers.get(2)?.voucherCode).toBe('PQABC');
    expect(
      cartStoreOf(store)
        .vouchersFor(1)
        .map((v) => v.voucherCode),
    ).toEqual(['OTHER']);
    // Again (a language change re-runs the loader): the line keeps it, nothing is asked.
    await cartLoader(store, loaderArgs({}, 'voucher=PQABC'));
    expect(calls.filter((c) => c.url.includes('/vouchers/validate/'))).toHaveLength(1);

    const refused = testRoot((c) => {
      if (c.url.endsWith('/cart/vouchers')) return ok([]);
      if (c.url.includes('/vouchers/validate/')) return voucherError('Voucher "LAMA2023" sudah kedaluwarsa.');
      return ok(cartOf(line(1, 200_000, 150_000)));
    }, signedIn());
    await refused.store.boot();
    await cartLoader(refused.store, loaderArgs({}, 'voucher=LAMA2023'));
    expect(cartStoreOf(refused.store).linkVoucherError).toBe('Voucher "LAMA2023" sudah kedaluwarsa.');
    expect(cartStoreOf(refused.store).vouchers.size).toBe(0);
  });
});
