import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/discovery.js';
import { ContentType } from '../../../common/enums.js';
import { LIST_SORTS, type SortKey } from '../../../common/filters.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { filterWhere, parseFilters } from '../../catalogue/filters.js';
import { orderOf, published } from '../../catalogue/list.js';
import { SearchIndex, searchIndexOf } from './search-index.js';
import { runDiscoverySeed } from '../../db/seed/discovery.js';
import { must } from '../../../common/must.js';

/**
 * The in-process search index against PostgreSQL itself: the same matches as `@@` on the stored
 * vectors, the same order as ts_rank_cd for one-word keywords, the same filters and sorts as the
 * SQL lists, and every committed change visible to the next search.
 */
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // A long answer-cache time: searches must still see every change at once.
  app = await createTestApp({ config: { cacheSeconds: 60 } });
  await runDiscoverySeed(app.ctx.db);
});
afterAll(async () => {
  await app?.cleanup();
});

const search = async (body: object) => {
  const res = await app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: basicHeaders, payload: { pageSize: 100, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as SearchResult;
};

/** Ids PostgreSQL matches for a keyword (either language), ascending. */
async function sqlMatches(keyword: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select id from contents
    where is_published and (search_id @@ websearch_to_tsquery('indonesian', ${keyword}) or search_en @@ websearch_to_tsquery('english', ${keyword}))
    order by id`.execute(app.ctx.db);
  return rows.map((r) => r.id);
}

const KEYWORDS = [
  'excel',
  'pembelajaran',
  'belajar data',
  'marketing digital',
  '"analisis data"',
  '"digital marketing"',
  'excel -pivot',
  'python or excel',
  '-excel',
  'dan',
  'kelas "data" -excel',
  'zzzz-tidak-ada',
  'ui/ux',
];

describe('matching', () => {
  it.each(KEYWORDS)('"%s" matches exactly the contents PostgreSQL matches (exact mode)', async (keyword) => {
    const expected = await sqlMatches(keyword);
    const found = await searchIndexOf(app.ctx).search({ keyword, filters: [], types: null, sort: 'popular', offset: 0, limit: 100_000, exact: true });
    expect(found.total).toBe(expected.length);
    expect([...found.ids].sort((a, b) => a - b)).toEqual(expected);
  });

  // Forgiven (issue 24: variants, the last word as a prefix, typos of words that match nothing),
  // a keyword finds at least what PostgreSQL finds; search syntax is still read exactly.
  it.each(KEYWORDS)('"%s" forgiven finds every content PostgreSQL matches', async (keyword) => {
    const expected = await sqlMatches(keyword);
    const found = await searchIndexOf(app.ctx).search({ keyword, filters: [], types: null, sort: 'popular', offset: 0, limit: 100_000 });
    expect(found.ids).toEqual(expect.arrayContaining(expected));
    if (/["]|(?:^|\s)-\S|\sor\s/i.test(keyword)) expect(found.total).toBe(expected.length);
  });

  it('the seeded catalogue is large enough for these cases to mean something', async () => {
    expect((await sqlMatches('excel')).length).toBeGreaterThan(2);
    expect((await sqlMatches('-excel')).length).toBeGreaterThan(50);
    expect((await sqlMatches('"digital marketing"')).length).toBeLessThan((await sqlMatches('digital marketing')).length);
  });
});

describe('ranking', () => {
  it.each(['excel', 'data', 'marketing', 'belajar', 'karier'])('a one-word keyword ("%s") ranks as ts_rank_cd does, then popularity, then id', async (keyword) => {
    const { rows } = await sql<{ id: number }>`
      select id from contents
      where is_published and (search_id @@ websearch_to_tsquery('indonesian', ${keyword}) or search_en @@ websearch_to_tsquery('english', ${keyword}))
      order by round((ts_rank_cd('{0.02,0.1,0.4,1}'::float4[], search_id, websearch_to_tsquery('indonesian', ${keyword}))
                     + ts_rank_cd('{0.02,0.1,0.4,1}'::float4[], search_en, websearch_to_tsquery('english', ${keyword})))::numeric, 3) desc,
               popularity desc, id`.execute(app.ctx.db);
    expect(rows.length).toBeGreaterThan(0);
    const found = await searchIndexOf(app.ctx).search({ keyword, filters: [], types: null, sort: 'relevance', offset: 0, limit: 1000, exact: true });
    expect(found.ids).toEqual(rows.map((r) => r.id));
  });

  it('pages of a ranked search walk the whole answer once', async () => {
    const all = await searchIndexOf(app.ctx).search({ keyword: 'belajar', filters: [], types: null, sort: 'relevance', offset: 0, limit: 1000 });
    const walked: number[] = [];
    for (let offset = 0; offset < all.total; offset += 7) {
      walked.push(...(await searchIndexOf(app.ctx).search({ keyword: 'belajar', filters: [], types: null, sort: 'relevance', offset, limit: 7 })).ids);
    }
    expect(walked).toEqual(all.ids);
  });
});

describe('kept matches and filtered sets', () => {
  it('every page and sort of a repeated search answers what an index without kept sets answers', async () => {
    const fresh = new SearchIndex(app.ctx.db);
    const shared = searchIndexOf(app.ctx);
    const rating = await parseFilters(app.ctx, [{ kind: 'RATING', values: [4] }]);
    const cheap = await parseFilters(app.ctx, [{ kind: 'PRICE', range: { max: 300000 } }]);
    let compared = 0;
    for (const keyword of ['belajar', 'excel', 'markting', 'webinar gratis', 'ui ux'])
      for (const filters of [[], rating, cheap])
        for (const sort of ['relevance', 'popular', 'price-asc'] as const)
          for (const offset of [0, 4, 8]) {
            const q = { keyword, filters, types: null, sort, offset, limit: 4, panel: true };
            // Asked twice on the shared index: the second answer comes from what the first kept.
            await shared.search(q);
            const [kept, made] = await Promise.all([shared.search(q), fresh.search(q)]);
            expect(kept, `${keyword} ${JSON.stringify(filters)} ${sort} ${offset}`).toEqual(made);
            compared += kept.ids.length;
          }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('filters, types and sorts', () => {
  const FILTERS = [
    [],
    [{ kind: 'RATING', values: [4.5] }],
    [
      { kind: 'PRICE', range: { min: 1, max: 300000 } },
      { kind: 'SKILL_LEVEL', values: [1, 2] },
    ],
    [
      { kind: 'DURATION', range: { max: 240 } },
      { kind: 'CATEGORY', values: [1, 2, 3] },
    ],
    [{ kind: 'PROGRAM', values: [1, 2] }],
  ];
  it.each(FILTERS.flatMap((filters) => LIST_SORTS.search.map((sort) => [sort, JSON.stringify(filters)])))(
    'browsing (no keyword) sorted by %s with filters %s lists what the SQL list lists',
    async (sortName, filtersJson) => {
      const sort = sortName as SortKey;
      const conditions = await parseFilters(app.ctx, JSON.parse(filtersJson));
      const types = [ContentType.COURSE, ContentType.WEBINAR];
      const rows = await filterWhere(conditions)
        .reduce((q, w) => q.where(w), app.ctx.db.selectFrom('contents').where(published))
        .where('contents.content_type', 'in', types)
        .select('contents.id')
        .orderBy(orderOf(sort, 'id'))
        .execute();
      const found = await searchIndexOf(app.ctx).search({ filters: conditions, types, sort, offset: 0, limit: 1000 });
      expect(found.ids).toEqual(rows.map((r) => r.id));
    },
  );

  it('facets count every type under the filters, whatever types the page is limited to', async () => {
    const conditions = await parseFilters(app.ctx, [{ kind: 'RATING', values: [4] }]);
    const { rows } = await sql<{ t: number; n: number }>`
      select content_type as t, count(*)::int as n from contents where is_published and rating >= 4 group by content_type order by content_type`.execute(app.ctx.db);
    const found = await searchIndexOf(app.ctx).search({ filters: conditions, types: [ContentType.COURSE], sort: 'popular', offset: 0, limit: 1 });
    expect(found.facets).toEqual(rows.map((r) => [r.t, r.n]));
    expect(found.total).toBe(rows.find((r) => r.t === ContentType.COURSE)?.n ?? 0);
  });
});

describe('the filter panel of a search', () => {
  it('counts each kind over the matches in the chosen types, without its own filter', async () => {
    const keyword = 'belajar';
    const match = sql`(search_id @@ websearch_to_tsquery('indonesian', ${keyword}) or search_en @@ websearch_to_tsquery('english', ${keyword}))`;
    const count = async (where: ReturnType<typeof sql>) =>
      must(
        (await sql<{ n: number }>`select count(*)::int as n from contents where is_published and content_type = ${ContentType.COURSE} and ${match} and ${where}`.execute(app.ctx.db)).rows[0],
        'count',
      ).n;
    const r = await search({
      keyword,
      contentTypes: [ContentType.COURSE],
      filters: [
        { kind: 'RATING', values: [4] },
        { kind: 'PRICE', range: { max: 300000 } },
      ],
    });
    const panel = (kind: string) =>
      must(
        r.filters.find((f) => f.kind === kind),
        `the ${kind} filter`,
      );
    expect(r.totalItems).toBe(await count(sql`rating >= 4 and final_price <= 300000`));
    // RATING: counted with the price filter only.
    for (const option of panel('RATING').options!) expect(option.count).toBe(await count(sql`final_price <= 300000 and rating >= ${option.value}`));
    // PRICE: bounds of the matches that pass the rating filter.
    const { rows } = await sql<{ min: number; max: number }>`
      select min(final_price)::int as min, max(final_price)::int as max from contents
      where is_published and content_type = ${ContentType.COURSE} and ${match} and rating >= 4`.execute(app.ctx.db);
    expect(panel('PRICE').range).toEqual(rows[0]);
    // SKILL_LEVEL and CATEGORY: counted under both filters.
    for (const option of panel('SKILL_LEVEL').options!) expect(option.count).toBe(await count(sql`rating >= 4 and final_price <= 300000 and skill_level = ${option.value}`));
    const categoryTotal = panel('CATEGORY').options!.reduce((n, o) => n + (o.count ?? 0), 0);
    expect(categoryTotal).toBe(await count(sql`rating >= 4 and final_price <= 300000 and category_id is not null`));
    expect(panel('CATEGORY').options!.every((o) => (o.count ?? 0) > 0 && o.label.length > 0)).toBe(true);
    expect(panel('RATING').label).toBe('Rating');
  });

  it('is labelled in the request language', async () => {
    const res = await app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: { ...basicHeaders, language: 'en' }, payload: { keyword: 'excel' } });
    const filters = (res.json().result as SearchResult).filters;
    expect(filters.map((f) => f.kind)).toEqual(['RATING', 'PROGRAM', 'PRICE', 'DURATION', 'SKILL_LEVEL', 'CATEGORY']);
    expect(filters.find((f) => f.kind === 'SKILL_LEVEL')!.options!.map((o) => o.label)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });
});

describe('freshness: every committed change is in the next search', () => {
  const base = { content_type: ContentType.COURSE, product_type: 'COURSES', details: '{}' };
  const urls = async (keyword: string) => (await search({ keyword })).items.map((i) => i.url);

  it('a new content, a new title, unpublishing and deleting show at once', async () => {
    await app.ctx.db
      .insertInto('contents')
      .values({ ...base, url: 'zz-fresh', title_id: 'Membatik Tulis', title_en: 'Hand Batik' })
      .execute();
    expect(await urls('membatik')).toEqual(['zz-fresh']);
    await app.ctx.db.updateTable('contents').set({ title_id: 'Menenun Songket', title_en: 'Songket Weaving' }).where('url', '=', 'zz-fresh').execute();
    expect(await urls('membatik')).toEqual([]);
    expect(await urls('songket')).toEqual(['zz-fresh']);
    await app.ctx.db.updateTable('contents').set({ is_published: false }).where('url', '=', 'zz-fresh').execute();
    expect(await urls('songket')).toEqual([]);
    await app.ctx.db.updateTable('contents').set({ is_published: true, popularity: 5 }).where('url', '=', 'zz-fresh').execute();
    expect(await urls('songket')).toEqual(['zz-fresh']);
    await app.ctx.db.deleteFrom('contents').where('url', '=', 'zz-fresh').execute();
    expect(await urls('songket')).toEqual([]);
  });

  it('a phrase search (checked in the database, then remembered) follows changes too', async () => {
    const phrase = async () => (await search({ keyword: '"anyaman rotan"' })).items.map((i) => i.url);
    await app.ctx.db
      .insertInto('contents')
      .values({ ...base, url: 'zz-rotan-1', title_id: 'Rotan dan Anyaman', title_en: 'Rattan' })
      .execute();
    expect(await phrase()).toEqual([]);
    expect(await phrase()).toEqual([]);
    await app.ctx.db
      .insertInto('contents')
      .values({ ...base, url: 'zz-rotan-2', title_id: 'Anyaman Rotan Modern', title_en: 'Modern Rattan Weaving' })
      .execute();
    expect(await phrase()).toEqual(['zz-rotan-2']);
  });

  it("a new content is found by a new keyword sharing a word with an earlier search (the word's kept set follows)", async () => {
    // "gerabah" alone keeps what the word matches; "gerabah kasongan" (a new keyword) then
    // intersects that kept set with "kasongan": it must hold the content added in between.
    await app.ctx.db
      .insertInto('contents')
      .values({ ...base, url: 'zz-gerabah-1', title_id: 'Gerabah untuk Pemula', title_en: 'Pottery for Beginners' })
      .execute();
    expect(await urls('gerabah')).toEqual(['zz-gerabah-1']);
    await app.ctx.db
      .insertInto('contents')
      .values({ ...base, url: 'zz-gerabah-2', title_id: 'Gerabah Kasongan', title_en: 'Kasongan Pottery' })
      .execute();
    expect(await urls('gerabah kasongan')).toEqual(['zz-gerabah-2']);
    expect((await urls('gerabah')).sort()).toEqual(['zz-gerabah-1', 'zz-gerabah-2']);
  });

  it('a price change moves a content in and out of a price filter', async () => {
    await app.ctx.db
      .insertInto('contents')
      .values({ ...base, url: 'zz-price', title_id: 'Kaligrafi Modern', title_en: 'Modern Calligraphy', final_price: 50000, price: 50000 })
      .execute();
    const cheap = async () => (await search({ keyword: 'kaligrafi', filters: [{ kind: 'PRICE', range: { max: 100000 } }] })).totalItems;
    expect(await cheap()).toBe(1);
    await app.ctx.db.updateTable('contents').set({ final_price: 150000, price: 150000 }).where('url', '=', 'zz-price').execute();
    expect(await cheap()).toBe(0);
  });

  it("an edit of a content's programme, category or instructor shows in the next search's items", async () => {
    const before = must((await search({ keyword: 'excel' })).items[0], 'an excel result');
    expect(before.program).toBeTruthy();
    expect(before.instructor).toBeTruthy();
    await app.ctx.db.updateTable('programs').set({ name_id: 'Program Baru Sekali' }).where('id', '=', before.program!.id).execute();
    await app.ctx.db.updateTable('instructors').set({ headline_id: 'Judul Baru Pengajar' }).where('id', '=', before.instructor!.id).execute();
    const after = (await search({ keyword: 'excel' })).items.find((i) => i.contentId === before.contentId)!;
    expect(after.program!.name).toBe('Program Baru Sekali');
    expect(JSON.stringify(after.instructor)).toContain('Judul Baru Pengajar');
  });

  it('with SEARCH_FRESH_MS, a change shows once that window has passed', async () => {
    const windowed = await createTestApp({ config: { searchFreshMs: 1500 } });
    try {
      const find = async (keyword: string) => (await searchIndexOf(windowed.ctx).search({ keyword, filters: [], types: null, sort: 'relevance', offset: 0, limit: 10 })).total;
      expect(await find('tenun')).toBe(0);
      await windowed.ctx.db
        .insertInto('contents')
        .values({ ...base, url: 'zz-window', title_id: 'Tenun Ikat', title_en: 'Ikat Weaving' })
        .execute();
      // The look at the change log made by the first search is still recent.
      expect(await find('tenun')).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect(await find('tenun')).toBe(1);
    } finally {
      await windowed.cleanup();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('a transaction that commits after a later one is still picked up (PostgreSQL)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedEarly = new Promise<void>((resolve) => (inserted = resolve));
    // The first transaction takes its change number, then stays open. (No title word in common:
    // both would wait on the same search_words row.)
    const slow = app.ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contents')
        .values({ ...base, url: 'zz-slow', title_id: 'Sasando Rote', title_en: 'Rote Sasando' })
        .execute();
      inserted();
      await held;
    });
    await insertedEarly;
    await app.ctx.db
      .insertInto('contents')
      .values({ ...base, url: 'zz-quick', title_id: 'Kolintang Minahasa', title_en: 'Minahasa Kolintang' })
      .execute();
    expect(await urls('kolintang')).toEqual(['zz-quick']);
    expect(await urls('sasando')).toEqual([]);
    release();
    await slow;
    expect(await urls('sasando')).toEqual(['zz-slow']);
    expect(await urls('kolintang')).toEqual(['zz-quick']);
  });

  it('emptying the table (truncate) rebuilds the index', async () => {
    const other = await createTestApp();
    try {
      await runDiscoverySeed(other.ctx.db);
      expect((await searchIndexOf(other.ctx).search({ filters: [], types: null, sort: 'popular', offset: 0, limit: 1 })).total).toBeGreaterThan(0);
      await sql`truncate contents cascade`.execute(other.ctx.db);
      expect((await searchIndexOf(other.ctx).search({ filters: [], types: null, sort: 'popular', offset: 0, limit: 1 })).total).toBe(0);
    } finally {
      await other.cleanup();
    }
  });
});
