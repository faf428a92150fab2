import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/discovery.js';
import { ContentType } from '../../../common/enums.js';
import type { ContentItem } from '../../../common/types.js';
import { basicHeaders, createTestApp, studentToken } from '../../testing/test-app.js';
import { runDiscoverySeed } from '../../db/seed/discovery.js';
import { must } from '../../../common/must.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
  await runDiscoverySeed(app.ctx.db);
});
afterAll(async () => {
  await app?.cleanup();
});

const headers = (language?: 'id' | 'en') => ({ ...basicHeaders, ...(language ? { language } : {}) });
const get = (url: string, language?: 'id' | 'en') => app.inject({ method: 'GET', url, headers: headers(language) });
const post = (url: string, payload: object, language?: 'id' | 'en') => app.inject({ method: 'POST', url, headers: headers(language), payload });
const search = async (body: object, language?: 'id' | 'en') => {
  const res = await post('/web/v2/contents/search', body, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as SearchResult;
};

describe('search vectors', () => {
  it("the 'indonesian' configuration stems pembelajaran and belajar to ajar", async () => {
    const { rows } = await sql<{ a: string; b: string }>`select to_tsvector('indonesian', 'pembelajaran')::text as a, to_tsvector('indonesian', 'belajar')::text as b`.execute(app.ctx.db);
    expect(rows[0]).toEqual({ a: "'ajar':1", b: "'ajar':1" });
  });

  it('the trigger fills both vectors on insert and follows a category rename', async () => {
    const cat = await app.ctx.db.insertInto('categories').values({ url: 'zz-kriya', name_id: 'Kerajinan Kriya', name_en: 'Handicraft' }).returning('id').executeTakeFirstOrThrow();
    await app.ctx.db
      .insertInto('contents')
      .values({ content_type: ContentType.COURSE, url: 'zz-anyaman', product_type: 'COURSES', title_id: 'Anyaman Bambu', title_en: 'Bamboo Weaving', category_id: cat.id, details: '{}' })
      .execute();
    const found = async (keyword: string) => (await search({ keyword })).items.map((i) => i.url);
    expect(await found('handicraft')).toContain('zz-anyaman');
    await app.ctx.db.updateTable('categories').set({ name_en: 'Woodcraft' }).where('id', '=', cat.id).execute();
    expect(await found('handicraft')).not.toContain('zz-anyaman');
    expect(await found('woodcraft')).toContain('zz-anyaman');
  });
});

describe('P contents/search', () => {
  it('stems Indonesian: "pembelajaran" finds titles with "belajar"', async () => {
    const r = await search({ keyword: 'pembelajaran', pageSize: 50 });
    expect(r.totalItems).toBeGreaterThan(0);
    const titles = r.items.map((i) => i.title.toLowerCase());
    expect(titles.some((t) => /\bbelajar\b/.test(t) && !t.includes('pembelajaran'))).toBe(true);
  });

  it('stems English: "marketing" finds "Marketing" titles, answered in English', async () => {
    const r = await search({ keyword: 'marketing', pageSize: 10 }, 'en');
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.items[0]?.title).toMatch(/Marketing/);
    // Title matches rank first: every title with the stem (Marketing, Marketer) comes before any item without it.
    const hasWord = r.items.map((i) => /market/i.test(i.title));
    expect(hasWord.indexOf(false) === -1 || hasWord.lastIndexOf(true) < hasWord.indexOf(false)).toBe(true);
  });

  it('ranks a title match above a description-only match, even a more popular one', async () => {
    const base = { content_type: ContentType.COURSE, product_type: 'COURSES', details: '{}' };
    await app.ctx.db
      .insertInto('contents')
      .values([
        {
          ...base,
          url: 'zz-desc-only',
          title_id: 'Kelas Umum Serbaguna',
          title_en: 'General Purpose Class',
          description_id: 'Termasuk origami dan origami lanjutan, origami untuk semua.',
          description_en: 'Includes origami, more origami and origami for everyone.',
          popularity: 100000,
        },
        { ...base, url: 'zz-title-match', title_id: 'Origami untuk Pemula', title_en: 'Origami for Beginners', popularity: 1 },
      ])
      .execute();
    for (const language of ['id', 'en'] as const) {
      const urls = (await search({ keyword: 'origami' }, language)).items.map((i) => i.url);
      expect(urls.indexOf('zz-title-match')).toBeGreaterThanOrEqual(0);
      expect(urls.indexOf('zz-title-match')).toBeLessThan(urls.indexOf('zz-desc-only'));
    }
  });

  it('forgives a typo ("markting" finds marketing) and suggests its correction while typing', async () => {
    const r = await search({ keyword: 'markting' });
    expect(r.totalItems).toBe((await search({ keyword: 'marketing' })).totalItems);
    expect(r.didYouMean).toBeNull();
    expect(r.correctedFrom).toBeNull();
    const s = (await get('/web/v2/contents/search-keyword-suggestions?keyword=markting')).json().result;
    expect(s.didYouMean).toBe('marketing');
    expect(s.keywords[0]).toBe('marketing');
    expect(s.items.length).toBeGreaterThan(0);
    expect(s.items.some((i: ContentItem) => /marketing/i.test(i.title))).toBe(true);
    // A correct keyword has no correction.
    expect((await search({ keyword: 'marketing' })).didYouMean).toBeNull();
  });

  it('completes the last word from the title words and corrects with words of new titles', async () => {
    const s = (await get('/web/v2/contents/search-keyword-suggestions?keyword=digital%20mark')).json().result;
    expect(s.keywords).toContain('digital marketing');
    expect(s.items.length).toBeGreaterThan(0);
    // An unfinished last word is no typo (issue 24): no "did you mean" while it is being typed, in either language.
    expect(s.didYouMean).toBeNull();
    for (const lang of ['id', 'en'] as const) {
      const typing = (await get('/web/v2/contents/search-keyword-suggestions?keyword=exce', lang)).json().result;
      expect([typing.didYouMean, typing.keywords[0]]).toEqual([null, 'excel']);
    }
    expect(s.items.every((i: ContentItem) => /digital/i.test(i.title) && /\bmark/i.test(i.title))).toBe(true);
    // A title added later feeds the dictionary (statement trigger), so its words correct typos too.
    await app.ctx.db
      .insertInto('contents')
      .values({ content_type: ContentType.COURSE, url: 'zz-kaligrafi', product_type: 'COURSES', title_id: 'Seni Kaligrafi Modern', title_en: 'Modern Calligraphy Art', details: '{}' })
      .execute();
    expect((await search({ keyword: 'kaligrafy' })).items.map((i: ContentItem) => i.url)).toContain('zz-kaligrafi');
    await app.ctx.db.updateTable('contents').set({ title_en: 'Modern Lettering Art' }).where('url', '=', 'zz-kaligrafi').execute();
    expect((await search({ keyword: 'leterring' })).items.map((i: ContentItem) => i.url)).toContain('zz-kaligrafi');
    // A typo of the first letter is no typo the index forgives: the correction's results are answered, said so.
    const corrected = await search({ keyword: 'ketterring' });
    expect(corrected.keyword).toBe('lettering');
    expect(corrected.correctedFrom).toBe('ketterring');
    expect(corrected.items.map((i: ContentItem) => i.url)).toContain('zz-kaligrafi');
    // "Search instead for …": the keyword as typed, nothing else.
    const asTyped = await search({ keyword: 'ketterring', autocorrect: false });
    expect([asTyped.totalItems, asTyped.keyword, asTyped.didYouMean]).toEqual([0, 'ketterring', 'lettering']);
  });

  it('suggests while typing: popular keywords by prefix and titles in the request language', async () => {
    const id = (await get('/web/v2/contents/search-keyword-suggestions?keyword=digi')).json().result;
    expect(id.keywords).toContain('digital marketing');
    const en = (await get('/web/v2/contents/search-keyword-suggestions?keyword=digi', 'en')).json().result;
    expect(en.items.map((i: ContentItem) => i.contentId)).toEqual(id.items.map((i: ContentItem) => i.contentId));
    // What the search forgives finds contents while typing too: "ui ux" for the titles' "UI/UX", in both languages.
    for (const lang of ['id', 'en'] as const) {
      const forgiven = (await get('/web/v2/contents/search-keyword-suggestions?keyword=ui%20ux', lang)).json().result;
      expect(forgiven.items.length).toBeGreaterThan(0);
      expect(forgiven.items.every((i: ContentItem) => /UI\/UX/.test(i.title))).toBe(true);
    }
    expect((await get('/web/v2/contents/search-keyword-suggestions?keyword=%20%20')).statusCode).toBe(400);
    expect((await get('/web/v2/contents/search-keyword-suggestions')).statusCode).toBe(400);
  });

  it('facets count every type of the matches; each equals that type’s total', async () => {
    const all = await search({ keyword: 'digital' });
    expect(all.facets.length).toBeGreaterThan(1);
    expect(all.facets.reduce((s, f) => s + f.count, 0)).toBe(all.totalItems);
    for (const facet of all.facets) {
      const one = await search({ keyword: 'digital', contentTypes: [facet.type], pageSize: 1 });
      expect(one.totalItems).toBe(facet.count);
      expect(one.facets).toEqual(all.facets);
    }
  });

  it('filters the results with the shared filters', async () => {
    const r = await search({
      keyword: 'digital',
      pageSize: 100,
      filters: [
        { kind: 'RATING', values: [4.5] },
        { kind: 'PRICE', range: { min: 1, max: 300000 } },
      ],
    });
    expect(r.totalItems).toBeGreaterThan(0);
    for (const i of r.items) {
      expect(i.rating).toBeGreaterThanOrEqual(4.5);
      expect(i.price.finalPrice).toBeGreaterThanOrEqual(1);
      expect(i.price.finalPrice).toBeLessThanOrEqual(300000);
    }
    expect(r.facets.reduce((s, f) => s + f.count, 0)).toBe(r.totalItems);
  });

  it('walks every page once, in a stable order', async () => {
    for (const sort of ['relevance', 'popular', 'price-asc']) {
      const first = await search({ keyword: 'belajar', pageSize: 7, sort });
      const seen: number[] = [];
      for (let page = 1; page <= first.totalPages; page++) {
        const r = await search({ keyword: 'belajar', page, pageSize: 7, sort });
        seen.push(...r.items.map((i) => i.contentId));
      }
      expect(seen.length).toBe(first.totalItems);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('an empty keyword browses everything, most popular first', async () => {
    const r = await search({ pageSize: 5 });
    const total = await app.ctx.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    expect(r.totalItems).toBe(Number(total.n));
    const noBody = await app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: basicHeaders });
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().result.totalItems).toBe(Number(total.n));
  });

  it('rejects bad paging, sorts, types and filters with 400 naming what is allowed', async () => {
    const bad = async (body: object, pattern: RegExp) => {
      const res = await post('/web/v2/contents/search', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(pattern);
    };
    await bad({ keyword: 'x', pageSize: 101 }, /pageSize/);
    await bad({ keyword: 'x', page: 0 }, /page/);
    await bad({ keyword: 'x', sort: 'cheapest' }, /Allowed values: relevance, popular/);
    await bad({ keyword: 'x', contentTypes: [4] }, /Allowed values: 1, 2, 3/);
    await bad({ keyword: 'x', filters: [{ kind: 'COLOUR', values: [1] }] }, /Allowed values: RATING, PROGRAM, PRICE, DURATION, SKILL_LEVEL, CATEGORY/);
    await bad({ keyword: 'x', filters: [{ kind: 'RATING', values: [2] }] }, /Allowed values: 4.5, 4, 3.5, 3/);
    await bad({ keyword: 'x', filters: [{ kind: 'RATING', values: [4, 4.5] }] }, /single value/);
    await bad({ keyword: 'x', filters: [{ kind: 'SKILL_LEVEL', values: [9] }] }, /Allowed values: 1, 2, 3/);
    await bad({ keyword: 'x', filters: [{ kind: 'CATEGORY', values: [999999] }] }, /Unknown CATEGORY value 999999/);
    await bad({ keyword: 'x', filters: [{ kind: 'PRICE', values: [1] }] }, /takes a range/);
    await bad({ keyword: 'x', filters: [{ kind: 'PRICE', range: { min: 9, max: 1 } }] }, /above range.max/);
    await bad({ keyword: 'x', unknownField: 1 }, /Invalid request/);
  });

  it('needs credentials', async () => {
    const res = await app.inject({ method: 'POST', url: '/web/v2/contents/search', payload: { keyword: 'excel' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('clicks and popular keywords', () => {
  // The counting rules and the poisoning attacks are tested in search-clicks.test.ts.
  const click = (payload: object, remoteAddress: string, authorization = basicHeaders.authorization) =>
    app.inject({ method: 'POST', url: '/web/v2/contents/onclick', headers: { authorization }, remoteAddress, payload });

  it('P contents/onclick counts distinct clicks on what the keyword finds and feeds the popular keywords', async () => {
    const before = (await get('/web/v2/contents/search-popular-keywords?limit=50')).json().result as { keyword: string; count: number }[];
    const [top, next] = before;
    expect(top?.count).toBeGreaterThanOrEqual(must(next, 'a second popular keyword').count);
    const item = must((await search({ keyword: 'excel analisis' })).items[0], 'an excel analisis result');
    for (let i = 0; i < 3; i++) {
      const res = await click({ keyword: '  EXCEL   Analisis ', resultId: 'r-1', contentId: item.contentId }, `192.0.2.${10 + i}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toEqual({ keyword: 'excel analisis', counted: true, count: i + 1 });
    }
    const after = (await get('/web/v2/contents/search-popular-keywords?limit=50')).json().result as { keyword: string; count: number }[];
    expect(after).toContainEqual({ keyword: 'excel analisis', count: 3 });
    const clicks = await app.ctx.db.selectFrom('search_clicks').selectAll().where('keyword', '=', 'excel analisis').execute();
    expect(clicks).toHaveLength(3);
    expect(clicks[0]).toMatchObject({ result_id: 'r-1', content_id: item.contentId, student_id: null, device_id: null });
    // Seeded keyword counts grow too.
    await click({ keyword: 'excel', contentId: item.contentId }, '192.0.2.20');
    const excel = (await get('/web/v2/contents/search-popular-keywords?limit=50')).json().result.find((k: { keyword: string }) => k.keyword === 'excel');
    expect(excel.count).toBe(before.find((k) => k.keyword === 'excel')!.count + 1);
  });

  it('records the student of a bearer token', async () => {
    const token = await studentToken(app);
    const student = Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'token payload'), 'base64url').toString()).sub);
    const item = must((await search({ keyword: 'pivot' })).items[0], 'a pivot result');
    const res = await click({ keyword: 'pivot', resultId: 5, contentId: item.contentId }, '192.0.2.30', `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    const row = await app.ctx.db.selectFrom('search_clicks').selectAll().where('keyword', '=', 'pivot').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ student_id: student, result_id: '5' });
  });

  it('unknown content is 404 in the request language; bad bodies are 400', async () => {
    const id = await post('/web/v2/contents/onclick', { keyword: 'x', contentId: 99999999 });
    expect(id.statusCode).toBe(404);
    expect(id.json().message).toBe('Konten 99999999 tidak ditemukan');
    const en = await post('/web/v2/contents/onclick', { keyword: 'x', contentId: 99999999 }, 'en');
    expect(en.json().message).toBe('Content 99999999 not found');
    expect((await post('/web/v2/contents/onclick', { contentId: 1 })).statusCode).toBe(400);
    expect((await post('/web/v2/contents/onclick', { keyword: ' ', contentId: 1 })).statusCode).toBe(400);
    expect((await get('/web/v2/contents/search-popular-keywords?limit=500')).statusCode).toBe(400);
  });
});

describe('master sorts', () => {
  it('G contents/master-sort lists the search sorts in both languages', async () => {
    const id = (await get('/web/v2/contents/master-sort')).json().result;
    const en = (await get('/web/v2/contents/master-sort', 'en')).json().result;
    expect(id.map((s: { value: string }) => s.value)).toEqual(['relevance', 'popular', 'newest', 'rating', 'price-asc', 'price-desc']);
    expect(id[0].label).toBe('Paling relevan');
    expect(en[0].label).toBe('Most relevant');
  });
});
