import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstructorPage, InstructorReviewItem } from '../../../common/discovery.js';
import { ContentType } from '../../../common/enums.js';
import type { FilterDefinition } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { must } from '../../../common/must.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
let instructor: { id: number; url: string; headline_id: string; headline_en: string };
let contents: { id: number; content_type: number }[];
/** The two contents our reviews are of (the instructor's first two). */
let reviewed: [number, number];
beforeAll(async () => {
  app = await createTestApp();
  // The instructor with the most webinars, so every call has something to show.
  const top = await app.ctx.db
    .selectFrom('contents')
    .select(['instructor_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('content_type', '=', ContentType.WEBINAR)
    .groupBy('instructor_id')
    .orderBy('n', 'desc')
    .orderBy('instructor_id')
    .executeTakeFirstOrThrow();
  instructor = await app.ctx.db.selectFrom('instructors').select(['id', 'url', 'headline_id', 'headline_en']).where('id', '=', top.instructor_id!).executeTakeFirstOrThrow();
  contents = await app.ctx.db.selectFrom('contents').select(['id', 'content_type']).where('instructor_id', '=', instructor.id).orderBy('id').execute();
  const [first, second] = contents;
  if (!first || !second) throw new Error('the instructor needs two contents');
  reviewed = [first.id, second.id];
  // Reviews of our own, so the figures are known whatever else is seeded.
  await app.ctx.db
    .deleteFrom('reviews')
    .where(
      'content_id',
      'in',
      contents.map((c) => c.id),
    )
    .execute();
  await app.ctx.db
    .insertInto('reviews')
    .values([
      { content_id: reviewed[0], reviewer_name: 'Budi Santoso', rating: 5, comment: 'Mantap', created_at: '2026-01-03T00:00:00Z' },
      { content_id: reviewed[0], reviewer_name: 'Ani Lestari', rating: 4, comment: 'Bagus', created_at: '2026-01-02T00:00:00Z' },
      { content_id: reviewed[1], reviewer_name: 'Citra Dewi', rating: 4, comment: 'Jelas', created_at: '2026-01-01T00:00:00Z' },
      { content_id: reviewed[1], reviewer_name: 'Dodi', rating: 1, comment: 'Kurang', created_at: '2025-12-31T00:00:00Z' },
    ])
    .execute();
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string, language?: 'id' | 'en') => app.inject({ method: 'GET', url, headers: { ...basicHeaders, ...(language ? { language } : {}) } });
const post = (url: string, payload: object, language?: 'id' | 'en') => app.inject({ method: 'POST', url, headers: { ...basicHeaders, ...(language ? { language } : {}) }, payload });
const base = () => `/web/v2/instructors/${instructor.id}`;
const expect404 = async (res: Promise<{ statusCode: number; json(): { message: string } }>, message: string) => {
  const r = await res;
  expect(r.statusCode).toBe(404);
  expect(r.json().message).toBe(message);
};

describe('instructor profile', () => {
  it('G instructors/by-url/{url} in both languages with totals', async () => {
    const id = (await get(`/web/v2/instructors/by-url/${instructor.url}`)).json().result as InstructorPage;
    const en = (await get(`/web/v2/instructors/by-url/${instructor.url}`, 'en')).json().result as InstructorPage;
    expect(id.headline).toBe(instructor.headline_id);
    expect(en.headline).toBe(instructor.headline_en);
    expect(id.totalContents).toBe(contents.length);
    expect(id.rating).toEqual({ average: 3.5, total: 4 });
    expect(id.contentTypes.reduce((s, t) => s + t.count, 0)).toBe(contents.length);
    await expect404(get('/web/v2/instructors/by-url/nobody'), 'Instruktur "nobody" tidak ditemukan');
    await expect404(get('/web/v2/instructors/by-url/nobody', 'en'), 'Instructor "nobody" not found');
  });

  it('G instructors/{id}/rating-summary', async () => {
    expect((await get(`${base()}/rating-summary`)).json().result).toEqual({ average: 3.5, total: 4, distribution: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 } });
    await expect404(get('/web/v2/instructors/99999/rating-summary', 'en'), 'Instructor 99999 not found');
  });

  it('G instructors/{id}/reviews: newest first, 3 a page, masked names, with the content', async () => {
    const page = (await get(`${base()}/reviews`)).json().result as Page<InstructorReviewItem>;
    expect(page).toMatchObject({ page: 1, pageSize: 3, totalItems: 4, totalPages: 2 });
    expect(page.items.map((r) => r.name)).toEqual(['B*** ******o', 'A** ******i', 'C**** ***i']);
    const newest = must(page.items[0], 'a review');
    expect(newest.content).toMatchObject({ contentId: reviewed[0] });
    const en = (await get(`${base()}/reviews`, 'en')).json().result as Page<InstructorReviewItem>;
    const row = await app.ctx.db.selectFrom('contents').select(['title_id', 'title_en']).where('id', '=', reviewed[0]).executeTakeFirstOrThrow();
    expect(newest.content.title).toBe(row.title_id);
    expect(en.items[0]?.content.title).toBe(row.title_en);
    const fours = (await get(`${base()}/reviews?ratingScore=4`)).json().result as Page<InstructorReviewItem>;
    expect(fours.items.map((r) => r.rating)).toEqual([4, 4]);
    const second = (await get(`${base()}/reviews?page=2`)).json().result as Page<InstructorReviewItem>;
    expect(second.items.map((r) => r.name)).toEqual(['D**i']);
    expect((await get(`${base()}/reviews?ratingScore=6`)).statusCode).toBe(400);
    expect((await get(`${base()}/reviews?pageSize=101`)).statusCode).toBe(400);
  });
});

describe('instructor contents', () => {
  it('G instructors/{id}/content-types', async () => {
    const types = (await get(`${base()}/content-types`)).json().result as { type: number; count: number }[];
    expect(types.find((t) => t.type === ContentType.WEBINAR)!.count).toBe(contents.filter((c) => c.content_type === ContentType.WEBINAR).length);
    await expect404(get('/web/v2/instructors/99999/content-types'), 'Instruktur 99999 tidak ditemukan');
  });

  it('G instructors/{id}/content-types/{type}/contents: 8 a page, rating and isFinished', async () => {
    const webinars = contents.filter((c) => c.content_type === ContentType.WEBINAR).length;
    const page = (await get(`${base()}/content-types/3/contents`)).json().result as Page<ContentItem>;
    expect(page.pageSize).toBe(8);
    expect(page.totalItems).toBe(webinars);
    const finished = (await get(`${base()}/content-types/3/contents?isFinished=true`)).json().result as Page<ContentItem>;
    const open = (await get(`${base()}/content-types/3/contents?isFinished=false`)).json().result as Page<ContentItem>;
    expect(finished.totalItems + open.totalItems).toBe(webinars);
    expect(finished.items.every((i) => new Date(i.endAt ?? i.startAt!).getTime() < Date.now())).toBe(true);
    const rated = (await get(`${base()}/content-types/3/contents?rating=4`)).json().result as Page<ContentItem>;
    expect(rated.items.every((i) => i.rating >= 4)).toBe(true);
    const badRating = await get(`${base()}/content-types/3/contents?rating=2`);
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().message).toMatch(/Allowed values: 4.5, 4, 3.5, 3/);
    expect((await get(`${base()}/content-types/4/contents`)).statusCode).toBe(400);
    expect((await get(`${base()}/content-types/3/contents?sort=cheap`)).statusCode).toBe(400);
    await expect404(get('/web/v2/instructors/99999/content-types/3/contents', 'en'), 'Instructor 99999 not found');
  });

  it('G instructors/{id}/content-types/{type}/filters gives the rating filter with counts', async () => {
    const defs = (await get(`${base()}/content-types/3/filters`, 'en')).json().result as FilterDefinition[];
    expect(defs.map((d) => d.kind)).toEqual(['RATING']);
    expect(defs[0]?.options?.[0]?.label).toBe('4.5 & up');
  });

  it('P instructors/{id}/contents with filters; master sort', async () => {
    const all = (await post(`${base()}/contents`, { pageSize: 100 })).json().result as Page<ContentItem>;
    expect(all.totalItems).toBe(contents.length);
    const webinars = (await post(`${base()}/contents`, { contentTypes: [3], sort: 'newest' })).json().result as Page<ContentItem>;
    expect(webinars.items.every((i) => i.type === 3)).toBe(true);
    expect((await post(`${base()}/contents`, { filters: [{ kind: 'PROGRAM', values: [424242] }] })).statusCode).toBe(400);
    expect((await get(`${base()}/contents/master-sort`, 'en')).json().result[0]).toEqual({ value: 'popular', label: 'Most popular' });
    await expect404(post('/web/v2/instructors/99999/contents', {}), 'Instruktur 99999 tidak ditemukan');
  });

  it('P upcoming-webinars and past-webinars split the webinars by time', async () => {
    const upcoming = (await post(`${base()}/upcoming-webinars`, {})).json().result as Page<ContentItem>;
    const past = (await post(`${base()}/past-webinars`, { pageSize: 100 })).json().result as Page<ContentItem>;
    const now = Date.now();
    // Not ended (src/common/liveStatus.ts): to come, or under way (still joinable); past ones have ended.
    expect(upcoming.items.every((i) => new Date(i.endAt ?? i.startAt!).getTime() > now)).toBe(true);
    expect(past.items.every((i) => new Date(i.endAt ?? i.startAt!).getTime() <= now)).toBe(true);
    const times = upcoming.items.map((i) => new Date(i.startAt!).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const pastTimes = past.items.map((i) => new Date(i.startAt!).getTime());
    expect([...pastTimes].sort((a, b) => b - a)).toEqual(pastTimes);
    expect(upcoming.totalItems + past.totalItems).toBeLessThanOrEqual(contents.filter((c) => c.content_type === 3).length);
    expect(upcoming.totalItems + past.totalItems).toBeGreaterThan(0);
    expect((await post(`${base()}/past-webinars`, { pageSize: 500 })).statusCode).toBe(400);
  });
});
