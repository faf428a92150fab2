/**
 * Listing filters and sorts (spec 3: filter kinds RATING, PROGRAM, PRICE, DURATION, SKILL_LEVEL,
 * CATEGORY; selection SINGLE or MULTIPLE; value type range or value). Shared by the server, which
 * publishes the definitions (G {product}/filters) and validates what lists receive, and the
 * renderer, which draws the filter panel from the definitions and posts the chosen values back.
 */
import { FilterKind, FilterValueType, SelectionMode, type FilterKindName, type Locale } from './enums.js';

export type SelectionModeName = (typeof SelectionMode)[keyof typeof SelectionMode];
export type FilterValueTypeName = (typeof FilterValueType)[keyof typeof FilterValueType];

export interface FilterOption {
  label: string;
  value: number;
  /** Contents of the list carrying this value (where the server counts them). */
  count?: number;
}

export interface FilterRange {
  min: number;
  max: number;
}

/** One filter of a list, as G {product}/filters answers it. */
export interface FilterDefinition {
  kind: FilterKindName;
  label: string;
  selectionMode: SelectionModeName;
  valueType: FilterValueTypeName;
  /** Value filters: the choices. */
  options?: FilterOption[];
  /** Range filters: the bounds found in the list (rupiah for PRICE, minutes for DURATION). */
  range?: FilterRange;
  /** Range filters: what the numbers mean. */
  unit?: 'IDR' | 'minutes';
}

/** One chosen filter in a list request body (`filters: [...]`). */
export type FilterInput = { kind: FilterKindName; values: number[] } | { kind: FilterKindName; range: { min?: number; max?: number } };

/** How each kind is chosen. Value kinds take `values`, range kinds take `range`. */
export const FILTER_SHAPES: Record<FilterKindName, { selectionMode: SelectionModeName; valueType: FilterValueTypeName }> = {
  [FilterKind.RATING]: { selectionMode: SelectionMode.SINGLE, valueType: FilterValueType.VALUE },
  [FilterKind.PROGRAM]: { selectionMode: SelectionMode.MULTIPLE, valueType: FilterValueType.VALUE },
  [FilterKind.PRICE]: { selectionMode: SelectionMode.SINGLE, valueType: FilterValueType.RANGE },
  [FilterKind.DURATION]: { selectionMode: SelectionMode.SINGLE, valueType: FilterValueType.RANGE },
  [FilterKind.SKILL_LEVEL]: { selectionMode: SelectionMode.MULTIPLE, valueType: FilterValueType.VALUE },
  [FilterKind.CATEGORY]: { selectionMode: SelectionMode.MULTIPLE, valueType: FilterValueType.VALUE },
};
export const FILTER_KINDS = Object.keys(FILTER_SHAPES) as FilterKindName[];

export const FILTER_LABELS: Record<FilterKindName, Record<Locale, string>> = {
  RATING: { id: 'Rating', en: 'Rating' },
  PROGRAM: { id: 'Program', en: 'Programme' },
  PRICE: { id: 'Harga', en: 'Price' },
  DURATION: { id: 'Durasi', en: 'Duration' },
  SKILL_LEVEL: { id: 'Tingkat kesulitan', en: 'Skill level' },
  CATEGORY: { id: 'Kategori', en: 'Category' },
};

/** RATING values are minimum ratings ("4.5 and up"). */
export const RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;
/** SKILL_LEVEL values are contents' skill_level. */
export const SKILL_LEVELS: Record<1 | 2 | 3, Record<Locale, string>> = {
  1: { id: 'Pemula', en: 'Beginner' },
  2: { id: 'Menengah', en: 'Intermediate' },
  3: { id: 'Mahir', en: 'Advanced' },
};

export function ratingLabel(value: number, locale: Locale): string {
  const n = locale === 'id' ? String(value).replace('.', ',') : String(value);
  return locale === 'id' ? `${n} ke atas` : `${n} & up`;
}

/**
 * Sort keys of the lists (the master-sort calls answer a subset of these with labels). Every
 * order ends with the content id, so pages never repeat or skip an item.
 */
export const SORT_LABELS = {
  relevance: { id: 'Paling relevan', en: 'Most relevant' },
  popular: { id: 'Terpopuler', en: 'Most popular' },
  newest: { id: 'Terbaru', en: 'Newest' },
  oldest: { id: 'Terlama', en: 'Oldest' },
  rating: { id: 'Rating tertinggi', en: 'Highest rated' },
  'price-asc': { id: 'Harga terendah', en: 'Lowest price' },
  'price-desc': { id: 'Harga tertinggi', en: 'Highest price' },
  upcoming: { id: 'Segera dimulai', en: 'Starting soon' },
  'title-asc': { id: 'Judul A–Z', en: 'Title A–Z' },
} as const satisfies Record<string, Record<Locale, string>>;
export type SortKey = keyof typeof SORT_LABELS;

export interface SortOption {
  value: SortKey;
  label: string;
}

/** The sorts each kind of list offers; the first is the default. */
export const LIST_SORTS = {
  search: ['relevance', 'popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  contents: ['popular', 'newest', 'rating', 'price-asc', 'price-desc', 'upcoming', 'title-asc'],
  articles: ['newest', 'popular', 'oldest', 'title-asc'],
  category: ['popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  instructor: ['popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  // Product pages (courses, bootcamps, webinars, microlearning, events, programmes, Prakerja).
  courses: ['popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  coursePackages: ['popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  bootcamps: ['popular', 'upcoming', 'newest', 'rating', 'price-asc', 'price-desc'],
  webinars: ['upcoming', 'popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  events: ['upcoming', 'popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  microlearnings: ['popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  relatedMicrolearnings: ['popular', 'newest', 'rating'],
  programs: ['popular', 'newest', 'rating', 'price-asc', 'price-desc'],
  prakerja: ['popular', 'newest', 'rating', 'price-asc', 'price-desc'],
} as const satisfies Record<string, readonly SortKey[]>;
export type ListKind = keyof typeof LIST_SORTS;

export function sortOptions(kind: ListKind, locale: Locale): SortOption[] {
  return LIST_SORTS[kind].map((value) => ({ value, label: SORT_LABELS[value][locale] }));
}
