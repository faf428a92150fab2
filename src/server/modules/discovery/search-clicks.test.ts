import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PopularKeyword, SearchResult } from '../../../common/discovery.js';
import { basicHeaders, createTestApp, studentToken } from '../../testing/test-app.js';
import { CLICK_RATE_LIMIT, STUDENTS_PER_ADDRESS, SUGGEST_MIN_CLICKS } from './clicks.js';
import { runDiscoverySeed } from '../../db/seed/discovery.js';
import { must } from '../../../common/must.js';

/**
 * P contents/onclick feeds the popular keywords and the keyword suggestions, so it must not be
 * pumpable: a click counts only when the keyword's search finds the content, once per student or
 * device per window, anonymous clicks at most once per keyword and source address, and the route
 * is rate-limited per address. Each test uses addresses of its own (the rate limit counts per
 * address for the whole app).
 */

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
  await runDiscoverySeed(app.ctx.db);
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: basicHeaders });
const search = async (keyword: string, pageSize = 12) => {
  const res = await app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: basicHeaders, payload: { keyword, page: 1, pageSize } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as SearchResult;
};
const click = (payload: object, from: { address: string; token?: string; language?: 'id' | 'en' }) =>
  app.inject({
    method: 'POST',
    url: '/web/v2/contents/onclick',
    remoteAddress: from.address,
    headers: { ...(from.token ? { authorization: `Bearer ${from.token}` } : basicHeaders), ...(from.language ? { language: from.language } : {}) },
    payload,
  });
const popular = async () => {
  const res = await get('/web/v2/contents/search-popular-keywords?limit=50');
  expect(res.statusCode).toBe(200);
  return res.json().result as PopularKeyword[];
};
const countOf = async (keyword: string) => (await popular()).find((k) => k.keyword === keyword)?.count ?? 0;
const suggested = async (typed: string) => (await get(`/web/v2/contents/search-keyword-suggestions?keyword=${encodeURIComponent(typed)}&limit=10`)).json().result.keywords as string[];
const device = (n: number) => `test-device-${String(n).padStart(8, '0')}`;

describe('poisoning the popular keywords', () => {
  it('300 anonymous calls from one address (also with 300 device ids) cannot make a spam phrase popular or suggested', async () => {
    const item = must((await search('excel')).items[0], 'an excel result');
    const spam = 'promo slot gacor hari ini';
    const before = await popular();
    const statuses = new Set<number>();
    // The attack as found: the same call 300 times.
    for (let i = 0; i < 300; i++) statuses.add((await click({ keyword: spam, resultId: null, contentId: item.contentId }, { address: '203.0.113.66' })).statusCode);
    // And again from another address with a new device id each time.
    for (let i = 0; i < 300; i++) {
      statuses.add((await click({ keyword: spam, resultId: null, contentId: item.contentId, deviceId: device(i) }, { address: '203.0.113.67' })).statusCode);
    }
    expect(await popular()).toEqual(before);
    expect(await suggested('promo slot')).not.toContain(spam);
    expect(await app.ctx.db.selectFrom('search_keywords').select('keyword').where('keyword', '=', spam).executeTakeFirst()).toBeUndefined();
    // The client never sees an error it would have to handle: counted or not (or slowed down).
    expect([...statuses].sort()).toEqual([200, 429]);
  });

  it('a keyword that joins spam to a real word with OR is not counted, though its search finds the content', async () => {
    const trick = 'excel or slot gacor';
    const found = await search(trick);
    expect(found.items.length).toBeGreaterThan(0);
    const res = await click({ keyword: trick, resultId: found.resultId, contentId: must(found.items[0], 'a result').contentId, deviceId: device(1) }, { address: '203.0.113.70' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ keyword: trick, counted: false, count: 0 });
    expect(await countOf(trick)).toBe(0);
  });

  it('many device ids from one address raise a real keyword by one click at most', async () => {
    const found = await search('excel');
    const before = await countOf('excel');
    expect(before).toBeGreaterThan(0);
    // Within the rate limit, so every call is answered 200 and only the counting rules decide.
    const results = [];
    for (let i = 0; i < CLICK_RATE_LIMIT.max; i++) {
      const res = await click(
        { keyword: 'excel', resultId: found.resultId, contentId: must(found.items[i % found.items.length], 'a result').contentId, deviceId: device(1000 + i) },
        { address: '203.0.113.80' },
      );
      expect(res.statusCode, res.body).toBe(200);
      results.push(res.json().result as { counted: boolean });
    }
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect(await countOf('excel')).toBe(before + 1);
  });

  it('concurrent calls from one address with different device ids count once', async () => {
    const found = await search('marketing');
    const before = await countOf('marketing');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        click({ keyword: 'marketing', resultId: found.resultId, contentId: must(found.items[0], 'a result').contentId, deviceId: device(2000 + i) }, { address: '203.0.113.90' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().result.counted)).toHaveLength(1);
    expect(await countOf('marketing')).toBe(before + 1);
  });

  it('one student clicking from many addresses at once counts once', async () => {
    const found = await search('data');
    const token = await studentToken(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        click({ keyword: 'data', resultId: found.resultId, contentId: must(found.items[0], 'a result').contentId }, { address: `198.51.100.${100 + i}`, token }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().result.counted)).toHaveLength(1);
    expect(await countOf('data')).toBe(1);
  });
});

