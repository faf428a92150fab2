import { describe, expect, it } from 'vitest';
import { ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { historyFilter, historyPage, voucherTab, vouchersLoader } from './loaders';
import { vouchersOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const page = { items: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 0 };

describe('voucherqu loader', () => {
  it('reads the tab, filter and page from the query; anything else falls back', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect([voucherTab(q('')), voucherTab(q('tab=offers')), voucherTab(q('tab=history')), voucherTab(q('tab=nope'))]).toEqual(['mine', 'offers', 'history', 'mine']);
    expect([historyFilter(q('filter=used')), historyFilter(q('filter=expired')), historyFilter(q('filter=x'))]).toEqual(['used', 'expired', 'all']);
    expect([historyPage(q('page=3')), historyPage(q('page=0')), historyPage(q('page=1.5')), historyPage(q('page=9999999'))]).toEqual([3, 1, 1, 1]);
  });

  it('asks each tab’s call once with the bearer; a guest asks nothing', async () => {
    const { store, calls } = testRoot((c) => ok(c.url.includes('/history') ? page : []), signedIn());
    await store.boot();
    await vouchersLoader(store, loaderArgs());
    await vouchersLoader(store, loaderArgs());
    await vouchersLoader(store, loaderArgs({}, 'tab=offers'));
    await vouchersLoader(store, loaderArgs({}, 'tab=history&filter=used&page=2'));
    expect(calls.map((c) => [c.method, c.url, c.params ?? null])).toEqual([
      ['GET', '/web/v2/vouchers/my-vouchers', null],
      ['GET', '/web/v2/point/voucher-exchanges', null],
      ['GET', '/web/v2/vouchers/history', { filter: 'used', page: 2, pageSize: 10 }],
    ]);
    expect(calls[0]?.headers.authorization).toBe('Bearer AT');

    const guest = testRoot(() => ok([]));
    await guest.store.boot();
    await vouchersLoader(guest.store, loaderArgs());
    expect(guest.calls).toHaveLength(0);
  });

  it('G vouchers/{id}?type loads a detail once per id and type', async () => {
    const { store, calls } = testRoot(() => ok({ type: 2, held: null, offer: null }), signedIn());
    await store.boot();
    await vouchersOf(store).loadDetail(4, 2);
    await vouchersOf(store).loadDetail(4, 2);
    await vouchersOf(store).loadDetail(4, 1);
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/web/v2/vouchers/4', { type: 2 }],
      ['/web/v2/vouchers/4', { type: 1 }],
    ]);
  });
});
