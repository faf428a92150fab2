import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ContentDetail, ContentMeta, FormDefinition, RatingSummary, ReviewItem, WebinarProgram } from '../../../common/catalog.js';
import { ContentType } from '../../../common/enums.js';
import { LIST_SORTS } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { contentOf, useCatalogApp, expectBadRequest, expectNotFound, seededRatings, walkPages } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Webinar tidak ditemukan', en: 'Webinar not found' };
const upcoming = (q: any) => q.where('start_at', '>', sql`now()`);
const past = (q: any) => q.where('start_at', '<', sql`now()`);

describe('webinar detail', () => {
  it('has the agenda, schedule and form ids in the asked language', async () => {
    const row = await contentOf(t.app, ContentType.WEBINAR, upcoming);
    const id = await t.api.result<ContentDetail>(t.api.get(`${W}/webinars/${row.url}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/webinars/${row.url}`, 'en'));
    expect(id.title).not.toBe(en.title);
    const agenda = id.detail.agenda as { title: string; time: string }[];
    expect(agenda.length).toBeGreaterThan(2);
    expect(must(agenda[0], 'an agenda item').title).not.toBe(must((en.detail.agenda as { title: string }[])[0], 'an en agenda item').title);
    expect(id.detail.schedule).toEqual([expect.objectContaining({ startAt: id.startAt, timezone: 'Asia/Jakarta' })]);
    expect(id.detail.isPast).toBe(false);
    expect(id.detail.registrationFormId).toEqual(expect.any(Number));
    expect(id.detail.feedbackFormId).toEqual(expect.any(Number));
    // No reviews before the session took place.
    expect(id.detail.ratingSummary.total).toBe(0);
    expect(id.ratingCount).toBe(0);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/webinars/by-content-id/${row.id}`))).detail.registrationFormId).toBe(id.detail.registrationFormId);
  });

  it('a webinar with its own registration form points at it', async () => {
    const own = await t.app.ctx.db.selectFrom('forms').innerJoin('contents', 'contents.id', 'forms.content_id').select(['forms.id', 'contents.url']).executeTakeFirstOrThrow();
    const detail = await t.api.result<ContentDetail>(t.api.get(`${W}/webinars/${own.url}`));
    expect(detail.detail.registrationFormId).toBe(own.id);
  });

  it('unknown webinars and other types are 404s in both languages', async () => {
    await expectNotFound(t.app, `${W}/webinars/webinar-tidak-ada`, NOT_FOUND);
    const course = await contentOf(t.app, ContentType.COURSE);
    await expectNotFound(t.app, `${W}/webinars/${course.url}`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/webinars/by-content-id/${course.id}`, NOT_FOUND);
    for (const sub of ['promo-terms', 'meta', 'rating-summary', 'reviews']) await expectNotFound(t.app, `${W}/webinars/webinar-tidak-ada/${sub}`, NOT_FOUND);
  });
});

