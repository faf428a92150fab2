import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dropOrder } from './dropOrder.js';

const postingsOf = (counts: Record<string, number>) => (word: string) => counts[word] ?? 0;

describe('dropOrder', () => {
  it('drops words matching nothing first, then the most frequent', () => {
    const postings = postingsOf({ kursus: 900, keuangan: 120, pemula: 300, excel: 40 });
    expect(dropOrder(['kursus', 'keuangan', 'xyzzy', 'pemula'], postings)).toEqual(['xyzzy', 'kursus', 'pemula', 'keuangan']);
    expect(dropOrder(['belajar', 'excel', 'kursus'], postings)).toEqual(['belajar', 'kursus', 'excel']);
  });

  it('breaks ties by position from the end', () => {
    const postings = postingsOf({ public: 50, speaking: 50, course: 400 });
    expect(dropOrder(['public', 'speaking', 'course'], postings)).toEqual(['course', 'speaking', 'public']);
    expect(dropOrder(['qwe', 'desain', 'asd', 'grafis'], postingsOf({ desain: 10, grafis: 10 }))).toEqual(['asd', 'qwe', 'grafis', 'desain']);
  });

  it('keeps repeated words once per position and handles no words', () => {
    expect(dropOrder(['data', 'analisis', 'data'], postingsOf({ data: 70, analisis: 30 }))).toEqual(['data', 'data', 'analisis']);
    expect(dropOrder([], postingsOf({}))).toEqual([]);
  });

  it('asks for each position once', () => {
    const asked: string[] = [];
    dropOrder(['ui/ux', 'design', 'bootcamp'], (word) => {
      asked.push(word);
      return word.length;
    });
    expect(asked).toEqual(['ui/ux', 'design', 'bootcamp']);
  });

  it('is a permutation: words matching nothing, then posting counts falling, ties from the end', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5 }), { maxLength: 8 }), (counts) => {
        const words = counts.map((_, i) => `w${i}`);
        const order = dropOrder(words, (w) => counts[Number(w.slice(1))]!).map((w) => Number(w.slice(1)));
        expect([...order].sort((x, y) => x - y)).toEqual(words.map((_, i) => i));
        const key = (i: number) => [counts[i] === 0 ? 0 : 1, -counts[i]!, -i];
        for (let k = 1; k < order.length; k++) {
          const [a, b] = [key(order[k - 1]!), key(order[k]!)];
          const firstDiff = a.findIndex((v, j) => v !== b[j]);
          expect(firstDiff).toBeGreaterThanOrEqual(0);
          expect(a[firstDiff]!).toBeLessThan(b[firstDiff]!);
        }
      }),
    );
  });
});
