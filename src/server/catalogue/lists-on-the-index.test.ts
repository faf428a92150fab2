import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType, LearningMethod } from '../../common/enums.js';
import { LIST_SORTS, type ListKind, type SortKey } from '../../common/filters.js';
import { sessionPhase } from '../../common/liveStatus.js';
import type { ContentItem, Page } from '../../common/types.js';
import { catalogueSeeder } from '../db/seed/product-pages.js';
import { searchIndexOf } from '../modules/discovery/search-index.js';
import { manualClock } from '../testing/clock.js';
import { basicHeaders, createTestApp } from '../testing/test-app.js';
import type { FilterCondition } from './filters.js';
import { sqlListPage } from './indexed-lists.js';
import { PRODUCTS, productListScope } from './products.js';
import { scopeFlag, scopeIn, scopePhase, type ListScope } from './scopes.js';

/**
 * Lists on the index (issue 24): for every list's scope, a set of filters, every sort of the list
 * and a page walk, the search index's answer (SearchIndex.list) equals the SQL list's
 * (listContents), at a FIXED clock, with sessions placed on the edges of the time rule (ending at
 * the instant, starting at it, undated, without an end). Then through the routes: the answer is
 * the SQL list's, and the clock moving past a session's end moves it between lists with no change
 * row written. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const clock = manualClock();
let app: Awaited<ReturnType<typeof createTestApp>>;
let categories: number[] = [];
let instructors: number[] = [];
let programs: number[] = [];
type Edge = 'endsNow' | 'startsNow' | 'startsSoon' | 'noEndNow' | 'noEndSoon' | 'undated';
const edge = {} as Record<Edge, number>;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const seeded = await app.ctx.db.selectFrom('donations').select('id').limit(1).executeTakeFirst();
  if (!seeded) await catalogueSeeder.run(app.ctx.db);
  const db = app.ctx.db;
  // The fixed instant: the median start of the dated contents, so every phase has members.
  const { rows } = await sql<{ t: Date }>`select percentile_disc(0.5) within group (order by start_at) as t from contents where is_published and start_at is not null`.execute(db);
  clock.set(new Date(rows[0]!.t));
  const now = clock.now().getTime();
  // Webinars on the rule's edges (liveStatus.ts): each an existing published webinar, re-dated.
  const webinars = await db.selectFrom('contents').select('id').where('content_type', '=', ContentType.WEBINAR).where('is_published', '=', true).orderBy('id').limit(6).execute();
  expect(webinars.length).toBe(6);
  const at = (ms: number) => new Date(now + ms);
  const H = 3_600_000;
  const dates: [Edge, Date | null, Date | null][] = [
    ['endsNow', at(-H), at(0)],
    ['startsNow', at(0), at(H)],
    ['startsSoon', at(1), at(H)],
    ['noEndNow', at(0), null],
    ['noEndSoon', at(5), null],
    ['undated', null, null],
  ];
  for (const [i, [name, start, end]] of dates.entries()) {
    const id = webinars[i]!.id;
    edge[name] = id;
    await db.updateTable('contents').set({ start_at: start, end_at: end }).where('id', '=', id).execute();
  }
  const ids = async (col: 'category_id' | 'instructor_id' | 'program_id') =>
    (await db.selectFrom('contents').select(col).distinct().where(col, 'is not', null).where('is_published', '=', true).orderBy(col).execute()).map((r) => r[col] as number);
  categories = await ids('category_id');
  instructors = await ids('instructor_id');
  programs = await ids('program_id');
  await searchIndexOf(app.ctx).fresh();
}, 120_000);

afterAll(async () => {
  await app?.cleanup();
});

/** Both answers of one page: the index's ids and total, and the SQL list's. */
async function compare(scope: ListScope, filters: readonly FilterCondition[], sort: SortKey, page: number, pageSize: number) {
  const r = { scope, filters, sort, page, pageSize, locale: 'id' as const };
  const expected = await sqlListPage(app.ctx, r);
  const found = await searchIndexOf(app.ctx).list({ scope, filters, sort, offset: (page - 1) * pageSize, limit: pageSize, now: clock.now().getTime() });
  const label = JSON.stringify({ scope, filters, sort, page, pageSize });
  expect(found.total, label).toBe(expected.totalItems);
  expect(found.ids, label).toEqual(expected.items.map((i) => i.contentId));
  return expected;
}

const FILTERS: FilterCondition[][] = [
  [],
  [{ column: 'rating', op: '>=', value: 4 }],
  [
    { column: 'final_price', op: '>=', value: 1 },
    { column: 'final_price', op: '<=', value: 500_000 },
  ],
  [{ column: 'skill_level', op: 'in', values: [1, 3] }],
  [
    { column: 'duration_minutes', op: '<=', value: 600 },
    { column: 'rating', op: '>=', value: 3.5 },
  ],
];

