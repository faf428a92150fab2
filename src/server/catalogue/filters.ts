import { sql } from 'kysely';
import { FilterKind, FilterValueType, type FilterKindName, type Locale } from '../../common/enums.js';
import { FILTER_KINDS, FILTER_LABELS, FILTER_SHAPES, RATING_OPTIONS, SKILL_LEVELS, ratingLabel, type FilterDefinition } from '../../common/filters.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/envelope.js';
import { c, published, type Where } from './list.js';
import { inLanguage } from '../http/locale.js';

/**
 * THE filter builder of content lists (spec 3 filter kinds). Lists that take filters call
 * `contentFilters` with the `filters` of their request body: it validates them (400 naming the
 * allowed kinds or values) and returns the conditions to add to the list's WHERE. The filter panel
 * of a list comes from `filterDefinitions` with the same scope as the list.
 *
 *   const where = [c('contents.content_type', '=', 26), ...(await contentFilters(ctx, body.filters))];
 *   return listContents(ctx, { where, sort, page, pageSize, locale });
 */

/** One chosen filter of a list request (an entry of `filters`, FiltersBodySchema of common/contract/catalogue.ts). */
export interface FilterRequest {
  kind: string;
  values?: readonly number[];
  range?: { min?: number; max?: number };
}

/** Ids that exist, for PROGRAM and CATEGORY values (cached like other read-mostly lookups). */
async function knownIds(ctx: AppContext, table: 'programs' | 'categories'): Promise<number[]> {
  return ctx.cache.get(`discovery:ids:${table}`, async () => (await ctx.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id));
}

function allowedValues(kind: FilterKindName, ctx: AppContext): Promise<readonly number[]> | readonly number[] {
  switch (kind) {
    case FilterKind.RATING:
      return RATING_OPTIONS;
    case FilterKind.SKILL_LEVEL:
      return [1, 2, 3];
    case FilterKind.PROGRAM:
      return knownIds(ctx, 'programs');
    case FilterKind.CATEGORY:
      return knownIds(ctx, 'categories');
    default:
      return [];
  }
}

const COLUMN = {
  RATING: 'rating',
  PROGRAM: 'program_id',
  PRICE: 'final_price',
  DURATION: 'duration_minutes',
  SKILL_LEVEL: 'skill_level',
  CATEGORY: 'category_id',
} as const satisfies Record<FilterKindName, string>;

/** A content column a filter tests. */
export type FilterColumn = (typeof COLUMN)[FilterKindName];

/**
 * One checked filter condition: `column >= value`, `column <= value` or `column in values`. The
 * SQL lists turn these into WHERE conditions (filterWhere); the search index tests them on its
 * own columns, so both read the same meaning of a filter.
 */
export type FilterCondition = { column: FilterColumn; op: '>=' | '<='; value: number } | { column: FilterColumn; op: 'in'; values: number[] };

/**
 * Validates the `filters` of a list request and returns its conditions. `kinds` limits the kinds
 * the list accepts (default all six). Errors are 400s that name the allowed kinds or values.
 * Undefined or empty input gives no conditions.
 */
export async function parseFilters(ctx: AppContext, input: readonly FilterRequest[] | undefined, kinds: readonly FilterKindName[] = FILTER_KINDS): Promise<FilterCondition[]> {
  if (!input || input.length === 0) return [];
  const accepted = (kind: string): kind is FilterKindName => (kinds as readonly string[]).includes(kind);
  const seen = new Set<string>();
  const out: FilterCondition[] = [];
  for (const raw of input) {
    const kind = raw.kind;
    if (typeof kind !== 'string' || !accepted(kind)) {
      throw badRequest(`Unknown filter kind "${String(raw.kind)}". Allowed values: ${kinds.join(', ')}`);
    }
    if (seen.has(kind)) throw badRequest(`Filter ${kind} is given twice; send its values in one entry`);
    seen.add(kind);
    const shape = FILTER_SHAPES[kind];
    const column = COLUMN[kind];
    if (shape.valueType === FilterValueType.RANGE) {
      const range = raw.range;
      if (!range || raw.values !== undefined) throw badRequest(`Filter ${kind} takes a range: { "kind": "${kind}", "range": { "min": 0, "max": 100000 } }`);
      const { min, max } = range;
      if (min === undefined && max === undefined) throw badRequest(`Filter ${kind} needs range.min, range.max or both`);
      if ((min !== undefined && min < 0) || (max !== undefined && max < 0)) throw badRequest(`Filter ${kind}: range bounds cannot be negative`);
      if (min !== undefined && max !== undefined && min > max) throw badRequest(`Filter ${kind}: range.min (${min}) is above range.max (${max})`);
      if (min !== undefined) out.push({ column, op: '>=', value: min });
      if (max !== undefined) out.push({ column, op: '<=', value: max });
      continue;
    }
    const values = raw.values;
    if (!Array.isArray(values) || values.length === 0 || raw.range !== undefined) {
      throw badRequest(`Filter ${kind} takes values: { "kind": "${kind}", "values": [...] }`);
    }
    if (shape.selectionMode === 'SINGLE' && values.length > 1) throw badRequest(`Filter ${kind} takes a single value`);
    const allowed = await allowedValues(kind, ctx);
    const unknown = values.filter((v) => !allowed.includes(v));
    if (unknown.length) throw badRequest(`Unknown ${kind} value ${unknown.join(', ')}. Allowed values: ${allowed.join(', ')}`);
    // RATING is a minimum ("4 and up"); the others are a set.
    out.push(kind === FilterKind.RATING ? { column, op: '>=', value: values[0] } : { column, op: 'in', values: [...values] });
  }
  return out;
}

