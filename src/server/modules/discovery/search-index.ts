import { sql, type CompiledQuery, type InferResult, type SqlBool } from 'kysely';
import type { Locale } from '../../../common/enums.js';
import type { ContentItem } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { loadContentRefs, selectContentColumns, toContentItem, withRefs, type ContentItemRow, type ContentRefs } from '../../catalogue/content-item.js';
import type { FilterDefinition, SortKey } from '../../../common/filters.js';
import { buildFilterDefinitions, type FilterColumn, type FilterCondition } from '../../catalogue/filters.js';
import { COLUMN_SORTS, isColumnSort, type SortColumn } from '../../catalogue/list.js';
import type { IndexListQuery, IndexListAnswer } from '../../catalogue/indexed-lists.js';
import type { ScopeColumn, ScopeCondition } from '../../catalogue/scopes.js';
import type { PhaseScope } from '../../../common/liveStatus.js';
import { and, EMPTY, EVERYTHING, intersect, minus, or, Postings, seek, topK, union, type SlotSet } from './posting-lists.js';
import { PanelCounts, type PanelStats } from './search-panel.js';
import { needsDatabaseCheck, parseTsquery, positiveLexemes, vectorWeights, type QueryNode } from './text-search.js';
import { planQuery, Vocabulary, type Alternative, type QueryPlan, type Slot, type Stems } from './query-plan.js';
import { dropOrder, normaliseWords } from '../../../common/search/index.js';
import { loadSynonymMap } from './synonyms.js';
import { BoundedCache } from './bounded-cache.js';
import { sharedJson } from '../../http/shared-json.js';

/**
 * The search index each server instance keeps in memory: for every published content its filter
 * and sort columns and, per language, the lexemes of its stored tsvector (search_id / search_en,
 * written by PostgreSQL's `indonesian` and `english` configurations) with their field weights.
 *
 * Why: ranking every match in SQL reads and scores each matching row; a broad keyword matches up
 * to half the catalogue, which at 100,000 contents cost 150–750 ms per search. Here a search
 * walks compact posting lists (a slot number and a weight per content and lexeme) and keeps the
 * best page with a bounded heap: about a millisecond for the broadest keyword at 100,000.
 *
 * Freshness: migration 006 logs every change of contents in `search_changes`; before answering,
 * the index reads the log past the last sequence number it has seen (one indexed query, shared
 * by the searches that arrive while it runs) and reloads those contents. A look is reused by the
 * searches of the next SEARCH_FRESH_MS (default 100 ms; 0 = every search looks), so a change
 * committed that long before a search starts is in its answer, on every instance, and a busy
 * instance reads the log ten times a second rather than once per search. Sequence numbers of
 * transactions still open when the log was read show up later; the index remembers those gaps and looks for
 * them again until they appear or ten minutes pass (a rolled-back transaction never fills its gap).
 */

/** Columns the index keeps (null → NaN, which fails every comparison, as NULL does in SQL). */
const COLUMNS = [
  'content_type',
  'popularity',
  'created_at',
  'rating',
  'rating_count',
  'final_price',
  'duration_minutes',
  'skill_level',
  'category_id',
  'program_id',
  'instructor_id',
  // The lists' scopes (issue 24): session times (epoch ms) and the flags and kinds they filter on.
  'start_at',
  'end_at',
  'is_prakerja',
  'learning_method',
  'venue_type',
  'is_offline_event',
] as const satisfies readonly (FilterColumn | SortColumn | ScopeColumn | 'start_at' | 'end_at')[];
type Column = (typeof COLUMNS)[number];

interface ContentRow {
  id: number;
  is_published: boolean;
  content_type: number;
  popularity: number;
  created_at: number;
  rating: number;
  rating_count: number;
  final_price: number;
  duration_minutes: number;
  skill_level: number;
  category_id: number | null;
  program_id: number | null;
  instructor_id: number | null;
  start_at: number | null;
  end_at: number | null;
  is_prakerja: number;
  learning_method: number;
  venue_type: number;
  is_offline_event: number;
  search_id: string;
  search_en: string;
}

const selectRows = sql`
  select id, is_published, content_type, popularity, (extract(epoch from created_at) * 1000)::float8 as created_at,
         rating::float8 as rating, rating_count, final_price, duration_minutes, skill_level, category_id, program_id,
         instructor_id, (extract(epoch from start_at) * 1000)::float8 as start_at, (extract(epoch from end_at) * 1000)::float8 as end_at,
         is_prakerja::int as is_prakerja, learning_method, venue_type, is_offline_event::int as is_offline_event,
         search_id::text as search_id, search_en::text as search_en
  from contents`;

/** A keyword as PostgreSQL parsed it, per language (null: stop words only, matches nothing). */
export interface ParsedKeyword {
  id: QueryNode | null;
  en: QueryNode | null;
}

export interface IndexSearch {
  /** Absent or empty: every published content (browsing with filters). */
  keyword?: string;
  filters: readonly FilterCondition[];
  /** Content types the page is limited to (facets count every type). */
  types: readonly number[] | null;
  sort: SortKey;
  offset: number;
  limit: number;
  /** Also count what the filter panel shows for these results (panel in the answer). */
  panel?: boolean;
  /** The language the keyword is read in (lower case, Indonesian plurals); default Indonesian. */
  locale?: Locale;
  /** Match as PostgreSQL's websearch_to_tsquery does, nothing forgiven (the equivalence tests). */
  exact?: boolean;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
  /** [content type, count], by type. */
  facets: [number, number][];
  /** The filter panel's counts (when asked): of the results, each kind counted without its own conditions. */
  panel: PanelStats | null;
  /** Words of the keyword left out because together they found nothing (issue 24), in the keyword's order. */
  ignoredWords: string[];
}

const itemsById = (db: Database) => selectContentColumns(db.selectFrom('contents')).where(sql<SqlBool>`contents.id = any(${sql.val([0])}::int[])`);
type ItemColumnsRow = InferResult<ReturnType<typeof itemsById>>[number];

/** A content's item row kept for result pages, with the items made of it per language. */
type KeptItem = { row: ContentItemRow } & Partial<Record<Locale, ContentItem>>;

/** Slots a keyword matches, per language. */
type Matched = { id: Int32Array; en: Int32Array };

/**
 * What a keyword matches in one version of the index, kept for the searches that repeat it with
 * other filters, sorts and pages (SearchIndex.matches): the matched slots, and once a search
 * needed them, their union and each one's relevance score.
 */
interface KeywordMatch {
  keyword: ParsedKeyword | QueryPlan | null;
  /** null: no keyword (every live content). */
  matched: Matched | null;
  ignoredWords: string[];
  /** union(matched.id, matched.en), made by the first search. */
  candidates?: Int32Array;
  /** The relevance score of each candidate (same order), made by the first search by relevance. */
  scores?: Float64Array;
}

/** The candidates of a search that passed its filters and types (ascending), with the counts shown beside its pages. */
interface Filtered {
  kept: Int32Array;
  /** [content type, count], by type (every type: facets ignore the types asked). */
  facets: [number, number][];
  /** The filter panel's counts (when the search asked for them). */
  panel: PanelStats | null;
  /**
   * The best of `kept` in order, per order asked (relevance, popular, …), as far as pages were
   * asked: a later page or a repeat of the search slices it without scoring or ordering again.
   */
  orders?: Map<SortKey, Int32Array>;
}

/** Slots a kept order holds at least (five pages of 12), so the next pages of a search are slices too. */
const MIN_KEPT_ORDER = 60;

