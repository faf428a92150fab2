import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { Resource, errorMessage } from './Resource';
import { ApiError } from '../api/errors';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Resource', () => {
  it('starts idle', () => {
    const r = new Resource<number[]>();
    expect(r.status).toBe('idle');
    expect(r.data).toBeNull();
    expect(r.loading).toBe(false);
    expect(r.error).toBeNull();
  });

  it('pending → fulfilled', async () => {
    const r = new Resource<number[]>();
    const d = deferred<number[]>();
    const p = r.load(() => d.promise);
    expect(r.loading).toBe(true);
    expect(r.error).toBeNull();
    expect(r.status).toBe('pending');
    d.resolve([1, 2]);
    expect(await p).toEqual([1, 2]);
    expect(r.loading).toBe(false);
    expect(r.data).toEqual([1, 2]);
    expect(r.status).toBe('fulfilled');
  });

  it('pending clears a previous error', async () => {
    const r = new Resource<number>();
    await r.load(async () => {
      throw new ApiError(404, 'Not found');
    });
    expect(r.error).toBe('Not found');
    const d = deferred<number>();
    const p = r.load(() => d.promise);
    expect(r.error).toBeNull();
    expect(r.loading).toBe(true);
    d.resolve(1);
    await p;
  });

  it('rejected: loading false, data cleared, error = server message', async () => {
    const r = new Resource<number[]>([9]);
    await r.load(async () => [1]);
    const result = await r.load(async () => {
      throw new ApiError(400, 'Kategori tidak ditemukan', { statusCode: 400 });
    });
    expect(result).toBeNull();
    expect(r.loading).toBe(false);
    expect(r.data).toBeNull();
    expect(r.error).toBe('Kategori tidak ditemukan');
    expect(r.errorStatus).toBe(400);
    expect(r.errorData).toEqual({ statusCode: 400 });
    expect(r.status).toBe('rejected');
  });

  it("rejected without a message → 'Something when wrong'", async () => {
    const r = new Resource<number>();
    await r.load(async () => {
      throw new ApiError(503, '');
    });
    expect(r.error).toBe('Something when wrong');
    // A rejection that is not an Error (a library may reject with a plain object).
    await r.load(() => Promise.reject({ foo: 1 }));
    expect(r.error).toBe('Something when wrong');
    expect(errorMessage(undefined)).toBe('Something when wrong');
    expect(errorMessage(new Error('x'))).toBe('x');
  });

  it('a newer load supersedes an older one in flight', async () => {
    const r = new Resource<string>();
    const first = deferred<string>();
    const second = deferred<string>();
    const p1 = r.load(() => first.promise);
    const p2 = r.load(() => second.promise);
    second.resolve('new');
    await p2;
    first.resolve('old');
    await p1;
    expect(r.data).toBe('new');
    expect(r.loading).toBe(false);
  });

  it('ensure() loads once; reload() re-runs the last loader', async () => {
    const r = new Resource<number>();
    let calls = 0;
    const fn = async () => ++calls;
    await r.ensure(fn);
    await r.ensure(fn);
    expect(calls).toBe(1);
    await r.reload();
    expect(calls).toBe(2);
    expect(r.data).toBe(2);
  });

  it('is observable', async () => {
    const r = new Resource<number>();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(r.status));
    await r.load(async () => 1);
    stop();
    expect(seen).toEqual(['idle', 'pending', 'fulfilled']);
  });
});

describe('Resource.ensureFor (what a route loader calls, keyed by the language)', () => {
  it('loads once per key, waits for a load in flight, asks again for another key while the old data stays', async () => {
    const r = new Resource<string>();
    let asked = 0;
    const d = deferred<string>();
    const first = r.ensureFor('id', () => (asked++, d.promise));
    const second = r.ensureFor('id', async () => (asked++, 'never'));
    d.resolve('halo');
    expect(await first).toBe('halo');
    expect(await second).toBe('halo');
    expect(await r.ensureFor('id', async () => (asked++, 'never'))).toBe('halo');
    expect(asked).toBe(1);
    const english = r.ensureFor('en', async () => (asked++, 'hello'));
    expect(r.data).toBe('halo');
    expect(r.loading).toBe(true);
    expect(await english).toBe('hello');
    expect(r.key).toBe('en');
    expect(asked).toBe(2);
  });

  it('tries a failed load again, and reload keeps the key', async () => {
    const r = new Resource<number>();
    await r.ensureFor('id', async () => {
      throw new ApiError(500, 'sibuk');
    });
    expect(r.isFor('id')).toBe(false);
    expect(await r.ensureFor('id', async () => 1)).toBe(1);
    await r.reload();
    expect(r.isFor('id')).toBe(true);
  });
});
