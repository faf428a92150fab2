import { describe, expect, it } from 'vitest';
import { needsDatabaseCheck, parseTsquery, positiveLexemes, vectorWeights } from './text-search.js';
import { topK } from './posting-lists.js';

describe('vectorWeights (tsvector text → lexeme weights in units of 0.02)', () => {
  it('sums the field weight of every position (A 50, B 20, C 5, none = D 1)', () => {
    const w = vectorWeights("'ajar':1A,7C 'data':2A,3B,9 'excel':12");
    expect([...w]).toEqual([
      ['ajar', 55],
      ['data', 71],
      ['excel', 1],
    ]);
  });

  it('reads quoted lexemes with doubled quotes and backslashes, and lexemes without positions', () => {
    const w = vectorWeights("'it''s':1A 'a\\\\b':2B 'bare'");
    expect([...w]).toEqual([
      ["it's", 50],
      ['a\\b', 20],
      ['bare', 1],
    ]);
  });

  it('gives an empty map for an empty vector', () => {
    expect(vectorWeights('').size).toBe(0);
  });
});

describe('parseTsquery (tsquery text → tree)', () => {
  it('parses precedence as PostgreSQL does: ! over <-> over & over |', () => {
    expect(parseTsquery("'a' | 'b' & !'c'")).toEqual({
      op: 'or',
      left: { op: 'lexeme', lexeme: 'a', prefix: false },
      right: { op: 'and', left: { op: 'lexeme', lexeme: 'b', prefix: false }, right: { op: 'not', arg: { op: 'lexeme', lexeme: 'c', prefix: false } } },
    });
    expect(parseTsquery("'a' & 'b' <-> 'c'")).toEqual({
      op: 'and',
      left: { op: 'lexeme', lexeme: 'a', prefix: false },
      right: { op: 'phrase', distance: 1, left: { op: 'lexeme', lexeme: 'b', prefix: false }, right: { op: 'lexeme', lexeme: 'c', prefix: false } },
    });
  });

  it('reads parentheses, phrase distances and prefixes', () => {
    expect(parseTsquery("( 'a' | 'b' ) <2> 'c':*")).toEqual({
      op: 'phrase',
      distance: 2,
      left: { op: 'or', left: { op: 'lexeme', lexeme: 'a', prefix: false }, right: { op: 'lexeme', lexeme: 'b', prefix: false } },
      right: { op: 'lexeme', lexeme: 'c', prefix: true },
    });
  });

  it('gives null for the empty query and throws on malformed text', () => {
    expect(parseTsquery('')).toBeNull();
    expect(() => parseTsquery("'a' &")).toThrow();
    expect(() => parseTsquery("( 'a'")).toThrow();
    expect(() => parseTsquery("'a")).toThrow();
  });

  it('lists the positive lexemes once each, without the negated ones', () => {
    expect(positiveLexemes(parseTsquery("'a' & !'b' & ( 'a' | 'c':* ) & !( 'd' & !'e' )"))).toEqual([
      { lexeme: 'a', prefix: false },
      { lexeme: 'c', prefix: true },
      { lexeme: 'e', prefix: false },
    ]);
  });

  it('asks for a database check only when a phrase is involved', () => {
    expect(needsDatabaseCheck(parseTsquery("'a' & !'b' | 'c':*"))).toBe(false);
    expect(needsDatabaseCheck(parseTsquery("'a' & !( 'b' <-> 'c' )"))).toBe(true);
  });
});

describe('topK', () => {
  it('returns the first k of a full sort, for every k', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const items = Array.from({ length: 500 }, (_, i) => i);
    const value = items.map(() => Math.floor(random() * 50));
    const compare = (a: number, b: number) => value[b]! - value[a]! || a - b; // items are indices of value
    const sorted = [...items].sort(compare);
    for (const k of [0, 1, 3, 12, 24, 100, 124, 125, 126, 499, 500, 600]) {
      expect(topK([...items], k, compare)).toEqual(sorted.slice(0, k));
    }
  });
});
