import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { RootStore } from '../../stores/RootStore';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { scriptedAdapter, ok, fail, type RecordedCall, type Scripted } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { homePayloads } from '../../components/contentFixtures';
import HomePage from './HomePage';
import { homeLoader } from './loaders';
import { homeOf } from './store';

const SECTION_KEYS = [
  'top-banners',
  'categories',
  'other-categories',
  'top-products',
  'dont-miss',
  'upcoming-webinars',
  'bootcamps',
  'prakerja',
  'microlearning',
  'testimonials',
  'suggestions',
  'featured-in',
];

/** The spec path of a call's URL (without /web/v2 and its query). */
function pathOf(url: string): string {
  const [path = ''] = url.split('?'); // split always gives at least one part
  return path.replace(/^\/web\/v2\//, '');
}

function setup(override: (path: string, call: RecordedCall) => Scripted | undefined = () => undefined) {
  const payloads = homePayloads();
  const { adapter, calls } = scriptedAdapter((call) => {
    const path = pathOf(call.url);
    return override(path, call) ?? (path in payloads ? ok(payloads[path]) : fail(404, 'not found'));
  });
  const store = new RootStore({ platform: memoryPlatform().platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  return { store, calls };
}

/**
 * The markup once every Suspense boundary has resolved, as the server's render sends it (the blocks
 * below the first screen are lazy parts: ssr/hydrateWhenSeen.tsx).
 */
async function renderComplete(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** What the server will do for a public page: run the route's loader, then render the page from the stores. */
async function loadAndRender(store: RootStore) {
  await homeLoader(store, { params: {}, search: new URLSearchParams() });
  expect(homeOf(store).resources.some((r) => r.loading)).toBe(false);
  const i18n = await initI18n('id', PAGE_MESSAGES.home);
  return renderComplete(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

describe('HomePage', () => {
  it('renders every home section from the API data', async () => {
    const { store, calls } = setup();
    const html = await loadAndRender(store);
    for (const key of SECTION_KEYS) expect(html, key).toContain(`data-testid="home-section-${key}"`);
    expect(html).toContain('Title top-products');
    expect(html).toContain('href="/top-products"'); // see-all link from the server
    expect(html).toContain('P**** S****i'); // masked testimonial name as sent
    expect(html).toContain('href="/courses/digital-marketing"'); // testimonial course link
    expect(html).toContain('href="/teknologi"'); // other category link
    expect(html).toContain('aria-pressed="true"'); // active suggestion filter
    expect(html).toContain('data-testid="home-banner-slide"');
    expect(html).toContain('Kabar Nusantara');
    expect(html.match(/data-testid="content-card"/g)?.length).toBeGreaterThanOrEqual(8);
    const paths = calls.map((c) => pathOf(c.url));
    for (const p of Object.keys(homePayloads())) expect(paths, p).toContain(p);
  });

  it('shows an error with a retry button when a call fails, and an empty state for empty lists', async () => {
    const { store } = setup((path) => {
      if (path === 'home/sections') return fail(500, 'Server sedang sibuk');
      if (path === 'home/current-webinars') return ok([]);
      return undefined;
    });
    const html = await loadAndRender(store);
    expect(html).toContain('data-testid="home-section-error"');
    expect(html).toContain('Coba lagi');
    expect(html).toContain('data-testid="home-section-empty"');
    expect(html).toContain('Belum ada webinar yang dijadwalkan saat ini.');
  });

  it('shows skeletons while the calls are pending', async () => {
    const { store } = setup();
    const i18n = await initI18n('id', PAGE_MESSAGES.home);
    const html = await renderComplete(
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </I18nextProvider>
      </StoreProvider>,
    );
    expect(html).toContain('data-testid="content-card-skeleton"');
    expect(html).toContain('aria-busy="true"');
  });

  it('loads the items of a suggestion filter with ?filter=<key>', async () => {
    const { store, calls } = setup();
    await homeOf(store).chooseSuggestion('gratis');
    const call = calls.find((c) => c.url.includes('section-suggestion'));
    expect(call?.params).toEqual({ filter: 'gratis' });
  });
});
