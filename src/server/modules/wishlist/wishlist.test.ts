import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { must } from '../../../common/must.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';

const W = '/web/v2';
type Lang = 'id' | 'en';
type Method = 'GET' | 'PUT' | 'DELETE';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

function call(token: string | null, method: Method, url: string, lang: Lang = 'id') {
  return app.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), language: lang } });
}
async function result<T>(token: string, method: Method, url: string, lang: Lang = 'id'): Promise<T> {
  const res = await call(token, method, url, lang);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().result as T;
}

async function contentIds(type: number, n: number): Promise<number[]> {
  const rows = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', type).where('is_published', '=', true).orderBy('id').limit(n).execute();
  expect(rows).toHaveLength(n);
  return rows.map((r) => r.id);
}

const toggle = (token: string, id: number, lang: Lang = 'id') => call(token, 'PUT', `${W}/contents/${id}/wishlist-toggle`, lang);
const page = (token: string, query = '') => result<Page<ContentItem>>(token, 'GET', `${W}/wishlist/contents${query}`);

describe('wishlist', () => {
  it('toggles a content in and out, with a message in the request language', async () => {
    const token = await studentToken(app);
    const [id] = await contentIds(ContentType.COURSE, 1);
    const on = await toggle(token, must(id, 'a course'), 'en');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Added to your wishlist', result: { contentId: id, isWishlisted: true } });
    expect((await page(token)).items.map((i) => i.contentId)).toEqual([id]);
    const off = await toggle(token, must(id, 'a course'));
    expect(off.json()).toMatchObject({ message: 'Dihapus dari wishlist', result: { contentId: id, isWishlisted: false } });
    expect((await page(token)).totalItems).toBe(0);
  });

  it('lists newest first as content items, pages, filters by type and counts types', async () => {
    const token = await studentToken(app);
    const courses = await contentIds(ContentType.COURSE, 3);
    const webinars = await contentIds(ContentType.WEBINAR, 2);
    for (const id of [...courses, ...webinars]) {
      expect((await toggle(token, id)).statusCode).toBe(200);
      // Distinct times, so "newest first" is observable.
      await new Promise((r) => setTimeout(r, 5));
    }
    const first = await page(token, '?page=1&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
    expect(first.items.map((i) => i.contentId)).toEqual([webinars[1], webinars[0]]);
    const last = await page(token, '?page=3&pageSize=2');
    expect(last.items.map((i) => i.contentId)).toEqual([courses[0]]);
    const beyond = await page(token, '?page=9&pageSize=2');
    expect(beyond).toMatchObject({ items: [], totalItems: 5 });
    const onlyCourses = await page(token, `?contentType=${ContentType.COURSE}`);
    expect(onlyCourses.items.map((i) => i.contentId)).toEqual([...courses].reverse());
    expect(must(onlyCourses.items[0], 'an item')).toMatchObject({ type: ContentType.COURSE, price: expect.objectContaining({ isFree: expect.any(Boolean) }) });
    expect(await result(token, 'GET', `${W}/wishlist/content-types`)).toEqual([
      { type: ContentType.COURSE, count: 3 },
      { type: ContentType.WEBINAR, count: 2 },
    ]);
    // The same content in English.
    const en = await result<Page<ContentItem>>(token, 'GET', `${W}/wishlist/contents?pageSize=1`, 'en');
    const row = await app.ctx.db.selectFrom('contents').select('title_en').where('id', '=', must(webinars[1], 'a webinar')).executeTakeFirstOrThrow();
    expect(must(en.items[0], 'an item').title).toBe(row.title_en);
  });

  it('clears one type, deletes by content ids, clears all', async () => {
    const token = await studentToken(app);
    const courses = await contentIds(ContentType.COURSE, 3);
    const webinars = await contentIds(ContentType.WEBINAR, 2);
    for (const id of [...courses, ...webinars]) await toggle(token, id);
    expect(await result(token, 'DELETE', `${W}/wishlist?contentType=${ContentType.WEBINAR}`)).toEqual({ removed: 2 });
    expect(await result(token, 'DELETE', `${W}/wishlist/delete-by-contentids?contentId=${courses[0]}&contentId=${courses[1]}&contentId=999999`)).toEqual({ removed: 2 });
    expect((await page(token)).items.map((i) => i.contentId)).toEqual([courses[2]]);
    expect(await result(token, 'DELETE', `${W}/wishlist/delete-by-contentids?contentId=${courses[2]}`)).toEqual({ removed: 1 });
    for (const id of courses) await toggle(token, id);
    expect(await result(token, 'DELETE', `${W}/wishlist`)).toEqual({ removed: 3 });
    expect(await result(token, 'GET', `${W}/wishlist/content-types`)).toEqual([]);
  });

  it('hides unpublished items from lists and counts, and refuses to add them (404)', async () => {
    const token = await studentToken(app);
    const [a, b] = await contentIds(ContentType.MICROLEARNING, 2);
    await toggle(token, must(a, 'a'));
    await toggle(token, must(b, 'b'));
    await app.ctx.db.updateTable('contents').set({ is_published: false }).where('id', '=', must(a, 'a')).execute();
    try {
      expect((await page(token)).items.map((i) => i.contentId)).toEqual([b]);
      expect(await result(token, 'GET', `${W}/wishlist/content-types`)).toEqual([{ type: ContentType.MICROLEARNING, count: 1 }]);
      // Taking it out still works; putting it back does not.
      expect((await toggle(token, must(a, 'a'))).json().result.isWishlisted).toBe(false);
      const res = await toggle(token, must(a, 'a'), 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Content not found.');
    } finally {
      await app.ctx.db.updateTable('contents').set({ is_published: true }).where('id', '=', must(a, 'a')).execute();
    }
  });

  it('refuses an unknown content type with a 400 naming the types, and a missing content id list', async () => {
    const token = await studentToken(app);
    for (const url of [`${W}/wishlist/contents?contentType=4`, `${W}/wishlist?contentType=4`]) {
      const res = await call(token, url.includes('contents') ? 'GET' : 'DELETE', url, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Unknown content type 4');
    }
    expect((await call(token, 'DELETE', `${W}/wishlist/delete-by-contentids`)).statusCode).toBe(400);
  });

  it('keeps each student’s wishlist their own, and needs a signed-in student', async () => {
    const [ani, budi] = [await studentToken(app), await studentToken(app)];
    const [a, b] = await contentIds(ContentType.COURSE, 2);
    await toggle(ani, must(a, 'a'));
    await toggle(budi, must(b, 'b'));
    expect(await result(budi, 'DELETE', `${W}/wishlist/delete-by-contentids?contentId=${a}`)).toEqual({ removed: 0 });
    expect(await result(budi, 'DELETE', `${W}/wishlist`)).toEqual({ removed: 1 });
    expect((await page(ani)).items.map((i) => i.contentId)).toEqual([a]);
    for (const [method, url] of [
      ['GET', `${W}/wishlist/contents`],
      ['PUT', `${W}/contents/${a}/wishlist-toggle`],
      ['DELETE', `${W}/wishlist`],
    ] as const) {
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
  });
});
