import { describe, expect, it } from 'vitest';
import type { ContentDetail, RatingSummary, ReviewItem } from '../../../common/catalog.js';
import { ContentType } from '../../../common/enums.js';
import { LIST_SORTS } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { contentOf, useCatalogApp, expectBadRequest, expectNotFound, seededRatings, walkPages } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';

const t = useCatalogApp();

const W = '/web/v2';
const COURSE_404 = { id: 'Kursus tidak ditemukan', en: 'Course not found' };
const PACKAGE_404 = { id: 'Paket kursus tidak ditemukan', en: 'Course package not found' };

describe('course detail', () => {
  it('answers the content item with the detail in the asked language', async () => {
    const row = await contentOf(t.app, ContentType.COURSE, (q) => q.where('discount_type', 'is not', null));
    const id = await t.api.result<ContentDetail>(t.api.get(`${W}/courses/${row.url}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/courses/${row.url}`, 'en'));
    expect(id.contentId).toBe(row.id);
    expect(id.title).toBe(row.title_id);
    expect(en.title).toBe(row.title_en);
    expect(id.title).not.toBe(en.title);
    expect(id.detail.description).toBe(row.description_id);
    expect(en.detail.description).toBe(row.description_en);
    expect(id.detail.whatYouLearn.length).toBeGreaterThan(0);
    expect(id.detail.whatYouLearn).not.toEqual(en.detail.whatYouLearn);
    expect(id.detail.syllabus.length).toBeGreaterThan(0);
    const [first] = id.detail.syllabus;
    expect(must(first, 'a module').title).not.toBe(must(en.detail.syllabus[0], 'an en module').title);
    expect(first?.lessons[0]).toEqual({ title: expect.any(String), durationMinutes: expect.any(Number), durationSeconds: expect.any(Number), type: expect.any(Number) });
    expect(id.detail.counts.modules).toBe(id.detail.syllabus.length);
    expect(id.detail.counts.lessons).toBe(id.detail.syllabus.reduce((n, m) => n + m.lessons.length, 0));
    expect(id.detail.counts.quizzes).toBeGreaterThan(0);
    expect(id.detail.instructor).toMatchObject({ id: row.instructor_id, totalContents: expect.any(Number) });
    expect(id.detail.instructor!.bio).not.toBe(en.detail.instructor!.bio);
    expect(id.detail.category).toMatchObject({ id: row.category_id, description: expect.any(String) });
    expect(id.detail.program).toMatchObject({ id: row.program_id });
    expect(id.detail.promoTerms).toMatchObject({ title: expect.any(String), terms: expect.any(Array), validUntil: expect.any(String) });
    expect(id.detail.promoTerms!.title).not.toBe(en.detail.promoTerms!.title);
    // Internal details stay on the server; localized keys lose their suffix.
    expect(Object.keys(id.detail).filter((k) => /_(id|en)$/.test(k))).toEqual([]);
    expect(id.detail).toHaveProperty('requirements');
  });

  it('carries a rating summary equal to the seeded reviews, and the item agrees', async () => {
    const row = await contentOf(t.app, ContentType.COURSE);
    const detail = await t.api.result<ContentDetail>(t.api.get(`${W}/courses/${row.url}`));
    const seeded = await seededRatings(t.app, row.id);
    expect(seeded.total).toBeGreaterThanOrEqual(5);
    expect(detail.detail.ratingSummary.total).toBe(seeded.total);
    expect(detail.detail.ratingSummary.distribution).toEqual(seeded.distribution);
    expect(detail.rating).toBe(detail.detail.ratingSummary.average);
    expect(detail.ratingCount).toBe(seeded.total);
    expect(detail.detail.counts.reviews).toBe(seeded.total);
  });

  it('is a 404 in the request language for unknown urls and for contents of another type', async () => {
    await expectNotFound(t.app, `${W}/courses/kursus-yang-tidak-ada`, COURSE_404);
    const webinar = await contentOf(t.app, ContentType.WEBINAR);
    await expectNotFound(t.app, `${W}/courses/${webinar.url}`, COURSE_404);
    await expectBadRequest(t.app, `${W}/courses/Not_A_Slug`, /url/);
  });

  it('opens quick-learn courses too', async () => {
    const kilat = await contentOf(t.app, ContentType.BELAJARKILAT);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/courses/${kilat.url}`))).type).toBe(ContentType.BELAJARKILAT);
  });
});

describe('{type}/by-content-id/{id}', () => {
  it('answers the detail when the type matches and 404 otherwise', async () => {
    const course = await contentOf(t.app, ContentType.COURSE);
    const webinar = await contentOf(t.app, ContentType.WEBINAR);
    const bootcamp = await contentOf(t.app, ContentType.BOOTCAMP);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/courses/by-content-id/${course.id}`))).url).toBe(course.url);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/webinars/by-content-id/${webinar.id}`))).url).toBe(webinar.url);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/bootcamps/by-content-id/${bootcamp.id}`))).url).toBe(bootcamp.url);
    await expectNotFound(t.app, `${W}/courses/by-content-id/${webinar.id}`, COURSE_404);
    await expectNotFound(t.app, `${W}/bootcamps/by-content-id/${course.id}`, { id: 'Bootcamp tidak ditemukan', en: 'Bootcamp not found' });
    await expectNotFound(t.app, `${W}/courses/by-content-id/999999`, COURSE_404);
    await expectBadRequest(t.app, `${W}/courses/by-content-id/0`, /id/);
    await expectBadRequest(t.app, `${W}/courses/by-content-id/abc`, /id/);
  });
});

