/**
 * Typo matching for search (issue 24, docs/plans/issue-24.md Q1): how far a typed word is from a
 * known one, and whether it is close enough to count as a typo of it. The server runs these over
 * many vocabulary words per query, so the distance stops as soon as it knows the bound is passed.
 *
 * Strings are compared by code point (not UTF-16 unit), and are expected already normalised
 * (lowercase, no diacritics: normaliseWords).
 */

function codePoints(text: string): number[] {
  return Array.from(text, (ch) => ch.codePointAt(0) ?? 0);
}

/**
 * The optimal string alignment distance (restricted Damerau–Levenshtein) between `a` and `b`:
 * inserting, deleting or substituting a letter, or swapping two adjacent letters, each cost 1
 * (a swapped pair is not edited again). When it is more than `max`, answers `max + 1` without
 * finishing: only cells within `max` of the diagonal are computed, and the walk stops at the
 * first row whose cells all exceed `max`. `max` is a non-negative integer or Infinity.
 *
 * Not a metric: the triangle inequality can fail ("ca" → "ac" → "abc" costs 2, "ca" → "abc" 3).
 */
export function osaDistance(a: string, b: string, max: number): number {
  if (!(max >= 0) || (!Number.isInteger(max) && max !== Infinity)) throw new RangeError(`osaDistance: max must be a non-negative integer, not ${max}`);
  if (a === b) return 0;
  const s = codePoints(a);
  const t = codePoints(b);
  const n = s.length;
  const m = t.length;
  // The distance never exceeds the longer length, so a larger bound changes nothing.
  const cap = Math.min(max, Math.max(n, m));
  if (Math.abs(n - m) > cap) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  const over = cap + 1;
  let before = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let row = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j <= cap ? j : over;
  for (let i = 1; i <= n; i++) {
    // Cells off the band are at least |i - j| > cap away: they stay "over".
    row.fill(over);
    row[0] = i <= cap ? i : over;
    let best = row[0]!;
    const si = s[i - 1]!;
    const lo = Math.max(1, i - cap);
    const hi = Math.min(m, i + cap);
    for (let j = lo; j <= hi; j++) {
      const tj = t[j - 1]!;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (si === tj ? 0 : 1));
      if (i > 1 && j > 1 && si === t[j - 2] && s[i - 2] === tj) d = Math.min(d, before[j - 2]! + 1);
      if (d > over) d = over;
      row[j] = d;
      if (d < best) best = d;
    }
    // Every later cell comes from this row (or, by a swap, from cells no cheaper than it).
    if (best > cap) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  const distance = prev[m]!;
  return distance > cap ? max + 1 : distance;
}

/**
 * The edits a typed word of this length may contain: none under 5 letters (short words have too
 * many neighbours), 1 from 5 letters, 2 from 9. Letters are code points.
 */
export function typoBudget(word: string): number {
  const length = codePoints(word).length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Whether `typed` is a typo of the vocabulary word `known`: different from it, the same first
 * letter (a typo is never on the first letter, which also keeps the candidates to one bucket),
 * lengths within the typed word's budget, and an OSA distance within that budget
 * ("keuanagn" → "keuangan"). Both words are expected normalised (lowercase, no diacritics).
 */
export function isTypoOf(typed: string, known: string): boolean {
  if (typed === known) return false;
  const budget = typoBudget(typed);
  if (budget === 0 || typed.codePointAt(0) !== known.codePointAt(0)) return false;
  if (Math.abs(codePoints(typed).length - codePoints(known).length) > budget) return false;
  return osaDistance(typed, known, budget) <= budget;
}