/** Slots held by a filtered set's kept orders. */
function slotsOrdered(filtered: Filtered | undefined): number {
  let n = 0;
  for (const order of filtered?.orders?.values() ?? []) n += order.length;
  return n;
}

/** A language's place in IndexData.lexicons: 0 Indonesian, 1 English. */
type Lang = 0 | 1;

/**
 * The in-memory structure: slots (one per loaded content version), columns and posting lists.
 * A slot is below `size`, and `size` ≤ `capacity`, the length of every per-slot array (ids,
 * idKeys, alive, score, each column): reads at a slot are in range and marked `!`.
 */
class IndexData {
  capacity = 0;
  size = 0;
  dead = 0;
  ids = new Int32Array(0);
  /** The ids again as doubles, so every sort key is a Float64Array (one shape for the comparator). */
  idKeys = new Float64Array(0);
  alive = new Uint8Array(0);
  columns = {} as Record<Column, Float64Array>;
  score = new Float64Array(0);
  /** Scratch list of the candidates that pass the filters (searches run one at a time: they are synchronous). */
  kept = new Int32Array(0);
  readonly lexicons: [Map<string, Postings>, Map<string, Postings>] = [new Map(), new Map()];
  readonly slotOf = new Map<number, number>();
  /** Title words with their stems (typos, unfinished words): filled by the load and the change batches. */
  readonly vocabulary = new Vocabulary();
  /** Highest programme and category ids seen (the panel counts them in arrays indexed by id). */
  maxProgram = 0;
  maxCategory = 0;
  /**
   * What each plan slot (a word with its variants, completions and typos) matches, per language,
   * as postings stand: keywords share words ("belajar excel", "belajar python"), so a new keyword
   * is mostly an intersection of kept sets. Emptied when a content is put (postings grow).
   */
  private readonly slotSets = new BoundedCache<string, Int32Array | null>(MAX_SLOT_SET_SLOTS, MAX_PARSED);

  constructor() {
    for (const c of COLUMNS) this.columns[c] = new Float64Array(0);
    this.grow(1024);
  }

  private grow(capacity: number) {
    const copy = <T extends Int32Array | Uint8Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.ids = copy(this.ids, (n) => new Int32Array(n));
    this.idKeys = copy(this.idKeys, (n) => new Float64Array(n));
    this.alive = copy(this.alive, (n) => new Uint8Array(n));
    this.score = new Float64Array(capacity);
    for (const c of COLUMNS) this.columns[c] = copy(this.columns[c], (n) => new Float64Array(n));
    this.capacity = capacity;
  }

  get live() {
    return this.size - this.dead;
  }

  /** A content's current version: the old slot (if any) dies, a published one gets a new slot. */
  put(row: ContentRow) {
    this.remove(row.id);
    if (this.slotSets.size > 0) this.slotSets.clear();
    if (!row.is_published) return;
    if (this.size === this.capacity) this.grow(this.capacity * 2);
    const slot = this.size++;
    this.ids[slot] = row.id;
    this.idKeys[slot] = row.id;
    this.alive[slot] = 1;
    for (const c of COLUMNS) this.columns[c][slot] = row[c] ?? NaN;
    this.maxProgram = Math.max(this.maxProgram, row.program_id ?? 0);
    this.maxCategory = Math.max(this.maxCategory, row.category_id ?? 0);
    this.slotOf.set(row.id, slot);
    const vectors: [Map<string, Postings>, string][] = [
      [this.lexicons[0], row.search_id],
      [this.lexicons[1], row.search_en],
    ];
    for (const [lexicon, vector] of vectors) {
      for (const [lexeme, weight] of vectorWeights(vector)) {
        let postings = lexicon.get(lexeme);
        if (!postings) lexicon.set(lexeme, (postings = new Postings()));
        postings.push(slot, weight);
      }
    }
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    this.dead++;
    this.slotOf.delete(id);
  }

  /** Whether a lexeme is in a live content's vector (possibly a replaced version's: close enough to say "a real word"). */
  knows(lang: Lang, lexeme: string): boolean {
    return this.lexicons[lang].has(lexeme);
  }

  /** Postings of a lexeme, or of every lexeme it starts (prefix queries, `word:*`). */
  private postingsOf(lang: Lang, lexeme: string, prefix: boolean): Postings[] {
    const lexicon = this.lexicons[lang];
    if (!prefix) {
      const p = lexicon.get(lexeme);
      return p ? [p] : [];
    }
    const out: Postings[] = [];
    for (const [key, p] of lexicon) if (key.startsWith(lexeme)) out.push(p);
    return out;
  }

  /**
   * The slots a query matches in one language. A phrase is matched as "all its words" here (a
   * superset; the caller checks phrases in the database), and a negation over a phrase as
   * "anything", so the result never misses a match.
   */
  private evaluate(lang: Lang, node: QueryNode, inPhrase = false): SlotSet {
    switch (node.op) {
      case 'lexeme': {
        const lists = this.postingsOf(lang, node.lexeme, node.prefix);
        return { neg: false, set: lists.reduce<Int32Array>((acc, p) => union(acc, p.view()), EMPTY) };
      }
      case 'not': {
        if (inPhrase || needsDatabaseCheck(node.arg)) return EVERYTHING;
        const inner = this.evaluate(lang, node.arg);
        return { neg: !inner.neg, set: inner.set };
      }
      case 'and': {
        // A chain of ANDs is intersected smallest first: each step costs about the smaller side.
        const parts: QueryNode[] = [];
        const flatten = (n: QueryNode): void => {
          if (n.op !== 'and') parts.push(n);
          else {
            flatten(n.left);
            flatten(n.right);
          }
        };
        flatten(node);
        const sets = parts.map((part) => this.evaluate(lang, part, inPhrase));
        const included = sets.filter((x) => !x.neg).sort((x, y) => x.set.length - y.set.length);
        const excluded = sets.filter((x) => x.neg);
        const [smallest, ...larger] = included;
        if (!smallest) return excluded.reduce(and, EVERYTHING);
        let result: SlotSet = smallest;
        for (const next of [...larger, ...excluded]) {
          if (!result.neg && result.set.length === 0) break;
          result = and(result, next);
        }
        return result;
      }
      case 'or':
        return or(this.evaluate(lang, node.left, inPhrase), this.evaluate(lang, node.right, inPhrase));
      case 'phrase':
        return and(this.evaluate(lang, node.left, true), this.evaluate(lang, node.right, true));
    }
  }

  /** Live slots a query matches in one language (ascending). */
  matches(lang: Lang, node: QueryNode | null): Int32Array {
    if (!node) return EMPTY;
    const found = this.evaluate(lang, node);
    if (!found.neg) return this.dead === 0 ? found.set : found.set.filter((slot) => this.alive[slot] === 1);
    return minus(this.liveSlots(), found.set);
  }

  /** Slots with any of the lexemes (null: no lexeme in this language, no condition). */
  private lexemesSet(lang: Lang, lexemes: ReadonlyMap<string, number>): Int32Array | null {
    if (lexemes.size === 0) return null;
    let out: Int32Array = EMPTY;
    for (const lexeme of lexemes.keys()) {
      const p = this.lexicons[lang].get(lexeme);
      if (p) out = union(out, p.view());
    }
    return out;
  }

  /** Slots matching every part (smallest first); null when no part is a condition in this language. */
  private alternativeSet(lang: Lang, alternative: Alternative): Int32Array | null {
    const sets = alternative.parts.map((part) => this.lexemesSet(lang, part.lexemes[lang])).filter((x): x is Int32Array => x !== null);
    if (sets.length === 0) return null;
    sets.sort((x, y) => x.length - y.length);
    let out = sets[0]!;
    for (let i = 1; i < sets.length && out.length > 0; i++) out = intersect(out, sets[i]!);
    return out;
  }

