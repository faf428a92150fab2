import { describe, expect, it } from 'vitest';
import type { BootcampPackage, BootcampSalesPage, ContentDetail, ContentMeta, ReviewItem } from '../../../common/catalog.js';
import { ContentType } from '../../../common/enums.js';
import { LIST_SORTS } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { basicHeaders } from '../../testing/test-app.js';
import { contentOf, useCatalogApp, expectBadRequest, expectNotFound, walkPages } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';
import { shareImage } from '../../../common/media.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Bootcamp tidak ditemukan', en: 'Bootcamp not found' };

describe('bootcamp detail', () => {
  it('is found by id or url, with syllabus, schedule and career support in the asked language', async () => {
    const row = await contentOf(t.app, ContentType.BOOTCAMP);
    const byUrl = await t.api.result<ContentDetail>(t.api.get(`${W}/bootcamps/${row.url}`));
    const byId = await t.api.result<ContentDetail>(t.api.get(`${W}/bootcamps/${row.id}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/bootcamps/${row.url}`, 'en'));
    expect(byId).toEqual(byUrl);
    expect(byUrl.title).not.toBe(en.title);
    expect(byUrl.detail.syllabus.length).toBeGreaterThan(0);
    expect(byUrl.detail.syllabus[0]?.title).toMatch(/^Minggu/);
    expect(en.detail.syllabus[0]?.title).toMatch(/^Week/);
    expect(byUrl.detail.schedule).toMatchObject({ weeks: expect.any(Number), days: expect.any(String) });
    expect((byUrl.detail.schedule as { days: string }).days).not.toBe((en.detail.schedule as { days: string }).days);
    expect(byUrl.detail.careerSupport).toEqual(expect.any(Array));
    expect(byUrl.detail.ratingSummary.total).toBe(byUrl.ratingCount);
  });

  it('unknown ids and urls are 404s in both languages', async () => {
    await expectNotFound(t.app, `${W}/bootcamps/bootcamp-tidak-ada`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/bootcamps/999999`, NOT_FOUND);
    const course = await contentOf(t.app, ContentType.COURSE);
    await expectNotFound(t.app, `${W}/bootcamps/${course.id}`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/bootcamps/${course.url}/meta`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/bootcamps/${course.url}/packages`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/bootcamps/by-content-id/${course.id}/similar-bootcamps`, NOT_FOUND);
  });
});

describe('bootcamp reviews (issue 25)', () => {
  it('are the written reviews behind the rating summary, by id or url, newest first, filtered by stars', async () => {
    const row = await contentOf(t.app, ContentType.BOOTCAMP);
    const detail = await t.api.result<ContentDetail>(t.api.get(`${W}/bootcamps/${row.url}`));
    const byUrl = await t.api.result<Page<ReviewItem>>(t.api.get(`${W}/bootcamps/${row.url}/reviews?pageSize=50`));
    const byId = await t.api.result<Page<ReviewItem>>(t.api.get(`${W}/bootcamps/${row.id}/reviews?pageSize=50`));
    expect(byId).toEqual(byUrl);
    expect(detail.detail.ratingSummary.total).toBeGreaterThan(0);
    expect(byUrl.totalItems).toBe(detail.detail.ratingSummary.total);
    const dates = byUrl.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const five = await t.api.result<Page<ReviewItem>>(t.api.get(`${W}/bootcamps/${row.id}/reviews?ratingScore=5`));
    expect(five.totalItems).toBe(detail.detail.ratingSummary.distribution['5']);
    for (const r of five.items) expect(r.rating).toBe(5);
  });

  it('of a course or an unknown bootcamp are 404s; a bad star count is a 400', async () => {
    const course = await contentOf(t.app, ContentType.COURSE);
    await expectNotFound(t.app, `${W}/bootcamps/${course.id}/reviews`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/bootcamps/bootcamp-tidak-ada/reviews`, NOT_FOUND);
    const row = await contentOf(t.app, ContentType.BOOTCAMP);
    await expectBadRequest(t.app, `${W}/bootcamps/${row.id}/reviews?ratingScore=6`, /ratingScore/);
  });
});

describe('bootcamp packages', () => {
  it('are the price tiers, cheapest first, the recommended one at the bootcamp’s own price', async () => {
    const row = await contentOf(t.app, ContentType.BOOTCAMP);
    const id = await t.api.result<BootcampPackage[]>(t.api.get(`${W}/bootcamps/${row.url}/packages`));
    const en = await t.api.result<BootcampPackage[]>(t.api.get(`${W}/bootcamps/${row.id}/packages`, 'en'));
    expect(id.length).toBe(3);
    expect(id.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(must(id[0], 'a package').features).not.toEqual(must(en[0], 'an en package').features);
    const prices = id.map((p) => p.finalPrice);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const recommended = id.filter((p) => p.isRecommended);
    expect(recommended).toHaveLength(1);
    expect(recommended[0]).toMatchObject({ price: row.price, finalPrice: row.final_price, discount: row.price - row.final_price });
    for (const p of id) {
      expect(p.finalPrice).toBeLessThanOrEqual(p.price);
      if (p.installment) expect(p.installment.perMonth * p.installment.months).toBeGreaterThanOrEqual(p.finalPrice);
    }
  });
});

describe('bootcamp list', () => {
  it('walks every page once in every sort', async () => {
    const total = await t.app.ctx.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_type', '=', ContentType.BOOTCAMP)
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    for (const sort of LIST_SORTS.bootcamps) {
      const items = await walkPages(
        (page) => t.api.result<Page<ContentItem>>(t.api.post(`${W}/bootcamps`, { page, pageSize: 3, sort })),
        (i) => i.contentId,
      );
      expect(items.length).toBe(Number(total.n));
      expect(items.every((i) => i.type === ContentType.BOOTCAMP)).toBe(true);
    }
  });

  it('applies filters', async () => {
    const all = await t.api.result<Page<ContentItem>>(t.api.post(`${W}/bootcamps`, { pageSize: 100 }));
    const categoryId = must(all.items[0], 'a bootcamp').category!.id;
    const filtered = await t.api.result<Page<ContentItem>>(t.api.post(`${W}/bootcamps`, { pageSize: 100, filters: [{ kind: 'CATEGORY', values: [categoryId] }] }));
    expect(filtered.totalItems).toBe(all.items.filter((i) => i.category?.id === categoryId).length);
    const cheap = await t.api.result<Page<ContentItem>>(t.api.post(`${W}/bootcamps`, { pageSize: 100, filters: [{ kind: 'PRICE', range: { max: 5_000_000 } }] }));
    expect(cheap.items.every((i) => i.price.finalPrice <= 5_000_000)).toBe(true);
    expect(cheap.totalItems).toBe(all.items.filter((i) => i.price.finalPrice <= 5_000_000).length);
  });

  it('bad paging, sort and filter values are 400s naming the allowed values', async () => {
    await expectBadRequest(t.app, `${W}/bootcamps`, /Allowed values: popular, upcoming/, { sort: 'cheap' });
    await expectBadRequest(t.app, `${W}/bootcamps`, /pageSize must be <= 100/, { pageSize: 500 });
    await expectBadRequest(t.app, `${W}/bootcamps`, /page must be >= 1/, { page: 0 });
    await expectBadRequest(t.app, `${W}/bootcamps`, /Allowed values: RATING/, { filters: [{ kind: 'COLOUR', values: [1] }] });
    await expectBadRequest(t.app, `${W}/bootcamps`, /Allowed values: 1, 2, 3/, { filters: [{ kind: 'SKILL_LEVEL', values: [9] }] });
    await expectBadRequest(t.app, `${W}/bootcamps`, /additional/, { colour: 'red' });
  });

  it('a POST without a body answers the first page with the defaults', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${W}/bootcamps`, headers: basicHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ page: 1, pageSize: 12 });
  });

  it('master-sort answers the bootcamp sorts in each language', async () => {
    const id = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/bootcamps/master-sort`));
    const en = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/bootcamps/master-sort`, 'en'));
    expect(id.map((s) => s.value)).toEqual([...LIST_SORTS.bootcamps]);
    expect(id.map((s) => s.label)).not.toEqual(en.map((s) => s.label));
  });
});