/** The WHERE conditions on `contents` of checked filters. */
export function filterWhere(conditions: readonly FilterCondition[]): Where[] {
  return conditions.map((f) => (f.op === 'in' ? c(`contents.${f.column}`, 'in', f.values) : c(`contents.${f.column}`, f.op, f.value)));
}

/** parseFilters, as WHERE conditions to add to a list's query. */
export async function contentFilters(ctx: AppContext, input: readonly FilterRequest[] | undefined, kinds: readonly FilterKindName[] = FILTER_KINDS): Promise<Where[]> {
  return filterWhere(await parseFilters(ctx, input, kinds));
}

/**
 * What a filter panel shows of a set of contents: price and duration bounds, how many reach each
 * rating, have each skill level, and belong to each programme and category (with their names).
 */
export interface FilterStats {
  price: { min: number; max: number };
  duration: { min: number; max: number };
  /** Per RATING_OPTIONS value, in that order. */
  ratings: number[];
  levels: Record<1 | 2 | 3, number>;
  /** Present ones only, in the order the panel lists them (sort order, then id). */
  programs: { id: number; name_id: string; name_en: string; n: number }[];
  categories: { id: number; name_id: string; name_en: string; n: number }[];
}

/** The filter panel (every kind in `kinds`, with its options or range) of a set's stats. */
export function buildFilterDefinitions(stats: FilterStats, locale: Locale, kinds: readonly FilterKindName[] = FILTER_KINDS): FilterDefinition[] {
  const def = (kind: FilterKindName, rest: Partial<FilterDefinition>): FilterDefinition => ({
    kind,
    label: FILTER_LABELS[kind][locale],
    ...FILTER_SHAPES[kind],
    ...rest,
  });
  const named = (rows: FilterStats['programs']) => rows.map((p) => ({ label: inLanguage(p, 'name', locale), value: p.id, count: p.n }));
  return kinds.map((kind) => {
    switch (kind) {
      case FilterKind.RATING:
        return def(kind, { options: RATING_OPTIONS.map((r, i) => ({ label: ratingLabel(r, locale), value: r, count: stats.ratings[i] ?? 0 })) });
      case FilterKind.PROGRAM:
        return def(kind, { options: named(stats.programs) });
      case FilterKind.CATEGORY:
        return def(kind, { options: named(stats.categories) });
      case FilterKind.SKILL_LEVEL:
        return def(kind, { options: ([1, 2, 3] as const).map((l) => ({ label: SKILL_LEVELS[l][locale], value: l, count: stats.levels[l] })) });
      case FilterKind.PRICE:
        return def(kind, { range: stats.price, unit: 'IDR' });
      case FilterKind.DURATION:
        return def(kind, { range: stats.duration, unit: 'minutes' });
    }
  });
}

/**
 * The filter panel of a list: every kind in `kinds` with its options (programmes and categories
 * present in the list, with counts) or its range (bounds found in the list). `scope` are the list's
 * own conditions (its type, category, instructor, ...), without the user's filters.
 */
export async function filterDefinitions(ctx: AppContext, scope: Where[], locale: Locale, kinds: readonly FilterKindName[] = FILTER_KINDS): Promise<FilterDefinition[]> {
  const base = () => {
    let q = ctx.db.selectFrom('contents').where(published);
    for (const w of scope) q = q.where(w);
    return q;
  };
  const [stats, programs, categories] = await Promise.all([
    base()
      .select([
        sql<number>`coalesce(min(contents.final_price), 0)`.as('price_min'),
        sql<number>`coalesce(max(contents.final_price), 0)`.as('price_max'),
        sql<number>`coalesce(min(contents.duration_minutes), 0)`.as('duration_min'),
        sql<number>`coalesce(max(contents.duration_minutes), 0)`.as('duration_max'),
        ...RATING_OPTIONS.map((r, i) => sql<number>`count(*) filter (where contents.rating >= ${r})`.as(`rating_${i}`)),
        ...([1, 2, 3] as const).map((l) => sql<number>`count(*) filter (where contents.skill_level = ${l})`.as(`level_${l}`)),
      ])
      .executeTakeFirstOrThrow(),
    kinds.includes(FilterKind.PROGRAM)
      ? base()
          .innerJoin('programs', 'programs.id', 'contents.program_id')
          .select(['programs.id', 'programs.name_id', 'programs.name_en', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('programs.id')
          .orderBy('programs.sort_order')
          .orderBy('programs.id')
          .execute()
      : [],
    kinds.includes(FilterKind.CATEGORY)
      ? base()
          .innerJoin('categories', 'categories.id', 'contents.category_id')
          .select(['categories.id', 'categories.name_id', 'categories.name_en', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('categories.id')
          .orderBy('categories.sort_order')
          .orderBy('categories.id')
          .execute()
      : [],
  ]);
  const s = stats as Record<string, number>;
  const counted = (rows: { id: number; name_id: string; name_en: string; n: number | string }[]) => rows.map((r) => ({ ...r, n: Number(r.n) }));
  return buildFilterDefinitions(
    {
      price: { min: Number(s.price_min), max: Number(s.price_max) },
      duration: { min: Number(s.duration_min), max: Number(s.duration_max) },
      ratings: RATING_OPTIONS.map((_, i) => Number(s[`rating_${i}`])),
      levels: { 1: Number(s.level_1), 2: Number(s.level_2), 3: Number(s.level_3) },
      programs: counted(programs),
      categories: counted(categories),
    },
    locale,
    kinds,
  );
}
