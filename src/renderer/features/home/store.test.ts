import { describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { scriptedAdapter, ok, fail, type RecordedCall, type Scripted } from '../../api/testAdapter';
import { homeLoader } from './loaders';
import { homeOf } from './store';

const BASIC = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;
const HOME = { params: {}, search: new URLSearchParams() };

function root(handler: (c: RecordedCall, i: number) => Scripted | Promise<Scripted>) {
  const { adapter, calls } = scriptedAdapter(handler);
  const store = new RootStore({ platform: memoryPlatform(null).platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  return { store, calls };
}

describe('the home loader and HomeStore', () => {
  it('fills every home resource, with basic credentials for banners and categories', async () => {
    const { store, calls } = root((c) => ok([{ url: c.url }]));
    await homeLoader(store, HOME);
    await homeOf(store).load();
    expect(homeOf(store).topBanners.data).toEqual([{ url: '/web/v2/home/topbanners' }]);
    expect(homeOf(store).resources.every((r) => r.status === 'fulfilled')).toBe(true);
    const byUrl = Object.fromEntries(calls.map((c) => [c.url, c.headers.authorization]));
    expect(Object.keys(byUrl).sort()).toEqual(
      ['categories', 'categories/other', 'current-webinars', 'feature-banner', 'feature-image', 'feature-video', 'proudly-featured-in', 'section-suggestion', 'sections', 'topbanners'].map(
        (p) => `/web/v2/home/${p}`,
      ),
    );
    expect(byUrl['/web/v2/home/topbanners']).toBe(BASIC);
    expect(byUrl['/web/v2/home/categories']).toBe(BASIC);
    expect(byUrl['/web/v2/home/sections']).toBe(BASIC); // both → basic without a session
  });

  it('the loader resolves once the first screen (banners, categories) is there; the sections below fill in after', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store } = root(async (c) => {
      if (c.url.endsWith('/home/sections')) await held;
      return ok([{ url: c.url }]);
    });
    await homeLoader(store, HOME);
    expect(homeOf(store).topBanners.status).toBe('fulfilled');
    expect(homeOf(store).categories.status).toBe('fulfilled');
    expect(homeOf(store).sections.status).toBe('pending');
    release();
    await homeOf(store).load();
    expect(homeOf(store).sections.data).toEqual([{ url: '/web/v2/home/sections' }]);
  });

  it('a failing call leaves its resource rejected with the server message; the loader still resolves', async () => {
    const { store } = root((c) => (c.url.endsWith('sections') ? fail(404, 'Tidak ada section') : ok([])));
    await homeLoader(store, HOME);
    await homeOf(store).load();
    expect(homeOf(store).sections.error).toBe('Tidak ada section');
    expect(homeOf(store).sections.data).toBeNull();
    expect(homeOf(store).categories.status).toBe('fulfilled');
  });

  it('run again (back to the page) asks nothing; a failed call is asked again', async () => {
    const { store, calls } = root((c, i) => (c.url.endsWith('sections') && i < 10 ? fail(500, 'sibuk') : ok([])));
    await homeLoader(store, HOME);
    await vi.waitFor(() => expect(homeOf(store).resources.every((r) => !r.loading)).toBe(true));
    expect(calls).toHaveLength(10);
    await homeLoader(store, HOME);
    await homeOf(store).load();
    expect(calls.map((c) => c.url).slice(10)).toEqual(['/web/v2/home/sections']);
    expect(homeOf(store).sections.status).toBe('fulfilled');
  });

  it('after a language change the loader asks everything again in that language, the old texts shown meanwhile', async () => {
    const { store, calls } = root((c) => ok([{ language: c.headers.language }]));
    await homeLoader(store, HOME);
    store.settings.setLocale('en');
    const again = homeLoader(store, HOME);
    expect(homeOf(store).topBanners.data).toEqual([{ language: 'id' }]);
    expect(homeOf(store).topBanners.loading).toBe(true);
    await again;
    expect(homeOf(store).topBanners.data).toEqual([{ language: 'en' }]);
    const homeCalls = calls.filter((c) => c.url.includes('/home/'));
    expect(homeCalls.filter((c) => c.headers.language === 'en')).toHaveLength(10);
  });

  it('a suggestion filter chosen on the page is kept when the page is visited again', async () => {
    const { store, calls } = root(() => ok({ items: [] }));
    await homeLoader(store, HOME);
    await homeOf(store).chooseSuggestion('gratis');
    expect(calls.at(-1)).toMatchObject({ url: '/web/v2/home/section-suggestion', params: { filter: 'gratis' } });
    const before = calls.length;
    await homeLoader(store, HOME);
    expect(calls).toHaveLength(before);
  });
});
