import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDetail } from '../../../common/discovery.js';
import type { FilterDefinition } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { basicHeaders, createTestApp, studentToken } from '../../testing/test-app.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
let category: { id: number; url: string; name_id: string; name_en: string };
beforeAll(async () => {
  app = await createTestApp();
  category = await app.ctx.db.selectFrom('categories').select(['id', 'url', 'name_id', 'name_en']).where('url', '=', 'sales-marketing').executeTakeFirstOrThrow();
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string, language?: 'id' | 'en', headers: Record<string, string> = basicHeaders) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(language ? { language } : {}) } });
const post = (url: string, payload: object, language?: 'id' | 'en') => app.inject({ method: 'POST', url, headers: { ...basicHeaders, ...(language ? { language } : {}) }, payload });

describe('G categories/by-url/{url}', () => {
  it('gives the category with counts per type in both languages (Basic)', async () => {
    const id = (await get(`/web/v2/categories/by-url/${category.url}`)).json().result as CategoryDetail;
    expect(id).toMatchObject({ id: category.id, url: category.url, name: category.name_id });
    expect(id.contentTypes.reduce((s, t) => s + t.count, 0)).toBe(id.totalContents);
    expect(id.totalContents).toBeGreaterThan(0);
    expect((await get(`/web/v2/categories/by-url/${category.url}`, 'en')).json().result.name).toBe(category.name_en);
    const token = await studentToken(app);
    expect((await get(`/web/v2/categories/by-url/${category.url}`, 'id', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('unknown url: 404 in the request language', async () => {
    const res = await get('/web/v2/categories/by-url/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Kategori "nope" tidak ditemukan');
    expect((await get('/web/v2/categories/by-url/nope', 'en')).json().message).toBe('Category "nope" not found');
  });
});

describe('P categories/{id}/contents', () => {
  it('lists the category’s contents with types, sort and filters', async () => {
    const all = (await post(`/web/v2/categories/${category.id}/contents`, { pageSize: 100 })).json().result as Page<ContentItem>;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((i) => i.category?.id === category.id)).toBe(true);
    const courses = (
      await post(`/web/v2/categories/${category.id}/contents`, { pageSize: 100, contentTypes: [1], sort: 'price-asc', filters: [{ kind: 'SKILL_LEVEL', values: [1, 2] }] }, 'en')
    ).json().result as Page<ContentItem>;
    expect(courses.items.length).toBeGreaterThan(0);
    expect(courses.items.every((i) => i.type === 1 && i.skillLevel <= 2)).toBe(true);
    const prices = courses.items.map((i) => i.price.finalPrice);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('walks every page once', async () => {
    const first = (await post(`/web/v2/categories/${category.id}/contents`, { pageSize: 5, sort: 'rating' })).json().result as Page<ContentItem>;
    const seen: number[] = [];
    for (let page = 1; page <= first.totalPages; page++)
      seen.push(...((await post(`/web/v2/categories/${category.id}/contents`, { page, pageSize: 5, sort: 'rating' })).json().result as Page<ContentItem>).items.map((i) => i.contentId));
    expect(seen.length).toBe(first.totalItems);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('400 for bad paging, sort and filters; 404 for an unknown category', async () => {
    expect((await post(`/web/v2/categories/${category.id}/contents`, { pageSize: 101 })).statusCode).toBe(400);
    const sort = await post(`/web/v2/categories/${category.id}/contents`, { sort: 'upcoming' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/Allowed values: popular, newest, rating, price-asc, price-desc/);
    const filter = await post(`/web/v2/categories/${category.id}/contents`, { filters: [{ kind: 'DURATION', range: { min: -1 } }] });
    expect(filter.statusCode).toBe(400);
    const missing = await post('/web/v2/categories/99999/contents', {}, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category 99999 not found');
  });
});

describe('G categories/contents-master-sort and filters', () => {
  it('names the sorts in both languages', async () => {
    expect((await get('/web/v2/categories/contents-master-sort')).json().result.map((s: { value: string }) => s.value)).toEqual(['popular', 'newest', 'rating', 'price-asc', 'price-desc']);
    expect((await get('/web/v2/categories/contents-master-sort', 'en')).json().result[0].label).toBe('Most popular');
  });

  it('G categories/{id}/filters describes the category’s filters', async () => {
    const defs = (await get(`/web/v2/categories/${category.id}/filters`)).json().result as FilterDefinition[];
    expect(defs.find((d) => d.kind === 'CATEGORY')!.options).toEqual([expect.objectContaining({ value: category.id })]);
    expect((await get('/web/v2/categories/99999/filters')).statusCode).toBe(404);
  });
});
