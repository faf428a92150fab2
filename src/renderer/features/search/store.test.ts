import { describe, expect, it } from 'vitest';
import { DEVICE_ID_COOKIE, DEVICE_ID_PATTERN } from '../../../common/discovery';
import { must } from '../../../common/must';
import { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { scriptedAdapter, ok, type RecordedCall, type Scripted } from '../../api/testAdapter';
import { searchLoader } from './loaders';
import { newDeviceId } from './store';
import { searchOf } from './store';

function root(handler: (c: RecordedCall, i: number) => Scripted, mem = memoryPlatform(null)) {
  const { adapter, calls } = scriptedAdapter(handler);
  const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined, setTimer: () => 0, clearTimer: () => undefined });
  return { store, calls, mem };
}

const result = (totalItems: number) => ({ items: [], page: 1, pageSize: 12, totalItems, totalPages: 1, keyword: 'excel', facets: [], didYouMean: null, filters: [], resultId: 'r-1' });

describe('the search loader', () => {
  it('loads the results of the URL (keyword, type, page, filters), sorts and filters once', async () => {
    const { store, calls } = root((c) => (c.url.endsWith('/contents/search') ? ok(result(3)) : ok([])));
    await searchLoader(store, { params: {}, search: new URLSearchParams('keyword=%20excel%20&type=1&page=2&rating=4') });
    expect(calls.map((c) => c.url).sort()).toEqual(['/web/v2/contents/filters', '/web/v2/contents/master-sort', '/web/v2/contents/search']);
    const search = calls.find((c) => c.url.endsWith('/contents/search'));
    expect(search?.data).toEqual({ keyword: 'excel', page: 2, pageSize: 12, contentTypes: [1], filters: [{ kind: 'RATING', values: [4] }] });
    expect(searchOf(store).results.get({ keyword: 'excel', type: 1 }).results.data?.totalItems).toBe(3);
    await searchLoader(store, { params: {}, search: new URLSearchParams('keyword=excel&type=1&page=2&rating=4') });
    expect(calls).toHaveLength(3);
  });

  it('without a keyword, or without any result: the popular keywords and the categories to browse', async () => {
    const { store, calls } = root((c) => (c.url.endsWith('/contents/search') ? ok(result(0)) : ok([{ keyword: 'excel', count: 3 }])));
    await searchLoader(store, { params: {}, search: new URLSearchParams() });
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/web/v2/contents/search-popular-keywords', { limit: 10 }],
      ['/web/v2/home/categories', undefined],
    ]);
    expect(searchOf(store).popular.data).toEqual([{ keyword: 'excel', count: 3 }]);
    await searchLoader(store, { params: {}, search: new URLSearchParams('keyword=zzz') });
    expect(calls.filter((c) => c.url.endsWith('popular-keywords'))).toHaveLength(1);
  });
});

describe('SearchStore', () => {
  it('posts the search body and records clicks with keyword, resultId and contentId (never rejecting)', async () => {
    const { store, calls } = root((c) => (c.url.endsWith('/onclick') ? { status: 500 } : ok(result(0))));
    await searchOf(store).search({ keyword: 'excel', page: 2, pageSize: 12, contentTypes: [1], filters: [{ kind: 'RATING', values: [4] }] });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/web/v2/contents/search',
      data: { keyword: 'excel', page: 2, pageSize: 12, contentTypes: [1], filters: [{ kind: 'RATING', values: [4] }] },
    });
    await expect(searchOf(store).recordClick({ keyword: ' excel ', resultId: 'r-1', contentId: 7 })).resolves.toBeUndefined();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/web/v2/contents/onclick', data: { keyword: 'excel', resultId: 'r-1', contentId: 7 } });
  });

  it('sends one kept anonymous device id with every click (platform cookie), a new one for a bad kept value', async () => {
    const { store, calls, mem } = root(() => ok({ keyword: 'excel', counted: true, count: 1 }));
    await searchOf(store).recordClick({ keyword: 'excel', resultId: 'r-1', contentId: 7 });
    await searchOf(store).recordClick({ keyword: 'pivot', resultId: null, contentId: 8 });
    const first = (must(calls[0], 'the first click').data as { deviceId: string }).deviceId;
    expect(first).toMatch(new RegExp(DEVICE_ID_PATTERN));
    expect(must(calls[1], 'the second click').data).toEqual({ keyword: 'pivot', resultId: null, contentId: 8, deviceId: first });
    expect(mem.cookies.get(DEVICE_ID_COOKIE)).toBe(first);
    mem.cookies.set(DEVICE_ID_COOKIE, 'bad value');
    await searchOf(store).recordClick({ keyword: 'excel', resultId: null, contentId: 7 });
    const replaced = (must(calls[2], 'the third click').data as { deviceId: string }).deviceId;
    expect(replaced).toMatch(new RegExp(DEVICE_ID_PATTERN));
    expect(replaced).not.toBe(first);
  });

  it('clicks without a device id when the platform cannot keep one', async () => {
    const mem = memoryPlatform(null);
    mem.platform.cookies.set = () => {
      throw new Error('storage disabled');
    };
    const { store, calls } = root(() => ok({ keyword: 'excel', counted: false, count: 0 }), mem);
    await expect(searchOf(store).recordClick({ keyword: 'excel', resultId: null, contentId: 7 })).resolves.toBeUndefined();
    expect(must(calls[0], 'the click').data).toEqual({ keyword: 'excel', resultId: null, contentId: 7 });
  });

  it('makes device ids of 22 URL-safe characters', () => {
    expect(newDeviceId((b) => b.fill(255))).toBe('_____________________w');
    expect(newDeviceId((b) => b.fill(0))).toMatch(new RegExp(DEVICE_ID_PATTERN));
  });
});
