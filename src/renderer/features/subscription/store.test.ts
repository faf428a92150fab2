import { describe, expect, it } from 'vitest';
import type { MySubscription, SubscriptionPackage } from '../../../common/contract/subscriptions';
import { ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { subscriptionLoader } from './loaders';
import { subscriptionOf } from './store';

const mine = (over: Partial<MySubscription> = {}): MySubscription => ({
  serverTime: '2026-11-27T03:00:00.000Z',
  running: null,
  accessUntil: null,
  daysLeft: 0,
  history: [],
  unlocks: { classCount: 42, catalogueUrl: '/courses' },
  offeredPlanUrl: 'langganan-bulanan',
  ...over,
});
const plan = (contentId: number, months: number): SubscriptionPackage => ({
  contentId,
  url: `plan-${months}`,
  title: `Plan ${months}`,
  period: 'monthly',
  months,
  price: 100_000 * months,
  finalPrice: 90_000 * months,
  pricePerMonth: 90_000,
  savingPercent: 0,
  benefits: [],
  isSelected: months === 1,
});
const myState = { owned: false, inCart: false, wishlisted: false, pendingOrderId: null };

describe('SubscriptionStore', () => {
  it('the loader asks my subscription every time, the offered plan’s packages once, and each plan’s buy state', async () => {
    const { store, calls } = testRoot(
      (c) => {
        if (c.url.endsWith('/subscriptions/mine')) return ok(mine());
        if (c.url.endsWith('/packages')) return ok([plan(7, 1), plan(8, 3)]);
        return ok(myState);
      },
      memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }),
    );
    await store.boot();
    await subscriptionLoader(store, loaderArgs());
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        '/web/v2/subscriptions/mine',
        '/web/v2/subscriptions/langganan-bulanan/packages',
        '/web/v2/enrollments/contents/7/my-state',
        '/web/v2/enrollments/contents/8/my-state',
      ]),
    );
    expect(subscriptionOf(store).mine.data?.unlocks.classCount).toBe(42);
    expect(subscriptionOf(store).plans.data?.map((p) => p.months)).toEqual([1, 3]);
    const before = calls.filter((c) => c.url.endsWith('/packages')).length;
    await subscriptionLoader(store, loaderArgs());
    expect(calls.filter((c) => c.url.endsWith('/subscriptions/mine'))).toHaveLength(2);
    expect(calls.filter((c) => c.url.endsWith('/packages'))).toHaveLength(before);
  });

  it('no plan on sale: no packages call; a guest asks nothing', async () => {
    const { store, calls } = testRoot(
      (c) => (c.url.endsWith('/subscriptions/mine') ? ok(mine({ offeredPlanUrl: null })) : ok([])),
      memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }),
    );
    await store.boot();
    await subscriptionLoader(store, loaderArgs());
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/subscriptions/mine']);
    expect(subscriptionOf(store).plans.data).toBeNull();

    const guest = testRoot(() => ok([]));
    await guest.store.boot();
    await subscriptionLoader(guest.store, loaderArgs());
    expect(guest.calls.length).toBe(0);
  });
});
