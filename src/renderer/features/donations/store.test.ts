import { describe, expect, it } from 'vitest';
import type { DonationTotals } from '../../../common/contract/donations';
import type { Order } from '../../../common/contract/orders';
import { DONATION_TOTALS_POLL_MS } from '../../../common/donations';
import { ContractClient } from '../../api/contract';
import { fail, ok, type RecordedCall } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { donationOrderIdOf, donationResultLoader } from './loaders';
import { DonationsStore, parseRupiah } from './store';
import { donationsOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const bodyOf = (c: RecordedCall | undefined): unknown => (typeof c?.data === 'string' ? JSON.parse(c.data) : c?.data);
const order = { id: 81, items: [], donation: { campaignId: 3, url: 'peduli', title: 'Peduli', amount: 50_000, isAnonymous: true } } as unknown as Order;
const totals = (collectedAmount: number, donorsCount: number): DonationTotals => ({ id: 3, collectedAmount, donorsCount, targetAmount: 1_000_000, progressPercent: 0 });

describe('the free amount', () => {
  it('reads whole rupiah with or without grouping, and refuses anything else', () => {
    for (const [text, n] of [
      ['50000', 50_000],
      ['50.000', 50_000],
      ['50,000', 50_000],
      ['Rp 1.250.000', 1_250_000],
      [' rp50.000 ', 50_000],
    ] as const)
      expect(parseRupiah(text)).toBe(n);
    for (const bad of ['', 'abc', '10,5', '5.0000', '-10000', '1e6', '50.000,00']) expect(parseRupiah(bad)).toBeNull();
  });

  it('takes only an int4 order id from the result path', () => {
    expect(donationOrderIdOf({ id: '81' })).toBe(81);
    for (const bad of ['0', 'x', '2147483648', undefined]) expect(donationOrderIdOf({ id: bad })).toBeNull();
  });
});

describe('DonationsStore', () => {
  it('sends nothing for an amount outside the shared bounds; a valid one is one donation per key', async () => {
    const { store, calls } = testRoot(() => ok(order), signedIn());
    await store.boot();
    expect(await donationsOf(store).donate('peduli', { amount: 9_999, paymentTypeId: 1 }, 'k1')).toEqual({ ok: false, message: '', field: 'amount' });
    expect(await donationsOf(store).donate('peduli', { amount: 100_000_001, paymentTypeId: 1 }, 'k1')).toMatchObject({ ok: false, field: 'amount' });
    expect(calls).toHaveLength(0);
    const outcome = await donationsOf(store).donate('peduli', { amount: 50_000, paymentTypeId: 1, isAnonymous: true, message: 'Semangat' }, 'k1');
    expect(outcome).toEqual({ ok: true, order });
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]?.url).toContain('/web/v2/donations/peduli/donate');
    expect(calls[0]?.headers['Idempotency-Key'] ?? calls[0]?.headers['idempotency-key']).toBe('k1');
    expect(bodyOf(calls[0])).toMatchObject({ amount: 50_000, paymentTypeId: 1, isAnonymous: true, message: 'Semangat' });
    expect(typeof (bodyOf(calls[0]) as { deviceId: unknown }).deviceId).toBe('string');
  });

  it("shows the server's 400 as the amount's hint and other failures on the form", async () => {
    let status = 400;
    const { store } = testRoot(() => fail(status, 'Kampanye ini sudah berakhir.'), signedIn());
    await store.boot();
    expect(await donationsOf(store).donate('peduli', { amount: 50_000, paymentTypeId: 1 }, 'k')).toEqual({ ok: false, message: 'Kampanye ini sudah berakhir.', field: 'amount' });
    status = 503;
    expect(await donationsOf(store).donate('peduli', { amount: 50_000, paymentTypeId: 1 }, 'k')).toMatchObject({ ok: false, field: 'form' });
    expect(donationsOf(store).placing).toBe(false);
  });

  it('asks a result once per student and language; a guest asks nothing', async () => {
    const { store, calls } = testRoot(() => ok({ orderId: 81 }), signedIn());
    await store.boot();
    await donationResultLoader(store, loaderArgs({ id: '81' }));
    await donationResultLoader(store, loaderArgs({ id: '81' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('/web/v2/donations/81/result');
    const guest = testRoot(() => ok({}));
    await guest.store.boot();
    await donationResultLoader(guest.store, loaderArgs({ id: '81' }));
    expect(guest.calls).toHaveLength(0);
  });

  it('polls the totals while watched and visible, one poll per campaign however many watch, and stops', async () => {
    const { store, calls } = testRoot(() => ok(totals(600_000, 7)));
    await store.boot();
    const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
    let visible = true;
    const donations = new DonationsStore({
      client: new ContractClient(store.api, store.studentApi),
      session: store.session,
      locale: () => 'id',
      deviceId: () => 'dev-1',
      setTimer: (fn, ms) => timers.push({ fn, ms, cleared: false }) - 1,
      clearTimer: (h) => (timers[h as number]!.cleared = true),
      visible: () => visible,
    });
    donations.heard(totals(500_000, 6));
    const stopA = donations.watchTotals('peduli');
    const stopB = donations.watchTotals('peduli');
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(DONATION_TOTALS_POLL_MS);
    timers[0]!.fn();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('/web/v2/donations/peduli/totals');
    expect(donations.totals.get(3)).toMatchObject({ collectedAmount: 600_000, donorsCount: 7 });
    // Hidden: no poll.
    visible = false;
    timers[0]!.fn();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
    stopA();
    expect(timers[0]?.cleared).toBe(false);
    stopB();
    expect(timers[0]?.cleared).toBe(true);
  });
});
