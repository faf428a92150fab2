import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { ClassItem, MyClasses } from '../../../common/contract/lecture';
import { ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import ClassesPage from './ClassesPage';
import { classesLoader } from './loaders';

const base: Omit<ClassItem, 'contentId' | 'url' | 'contentType' | 'title' | 'kind' | 'classType' | 'href'> = {
  imageUrl: null,
  instructorName: null,
  totalMaterials: 0,
  finishedMaterials: 0,
  progressPercent: 0,
  classProgress: 'NOTSTARTED',
  continueMaterialId: null,
  lastLearnedAt: null,
  enrolledAt: '2026-01-01T00:00:00.000Z',
  startAt: null,
  endAt: null,
  session: null,
  certificate: null,
  courses: [],
};

function page(serverTime: string): MyClasses {
  const start = new Date(Date.parse(serverTime) + 10 * 60_000).toISOString();
  const end = new Date(Date.parse(serverTime) + 130 * 60_000).toISOString();
  const items: ClassItem[] = [
    {
      ...base,
      contentId: 3,
      url: 'webinar-live',
      contentType: 3,
      title: 'Webinar Live',
      kind: 'session',
      classType: 'webinar',
      href: '/webinars/webinar-live#session',
      startAt: start,
      endAt: end,
      session: { state: 'ENROLLED', nextAction: 'join', startAt: start, endAt: end, opensAt: serverTime, certificateNumber: null },
    },
    {
      ...base,
      contentId: 6,
      url: 'paket-data',
      contentType: 6,
      title: 'Paket Data',
      kind: 'bundle',
      classType: 'package',
      href: '/user/classqu?type=package#class-6',
      classProgress: 'ONGOING',
      progressPercent: 25,
      totalMaterials: 8,
      finishedMaterials: 2,
      courses: [{ contentId: 1, url: 'excel-dasar', title: 'Excel Dasar', progressPercent: 50, classProgress: 'ONGOING', href: '/courses/excel-dasar/lecture' }],
    },
    {
      ...base,
      contentId: 9,
      url: 'excel-selesai',
      contentType: 1,
      title: 'Excel Selesai',
      kind: 'course',
      classType: 'course',
      href: '/courses/excel-selesai/lecture',
      classProgress: 'FINISHED',
      progressPercent: 100,
      totalMaterials: 4,
      finishedMaterials: 4,
      certificate: { number: 'BLJ-2026-AAAA-BBBB-CCCC-DDDD', verificationPath: '/certificates/BLJ-2026-AAAA-BBBB-CCCC-DDDD' },
    },
    { ...base, contentId: 26, url: 'bootcamp-web', contentType: 26, title: 'Bootcamp Web', kind: 'bootcamp', classType: 'bootcamp', href: '/bootcamps/bootcamp-web' },
  ];
  return {
    items,
    page: 1,
    pageSize: 12,
    totalItems: 4,
    totalPages: 1,
    counts: { ALL: 3, NOTSTARTED: 2, ONGOING: 1, FINISHED: 0 },
    typeCounts: { ALL: 3, course: 0, webinar: 1, event: 0, package: 1, 'learning-path': 0, bootcamp: 1, microlearning: 0 },
    serverTime,
  };
}

describe('ClassesPage (every product)', () => {
  it('shows type filters with counts, a session card with its next action, a bundle with its courses and a bootcamp link', async () => {
    const serverTime = new Date().toISOString();
    const { store } = testRoot((c) => (c.url.endsWith('/continue') ? ok(null) : ok(page(serverTime))), memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }));
    await store.boot();
    await classesLoader(store, loaderArgs({}, ''));
    for (const lang of ['id', 'en'] as const) {
      const i18n = await initI18n(lang, PAGE_MESSAGES.classqu);
      const html = renderToStaticMarkup(
        <StoreProvider store={store}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/my-class']}>
              <ClassesPage />
            </MemoryRouter>
          </I18nextProvider>
        </StoreProvider>,
      );
      expect(html).toContain('data-testid="classes-type-webinar"');
      expect(html).toContain(lang === 'en' ? 'Webinars (1)' : 'Webinar (1)');
      expect(html).not.toContain('data-testid="classes-type-event"');
      expect(html).toContain('href="/webinars/webinar-live#session-join"');
      expect(html).toContain(lang === 'en' ? 'Registered' : 'Terdaftar');
      expect(html).toContain('id="class-6"');
      expect(html).toContain('href="/courses/excel-dasar/lecture"');
      expect(html).toContain('href="/bootcamps/bootcamp-web"');
      expect(html).toMatch(lang === 'en' ? /Starts in (10|9) minutes/ : /Mulai dalam (10|9) menit/);
      // A completed course says so and links its certificate (issue 25).
      const finished = html.slice(html.indexOf('id="class-9"'), html.indexOf('id="class-26"'));
      expect(finished).toContain(lang === 'en' ? 'Completed' : 'Selesai');
      expect(finished).toMatch(
        /<a [^>]*href="\/certificates\/BLJ-2026-AAAA-BBBB-CCCC-DDDD"[^>]*data-testid="class-certificate"|<a [^>]*data-testid="class-certificate"[^>]*href="\/certificates\/BLJ-2026-AAAA-BBBB-CCCC-DDDD"/,
      );
      expect(finished).toContain(lang === 'en' ? 'aria-label="Certificate of Excel Selesai"' : 'aria-label="Sertifikat Excel Selesai"');
      expect(html).not.toMatch(/classes\.|sessionState\./);
    }
  });
});