describe('course rating summary and reviews', () => {
  it('rating-summary equals the seeded reviews', async () => {
    const row = await contentOf(t.app, ContentType.COURSE, (q) => q.offset(3));
    const summary = await t.api.result<RatingSummary>(t.api.get(`${W}/courses/${row.url}/rating-summary`));
    const seeded = await seededRatings(t.app, row.id);
    expect(summary.total).toBe(seeded.total);
    expect(summary.distribution).toEqual(seeded.distribution);
    expect(summary.average).toBeCloseTo(seeded.sum / seeded.total, 2);
    await expectNotFound(t.app, `${W}/courses/tidak-ada/rating-summary`, COURSE_404);
  });

  it('reviews: 3 per page by default, newest first, names masked, every page stable', async () => {
    const row = await contentOf(t.app, ContentType.COURSE, (q) => q.offset(1));
    const url = `${W}/courses/${row.url}/reviews`;
    const first = await t.api.result<Page<ReviewItem>>(t.api.get(url));
    expect(first.pageSize).toBe(3);
    expect(first.items.length).toBe(3);
    const all = await walkPages(
      (page) => t.api.result<Page<ReviewItem>>(t.api.get(`${url}?page=${page}`)),
      (r) => r.id,
    );
    expect(all.length).toBe((await seededRatings(t.app, row.id)).total);
    const times = all.map((r) => new Date(r.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const raw = await t.app.ctx.db.selectFrom('reviews').select(['id', 'reviewer_name']).where('content_id', '=', row.id).execute();
    for (const review of all) {
      const name = raw.find((r) => r.id === review.id)!.reviewer_name;
      expect(review.name).not.toBe(name);
      expect(review.name[0]).toBe(name[0]);
      expect(review.name.at(-1)).toBe(name.at(-1));
      expect(review.name).toContain('*');
    }
  });

  it('ratingScore keeps only reviews with that many stars', async () => {
    const row = await contentOf(t.app, ContentType.COURSE);
    const seeded = await seededRatings(t.app, row.id);
    for (const stars of [5, 4, 3]) {
      const page = await t.api.result<Page<ReviewItem>>(t.api.get(`${W}/courses/${row.url}/reviews?ratingScore=${stars}&pageSize=100`));
      expect(page.totalItems).toBe(seeded.distribution[stars]);
      expect(page.items.every((r) => r.rating === stars)).toBe(true);
    }
  });

  it('bad paging and filter values are 400s', async () => {
    const row = await contentOf(t.app, ContentType.COURSE);
    const url = `${W}/courses/${row.url}/reviews`;
    await expectBadRequest(t.app, `${url}?ratingScore=6`, /ratingScore/);
    await expectBadRequest(t.app, `${url}?ratingScore=0`, /ratingScore/);
    await expectBadRequest(t.app, `${url}?pageSize=101`, /pageSize/);
    await expectBadRequest(t.app, `${url}?page=0`, /page/);
    await expectBadRequest(t.app, `${url}?sort=newest`, /additional/);
  });
});

describe('promo terms', () => {
  it('discounted courses have terms in the asked language; others answer null', async () => {
    const promo = await contentOf(t.app, ContentType.COURSE, (q) => q.where('discount_type', 'is not', null));
    const id = await t.api.result(t.api.get(`${W}/courses/${promo.url}/promo-terms`));
    const en = await t.api.result(t.api.get(`${W}/courses/${promo.url}/promo-terms`, 'en'));
    expect(id.terms.length).toBeGreaterThan(0);
    expect(id.title).not.toBe(en.title);
    expect(new Date(id.validUntil).getTime()).toBeGreaterThan(Date.now());
    const plain = await contentOf(t.app, ContentType.COURSE, (q) => q.where('discount_type', 'is', null));
    expect(await t.api.result(t.api.get(`${W}/courses/${plain.url}/promo-terms`))).toBeNull();
    await expectNotFound(t.app, `${W}/courses/tidak-ada/promo-terms`, COURSE_404);
  });
});

describe('course list and master sort', () => {
  it('master-sort lists the course sorts with labels in each language', async () => {
    const id = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/courses/master-sort`));
    const en = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/courses/master-sort`, 'en'));
    expect(id.map((s) => s.value)).toEqual([...LIST_SORTS.courses]);
    expect(en.map((s) => s.value)).toEqual([...LIST_SORTS.courses]);
    expect(must(id[0], 'a sort').label).not.toBe(must(en[0], 'an en sort').label);
  });

  it('every sort walks through all courses once', async () => {
    const total = await t.app.ctx.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_type', 'in', [ContentType.COURSE, ContentType.BELAJARKILAT])
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    for (const sort of LIST_SORTS.courses) {
      const items = await walkPages(
        (page) => t.api.result<Page<ContentItem>>(t.api.get(`${W}/courses?page=${page}&pageSize=7&sort=${sort}`)),
        (i) => i.contentId,
      );
      expect(items.length).toBe(Number(total.n));
      expect(items.every((i) => i.type === ContentType.COURSE || i.type === ContentType.BELAJARKILAT)).toBe(true);
      if (sort === 'price-asc') {
        const prices = items.map((i) => i.price.finalPrice);
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      }
      if (sort === 'rating') {
        const ratings = items.map((i) => i.rating);
        expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
      }
    }
  });

  it('both languages list the same courses with different titles', async () => {
    const id = await t.api.result<Page<ContentItem>>(t.api.get(`${W}/courses?pageSize=5`));
    const en = await t.api.result<Page<ContentItem>>(t.api.get(`${W}/courses?pageSize=5`, 'en'));
    expect(id.items.map((i) => i.contentId)).toEqual(en.items.map((i) => i.contentId));
    expect(must(id.items[0], 'a course').title).not.toBe(must(en.items[0], 'an en course').title);
  });

  it('bad paging and sort values are 400s naming the allowed values', async () => {
    await expectBadRequest(t.app, `${W}/courses?sort=cheapest`, /Allowed values: popular, newest, rating, price-asc, price-desc/);
    await expectBadRequest(t.app, `${W}/courses?pageSize=101`, /pageSize must be <= 100/);
    await expectBadRequest(t.app, `${W}/courses?pageSize=0`, /pageSize/);
    await expectBadRequest(t.app, `${W}/courses?page=0`, /page must be >= 1/);
    await expectBadRequest(t.app, `${W}/courses?page=abc`, /page/);
    await expectBadRequest(t.app, `${W}/courses?color=red`, /additional/);
  });

  it('a page past the end is empty but keeps the total', async () => {
    const page = await t.api.result<Page<ContentItem>>(t.api.get(`${W}/courses?page=999&pageSize=10`));
    expect(page.items).toEqual([]);
    expect(page.totalItems).toBeGreaterThan(0);
  });
});

