import { describe, expect, it } from 'vitest';
import type { Banner, ContentDetail, PrakerjaSection, ReviewItem } from '../../../common/catalog.js';
import { ContentType } from '../../../common/enums.js';
import { LIST_SORTS } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { contentOf, useCatalogApp, expectBadRequest, expectNotFound, seededRatings, walkPages } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Kelas Prakerja tidak ditemukan', en: 'Prakerja class not found' };

describe('Prakerja landing page', () => {
  it('top banners are the prakerja_top banners', async () => {
    const id = await t.api.result<Banner[]>(t.api.get(`${W}/prakerja/landingpage/topbanners`));
    const en = await t.api.result<Banner[]>(t.api.get(`${W}/prakerja/landingpage/topbanners`, 'en'));
    const rows = await t.app.ctx.db.selectFrom('banners').select('id').where('placement', '=', 'prakerja_top').where('is_active', '=', true).execute();
    expect(id.map((b) => b.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(id.length).toBeGreaterThan(0);
    expect(must(id[0], 'a banner').title).not.toBe(must(en[0], 'an en banner').title);
  });

  it('sections: live and self-paced classes, how to buy, FAQ', async () => {
    const id = await t.api.result<PrakerjaSection[]>(t.api.get(`${W}/prakerja/landingpage/sections`));
    const en = await t.api.result<PrakerjaSection[]>(t.api.get(`${W}/prakerja/landingpage/sections`, 'en'));
    expect(id.map((s) => s.key)).toEqual(['livewebinar', 'selfpaced', 'how-to-buy', 'faq']);
    expect(must(id[0], 'a section').title).not.toBe(must(en[0], 'an en section').title);
    const [live, self, steps, faq] = id;
    if (!live || !self || !steps || !faq) throw new Error('four sections expected');
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every((i) => i.isPrakerja && i.learningMethod === 2)).toBe(true);
    expect(self.items.every((i) => i.isPrakerja && i.learningMethod === 1)).toBe(true);
    expect(steps.entries.length).toBe(4);
    expect(must(faq.entries[0], 'a question').title).not.toBe(must(en[3]?.entries[0], 'an en question').title);
  });

  it('live webinar and self-paced class lists walk every Prakerja class of their method', async () => {
    for (const [path, method] of [
      ['livewebinar-classes', 2],
      ['selfpacedlearning-classes', 1],
    ] as const) {
      const items = await walkPages(
        (page) => t.api.result<Page<ContentItem>>(t.api.get(`${W}/prakerja/landingpage/${path}?page=${page}&pageSize=3`)),
        (i) => i.contentId,
      );
      const count = await t.app.ctx.db
        .selectFrom('contents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_prakerja', '=', true)
        .where('learning_method', '=', method)
        .where('is_published', '=', true)
        .executeTakeFirstOrThrow();
      expect(items.length).toBe(Number(count.n));
      expect(items.every((i) => i.isPrakerja && i.learningMethod === method)).toBe(true);
    }
    for (const sort of LIST_SORTS.prakerja) expect((await t.api.get(`${W}/prakerja/landingpage/livewebinar-classes?sort=${sort}`)).statusCode).toBe(200);
    await expectBadRequest(t.app, `${W}/prakerja/landingpage/livewebinar-classes?sort=upcoming`, /Allowed values/);
    await expectBadRequest(t.app, `${W}/prakerja/landingpage/selfpacedlearning-classes?pageSize=101`, /pageSize/);
  });
});

describe('Prakerja class detail and reviews', () => {
  it('a Prakerja class by url; other classes are 404s in both languages', async () => {
    const row = await contentOf(t.app, ContentType.COURSE, (q) => q.where('is_prakerja', '=', true));
    const id = await t.api.result<ContentDetail>(t.api.get(`${W}/prakerja/${row.url}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/prakerja/${row.url}`, 'en'));
    expect(id.isPrakerja).toBe(true);
    expect(id.title).not.toBe(en.title);
    expect(id.detail.syllabus.length).toBeGreaterThan(0);
    const plain = await contentOf(t.app, ContentType.COURSE, (q) => q.where('is_prakerja', '=', false));
    await expectNotFound(t.app, `${W}/prakerja/${plain.url}`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/prakerja/tidak-ada/reviews`, NOT_FOUND);
  });

  it('reviews equal the seeded reviews; ratingScore filters', async () => {
    const row = await contentOf(t.app, ContentType.COURSE, (q) => q.where('is_prakerja', '=', true));
    const seeded = await seededRatings(t.app, row.id);
    const all = await walkPages(
      (page) => t.api.result<Page<ReviewItem>>(t.api.get(`${W}/prakerja/${row.url}/reviews?page=${page}`)),
      (r) => r.id,
    );
    expect(all.length).toBe(seeded.total);
    const five = await t.api.result<Page<ReviewItem>>(t.api.get(`${W}/prakerja/${row.url}/reviews?ratingScore=5&pageSize=100`));
    expect(five.totalItems).toBe(seeded.distribution[5]);
    expect(five.items.every((r) => r.rating === 5)).toBe(true);
  });
});
