import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ContentType } from '../../common/enums';
import { initI18n } from '../i18n';
import { ContentCard } from './ContentCard';
import { contentItem, paid } from './contentFixtures';
import type { ContentItem } from '../../common/types';

async function render(item: ContentItem, locale: 'id' | 'en' = 'id', showDateBadge = false) {
  const i18n = await initI18n(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ContentCard item={item} showDateBadge={showDateBadge} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ContentCard', () => {
  it('renders a course: link, lazy 16:9 cover with alt, chips, instructor, rating and free price', async () => {
    const html = await render(contentItem({ url: 'excel-dasar', title: 'Excel Dasar', tag: 'Terlaris' }));
    expect(html).toContain('data-testid="content-card"');
    expect(html).toContain('href="/courses/excel-dasar"');
    expect(html).toMatch(/<img[^>]*alt="Excel Dasar"[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*alt="Excel Dasar"/);
    expect(html).toContain('Terlaris');
    expect(html).toContain('Kursus'); // content type chip (id)
    expect(html).toContain('DS'); // programme chip
    expect(html).toContain('Sari Maharani');
    expect(html).toContain('4,8');
    expect(html).toContain('(7.9K)');
    expect(html).toContain('Gratis');
  });

  it('shows the final price, the struck list price and the discount', async () => {
    const html = await render(contentItem({ price: paid(299000, 149500, 50) }));
    expect(html).toContain('Rp 149.500');
    expect(html).toMatch(/<del[^>]*>.*Rp 299.000<\/del>/);
    expect(html).toContain('-50%');
    expect(html).not.toContain('Gratis');
  });

  it('shows "Free" in English and the Prakerja badge and route for Prakerja items', async () => {
    const html = await render(contentItem({ isPrakerja: true, productType: 'PRAKERJA', url: 'pk-1' }), 'en');
    expect(html).toContain('Free');
    expect(html).toContain('Prakerja');
    expect(html).toContain('href="/prakerja/pk-1"');
  });

  it('shows the Jakarta start date and time of webinars and the month-coloured date badge', async () => {
    const webinar = contentItem({ type: ContentType.WEBINAR, startAt: '2026-11-24T12:00:00.000Z', learningMethod: 2, venueType: 1, url: 'w' });
    const html = await render(webinar, 'id', true);
    expect(html).toContain('24 November 2026 19.00 WIB');
    expect(html).toContain('href="/webinars/w"');
    expect(html).toContain('Webinar langsung');
    expect(html).toContain('Online');
    // November → red badge (#FEE2E2 / #991B1B)
    expect(html).toMatch(/background-color:#FEE2E2;color:#991B1B/i);
    const en = await render(webinar, 'en');
    expect(en).toContain('24 November 2026 19:00 WIB');
  });

  it('shows the start date of bootcamps', async () => {
    const html = await render(contentItem({ type: ContentType.BOOTCAMP, startAt: '2026-12-01T02:00:00.000Z', url: 'b' }), 'en');
    expect(html).toContain('Starts 1 December 2026');
    expect(html).toContain('href="/bootcamps/b"');
  });
});
