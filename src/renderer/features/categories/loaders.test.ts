import { describe, expect, it } from 'vitest';
import { ok, fail } from '../../api/testAdapter';
import { must } from '../../../common/must';
import { BASIC, loaderArgs, testRoot } from '../../testing/testRoot';
import { catchAllLoader, categoryLoader } from './loaders';
import { categoriesOf } from './store';

const category = { id: 4, url: 'teknologi', name: 'Teknologi', description: '', icon: 'code', colorIndex: 1, totalContents: 9, contentTypes: [{ type: 1, count: 9 }] };
const page = { items: [], page: 1, pageSize: 12, totalItems: 0, totalPages: 0 };

describe('the category loaders', () => {
  it('a category page: the category by url (Basic), then its contents of the URL type and page, its sorts, filters and the other categories', async () => {
    const { store, calls } = testRoot((c) => (c.url.endsWith('/by-url/teknologi') ? ok(category) : c.url.endsWith('/contents') ? ok(page) : ok([])));
    await categoryLoader('teknologi')(store, loaderArgs({}, 'type=1&page=2'));
    expect(calls[0]).toMatchObject({ url: '/web/v2/categories/by-url/teknologi' });
    expect(must(calls[0], 'the category call').headers.authorization).toBe(BASIC);
    expect(
      calls
        .slice(1)
        .map((c) => c.url)
        .sort(),
    ).toEqual(['/web/v2/categories/4/contents', '/web/v2/categories/4/filters', '/web/v2/categories/contents-master-sort', '/web/v2/home/categories']);
    expect(calls.find((c) => c.url.endsWith('/contents'))?.data).toEqual({ page: 2, pageSize: 12, contentTypes: [1] });
    expect(categoriesOf(store).contents.get({ categoryId: 4, type: 1 }).results.status).toBe('fulfilled');
  });

  it('the catch-all: a single segment is asked as a category; 404 leaves it rejected (not found), other paths ask nothing', async () => {
    const { store, calls } = testRoot(() => fail(404, 'Kategori tidak ditemukan'));
    await catchAllLoader(store, loaderArgs({ '*': 'bukan-kategori' }));
    expect(categoriesOf(store).detail.get('bukan-kategori').errorStatus).toBe(404);
    await catchAllLoader(store, loaderArgs({ '*': 'a/b' }));
    expect(calls).toHaveLength(1);
  });
});