/** Every list and the scopes it answers for (a few ids of each kind). */
function lists(): [string, ListKind, ListScope][] {
  const few = <T>(xs: T[]) => xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / 4)) === 0).slice(0, 4);
  return [
    ['courses', 'courses', productListScope(PRODUCTS.course)],
    ['bootcamps', 'bootcamps', productListScope(PRODUCTS.bootcamp)],
    ['microlearnings', 'microlearnings', productListScope(PRODUCTS.microlearning)],
    ['webinars', 'webinars', productListScope(PRODUCTS.webinar)],
    ['webinars upcoming', 'webinars', [...productListScope(PRODUCTS.webinar), scopePhase('notEnded')]],
    ['webinars past', 'webinars', [...productListScope(PRODUCTS.webinar), scopePhase('ended')]],
    ['events', 'events', productListScope(PRODUCTS.event)],
    ['prakerja live', 'prakerja', [...productListScope(PRODUCTS.prakerja), scopeIn('learning_method', LearningMethod.LIVE_WEBINAR)]],
    ['prakerja self-paced', 'prakerja', [...productListScope(PRODUCTS.prakerja), scopeIn('learning_method', LearningMethod.SELF_PACED)]],
    ['articles', 'articles', [scopeIn('content_type', ContentType.ARTICLE)]],
    ...few(categories).map((id): [string, ListKind, ListScope] => [`category ${id}`, 'category', [scopeIn('category_id', id)]]),
    ...few(categories).map((id): [string, ListKind, ListScope] => [
      `category ${id}, courses and webinars`,
      'category',
      [scopeIn('category_id', id), scopeIn('content_type', ContentType.COURSE, ContentType.WEBINAR)],
    ]),
    ...few(programs).map((id): [string, ListKind, ListScope] => [`programme ${id} webinars`, 'webinars', [scopeIn('content_type', ContentType.WEBINAR), scopeIn('program_id', id)]]),
    ...few(instructors).map((id): [string, ListKind, ListScope] => [`instructor ${id}`, 'instructor', [scopeIn('instructor_id', id)]]),
    ...few(instructors).map((id): [string, ListKind, ListScope] => [
      `instructor ${id} webinars upcoming`,
      'webinars',
      [scopeIn('instructor_id', id), scopeIn('content_type', ContentType.WEBINAR), scopePhase('notEnded')],
    ]),
    ...few(instructors).map((id): [string, ListKind, ListScope] => [`instructor ${id} not finished`, 'instructor', [scopeIn('instructor_id', id), scopePhase('notFinished')]]),
    ['contents upcoming', 'contents', [scopePhase('upcoming')]],
    ['contents ongoing', 'contents', [scopePhase('ongoing')]],
    ['contents ended', 'contents', [scopePhase('ended')]],
    ['contents online webinars', 'contents', [scopeIn('content_type', ContentType.WEBINAR), scopeIn('venue_type', 1)]],
    ['contents offline events', 'contents', [scopeFlag('is_offline_event', true)]],
    ['contents not prakerja, free', 'contents', [scopeFlag('is_prakerja', false), scopeIn('final_price', 0)]],
    ['contents paid', 'contents', [{ column: 'final_price', op: '>', value: 0 }]],
  ];
}

