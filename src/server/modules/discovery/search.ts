import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { KeywordSuggestions, PopularKeyword, SearchRequest, SearchResult } from '../../../common/contract/search.js';
import type { ContentItem } from '../../../common/types.js';
import type { ContentTypeId, Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { TtlCache } from '../../http/cache.js';
import { parseFilters } from '../../catalogue/filters.js';
import { itemsByIds, pageOf, parseSort, published, topContents } from '../../catalogue/list.js';
import { searchIndexOf } from './search-index.js';
import { normaliseWords } from '../../../common/search/index.js';

/**
 * Full-text search over contents in Indonesian and English. PostgreSQL does the language work:
 * migration 005 stores two weighted tsvectors per content (search_id, search_en: title A ≫
 * category and instructor B ≫ summary and description C ≫ article body D) and a keyword is parsed
 * by websearch_to_tsquery in both configurations (quotes, OR, -word). A content matches when
 * either language matches. The in-process search index (search-index.ts) holds those vectors and
 * ranks: relevance (the field weights of the keyword's words found, summed over both languages),
 * then popularity, then id. The index forgives (issue 24, query-plan.ts): typos within an edit
 * distance that grows with the word, the last word as a prefix, words written several ways and
 * curated synonyms, intent words ("gratis", "webinar"), and words left out when all together find
 * nothing. What it still cannot find gets a correction from pg_trgm (the closest popular keyword
 * or title words, search_words): its results are answered instead, said so (correctedFrom).
 */

/**
 * A keyword is suggested while typing (and offered as a "did you mean") only once this many
 * distinct clicks counted for it (clicks.ts; seeded keywords start above it): one address counts
 * a keyword once, so a phrase is suggested to others only after clicks from several addresses or
 * students.
 */
export const SUGGEST_MIN_CLICKS = 3;

/** Lower-case, single spaces, at most 100 characters: the form keywords are stored and compared in. */
export function normalizeKeyword(keyword: string | undefined): string {
  return (keyword ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100).trim();
}

/**
 * The index finds the page's ids, the total and the facets (facets ignore the chosen types, so
 * the client can switch between them); the page's items are read from the database.
 */
export async function searchContents(ctx: AppContext, req: SearchRequest, locale: Locale): Promise<SearchResult> {
  const keyword = normalizeKeyword(req.keyword);
  const sort = parseSort('search', req.sort);
  // Sorted and without repeats: [26, 1] and [1, 26] are one search (and share a filter panel).
  const types = req.contentTypes?.length ? [...new Set(req.contentTypes)].sort((x, y) => x - y) : null;
  const filters = await parseFilters(ctx, req.filters);
  const index = searchIndexOf(ctx);
  const searchFor = (text: string) => index.search({ keyword: text, filters, types, sort, offset: (req.page - 1) * req.pageSize, limit: req.pageSize, panel: true, locale });
  let found = await searchFor(keyword);
  let shown = keyword;
  let correctedFrom: string | null = null;
  // Nothing even forgiven: a correction's results, said so ("showing results for X; search instead for Y").
  let didYouMean = keyword && found.total === 0 ? await correctKeyword(ctx, keyword, locale) : null;
  if (didYouMean && req.autocorrect !== false) {
    const corrected = await searchFor(didYouMean);
    if (corrected.total > 0) {
      [found, shown, correctedFrom, didYouMean] = [corrected, didYouMean, keyword, null];
    }
  }
  return {
    ...pageOf(await index.items(found.ids, locale), req, found.total),
    keyword: shown,
    facets: found.facets.map(([type, count]) => ({ type: type as ContentTypeId, count })),
    didYouMean,
    correctedFrom,
    ignoredWords: found.ignoredWords,
    filters: await index.panelDefinitions(found.panel!, locale),
    resultId: randomUUID(),
  };
}

/** Titles as plain words of both languages ('simple': lower case, no stemming); GIN-indexed in 005. */
const TITLE_WORDS = sql`to_tsvector('simple', contents.title_id || ' ' || contents.title_en)`;

/** The letters-and-digits words of a keyword (what tsquery syntax cannot misread). */
const wordsOf = (keyword: string) =>
  keyword
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);

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
  return itemsByIds(
    ctx,
    top.map((r) => r.id),
    locale,
  );
}

/**
 * The closest known spelling of a keyword, or null when nothing better is found: first a popular
 * keyword similar to the whole keyword, otherwise each word replaced by the most similar word of
 * a title (pg_trgm), kept when it is already the best. Only spellings that find contents count.
 */
export async function correctKeyword(ctx: AppContext, keyword: string, locale: Locale = 'id'): Promise<string | null> {
  const kw = normalizeKeyword(keyword);
  if (!kw) return null;
  let cache = corrections.get(ctx.db);
  if (!cache) corrections.set(ctx.db, (cache = new TtlCache(ctx.config.cacheSeconds * 12_000, 5000, ctx.config.cacheSeconds * 120_000)));
  return cache.get(`${locale} ${kw}`, () => findCorrection(ctx, kw, locale));
}

