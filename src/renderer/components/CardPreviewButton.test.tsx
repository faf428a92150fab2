import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { loadCoursePreviewDialog } from '../featureSlots';
import { ContentCard } from './ContentCard';
import { contentItem } from './contentFixtures';
import type { ContentItem } from '../../common/types';

async function render(item: ContentItem, locale: 'id' | 'en' = 'id') {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ContentCard item={item} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the ▶ on a product card’s cover (issue 25)', () => {
  it('is drawn only for an item with a preview', async () => {
    const without = await render(contentItem({ title: 'Excel Dasar', hasPreview: false }));
    expect(without).not.toContain('card-preview-play');
    expect(without).not.toContain('<button');
    const html = await render(contentItem({ title: 'Excel Dasar', hasPreview: true }));
    expect(html.match(/data-testid="card-preview-play"/g)).toHaveLength(1);
  });

  it('is a real button named in id and en, on the cover and outside the card’s link', async () => {
    const id = await render(contentItem({ title: 'Excel Dasar', url: 'excel-dasar', hasPreview: true }));
    const button = id.match(/<button[^>]*>/)?.[0] ?? '';
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-label="Putar cuplikan Excel Dasar"');
    expect(button).toContain('aria-haspopup="dialog"');
    expect(button).not.toContain('tabindex="-1"');
    // Not nested in the link (one link per card, pressing the ▶ never opens the product page).
    const link = id.match(/<a [^>]*href="\/courses\/excel-dasar"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(link).not.toContain('<button');
    // On the cover: before the card's body (the link is in the body).
    expect(id.indexOf('card-preview-play')).toBeLessThan(id.indexOf('href="/courses/excel-dasar"'));
    const en = await render(contentItem({ title: 'Excel Basics', hasPreview: true }), 'en');
    expect(en).toContain('aria-label="Play a preview of Excel Basics"');
  });

  it('opens the course preview dialog, loaded on demand with the lecture messages', async () => {
    const i18n = await initI18n('en');
    expect(i18n.exists('lecture.preview.title')).toBe(false);
    const loaded = await loadCoursePreviewDialog();
    expect(loaded.default).toBe((await import('../features/lecture/PreviewDialog')).default);
    expect(i18n.exists('lecture.preview.title')).toBe(true);
  });
});
