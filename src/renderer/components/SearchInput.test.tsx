import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/context';
import { memoryPlatform } from '../stores/testPlatform';
import { scriptedAdapter, ok } from '../api/testAdapter';
import { initI18n } from '../i18n';
import { SearchInput } from './SearchInput';
import { createSearchCombobox } from './SearchCombobox';

async function render(url: string, element: (store: RootStore) => ReactElement, locale: 'id' | 'en' = 'id') {
  const { adapter } = scriptedAdapter(() => ok(null));
  const store = new RootStore({ platform: memoryPlatform(null).platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>{element(store)}</MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

const attr = (html: string, tag: string, name: string) => html.match(new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`))?.[1];
const labelText = (html: string) => html.match(/<label[^>]*>([^<]*)<\/label>/)?.[1];

describe('SearchInput', () => {
  it('compact (header): a search landmark, the input named "Cari", no button, empty away from /search', async () => {
    const html = await render('/courses', () => <SearchInput />);
    expect(html).toContain('role="search"');
    expect(attr(html, 'form', 'aria-label')).toBeUndefined();
    expect(labelText(html)).toBe('Cari');
    expect(attr(html, 'input', 'placeholder')).toBe('Cari kursus, webinar, bootcamp…');
    expect(attr(html, 'input', 'value')).toBe('');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('role="combobox"');
  });

  it('shows the keyword of the search page it is on, in English too', async () => {
    const html = await render('/search?keyword=%20excel%20&type=1', () => <SearchInput />, 'en');
    expect(attr(html, 'input', 'value')).toBe('excel');
    expect(labelText(html)).toBe('Search');
  });

  it('a second box on a page is named by the text that introduces it', async () => {
    const html = await render('/nowhere', () => <SearchInput labelledBy="not-found-search" />);
    expect(attr(html, 'form', 'aria-labelledby')).toBe('not-found-search');
  });

  it('large with suggestions (search page): named landmark, labelled combobox, submit button, hidden list', async () => {
    const html = await render('/search', (store) => <SearchInput variant="large" suggestions={createSearchCombobox(store)} />);
    expect(attr(html, 'form', 'aria-label')).toBe('Cari kelas');
    expect(labelText(html)).toBe('Cari kursus, webinar, bootcamp, dan artikel');
    expect(attr(html, 'input', 'role')).toBe('combobox');
    expect(attr(html, 'input', 'aria-expanded')).toBe('false');
    expect(attr(html, 'input', 'placeholder')).toBe('Mau belajar apa hari ini?');
    expect(html).toMatch(/<button type="submit"[^>]*>.*Cari<\/span><\/button>/);
    const listbox = html.match(/<div[^>]*role="listbox"[^>]*>/)?.[0] ?? '';
    expect(listbox).toContain('hidden=""');
    expect(attr(html, 'div', 'aria-labelledby')).toBe(attr(html, 'label', 'id'));
  });
});