describe('similar bootcamps, meta and the sales page', () => {
  it('similar bootcamps leave the bootcamp out, same category first', async () => {
    const row = await contentOf(t.app, ContentType.BOOTCAMP);
    const items = await t.api.result<ContentItem[]>(t.api.get(`${W}/bootcamps/by-content-id/${row.id}/similar-bootcamps`));
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items.map((i) => i.contentId)).not.toContain(row.id);
    expect(items.every((i) => i.type === ContentType.BOOTCAMP)).toBe(true);
    const firstOther = items.findIndex((i) => i.category?.id !== row.category_id);
    if (firstOther >= 0) expect(items.slice(firstOther).every((i) => i.category?.id !== row.category_id)).toBe(true);
    expect(await t.api.result<ContentItem[]>(t.api.get(`${W}/bootcamps/by-content-id/${row.id}/similar-bootcamps?pageSize=2`))).toHaveLength(2);
  });

  it('meta in both languages, by id or url', async () => {
    const row = await contentOf(t.app, ContentType.BOOTCAMP);
    const id = await t.api.result<ContentMeta>(t.api.get(`${W}/bootcamps/${row.url}/meta`));
    const en = await t.api.result<ContentMeta>(t.api.get(`${W}/bootcamps/${row.id}/meta`, 'en'));
    expect(id).toEqual({ title: `${row.title_id} | Belajar`, description: row.summary_id, canonicalPath: `/bootcamps/${row.url}`, image: shareImage(row.image_url, 'id') });
    expect(en.title).toBe(`${row.title_en} | Belajar`);
    expect(en.image).toBe(shareImage(row.image_url, 'en'));
  });

  it('the sales page shows upcoming bootcamps and statistics from the database', async () => {
    const id = await t.api.result<BootcampSalesPage>(t.api.get(`${W}/bootcamps/sales-page`));
    const en = await t.api.result<BootcampSalesPage>(t.api.get(`${W}/bootcamps/sales-page`, 'en'));
    expect(id.title).not.toBe(en.title);
    expect(id.highlights.length).toBeGreaterThan(0);
    expect(must(id.faq[0], 'a question').question).not.toBe(must(en.faq[0], 'an en question').question);
    expect(id.bootcamps.length).toBeGreaterThan(0);
    expect(id.bootcamps.every((b) => b.type === ContentType.BOOTCAMP)).toBe(true);
    expect(id.stats.bootcamps).toBeGreaterThanOrEqual(id.bootcamps.length);
    const reviews = await t.app.ctx.db
      .selectFrom('reviews')
      .innerJoin('contents', 'contents.id', 'reviews.content_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('contents.content_type', '=', ContentType.BOOTCAMP)
      .executeTakeFirstOrThrow();
    expect(id.stats.reviews).toBe(Number(reviews.n));
    const meta = await t.api.result<ContentMeta>(t.api.get(`${W}/bootcamps/sales-page/meta`));
    const metaEn = await t.api.result<ContentMeta>(t.api.get(`${W}/bootcamps/sales-page/meta`, 'en'));
    expect(meta.canonicalPath).toBe('/bootcamps');
    expect(meta.title).not.toBe(metaEn.title);
  });
});
