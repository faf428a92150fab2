import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { Resource } from '../stores/Resource';
import { ResourceView, showing, type ResourceState } from './ResourceView';

async function render(element: ReactElement, locale: 'id' | 'en' = 'id') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const state = <T,>(data: T | null, error: string | null = null, errorStatus: number | null = null): ResourceState<T> => ({ data, error, errorStatus, reload: () => Promise.resolve(data) });

const view = (resource: ResourceState<string[]>, extra: Partial<Parameters<typeof ResourceView<string[]>>[0]> = {}) => (
  <ResourceView
    resource={resource}
    what="keranjang"
    isEmpty={(items) => items.length === 0}
    empty={{ title: 'Keranjang kosong', text: 'Cari kursus dulu.', action: <a href="/courses">Lihat kursus</a>, testId: 'cart-empty' }}
    {...extra}
  >
    {(items) => (
      <ul data-testid="items">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    )}
  </ResourceView>
);

describe('ResourceView', () => {
  it('loading: the skeleton as one busy status named after what is loading, nothing else', async () => {
    const html = await render(view(state<string[]>(null), { skeleton: <span data-testid="cart-skeleton" /> }));
    expect(html).toMatch(/^<div role="status" aria-busy="true" aria-label="Memuat keranjang…"><span data-testid="cart-skeleton"><\/span><\/div>$/);
    const en = await render(view(state<string[]>(null), { loadingLabel: 'Loading your cart' }), 'en');
    expect(en).toContain('aria-label="Loading your cart"');
    expect(en).toContain('aria-hidden="true"'); // the default bars
  });

  it('error: an alert naming what failed with Retry; a 404 shows the page’s own not-found instead', async () => {
    const html = await render(view(state<string[]>(null, 'Server sedang sibuk')), 'en');
    expect(html).toMatch(/role="alert"[^>]*data-testid="state-error"/);
    expect(html).toContain('Could not load keranjang');
    expect(html).toContain('Server sedang sibuk');
    expect(html).toContain('>Retry<');
    expect(html).not.toContain('data-testid="items"');
    const missing = await render(view(state<string[]>(null, 'Not found', 404), { notFound: <p data-testid="gone">Tidak ada</p> }));
    expect(missing).toBe('<p data-testid="gone">Tidak ada</p>');
    // Without its own not-found, a 404 is an error like any other.
    expect(await render(view(state<string[]>(null, 'Not found', 404)))).toContain('data-testid="state-error"');
    // A page drawn by its states alone: the error's heading is the page's h1.
    const page = await render(view(state<string[]>(null, 'Server sedang sibuk'), { layout: 'page' }), 'en');
    expect(page).toMatch(/<section[^>]*data-testid="state-error"><h1 [^>]*>Could not load keranjang<\/h1>/);
    expect(page).toContain('>Retry<');
  });

  it('empty: the empty state with its title, text and call to action', async () => {
    const html = await render(view(state<string[]>([])));
    expect(html).toMatch(/role="status"[^>]*data-testid="cart-empty"/);
    expect(html).toContain('Keranjang kosong');
    expect(html).toContain('Cari kursus dulu.');
    expect(html).toContain('<a href="/courses">Lihat kursus</a>');
    expect(html).not.toContain('data-testid="items"');
  });

  it('loaded: the children with the data, also while a newer load runs or after a later failure kept it', async () => {
    const html = await render(view(state(['Excel', 'Python'])));
    expect(html).toBe('<ul data-testid="items"><li>Excel</li><li>Python</li></ul>');
    const resource = new Resource<string[]>(['Excel']);
    void resource.load(() => new Promise<string[]>(() => undefined)); // pending, data kept
    expect(await render(view(resource))).toContain('<li>Excel</li>');
    expect(await render(view(state(['Excel'], 'Gagal')))).toContain('<li>Excel</li>');
  });

  it('showing: other data in the resource’s place, its error and reload kept', async () => {
    let reloads = 0;
    const failed: ResourceState<string[]> = { data: ['Excel'], error: 'Gagal', errorStatus: 500, reload: () => Promise.resolve(reloads++ === 0 ? ['Excel'] : null) };
    // Its data is not for this page: the page shows the failure, not the other data.
    const html = await render(view(showing(failed, null)), 'en');
    expect(html).toContain('data-testid="state-error"');
    expect(html).not.toContain('Excel');
    expect(await render(view(showing(failed, ['Python'])))).toContain('<li>Python</li>');
    await showing(failed, null).reload();
    expect(reloads).toBe(1);
  });
});