  /** Slots matching any alternative of a plan's slot (dead ones included); null when one of them is no condition here. */
  slotSet(lang: Lang, slot: Slot): Int32Array | null {
    const key = `${lang} ${slot.alternatives.map((a) => a.parts.map((p) => [...p.lexemes[lang].keys()].join(' ')).join('&')).join('|')}`;
    const kept = this.slotSets.get(key);
    if (kept !== undefined) return kept;
    let out: Int32Array | null = EMPTY;
    for (const alternative of slot.alternatives) {
      const set = this.alternativeSet(lang, alternative);
      if (set === null) {
        out = null;
        break;
      }
      out = union(out, set);
    }
    this.slotSets.set(key, out, 1 + (out?.length ?? 0));
    return out;
  }

  /**
   * Live slots matching every required slot of a plan in one language (a keyword of stop words
   * only in it matches nothing there, as in PostgreSQL). Without required slots (only intent
   * words: "webinar", "gratis"), what the intent words match as text, the named type's contents,
   * or (free alone) every content, which the price filter then narrows.
   */
  matchPlan(lang: Lang, plan: QueryPlan, slots: readonly Slot[]): Int32Array {
    const required = slots.filter((s) => !s.optional);
    let found: Int32Array | null = null;
    if (required.length > 0) {
      const sets = required.map((s) => this.slotSet(lang, s)).filter((x): x is Int32Array => x !== null);
      if (sets.length === 0) return EMPTY;
      sets.sort((x, y) => x.length - y.length);
      found = sets[0]!;
      for (let i = 1; i < sets.length && found.length > 0; i++) found = intersect(found, sets[i]!);
    } else {
      found = EMPTY as Int32Array;
      for (const s of slots) found = union(found, this.slotSet(lang, s) ?? EMPTY);
      if (plan.type !== null) found = union(found, this.slotsOfType(plan.type));
      else if (plan.free) return this.liveSlots();
    }
    return this.dead === 0 ? found : found.filter((slot) => this.alive[slot] === 1);
  }

  private slotsOfType(type: number): Int32Array {
    const col = this.columns.content_type;
    const out: number[] = [];
    for (let slot = 0; slot < this.size; slot++) if (col[slot] === type && this.alive[slot] === 1) out.push(slot);
    return Int32Array.from(out);
  }

  /**
   * Adds each matched slot's field weights (units of 0.02) times the share of the alternative that
   * matched (query-plan.ts FACTORS; per lexeme the best share of the slot counts once), and puts
   * the type the keyword names ahead of the rest.
   */
  private addPlanScores(lang: Lang, plan: QueryPlan, matched: Int32Array) {
    for (const s of plan.slots) {
      const shares = new Map<string, number>();
      for (const alternative of s.alternatives)
        for (const part of alternative.parts) for (const [lexeme, share] of part.lexemes[lang]) shares.set(lexeme, Math.max(shares.get(lexeme) ?? 0, share));
      for (const [lexeme, share] of shares) {
        const p = this.lexicons[lang].get(lexeme);
        if (p) this.addPostingScores(p, matched, share);
      }
    }
  }

  /** The named type first: its contents' scores lifted above every text score. */
  private boostType(type: number, candidates: Int32Array) {
    const col = this.columns.content_type;
    for (const slot of candidates) if (col[slot] === type) this.score[slot]! += TYPE_BOOST;
  }

  /** Every live slot, ascending. */
  liveSlots(): Int32Array {
    const out = new Int32Array(this.live);
    let n = 0;
    for (let slot = 0; slot < this.size; slot++) if (this.alive[slot] === 1) out[n++] = slot;
    return out;
  }

  /** Adds the query's positive lexemes' weights (in units of 0.02) to score[slot] for the matched slots. */
  private addScores(lang: Lang, node: QueryNode, matched: Int32Array) {
    for (const { lexeme, prefix } of positiveLexemes(node)) {
      for (const p of this.postingsOf(lang, lexeme, prefix)) this.addPostingScores(p, matched);
    }
  }

  /** Adds one lexeme's weights (times `share`) to score[slot] for the matched slots it holds (both ascending). */
  private addPostingScores(p: Postings, matched: Int32Array, share = 1) {
    const slots = p.slots;
    const end = p.size;
    let j = 0;
    for (let i = 0; i < matched.length && j < end; i++) {
      const slot = matched[i]!;
      j = seek(slots, j, slot, end);
      // j < end = p.size, the length of the filled part of slots and weights.
      if (j < end && slots[j] === slot) this.score[slot]! += p.weights[j]! * share;
    }
  }

  /**
   * A page of a search. `known`: the candidates that passed the same filters and types in this
   * version of the index (an earlier page or sort of the same search), so only the page is ordered.
   */
  search(q: IndexSearch, m: KeywordMatch, known: Filtered | null = null): { answer: IndexAnswer; filtered: Filtered } {
    const { keyword, matched, ignoredWords } = m;
    const ranked = q.sort === 'relevance' && keyword !== null && matched !== null;
    const orderName: SortKey = ranked ? 'relevance' : q.sort === 'relevance' ? 'popular' : q.sort;
    const end = q.offset + q.limit;
    const pageOf = (filtered: Filtered, order: Int32Array) => ({
      answer: { ids: Array.from(order.subarray(q.offset, end), (slot) => this.ids[slot]!), total: filtered.kept.length, facets: filtered.facets, panel: filtered.panel, ignoredWords },
      filtered,
    });
    // A repeat, or another page within what an earlier one ordered: a slice, nothing scored.
    const keptOrder = known?.orders?.get(orderName);
    if (known && keptOrder && (keptOrder.length >= end || keptOrder.length === known.kept.length)) return pageOf(known, keptOrder);
    const candidates = matched ? (m.candidates ??= union(matched.id, matched.en)) : this.liveSlots();
    try {
      if (ranked && m.scores) {
        // Scored by an earlier search of the same keyword in this version of the index.
        const scores = m.scores;
        for (let i = 0; i < candidates.length; i++) this.score[candidates[i]!] = scores[i]!;
      } else if (ranked) {
        if ('slots' in keyword) {
          this.addPlanScores(0, keyword, matched.id);
          this.addPlanScores(1, keyword, matched.en);
          if (keyword.type !== null) this.boostType(keyword.type, candidates);
        } else {
          if (keyword.id) this.addScores(0, keyword.id, matched.id);
          if (keyword.en) this.addScores(1, keyword.en, matched.en);
        }
        m.scores = Float64Array.from(candidates, (slot) => this.score[slot]!);
      }
      const filtered = known ?? this.filter(q, candidates);
      // Ordered further than asked (twice as far as the last time), so the next pages are slices.
      const want = Math.max(end, MIN_KEPT_ORDER, 2 * (keptOrder?.length ?? 0));
      const order = Int32Array.from(topK(filtered.kept, want, this.comparator(orderName)));
      (filtered.orders ??= new Map()).set(orderName, order);
      return pageOf(filtered, order);
    } finally {
      if (ranked) for (const slot of candidates) this.score[slot] = 0;
    }
  }

