import { randomUUID } from 'node:crypto';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { FilterInput } from '../../../common/filters.js';
import type { KeywordSuggestions, PopularKeyword, SearchResult } from '../../../common/discovery.js';
import type { ContentTypeId, Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/envelope.js';
import { contentFilters } from './filters.js';
import { c, listContents, parseSort, topContents, type Where } from './list.js';

/**
 * Full-text search over contents in Indonesian and English (migration 005: stored weighted
 * tsvectors search_id / search_en with GIN indexes). A keyword matches when either language
 * matches (websearch syntax: quotes, OR, -word); ranking is ts_rank_cd (title A ≫ category and
 * instructor B ≫ summary and description C ≫ article body D) summed over both languages, then
 * popularity, then id. Typo tolerance comes from pg_trgm: a keyword without results gets a
 * "did you mean" built from the closest popular keyword or title words.
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

export function textMatch(keyword: string): { match: Where; rank: Expression<number> } {
  const qid = sql`websearch_to_tsquery('indonesian', ${keyword})`;
  const qen = sql`websearch_to_tsquery('english', ${keyword})`;
  return {
    match: sql<SqlBool>`(contents.search_id @@ ${qid} or contents.search_en @@ ${qen})`,
    rank: sql<number>`(ts_rank_cd(${WEIGHTS}::float4[], contents.search_id, ${qid}) + ts_rank_cd(${WEIGHTS}::float4[], contents.search_en, ${qen}))`,
  };
}

export async function searchContents(ctx: AppContext, req: SearchRequest, locale: Locale): Promise<SearchResult> {
  const keyword = normalizeKeyword(req.keyword);
  const sort = parseSort('search', req.sort);
  const filters = await contentFilters(ctx, req.filters);
  const text = keyword ? textMatch(keyword) : null;
  const scope: Where[] = [...(text ? [text.match] : []), ...filters];
  const types = req.contentTypes?.length ? [...new Set(req.contentTypes)] : null;

  const [page, facetRows] = await Promise.all([
    listContents(ctx, {
      where: types ? [...scope, c('contents.content_type', 'in', types)] : scope,
      sort,
      rank: text?.rank,
      locale,
      page: req.page,
      pageSize: req.pageSize,
    }),
    // Facets ignore the chosen content types, so the client can switch between them.
    scope
      .reduce(
        (q, w) => q.where(w),
        ctx.db
          .selectFrom('contents')
          .select(['contents.content_type', (eb) => eb.fn.countAll<number>().as('n')])
          .where('contents.is_published', '=', true),
      )
      .groupBy('contents.content_type')
      .orderBy('contents.content_type')
      .execute(),
  ]);
  const didYouMean = keyword && page.totalItems === 0 ? await correctKeyword(ctx, keyword) : null;
  return {
    ...page,
    keyword,
    facets: facetRows.map((r) => ({ type: r.content_type as ContentTypeId, count: Number(r.n) })),
    didYouMean,
    resultId: randomUUID(),
  };
}

/** The title text the trigram index covers (both languages). */
const TITLE_TEXT = sql<string>`lower(contents.title_id || ' ' || contents.title_en)`;

/**
 * pg_trgm word similarity a title must reach to count as a typo match. The default 0.6 misses one
 * dropped letter in a nine-letter word ("markting" ~ "marketing" is 0.58); 0.5 catches it.
 */
const TYPO_WORD_SIMILARITY = 0.5;

/** Runs `fn` in a transaction whose `%>` operator uses TYPO_WORD_SIMILARITY (set_config is local to it). */
function withTypoTolerance<T>(ctx: AppContext, fn: (tctx: AppContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_WORD_SIMILARITY)}, true)`.execute(trx);
    return fn({ ...ctx, db: trx });
  });
}

/**
 * The closest known spelling of a keyword, or null when nothing better is found: first a popular
 * keyword similar to the whole keyword, otherwise each word replaced by the most similar word of
 * a title (pg_trgm), kept when it is already the best. Only spellings that find contents count.
 */
export function correctKeyword(ctx: AppContext, keyword: string): Promise<string | null> {
  return withTypoTolerance(ctx, (t) => correctIn(t, normalizeKeyword(keyword)));
}

async function correctIn(ctx: AppContext, kw: string): Promise<string | null> {
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

/** The title word most similar to `word` among the titles that contain something like it. */
async function closestTitleWord(ctx: AppContext, word: string): Promise<string> {
  const row = await sql<{ w: string; score: number }>`
    select w, similarity(w, ${word}) as score
    from (
      select ${TITLE_TEXT} as t from contents
      where contents.is_published and ${TITLE_TEXT} %> ${word}
      order by word_similarity(${word}, ${TITLE_TEXT}) desc, contents.popularity desc, contents.id
      limit 20
    ) titles, regexp_split_to_table(titles.t, '[^[:alnum:]]+') as w
    where length(w) >= 3 and w % ${word}
    group by w
    order by score desc, count(*) desc, w
    limit 1
  `.execute(ctx.db);
  return row.rows[0]?.w ?? word;
}

async function hasMatches(ctx: AppContext, keyword: string): Promise<boolean> {
  const { match } = textMatch(keyword);
  const row = await ctx.db.selectFrom('contents').select('contents.id').where('contents.is_published', '=', true).where(match).limit(1).executeTakeFirst();
  return !!row;
}

const likePrefix = (kw: string) => `${kw.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Suggestions while typing: popular keywords that start like or resemble the keyword, and the
 * contents whose titles resemble it (trigram word similarity, so "markting" still finds
 * "Marketing"). When the keyword itself matches nothing, its correction comes first.
 */
export function keywordSuggestions(ctx: AppContext, keyword: string, locale: Locale, limit = 5): Promise<KeywordSuggestions> {
  const kw = normalizeKeyword(keyword);
  return withTypoTolerance(ctx, async (t) => {
    const [popular, items, matches] = await Promise.all([
      t.db
        .selectFrom('search_keywords')
        .select('keyword')
        .where((eb) => eb.or([eb('keyword', 'like', likePrefix(kw)), sql<SqlBool>`keyword % ${kw}`]))
        .orderBy(sql`keyword like ${likePrefix(kw)}`, 'desc')
        .orderBy(sql`similarity(keyword, ${kw})`, 'desc')
        .orderBy('click_count', 'desc')
        .orderBy('keyword')
        .limit(limit)
        .execute(),
      topContents(t, [sql<SqlBool>`${TITLE_TEXT} %> ${kw}`], 'relevance', locale, limit, sql<number>`word_similarity(${kw}, ${TITLE_TEXT})`),
      hasMatches(t, kw),
    ]);
    const didYouMean = matches ? null : await correctIn(t, kw);
    const keywords = [...new Set([...(didYouMean ? [didYouMean] : []), ...popular.map((p) => p.keyword)])].slice(0, limit);
    return { keyword: kw, didYouMean, keywords, items };
  });
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
