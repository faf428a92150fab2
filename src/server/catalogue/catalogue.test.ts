import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentMeta } from '../../common/catalog.js';
import { ContentType } from '../../common/enums.js';
import { contentOf, client, createCatalogTestApp, type CatalogTestApp } from '../testing/catalogue.js';
import { studentToken } from '../testing/test-app.js';
import { localize } from './detail.js';
import { contentMeta, metaDescription } from './meta.js';
import { ratingSummary, roundedAverage, syncContentRatings } from './reviews.js';
import { REVIEWABLE_TYPES } from '../db/seed/product-pages.js';

describe('localize', () => {
  it('picks the language of x_id / x_en pairs, recursively, and keeps other keys', () => {
    const value = {
      title_id: 'Judul',
      title_en: 'Title',
      content_id: 7,
      lessons: [{ title_id: 'Satu', title_en: 'One', durationMinutes: 5 }],
      nested: { body_en: 'Body', body_id: 'Isi' },
    };
    expect(localize(value, 'id')).toEqual({ title: 'Judul', content_id: 7, lessons: [{ title: 'Satu', durationMinutes: 5 }], nested: { body: 'Isi' } });
    expect(localize(value, 'en')).toEqual({ title: 'Title', content_id: 7, lessons: [{ title: 'One', durationMinutes: 5 }], nested: { body: 'Body' } });
    expect(localize(null, 'id')).toBeNull();
    expect(localize(['a', 1], 'en')).toEqual(['a', 1]);
  });
});

describe('roundedAverage and metaDescription', () => {
  it('rounds half up to 2 decimals without floating point surprises', () => {
    expect(roundedAverage(0, 0)).toBe(0);
    expect(roundedAverage(33, 8)).toBe(4.13); // 4.125
    expect(roundedAverage(14, 3)).toBe(4.67);
    expect(roundedAverage(13, 3)).toBe(4.33);
    expect(roundedAverage(5, 1)).toBe(5);
  });

  it('cuts long descriptions at a word boundary to 160 characters', () => {
    expect(metaDescription('  Short   text ')).toBe('Short text');
    const long = 'kata '.repeat(60);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('kata…')).toBe(true);
  });
});

