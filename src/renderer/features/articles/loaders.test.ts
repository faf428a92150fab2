import { describe, expect, it } from 'vitest';
import { ok } from '../../api/testAdapter';
import { must } from '../../../common/must';
import { BASIC, loaderArgs, testRoot } from '../../testing/testRoot';
import { memoryPlatform } from '../../stores/testPlatform';
import { articleLoader, articlesLoader } from './loaders';
import { articlesOf } from './store';

const page = { items: [], page: 1, pageSize: 12, totalItems: 0, totalPages: 0 };
const category = { id: 6, url: 'teknologi', name: 'Teknologi', contentTypes: [] };
const article = { contentId: 5, url: 'belajar-excel', title: 'Belajar Excel', category: { id: 6, url: 'teknologi', name: 'Teknologi' } };

describe('the article loaders', () => {
  it('a category of articles: chips and banners (Basic, even for a student), the category (Basic), then its page of articles', async () => {
    const student = memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
    const { store, calls } = testRoot((c) => (c.url.includes('/categories/by-url/') ? ok(category) : c.url.endsWith('/articles') ? ok(page) : ok([])), student);
    await store.boot();
    await articlesLoader(store, loaderArgs({ categoryUrl: 'teknologi' }, 'page=2'));
    const basic = calls.filter((c) => c.headers.authorization === BASIC).map((c) => c.url);
    expect(basic.sort()).toEqual(['/v2/articles/categories/by-url/teknologi', '/web/v2/articles/middle-banners', '/web/v2/articles/top-categories']);
    expect(calls.find((c) => c.url === '/web/v2/articles')?.params).toEqual({ categoryId: 6, page: 2, pageSize: 12 });
    expect(articlesOf(store).list.get(6).results.status).toBe('fulfilled');
  });

  it('an article: then its similar articles, the content related to its category and its banners', async () => {
    const { store, calls } = testRoot((c) =>
      c.url.endsWith('/by-url/belajar-excel') ? ok(article) : c.url.endsWith('content-related') ? ok({ courses: [], webinars: [], articles: [] }) : ok([]),
    );
    await articleLoader(store, loaderArgs({ url: 'belajar-excel' }));
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/web/v2/articles/by-url/belajar-excel', undefined],
      ['/web/v2/articles/by-content-id/5/similar-articles', { pageSize: 4 }],
      ['/v2/articles/content-related', { categoryId: 6, pageSize: 4 }],
      ['/v2/banners/on-content-detail', { contentType: 10, contentId: 5, categoryId: 6 }],
    ]);
    expect(must(calls[3], 'the fourth call').headers.authorization).toBe(BASIC);
  });
});