describe('webinar reviews, promo terms and meta', () => {
  it('rating summary equals the seeded reviews of a past webinar; ratingScore filters', async () => {
    const row = await contentOf(t.app, ContentType.WEBINAR, past);
    const summary = await t.api.result<RatingSummary>(t.api.get(`${W}/webinars/${row.url}/rating-summary`));
    const seeded = await seededRatings(t.app, row.id);
    expect(summary.total).toBe(seeded.total);
    expect(summary.total).toBeGreaterThanOrEqual(5);
    expect(summary.distribution).toEqual(seeded.distribution);
    const all = await walkPages(
      (page) => t.api.result<Page<ReviewItem>>(t.api.get(`${W}/webinars/${row.url}/reviews?page=${page}`)),
      (r) => r.id,
    );
    expect(all.length).toBe(seeded.total);
    const stars = Number(Object.entries(seeded.distribution).find(([, n]) => n > 0)![0]);
    const filtered = await t.api.result<Page<ReviewItem>>(t.api.get(`${W}/webinars/${row.url}/reviews?ratingScore=${stars}&pageSize=50`));
    expect(filtered.totalItems).toBe(seeded.distribution[stars]);
    expect(filtered.items.every((r) => r.rating === stars)).toBe(true);
    await expectBadRequest(t.app, `${W}/webinars/${row.url}/reviews?ratingScore=9`, /ratingScore/);
  });

  it('promo terms and meta in both languages', async () => {
    const promo = await t.app.ctx.db.selectFrom('contents').select('url').where('content_type', '=', ContentType.WEBINAR).where('discount_type', 'is not', null).executeTakeFirst();
    if (promo) {
      const terms = await t.api.result(t.api.get(`${W}/webinars/${promo.url}/promo-terms`));
      expect(terms.terms.length).toBeGreaterThan(0);
    }
    const free = await contentOf(t.app, ContentType.WEBINAR, (q) => q.where('discount_type', 'is', null));
    expect(await t.api.result(t.api.get(`${W}/webinars/${free.url}/promo-terms`))).toBeNull();
    const id = await t.api.result<ContentMeta>(t.api.get(`${W}/webinars/${free.url}/meta`));
    const en = await t.api.result<ContentMeta>(t.api.get(`${W}/webinars/${free.url}/meta`, 'en'));
    expect(id.canonicalPath).toBe(`/webinars/${free.url}`);
    expect(id.title).not.toBe(en.title);
    expect(id.description.length).toBeLessThanOrEqual(160);
  });
});

