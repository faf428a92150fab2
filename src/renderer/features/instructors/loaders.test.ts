import { describe, expect, it } from 'vitest';
import { ok } from '../../api/testAdapter';
import { must } from '../../../common/must';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { instructorListInput, instructorLoader, instructorsLoader } from './loaders';
import { instructorsOf } from './store';

const instructor = {
  id: 3,
  url: 'budi',
  name: 'Budi',
  contentTypes: [
    { type: 1, count: 2 },
    { type: 3, count: 1 },
  ],
  rating: { average: 4, total: 1 },
};
const page = { items: [], page: 1, pageSize: 8, totalItems: 0, totalPages: 0 };

describe('the instructor loader', () => {
  it('the profile, then the contents of the URL type, the webinars and the reviews', async () => {
    const { store, calls } = testRoot((c) =>
      c.url.endsWith('/by-url/budi')
        ? ok(instructor)
        : c.url.endsWith('rating-summary')
          ? ok({ average: 4, total: 1, distribution: {} })
          : c.url.includes('sort') || c.url.includes('filters')
            ? ok([])
            : ok(page),
    );
    await instructorLoader(store, loaderArgs({ url: 'budi' }, 'type=3&status=finished&rating=4'));
    expect(must(calls[0], 'the instructor call').url).toBe('/web/v2/instructors/by-url/budi');
    const byUrl = Object.fromEntries(calls.slice(1).map((c) => [`${c.method} ${c.url}`, c.params ?? c.data ?? null]));
    expect(byUrl).toEqual({
      'GET /web/v2/instructors/3/contents/master-sort': null,
      'GET /web/v2/instructors/3/content-types/3/filters': null,
      'GET /web/v2/instructors/3/content-types/3/contents': { page: 1, pageSize: 8, rating: 4, isFinished: true },
      'POST /web/v2/instructors/3/upcoming-webinars': { page: 1, pageSize: 8 },
      'POST /web/v2/instructors/3/past-webinars': { page: 1, pageSize: 8 },
      'GET /web/v2/instructors/3/rating-summary': null,
      'GET /web/v2/instructors/3/reviews': { pageSize: 3, page: 1 },
    });
  });

  it('the reviews keep their page and star filter; the same stars again shows them all', async () => {
    const { store, calls } = testRoot(() => ok(page));
    const reviews = instructorsOf(store).reviews(3);
    await reviews.pickScore(5);
    await reviews.setPage(2);
    await reviews.pickScore(5);
    expect(calls.map((c) => c.params)).toEqual([
      { pageSize: 3, page: 1, ratingScore: 5 },
      { pageSize: 3, page: 2, ratingScore: 5 },
      { pageSize: 3, page: 1 },
    ]);
    expect(instructorsOf(store).reviews(3)).toBe(reviews);
  });
});

describe('the instructor list loader', () => {
  it('reads ?q= (spaces collapsed, cut to the server’s bound) and ?page= (1 unless a whole number above 1)', () => {
    const input = (search: string) => instructorListInput(new URLSearchParams(search));
    expect(input('')).toEqual({ keyword: '', page: 1 });
    expect(input('q=%20Rina%20%20Sari%20&page=2')).toEqual({ keyword: 'Rina Sari', page: 2 });
    expect(input('page=0')).toEqual({ keyword: '', page: 1 });
    expect(input('page=2.5')).toEqual({ keyword: '', page: 1 });
    expect(input('page=-3')).toEqual({ keyword: '', page: 1 });
    expect(input('page=100001')).toEqual({ keyword: '', page: 1 });
    expect(input(`q=${'a'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('asks G instructors for the URL’s page once per keyword, page and language', async () => {
    const { store, calls } = testRoot(() => ok({ items: [], page: 2, pageSize: 12, totalItems: 13, totalPages: 2 }));
    await instructorsLoader(store, loaderArgs({}, 'q=data&page=2'));
    await instructorsLoader(store, loaderArgs({}, 'q=data&page=2'));
    await instructorsLoader(store, loaderArgs({}, ''));
    expect(calls.map((c) => `${c.method} ${c.url} ${JSON.stringify(c.params)}`)).toEqual([
      'GET /web/v2/instructors {"page":2,"pageSize":12,"keyword":"data"}',
      'GET /web/v2/instructors {"page":1,"pageSize":12}',
    ]);
    expect(instructorsOf(store).list.get({ keyword: 'data', page: 2 }).data?.totalItems).toBe(13);
  });
});
