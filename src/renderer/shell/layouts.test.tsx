import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { ResultsHeading } from '../components/listing/ListingView';
import { SkipLinks } from './layouts';

async function render(element: ReactElement, locale: 'id' | 'en') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/** The links in document order: [href, text]. */
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);

describe('skip links (issue 25: at most 5 Tabs to the results and to "Buy now")', () => {
  it('every page: the main content only', async () => {
    expect(links(await render(<SkipLinks />, 'id'))).toEqual([['#main', 'Langsung ke konten utama']]);
    expect(links(await render(<SkipLinks />, 'en'))).toEqual([['#main', 'Skip to main content']]);
  });

  it('a product page: then its buy box; a list page: then its results, in either language', async () => {
    expect(links(await render(<SkipLinks skipTo="purchase" />, 'id'))).toEqual([
      ['#main', 'Langsung ke konten utama'],
      ['#purchase', 'Langsung ke pembelian'],
    ]);
    expect(links(await render(<SkipLinks skipTo="purchase" />, 'en'))).toEqual([
      ['#main', 'Skip to main content'],
      ['#purchase', 'Skip to purchase'],
    ]);
    expect(links(await render(<SkipLinks skipTo="results" />, 'id'))).toEqual([
      ['#main', 'Langsung ke konten utama'],
      ['#results', 'Langsung ke hasil'],
    ]);
    expect(links(await render(<SkipLinks skipTo="results" />, 'en'))).toEqual([
      ['#main', 'Skip to main content'],
      ['#results', 'Skip to results'],
    ]);
  });

  it('the results link’s target: a heading that takes the focus and names the results and their count', async () => {
    const id = await render(<ResultsHeading label="Hasil pencarian excel" total={1234} />, 'id');
    expect(id).toMatch(/^<h2 id="results" tabindex="-1"[^>]*>Hasil pencarian excel: 1\.234 hasil<\/h2>$/);
    expect(await render(<ResultsHeading label="Search results for excel" total={1} />, 'en')).toContain('>Search results for excel: 1 result</h2>');
    expect(await render(<ResultsHeading label="Search results for excel" total={12} />, 'en')).toContain('>Search results for excel: 12 results</h2>');
    // Before the count is known: the name alone.
    expect(await render(<ResultsHeading label="Search results for excel" total={null} />, 'en')).toContain('>Search results for excel</h2>');
  });
});
