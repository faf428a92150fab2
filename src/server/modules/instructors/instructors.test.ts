import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstructorCard, InstructorPage, InstructorReviewItem } from '../../../common/discovery.js';
import { ContentType } from '../../../common/enums.js';
import type { FilterDefinition } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { must } from '../../../common/must.js';
import { walkPages } from '../../testing/catalogue.js';
import { pageHead } from '../../web/page-head.js';
import { keywordPatterns } from './service.js';

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

describe('instructor list', () => {
  const list = async (query: string, language?: 'id' | 'en') => {
    const res = await get(`/web/v2/instructors${query}`, language);
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return res.json().result as Page<InstructorCard>;
  };

  it('G instructors: every instructor once across the pages, most students first, 12 a page by default', async () => {
    const count = Number(
      (
        await app.ctx.db
          .selectFrom('instructors')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: 12, totalItems: count, totalPages: Math.ceil(count / 12) });
    const all = await walkPages(
      (page) => list(`?page=${page}&pageSize=5`),
      (i) => i.id,
    );
    expect(all).toHaveLength(count);
    const students = all.map((i) => i.totalStudents);
    expect([...students].sort((a, b) => b - a)).toEqual(students);
    // The first page of 12 is the first 12 of the walk: one order whatever the page size.
    expect(first.items.map((i) => i.id)).toEqual(all.slice(0, 12).map((i) => i.id));
  });

  it('each card has the profile page’s totals and the headline in the reader’s language', async () => {
    const [id, en] = await Promise.all([list('?pageSize=100'), list('?pageSize=100', 'en')]);
    const card = must(
      id.items.find((i) => i.id === instructor.id),
      'the instructor in the list',
    );
    const profile = (await get(`/web/v2/instructors/by-url/${instructor.url}`)).json().result as InstructorPage;
    expect(card).toEqual({
      id: profile.id,
      url: profile.url,
      name: profile.name,
      avatarUrl: profile.avatarUrl,
      headline: instructor.headline_id,
      company: profile.company,
      totalContents: profile.totalContents,
      totalStudents: profile.totalStudents,
      rating: profile.rating,
    });
    expect(en.items.find((i) => i.id === instructor.id)?.headline).toBe(instructor.headline_en);
    // Every card agrees with its profile page.
    for (const c of id.items.slice(0, 4)) {
      const p = (await get(`/web/v2/instructors/by-url/${c.url}`)).json().result as InstructorPage;
      expect({ contents: c.totalContents, students: c.totalStudents, rating: c.rating }).toEqual({ contents: p.totalContents, students: p.totalStudents, rating: p.rating });
    }
  });

  it('ties keep a stable order: by name, then id', async () => {
    const made = await app.ctx.db
      .insertInto('instructors')
      .values([
        { url: 'zz-tie-b', name: 'Zzz Tie Bravo' },
        { url: 'zz-tie-a', name: 'Zzz Tie Alpha' },
      ])
      .returning(['id', 'url'])
      .execute();
    try {
      const page = await list('?keyword=zzz%20tie');
      expect(page.items.map((i) => i.url)).toEqual(['zz-tie-a', 'zz-tie-b']);
      expect(page.items.every((i) => i.totalContents === 0 && i.totalStudents === 0 && i.rating.total === 0 && i.rating.average === 0)).toBe(true);
      const all = await list('?pageSize=100');
      // Without students they come after everyone who has some.
      expect(all.items.slice(-2).map((i) => i.url)).toEqual(['zz-tie-a', 'zz-tie-b']);
    } finally {
      await app.ctx.db
        .deleteFrom('instructors')
        .where(
          'id',
          'in',
          made.map((m) => m.id),
        )
        .execute();
    }
  });

  it('a keyword matches the name, the headline in either language or the company; every word must match', async () => {
    const row = await app.ctx.db.selectFrom('instructors').selectAll().where('id', '=', instructor.id).executeTakeFirstOrThrow();
    const [firstName] = row.name.split(' ');
    const byName = await list(`?keyword=${encodeURIComponent(` ${must(firstName, 'a first name').toUpperCase()} `)}`);
    expect(byName.items.map((i) => i.id)).toContain(instructor.id);
    expect(
      byName.items.every(
        (i) =>
          i.name.toLowerCase().includes(firstName!.toLowerCase()) ||
          i.headline.toLowerCase().includes(firstName!.toLowerCase()) ||
          (i.company ?? '').toLowerCase().includes(firstName!.toLowerCase()),
      ),
    ).toBe(true);
    // The English headline's words find it from an Indonesian page too.
    const word = must(
      row.headline_en.split(/\s+/).find((w) => w.length > 3),
      'a word of the English headline',
    );
    expect((await list(`?keyword=${encodeURIComponent(word)}`)).items.map((i) => i.id)).toContain(instructor.id);
    if (row.company) expect((await list(`?keyword=${encodeURIComponent(row.company)}`)).items.map((i) => i.id)).toContain(instructor.id);
    // Name and headline together narrow; a word nobody has empties the list.
    const both = await list(`?keyword=${encodeURIComponent(`${firstName} ${word}`)}`);
    expect(both.items.map((i) => i.id)).toContain(instructor.id);
    expect(both.totalItems).toBeLessThanOrEqual(byName.totalItems);
    expect(await list(`?keyword=${encodeURIComponent(`${firstName} qqqxyz`)}`)).toEqual({ items: [], page: 1, pageSize: 12, totalItems: 0, totalPages: 0 });
    // Blank is no keyword; LIKE's own characters are plain characters.
    expect((await list('?keyword=%20%20')).totalItems).toBe((await list('')).totalItems);
    expect((await list('?keyword=%25')).totalItems).toBe(0);
    expect((await list('?keyword=_')).totalItems).toBe(0);
    // A page past the end is empty, with the same totals.
    const far = await list('?page=99');
    expect(far.items).toEqual([]);
    expect(far.totalItems).toBe((await list('')).totalItems);
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const [query, fragment] of [
      [`?keyword=${'a'.repeat(101)}`, /keyword/],
      ['?pageSize=101', /pageSize/],
      ['?pageSize=0', /pageSize/],
      ['?page=0', /page/],
      ['?page=abc', /page/],
      ['?keyword=a%00b', /keyword/],
      ['?sort=name', /sort|additional/i],
    ] as const) {
      const res = await get(`/web/v2/instructors${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(fragment);
    }
    expect((await get(`/web/v2/instructors?keyword=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('keywordPatterns: words once, lower-case, LIKE characters escaped', () => {
    expect(keywordPatterns(undefined)).toEqual([]);
    expect(keywordPatterns('  ')).toEqual([]);
    expect(keywordPatterns('Rina  rina Pemasaran')).toEqual(['%rina%', '%pemasaran%']);
    expect(keywordPatterns('50%_a\\b')).toEqual(['%50\\%\\_a\\\\b%']);
  });

  it('the /instructor page head: title, description and canonical in each language, its breadcrumb', async () => {
    const id = await pageHead(app.ctx, '/instructor');
    const en = await pageHead(app.ctx, '/en/instructor');
    expect(id.tags).toContain('<title>Instruktur | Belajar</title>');
    expect(en.tags).toContain('<title>Instructors | Belajar</title>');
    expect(id.tags.find((t) => t.startsWith('<meta name="description"'))).toMatch(/instruktur Belajar/);
    expect(en.tags.find((t) => t.startsWith('<meta name="description"'))).toMatch(/Belajar instructors/);
    expect(en.tags.find((t) => t.startsWith('<link rel="canonical"'))).toMatch(/\/en\/instructor"/);
    expect(id.tags.filter((t) => t.includes('hreflang')).join('\n')).toMatch(/hreflang="en" href="[^"]*\/en\/instructor"/);
    expect(en.scripts.join('')).toContain('"BreadcrumbList"');
    expect(en.scripts.join('')).toContain('"Instructors"');
    // An instructor's own page is not the list's.
    expect((await pageHead(app.ctx, `/instructor/${instructor.url}`)).tags).not.toContain('<title>Instruktur | Belajar</title>');
  });
});
