import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../../../common/enums.js';
import type { FilterDefinition } from '../../../../common/filters.js';
import type { Banner, ContentItem, Page } from '../../../../common/types.js';
import { basicHeaders, createTestApp, studentToken } from '../../../testing/test-app.js';
import { must } from '../../../../common/must.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string, language?: 'id' | 'en', headers: Record<string, string> = basicHeaders) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(language ? { language } : {}) } });
const page = async (url: string, language?: 'id' | 'en') => {
  const res = await get(url, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Page<ContentItem>;
};

describe('G contents', () => {
  it('lists one type, paginated, in both languages', async () => {
    const id = await page('/web/v2/contents?type=26&pageSize=4');
    const en = await page('/web/v2/contents?type=26&pageSize=4', 'en');
    expect(id.items).toHaveLength(4);
    expect(id.items.every((i) => i.type === ContentType.BOOTCAMP)).toBe(true);
    expect(en.items.map((i) => i.contentId)).toEqual(id.items.map((i) => i.contentId));
    expect(must(en.items[0], 'first en item').title).not.toBe(must(id.items[0], 'first id item').title);
    expect(id.totalPages).toBe(Math.ceil(id.totalItems / 4));
  });

  it('takes the event query params: upcoming events, soonest first', async () => {
    const r = await page('/web/v2/contents?type=37&status=upcoming&pageSize=50');
    expect(r.items.length).toBeGreaterThan(0);
    const times = r.items.map((i) => new Date(i.startAt!).getTime());
    expect(times.every((t) => t > Date.now() - 60_000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const past = await page('/web/v2/contents?type=3&status=past&pageSize=50');
    expect(past.items.every((i) => new Date(i.endAt ?? i.startAt!).getTime() < Date.now())).toBe(true);
    const offline = await page('/web/v2/contents?type=3&venueType=2&pageSize=50');
    expect(offline.items.every((i) => i.venueType === 2)).toBe(true);
    const free = await page('/web/v2/contents?isFree=true&pageSize=50');
    expect(free.items.every((i) => i.price.isFree)).toBe(true);
  });

  it('walks every page once in each sort', async () => {
    for (const sort of ['popular', 'newest', 'rating', 'price-asc', 'title-asc', 'upcoming']) {
      const seen: number[] = [];
      const first = await page(`/web/v2/contents?pageSize=9&sort=${sort}`);
      for (let p = 1; p <= first.totalPages + 1; p++) seen.push(...(await page(`/web/v2/contents?pageSize=9&sort=${sort}&page=${p}`)).items.map((i) => i.contentId));
      expect(seen.length).toBe(first.totalItems);
      expect(new Set(seen).size).toBe(seen.length);
    }
    const beyond = await page('/web/v2/contents?pageSize=9&page=999');
    expect(beyond.items).toEqual([]);
    expect(beyond.totalItems).toBeGreaterThan(0);
  });

  it('rejects bad paging, sort and type with 400', async () => {
    for (const [url, pattern] of [
      ['/web/v2/contents?pageSize=101', /pageSize/],
      ['/web/v2/contents?pageSize=0', /pageSize/],
      ['/web/v2/contents?page=abc', /page/],
      ['/web/v2/contents?sort=cheap', /Allowed values: popular, newest/],
      ['/web/v2/contents?type=4', /Unknown content type 4. Allowed values: 1, 2, 3, 5/],
      ['/web/v2/contents?status=soon', /status/],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(pattern);
    }
  });
});

describe('G contents/{id}/similar-contents', () => {
  it('gives 5 contents of the same type, same category first, never the content itself', async () => {
    const course = must((await page('/web/v2/contents?type=1&pageSize=1')).items[0], 'a course');
    const res = await get(`/web/v2/contents/${course.contentId}/similar-contents`);
    const items = res.json().result as ContentItem[];
    expect(items).toHaveLength(5);
    expect(items.every((i) => i.type === ContentType.COURSE && i.contentId !== course.contentId)).toBe(true);
    expect(must(items[0], 'first similar content').category?.id).toBe(course.category?.id);
    expect((await get(`/web/v2/contents/${course.contentId}/similar-contents?pageSize=2`)).json().result).toHaveLength(2);
    expect((await get(`/web/v2/contents/${course.contentId}/similar-contents?pageSize=500`)).statusCode).toBe(400);
  });

  it('unknown content: 404 in the request language', async () => {
    const id = await get('/web/v2/contents/9999999/similar-contents');
    expect(id.statusCode).toBe(404);
    expect(id.json().message).toBe('Konten 9999999 tidak ditemukan');
    expect((await get('/web/v2/contents/9999999/similar-contents', 'en')).json().message).toBe('Content 9999999 not found');
  });
});

describe('G v2/banners/on-content-detail', () => {
  it('matches content_detail banners by type, content and category, most specific first', async () => {
    const rows = await app.ctx.db.selectFrom('banners').selectAll().where('placement', '=', 'content_detail').execute();
    const onContent = rows.find((b) => b.content_id !== null)!;
    const res = await get(`/v2/banners/on-content-detail?contentType=${onContent.content_type}&contentId=${onContent.content_id}`);
    expect(res.statusCode).toBe(200);
    const banners = res.json().result as Banner[];
    expect(banners[0]?.id).toBe(onContent.id);
    for (const b of banners) {
      expect(b.contentId === null || b.contentId === onContent.content_id).toBe(true);
      expect(b.contentType === null || b.contentType === onContent.content_type).toBe(true);
      expect(b.categoryId).toBeNull();
    }
    const withCategory = rows.find((b) => b.category_id !== null)!;
    const byCategory = (await get(`/v2/banners/on-content-detail?contentType=${withCategory.content_type}&categoryId=${withCategory.category_id}&contentId=1`)).json().result as Banner[];
    expect(byCategory[0]?.id).toBe(withCategory.id);
    const en = (await get(`/v2/banners/on-content-detail?contentType=${withCategory.content_type}&categoryId=${withCategory.category_id}`, 'en')).json().result as Banner[];
    expect(en[0]?.title).toBe(withCategory.title_en);
  });

  it('takes the public client credentials only, and checks its query', async () => {
    const token = await studentToken(app);
    expect((await get('/v2/banners/on-content-detail?contentType=1', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await get('/v2/banners/on-content-detail?contentType=1', undefined, {})).statusCode).toBe(401);
    expect((await get('/v2/banners/on-content-detail?contentType=9')).statusCode).toBe(400);
  });
});

describe('G {product}/filters', () => {
  it('describes every filter kind of a product list, with options and ranges from the list', async () => {
    const defs = (await get('/web/v2/bootcamps/filters')).json().result as FilterDefinition[];
    expect(defs.map((d) => d.kind)).toEqual(['RATING', 'PROGRAM', 'PRICE', 'DURATION', 'SKILL_LEVEL', 'CATEGORY']);
    const price = defs.find((d) => d.kind === 'PRICE')!;
    expect(price).toMatchObject({ selectionMode: 'SINGLE', valueType: 'range', unit: 'IDR' });
    const prices = await app.ctx.db.selectFrom('contents').select(['final_price']).where('content_type', '=', ContentType.BOOTCAMP).execute();
    expect(price.range).toEqual({ min: Math.min(...prices.map((p) => p.final_price)), max: Math.max(...prices.map((p) => p.final_price)) });
    const category = defs.find((d) => d.kind === 'CATEGORY')!;
    expect(category.selectionMode).toBe('MULTIPLE');
    expect(category.options!.reduce((s, o) => s + (o.count ?? 0), 0)).toBe(prices.length);
    const en = (await get('/web/v2/bootcamps/filters', 'en')).json().result as FilterDefinition[];
    expect(en.find((d) => d.kind === 'SKILL_LEVEL')!.options!.map((o) => o.label)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(defs.find((d) => d.kind === 'SKILL_LEVEL')!.options!.map((o) => o.label)).toEqual(['Pemula', 'Menengah', 'Mahir']);
  });

  it('a product family’s panel counts only its own contents (Prakerja)', async () => {
    const defs = (await get('/web/v2/prakerja/filters')).json().result as FilterDefinition[];
    const prakerja = await app.ctx.db.selectFrom('contents').select('id').where('is_prakerja', '=', true).where('is_published', '=', true).execute();
    const levels = defs.find((d) => d.kind === 'SKILL_LEVEL')!.options!;
    expect(levels.reduce((s, o) => s + (o.count ?? 0), 0)).toBe(prakerja.length);
  });

  it('the options of a definition are accepted by the lists', async () => {
    const defs = (await get('/web/v2/contents/filters')).json().result as FilterDefinition[];
    const filters = defs.flatMap((d) => {
      const first = d.options?.[0];
      return first ? [{ kind: d.kind, values: [first.value] }] : [];
    });
    const res = await app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: basicHeaders, payload: { filters } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