describe('courses of a category', () => {
  it('answers the category and a stable page of its courses', async () => {
    const url = `${W}/courses/categories/by-url/sales-marketing`;
    const id = await t.api.result(t.api.get(url));
    const en = await t.api.result(t.api.get(url, 'en'));
    expect(id.category.url).toBe('sales-marketing');
    expect(id.category.description).not.toBe(en.category.description);
    expect(id.courses.items[0].title).not.toBe(en.courses.items[0].title);
    const items = await walkPages(
      async (page) => (await t.api.result(t.api.get(`${url}?page=${page}&pageSize=4&sort=newest`))).courses as Page<ContentItem>,
      (i) => i.contentId,
    );
    expect(items.length).toBeGreaterThan(4);
    expect(items.every((i) => i.category?.url === 'sales-marketing' && (i.type === ContentType.COURSE || i.type === ContentType.BELAJARKILAT))).toBe(true);
    await expectNotFound(t.app, `${W}/courses/categories/by-url/tidak-ada`, { id: 'Kategori tidak ditemukan', en: 'Category not found' });
    await expectBadRequest(t.app, `${url}?sort=oldest`, /Allowed values/);
  });
});

describe('next-level classes', () => {
  it('are of the same category and a higher skill level', async () => {
    const source = await contentOf(t.app, ContentType.COURSE, (q) => q.where('skill_level', '=', 1));
    const items = await t.api.result<ContentItem[]>(t.api.get(`${W}/contents/${source.id}/similar-contents-kelas-lanjutan`));
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    for (const i of items) {
      expect(i.category?.id).toBe(source.category_id);
      expect(i.skillLevel).toBeGreaterThan(source.skill_level);
      expect([ContentType.COURSE, ContentType.BELAJARKILAT, ContentType.BOOTCAMP]).toContain(i.type);
    }
    expect((await t.api.result<ContentItem[]>(t.api.get(`${W}/contents/${source.id}/similar-contents-kelas-lanjutan?pageSize=1`))).length).toBe(1);
    const top = await contentOf(t.app, ContentType.COURSE, (q) => q.where('skill_level', '=', 3));
    expect(await t.api.result(t.api.get(`${W}/contents/${top.id}/similar-contents-kelas-lanjutan`))).toEqual([]);
    await expectNotFound(t.app, `${W}/contents/999999/similar-contents-kelas-lanjutan`, { id: 'Konten tidak ditemukan', en: 'Content not found' });
    await expectBadRequest(t.app, `${W}/contents/${source.id}/similar-contents-kelas-lanjutan?pageSize=101`, /pageSize/);
  });
});

