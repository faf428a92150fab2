import { RATING_OPTIONS } from '../../../common/filters.js';
import type { FilterColumn, FilterStats } from '../../catalogue/filters.js';

/**
 * The filter panel of a search, counted by the search index in its pass over the matches: a
 * content that passes every filter counts for every kind; one that fails only one kind's
 * conditions counts for that kind (how many there would be with that kind's choice changed).
 */

/** Filter panel counts by id (programmes and categories are named by the caller). */
export interface PanelStats extends Omit<FilterStats, 'programs' | 'categories'> {
  programs: Map<number, number>;
  categories: Map<number, number>;
}

if (!RATING_OPTIONS.every((r) => Number.isInteger(r * 2))) throw new Error('PanelCounts counts ratings per half star');

/**
 * One more at counts[i]. A typed array ignores a write at an index it does not have (NaN, a
 * fraction, out of range), so a value with no bucket counts nothing.
 */
function bump(counts: Int32Array, i: number) {
  counts[i] = (counts[i] ?? 0) + 1;
}

/**
 * Accumulates PanelStats: add(slot) for a content that passes every filter, addFor(slot, column)
 * for one that fails only that column's. Slots are the search index's, in range of its columns
 * (reads marked `!`).
 */
export class PanelCounts {
  /** Contents per half star (rating 4.3 → bucket 8): every RATING_OPTIONS value is a half-star step. */
  private readonly halfStars = new Int32Array(11);
  private readonly levels = new Int32Array(4);
  private readonly programs: Int32Array;
  private readonly categories: Int32Array;
  private priceMin = Infinity;
  private priceMax = -Infinity;
  private durationMin = Infinity;
  private durationMax = -Infinity;
  private readonly rating: Float64Array;
  private readonly level: Float64Array;
  private readonly program: Float64Array;
  private readonly category: Float64Array;
  private readonly price: Float64Array;
  private readonly duration: Float64Array;

  constructor(columns: Record<FilterColumn, Float64Array>, maxProgram: number, maxCategory: number) {
    this.rating = columns.rating;
    this.level = columns.skill_level;
    this.program = columns.program_id;
    this.category = columns.category_id;
    this.price = columns.final_price;
    this.duration = columns.duration_minutes;
    this.programs = new Int32Array(maxProgram + 1);
    this.categories = new Int32Array(maxCategory + 1);
  }

  add(slot: number) {
    this.addRating(slot);
    this.addLevel(slot);
    this.addProgram(slot);
    this.addCategory(slot);
    this.addPrice(slot);
    this.addDuration(slot);
  }

  addFor(slot: number, only: FilterColumn) {
    if (only === 'rating') this.addRating(slot);
    else if (only === 'skill_level') this.addLevel(slot);
    else if (only === 'program_id') this.addProgram(slot);
    else if (only === 'category_id') this.addCategory(slot);
    else if (only === 'final_price') this.addPrice(slot);
    else this.addDuration(slot);
  }

  private addRating(slot: number) {
    const r = this.rating[slot]!;
    if (r >= 0 && r <= 5) bump(this.halfStars, Math.floor(r * 2));
  }
  private addLevel(slot: number) {
    bump(this.levels, this.level[slot]!);
  }
  private addProgram(slot: number) {
    bump(this.programs, this.program[slot]!); // NaN (no programme) counts nothing
  }
  private addCategory(slot: number) {
    bump(this.categories, this.category[slot]!);
  }
  private addPrice(slot: number) {
    const v = this.price[slot]!;
    if (v < this.priceMin) this.priceMin = v;
    if (v > this.priceMax) this.priceMax = v;
  }
  private addDuration(slot: number) {
    const v = this.duration[slot]!;
    if (v < this.durationMin) this.durationMin = v;
    if (v > this.durationMax) this.durationMax = v;
  }

  result(): PanelStats {
    const counts = (a: Int32Array) => new Map([...a.entries()].filter(([, n]) => n > 0));
    const bounds = (min: number, max: number) => (min === Infinity ? { min: 0, max: 0 } : { min, max });
    const [, level1 = 0, level2 = 0, level3 = 0] = this.levels;
    return {
      ratings: RATING_OPTIONS.map((r) => this.halfStars.subarray(r * 2).reduce((a, b) => a + b, 0)),
      levels: { 1: level1, 2: level2, 3: level3 },
      programs: counts(this.programs),
      categories: counts(this.categories),
      price: bounds(this.priceMin, this.priceMax),
      duration: bounds(this.durationMin, this.durationMax),
    };
  }
}
