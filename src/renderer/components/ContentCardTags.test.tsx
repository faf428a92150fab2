import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { ContentCard } from './ContentCard';
import { contentItem } from './contentFixtures';

async function render(tag: string, locale: 'id' | 'en') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ContentCard item={contentItem({ tag })} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ContentCard tags', () => {
  it('translates the server’s Indonesian tag words in English and keeps them in Indonesian', async () => {
    expect(await render('Terlaris', 'en')).toContain('Best seller');
    expect(await render('Baru', 'en')).toContain('>New<');
    expect(await render('Segera', 'en')).toContain('Coming soon');
    expect(await render('Terlaris', 'id')).toContain('Terlaris');
    expect(await render('Promo', 'id')).toContain('Promo');
  });

  it('falls back to the raw tag when it is unknown (also with dots or colons)', async () => {
    expect(await render('Edisi Spesial', 'en')).toContain('Edisi Spesial');
    expect(await render('v2.0: baru', 'en')).toContain('v2.0: baru');
  });
});