describe('course packages', () => {
  it('detail, courses in the package order, similar packages and master sort', async () => {
    const pkg = await contentOf(t.app, ContentType.PACKAGE);
    const id = await t.api.result<ContentDetail>(t.api.get(`${W}/coursepackages/${pkg.url}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/coursepackages/${pkg.url}`, 'en'));
    expect(id.title).not.toBe(en.title);
    expect(id.detail).not.toHaveProperty('courseIds');
    const courseIds = (pkg.details as { courseIds: number[] }).courseIds;
    expect(id.detail.counts.courses).toBe(courseIds.length);
    const courses = await t.api.result<ContentItem[]>(t.api.get(`${W}/coursepackages/${pkg.url}/courses`));
    expect(courses.map((c) => c.contentId)).toEqual(courseIds);
    const similar = await t.api.result<ContentItem[]>(t.api.get(`${W}/coursepackages/${pkg.url}/similar-course-packages`));
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(5);
    expect(similar.map((s) => s.contentId)).not.toContain(pkg.id);
    expect(similar.every((s) => s.type === ContentType.PACKAGE || s.type === ContentType.JALURBELAJAR)).toBe(true);
    // Same category first.
    const firstOther = similar.findIndex((s) => s.category?.id !== pkg.category_id);
    if (firstOther >= 0) expect(similar.slice(firstOther).every((s) => s.category?.id !== pkg.category_id)).toBe(true);
    expect((await t.api.result(t.api.get(`${W}/coursepackages/master-sort`))).map((s: { value: string }) => s.value)).toEqual([...LIST_SORTS.coursePackages]);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/coursepackages/by-content-id/${pkg.id}`))).url).toBe(pkg.url);
  });

  it('unknown packages are 404s in both languages', async () => {
    await expectNotFound(t.app, `${W}/coursepackages/paket-tidak-ada`, PACKAGE_404);
    await expectNotFound(t.app, `${W}/coursepackages/paket-tidak-ada/courses`, PACKAGE_404);
    await expectNotFound(t.app, `${W}/coursepackages/paket-tidak-ada/similar-course-packages`, PACKAGE_404);
    const course = await contentOf(t.app, ContentType.COURSE);
    await expectNotFound(t.app, `${W}/coursepackages/${course.url}`, PACKAGE_404);
  });
});
