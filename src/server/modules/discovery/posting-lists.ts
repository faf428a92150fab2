/**
 * Posting lists and the set operations of the search index (search-index.ts): ascending slot
 * numbers in Int32Arrays, a weight per slot, and AND / OR / NOT over them.
 */

/** Contents' lexemes in one language: lexeme → slots (ascending) with the lexeme's weight in each. */
export class Postings {
  slots = new Int32Array(4);
  weights = new Uint16Array(4);
  size = 0;
  push(slot: number, weight: number) {
    if (this.size === this.slots.length) {
      const slots = new Int32Array(this.size * 2);
      slots.set(this.slots);
      this.slots = slots;
      const weights = new Uint16Array(this.size * 2);
      weights.set(this.weights);
      this.weights = weights;
    }
    this.slots[this.size] = slot;
    this.weights[this.size] = Math.min(weight, 0xffff);
    this.size++;
  }
  view() {
    return this.slots.subarray(0, this.size);
  }
}

/** A set of slots: `set` itself, or (neg) every slot but those in `set`. Sets are ascending. */
export interface SlotSet {
  neg: boolean;
  set: Int32Array;
}
export const EMPTY = new Int32Array(0);
export const EVERYTHING: SlotSet = { neg: true, set: EMPTY };

/*
 * The loops below read typed arrays at indices their own conditions keep below the array's length
 * (or a caller's `end` ≤ length): the reads marked `!` are in range.
 */

/** First index i ≥ from with xs[i] ≥ value (xs ascending; xs.length when none): galloping, then binary search. */
export function seek(xs: Int32Array, from: number, value: number, end = xs.length): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < end && xs[hi]! < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > end) hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function intersect(x: Int32Array, y: Int32Array): Int32Array {
  const a = x.length <= y.length ? x : y;
  const b = a === x ? y : x;
  const out = new Int32Array(a.length);
  let n = 0;
  // Each element of the shorter list is looked up in the longer one by galloping, so a rare word
  // and a word in half the catalogue cost about the rare word's length.
  for (let i = 0, j = 0; i < a.length && j < b.length; i++) {
    const v = a[i]!;
    j = seek(b, j, v);
    if (j < b.length && b[j] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (y < x) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  // One side is used up: the rest of the other follows as it is.
  out.set(a.subarray(i), n);
  n += a.length - i;
  out.set(b.subarray(j), n);
  n += b.length - j;
  return out.subarray(0, n);
}

/** a without b. */
export function minus(a: Int32Array, b: Int32Array): Int32Array {
  if (b.length === 0) return a;
  const out = new Int32Array(a.length);
  let j = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const v = a[i]!;
    while (j < b.length && b[j]! < v) j++;
    if (j >= b.length || b[j] !== v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export function and(x: SlotSet, y: SlotSet): SlotSet {
  if (!x.neg && !y.neg) return { neg: false, set: intersect(x.set, y.set) };
  if (!x.neg) return { neg: false, set: minus(x.set, y.set) };
  if (!y.neg) return { neg: false, set: minus(y.set, x.set) };
  return { neg: true, set: union(x.set, y.set) };
}

export function or(x: SlotSet, y: SlotSet): SlotSet {
  if (!x.neg && !y.neg) return { neg: false, set: union(x.set, y.set) };
  if (!x.neg) return { neg: true, set: minus(y.set, x.set) };
  if (!y.neg) return { neg: true, set: minus(x.set, y.set) };
  return { neg: true, set: intersect(x.set, y.set) };
}

/** The first `k` of `items` in the order of `compare` (a bounded heap when k is small). */
export function topK(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= items.length) return Array.from(items).sort(compare).slice(0, k);
  // Max-heap (by `compare`) of the best k so far: its root is the worst kept item. `up` and
  // `down` are given indices of the heap and move only to a parent or a child checked in range.
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) break;
      swap(i, parent);
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && compare(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const root = heap[0];
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (root !== undefined && compare(item, root) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
