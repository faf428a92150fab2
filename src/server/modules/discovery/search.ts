import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { KeywordSuggestions, PopularKeyword, SearchResult } from '../../../common/discovery.js';
import type { ContentTypeId, Locale } from '../../../common/enums.js';
import type { FilterInput, SortKey } from '../../../common/filters.js';
import type { AppContext } from '../../context.js';
import { TtlCache } from '../../http/cache.js';
import { notFound } from '../../http/envelope.js';
import { contentFilters } from './filters.js';
import { itemsByIds, orderOf, pageOf, parseSort, published, topContents, type Where } from './list.js';

/**
 * Full-text search over contents in Indonesian and English (migration 005: stored weighted
 * tsvectors search_id / search_en with GIN indexes). A keyword matches when either language
 * matches (websearch syntax: quotes, OR, -word); ranking is ts_rank_cd (title A ≫ category and
 * instructor B ≫ summary and description C ≫ article body D) summed over both languages, then
 * popularity, then id. Typo tolerance comes from pg_trgm: a keyword without results gets a
 * "did you mean" built from the closest popular keyword or title words (search_words).
 */

export interface SearchRequest {
  keyword?: string;
  page: number;
  pageSize: number;
  contentTypes?: number[];
  sort?: string;
  filters?: FilterInput[];
}

/** Lower-case, single spaces, at most 100 characters: the form keywords are stored and compared in. */
export function normalizeKeyword(keyword: string | undefined): string {
  return (keyword ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100).trim();
}

/** Weights of ts_rank_cd in the order {D, C, B, A}. */
const WEIGHTS = '{0.02,0.1,0.4,1}';

export function textMatch(keyword: string) {
  const qid = sql`websearch_to_tsquery('indonesian', ${keyword})`;
  const qen = sql`websearch_to_tsquery('english', ${keyword})`;
  return {
    match: sql<SqlBool>`(contents.search_id @@ ${qid} or contents.search_en @@ ${qen})`,
    rank: sql<number>`(ts_rank_cd(${WEIGHTS}::float4[], contents.search_id, ${qid}) + ts_rank_cd(${WEIGHTS}::float4[], contents.search_en, ${qen}))`,
  };
}

/**
 * Answers of identical searches within the cache TTL (config.cacheSeconds): bounded, since keys
 * come from requests, and served stale for up to ten TTLs while one search refreshes them.
 */
const answerCaches = new WeakMap<AppContext['config'], TtlCache>();
const MAX_CACHED_SEARCHES = 2000;

export async function searchContents(ctx: AppContext, req: SearchRequest, locale: Locale): Promise<SearchResult> {
  const keyword = normalizeKeyword(req.keyword);
  const sort = parseSort('search', req.sort);
  const types = req.contentTypes?.length ? [...new Set(req.contentTypes)].sort((x, y) => x - y) : null;
  const filters = await contentFilters(ctx, req.filters);
  let cache = answerCaches.get(ctx.config);
  if (!cache) answerCaches.set(ctx.config, (cache = new TtlCache(ctx.config.cacheSeconds * 1000, MAX_CACHED_SEARCHES, ctx.config.cacheSeconds * 10_000)));
  const key = JSON.stringify([keyword, sort, types, req.filters ?? [], req.page, req.pageSize, locale]);
  const answer = await cache.get(key, () => runSearch(ctx, { keyword, sort, types, filters, page: req.page, pageSize: req.pageSize }, locale));
  // Each answer gets its own id, cached or not.
  return { ...answer, resultId: randomUUID() };
}

/**
 * One statement finds the matches (keyword and filters), ranks them, counts them per content type
 * (facets ignore the chosen types, so the client can switch between them) and picks the page's
 * ids; a second reads the page's items.
 */
