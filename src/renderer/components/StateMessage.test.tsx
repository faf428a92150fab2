import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { API_MESSAGES } from '../api/errors';
import { initI18n } from '../i18n';
import { StateMessage } from './StateMessage';

async function render(element: ReactElement, locale: 'id' | 'en' = 'id') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('StateMessage', () => {
  it('empty: a status with the text, or "nothing here yet" when there is nothing to say', async () => {
    const withText = await render(<StateMessage kind="empty" text="Belum ada ulasan." testId="product-empty" />);
    expect(withText).toMatch(/^<div[^>]*role="status"[^>]*data-testid="product-empty"/);
    expect(withText).toContain('Belum ada ulasan.');
    const bare = await render(<StateMessage kind="empty" />);
    expect(bare).toContain('data-testid="state-empty"');
    expect(bare).toContain('Belum ada apa-apa di sini');
  });

  it('error: an alert naming what failed, the message in the UI language, and retry only when it can', async () => {
    const html = await render(<StateMessage kind="error" what="Ulasan" message={API_MESSAGES.network} onRetry={() => undefined} />, 'en');
    expect(html).toMatch(/^<div[^>]*role="alert"[^>]*data-testid="state-error"/);
    expect(html).toContain('Could not load Ulasan');
    expect(html).not.toContain(API_MESSAGES.network); // the catalogue message is translated
    expect(html).toContain('>Retry<');
    const noRetry = await render(<StateMessage kind="error" message="Kursus tidak ditemukan" />);
    expect(noRetry).toContain('Kursus tidak ditemukan'); // server-written text as sent
    expect(noRetry).not.toContain('<button');
  });

  it('notFound: a page section with the 404 code, an h1 heading, the text and the ways out', async () => {
    const html = await render(
      <StateMessage kind="notFound" title="Kursus tidak ditemukan" text="Coba lihat daftarnya." actions={<a href="/courses">Semua kursus</a>} testId="product-not-found" />,
    );
    expect(html).toMatch(/^<section[^>]*aria-labelledby="product-not-found-title"[^>]*data-testid="product-not-found"/);
    expect(html).toMatch(/<p[^>]*aria-hidden="true"[^>]*>404<\/p>/);
    expect(html).toMatch(/<h1[^>]*id="product-not-found-title"[^>]*>Kursus tidak ditemukan<\/h1>/);
    expect(html).toContain('Coba lihat daftarnya.');
    expect(html).toContain('href="/courses"');
  });

  it('block layout for a page body, page layout with another status code', async () => {
    const block = await render(<StateMessage kind="error" layout="block" what="halaman ini" message={null} onRetry={() => undefined} />);
    expect(block).toContain('Gagal memuat halaman ini');
    expect(block).toContain('Terjadi kesalahan. Silakan coba lagi.'); // no message: the generic text
    const page = await render(<StateMessage kind="error" layout="page" code="503" title="Kami segera kembali" text="Sebentar." />);
    expect(page).toMatch(/>503<\/p>/);
    expect(page).toMatch(/<h1[^>]*>Kami segera kembali<\/h1>/);
  });
});