  /**
   * The candidates passing a search's filters and types, the counts per type and (q.panel) the
   * filter panel's counts. The hot loop (a broad keyword has tens of thousands of candidates):
   * plain arrays, no closures. Each condition that fails sets its bit; a content counts for the
   * panel of a filter kind when only that kind's conditions fail (how many there would be with
   * that kind changed).
   */
  private filter(q: IndexSearch, candidates: Int32Array): Filtered {
    const conds = q.filters.map((f) => ({
      col: this.columns[f.column],
      kind: f.column,
      op: f.op === 'in' ? 0 : f.op === '>=' ? 1 : 2,
      value: f.op === 'in' ? 0 : f.value,
      values: f.op === 'in' ? f.values : [],
    }));
    const kindBits = new Map<FilterColumn, number>();
    conds.forEach((c, i) => kindBits.set(c.kind, (kindBits.get(c.kind) ?? 0) | (1 << i)));
    const panel = q.panel ? new PanelCounts(this.columns, this.maxProgram, this.maxCategory) : null;
    const type = this.columns.content_type;
    const alive = this.alive;
    const facetCounts: number[] = [];
    const wanted: boolean[] = [];
    for (const t of q.types ?? []) wanted[t] = true;
    if (this.kept.length < candidates.length) this.kept = new Int32Array(this.capacity);
    const kept = this.kept;
    let total = 0;
    for (let i = 0; i < candidates.length; i++) {
      const slot = candidates[i]!;
      if (alive[slot] !== 1) continue;
      let failed = 0;
      for (let f = 0; f < conds.length; f++) {
        const c = conds[f]!;
        const v = c.col[slot]!;
        if (c.op === 0 ? !c.values.includes(v) : c.op === 1 ? !(v >= c.value) : !(v <= c.value)) failed |= 1 << f;
      }
      const t = type[slot]!;
      const inTypes = q.types === null || wanted[t] === true;
      if (failed === 0) {
        facetCounts[t] = (facetCounts[t] ?? 0) + 1;
        if (inTypes) {
          kept[total++] = slot;
          panel?.add(slot);
        }
      } else if (panel && inTypes) {
        // The lowest bit set in `failed` is the index of a condition that failed.
        const only = conds[31 - Math.clz32(failed & -failed)]!.kind;
        if ((failed & ~kindBits.get(only)!) === 0) panel.addFor(slot, only);
      }
    }
    const facets: [number, number][] = [];
    facetCounts.forEach((count, t) => facets.push([t, count]));
    return { kept: kept.slice(0, total), facets, panel: panel?.result() ?? null };
  }

  /**
   * A list's candidates (issue 24): the live slots passing the scope's and the filters' column
   * conditions (not the phases, which depend on the time), ascending.
   */
  listCandidates(conditions: readonly ListColumnCondition[]): Int32Array {
    const conds = conditions.map((c) => ({
      col: this.columns[c.column],
      op: c.op === 'in' ? 0 : c.op === '>=' ? 1 : c.op === '<=' ? 2 : 3,
      value: c.op === 'in' ? 0 : c.value,
      values: c.op === 'in' ? c.values : [],
    }));
    if (this.kept.length < this.size) this.kept = new Int32Array(this.capacity);
    const kept = this.kept;
    const alive = this.alive;
    let total = 0;
    slots: for (let slot = 0; slot < this.size; slot++) {
      if (alive[slot] !== 1) continue;
      for (let f = 0; f < conds.length; f++) {
        const c = conds[f]!;
        const v = c.col[slot]!;
        if (c.op === 0 ? !c.values.includes(v) : c.op === 1 ? !(v >= c.value) : c.op === 2 ? !(v <= c.value) : !(v > c.value)) continue slots;
      }
      kept[total++] = slot;
    }
    return kept.slice(0, total);
  }

  /**
   * The phase of a slot's session at `now` (liveStatus.ts sessionPhase, inlined on the columns,
   * NaN a missing date): 0 upcoming, 1 ongoing, 2 ended, -1 undated.
   */
  phaseOf(slot: number, now: number): number {
    const s = this.columns.start_at[slot]!;
    if (s !== s) return -1;
    const e = this.columns.end_at[slot]!;
    const last = e === e ? e : s;
    return now >= last ? 2 : now < s ? 0 : 1;
  }

  /** The order of a list's column sort (relevance without a keyword is popularity, as in SQL). */
  listOrder(sort: Exclude<SortKey, 'upcoming'>): (a: number, b: number) => number {
    return this.comparator(sort === 'relevance' ? 'popular' : sort);
  }

  /** Negative when slot a comes first: the sort's columns, then (relevance) score before popularity. */
  private comparator(sort: SortKey): (a: number, b: number) => number {
    const cols: Float64Array[] = [];
    const dirs: number[] = [];
    let sortKey = sort;
    if (sort === 'relevance') {
      cols.push(this.score);
      dirs.push(-1);
      sortKey = 'popular';
    }
    if (!isColumnSort(sortKey)) throw new Error(`the search index cannot order by ${sortKey}`);
    for (const [name, dir] of COLUMN_SORTS[sortKey]) {
      cols.push(name === 'id' ? this.idKeys : this.columns[name]);
      dirs.push(dir === 'desc' ? -1 : 1);
    }
    const n = cols.length;
    // Called for slots only; k < n, the length of cols and dirs.
    return (a, b) => {
      for (let k = 0; k < n; k++) {
        const col = cols[k]!;
        const d = col[a]! - col[b]!;
        if (d !== 0) return d * dirs[k]!;
      }
      return 0;
    };
  }
}

/** A column condition of a list (its scope's or a filter). */
type ListColumnCondition = Exclude<ScopeCondition, { phase: PhaseScope }> | FilterCondition;

/** PhaseScope values in the order IndexData.inPhases numbers them. */
const PHASES = ['upcoming', 'ongoing', 'ended', 'notEnded', 'notFinished'] as const;

/** Added to the score of the type a keyword names ("webinar excel"): above any text score (a title's weight is 50 per lexeme). */
const TYPE_BOOST = 1e9;

const BATCH = 5000;
/** Past this many changes in one read, the index is rebuilt instead of patched. */
const MAX_CHANGES = 5000;
/** Change rows are kept this long; an instance that has not read them for half of it rebuilds. */
const KEEP_CHANGES_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60_000;
const MAX_PARSED = 5000;
/** Slots the lists' kept candidate sets and sorted copies may hold in all (4 bytes each: 16 MB). */
const MAX_LIST_SLOTS = 4_000_000;
/** A list's candidates (column conditions applied) and their orders by column sorts, for one index version. */
interface ListSet {
  data: IndexData;
  version: number;
  slots: Int32Array;
  sorted: Map<SortKey, Int32Array>;
  /**
   * The slots in the phases asked, in a sort's order, by sort and phases: right from `from` until
   * `until`, the next start or end of one of them (a session ending writes no change row, but
   * nothing changes phase before then).
   */
  phased: Map<string, { from: number; until: number; order: Int32Array }>;
}
/**
 * Slots the kept keyword matches may hold in all, counted MATCH_COST per matched slot (the slots
 * per language, their union and a score each: at most 5 × 4 bytes per matched slot, 40 MB).
 */
const MAX_MATCH_SLOTS = 10_000_000;
/** Slots held by the kept plan-slot sets (IndexData.slotSets): 16 MB. */
const MAX_SLOT_SET_SLOTS = 4_000_000;
const MATCH_COST = 5;
/** Slots the kept filtered sets may hold in all (4 bytes each: 16 MB). */
const MAX_FILTERED_SLOTS = 4_000_000;
interface KeptFiltered {
  data: IndexData;
  version: number;
  filtered: Filtered;
}
interface KeptMatch {
  data: IndexData;
  version: number;
  match: KeywordMatch;
}
interface MatchOptions {
  locale?: Locale;
  exact?: boolean;
  allWords?: boolean;
}
const MAX_STEMMED = 20_000;
/** Title words of contents (as search_words collects them) with their stems: append `where c.id in (…)`. */
const selectTitleWords = sql`
  select distinct w as word, to_tsvector('indonesian', w)::text as id, to_tsvector('english', w)::text as en
  from contents c cross join lateral search_words_of(c.title_id, c.title_en) w`;