async function runSearch(
  ctx: AppContext,
  q: { keyword: string; sort: SortKey; types: number[] | null; filters: Where[]; page: number; pageSize: number },
  locale: Locale,
): Promise<Omit<SearchResult, 'resultId'>> {
  const text = q.keyword ? textMatch(q.keyword) : null;
  // Ranking is the costly part; only the relevance sort needs it.
  const rank = text && q.sort === 'relevance' ? text.rank : null;
  const matches = [...(text ? [text.match] : []), ...q.filters]
    .reduce((qb, w) => qb.where(w), ctx.db.selectFrom('contents').where(published))
    .select([
      'contents.id',
      'contents.content_type',
      'contents.popularity',
      'contents.created_at',
      'contents.rating',
      'contents.rating_count',
      'contents.final_price',
      (rank ?? sql<number>`0`).as('rank'),
    ]);
  const inTypes = q.types ? sql`m.content_type in (${sql.join(q.types)})` : sql`true`;
  const order = orderOf(q.sort, locale, rank ? sql.ref('m.rank') : undefined, 'm');
  const { rows } = await sql<{ facets: [number, number][]; total: number; ids: number[] }>`
    with m as materialized (${matches})
    select
      (select coalesce(json_agg(json_build_array(f.content_type, f.n) order by f.content_type), '[]'::json)
         from (select content_type, count(*) as n from m group by content_type) f) as facets,
      (select count(*) from m where ${inTypes}) as total,
      (select coalesce(json_agg(p.id order by p.ord), '[]'::json)
         from (select m.id, row_number() over (order by ${order}) as ord from m where ${inTypes}
               order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}) p) as ids
  `.execute(ctx.db);
  const { facets, total, ids } = rows[0];
  const totalItems = Number(total);
  const didYouMean = q.keyword && totalItems === 0 ? await correctKeyword(ctx, q.keyword) : null;
  return {
    ...pageOf(await itemsByIds(ctx, ids, locale), q, totalItems),
    keyword: q.keyword,
    facets: facets.map(([type, count]) => ({ type: type as ContentTypeId, count: Number(count) })),
    didYouMean,
  };
}

/** Titles as plain words of both languages ('simple': lower case, no stemming); GIN-indexed in 005. */
const TITLE_WORDS = sql`to_tsvector('simple', contents.title_id || ' ' || contents.title_en)`;

/** The letters-and-digits words of a keyword (what tsquery syntax cannot misread). */
const wordsOf = (keyword: string) => keyword.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);

/**
 * Published contents whose titles have every word, the last one as a prefix; most popular first.
 * A rare prefix has its few matches read through the GIN index and sorted here; a common one walks
 * the popularity index, which meets matches at once. (ORDER BY popularity LIMIT alone walks the
 * whole table for a rare prefix: one second at 100,000 contents.)
 */
async function titlesStartingLike(ctx: AppContext, words: string[], locale: Locale, limit: number) {
  if (words.length === 0) return [];
  const query = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  const where = sql<SqlBool>`${TITLE_WORDS} @@ to_tsquery('simple', ${query})`;
  const FEW = 200;
  const few = await ctx.db.selectFrom('contents').select(['contents.id', 'contents.popularity']).where(published).where(where).limit(FEW).execute();
  if (few.length === FEW) return topContents(ctx, [where], 'popular', locale, limit);
  const top = few.sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, limit);
  return itemsByIds(ctx, top.map((r) => r.id), locale);
}

/**
 * The closest known spelling of a keyword, or null when nothing better is found: first a popular
 * keyword similar to the whole keyword, otherwise each word replaced by the most similar word of
 * a title (pg_trgm), kept when it is already the best. Only spellings that find contents count.
 */
export async function correctKeyword(ctx: AppContext, keyword: string): Promise<string | null> {
  const kw = normalizeKeyword(keyword);
  if (!kw) return null;
  const popular = await ctx.db
    .selectFrom('search_keywords')
    .select(['keyword', sql<number>`similarity(keyword, ${kw})`.as('score')])
    .where(sql<SqlBool>`keyword % ${kw}`)
    .where('keyword', '<>', kw)
    .orderBy('score', 'desc')
    .orderBy('click_count', 'desc')
    .orderBy('keyword')
    .limit(1)
    .executeTakeFirst();
  if (popular && popular.score >= 0.5 && (await hasMatches(ctx, popular.keyword))) return popular.keyword;

  const words = kw.split(' ').slice(0, 6);
  const fixed = await Promise.all(words.map((w) => (w.length < 3 ? w : closestTitleWord(ctx, w))));
  const candidate = fixed.join(' ');
  if (candidate === kw || !(await hasMatches(ctx, candidate))) return null;
  return candidate;
}

/** The title word (search_words, migration 005) most similar to `word`; itself when it is one. */
async function closestTitleWord(ctx: AppContext, word: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('search_words')
    .select('word')
    .where(sql<SqlBool>`word % ${word}`)
    .orderBy(sql`similarity(word, ${word})`, 'desc')
    .orderBy('ndoc', 'desc')
    .orderBy('word')
    .limit(1)
    .executeTakeFirst();
  return row?.word ?? word;
}