describe('webinar list', () => {
  const list = (body: object) => t.api.result<Page<ContentItem>>(t.api.post(`${W}/webinars`, body));

  it('status upcoming, past and all split the webinars by their end: one under way is upcoming', async () => {
    const now = Date.now();
    // A webinar under way (the seeded live demo's, its times pinned around now).
    await t.app.ctx.db
      .updateTable('contents')
      .set({ start_at: new Date(now - 10 * 60_000), end_at: new Date(now + 170 * 60_000) })
      .where('url', '=', 'webinar-live-kelas-konten-kreatif')
      .execute();
    const up = await walkPages(
      (page) => list({ page, pageSize: 5, status: 'upcoming' }),
      (i) => i.contentId,
    );
    const gone = await walkPages(
      (page) => list({ page, pageSize: 5, status: 'past' }),
      (i) => i.contentId,
    );
    const all = await walkPages(
      (page) => list({ page, pageSize: 5 }),
      (i) => i.contentId,
    );
    expect(up.length).toBeGreaterThan(0);
    expect(gone.length).toBeGreaterThan(0);
    expect(up.every((i) => new Date(i.endAt!).getTime() >= now - 60_000)).toBe(true);
    expect(gone.every((i) => new Date(i.endAt!).getTime() < now + 60_000)).toBe(true);
    const live = must(
      up.find((i) => i.url === 'webinar-live-kelas-konten-kreatif'),
      'the webinar under way among the upcoming',
    );
    expect(gone.some((i) => i.contentId === live.contentId)).toBe(false);
    // Under way leads the upcoming ones (it can be joined now).
    expect(up.findIndex((i) => new Date(i.startAt!).getTime() < now)).toBe(0);
    expect(all.length).toBe(up.length + gone.length);
    expect(all.every((i) => i.type === ContentType.WEBINAR)).toBe(true);
    // Default sort: upcoming first, soonest first.
    const times = all.slice(0, up.length).map((i) => new Date(i.startAt!).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('every sort walks through all webinars once', async () => {
    for (const sort of LIST_SORTS.webinars) {
      const items = await walkPages(
        (page) => list({ page, pageSize: 8, sort, status: 'all' }),
        (i) => i.contentId,
      );
      expect(items.length).toBeGreaterThan(10);
    }
  });

  it('bad status, sort, paging and filters are 400s', async () => {
    await expectBadRequest(t.app, `${W}/webinars`, /Allowed values: upcoming, past, all/, { status: 'soon' });
    await expectBadRequest(t.app, `${W}/webinars`, /Allowed values: upcoming, popular/, { sort: 'soonest' });
    await expectBadRequest(t.app, `${W}/webinars`, /pageSize/, { pageSize: 101 });
    await expectBadRequest(t.app, `${W}/webinars`, /page/, { page: -1 });
    await expectBadRequest(t.app, `${W}/webinars`, /RATING value/, { filters: [{ kind: 'RATING', values: [2] }] });
  });

  it('master-sort in both languages', async () => {
    const id = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/webinars/master-sort`));
    const en = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/webinars/master-sort`, 'en'));
    expect(id.map((s) => s.value)).toEqual([...LIST_SORTS.webinars]);
    const first = must(id[0], 'a sort');
    expect(first.value).toBe('upcoming');
    expect(first.label).not.toBe(must(en[0], 'an en sort').label);
  });
});

describe('similar webinars and webinar programmes', () => {
  it('similar webinars are webinars not ended yet, other than this one', async () => {
    const row = await contentOf(t.app, ContentType.WEBINAR, past);
    const items = await t.api.result<ContentItem[]>(t.api.get(`${W}/webinars/by-content-id/${row.id}/similar-webinars`));
    expect(items.length).toBe(5);
    expect(items.map((i) => i.contentId)).not.toContain(row.id);
    expect(items.every((i) => i.type === ContentType.WEBINAR && new Date(i.endAt!).getTime() > Date.now() - 60_000)).toBe(true);
    await expectNotFound(t.app, `${W}/webinars/by-content-id/999999/similar-webinars`, NOT_FOUND);
  });

  it('a webinar programme lists its webinars page by page; other programmes are 404', async () => {
    const program = await t.app.ctx.db.selectFrom('programs').selectAll().where('program_type', '=', 'WEBINAR').executeTakeFirstOrThrow();
    const first = await t.api.result<WebinarProgram>(t.api.get(`${W}/webinar-programs/${program.url}?pageSize=4`));
    const en = await t.api.result<WebinarProgram>(t.api.get(`${W}/webinar-programs/${program.url}?pageSize=4`, 'en'));
    expect(first.program.url).toBe(program.url);
    expect(first.program.description).not.toBe(en.program.description);
    const items = await walkPages(
      async (page) => (await t.api.result<WebinarProgram>(t.api.get(`${W}/webinar-programs/${program.url}?page=${page}&pageSize=4`))).webinars,
      (i) => i.contentId,
    );
    expect(items.every((i) => i.program?.id === program.id && i.type === ContentType.WEBINAR)).toBe(true);
    const notWebinar = { id: 'Program webinar tidak ditemukan', en: 'Webinar programme not found' };
    await expectNotFound(t.app, `${W}/webinar-programs/digital-skills`, notWebinar);
    await expectNotFound(t.app, `${W}/webinar-programs/tidak-ada`, notWebinar);
  });
});

describe('forms', () => {
  it('registration and feedback forms in the asked language; unknown ids are 404s', async () => {
    const rows = await t.app.ctx.db.selectFrom('forms').select(['id', 'kind']).orderBy('id').execute();
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['registration', 'feedback']));
    for (const row of rows) {
      const id = await t.api.result<FormDefinition>(t.api.get(`${W}/forms/${row.id}`));
      const en = await t.api.result<FormDefinition>(t.api.get(`${W}/forms/${row.id}`, 'en'));
      expect(id.kind).toBe(row.kind);
      expect(id.title).not.toBe(en.title);
      expect(id.fields.length).toBeGreaterThan(3);
      expect(id.fields.map((f) => f.name)).toEqual(en.fields.map((f) => f.name));
      for (const f of id.fields) {
        expect(f).toMatchObject({ name: expect.any(String), type: expect.any(String), label: expect.any(String), required: expect.any(Boolean) });
        if (f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') expect(f.options!.length).toBeGreaterThan(1);
      }
    }
    await expectNotFound(t.app, `${W}/forms/999999`, { id: 'Formulir tidak ditemukan', en: 'Form not found' });
    await expectBadRequest(t.app, `${W}/forms/abc`, /id/);
  });
});
