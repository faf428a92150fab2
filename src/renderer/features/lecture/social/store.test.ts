import { describe, expect, it } from 'vitest';
import type { CommentPage, MyReviewState } from '../../../../common/contract/social';
import { fail, ok } from '../../../api/testAdapter';
import { memoryPlatform } from '../../../stores/testPlatform';
import { testRoot } from '../../../testing/testRoot';
import { socialOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const emptyPage = (extra: Partial<CommentPage> = {}): CommentPage => ({ items: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 0, isLiked: false, totalLike: 3, ...extra });
const summary = { average: 4, total: 1, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 } };

describe('SocialStore', () => {
  it('asks for a content’s comments once per language and page, with the bearer, and follows a like at once', async () => {
    const { store, calls } = testRoot((c) => (c.url.endsWith('/like-toggle') ? ok({ contentId: 5, isLiked: true, totalLike: 4 }) : ok(emptyPage())), signedIn());
    await store.boot();
    await socialOf(store).loadComments(5);
    await socialOf(store).loadComments(5);
    const gets = calls.filter((c) => c.url.includes('/contents/5/comments'));
    expect(gets).toHaveLength(1);
    expect(gets[0]!.headers.Authorization ?? gets[0]!.headers.authorization).toBe('Bearer AT');
    expect(gets[0]!.params).toMatchObject({ page: 1, pageSize: 10 });
    const r = await socialOf(store).toggleLike(5);
    expect(r.ok).toBe(true);
    expect(socialOf(store).comments.data).toMatchObject({ isLiked: true, totalLike: 4 });
  });

  it('a review is created when there is none and changed when there is one; a refusal gives the server’s message', async () => {
    let mine: MyReviewState = { review: null, canReview: true, reason: null, ratingSummary: summary };
    const { store, calls } = testRoot((c) => {
      if (c.url.endsWith('/my-review') && c.method.toUpperCase() === 'POST') {
        mine = { ...mine, review: { id: 1, rating: 4, comment: 'Bagus', createdAt: '2026-11-25T00:00:00Z', updatedAt: '2026-11-25T00:00:00Z' } };
        return ok(mine, 201);
      }
      if (c.url.endsWith('/my-review') && c.method.toUpperCase() === 'PUT') return fail(400, 'Selesaikan minimal satu materi dulu sebelum menulis ulasan.');
      if (c.url.endsWith('/my-review')) return ok(mine);
      if (c.url.endsWith('/review-submission-promo')) return ok({ state: 'ELIGIBLE', show: true, title: 't', message: 'm', finishedLessons: 1, totalLessons: 9 });
      return ok({ items: [], page: 1, pageSize: 3, totalItems: 0, totalPages: 0 });
    }, signedIn());
    await store.boot();
    await socialOf(store).loadReviews('kelas-a');
    expect(calls.find((c) => c.url.endsWith('/courses/kelas-a/reviews'))?.params).toMatchObject({ pageSize: 3 });
    expect((await socialOf(store).saveReview('kelas-a', { rating: 4, comment: 'Bagus' })).ok).toBe(true);
    expect(socialOf(store).myReview.data?.review?.comment).toBe('Bagus');
    const changed = await socialOf(store).saveReview('kelas-a', { rating: 5, comment: 'Bagus sekali' });
    expect(changed).toEqual({ ok: false, message: 'Selesaikan minimal satu materi dulu sebelum menulis ulasan.' });
    expect(calls.filter((c) => c.url.endsWith('/my-review')).map((c) => c.method.toUpperCase())).toEqual(['GET', 'POST', 'GET', 'PUT']);
  });
});
