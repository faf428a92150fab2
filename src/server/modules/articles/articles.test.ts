import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../../../common/discovery.js';
import { ContentType } from '../../../common/enums.js';
import type { Category, ContentItem, Page } from '../../../common/types.js';
import { basicHeaders, createTestApp, studentToken } from '../../testing/test-app.js';
import { must } from '../../../common/must.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
let article: { id: number; url: string; category_id: number | null; title_id: string; title_en: string; details: unknown };
beforeAll(async () => {
  app = await createTestApp();
  article = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url', 'category_id', 'title_id', 'title_en', 'details'])
    .where('content_type', '=', ContentType.ARTICLE)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string, language?: 'id' | 'en', headers: Record<string, string> = basicHeaders) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(language ? { language } : {}) } });
const expect404 = async (url: string, id: string, en: string) => {
  const a = await get(url);
  expect(a.statusCode, url).toBe(404);
  expect(a.json().message).toBe(id);
  expect((await get(url, 'en')).json().message).toBe(en);
};

describe('G articles/by-url/{url}', () => {
  it('answers the article with its body in the request language, category, author and reading time', async () => {
    const id = (await get(`/web/v2/articles/by-url/${article.url}`)).json().result as ArticleDetail;
    const en = (await get(`/web/v2/articles/by-url/${article.url}`, 'en')).json().result as ArticleDetail;
    const details = article.details as { body_id: string; body_en: string };
    expect(id.title).toBe(article.title_id);
    expect(en.title).toBe(article.title_en);
    expect(id.body).toBe(details.body_id);
    expect(en.body).toBe(details.body_en);
    expect(id.body).not.toBe(en.body);
    expect(id.category?.id).toBe(article.category_id);
    expect(id.author?.name).toBeTruthy();
    expect(id.readMinutes).toBeGreaterThan(0);
    expect(id.tags.length).toBeGreaterThan(0);
    expect(en.tags).not.toEqual(id.tags);
    expect(id.type).toBe(ContentType.ARTICLE);
  });

  it('unknown or non-article urls are 404 in the request language', async () => {
    await expect404('/web/v2/articles/by-url/no-such-article', 'Artikel "no-such-article" tidak ditemukan', 'Article "no-such-article" not found');
    const course = await app.ctx.db.selectFrom('contents').select('url').where('content_type', '=', ContentType.COURSE).executeTakeFirstOrThrow();
    expect((await get(`/web/v2/articles/by-url/${course.url}`)).statusCode).toBe(404);
  });

  it('works with a student token too (both)', async () => {
    const token = await studentToken(app);
    expect((await get(`/web/v2/articles/by-url/${article.url}`, 'id', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await get(`/web/v2/articles/by-url/${article.url}`, 'id', {})).statusCode).toBe(401);
  });
});

describe('G v2/articles/by-url/{url}/meta', () => {
  it('gives title, description, canonical path and image in both languages', async () => {
    const id = (await get(`/v2/articles/by-url/${article.url}/meta`)).json().result;
    const en = (await get(`/v2/articles/by-url/${article.url}/meta`, 'en')).json().result;
    expect(id).toMatchObject({ title: `${article.title_id} | Belajar`, canonicalPath: `/articles/${article.url}` });
    expect(en.title).toBe(`${article.title_en} | Belajar`);
    expect(id.description.length).toBeGreaterThan(10);
    expect(id.description.length).toBeLessThanOrEqual(160);
    await expect404('/v2/articles/by-url/nope/meta', 'Artikel "nope" tidak ditemukan', 'Article "nope" not found');
  });
});

describe('G articles', () => {
  it('lists articles, newest first by default, and by category', async () => {
    const all = (await get('/web/v2/articles?pageSize=5')).json().result as Page<ContentItem>;
    expect(all.items).toHaveLength(5);
    expect(all.items.every((i) => i.type === ContentType.ARTICLE)).toBe(true);
    const inCat = (await get(`/web/v2/articles?categoryId=${article.category_id}&pageSize=100`)).json().result as Page<ContentItem>;
    expect(inCat.items.length).toBeGreaterThan(0);
    expect(inCat.items.every((i) => i.category?.id === article.category_id)).toBe(true);
    expect(inCat.totalItems).toBeLessThan(all.totalItems);
  });

  it('walks the pages without repeats in every article sort', async () => {
    for (const sort of ['newest', 'popular', 'oldest', 'title-asc']) {
      const first = (await get(`/web/v2/articles?pageSize=4&sort=${sort}`)).json().result as Page<ContentItem>;
      const seen: number[] = [];
      for (let p = 1; p <= first.totalPages; p++)
        seen.push(...((await get(`/web/v2/articles?pageSize=4&sort=${sort}&page=${p}`)).json().result as Page<ContentItem>).items.map((i) => i.contentId));
      expect(new Set(seen).size).toBe(first.totalItems);
      expect(seen.length).toBe(first.totalItems);
    }
  });

  it('rejects bad paging and sort; unknown category is 404', async () => {
    expect((await get('/web/v2/articles?pageSize=1000')).statusCode).toBe(400);
    const sort = await get('/web/v2/articles?sort=rating');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe('Unknown sort "rating". Allowed values: newest, popular, oldest, title-asc');
    await expect404('/web/v2/articles?categoryId=99999', 'Kategori 99999 tidak ditemukan', 'Category 99999 not found');
  });

  it('G articles/master-sort names the sorts in both languages', async () => {
    expect((await get('/web/v2/articles/master-sort')).json().result[0]).toEqual({ value: 'newest', label: 'Terbaru' });
    expect((await get('/web/v2/articles/master-sort', 'en')).json().result[0]).toEqual({ value: 'newest', label: 'Newest' });
  });
});

describe('similar and related', () => {
  it('G articles/by-content-id/{id}/similar-articles gives 4 other articles, same category first', async () => {
    const items = (await get(`/web/v2/articles/by-content-id/${article.id}/similar-articles`)).json().result as ContentItem[];
    expect(items).toHaveLength(4);
    expect(items.every((i) => i.type === ContentType.ARTICLE && i.contentId !== article.id)).toBe(true);
    expect(must(items[0], 'a similar article').category?.id).toBe(article.category_id);
    const course = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', ContentType.COURSE).executeTakeFirstOrThrow();
    await expect404(`/web/v2/articles/by-content-id/${course.id}/similar-articles`, `Artikel ${course.id} tidak ditemukan`, `Article ${course.id} not found`);
    expect((await get(`/web/v2/articles/by-content-id/${article.id}/similar-articles?pageSize=0`)).statusCode).toBe(400);
  });

  it('G v2/articles/content-related gives courses, upcoming webinars and 4 articles of the category', async () => {
    const r = (await get(`/v2/articles/content-related?categoryId=${article.category_id}`)).json().result as Record<'courses' | 'webinars' | 'articles', ContentItem[]>;
    expect(r.articles.length).toBeGreaterThan(0);
    expect(r.articles.length).toBeLessThanOrEqual(4);
    for (const list of [r.courses, r.webinars, r.articles]) expect(list.every((i) => i.category?.id === article.category_id)).toBe(true);
    expect(r.courses.every((i) => [ContentType.COURSE, ContentType.BELAJARKILAT].includes(i.type as 1 | 5))).toBe(true);
    expect(r.webinars.every((i) => i.type === ContentType.WEBINAR && new Date(i.startAt!).getTime() > Date.now())).toBe(true);
    expect((await get('/v2/articles/content-related')).statusCode).toBe(400);
    await expect404('/v2/articles/content-related?categoryId=99999', 'Kategori 99999 tidak ditemukan', 'Category 99999 not found');
  });
});

describe('Basic calls: banners and categories', () => {
  it('G articles/middle-banners gives the middle placement, Basic only', async () => {
    const banners = (await get('/web/v2/articles/middle-banners')).json().result;
    const rows = await app.ctx.db.selectFrom('banners').select(['id', 'title_en']).where('placement', '=', 'middle').orderBy('sort_order').orderBy('id').execute();
    expect(banners.map((b: { id: number }) => b.id)).toEqual(rows.map((r) => r.id));
    expect((await get('/web/v2/articles/middle-banners', 'en')).json().result[0].title).toBe(must(rows[0], 'a middle banner').title_en);
    const token = await studentToken(app);
    expect((await get('/web/v2/articles/middle-banners', 'id', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('G articles/top-categories counts articles, most first', async () => {
    const cats = (await get('/web/v2/articles/top-categories')).json().result as Category[];
    expect(cats.length).toBeGreaterThan(0);
    const counts = cats.map((c) => c.totalContents);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const total = await app.ctx.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_type', '=', ContentType.ARTICLE)
      .executeTakeFirstOrThrow();
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(Number(total.n));
    expect((await get('/web/v2/articles/top-categories', 'en')).json().result[0].name).toBeTruthy();
  });

  it('G v2/articles/categories/by-url/{url} gives the category with its article count', async () => {
    const cat = await app.ctx.db.selectFrom('categories').selectAll().where('id', '=', article.category_id!).executeTakeFirstOrThrow();
    const id = (await get(`/v2/articles/categories/by-url/${cat.url}`)).json().result;
    expect(id).toMatchObject({ id: cat.id, url: cat.url, name: cat.name_id });
    expect(id.contentTypes).toEqual([{ type: ContentType.ARTICLE, count: id.totalContents }]);
    expect((await get(`/v2/articles/categories/by-url/${cat.url}`, 'en')).json().result.name).toBe(cat.name_en);
    await expect404('/v2/articles/categories/by-url/nope', 'Kategori "nope" tidak ditemukan', 'Category "nope" not found');
  });
});
