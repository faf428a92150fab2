import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/discovery.js';
import { ContentType } from '../../../common/enums.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { readAdminKey } from '../admin/index.js';
import { runDiscoverySeed } from '../../db/seed/discovery.js';

/**
 * Search that forgives (issue 24), each rule in Indonesian and in English, over the seeded
 * catalogue plus contents written for each case (titles with words the seed does not use, so
 * each expectation names exactly what must be found).
 */
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
  await runDiscoverySeed(app.ctx.db);
  const course = { content_type: ContentType.COURSE, product_type: 'COURSES', details: '{}' };
  await app.ctx.db
    .insertInto('contents')
    .values([
      { ...course, url: 'zz-songket', title_id: 'Tenun Songket Palembang', title_en: 'Palembang Songket Weaving' },
      { ...course, url: 'zz-uiux', title_id: 'Desain UI/UX Aplikasi Kasir', title_en: 'UI/UX Design for Cashier Apps' },
      { ...course, url: 'zz-laba', title_id: 'Analisis Laba Warung', title_en: 'Stall Profit Analysis' },
      { ...course, url: 'zz-presentasi', title_id: 'Presentasi Memikat untuk Penjual', title_en: 'Captivating Presentation for Sellers' },
      { ...course, url: 'zz-ai-petani', title_id: 'Kecerdasan Buatan untuk Petani', title_en: 'Artificial Intelligence for Farmers' },
      { ...course, url: 'zz-ai-nelayan', title_id: 'AI untuk Nelayan', title_en: 'AI for Fishermen' },
      { ...course, url: 'zz-batik-tulis', title_id: 'Kelas Batik Tulis Lasem', title_en: 'Lasem Hand-Drawn Batik Class', price: 0, final_price: 0 },
      { ...course, url: 'zz-batik-cap', title_id: 'Kelas Batik Cap Lasem', title_en: 'Lasem Stamped Batik Class', price: 150_000, final_price: 150_000 },
      { ...course, url: 'zz-wayang-kelas', title_id: 'Wayang Kulit Cirebon', title_en: 'Cirebon Shadow Puppets', popularity: 900 },
      {
        content_type: ContentType.WEBINAR,
        product_type: 'WEBINAR',
        details: '{}',
        url: 'zz-wayang-webinar',
        title_id: 'Wayang Kulit Cirebon Live',
        title_en: 'Cirebon Shadow Puppets Live',
        popularity: 1,
      },
    ])
    .execute();
});
afterAll(async () => {
  await app?.cleanup();
});

const search = async (keyword: string, language: 'id' | 'en' = 'id', extra: object = {}) => {
  const res = await app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: { ...basicHeaders, language }, payload: { keyword, pageSize: 100, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as SearchResult;
};
const urls = async (keyword: string, language: 'id' | 'en' = 'id') => (await search(keyword, language)).items.map((i) => i.url);

describe('typos', () => {
  it.each([
    ['palembnag', 'id'], // two neighbours swapped: one edit
    ['weavnig', 'en'],
    ['songkte', 'en'],
    ['palembangg', 'id'],
  ] as const)('"%s" (%s) finds what its word finds', async (keyword, language) => {
    expect(await urls(keyword, language)).toContain('zz-songket');
  });

  it('a typo of a word found in many titles ("keuanagn") finds them as "keuangan" does, below exact matches', async () => {
    const exact = await search('keuangan');
    const typo = await search('keuanagn');
    expect(exact.totalItems).toBeGreaterThan(3);
    expect(typo.items.map((i) => i.url)).toEqual(expect.arrayContaining(exact.items.map((i) => i.url)));
    expect(typo.didYouMean).toBeNull();
  });

  it('short words and the first letter are never forgiven ("sngket" is 6 letters: one edit; "wongket" changes the first letter)', async () => {
    expect(await urls('sngket')).toContain('zz-songket');
    const first = await search('wongket', 'id', { autocorrect: false });
    expect(first.items.map((i) => i.url)).not.toContain('zz-songket');
    // Under five letters no edit is allowed: "tenan" is not "tenun" (5 letters: one edit is).
    expect(await urls('tenan')).toContain('zz-songket');
    expect((await search('ulis', 'id', { autocorrect: false })).items.map((i) => i.url)).not.toContain('zz-batik-tulis');
  });
});

describe('prefixes: results follow typing', () => {
  it.each([
    ['tenun songk', 'id'],
    ['songk', 'id'],
    ['palembang weav', 'en'],
    ['weav', 'en'],
  ] as const)('"%s" (%s) finds the title it starts', async (keyword, language) => {
    const result = await search(keyword, language);
    expect(result.items.map((i) => i.url)).toContain('zz-songket');
    // An unfinished word is never called a typo.
    expect(result.didYouMean).toBeNull();
    expect(result.correctedFrom).toBeNull();
  });
});

describe('words written several ways', () => {
  it.each([
    ['ui ux kasir', 'id'],
    ['UI/UX kasir', 'id'],
    ['ui-ux kasir', 'id'],
    ['uiux kasir', 'id'],
    ['ui ux cashier', 'en'],
    ['uiux cashier', 'en'],
  ] as const)('"%s" (%s) finds UI/UX', async (keyword, language) => {
    expect(await urls(keyword, language)).toContain('zz-uiux');
  });

  it('Indonesian spelling variants and loanwords: "analisa laba", "presentation memikat", "captivating presentasi"', async () => {
    expect(await urls('analisa laba')).toContain('zz-laba');
    expect(await urls('presentation memikat')).toContain('zz-presentasi');
    expect(await urls('captivating presentasi', 'en')).toContain('zz-presentasi');
  });
});

describe('synonyms (curated, in the database)', () => {
  it('"ai petani" finds "kecerdasan buatan", "kecerdasan buatan nelayan" finds "AI", in both languages', async () => {
    expect(await urls('ai petani')).toContain('zz-ai-petani');
    expect(await urls('kecerdasan buatan nelayan')).toContain('zz-ai-nelayan');
    expect(await urls('ai farmers', 'en')).toContain('zz-ai-petani');
    expect(await urls('artificial intelligence fishermen', 'en')).toContain('zz-ai-nelayan');
  });

  it('a synonym an operator adds is used by the next search; removing it stops it', async () => {
    const key = { 'x-admin-key': readAdminKey(app.ctx.config.dataDir)! };
    expect(await urls('kain lurik')).not.toContain('zz-songket');
    const added = await app.inject({ method: 'POST', url: '/admin/search/synonyms', headers: key, payload: { locale: 'id', term: 'kain lurik', equivalent: 'songket' } });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect(await urls('kain lurik')).toContain('zz-songket');
    const id = added.json().result.synonym.id as number;
    const removed = await app.inject({ method: 'DELETE', url: `/admin/search/synonyms/${id}`, headers: key });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await urls('kain lurik')).not.toContain('zz-songket');
  });
});

