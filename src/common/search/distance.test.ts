import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isTypoOf, osaDistance, typoBudget } from './distance.js';

/** The textbook full-matrix OSA distance, to check the banded one against. */
function naiveOsa(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[s.length]![t.length]!;
}

/** Plain Levenshtein (no swaps): a metric, and an upper bound of OSA. */
function levenshtein(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[t.length]!;
}

const INF = Infinity;
/** Short words over a small alphabet, so that swaps, repeats and near misses are frequent. */
const word = (maxLength = 8) => fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength });
const bound = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(INF));

describe('osaDistance', () => {
  it('counts inserts, deletes, substitutions and adjacent swaps as one edit each', () => {
    expect(osaDistance('keuanagn', 'keuangan', INF)).toBe(1);
    expect(osaDistance('pemasaran', 'pemasran', INF)).toBe(1);
    expect(osaDistance('desain', 'desian', INF)).toBe(1);
    expect(osaDistance('analisis', 'analisa', INF)).toBe(2);
    expect(osaDistance('marketing', 'markting', INF)).toBe(1);
    expect(osaDistance('speaking', 'speakign', INF)).toBe(1);
    expect(osaDistance('excel', 'exel', INF)).toBe(1);
    expect(osaDistance('kecerdasan', 'kecerdsaan', INF)).toBe(1);
    expect(osaDistance('commerce', 'comemrce', INF)).toBe(1);
    expect(osaDistance('', 'data', INF)).toBe(4);
    expect(osaDistance('data', '', INF)).toBe(4);
    expect(osaDistance('', '', 0)).toBe(0);
  });

  it('is restricted: a swapped pair is not edited again', () => {
    // Full Damerau–Levenshtein gives 2 ("ca" → "ac" → "abc"); OSA cannot insert between a swapped pair.
    expect(osaDistance('ca', 'abc', INF)).toBe(3);
  });

  it('answers max + 1 once the distance is known to exceed max', () => {
    expect(osaDistance('keuangan', 'pemasaran', 2)).toBe(3);
    expect(osaDistance('data', 'database', 1)).toBe(2);
    expect(osaDistance('desain', 'design', 0)).toBe(1);
    expect(osaDistance('desain', 'design', 1)).toBe(2);
    expect(osaDistance('desain', 'design', 2)).toBe(2);
    expect(osaDistance('excel', 'excel', 0)).toBe(0);
  });

  it('compares code points, not UTF-16 units', () => {
    expect(osaDistance('😀a', 'a😀', INF)).toBe(1);
    expect(osaDistance('😀', '😁', INF)).toBe(1);
    expect(osaDistance('a😀b', 'ab', 1)).toBe(1);
  });

  it('refuses a negative or fractional bound', () => {
    expect(() => osaDistance('a', 'b', -1)).toThrow(RangeError);
    expect(() => osaDistance('a', 'b', 1.5)).toThrow(RangeError);
    expect(() => osaDistance('a', 'b', Number.NaN)).toThrow(RangeError);
  });

  it('agrees with the full-matrix OSA for strings up to 8 letters, under any bound', () => {
    fc.assert(
      fc.property(word(), word(), bound, (a, b, max) => {
        const exact = naiveOsa(a, b);
        expect(osaDistance(a, b, max)).toBe(exact <= max ? exact : max + 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('never answers within the bound when the true distance is beyond it', () => {
    fc.assert(
      fc.property(word(10), word(10), fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const answer = osaDistance(a, b, max);
        if (naiveOsa(a, b) > max) expect(answer).toBe(max + 1);
        else expect(answer).toBeLessThanOrEqual(max);
      }),
      { numRuns: 3000 },
    );
  });

  it('is symmetric, zero only for equal strings, and at most the longer length', () => {
    fc.assert(
      fc.property(word(), word(), bound, (a, b, max) => {
        const d = osaDistance(a, b, max);
        expect(osaDistance(b, a, max)).toBe(d);
        expect(osaDistance(a, a, max)).toBe(0);
        expect(d === 0).toBe(a === b);
        expect(osaDistance(a, b, INF)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it('swapping two different neighbours costs exactly 1', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 2, maxLength: 12 }), fc.nat(), (w, k) => {
        const i = k % (w.length - 1);
        fc.pre(w[i] !== w[i + 1]);
        const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
        expect(osaDistance(w, swapped, 1)).toBe(1);
      }),
    );
  });

  it('keeps the bounds a metric would give through Levenshtein (OSA itself is not a metric)', () => {
    // OSA ≤ Levenshtein ≤ 2·OSA, and Levenshtein's triangle inequality bounds OSA through any middle string.
    fc.assert(
      fc.property(word(6), word(6), word(6), (a, b, c) => {
        const osa = osaDistance(a, c, INF);
        expect(osa).toBeLessThanOrEqual(levenshtein(a, c));
        expect(levenshtein(a, c)).toBeLessThanOrEqual(2 * osa);
        expect(osa).toBeLessThanOrEqual(levenshtein(a, b) + levenshtein(b, c));
      }),
      { numRuns: 2000 },
    );
    expect(osaDistance('ca', 'abc', INF)).toBeGreaterThan(osaDistance('ca', 'ac', INF) + osaDistance('ac', 'abc', INF));
  });
});

describe('typoBudget', () => {
  it('allows no edit under 5 letters, 1 from 5, 2 from 9', () => {
    expect(['ai', 'data', 'ui/ux'].map(typoBudget)).toEqual([0, 0, 1]);
    expect(['excel', 'desain', 'keuangan'].map(typoBudget)).toEqual([1, 1, 1]);
    expect(['pemasaran', 'kecerdasan', 'e-commerce', 'photography'].map(typoBudget)).toEqual([2, 2, 2, 2]);
    expect(typoBudget('')).toBe(0);
  });

  it('counts code points', () => {
    expect(typoBudget('😀😀😀😀')).toBe(0);
    expect(typoBudget('😀😀😀😀😀')).toBe(1);
  });
});

describe('isTypoOf', () => {
  it('matches Indonesian and English course words within the budget', () => {
    expect(isTypoOf('keuanagn', 'keuangan')).toBe(true);
    expect(isTypoOf('pemasran', 'pemasaran')).toBe(true);
    expect(isTypoOf('pemsaraan', 'pemasaran')).toBe(true);
    expect(isTypoOf('desian', 'desain')).toBe(true);
    expect(isTypoOf('grafsi', 'grafis')).toBe(true);
    expect(isTypoOf('analisys', 'analisis')).toBe(true);
    expect(isTypoOf('kecerdsaan', 'kecerdasan')).toBe(true);
    expect(isTypoOf('buattan', 'buatan')).toBe(true);
    expect(isTypoOf('markting', 'marketing')).toBe(true);
    expect(isTypoOf('kaligrafy', 'kaligrafi')).toBe(true);
    expect(isTypoOf('leterring', 'lettering')).toBe(true);
    expect(isTypoOf('pubic', 'public')).toBe(true);
    expect(isTypoOf('speakng', 'speaking')).toBe(true);
    expect(isTypoOf('comerce', 'commerce')).toBe(true);
  });

  it('never forgives the first letter', () => {
    expect(isTypoOf('ekuangan', 'keuangan')).toBe(false);
    expect(isTypoOf('xcel', 'excel')).toBe(false);
    expect(isTypoOf('desain', 'resain')).toBe(false);
  });

  it('allows no typo in short words', () => {
    expect(isTypoOf('dat', 'data')).toBe(false);
    expect(isTypoOf('exel', 'excel')).toBe(false);
    expect(isTypoOf('uiux', 'ui/ux')).toBe(false);
  });

  it('keeps to the budget of the typed word, lengths included', () => {
    expect(isTypoOf('keungn', 'keuangan')).toBe(false);
    expect(isTypoOf('excell', 'excel')).toBe(true);
    expect(isTypoOf('excelll', 'excel')).toBe(false);
    expect(isTypoOf('pemasaran', 'pemasaranku')).toBe(true);
    expect(isTypoOf('pemasaran', 'pemasaranmu1')).toBe(false);
  });

  it('an exact match is not a typo', () => {
    expect(isTypoOf('keuangan', 'keuangan')).toBe(false);
    expect(isTypoOf('speaking', 'speaking')).toBe(false);
  });

  it('agrees with its definition', () => {
    fc.assert(
      fc.property(word(11), word(11), (typed, known) => {
        const budget = typoBudget(typed);
        const expected = typed !== known && budget > 0 && typed[0] === known[0] && naiveOsa(typed, known) <= budget;
        expect(isTypoOf(typed, known)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
