import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { InstructorCard } from '../../../common/discovery';
import { ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import InstructorsPage, { listHref } from './InstructorsPage';
import { instructorsLoader } from './loaders';

const card = (over: Partial<InstructorCard>): InstructorCard => ({
  id: 1,
  url: 'rina-kartika-sari',
  name: 'Rina Kartika Sari',
  avatarUrl: '/media/avatars/rina.svg',
  headline: 'Digital Marketing Lead',
  company: 'PT Niaga Digital',
  totalContents: 12,
  totalStudents: 122228,
  rating: { average: 4.45, total: 190 },
  ...over,
});

async function render(url: string, answer: unknown, lang: 'id' | 'en') {
  const { store } = testRoot(() => ok(answer));
  await instructorsLoader(store, loaderArgs({}, new URL(url, 'http://x').search));
  const i18n = await initI18n(lang, PAGE_MESSAGES.instructors);
  const router = createMemoryRouter([{ path: '/instructor', element: <InstructorsPage /> }], { initialEntries: [url] });
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StoreProvider>,
  );
}

describe('InstructorsPage', () => {
  it('shows the count, a card per instructor linking to their page, and a pager that keeps the keyword', async () => {
    const page = {
      items: [card({}), card({ id: 2, url: 'budi', name: 'Budi', avatarUrl: null, company: null, rating: { average: 0, total: 0 }, totalContents: 1 })],
      page: 1,
      pageSize: 12,
      totalItems: 14,
      totalPages: 2,
    };
    for (const lang of ['id', 'en'] as const) {
      const html = await render('/instructor?q=data', page, lang);
      expect(html).toContain(lang === 'en' ? '14 instructors for “data”' : '14 instruktur untuk “data”');
      expect(html).toContain('href="/instructor/rina-kartika-sari"');
      expect(html).toContain('href="/instructor/budi"');
      expect(html).toContain(lang === 'en' ? '122.228 students' : '122.228 peserta');
      expect(html).toContain(lang === 'en' ? 'Rated 4.5 of 5 from 190 reviews' : 'Rating 4,5 dari 5 berdasarkan 190 ulasan');
      expect(html).toContain(lang === 'en' ? 'No reviews yet' : 'Belum ada ulasan');
      expect(html).toContain(lang === 'en' ? '1 class<' : '1 kelas<');
      expect(html).toContain('href="/instructor?q=data&amp;page=2"');
      expect(html).toContain('value="data"');
      expect(html).toContain('role="search"');
      expect(html).not.toMatch(/instructor\.list\./);
    }
  });

  it('says when a keyword finds nobody, with a way back to everyone', async () => {
    for (const lang of ['id', 'en'] as const) {
      const html = await render('/instructor?q=zzz', { items: [], page: 1, pageSize: 12, totalItems: 0, totalPages: 0 }, lang);
      expect(html).toContain(lang === 'en' ? 'No instructor matches “zzz”' : 'Tidak ada instruktur yang cocok dengan “zzz”');
      expect(html).toContain('href="/instructor"');
      expect(html).not.toContain('data-testid="pagination"');
    }
  });

  it('a page past the end links to the first page of the same search', async () => {
    const html = await render('/instructor?q=a&page=9', { items: [], page: 9, pageSize: 12, totalItems: 3, totalPages: 1 }, 'en');
    expect(html).toContain('This page has no instructors');
    expect(html).toContain('href="/instructor?q=a"');
  });

  it('listHref leaves the defaults out', () => {
    expect(listHref('/instructor', '', 1)).toBe('/instructor');
    expect(listHref('/instructor', 'a b', 3)).toBe('/instructor?q=a+b&page=3');
  });
});