/**
 * Corrections are remembered per instance for twelve CACHE_SECONDS (a minute by default; an
 * older one is answered while one request looks again): a misspelling tends to come back, and
 * each lookup is a few trigram queries.
 */
const corrections = new WeakMap<AppContext['db'], TtlCache>();

async function findCorrection(ctx: AppContext, kw: string, locale: Locale): Promise<string | null> {
  const popular = await ctx.db
    .selectFrom('search_keywords')
    .select(['keyword', sql<number>`similarity(keyword, ${kw})`.as('score')])
    .where(sql<SqlBool>`keyword % ${kw}`)
    .where('keyword', '<>', kw)
    .where('click_count', '>=', SUGGEST_MIN_CLICKS)
    .orderBy('score', 'desc')
    .orderBy('click_count', 'desc')
    .orderBy('keyword')
    .limit(1)
    .executeTakeFirst();
  // A correction changes a word; the same words without search syntax ('"anyaman rotan"') are none.
  const sameWords = (candidate: string) => normaliseWords(candidate, locale).join(' ') === normaliseWords(kw, locale).join(' ');
  if (popular && popular.score >= 0.5 && !sameWords(popular.keyword) && (await hasMatches(ctx, popular.keyword, locale))) return popular.keyword;

  const words = kw.split(' ').slice(0, 6);
  const fixed = await Promise.all(words.map((w) => (w.length < 3 ? w : closestTitleWord(ctx, w))));
  const candidate = fixed.join(' ');
  if (candidate === kw || sameWords(candidate) || !(await hasMatches(ctx, candidate, locale))) return null;
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

function hasMatches(ctx: AppContext, keyword: string, locale: Locale = 'id', exact = false, allWords = false): Promise<boolean> {
  return searchIndexOf(ctx).hasMatches(keyword, locale, exact, allWords);
}

/**
 * The contents a typeahead shows: titles starting like the keyword first (what is being typed),
 * then the search's own best matches, so what the search forgives finds contents here too ("ui ux"
 * for "UI/UX", a typo, a synonym) and the list is no dead end the results page is not.
 */
async function suggestedItems(ctx: AppContext, kw: string, words: string[], locale: Locale, limit: number): Promise<ContentItem[]> {
  const titled = await titlesStartingLike(ctx, words, locale, limit);
  if (titled.length >= limit) return titled;
  const index = searchIndexOf(ctx);
  const found = await index.search({ keyword: kw, filters: [], types: null, sort: 'relevance', offset: 0, limit, locale });
  const shown = new Set(titled.map((i) => i.contentId));
  const more = await index.items(
    found.ids.filter((id) => !shown.has(id)),
    locale,
  );
  return [...titled, ...more].slice(0, limit);
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
      .where('click_count', '>=', SUGGEST_MIN_CLICKS)
      .orderBy(sql`keyword like ${likePrefix(kw)}`, 'desc')
      .orderBy(sql`similarity(keyword, ${kw})`, 'desc')
      .orderBy('click_count', 'desc')
      .orderBy('keyword')
      .limit(limit)
      .execute(),
    completions(ctx, words[words.length - 1] ?? '', limit),
    suggestedItems(ctx, kw, words, locale, limit),
    // Spelled as a title spells it? Otherwise the correction leads the suggestions (the search forgives it anyway).
    hasMatches(ctx, kw, locale, true),
  ]);
  // The keyword with its last word completed to each title word that starts like it.
  const completedKeywords = completed.map((w) => (head ? `${head} ${w}` : w));
  // An unfinished last word is no typo (issue 24): spelled as a title spells it up to a title word's start counts as spelled right.
  const spelledRight = matches || (await Promise.all(completedKeywords.map((k) => hasMatches(ctx, k, locale, true)))).some(Boolean);
  const didYouMean = spelledRight ? null : await correctKeyword(ctx, kw, locale);
  const keywords = [...new Set([...(didYouMean ? [didYouMean] : []), ...popular.map((p) => p.keyword), ...completedKeywords])].slice(0, limit);
  return {
    keyword: kw,
    didYouMean,
    keywords,
    items: items.length === 0 && didYouMean ? await titlesStartingLike(ctx, wordsOf(didYouMean), locale, limit) : items,
  };
}

/**
 * The most clicked keywords (seeded counts plus distinct counted clicks, clicks.ts) that find
 * something today (issue 24: a chip on a zero-result page must never lead to another one). Read
 * three times over, as some may find nothing; the index answers each from memory.
 */
export async function popularKeywords(ctx: AppContext, limit: number, locale: Locale = 'id'): Promise<PopularKeyword[]> {
  const rows = await ctx.db
    .selectFrom('search_keywords')
    .select(['keyword', 'click_count'])
    .orderBy('click_count', 'desc')
    .orderBy('keyword')
    .limit(limit * 3)
    .execute();
  // Every word of it: a chip whose search leaves words out would say "these words were ignored".
  const finds = await Promise.all(rows.map((r) => hasMatches(ctx, r.keyword, locale, false, true)));
  return rows
    .filter((_, i) => finds[i])
    .slice(0, limit)
    .map((r) => ({ keyword: r.keyword, count: r.click_count }));
}
