import { describe, expect, it } from 'vitest';
import { fail, ok, type RecordedCall, type Scripted } from '../../api/testAdapter';
import { contentItem } from '../../components/contentFixtures';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { learnPath } from './hooks';
import { courseLoader } from './families/courses';
import { ownershipOf } from './ownership';

const course = {
  ...contentItem({ contentId: 41, type: 1, url: 'excel-dasar', title: 'Excel Dasar' }),
  category: { id: 3, url: 'teknologi', name: 'Teknologi' },
  detail: { description: '', ratingSummary: { average: 0, total: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }, promoTerms: null },
};

let state = { contentId: 41, owned: false, wishlisted: true, inCart: false, pendingOrderId: 7 as number | null };

function answer(c: RecordedCall): Scripted {
  const [path = ''] = c.url.split('?');
  if (path === '/web/v2/courses/excel-dasar') return ok(course);
  if (path === '/web/v2/enrollments/contents/41/my-state') return ok(state);
  if (path.includes('/similar-contents') || path.includes('/banners/')) return ok([]);
  return fail(404, 'Tidak ditemukan');
}

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });

describe('the buy box state (OwnershipStore)', () => {
  it('a signed-in student’s course page asks my-state with the bearer, and asks it again on the next visit', async () => {
    const { store, calls } = testRoot(answer, signedIn());
    await store.boot();
    await courseLoader(store, loaderArgs({ url: 'excel-dasar' }));
    const asked = calls.filter((c) => c.url === '/web/v2/enrollments/contents/41/my-state');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.authorization).toBe('Bearer AT');
    expect(ownershipOf(store).of(41)).toEqual(state);

    state = { ...state, owned: true, pendingOrderId: null };
    await courseLoader(store, loaderArgs({ url: 'excel-dasar' }));
    expect(calls.filter((c) => c.url === '/web/v2/enrollments/contents/41/my-state')).toHaveLength(2);
    expect(ownershipOf(store).of(41)?.owned).toBe(true);

    // Signed out: nothing is shown any more.
    store.session.clear();
    expect(ownershipOf(store).of(41)).toBeNull();
  });

  it('a guest never asks it', async () => {
    const { store, calls } = testRoot(answer);
    await store.boot();
    await courseLoader(store, loaderArgs({ url: 'excel-dasar' }));
    expect(calls.some((c) => c.url.includes('my-state'))).toBe(false);
    expect(ownershipOf(store).of(41)).toBeNull();
  });

  it('"Start learning" opens a course’s lecture page, any other type the student’s classes', () => {
    expect(learnPath({ contentId: 41, type: 1, url: 'excel-dasar' })).toBe('/courses/excel-dasar/lecture');
    expect(learnPath({ contentId: 42, type: 3, url: 'react-bootcamp' })).toBe('/webinars/react-bootcamp#session');
    expect(learnPath({ contentId: 44, type: 6, url: 'paket' })).toBe('/user/classqu?type=package#class-44');
    expect(learnPath({ contentId: 43, type: 1 })).toBe('/user/classqu');
  });
});