describe('words left out when all together find nothing', () => {
  it.each([
    ['songket zzqxv', 'id', ['zzqxv']],
    ['weaving blorptastic', 'en', ['blorptastic']],
  ] as const)('"%s" (%s): the word matching nothing is dropped first', async (keyword, language, ignored) => {
    const result = await search(keyword, language);
    expect(result.items.map((i) => i.url)).toContain('zz-songket');
    expect(result.ignoredWords).toEqual(ignored);
  });

  it('then the most frequent word: "songket excel" keeps songket', async () => {
    const result = await search('songket excel');
    expect(result.items.map((i) => i.url)).toEqual(['zz-songket']);
    expect(result.ignoredWords).toEqual(['excel']);
  });

  it('nothing is dropped while all the words find something together', async () => {
    expect((await search('tenun songket')).ignoredWords).toEqual([]);
  });
});

describe('intent words', () => {
  it.each([
    ['batik lasem gratis', 'id'],
    ['free batik lasem', 'en'],
  ] as const)('"%s" (%s) lists free contents only', async (keyword, language) => {
    const result = await search(keyword, language);
    expect(result.items.map((i) => i.url)).toEqual(['zz-batik-tulis']);
    expect(result.items.every((i) => i.price.finalPrice === 0)).toBe(true);
  });

  it.each([
    ['webinar wayang cirebon', 'id'],
    ['cirebon shadow puppets webinar', 'en'],
  ] as const)('"%s" (%s) ranks webinars first, and the word is not required as text', async (keyword, language) => {
    const found = await urls(keyword, language);
    expect(found[0]).toBe('zz-wayang-webinar');
    expect(found).toContain('zz-wayang-kelas');
  });

  it('a type word alone lists that type', async () => {
    const result = await search('webinar');
    expect(result.totalItems).toBeGreaterThan(0);
    expect(result.items.slice(0, 5).every((i) => i.type === ContentType.WEBINAR)).toBe(true);
  });
});

describe('no result', () => {
  it('popular keywords are only keywords that find something', async () => {
    await app.ctx.db.insertInto('search_keywords').values({ keyword: 'zzqq kosong', click_count: 1_000_000 }).execute();
    const res = await app.inject({ method: 'GET', url: '/web/v2/contents/search-popular-keywords?limit=10', headers: basicHeaders });
    const popular = (res.json().result as { keyword: string }[]).map((k) => k.keyword);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular).not.toContain('zzqq kosong');
    for (const keyword of popular) expect((await search(keyword)).totalItems, keyword).toBeGreaterThan(0);
  });

  it.each(['id', 'en'] as const)('a keyword nothing resembles answers nothing, no correction, nothing ignored (%s)', async (language) => {
    const result = await search('qqqzzvvv', language);
    expect([result.totalItems, result.didYouMean, result.correctedFrom, result.ignoredWords]).toEqual([0, null, null, []]);
  });
});
