/**
 * The listing query (page, sort, chosen filters) and its mapping to and from URL search params,
 * so a list's state lives in the address bar: back/forward and shared links restore it.
 *
 *   ?page=2&sort=rating&rating=4.5&program=1,3&price=0-150000&duration=60-&level=1,2&category=4
 *
 * - page: 1-based; absent means 1 (page 1 is never written).
 * - sort: a sort key of the list's master-sort; absent means the server's default.
 * - value filters (RATING, PROGRAM, SKILL_LEVEL, CATEGORY): comma-separated numbers.
 * - range filters (PRICE, DURATION): "min-max", "min-" or "-max".
 * Other params (keyword, type, tab …) are left alone by the writers.
 * Pure functions: unit-tested in query.test.ts.
 */
import { FilterKind, type FilterKindName } from '../../../common/enums';
import { FILTER_KINDS, FILTER_SHAPES, type FilterInput } from '../../../common/filters';

export interface ListingQuery {
  /** 1-based page. */
  page: number;
  /** Sort key, or null for the list's default. */
  sort: string | null;
  /** Chosen filters in the request-body shape of the server (`filters: [...]`), in FILTER_KINDS order. */
  filters: FilterInput[];
}

/** URL parameter of each filter kind. */
export const FILTER_PARAM: Readonly<Record<FilterKindName, string>> = Object.freeze({
  [FilterKind.RATING]: 'rating',
  [FilterKind.PROGRAM]: 'program',
  [FilterKind.PRICE]: 'price',
  [FilterKind.DURATION]: 'duration',
  [FilterKind.SKILL_LEVEL]: 'level',
  [FilterKind.CATEGORY]: 'category',
});

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
/** Every param the listing query owns. */
export const LISTING_PARAMS: readonly string[] = [PAGE_PARAM, SORT_PARAM, ...FILTER_KINDS.map((k) => FILTER_PARAM[k])];
const MAX_VALUES = 100;

export const EMPTY_QUERY: ListingQuery = Object.freeze({ page: 1, sort: null, filters: [] }) as ListingQuery;

export function isRangeKind(kind: FilterKindName): boolean {
  return FILTER_SHAPES[kind].valueType === 'range';
}

function parseNumber(text: string): number | null {
  const t = text.trim();
  if (t === '' || !/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** "min-max" | "min-" | "-max" → range, or null when unreadable or empty. min > max are swapped. */
export function parseRange(text: string | null): { min?: number; max?: number } | null {
  if (text === null) return null;
  const m = /^\s*([^-]*)-([^-]*)\s*$/.exec(text);
  if (!m) {
    // A single number is read as a minimum.
    const n = parseNumber(text);
    return n === null ? null : { min: n };
  }
  // Both groups are non-optional, so a match always has them; the defaults only satisfy the types.
  const [, minText = '', maxText = ''] = m;
  const min = minText.trim() === '' ? undefined : parseNumber(minText);
  const max = maxText.trim() === '' ? undefined : parseNumber(maxText);
  if (min === null || max === null) return null;
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  const out: { min?: number; max?: number } = {};
  if (min !== undefined) out.min = min;
  if (max !== undefined) out.max = max;
  return out;
}

export function formatRange(range: { min?: number; max?: number }): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** "1,2,3" → [1, 2, 3] (unique, in order; unreadable parts dropped). */
export function parseValues(text: string | null): number[] {
  if (!text) return [];
  const out: number[] = [];
  for (const part of text.split(',')) {
    const n = parseNumber(part);
    if (n !== null && !out.includes(n)) out.push(n);
    if (out.length >= MAX_VALUES) break;
  }
  return out;
}

/** Reads the listing query from URL params. `kinds` limits the filters a list accepts (default all). */
export function parseListingQuery(params: URLSearchParams, kinds: readonly FilterKindName[] = FILTER_KINDS): ListingQuery {
  const pageText = params.get(PAGE_PARAM);
  const pageNumber = pageText !== null && /^\d{1,6}$/.test(pageText.trim()) ? Number(pageText) : 1;
  const sortText = params.get(SORT_PARAM)?.trim() ?? '';
  const filters: FilterInput[] = [];
  for (const kind of FILTER_KINDS) {
    if (!kinds.includes(kind)) continue;
    const raw = params.get(FILTER_PARAM[kind]);
    if (raw === null) continue;
    if (isRangeKind(kind)) {
      const range = parseRange(raw);
      if (range) filters.push({ kind, range });
    } else {
      let values = parseValues(raw);
      if (FILTER_SHAPES[kind].selectionMode === 'SINGLE') values = values.slice(0, 1);
      if (values.length) filters.push({ kind, values });
    }
  }
  return { page: Math.max(1, pageNumber), sort: sortText === '' ? null : sortText.slice(0, 32), filters };
}

/**
 * Writes a listing query into a copy of `params` (other params kept). Page 1 and a null sort are
 * left out so the default URL stays clean.
 */
export function writeListingQuery(params: URLSearchParams, query: ListingQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of LISTING_PARAMS) next.delete(name);
  if (query.page > 1) next.set(PAGE_PARAM, String(Math.floor(query.page)));
  if (query.sort) next.set(SORT_PARAM, query.sort);
  for (const kind of FILTER_KINDS) {
    const f = query.filters.find((x) => x.kind === kind);
    if (!f) continue;
    if ('range' in f) {
      if (f.range.min !== undefined || f.range.max !== undefined) next.set(FILTER_PARAM[kind], formatRange(f.range));
    } else if (f.values.length) {
      next.set(FILTER_PARAM[kind], f.values.join(','));
    }
  }
  return next;
}

/** The filter of one kind, if chosen. */
export function filterOf(filters: readonly FilterInput[], kind: FilterKindName): FilterInput | undefined {
  return filters.find((f) => f.kind === kind);
}

/** Filters with the one of `kind` replaced (or removed when `next` is null / empty). Kept in FILTER_KINDS order. */
export function withFilter(filters: readonly FilterInput[], kind: FilterKindName, next: FilterInput | null): FilterInput[] {
  const rest = filters.filter((f) => f.kind !== kind);
  const empty = next === null || ('values' in next && next.values.length === 0) || ('range' in next && next.range.min === undefined && next.range.max === undefined);
  const out = empty ? rest : [...rest, next];
  return out.sort((a, b) => FILTER_KINDS.indexOf(a.kind) - FILTER_KINDS.indexOf(b.kind));
}

/** Number of chosen filter kinds (for a "Filters (2)" badge). */
export function activeFilterCount(filters: readonly FilterInput[]): number {
  return filters.length;
}

/** Body of the POST lists (categories/{id}/contents, instructors/{id}/contents, contents/search …). */
export function toListBody(query: ListingQuery, pageSize: number): { page: number; pageSize: number; sort?: string; filters?: FilterInput[] } {
  return {
    page: query.page,
    pageSize,
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.filters.length ? { filters: query.filters } : {}),
  };
}

/** Stable text of a query, for effect dependencies and cache keys. */
export function queryKey(query: ListingQuery): string {
  return JSON.stringify([query.page, query.sort, query.filters]);
}