describe('the index answers every list as SQL does, at a fixed clock', () => {
  it('the edges of the time rule are where the rule says', () => {
    const now = clock.now().getTime();
    expect(sessionPhase(now - 1, now, now)).toBe('ended');
    expect(sessionPhase(now, now + 1, now)).toBe('ongoing');
    expect(sessionPhase(now + 1, null, now)).toBe('upcoming');
    expect(sessionPhase(now, null, now)).toBe('ended');
    expect(sessionPhase(null, null, now)).toBeNull();
  });

  it('every list, every sort (but title-asc), every filter set: same ids, same order, same total', async () => {
    let compared = 0;
    for (const [, kind, scope] of lists()) {
      for (const sort of LIST_SORTS[kind].filter((s) => s !== 'title-asc')) {
        for (const filters of FILTERS) {
          const first = await compare(scope, filters, sort, 1, 7);
          compared++;
          if (first.totalPages > 1) await compare(scope, filters, sort, 2, 7);
        }
        // The whole list in one page, and a page past the end.
        await compare(scope, [], sort, 1, 100_000);
        await compare(scope, [], sort, 99, 10);
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 300_000);

  it('the sessions on the edges fall in the phases of the rule, in both', async () => {
    const webinars = productListScope(PRODUCTS.webinar);
    const idsOf = async (scope: ListScope) => (await compare(scope, [], 'upcoming', 1, 100_000)).items.map((i) => i.contentId);
    const notEnded = await idsOf([...webinars, scopePhase('notEnded')]);
    const ended = await idsOf([...webinars, scopePhase('ended')]);
    const upcoming = await idsOf([...webinars, scopePhase('upcoming')]);
    const ongoing = await idsOf([...webinars, scopePhase('ongoing')]);
    expect(ended).toEqual(expect.arrayContaining([edge.endsNow, edge.noEndNow]));
    expect(ongoing).toEqual(expect.arrayContaining([edge.startsNow]));
    expect(upcoming).toEqual(expect.arrayContaining([edge.startsSoon, edge.noEndSoon]));
    for (const list of [notEnded, ended, upcoming, ongoing]) expect(list).not.toContain(edge.undated);
    expect(notEnded).not.toContain(edge.endsNow);
    // Upcoming first: under way and to come (soonest first), then ended, then undated.
    const all = await idsOf(webinars);
    expect(all.indexOf(edge.startsNow)).toBeLessThan(all.indexOf(edge.startsSoon));
    expect(all.indexOf(edge.startsSoon)).toBeLessThan(all.indexOf(edge.noEndSoon));
    expect(all.indexOf(edge.noEndSoon)).toBeLessThan(all.indexOf(edge.endsNow));
    expect(all.at(-1)).toBe(edge.undated);
  });
});

describe('the routes answer from the index', () => {
  const post = async (url: string, payload: object): Promise<Page<ContentItem>> => {
    const res = await app.inject({ method: 'POST', url, headers: basicHeaders, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };
  const get = async (url: string): Promise<Page<ContentItem>> => {
    const res = await app.inject({ method: 'GET', url, headers: basicHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };
  const sqlPage = (scope: ListScope, sort: SortKey, filters: FilterCondition[] = [], pageSize = 20) => sqlListPage(app.ctx, { scope, filters, sort, page: 1, pageSize, locale: 'id' });

  it('categories/{id}/contents, courses, bootcamps, webinars, articles, instructors: the SQL list page, items and all', async () => {
    const category = categories[0]!;
    expect(await post(`/web/v2/categories/${category}/contents`, { pageSize: 20, sort: 'newest', filters: [{ kind: 'RATING', values: [4] }] })).toEqual(
      await sqlPage([scopeIn('category_id', category)], 'newest', [{ column: 'rating', op: '>=', value: 4 }]),
    );
    expect(await get('/web/v2/courses?pageSize=20&sort=price-asc')).toEqual(await sqlPage(productListScope(PRODUCTS.course), 'price-asc'));
    expect(await post('/web/v2/bootcamps', { pageSize: 20, sort: 'upcoming' })).toEqual(await sqlPage(productListScope(PRODUCTS.bootcamp), 'upcoming'));
    for (const status of ['upcoming', 'past', 'all'] as const) {
      const scope = [...productListScope(PRODUCTS.webinar), ...(status === 'all' ? [] : [scopePhase(status === 'upcoming' ? 'notEnded' : 'ended')])];
      expect(await post('/web/v2/webinars', { pageSize: 20, status })).toEqual(await sqlPage(scope, 'upcoming'));
    }
    expect(await get('/web/v2/articles?pageSize=20&sort=popular')).toEqual(await sqlPage([scopeIn('content_type', ContentType.ARTICLE)], 'popular'));
    const instructor = instructors[0]!;
    expect(await post(`/web/v2/instructors/${instructor}/upcoming-webinars`, { pageSize: 20 })).toEqual(
      await sqlPage([scopeIn('instructor_id', instructor), scopeIn('content_type', ContentType.WEBINAR), scopePhase('notEnded')], 'upcoming'),
    );
  });

  it('a webinar ending moves from upcoming to past with the clock alone (no change row)', async () => {
    const upcoming = async () => (await post('/web/v2/webinars', { pageSize: 100, status: 'upcoming' })).items.map((i) => i.contentId);
    const past = async () => (await post('/web/v2/webinars', { pageSize: 100, status: 'past' })).items.map((i) => i.contentId);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from search_changes`.execute(app.ctx.db);
    expect(await upcoming()).toContain(edge.startsNow);
    const start = clock.now().getTime();
    try {
      clock.advance(3_600_000);
      expect(await upcoming()).not.toContain(edge.startsNow);
      expect(await past()).toContain(edge.startsNow);
      // Kept orders hold only for the span they were made in: back at the start, it is upcoming again.
      clock.set(new Date(start));
      expect(await upcoming()).toContain(edge.startsNow);
      expect(await past()).not.toContain(edge.startsNow);
    } finally {
      clock.set(new Date(start));
    }
    const after = await sql<{ n: number }>`select count(*)::int as n from search_changes`.execute(app.ctx.db);
    expect(after.rows[0]!.n).toBe(rows[0]!.n);
  });
});