describe('real clicks', () => {
  it('distinct devices and students clicking real results raise a keyword, once each per window', async () => {
    const keyword = 'analisis data';
    const found = await search(keyword);
    const [first, second] = found.items;
    if (!first || !second) throw new Error(`'${keyword}' finds fewer than two results`);
    expect(await countOf(keyword)).toBe(0);

    // Three devices on three addresses.
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3'];
    for (const [i, address] of addresses.entries()) {
      const res = await click({ keyword: '  Analisis   DATA ', resultId: found.resultId, contentId: first.contentId, deviceId: device(i) }, { address });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toEqual({ keyword, counted: true, count: i + 1 });
      // Listed at once (the list has room), offered as a suggestion only from SUGGEST_MIN_CLICKS distinct clicks on.
      expect(await countOf(keyword)).toBe(i + 1);
      expect((await suggested('analisis')).includes(keyword)).toBe(i + 1 >= SUGGEST_MIN_CLICKS);
    }

    // The same device again (another result, another address), and a new device on an address
    // already counted: neither counts.
    const again = await click({ keyword, resultId: found.resultId, contentId: second.contentId, deviceId: device(0) }, { address: '192.0.2.4' });
    expect(again.json().result).toEqual({ keyword, counted: false, count: 3 });
    const sameAddress = await click({ keyword, resultId: found.resultId, contentId: first.contentId, deviceId: device(99) }, { address: '192.0.2.1' });
    expect(sameAddress.json().result).toEqual({ keyword, counted: false, count: 3 });
    // Without a device id the address stands in for the device.
    const bare = await click({ keyword, resultId: null, contentId: first.contentId }, { address: '192.0.2.2' });
    expect(bare.json().result.counted).toBe(false);

    // Signed-in students behind an address already counted each count once.
    const [s1, s2] = [await studentToken(app), await studentToken(app)];
    expect((await click({ keyword, resultId: found.resultId, contentId: first.contentId }, { address: '192.0.2.1', token: s1 })).json().result).toEqual({ keyword, counted: true, count: 4 });
    expect((await click({ keyword, resultId: found.resultId, contentId: second.contentId }, { address: '192.0.2.1', token: s2 })).json().result).toEqual({
      keyword,
      counted: true,
      count: 5,
    });
    expect((await click({ keyword, resultId: found.resultId, contentId: second.contentId }, { address: '192.0.2.9', token: s1 })).json().result.counted).toBe(false);

    expect(await countOf(keyword)).toBe(5);
    expect(await suggested('analisis')).toContain(keyword);
    // The click log holds the counted clicks.
    const log = await app.ctx.db.selectFrom('search_clicks').selectAll().where('keyword', '=', keyword).orderBy('id').execute();
    expect(log).toHaveLength(5);
    expect(log[0]).toMatchObject({ result_id: found.resultId, content_id: first.contentId, student_id: null, device_id: device(0) });
    expect(log.filter((r) => r.student_id !== null)).toHaveLength(2);

    // A day later the first device counts again.
    await app.ctx.db
      .updateTable('search_click_votes')
      .set({ counted_at: sql`now() - interval '25 hours'` })
      .where('keyword', '=', keyword)
      .execute();
    expect((await click({ keyword, resultId: found.resultId, contentId: first.contentId, deviceId: device(0) }, { address: '192.0.2.1' })).json().result).toEqual({
      keyword,
      counted: true,
      count: 6,
    });
  });

  it(`counts at most ${STUDENTS_PER_ADDRESS} students per keyword and address in a window`, async () => {
    const found = await search('bisnis');
    const counted = [];
    for (let i = 0; i <= STUDENTS_PER_ADDRESS; i++) {
      const res = await click(
        { keyword: 'bisnis', resultId: found.resultId, contentId: must(found.items[0], 'a result').contentId },
        { address: '192.0.2.50', token: await studentToken(app) },
      );
      expect(res.statusCode, res.body).toBe(200);
      counted.push(res.json().result.counted);
    }
    expect(counted).toEqual([...Array(STUDENTS_PER_ADDRESS).fill(true), false]);
    expect(await countOf('bisnis')).toBe(STUDENTS_PER_ADDRESS);
  });

  it('a content the keyword does not find, or an unpublished one, is answered 200 and not counted', async () => {
    const excel = new Set((await search('excel', 100)).items.map((i) => i.contentId));
    const other = (await search('public speaking', 100)).items.find((i) => !excel.has(i.contentId))!;
    expect(other).toBeDefined();
    const res = await click({ keyword: 'excel', resultId: null, contentId: other.contentId, deviceId: device(1) }, { address: '192.0.2.60' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ keyword: 'excel', counted: false });

    const hidden = await app.ctx.db
      .insertInto('contents')
      .values({ content_type: 1, url: 'zz-hidden-pivot', product_type: 'COURSES', title_id: 'Tabel Pivot Rahasia', title_en: 'Secret Pivot Table', details: '{}', is_published: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hiddenClick = await click({ keyword: 'secret pivot', resultId: null, contentId: hidden.id, deviceId: device(2) }, { address: '192.0.2.61' });
    expect(hiddenClick.statusCode).toBe(200);
    expect(hiddenClick.json().result).toEqual({ keyword: 'secret pivot', counted: false, count: 0 });
  });
});

describe('the request', () => {
  it('unknown content is 404 in the request language; bad bodies are 400', async () => {
    const address = '192.0.2.70';
    const id = await click({ keyword: 'excel', resultId: null, contentId: 99999999 }, { address });
    expect(id.statusCode).toBe(404);
    expect(id.json().message).toBe('Konten 99999999 tidak ditemukan');
    expect((await click({ keyword: 'excel', resultId: null, contentId: 99999999 }, { address, language: 'en' })).json().message).toBe('Content 99999999 not found');
    const bad = [
      { contentId: 1 },
      { keyword: ' ', contentId: 1 },
      { keyword: 'ex\u0000cel', contentId: 1 },
      { keyword: 'x'.repeat(201), contentId: 1 },
      { keyword: 'excel', resultId: 'r\u0000', contentId: 1 },
      { keyword: 'excel', resultId: 'r'.repeat(65), contentId: 1 },
      { keyword: 'excel', contentId: 2147483648 },
      { keyword: 'excel', contentId: 1, deviceId: 'short' },
      { keyword: 'excel', contentId: 1, deviceId: 'has spaces in the device id' },
      { keyword: 'excel', contentId: 1, deviceId: `${device(1)}\u0000` },
      { keyword: 'excel', contentId: 1, deviceId: 'd'.repeat(65) },
      { keyword: 'excel', contentId: 1, extra: true },
    ];
    for (const body of bad) {
      const res = await click(body, { address });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it(`is limited to ${CLICK_RATE_LIMIT.max} calls per address and window, with Retry-After`, async () => {
    const item = must((await search('excel')).items[0], 'an excel result');
    const body = { keyword: 'excel', resultId: null, contentId: item.contentId };
    for (let i = 0; i < CLICK_RATE_LIMIT.max; i++) expect((await click(body, { address: '198.51.100.7' })).statusCode).toBe(200);
    const limited = await click(body, { address: '198.51.100.7', language: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/try again/i);
    expect((await click(body, { address: '198.51.100.8' })).statusCode).toBe(200);
  });
});
