import { describe, expect, it } from 'vitest';
import { DEVICE_ID_COOKIE, DEVICE_ID_PATTERN } from '../../common/discovery';
import { RootStore } from './RootStore';
import { newDeviceId } from './SearchStore';
import { memoryPlatform } from './testPlatform';
import { scriptedAdapter, ok, type RecordedCall, type Scripted } from '../api/testAdapter';

const BASIC = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;

function root(handler: (c: RecordedCall, i: number) => Scripted) {
  const mem = memoryPlatform(null);
  const { adapter, calls } = scriptedAdapter(handler);
  const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined, setTimer: () => 0, clearTimer: () => undefined });
  return { store, calls };
}

describe('SearchStore', () => {
  it('clears suggestions while a new request is pending and loads them', async () => {
    const { store, calls } = root(() => ok({ keyword: 'exel', didYouMean: 'excel', keywords: ['excel'], items: [] }));
    store.search.suggestions.set({ keyword: 'old', didYouMean: null, keywords: ['old'], items: [] });
    const pending = store.search.suggest(' exel ');
    expect(store.search.suggestions.data).toBeNull();
    expect(store.search.suggestions.loading).toBe(true);
    await pending;
    expect(store.search.suggestions.data?.didYouMean).toBe('excel');
    expect(calls[0].url).toBe('/web/v2/contents/search-keyword-suggestions');
    expect(calls[0].params).toEqual({ keyword: 'exel', limit: 5 });
  });

  it('posts the search body and records clicks with keyword, resultId and contentId (never rejecting)', async () => {
    const { store, calls } = root((c) => (c.url.endsWith('/onclick') ? { status: 500 } : ok({ items: [], facets: [], totalItems: 0 })));
    await store.search.search({ keyword: 'excel', page: 2, pageSize: 12, contentTypes: [1], filters: [{ kind: 'RATING', values: [4] }] });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/web/v2/contents/search', data: { keyword: 'excel', page: 2, pageSize: 12, contentTypes: [1], filters: [{ kind: 'RATING', values: [4] }] } });
    await expect(store.search.recordClick({ keyword: ' excel ', resultId: 'r-1', contentId: 7 })).resolves.toBeUndefined();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/web/v2/contents/onclick', data: { keyword: 'excel', resultId: 'r-1', contentId: 7 } });
  });

  it('sends one kept anonymous device id with every click (platform cookie), a new one for a bad kept value', async () => {
    const mem = memoryPlatform(null);
    const { adapter, calls } = scriptedAdapter(() => ok({ keyword: 'excel', counted: true, count: 1 }));
    const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined, setTimer: () => 0, clearTimer: () => undefined });
    await store.search.recordClick({ keyword: 'excel', resultId: 'r-1', contentId: 7 });
    await store.search.recordClick({ keyword: 'pivot', resultId: null, contentId: 8 });
    const first = (calls[0].data as { deviceId: string }).deviceId;
    expect(first).toMatch(new RegExp(DEVICE_ID_PATTERN));
    expect(calls[1].data).toEqual({ keyword: 'pivot', resultId: null, contentId: 8, deviceId: first });
    expect(mem.cookies.get(DEVICE_ID_COOKIE)).toBe(first);
    mem.cookies.set(DEVICE_ID_COOKIE, 'bad value');
    await store.search.recordClick({ keyword: 'excel', resultId: null, contentId: 7 });
    const replaced = (calls[2].data as { deviceId: string }).deviceId;
    expect(replaced).toMatch(new RegExp(DEVICE_ID_PATTERN));
    expect(replaced).not.toBe(first);
  });

  it('clicks without a device id when the platform cannot keep one', async () => {
    const mem = memoryPlatform(null);
    mem.platform.cookies.set = () => {
      throw new Error('storage disabled');
    };
    const { adapter, calls } = scriptedAdapter(() => ok({ keyword: 'excel', counted: false, count: 0 }));
    const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined, setTimer: () => 0, clearTimer: () => undefined });
    await expect(store.search.recordClick({ keyword: 'excel', resultId: null, contentId: 7 })).resolves.toBeUndefined();
    expect(calls[0].data).toEqual({ keyword: 'excel', resultId: null, contentId: 7 });
  });

  it('makes device ids of 22 URL-safe characters', () => {
    expect(newDeviceId((b) => b.fill(255))).toBe('_____________________w');
    expect(newDeviceId((b) => b.fill(0))).toMatch(new RegExp(DEVICE_ID_PATTERN));
  });
});

describe('DiscoveryStore and InfoStore', () => {
  it('uses the spec paths and Basic credentials for category by url, banners and top categories', async () => {
    const { store, calls } = root(() => ok([]));
    await store.discovery.categoryByUrl('bisnis-keuangan');
    await store.discovery.loadArticleTopCategories();
    await store.discovery.contentDetailBanners({ contentType: 10, contentId: 5, categoryId: null });
    await store.discovery.articleCategoryByUrl('teknologi');
    await store.discovery.articleContentRelated(6);
    await store.discovery.instructorReviews(3, { page: 2, ratingScore: 5 });
    await store.discovery.instructorWebinars(3, 'past');
    expect(calls.map((c) => c.url)).toEqual([
      '/web/v2/categories/by-url/bisnis-keuangan',
      '/web/v2/articles/top-categories',
      '/v2/banners/on-content-detail',
      '/v2/articles/categories/by-url/teknologi',
      '/v2/articles/content-related',
      '/web/v2/instructors/3/reviews',
      '/web/v2/instructors/3/past-webinars',
    ]);
    expect(calls.slice(0, 4).every((c) => c.headers.authorization === BASIC)).toBe(true);
    expect(calls[2].params).toEqual({ contentType: 10, contentId: 5 });
    expect(calls[4].params).toEqual({ categoryId: 6, pageSize: 4 });
    expect(calls[5].params).toEqual({ pageSize: 3, page: 2, ratingScore: 5 });
    expect(calls[6].data).toEqual({ page: 1, pageSize: 8 });
  });

  it('sends the contact message without an empty phone and passes 429 through as an ApiError', async () => {
    const { store, calls } = root(() => ({ status: 429, data: { statusCode: 429, message: 'Terlalu banyak pesan dari alamat Anda.', errors: [] } }));
    await expect(store.info.sendContact({ name: 'Budi', email: 'b@x.id', phone: '', subject: 'Halo', message: 'Pesan yang cukup panjang' })).rejects.toMatchObject({
      status: 429,
      message: 'Terlalu banyak pesan dari alamat Anda.',
    });
    expect(calls[0].data).toEqual({ name: 'Budi', email: 'b@x.id', subject: 'Halo', message: 'Pesan yang cukup panjang' });
  });
});