/** Title words starting like `prefix`, most used first. */
async function completions(ctx: AppContext, prefix: string, limit: number): Promise<string[]> {
  if (prefix.length < 2) return [];
  const rows = await ctx.db
    .selectFrom('search_words')
    .select('word')
    .where('word', 'like', likePrefix(prefix))
    .where('word', '<>', prefix)
    .orderBy('ndoc', 'desc')
    .orderBy('word')
    .limit(limit)
    .execute();
  return rows.map((r) => r.word);
}

async function hasMatches(ctx: AppContext, keyword: string): Promise<boolean> {
  const { match } = textMatch(keyword);
  // LIMIT 20, not 1: with 1 the planner expects an early hit and walks the whole table for a rare
  // or misspelt word; with 20 it reads the GIN indexes (measured at 100,000 contents: 340 → 0.1 ms).
  const rows = await ctx.db.selectFrom('contents').select('contents.id').where(published).where(match).limit(20).execute();
  return rows.length > 0;
}

const likePrefix = (kw: string) => `${kw.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Suggestions while typing: popular keywords that start like or resemble the keyword, completions
 * of its last word from the title words, and the most popular contents whose titles start like it.
 * When the keyword matches nothing, its correction ("markting" → "marketing") comes first and its
 * titles stand in.
 */
export async function keywordSuggestions(ctx: AppContext, keyword: string, locale: Locale, limit = 5): Promise<KeywordSuggestions> {
  const kw = normalizeKeyword(keyword);
  const words = wordsOf(kw);
  const head = words.slice(0, -1).join(' ');
  const [popular, completed, items, matches] = await Promise.all([
    ctx.db
      .selectFrom('search_keywords')
      .select('keyword')
      .where((eb) => eb.or([eb('keyword', 'like', likePrefix(kw)), sql<SqlBool>`keyword % ${kw}`]))
      .orderBy(sql`keyword like ${likePrefix(kw)}`, 'desc')
      .orderBy(sql`similarity(keyword, ${kw})`, 'desc')
      .orderBy('click_count', 'desc')
      .orderBy('keyword')
      .limit(limit)
      .execute(),
    completions(ctx, words[words.length - 1] ?? '', limit),
    titlesStartingLike(ctx, words, locale, limit),
    hasMatches(ctx, kw),
  ]);
  const didYouMean = matches ? null : await correctKeyword(ctx, kw);
  const keywords = [
    ...new Set([...(didYouMean ? [didYouMean] : []), ...popular.map((p) => p.keyword), ...completed.map((w) => (head ? `${head} ${w}` : w))]),
  ].slice(0, limit);
  return {
    keyword: kw,
    didYouMean,
    keywords,
    items: items.length === 0 && didYouMean ? await titlesStartingLike(ctx, wordsOf(didYouMean), locale, limit) : items,
  };
}

export async function popularKeywords(ctx: AppContext, limit: number): Promise<PopularKeyword[]> {
  const rows = await ctx.db
    .selectFrom('search_keywords')
    .select(['keyword', 'click_count'])
    .orderBy('click_count', 'desc')
    .orderBy('keyword')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ keyword: r.keyword, count: r.click_count }));
}

/** P contents/onclick: records the click and counts it for the keyword's popularity. */
export async function recordClick(
  ctx: AppContext,
  click: { keyword: string; resultId?: string | number | null; contentId: number; studentId: number | null },
  locale: Locale,
): Promise<{ keyword: string; count: number }> {
  const keyword = normalizeKeyword(click.keyword);
  return ctx.db.transaction().execute(async (trx) => {
    const content = await trx.selectFrom('contents').select('id').where('id', '=', click.contentId).executeTakeFirst();
    if (!content) throw notFound(locale === 'en' ? `Content ${click.contentId} not found` : `Konten ${click.contentId} tidak ditemukan`);
    await trx
      .insertInto('search_clicks')
      .values({ keyword, result_id: click.resultId == null ? null : String(click.resultId), content_id: click.contentId, student_id: click.studentId })
      .execute();
    const row = await trx
      .insertInto('search_keywords')
      .values({ keyword, click_count: 1, last_clicked_at: new Date() })
      .onConflict((oc) =>
        oc.column('keyword').doUpdateSet({
          click_count: sql`search_keywords.click_count + 1`,
          last_clicked_at: new Date(),
          updated_at: new Date(),
        }),
      )
      .returning(['keyword', 'click_count'])
      .executeTakeFirstOrThrow();
    return { keyword: row.keyword, count: row.click_count };
  });
}
