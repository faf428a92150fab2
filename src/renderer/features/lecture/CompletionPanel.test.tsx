import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Chapter, LectureSummary } from '../../../common/contract/lecture';
import { ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { CompletionPanel, verificationLink } from './CompletionPanel';
import { lectureLoader } from './loaders';
import { lectureOf } from './store';

const NUMBER = 'BLJ-2026-AAAA-BBBB-CCCC-DDDD';
const base: LectureSummary = {
  contentId: 7,
  url: 'kelas',
  contentType: 1,
  title: 'Kelas Excel',
  imageUrl: null,
  instructorName: null,
  sequential: false,
  totalMaterials: 2,
  finishedMaterials: 2,
  progressPercent: 100,
  classProgress: 'FINISHED',
  continueMaterialId: 11,
  totalDurationSeconds: 54,
  certificate: { number: NUMBER, verificationPath: `/certificates/${NUMBER}` },
};
const lesson = (id: number, status: number, itemType = 5) => ({
  id,
  position: id,
  itemType: itemType as 5,
  title: `Materi ${id}`,
  durationSeconds: 24,
  isPreview: false,
  status: status as 1,
  locked: false,
  positionSecond: 0,
});

async function render(summary: LectureSummary, chapters: Chapter[], lang: 'id' | 'en') {
  const { store } = testRoot(
    (c) => (c.url.endsWith('/summary') ? ok(summary) : c.url.endsWith('/chapters') ? ok(chapters) : ok(null)),
    memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }),
  );
  await store.boot();
  await lectureLoader(store, loaderArgs({ url: 'kelas', materialId: '11' }));
  const i18n = await initI18n(lang, PAGE_MESSAGES.courseLecture);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/courses/kelas/lecture/11']}>
          <CompletionPanel summary={lectureOf(store).summaryInfo.data!} onBack={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

describe('CompletionPanel (issue 25)', () => {
  it('a completed course: congratulations, the issued certificate with download, share and its verification link, and the rating', async () => {
    for (const lang of ['id', 'en'] as const) {
      const html = await render(base, [{ id: 1, position: 1, title: 'Bab', materials: [lesson(11, 3), lesson(12, 3)] }], lang);
      expect(html).toContain('data-complete="true"');
      expect(html).toContain(lang === 'en' ? 'Congratulations, you completed this class!' : 'Selamat, Anda telah menyelesaikan kelas ini!');
      expect(html).toContain(`data-number="${NUMBER}"`);
      expect(html).toContain(`No. ${NUMBER}`);
      expect(html).toContain('data-testid="completion-download"');
      expect(html).toContain('data-testid="completion-share"');
      expect(html).toContain(`href="/certificates/${NUMBER}"`);
      expect(html).toContain('data-testid="completion-rate"');
      expect(html).not.toMatch(/lecture\.completion|social\./);
    }
  });

  it('complete but the certificate not issued yet: says so plainly, with a way to check again', async () => {
    for (const lang of ['id', 'en'] as const) {
      const html = await render({ ...base, certificate: null }, [{ id: 1, position: 1, title: 'Bab', materials: [lesson(11, 3), lesson(12, 3)] }], lang);
      expect(html).toContain('data-testid="completion-certificate-pending"');
      expect(html).toContain(lang === 'en' ? 'Your certificate is being prepared.' : 'Sertifikat Anda sedang disiapkan.');
      expect(html).not.toContain('data-testid="completion-download"');
    }
  });

  it('the end of the course with lessons left: no congratulations, what is left (the final exam to pass)', async () => {
    const summary: LectureSummary = { ...base, finishedMaterials: 1, progressPercent: 50, classProgress: 'ONGOING', certificate: null };
    for (const lang of ['id', 'en'] as const) {
      const html = await render(summary, [{ id: 1, position: 1, title: 'Bab', materials: [lesson(11, 3), lesson(12, 2, 6)] }], lang);
      expect(html).toContain('data-complete="false"');
      expect(html).not.toContain(lang === 'en' ? 'Congratulations' : 'Selamat');
      expect(html).toContain('href="/courses/kelas/lecture/12"');
      expect(html).toContain(lang === 'en' ? 'pass this quiz' : 'lulus kuis ini');
      expect(html).not.toContain('data-testid="completion-certificate"');
    }
  });

  it('the verification link is on the site: the API origin in the desktop app, else the page origin', () => {
    expect(verificationLink(`/certificates/${NUMBER}`, '', 'https://belajar.example')).toBe(`https://belajar.example/certificates/${NUMBER}`);
    expect(verificationLink(`/certificates/${NUMBER}`, 'https://api.belajar.example', 'app://belajar')).toBe(`https://api.belajar.example/certificates/${NUMBER}`);
  });
});
