import { describe, expect, it, vi } from 'vitest';
import type { MainApi } from '../api/mainApi';
import type { Locale } from '../../common/enums';
import { ProductStore } from './ProductStore';

function store(locale: { value: Locale } = { value: 'id' }) {
  const get = vi.fn(async (path: string, options?: { params?: Record<string, unknown> }) => ({ path, params: options?.params ?? null }));
  const api = { get } as unknown as MainApi;
  return { products: new ProductStore(api, () => locale.value), get, locale };
}

describe('ProductStore', () => {
  it('keys calls by language, path and sorted query (empty values left out)', () => {
    const { products, locale } = store();
    expect(products.key('courses/x/reviews', { pageSize: 3, page: 1, ratingScore: undefined })).toBe('id:courses/x/reviews?page=1&pageSize=3');
    locale.value = 'en';
    expect(products.key('courses/x')).toBe('en:courses/x?');
  });

  it('gives the same Resource for the same call and loads it once', async () => {
    const { products, get } = store();
    const a = products.resource('courses/x');
    expect(products.resource('courses/x')).toBe(a);
    await products.ensure(a, 'courses/x');
    await products.ensure(a, 'courses/x');
    expect(get).toHaveBeenCalledTimes(1);
    expect(a.data).toEqual({ path: 'courses/x', params: null });
  });

  it('passes the query and the credential mode to the API', async () => {
    const { products, get } = store();
    const r = products.resource('v2/banners/on-content-detail', { contentType: 1 });
    await products.ensure(r, 'v2/banners/on-content-detail', { contentType: 1 }, { credential: 'basic' });
    expect(get).toHaveBeenCalledWith('v2/banners/on-content-detail', { credential: 'basic', params: { contentType: 1 } });
  });

  it('a language change is another call', () => {
    const { products, locale } = store();
    const id = products.resource('courses/x');
    locale.value = 'en';
    expect(products.resource('courses/x')).not.toBe(id);
  });

  it('tries a failed call again', async () => {
    const { products, get } = store();
    get.mockRejectedValueOnce(Object.assign(new Error('Course not found'), { status: 404 }));
    const r = products.resource('courses/missing');
    await products.ensure(r, 'courses/missing');
    expect(r.error).toBe('Course not found');
    expect(r.errorStatus).toBe(404);
    await products.ensure(r, 'courses/missing');
    expect(get).toHaveBeenCalledTimes(2);
    expect(r.error).toBeNull();
  });

  it('keeps at most 80 calls, dropping the least recently used', () => {
    const { products } = store();
    const first = products.resource('p/0');
    for (let i = 1; i < 80; i += 1) products.resource(`p/${i}`);
    products.resource('p/0'); // used again: now the most recent
    products.resource('p/80');
    expect(products.size).toBe(80);
    expect(products.resource('p/0')).toBe(first);
    expect(products.size).toBe(80);
  });
});
