import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BoundedCache } from './bounded-cache.js';

describe('BoundedCache', () => {
  it('drops the least recently used (reading counts as use) until a new entry fits its cost', () => {
    const cache = new BoundedCache<string, number>(10);
    cache.set('a', 1, 4);
    cache.set('b', 2, 4);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.cost).toBe(8);
  });

  it('holds at most its number of entries', () => {
    const cache = new BoundedCache<string, number>(100, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, 0, 1);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep an entry costlier than the whole budget, and replacing a key frees its old cost', () => {
    const cache = new BoundedCache<string, number>(10);
    cache.set('a', 1, 6);
    expect(cache.set('huge', 2, 11)).toBe(false);
    expect(cache.get('a'), 'nothing dropped for it').toBe(1);
    cache.set('a', 3, 2);
    expect(cache.cost).toBe(2);
  });

  it('lets a kept entry grow only within the budget', () => {
    const cache = new BoundedCache<string, number>(10);
    cache.set('a', 1, 6);
    expect(cache.grow('a', 4)).toBe(true);
    expect(cache.grow('a', 1)).toBe(false);
    expect(cache.grow('missing', 1)).toBe(false);
    expect(cache.cost).toBe(10);
  });

  it('never holds more than its budget, whatever is kept, read, grown and deleted', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 9 }), cost: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('grow' as const), key: fc.integer({ min: 0, max: 9 }), cost: fc.integer({ min: 0, max: 10 }) }),
      fc.record({ kind: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 9 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const cache = new BoundedCache<number, number>(30, 4);
        const costs = new Map<number, number>();
        for (const o of ops) {
          if (o.kind === 'set') {
            if (cache.set(o.key, o.key, o.cost)) costs.set(o.key, o.cost);
            else costs.delete(o.key);
          } else if (o.kind === 'grow') {
            if (cache.grow(o.key, o.cost)) costs.set(o.key, costs.get(o.key)! + o.cost);
          } else if (o.kind === 'delete') cache.delete(o.key);
          else cache.get(o.key);
          expect(cache.cost).toBeLessThanOrEqual(30);
          expect(cache.size).toBeLessThanOrEqual(4);
        }
        // The total is the sum of what is held.
        let held = 0;
        for (const [key, cost] of costs) if (cache.get(key) !== undefined) held += cost;
        expect(cache.cost).toBe(held);
      }),
    );
  });
});