describe('with the demo catalogue', () => {
  let app: CatalogTestApp;
  beforeAll(async () => {
    app = await createCatalogTestApp();
  });
  afterAll(async () => {
    await app?.cleanup();
  });

  it('every reviewable content has 5 to 30 reviews, except live sessions still to come', async () => {
    const rows = await app.ctx.db
      .selectFrom('contents')
      .leftJoin('reviews', 'reviews.content_id', 'contents.id')
      .select(['contents.id', 'contents.content_type', 'contents.start_at', (eb) => eb.fn.count<number>('reviews.id').as('n')])
      .where('contents.content_type', 'in', [...REVIEWABLE_TYPES])
      .groupBy('contents.id')
      .execute();
    for (const r of rows) {
      const upcomingLive = (r.content_type === ContentType.WEBINAR || r.content_type === ContentType.EVENT) && new Date(r.start_at!).getTime() > Date.now();
      if (upcomingLive) expect(Number(r.n)).toBe(0);
      else {
        expect(Number(r.n)).toBeGreaterThanOrEqual(5);
        expect(Number(r.n)).toBeLessThanOrEqual(30);
      }
    }
    const ratings = await app.ctx.db.selectFrom('reviews').select('rating').distinct().execute();
    expect(ratings.map((r) => r.rating).sort()).toEqual([1, 2, 3, 4, 5]);
    const comments = await app.ctx.db.selectFrom('reviews').select('comment').distinct().execute();
    expect(comments.length).toBeGreaterThan(40);
  });

  it('contents.rating and rating_count agree with the reviews (the same rounding as the summaries)', async () => {
    const rows = await app.ctx.db
      .selectFrom('contents')
      .select(['id', 'rating', 'rating_count'])
      .where('content_type', 'in', [...REVIEWABLE_TYPES])
      .execute();
    const sums = await app.ctx.db
      .selectFrom('reviews')
      .select(['content_id', (eb) => eb.fn.sum<number>('rating').as('s'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('content_id')
      .execute();
    const byId = new Map(sums.map((s) => [s.content_id, s]));
    for (const r of rows) {
      const s = byId.get(r.id);
      expect(r.rating_count).toBe(s ? Number(s.n) : 0);
      expect(Number(r.rating)).toBe(s ? roundedAverage(Number(s.s), Number(s.n)) : 0);
    }
  });

  it('syncContentRatings follows new reviews; ratingSummary takes a content, a list or an instructor', async () => {
    const course = await contentOf(app, ContentType.COURSE, (q) => q.offset(5));
    await app.ctx.db.insertInto('reviews').values({ content_id: course.id, student_id: null, reviewer_name: 'Tes Ulasan', rating: 1 }).execute();
    await syncContentRatings(app.ctx.db, { contentIds: [course.id] });
    const after = await app.ctx.db.selectFrom('contents').select(['rating', 'rating_count']).where('id', '=', course.id).executeTakeFirstOrThrow();
    const summary = await ratingSummary(app.ctx.db, course.id);
    expect(after.rating_count).toBe(summary.total);
    expect(Number(after.rating)).toBe(summary.average);
    const both = await ratingSummary(app.ctx.db, [course.id, course.id + 1]);
    const other = await ratingSummary(app.ctx.db, course.id + 1);
    expect(both.total).toBe(summary.total + other.total);
    const byInstructor = await ratingSummary(app.ctx.db, { instructorId: course.instructor_id! });
    expect(byInstructor.total).toBeGreaterThanOrEqual(summary.total);
    expect(await ratingSummary(app.ctx.db, [])).toEqual({ average: 0, total: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('seeds promo terms on discounted contents, forms, bootcamp tiers and landing pages', async () => {
    const discounted = await app.ctx.db.selectFrom('contents').select(['details']).where('discount_type', 'is not', null).execute();
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((d) => (d.details as { promoTerms?: unknown }).promoTerms)).toBe(true);
    const bootcamps = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', ContentType.BOOTCAMP).execute();
    const tiers = await app.ctx.db.selectFrom('bootcamp_packages').select('content_id').execute();
    expect(tiers.length).toBe(bootcamps.length * 3);
    const settings = await app.ctx.db.selectFrom('settings').select('key').where('key', 'in', ['prakerja_landing', 'bootcamp_sales_page']).execute();
    expect(settings).toHaveLength(2);
  });

  it('contentMeta answers every kind of page in both languages', async () => {
    const course = await contentOf(app, ContentType.COURSE);
    const pkg = await contentOf(app, ContentType.PACKAGE);
    const prakerja = await contentOf(app, ContentType.COURSE, (q) => q.where('is_prakerja', '=', true));
    const donation = await app.ctx.db.selectFrom('donations').select(['url']).executeTakeFirstOrThrow();
    const cases: [Parameters<typeof contentMeta>[1], string, string][] = [
      ['course', course.url, `/courses/${course.url}`],
      ['course', String(course.id), `/courses/${course.url}`],
      ['coursePackage', pkg.url, `/course/package/${pkg.url}`],
      ['prakerja', prakerja.url, `/prakerja/${prakerja.url}`],
      ['donation', donation.url, `/donations/${donation.url}`],
      ['program', 'digital-skills', '/programs/digital-skills'],
    ];
    for (const [type, url, path] of cases) {
      const id: ContentMeta = await contentMeta(app.ctx, type, url, 'id');
      const en: ContentMeta = await contentMeta(app.ctx, type, url, 'en');
      expect(id.canonicalPath).toBe(path);
      expect(id.title.endsWith(' | Belajar')).toBe(true);
      expect(id.description.length).toBeGreaterThan(0);
      expect(id.description === en.description && id.title === en.title).toBe(false);
    }
    await expect(contentMeta(app.ctx, 'course', 'tidak-ada', 'en')).rejects.toMatchObject({ statusCode: 404, message: 'Course not found' });
    await expect(contentMeta(app.ctx, 'program', 'tidak-ada', 'id')).rejects.toMatchObject({ statusCode: 404, message: 'Program tidak ditemukan' });
  });

  it('calls take a token if present, else the public client credentials', async () => {
    const course = await contentOf(app, ContentType.COURSE);
    const url = `/web/v2/courses/${course.url}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const token = await studentToken(app);
    expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await client(app).get(url)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/web/v2/bootcamps', payload: {} })).statusCode).toBe(401);
  });

  it('every product-page route is in the OpenAPI document with a tag', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const expected: [string, string, string][] = [
      ['get', '/web/v2/courses/{url}', 'courses'],
      ['get', '/web/v2/courses/{url}/rating-summary', 'courses'],
      ['get', '/web/v2/courses/{url}/reviews', 'courses'],
      ['get', '/web/v2/courses/{url}/promo-terms', 'courses'],
      ['get', '/web/v2/courses', 'courses'],
      ['get', '/web/v2/courses/master-sort', 'courses'],
      ['get', '/web/v2/courses/categories/by-url/{url}', 'courses'],
      ['get', '/web/v2/courses/by-content-id/{id}', 'courses'],
      ['get', '/web/v2/contents/{id}/similar-contents-kelas-lanjutan', 'courses'],
      ['get', '/web/v2/coursepackages/{url}', 'courses'],
      ['get', '/web/v2/coursepackages/{url}/courses', 'courses'],
      ['get', '/web/v2/coursepackages/{url}/similar-course-packages', 'courses'],
      ['get', '/web/v2/coursepackages/master-sort', 'courses'],
      ['get', '/web/v2/bootcamps/{id}', 'bootcamps'],
      ['post', '/web/v2/bootcamps', 'bootcamps'],
      ['get', '/web/v2/bootcamps/master-sort', 'bootcamps'],
      ['get', '/web/v2/bootcamps/{id}/packages', 'bootcamps'],
      ['get', '/web/v2/bootcamps/by-content-id/{id}/similar-bootcamps', 'bootcamps'],
      ['get', '/web/v2/bootcamps/{id}/meta', 'bootcamps'],
      ['get', '/web/v2/bootcamps/sales-page', 'bootcamps'],
      ['get', '/web/v2/bootcamps/sales-page/meta', 'bootcamps'],
      ['get', '/web/v2/webinars/{url}', 'webinars'],
      ['get', '/web/v2/webinars/{url}/promo-terms', 'webinars'],
      ['get', '/web/v2/webinars/{url}/meta', 'webinars'],
      ['get', '/web/v2/webinars/{url}/rating-summary', 'webinars'],
      ['get', '/web/v2/webinars/{url}/reviews', 'webinars'],
      ['post', '/web/v2/webinars', 'webinars'],
      ['get', '/web/v2/webinars/master-sort', 'webinars'],
      ['get', '/web/v2/webinars/by-content-id/{id}/similar-webinars', 'webinars'],
      ['get', '/web/v2/webinar-programs/{url}', 'webinars'],
      ['get', '/web/v2/forms/{id}', 'webinars'],
      ['get', '/web/v2/microlearnings/{url}', 'microlearnings'],
      ['get', '/web/v2/microlearnings/{url}/current-playlist', 'microlearnings'],
      ['get', '/web/v2/microlearnings/{url}/related-microlearnings', 'microlearnings'],
      ['get', '/web/v2/microlearnings/related-microlearning-master-sort', 'microlearnings'],
      ['get', '/web/v2/microlearnings/master-sort', 'microlearnings'],
      ['get', '/web/v2/microlearnings/list', 'microlearnings'],
      ['get', '/web/v2/microlearnings/{url}/meta', 'microlearnings'],
      ['post', '/web/v2/microlearnings', 'microlearnings'],
      ['get', '/web/v2/events/{id}', 'events'],
      ['get', '/web/v2/events/{id}/meta', 'events'],
      ['get', '/web/v2/programs/{url}', 'programs'],
      ['post', '/web/v2/programs/{url}/program-categories/{catUrl}/contents', 'programs'],
      ['get', '/web/v2/programs/master-sort', 'programs'],
      ['get', '/web/v2/subscriptions/{id}', 'subscriptions'],
      ['get', '/web/v2/subscriptions/{id}/packages', 'subscriptions'],
      ['get', '/web/v2/donations/{url}/meta', 'donations'],
      ['get', '/web/v2/donations/{url}', 'donations'],
      ['get', '/web/v2/donations/{id}/content-recommendations', 'donations'],
      ['get', '/web/v2/prakerja/landingpage/topbanners', 'prakerja'],
      ['get', '/web/v2/prakerja/landingpage/sections', 'prakerja'],
      ['get', '/web/v2/prakerja/landingpage/livewebinar-classes', 'prakerja'],
      ['get', '/web/v2/prakerja/landingpage/selfpacedlearning-classes', 'prakerja'],
      ['get', '/web/v2/prakerja/{url}', 'prakerja'],
      ['get', '/web/v2/prakerja/{url}/reviews', 'prakerja'],
    ];
    for (const [method, path, tag] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toContain(tag);
    }
  });
});