/** Search syntax websearch_to_tsquery reads (a quoted phrase, OR, a -word): such a keyword is matched exactly. */
const SEARCH_SYNTAX = /["]|(?:^|\s)-\S|\sor\s/i;
/** The price filter "gratis" / "free" adds. */
const FREE_ONLY: FilterCondition = { column: 'final_price', op: '<=', value: 0 };

interface StemRow {
  word: string;
  id: string;
  en: string;
}
/**
 * A word's lexemes in each language. A hyphenated word's vector holds the whole word and each part
 * ('e-commerce', 'e', 'commerce'): the whole is what the word is; its parts together are the split
 * variant the plan adds (all of them, not any of them).
 */
const stemsOfRow = (row: { id: string; en: string }): Stems => [lexemesOfWord(row.id), lexemesOfWord(row.en)];
function lexemesOfWord(vector: string): string[] {
  const lexemes = [...vectorWeights(vector).keys()];
  const whole = lexemes.filter((l) => l.includes('-'));
  return whole.length > 0 ? whole : lexemes;
}

/** Words with a hyphen or slash inside are also known joined ("ui/ux" → "uiux"), where every way of writing them meets. */
function addWord(vocabulary: Vocabulary, word: string, stems: Stems, ndoc: number) {
  vocabulary.add(word, stems, ndoc);
  if (/[-/]/.test(word)) vocabulary.add(word.replace(/[-/]/g, ''), stems, ndoc);
}
/**
 * Content item rows kept for result pages: after a build every live content's, read in the
 * background most popular first (about 1 KB each: 100 MB at 100,000 contents), so a result page
 * reads none from the database; beyond this many, the most recently read ones.
 */
const MAX_ITEM_ROWS = 120_000;
/** Item rows read per query while the rows are read after a build. */
const ITEM_ROW_BATCH = 2000;
/** At load, sequence numbers missing among the last this many are watched as possibly open transactions. */
const LOAD_GAP_WINDOW = 200;

export class SearchIndex {
  private data: IndexData | null = null;
  /** Highest change sequence number read; sequence numbers below it not seen yet (open transactions). */
  private seen = 0;
  private readonly gaps = new Map<number, number>();
  private lastRead = 0;
  private lastPrune = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private compacting: Promise<void> | null = null;
  private readonly parsed = new Map<string, ParsedKeyword>();
  /** Words' stems from PostgreSQL (words outside the vocabulary: typed ones, variants, synonyms); they never change. */
  private readonly stemmed = new Map<string, Stems>();
  /** Plans of recent keywords, valid while the index is unchanged (same data, same version). */
  private readonly plans = new Map<string, { data: IndexData; version: number; plan: QueryPlan | null }>();
  /** Curated synonyms of both languages, by term (words as normaliseWords reads them); reloaded on a 'synonyms' change. */
  private synonyms: Map<string, Set<string>> = new Map();
  /** Phrase searches' checked matches, valid while the index is unchanged (same data, same version). */
  private readonly phrases = new Map<string, { data: IndexData; version: number; matched: Matched }>();
  /** Recent keywords' matches (and their scores), valid while the index is unchanged (same data, same version), costing MATCH_COST per matched slot. */
  private readonly matches = new BoundedCache<string, KeptMatch>(MAX_MATCH_SLOTS, MAX_PARSED);
  /** Lists' candidate slots (and their orders by column sorts), valid while the index is unchanged (same data, same version). */
  private readonly listSets = new BoundedCache<string, ListSet>(MAX_LIST_SLOTS);
  /** Recent searches' filtered candidates and panels, valid while the index is unchanged (same data, same version), costing their slots. */
  private readonly filtered = new BoundedCache<string, KeptFiltered>(MAX_FILTERED_SLOTS, MAX_PARSED);
  private readonly madePanels = new WeakMap<PanelStats, Partial<Record<Locale, FilterDefinition[]>>>();
  /** Item rows of contents shown in results, dropped when the change log names them. */
  private readonly itemRows = new Map<number, KeptItem>();
  /** Counts applied change batches: a row read while one was applied may be stale, so is not kept. */
  private version = 0;
  /**
   * Categories, programmes and instructors, joined to item rows here (a read of a page's items
   * without joins costs the database half as much). Re-read with every applied change batch: an
   * edit of one of them logs its contents (migration 006).
   */
  private refs: ContentRefs | null = null;

  private lastCheckStarted = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  /** The read of missing item rows, compiled once (it runs for most result pages). */
  private readonly itemsQuery: CompiledQuery;

  /** `freshMs`: how long a look at the change log may be reused by later searches (0: never). */
  constructor(
    private readonly db: Database,
    private readonly freshMs = 0,
  ) {
    this.itemsQuery = itemsById(db).compile();
  }

  /**
   * Builds the index now and reads the change log every minute from then on, so a quiet instance
   * never falls so far behind that it must rebuild (the log keeps ten minutes).
   */
  start(onError: (err: unknown) => void) {
    this.fresh().catch(onError);
    this.timer ??= setInterval(() => this.fresh().catch(onError), PRUNE_EVERY_MS).unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** fresh(), unless the change log was looked at less than `freshMs` ago (and the index is built). */
  private recentEnough(): Promise<void> {
    if (this.data && performance.now() - this.lastCheckStarted < this.freshMs) return Promise.resolve();
    return this.fresh();
  }

  /**
   * Brings the index up to date with every change committed before this call: the first call
   * builds it; later calls read the change log. Calls made while one runs share the next run.
   */
  fresh(): Promise<void> {
    if (!this.running) {
      this.lastCheckStarted = performance.now();
      this.running = this.refresh().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    if (!this.queued) {
      this.queued = this.running
        .catch(() => {})
        .then(() => {
          this.queued = null;
          return this.fresh();
        });
    }
    return this.queued;
  }

  /** How many contents the index holds (published ones). */
  get size(): number {
    return this.data?.live ?? 0;
  }

  /** PostgreSQL's parse of a keyword in both languages (websearch syntax: quotes, OR, -word); remembered, as it never changes. */
  async parse(keyword: string): Promise<ParsedKeyword> {
    const known = this.parsed.get(keyword);
    if (known) return known;
    const { rows } = await sql<{ id: string; en: string }>`
      select websearch_to_tsquery('indonesian', ${keyword})::text as id, websearch_to_tsquery('english', ${keyword})::text as en
    `.execute(this.db);
    // A select without FROM answers exactly one row.
    const [row] = rows;
    if (!row) throw new Error('websearch_to_tsquery answered no row');
    const parsed = { id: parseTsquery(row.id), en: parseTsquery(row.en) };
    remember(this.parsed, keyword, parsed, MAX_PARSED);
    return parsed;
  }

  /** Published contents matching a keyword in either language (phrases checked in the database). */
  private async matchKeyword(data: IndexData, keyword: ParsedKeyword, text: string): Promise<Matched> {
    const id = data.matches(0, keyword.id);
    const en = data.matches(1, keyword.en);
    if (!needsDatabaseCheck(keyword.id) && !needsDatabaseCheck(keyword.en)) return { id, en };
    // A phrase check reads every candidate's vectors: its result is kept until the index changes.
    const known = this.phrases.get(text);
    if (known && known.data === data && known.version === this.version) return known.matched;
    const version = this.version;
    const ids = Array.from(union(id, en), (slot) => data.ids[slot]);
    if (ids.length === 0) return { id, en };
    const { rows } = await sql<{ id: number; in_id: boolean; in_en: boolean }>`
      select id, search_id @@ websearch_to_tsquery('indonesian', ${text}) as in_id,
             search_en @@ websearch_to_tsquery('english', ${text}) as in_en
      from contents where id = any(${ids}::int[])
    `.execute(this.db);
    const slots = (flag: 'in_id' | 'in_en') => Int32Array.from(rows.filter((r) => r[flag] && data.slotOf.has(r.id)).map((r) => data.slotOf.get(r.id)!)).sort();
    const matched = { id: slots('in_id'), en: slots('in_en') };
    if (version === this.version) remember(this.phrases, text, { data, version, matched }, MAX_PARSED);
    return matched;
  }

  /**
   * The index (fresh enough) and what a keyword matches in it; no keyword: matched is null
   * (everything). A keyword in search syntax (quotes, OR, -word) or an `exact` search is matched as
   * PostgreSQL's websearch_to_tsquery reads it; any other is forgiven (query-plan.ts): when all its
   * words together find nothing, words are left out (dropOrder: those matching nothing, then the
   * most frequent) until something is found.
   */
  private async match(text: string | undefined, options: MatchOptions = {}): Promise<{ data: IndexData; match: KeywordMatch }> {
    await this.recentEnough();
    const data = this.data!;
    if (!text) return { data, match: { keyword: null, matched: null, ignoredWords: [] } };
    const key = `${options.locale ?? 'id'} ${options.exact ? 1 : 0}${options.allWords ? 1 : 0} ${text}`;
    const known = this.matches.get(key);
    if (known && known.data === data && known.version === this.version) return { data, match: known.match };
    const version = this.version;
    const match = await this.matchNow(data, text, options);
    if (version === this.version && this.data === data) {
      const cost = (match.matched ? MATCH_COST * (match.matched.id.length + match.matched.en.length) : 0) + 1;
      this.matches.set(key, { data, version, match }, cost);
    }
    return { data, match };
  }

  /** match() without the kept matches: the index is fresh enough. */
  private async matchNow(data: IndexData, text: string, options: MatchOptions): Promise<KeywordMatch> {
    if (!options.exact && !SEARCH_SYNTAX.test(text)) {
      const plan = await this.plan(data, text, options.locale ?? 'id');
      if (!plan) return { keyword: null, matched: { id: EMPTY, en: EMPTY }, ignoredWords: [] };
      let slots = plan.slots;
      const ignored = new Set<Slot>();
      let matched: Matched = { id: data.matchPlan(0, plan, slots), en: data.matchPlan(1, plan, slots) };
      for (;;) {
        const required = slots.filter((x) => !x.optional);
        if (matched.id.length + matched.en.length > 0 || required.length < 2 || options.allWords) break;
        const count = (x: Slot) => {
          const id = data.slotSet(0, x);
          const en = data.slotSet(1, x);
          return id === null || en === null ? data.live : union(id, en).length;
        };
        const [first] = dropOrder(
          required.map((_, i) => String(i)),
          (i) => count(required[Number(i)]!),
        );
        const dropped = required[Number(first)]!;
        ignored.add(dropped);
        slots = slots.filter((x) => x !== dropped);
        matched = { id: data.matchPlan(0, plan, slots), en: data.matchPlan(1, plan, slots) };
      }
      const ranked: QueryPlan = ignored.size ? { ...plan, slots } : plan;
      return { keyword: ranked, matched, ignoredWords: plan.slots.filter((x) => ignored.has(x)).flatMap((x) => x.words) };
    }
    const keyword = await this.parse(text);
    return { keyword, matched: await this.matchKeyword(data, keyword, text), ignoredWords: [] };
  }

  /** A keyword's plan against this index's vocabulary and synonyms (kept until the index changes). */
  private async plan(data: IndexData, text: string, locale: Locale): Promise<QueryPlan | null> {
    const key = `${locale} ${text}`;
    const known = this.plans.get(key);
    if (known && known.data === data && known.version === this.version) return known.plan;
    const version = this.version;
    const plan = await planQuery(text, locale, {
      vocabulary: data.vocabulary,
      synonyms: this.synonyms,
      known: (lang, lexeme) => data.knows(lang, lexeme),
      stems: (words) => this.stems(data.vocabulary, words),
    });
    if (version === this.version) remember(this.plans, key, { data, version, plan }, MAX_PARSED);
    return plan;
  }

  /** Stems of words: the vocabulary's, remembered ones, the rest from PostgreSQL in one query. */
  private async stems(vocabulary: Vocabulary, words: readonly string[]): Promise<Map<string, Stems>> {
    const out = new Map<string, Stems>();
    const missing: string[] = [];
    for (const word of words) {
      const known = vocabulary.stems(word) ?? this.stemmed.get(word);
      if (known) out.set(word, known);
      else missing.push(word);
    }
    if (missing.length === 0) return out;
    const { rows } = await sql<StemRow>`
      select w as word, to_tsvector('indonesian', w)::text as id, to_tsvector('english', w)::text as en from unnest(${missing}::text[]) w
    `.execute(this.db);
    for (const row of rows) {
      const stems = stemsOfRow(row);
      out.set(row.word, stems);
      remember(this.stemmed, row.word, stems, MAX_STEMMED);
    }
    return out;
  }

  /** Ids of a search's page, its total and the counts per content type, as of every change committed before the call. */
  async search(request: IndexSearch): Promise<IndexAnswer> {
    const { data, match } = await this.match(request.keyword, request);
    const keyword = match.keyword;
    // "gratis" / "free" in a forgiven keyword: free contents only.
    const q = keyword && 'slots' in keyword && keyword.free ? { ...request, filters: [...request.filters, FREE_ONLY] } : request;
    // What passes the filters (and the panel) does not depend on the page or the sort: the other
    // pages and sorts of a search reuse it.
    const key = JSON.stringify([q.keyword ?? '', q.filters, q.types, q.locale ?? 'id', q.exact === true, q.panel === true]);
    const known = this.filtered.get(key);
    const fresh = known && known.data === data && known.version === this.version ? known : null;
    const ordered = slotsOrdered(fresh?.filtered);
    const { answer, filtered } = data.search(q, match, fresh?.filtered ?? null);
    // Kept orders cost their slots too: a deeper page that the budget cannot hold drops the entry.
    if (!fresh) {
      if (this.data === data) this.filtered.set(key, { data, version: this.version, filtered }, filtered.kept.length + slotsOrdered(filtered));
    } else if (!this.filtered.grow(key, slotsOrdered(filtered) - ordered)) this.filtered.delete(key);
    return answer;
  }

  /**
   * A content list answered from the index (issue 24: categories/{id}/contents and the families'
   * lists), as fresh as a search; the scope's phases and the upcoming order at `q.now` (the
   * caller's ctx.clock), since a session ending writes no change row. Orders every sort but
   * 'title-asc' (the database's collation: the SQL list answers it).
   */
  async list(q: IndexListQuery): Promise<IndexListAnswer> {
    await this.recentEnough();
    const data = this.data!;
    const columns = [...q.scope, ...q.filters].filter((c): c is ListColumnCondition => !('phase' in c));
    const phases = q.scope.flatMap((c) => ('phase' in c ? [c.phase] : []));
    // The candidates of a scope and filters, kept until the index changes (a list's pages and sorts share them).
    const key = JSON.stringify(columns);
    let kept = this.listSets.get(key);
    if (!kept || kept.data !== data || kept.version !== this.version) {
      kept = { data, version: this.version, slots: data.listCandidates(columns), sorted: new Map(), phased: new Map() };
      this.listSets.set(key, kept, kept.slots.length);
    }
    const set = kept;
    // The candidates sorted once per sort (time-free orders), kept within the budget.
    const sortedBy = (name: SortKey, order: (a: number, b: number) => number): Int32Array => {
      let sorted = set.sorted.get(name);
      if (sorted) return sorted;
      sorted = Int32Array.from(set.slots).sort(order);
      if (this.listSets.get(key) === set && this.listSets.grow(key, sorted.length)) set.sorted.set(name, sorted);
      return sorted;
    };
    const end = q.offset + q.limit;
    if (q.sort !== 'upcoming' && phases.length === 0) {
      // A time-free list: every page is a slice.
      const sorted = sortedBy(q.sort, data.listOrder(q.sort));
      return { ids: Array.from(sorted.subarray(q.offset, end), (slot) => data.ids[slot]!), total: sorted.length };
    }
    // Lists with phases or "upcoming first": ordered once at q.now and kept until one of the
    // candidates starts or ends (the equivalence tests ask at fixed clocks, in any order).
    const phasedKey = `${q.sort} ${phases.join(',')}`;
    let phased = set.phased.get(phasedKey);
    if (!phased || q.now < phased.from || q.now >= phased.until) {
      const replaced = phased?.order.length ?? 0;
      phased = this.phasedOrder(data, q.sort === 'upcoming' ? null : sortedBy(q.sort, data.listOrder(q.sort)), phases, q.now, sortedBy);
      if (this.listSets.get(key) === set && this.listSets.grow(key, phased.order.length - replaced)) set.phased.set(phasedKey, phased);
    }
    return { ids: Array.from(phased.order.subarray(q.offset, end), (slot) => data.ids[slot]!), total: phased.order.length };
  }

  /**
   * A list's slots in the phases asked at `now`, in order: `sorted`'s order, or (null) "upcoming
   * first": not ended by start (then id; undated last), then ended by start descending (ties by
   * id), then undated. With the span it holds for: until the next start or end among the slots.
   */
  private phasedOrder(
    data: IndexData,
    sorted: Int32Array | null,
    phases: readonly (typeof PHASES)[number][],
    now: number,
    sortedBy: (name: SortKey, order: (a: number, b: number) => number) => Int32Array,
  ): { from: number; until: number; order: Int32Array } {
    const wanted = phases.map((p) => PHASES.indexOf(p));
    const inPhases = (phase: number) => {
      for (const want of wanted) if (want <= 2 ? phase !== want : want === 3 ? !(phase === 0 || phase === 1) : phase === 2) return false;
      return true;
    };
    const start = data.columns.start_at;
    const end = data.columns.end_at;
    let until = Infinity;
    // The next moment a slot changes phase after `now` (its start, or its end), kept when sooner.
    const watch = (slot: number) => {
      const s = start[slot]!;
      if (s !== s) return;
      const e = end[slot]!;
      const last = e === e ? e : s;
      if (s > now && s < until) until = s;
      if (last > now && last < until) until = last;
    };
    if (sorted) {
      const order: number[] = [];
      for (const slot of sorted) {
        watch(slot);
        if (inPhases(data.phaseOf(slot, now))) order.push(slot);
      }
      return { from: now, until, order: Int32Array.from(order) };
    }
    const byStart = sortedBy('upcoming', (a, b) => {
      const sa = start[a]!;
      const sb = start[b]!;
      const undatedA = sa !== sa;
      const undatedB = sb !== sb;
      if (undatedA !== undatedB) return undatedA ? 1 : -1;
      if (!undatedA && sa !== sb) return sa - sb;
      return data.idKeys[a]! - data.idKeys[b]!;
    });
    const open: number[] = [];
    const ended: number[] = [];
    const undated: number[] = [];
    for (const slot of byStart) {
      watch(slot);
      const phase = data.phaseOf(slot, now);
      if (!inPhases(phase)) continue;
      if (phase === 2) ended.push(slot);
      else if (phase === -1) undated.push(slot);
      else open.push(slot);
    }
    const order = open;
    // Ended ones from the latest start back, each run of one start in id order.
    for (let i = ended.length - 1; i >= 0;) {
      let j = i;
      while (j > 0 && start[ended[j - 1]!] === start[ended[i]!]) j--;
      for (let k = j; k <= i; k++) order.push(ended[k]!);
      i = j - 1;
    }
    for (const slot of undated) order.push(slot);
    return { from: now, until, order: Int32Array.from(order) };
  }

  /**
   * A search's filter panel in a language: its counts with the programmes' and categories' names,
   * in panel order. Made once per counted panel and language (answers share it; never mutated).
   */
  async panelDefinitions(panel: PanelStats, locale: Locale): Promise<FilterDefinition[]> {
    let made = this.madePanels.get(panel);
    if (!made) this.madePanels.set(panel, (made = {}));
    if (made[locale]) return made[locale];
    const refs = await this.references();
    const named = <R extends { id: number; name_id: string; name_en: string; sort_order: number }>(counts: Map<number, number>, byId: Map<number, R>) =>
      [...counts]
        .flatMap(([id, n]) => {
          const ref = byId.get(id);
          return ref ? [{ id, name_id: ref.name_id, name_en: ref.name_en, n, order: ref.sort_order }] : [];
        })
        .sort((a, b) => a.order - b.order || a.id - b.id)
        .map(({ order: _order, ...row }) => row);
    return (made[locale] = sharedJson(buildFilterDefinitions({ ...panel, programs: named(panel.programs, refs.programs), categories: named(panel.categories, refs.categories) }, locale)));
  }

  private async references(): Promise<ContentRefs> {
    return (this.refs ??= await loadContentRefs(this.db));
  }

  /** Whether a keyword finds any published content: forgiven as a search forgives it (words left out too, unless `allWords`), or `exact`ly. */
  async hasMatches(keyword: string, locale: Locale = 'id', exact = false, allWords = false): Promise<boolean> {
    const { matched } = (await this.match(keyword, { locale, exact, allWords })).match;
    return matched !== null && matched.id.length + matched.en.length > 0;
  }

  /**
   * The content items of result ids, in order: rows kept from earlier pages where the change log
   * has not named them since, the others from the database (one query).
   */
  async items(ids: readonly number[], locale: Locale): Promise<ContentItem[]> {
    const missing = ids.filter((id) => !this.itemRows.has(id));
    const fetched = missing.length > 0 ? await this.readItemRows(missing) : new Map<number, KeptItem>();
    return ids.flatMap((id) => {
      const kept = fetched.get(id) ?? this.itemRows.get(id);
      if (!kept) return [];
      // Items are made once per language and shared by the answers that show them (never mutated).
      return [(kept[locale] ??= sharedJson(toContentItem(kept.row, locale)))];
    });
  }

  /** Item rows of contents from the database, kept unless a change was applied meanwhile (the change may be newer than the read). */
  private async readItemRows(ids: readonly number[]): Promise<Map<number, KeptItem>> {
    const version = this.version;
    const refs = await this.references();
    const { rows } = await this.db.executeQuery<ItemColumnsRow>({ ...this.itemsQuery, parameters: [ids] });
    const fetched = new Map(rows.map((r) => [r.id, { row: withRefs(r, refs) }]));
    if (version === this.version) for (const [id, kept] of fetched) remember(this.itemRows, id, kept, MAX_ITEM_ROWS);
    return fetched;
  }

  /**
   * After a build, the item rows of every live content (most popular first, up to MAX_ITEM_ROWS)
   * in batches, between searches: from then on a result page is answered from memory. A failed
   * read stops it; pages read their missing rows themselves anyway.
   */
  private readAllItemRows(data: IndexData): void {
    const slots = data.liveSlots().sort(data.listOrder('popular'));
    const ids = Array.from(slots.subarray(0, MAX_ITEM_ROWS), (slot) => data.ids[slot]!);
    void (async () => {
      for (let i = 0; i < ids.length; i += ITEM_ROW_BATCH) {
        // A newer build reads its own (what this one read meanwhile fails its version check); a stopped index reads nothing more.
        if (this.data !== data || !this.timer) return;
        const missing = ids.slice(i, i + ITEM_ROW_BATCH).filter((id) => !this.itemRows.has(id));
        if (missing.length > 0) await this.readItemRows(missing);
      }
    })().catch(() => {
      // Nothing lost: a page reads the rows it misses.
    });
  }

  private async refresh(): Promise<void> {
    const now = Date.now();
    if (!this.data || now - this.lastRead > KEEP_CHANGES_MS / 2) {
      await this.rebuild();
      return;
    }
    const gaps = [...this.gaps.keys()];
    const changes = await this.db
      .selectFrom('search_changes')
      .select([sql<number>`seq::float8`.as('seq'), 'content_id', 'kind'])
      .where((eb) => (gaps.length ? eb.or([eb('seq', '>', String(this.seen)), eb('seq', 'in', gaps.map(String))]) : eb('seq', '>', String(this.seen))))
      .orderBy('seq')
      .limit(MAX_CHANGES + 1)
      .execute();
    this.lastRead = now;
    if (changes.length > MAX_CHANGES || changes.some((c) => c.kind === 'content' && c.content_id === 0) || this.gaps.size > 1000) {
      await this.rebuild();
      return;
    }
    const last = changes.at(-1);
    if (last) {
      const ids = [...new Set(changes.filter((c) => c.kind === 'content').map((c) => c.content_id))];
      const none = Promise.resolve({ rows: [] });
      const [refs, { rows }, { rows: words }, synonyms] = await Promise.all([
        loadContentRefs(this.db),
        ids.length ? sql<ContentRow>`${selectRows} where id in (${sql.join(ids)})`.execute(this.db) : none,
        // The title words of changed contents the vocabulary lacks (it only grows until a rebuild: a
        // word no content has any more finds nothing).
        ids.length ? sql<StemRow>`${selectTitleWords} where c.id in (${sql.join(ids)})`.execute(this.db) : none,
        changes.some((c) => c.kind === 'synonyms') ? this.readSynonyms() : null,
      ]);
      // From here on synchronous: no search sees half of the batch, and anything read or counted
      // before it (kept items, phrase checks, panels) is dropped or fails its version check.
      this.version++;
      this.dropMatches();
      this.refs = refs;
      if (synonyms) this.synonyms = synonyms;
      for (const word of words) if (!this.data.vocabulary.has(word.word)) addWord(this.data.vocabulary, word.word, stemsOfRow(word), 1);
      for (const id of ids) this.itemRows.delete(id);
      const found = new Map(rows.map((r) => [r.id, r]));
      for (const id of ids) {
        const row = found.get(id);
        if (row) this.data.put(row);
        else this.data.remove(id);
      }
      const got = new Set(changes.map((c) => c.seq));
      for (const seq of got) this.gaps.delete(seq);
      const top = last.seq;
      if (top - this.seen > 10 * MAX_CHANGES) return this.rebuild();
      for (let seq = this.seen + 1; seq < top; seq++) if (!got.has(seq)) this.gaps.set(seq, now);
      this.seen = Math.max(this.seen, top);
    }
    for (const [seq, since] of this.gaps) if (now - since > KEEP_CHANGES_MS) this.gaps.delete(seq);
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.db
        .deleteFrom('search_changes')
        .where('changed_at', '<', new Date(now - KEEP_CHANGES_MS))
        .execute();
    }
    // Replaced versions leave dead slots behind; past a quarter of the index, rebuild it in the background.
    const data = this.data;
    if (!this.compacting && data.dead > Math.max(1000, data.live / 4)) {
      this.compacting = this.load()
        .then(({ data: fresh, seen, gaps }) => {
          // Changes after `seen` are read again by the next refresh (putting a content is idempotent).
          if (this.data === data) {
            this.data = fresh;
            this.dropMatches();
            this.seen = Math.min(this.seen, seen);
            for (const seq of gaps) if (!this.gaps.has(seq)) this.gaps.set(seq, Date.now());
          }
        })
        .catch(() => {})
        .finally(() => {
          this.compacting = null;
        });
    }
  }

  /** Both languages' synonyms by term, terms and equivalents as normaliseWords reads them (what a plan compares). */
  private async readSynonyms(): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>();
    for (const [locale, terms] of await loadSynonymMap(this.db)) {
      const read = (term: string) => normaliseWords(term, locale).join(' ');
      for (const [term, equivalents] of terms) {
        const key = read(term);
        if (!key) continue;
        let set = out.get(key);
        if (!set) out.set(key, (set = new Set()));
        for (const e of equivalents) if (read(e) && read(e) !== key) set.add(read(e));
      }
    }
    return out;
  }

  /** Forgets the kept matches and filtered sets (they belong to an index version that is gone, and would hold its data). */
  private dropMatches() {
    this.matches.clear();
    this.filtered.clear();
  }

  private async rebuild() {
    this.version++;
    this.itemRows.clear();
    this.refs = null;
    const [{ data, seen, gaps }, synonyms] = await Promise.all([this.load(), this.readSynonyms()]);
    this.synonyms = synonyms;
    this.data = data;
    this.dropMatches();
    this.seen = seen;
    this.gaps.clear();
    const now = Date.now();
    for (const seq of gaps) this.gaps.set(seq, now);
    this.lastRead = now;
    this.readAllItemRows(data);
  }

  /**
   * Every published content, read in id order in batches. `seen` is the change log's end before
   * reading; `gaps` the sequence numbers missing just below it (transactions that may still be
   * open: their changes are not in what this load reads).
   */
  private async load(): Promise<{ data: IndexData; seen: number; gaps: number[] }> {
    const recent = await this.db
      .selectFrom('search_changes')
      .select(sql<number>`seq::float8`.as('seq'))
      .orderBy('seq', 'desc')
      .limit(LOAD_GAP_WINDOW)
      .execute();
    const seen = recent[0]?.seq ?? 0;
    const present = new Set(recent.map((r) => r.seq));
    const gaps: number[] = [];
    for (let seq = recent[recent.length - 1]?.seq ?? 0; seq < seen; seq++) if (!present.has(seq)) gaps.push(seq);
    const data = new IndexData();
    const { rows: words } = await sql<StemRow & { ndoc: number }>`
      select word, ndoc, to_tsvector('indonesian', word)::text as id, to_tsvector('english', word)::text as en from search_words where ndoc > 0
    `.execute(this.db);
    for (const row of words) addWord(data.vocabulary, row.word, stemsOfRow(row), row.ndoc);
    let after = 0;
    for (;;) {
      const { rows } = await sql<ContentRow>`${selectRows} where is_published and id > ${after} order by id limit ${BATCH}`.execute(this.db);
      for (const row of rows) data.put(row);
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) break;
      after = last.id;
    }
    return { data, seen, gaps };
  }
}

/** Sets `key` in a map that keeps at most `max` entries (past it, the oldest goes first). */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

const indexes = new WeakMap<Database, SearchIndex>();

/** The search index of an app's database (one per database per process). */
export function searchIndexOf(ctx: Pick<AppContext, 'db' | 'config'>): SearchIndex {
  let index = indexes.get(ctx.db);
  if (!index) indexes.set(ctx.db, (index = new SearchIndex(ctx.db, ctx.config.searchFreshMs)));
  return index;
}
