import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { Pager, pagerControls } from './Pager';

async function render(element: ReactElement, locale: 'id' | 'en' = 'id') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}

const targets = (page: number, total: number) => pagerControls(page, total).map((c) => (c.kind === 'gap' ? '…' : `${c.kind}:${c.target}${c.current ? '*' : ''}${c.disabled ? '!' : ''}`));

describe('Pager', () => {
  it('moves pages: previous goes one back, next one on, numbers to themselves; the current one marked', () => {
    expect(targets(2, 3)).toEqual(['previous:1', 'page:1', 'page:2*', 'page:3', 'next:3']);
    expect(targets(10, 20)).toEqual(['previous:9', 'page:1', '…', 'page:9', 'page:10*', 'page:11', '…', 'page:20', 'next:11']);
  });

  it('disables the ends on the first and last page, and draws nothing for one page', async () => {
    expect(targets(1, 3)).toEqual(['previous:0!', 'page:1*', 'page:2', 'page:3', 'next:2']);
    expect(targets(3, 3)).toEqual(['previous:2', 'page:1', 'page:2', 'page:3*', 'next:4!']);
    expect(targets(9, 3).at(-2)).toBe('page:3*'); // past the end: the last page
    expect(pagerControls(1, 1)).toEqual([]);
    expect(await render(<Pager page={1} totalPages={1} />)).toBe('');
  });

  it('links: each page’s URL, aria-current="page" on the current one, disabled buttons at the ends', async () => {
    const html = await render(<Pager page={1} totalPages={3} hrefFor={(p) => `/history?page=${p}`} />);
    expect(html).toMatch(/^<nav[^>]*aria-label="Halaman"[^>]*data-testid="pagination"/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Halaman sebelumnya"[^>]*data-testid="pagination-prev" disabled=""/);
    expect(html).toMatch(/<a [^>]*aria-label="Halaman 1" aria-current="page"[^>]*href="\/history\?page=1"/);
    expect(html).toMatch(/<a [^>]*aria-label="Halaman 2"[^>]*href="\/history\?page=2"/);
    expect(html).toMatch(/<a [^>]*aria-label="Halaman berikutnya"[^>]*data-testid="pagination-next"[^>]*href="\/history\?page=2"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('buttons without URLs; accessible names in English, and a given name for the navigation', async () => {
    const html = await render(<Pager page={3} totalPages={3} onChange={() => undefined} label="Review pages" />, 'en');
    expect(html).toContain('aria-label="Review pages"');
    expect(html).not.toContain('<a ');
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Previous page"[^>]*data-testid="pagination-prev">/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Page 3" aria-current="page"/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Next page"[^>]*data-testid="pagination-next" disabled=""/);
    expect(html).toContain('>Previous<');
  });
});
