import { describe, expect, it } from 'vitest';
import type { CheckIn, PayoutView, PointsAbout, PointsMovement } from '../../../common/contract/points';
import { fail, ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { poinquLoader } from './loaders';
import { pointsOf } from './store';

const checkIn = (over: Partial<CheckIn> = {}): CheckIn => ({
  today: '2026-11-27',
  serverTime: '2026-11-27T03:00:00.000Z',
  checkedInToday: false,
  streak: 0,
  streakDay: 1,
  points: 10,
  balance: 0,
  ...over,
});
const about = (c: CheckIn): PointsAbout => ({ balance: c.balance, held: 0, checkIn: c, rules: { checkInPoints: 10, streakLength: 7, streakBonus: 50, text: [] } });
const movement = (id: number): PointsMovement => ({ id, reason: 'checkin', title: `Check-in ${id}`, points: 10, createdAt: '2026-11-27T03:00:00.000Z' });
const page = <T>(items: T[], p: number, totalItems: number) => ({ items, page: p, pageSize: 10, totalItems, totalPages: Math.ceil(totalItems / 10) });
const payout = (status: 1 | 2 | 3): PayoutView => ({
  id: 7,
  status,
  failure: null,
  points: 1000,
  amount: 10_000,
  accountNumber: '0812****7890',
  createdAt: '2026-11-27T03:00:00.000Z',
  settledAt: null,
});

function root(extra: (url: string, method: string, params: unknown) => ReturnType<typeof ok> | null = () => null) {
  return testRoot(
    (c) => {
      const own = extra(c.url, c.method, c.params);
      if (own) return own;
      if (c.url.endsWith('/point/about')) return ok(about(checkIn()));
      if (c.url.endsWith('/point/voucher-exchanges')) return ok([]);
      if (c.url.endsWith('/point/history')) {
        const p = Number((c.params as { page: number }).page);
        return ok(
          page(
            Array.from({ length: p === 1 ? 10 : 3 }, (_, i) => movement((p - 1) * 10 + i + 1)),
            p,
            13,
          ),
        );
      }
      if (c.url.endsWith('/point/voucher-exchange-history')) return ok(page([], 1, 0));
      return fail(404, 'not here');
    },
    memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }),
  );
}

describe('PointsStore', () => {
  it('loads page 1 of size 10 and appends the next page on "load more" until the last', async () => {
    const { store, calls } = root();
    await store.boot();
    await poinquLoader(store, loaderArgs());
    const history = calls.filter((c) => c.url.endsWith('/point/history'));
    expect(history.map((c) => c.params)).toEqual([{ page: 1, pageSize: 10 }]);
    expect(pointsOf(store).history.items).toHaveLength(10);
    expect(pointsOf(store).history.hasMore).toBe(true);
    await pointsOf(store).history.loadMore();
    expect(pointsOf(store).history.items.map((m) => m.id)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(pointsOf(store).history.hasMore).toBe(false);
    await pointsOf(store).history.loadMore();
    expect(calls.filter((c) => c.url.endsWith('/point/history'))).toHaveLength(2);
  });

  it('"today" is the server’s: the offset of the answer’s serverTime, not the device’s clock', async () => {
    const server = new Date(Date.now() + 3 * 86_400_000);
    const { store } = root((url) => (url.endsWith('/point/about') ? ok(about(checkIn({ serverTime: server.toISOString() }))) : null));
    await store.boot();
    await pointsOf(store).loadAbout();
    expect(Math.abs(pointsOf(store).now().getTime() - server.getTime())).toBeLessThan(2_000);
    const jakarta = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(pointsOf(store).today()).toBe(jakarta.format(pointsOf(store).now()));
  });

  it('a check-in updates the balance and today’s state; a refusal keeps the server’s message', async () => {
    let refuse = false;
    const { store } = root((url, method) => {
      if (url.endsWith('/point/create-point/check-in') && method === 'POST') return refuse ? fail(409, 'Coba lagi sebentar.') : ok(checkIn({ checkedInToday: true, streak: 1, balance: 10 }));
      return null;
    });
    await store.boot();
    await pointsOf(store).loadAll();
    const done = await pointsOf(store).checkInToday();
    expect(done.ok).toBe(true);
    expect(pointsOf(store).about.data).toMatchObject({ balance: 10, checkIn: { checkedInToday: true, streak: 1 } });
    refuse = true;
    const refused = await pointsOf(store).checkInToday();
    expect(refused).toMatchObject({ ok: false, status: 409, message: 'Coba lagi sebentar.' });
  });

  it('an exchange refused for a short balance answers 409 with the server’s message; a payout’s 400 is its status', async () => {
    const { store } = root((url) => {
      if (url.endsWith('/point/exchange')) return fail(409, 'Poinmu belum cukup.');
      if (url.endsWith('/point/exchange-gopay')) return fail(400, 'Nomor GoPay harus nomor ponsel Indonesia (08…).');
      return null;
    });
    await store.boot();
    expect(await pointsOf(store).exchange(3)).toEqual({ ok: false, status: 409, message: 'Poinmu belum cukup.' });
    expect(await pointsOf(store).requestPayout(4, '0212')).toEqual({ ok: false, status: 400, message: 'Nomor GoPay harus nomor ponsel Indonesia (08…).' });
    expect(pointsOf(store).acting).toBeNull();
  });

  it('refreshes a payout’s status and reads the balance again when it changed', async () => {
    let status: 1 | 2 | 3 = 1;
    const { store, calls } = root((url) => (url.endsWith('/point/exchange-gopay/7') ? ok(payout(status)) : null));
    await store.boot();
    await pointsOf(store).refreshPayout(7);
    const before = calls.filter((c) => c.url.endsWith('/point/about')).length;
    await pointsOf(store).refreshPayout(7);
    expect(calls.filter((c) => c.url.endsWith('/point/about')).length).toBe(before);
    status = 3;
    await pointsOf(store).refreshPayout(7);
    expect(pointsOf(store).payout?.status).toBe(3);
    expect(calls.filter((c) => c.url.endsWith('/point/about')).length).toBe(before + 1);
  });

  it('forgets everything when the student signs out', async () => {
    const { store } = root();
    await store.boot();
    await pointsOf(store).loadAll();
    expect(pointsOf(store).about.data).not.toBeNull();
    store.session.clear();
    expect(pointsOf(store).about.data).toBeNull();
    expect(pointsOf(store).history.items).toEqual([]);
  });
});
