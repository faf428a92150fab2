import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('loads once per key per TTL and shares concurrent misses', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache(1000);
    const load = vi.fn(async () => 'v');
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('maxEntries drops the oldest entry first', async () => {
    const cache = new TtlCache(60_000, 2);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('staleMs answers an expired entry at once and refreshes it in the background', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache(1000, 100, 5000);
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1500);
    // Expired: the old answer at once, one refresh started (not one per caller).
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('k', load)).toBe(2);
    vi.advanceTimersByTime(7000);
    expect(await cache.get('k', load)).toBe(3);
  });

  it('a failed load is not kept', async () => {
    const cache = new TtlCache(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});

describe('TtlCache under load', () => {
  it('never fails the callers of a load that outlives its TTL or is evicted meanwhile', async () => {
    const cache = new TtlCache(5, 2);
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const first = cache.get('k', async () => {
      await slow;
      return 'slow';
    });
    // The TTL passes while the load is still running; other keys push it out of the memo.
    await new Promise((r) => setTimeout(r, 20));
    const second = cache.get('k', async () => 'second');
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    release();
    await expect(first).resolves.toBe('slow');
    await expect(second).resolves.toMatch(/slow|second/);
  });
});
