import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { BootcampLecture } from '../../../common/contract/bootcamp-lecture';
import { fail, ok, type Scripted } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot } from '../../testing/testRoot';
import { assignment, lecture, lectureSession, submission } from './fixtures';
import BootcampLecturePage from './BootcampLecturePage';
import { bootcampLectureOf } from './store';

async function render(answer: Scripted, lang: 'en' | 'id' = 'en') {
  const { store } = testRoot(() => answer, memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }));
  await store.boot();
  await bootcampLectureOf(store).load('bootcamp-web');
  const i18n = await initI18n(lang, PAGE_MESSAGES.bootcampLecture);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/bootcamps/bootcamp-web/lecture']}>
          <Routes>
            <Route path="/bootcamps/:id/lecture" element={<BootcampLecturePage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

const order = (html: string) => [...html.matchAll(/data-testid="lecture-session" data-state="(\w+)"[^>]*>.*?<h3[^>]*>([^<]+)</g)].map((m) => `${m[2]}:${m[1]}`);

describe('BootcampLecturePage', () => {
  it('shows the header, the open session first with Join, countdowns to the upcoming ones, and the ended one last', async () => {
    const now = new Date();
    const html = await render(ok(lecture(now)));
    expect(html).toContain('Bootcamp Web');
    expect(html).toContain('Package: Pro');
    expect(html).toContain('Mentor: Budi Mentor');
    expect(order(html)).toEqual(['Session 2:open', 'Session 3:upcoming', 'Session 1:ended']);
    // Only the open session has a Join button.
    expect(html.match(/data-testid="session-join"/g)).toHaveLength(1);
    expect(html).toMatch(/role="timer" aria-live="off"[^>]*>2 days \d\d:\d\d:\d\d</);
    expect(html).toContain('The recording is not available yet.');
    expect(html).toContain('Attend 2 more required sessions. 2 more assignments must be accepted.');
    expect(html).not.toContain('data-testid="certificate-claim"');
  });

  it('shows a submission with its status, late badge, file and the mentor comment; the Indonesian page too', async () => {
    const now = new Date();
    const reviewed = submission(now, {
      status: 'changes_requested',
      late: true,
      review: { decision: 'changes_requested', comment: 'Add the budget table.', reviewerName: 'Budi Mentor', reviewedAt: now.toISOString() },
    });
    const data: BootcampLecture = lecture(now, {
      sessions: [lectureSession(now, 1, -300, { attended: true, recordingUrl: 'https://video.example/rec1' })],
      assignments: [assignment(now, 7, { submission: reviewed })],
      certificate: { itemType: 30, state: 'unlocked', requiredSessions: { attended: 1, total: 1 }, assignments: { accepted: 1, total: 1 }, certificate: null },
    });
    const html = await render(ok(data));
    expect(html).toContain('data-testid="session-attended"');
    expect(html).toContain('href="https://video.example/rec1"');
    expect(html).toMatch(/data-testid="assignment-status"[^>]*>Changes requested</);
    expect(html).toContain('>Late<');
    expect(html).toContain('Add the budget table.');
    expect(html).toContain('essay.pdf (0.1 MB)');
    // Changes requested: a new version may be uploaded, with the accept list and the 20 MB hint.
    expect(html).toMatch(/type="file"[^>]*accept="[^"]*\.pdf/);
    expect(html).toContain('at most 20 MB');
    expect(html).toContain('data-testid="certificate-claim"');
    const id = await render(ok(data), 'id');
    expect(id).toContain('Perlu perbaikan');
    expect(id).toContain('Klaim sertifikatmu');
  });

  it('tells a student who is not enrolled, with a link to the bootcamp page', async () => {
    const html = await render(fail(403, 'You are not enrolled in this bootcamp.'));
    expect(html).toContain('data-testid="lecture-not-enrolled"');
    expect(html).toContain('You are not enrolled in this bootcamp');
    expect(html).toContain('href="/bootcamps/bootcamp-web"');
  });
});
