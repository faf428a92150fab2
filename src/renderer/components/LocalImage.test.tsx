import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { LocalImage } from './LocalImage';

async function render(src: string, locale: 'id' | 'en') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LocalImage src={src} alt="Banner" width={1200} height={400} />
    </I18nextProvider>,
  );
}

describe('LocalImage (issue 25: images in the reader language)', () => {
  it('an English reader gets the English WebP and PNG fallback, never the Indonesian ones or the drawing', async () => {
    const html = await render('/media/banners/top-prakerja.svg', 'en');
    expect(html).toContain('<source type="image/webp" srcSet="/media/banners/top-prakerja.en.webp"/>');
    expect(html).toMatch(/<img src="\/media\/banners\/top-prakerja\.en\.png" alt="Banner"/);
    expect(html).not.toMatch(/\.svg|top-prakerja\.id\./);
  });

  it('an Indonesian reader gets the Indonesian ones', async () => {
    const html = await render('/media/covers/excel-untuk-analisis-data.svg', 'id');
    expect(html).toContain('srcSet="/media/covers/excel-untuk-analisis-data.id.webp"');
    expect(html).toContain('src="/media/covers/excel-untuk-analisis-data.id.png"');
    expect(html).not.toContain('.en.');
    expect(html).not.toContain('.svg');
  });

  it('an image without a drawing per language is a plain img', async () => {
    const html = await render('/media/avatars/budi.svg', 'en');
    expect(html).toContain('<img src="/media/avatars/budi.svg" alt="Banner" width="1200" height="400"/>');
    expect(html).not.toContain('<picture');
  });
});
