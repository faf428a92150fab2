import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { REVIEW_COMMENT_MAX, type MentorSubmission, type Submission } from '../../../common/contract/bootcamp-lecture';
import { fail, ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { mentorSubmissionsLoader } from './loaders';
import { reviewProblem } from './store';
import MentorSubmissionsPage from './MentorSubmissionsPage';
import { mentorOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });

function item(id: number, overrides: Partial<Submission> = {}): MentorSubmission {
  return {
    id,
    bootcamp: { id: 26, url: 'bootcamp-web', title: 'Bootcamp Web' },
    assignment: { id: 7, title: 'Project plan', dueAt: '2026-11-30T12:00:00.000Z' },
    studentName: 'Sari Student',
    submission: {
      id,
      status: 'submitted',
      submittedAt: '2026-11-30T13:00:00.000Z',
      late: true,
      file: { name: 'plan.pdf', bytes: 1000, contentType: 'application/pdf', url: '/f/plan.pdf' },
      link: null,
      review: null,
      ...overrides,
    },
  };
}
const page = (items: MentorSubmission[]) => ({ items, page: 1, pageSize: 20, totalItems: items.length, totalPages: 1 });

describe('the review form rule', () => {
  it('needs a comment to request changes, allows accepting without one, and bounds it', () => {
    expect(reviewProblem('changes_requested', '   ')).toBe('commentRequired');
    expect(reviewProblem('changes_requested', 'Add the budget.')).toBeNull();
    expect(reviewProblem('accepted', '')).toBeNull();
    expect(reviewProblem('accepted', 'x'.repeat(REVIEW_COMMENT_MAX + 1))).toBe('tooLong');
    expect(reviewProblem('changes_requested', 'x'.repeat(REVIEW_COMMENT_MAX))).toBeNull();
  });
});

describe('MentorStore', () => {
  it('loads the tab and page of the URL, and a review replaces the item shown', async () => {
    const { store, calls } = testRoot((c) => {
      if (c.url.includes('/review')) {
        const body = c.data as { decision: 'accepted' | 'changes_requested'; comment?: string };
        return ok({
          ...item(41).submission,
          status: body.decision,
          review: { decision: body.decision, comment: body.comment ?? '', reviewerName: 'Budi', reviewedAt: '2026-11-30T14:00:00.000Z' },
        });
      }
      return ok(page([item(41), item(42)]));
    }, signedIn());
    await store.boot();
    await mentorSubmissionsLoader(store, loaderArgs({}, 'status=all&page=2'));
    expect(calls[0]?.url).toContain('mentor/submissions');
    expect(calls[0]?.params).toMatchObject({ status: 'all', page: 2, pageSize: 20 });
    expect(mentorOf(store).isMentor).toBe(true);
    const outcome = await mentorOf(store).review(41, 'changes_requested', '  Add the budget.  ');
    expect(outcome).toMatchObject({ ok: true, submission: { status: 'changes_requested' } });
    expect(calls.at(-1)?.data).toEqual({ decision: 'changes_requested', comment: 'Add the budget.' });
    expect(mentorOf(store).queue.data?.items.map((i) => i.submission.status)).toEqual(['changes_requested', 'submitted']);
    await mentorOf(store).review(42, 'accepted', '');
    expect(calls.at(-1)?.data).toEqual({ decision: 'accepted' });
  });

  it('learns once whether the account is a mentor (the account menu link), from the queue answer', async () => {
    let mentorAccount = false;
    const { store, calls } = testRoot(() => (mentorAccount ? ok(page([])) : fail(403, 'Only mentors can review submissions.')), signedIn());
    await store.boot();
    await mentorOf(store).probe();
    expect(mentorOf(store).isMentor).toBe(false);
    expect(calls[0]?.params).toMatchObject({ pageSize: 1 });
    // Another account signs in: asked again.
    mentorAccount = true;
    store.session.clear();
    expect(mentorOf(store).isMentor).toBeNull();
    await mentorOf(store).probe();
    expect(mentorOf(store).isMentor).toBe(true);
  });

  it('keeps a 403 as not a mentor, and the page says so', async () => {
    const { store } = testRoot(() => fail(403, 'Only mentors can review submissions.'), signedIn());
    await store.boot();
    await mentorSubmissionsLoader(store, loaderArgs());
    expect(mentorOf(store).isMentor).toBe(false);
    const i18n = await initI18n('en', PAGE_MESSAGES.mentorSubmissions);
    const html = renderToStaticMarkup(
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/mentor/submissions']}>
            <MentorSubmissionsPage />
          </MemoryRouter>
        </I18nextProvider>
      </StoreProvider>,
    );
    expect(html).toContain('data-testid="mentor-forbidden"');
    expect(html).toContain('This page is for mentors');
    expect(html).not.toContain('data-testid="mentor-tab-all"');
  });

  it('shows each waiting item with the student, the late badge, the file and the review buttons; reviewed ones without them', async () => {
    const reviewed = item(43, { status: 'accepted', late: false, review: { decision: 'accepted', comment: 'Great work.', reviewerName: 'Budi', reviewedAt: '2026-11-30T14:00:00.000Z' } });
    const { store } = testRoot(() => ok(page([item(41), reviewed])), signedIn());
    await store.boot();
    await mentorSubmissionsLoader(store, loaderArgs());
    const i18n = await initI18n('id', PAGE_MESSAGES.mentorSubmissions);
    const html = renderToStaticMarkup(
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/mentor/submissions']}>
            <MentorSubmissionsPage />
          </MemoryRouter>
        </I18nextProvider>
      </StoreProvider>,
    );
    expect(html).toContain('Sari Student · Bootcamp Web');
    expect(html).toContain('Terlambat');
    expect(html).toContain('href="/f/plan.pdf"');
    expect(html.match(/data-testid="review-accept"/g)).toHaveLength(1);
    expect(html).toContain('Great work.');
    expect(html).toMatch(/aria-current="page"[^>]*data-testid="mentor-tab-submitted"|data-testid="mentor-tab-submitted"[^>]*aria-current="page"/);
  });
});
