/**
 * Issue 25: every product page lists its written reviews, not "will appear here soon". Course
 * packages, microlearning, events and subscriptions get the reviews call courses, webinars,
 * Prakerja and bootcamps have (one store, the reviews table; one route shape, reviewsRoute), by
 * the param their detail page uses.
 */
import { describe, expect, it } from 'vitest';
import type { ContentDetail, ReviewItem } from '../../common/catalog.js';
import { PAGE_MAX } from '../../common/schema/primitives.js';
import { ContentType } from '../../common/enums.js';
import type { Page } from '../../common/types.js';
import { contentOf, expectBadRequest, expectNotFound, seededRatings, useCatalogApp, walkPages } from '../testing/catalogue.js';

const t = useCatalogApp();
const W = '/web/v2';

interface Family {
  name: string;
  type: number;
  /** The detail's path of a content (by the param of its page), without the `/reviews`. */
  base: string;
  byId: boolean;
  notFound: { id: string; en: string };
}

const FAMILIES: Family[] = [
  { name: 'course packages', type: ContentType.PACKAGE, base: 'coursepackages', byId: false, notFound: { id: 'Paket kursus tidak ditemukan', en: 'Course package not found' } },
  { name: 'microlearning', type: ContentType.MICROLEARNING, base: 'microlearnings', byId: false, notFound: { id: 'Microlearning tidak ditemukan', en: 'Microlearning not found' } },
  { name: 'events', type: ContentType.EVENT, base: 'events', byId: true, notFound: { id: 'Acara tidak ditemukan', en: 'Event not found' } },
  { name: 'subscriptions', type: ContentType.SUBSCRIPTION, base: 'subscriptions', byId: true, notFound: { id: 'Paket langganan tidak ditemukan', en: 'Subscription not found' } },
];

/** A reviewed content of the type (an event that took place: upcoming ones have none yet). */
async function reviewed(type: number) {
  const row = await contentOf(t.app, type, (q) => q.where('rating_count', '>', 4));
  expect((await seededRatings(t.app, row.id)).total).toBeGreaterThan(4);
  return row;
}

for (const f of FAMILIES) {
  describe(`${f.name} reviews (issue 25)`, () => {
    const reviews = (key: string | number, query = '', lang: 'id' | 'en' = 'id') => t.api.get(`${W}/${f.base}/${key}/reviews${query}`, lang);

    it('list the written reviews behind the detail’s rating summary, newest first, names masked, filtered by stars', async () => {
      const row = await reviewed(f.type);
      const detail = await t.api.result<ContentDetail>(t.api.get(`${W}/${f.base}/${row.url}`));
      const first = await t.api.result<Page<ReviewItem>>(reviews(row.url));
      expect(first.pageSize).toBe(3);
      expect(first.items).toHaveLength(3);
      expect(first.totalItems).toBe(detail.detail.ratingSummary.total);
      const all = await t.api.result<Page<ReviewItem>>(reviews(row.url, '?pageSize=100'));
      expect(all.items).toHaveLength(all.totalItems);
      const dates = all.items.map((r) => r.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const stored = await t.app.ctx.db.selectFrom('reviews').select('reviewer_name').where('content_id', '=', row.id).execute();
      for (const r of all.items) {
        expect(r.name).toMatch(/\*/);
        expect(stored.map((s) => s.reviewer_name)).not.toContain(r.name);
      }
      if (f.byId) expect(await t.api.result<Page<ReviewItem>>(reviews(row.id, '?pageSize=100'))).toEqual(all);
      const five = await t.api.result<Page<ReviewItem>>(reviews(row.url, '?ratingScore=5&pageSize=100'));
      expect(five.totalItems).toBe(detail.detail.ratingSummary.distribution['5']);
      for (const r of five.items) expect(r.rating).toBe(5);
    });

    it('page through every review once; past the last page is an empty page with the same total', async () => {
      const row = await reviewed(f.type);
      const total = (await seededRatings(t.app, row.id)).total;
      const items = await walkPages(
        (page) => t.api.result<Page<ReviewItem>>(reviews(row.url, `?page=${page}&pageSize=2`)),
        (r) => r.id,
      );
      expect(items).toHaveLength(total);
      const past = await t.api.result<Page<ReviewItem>>(reviews(row.url, `?page=${Math.ceil(total / 2) + 1}&pageSize=2`));
      expect(past.items).toEqual([]);
      expect(past.totalItems).toBe(total);
      const last = await t.api.result<Page<ReviewItem>>(reviews(row.url, `?page=${PAGE_MAX}&pageSize=100`));
      expect(last.items).toEqual([]);
    });

    it('of an unknown content or another product’s are 404s in both languages', async () => {
      await expectNotFound(t.app, `${W}/${f.base}/tidak-ada-${f.base}/reviews`, f.notFound);
      const course = await contentOf(t.app, ContentType.COURSE);
      await expectNotFound(t.app, `${W}/${f.base}/${course.url}/reviews`, f.notFound);
      if (f.byId) {
        await expectNotFound(t.app, `${W}/${f.base}/999999/reviews`, f.notFound);
        await expectNotFound(t.app, `${W}/${f.base}/${course.id}/reviews`, f.notFound);
      }
    });

    it('refuse bad paging and star counts with a 400 naming the field', async () => {
      const row = await reviewed(f.type);
      const url = `${W}/${f.base}/${row.url}/reviews`;
      await expectBadRequest(t.app, `${url}?page=0`, /page/);
      await expectBadRequest(t.app, `${url}?page=${PAGE_MAX + 1}`, /page/);
      await expectBadRequest(t.app, `${url}?page=abc`, /page/);
      await expectBadRequest(t.app, `${url}?pageSize=0`, /pageSize/);
      await expectBadRequest(t.app, `${url}?pageSize=101`, /pageSize/);
      await expectBadRequest(t.app, `${url}?ratingScore=6`, /ratingScore/);
      await expectBadRequest(t.app, `${url}?sort=newest`, /additional properties/);
    });
  });
}

it('an event still to come has no reviews: an empty list (the page says "Belum ada ulasan")', async () => {
  const upcoming = await contentOf(t.app, ContentType.EVENT, (q) => q.where('start_at', '>', new Date()));
  const detail = await t.api.result<ContentDetail>(t.api.get(`${W}/events/${upcoming.url}`));
  expect(detail.detail.ratingSummary.total).toBe(0);
  const page = await t.api.result<Page<ReviewItem>>(t.api.get(`${W}/events/${upcoming.id}/reviews`));
  expect(page).toMatchObject({ items: [], totalItems: 0 });
});
