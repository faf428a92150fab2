import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { BusySpinner } from './BusySpinner';

async function render(label: string | undefined, locale: 'id' | 'en') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <BusySpinner label={label} />
    </I18nextProvider>,
  );
}

describe('BusySpinner', () => {
  it('is a progressbar with a name in the UI language (axe: aria-progressbar-name)', async () => {
    expect(await render(undefined, 'id')).toMatch(/role="progressbar"[^>]*aria-label="Memuat…"|aria-label="Memuat…"[^>]*role="progressbar"/);
    expect(await render(undefined, 'en')).toContain('aria-label="Loading…"');
    expect(await render('Mengunggah foto', 'id')).toContain('aria-label="Mengunggah foto"');
  });
});
