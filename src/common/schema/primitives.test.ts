import { describe, expect, it } from 'vitest';
import { Check } from 'typebox/value';
import { PAGE_SIZE } from '../constants.js';
import { INT4_MAX, MONEY_MAX, PAGE_MAX, id, idList, idOrSlug, int, money, paging, slug, strictObject, text, withoutNul } from './primitives.js';

// Checked with TypeBox's own checker here (common imports nothing of the server); the server's
// Ajv instances are checked against the same schemas in src/server/http/validation.test.ts.

describe('id', () => {
  it('takes 1..int4 max and nothing else', () => {
    expect(Check(id(), 1)).toBe(true);
    expect(Check(id(), INT4_MAX)).toBe(true);
    for (const bad of [0, -1, INT4_MAX + 1, 1.5, Infinity, Number.NaN, '1', null]) expect(Check(id(), bad), String(bad)).toBe(false);
  });
});

describe('int', () => {
  it('keeps both bounds inside int4', () => {
    const s = int(-1e12, 1e12) as unknown as { minimum: number; maximum: number };
    expect(s.minimum).toBe(-2147483648);
    expect(s.maximum).toBe(INT4_MAX);
    expect(Check(int(1, 5), 5)).toBe(true);
    expect(Check(int(1, 5), 6)).toBe(false);
  });
  it('refuses bounds that are not integers or are reversed', () => {
    expect(() => int(5, 1)).toThrow(RangeError);
    expect(() => int(0.5, 1)).toThrow(RangeError);
  });
});

describe('text', () => {
  it('refuses NUL anywhere, keeps the lengths', () => {
    const s = text(5, 1);
    expect(Check(s, 'abc')).toBe(true);
    expect(Check(s, 'a\u0000b')).toBe(false);
    expect(Check(s, '\u0000')).toBe(false);
    expect(Check(s, '')).toBe(false);
    expect(Check(s, 'abcdef')).toBe(false);
    expect(Check(text(10), 'baris\nbaru')).toBe(true);
    expect(Check(text(10), '')).toBe(true);
  });
  it('adds the NUL refusal to a pattern without changing what the pattern matches', () => {
    const anchored = text(20, 0, { pattern: '^[a-z]+$' });
    expect(Check(anchored, 'abc')).toBe(true);
    expect(Check(anchored, 'ab1')).toBe(false);
    expect(Check(anchored, 'ab\u0000')).toBe(false);
    // An unanchored pattern still matches anywhere in the text.
    const nonBlank = text(20, 0, { pattern: '\\S' });
    expect(Check(nonBlank, '   x  ')).toBe(true);
    expect(Check(nonBlank, '\n\n x')).toBe(true);
    expect(Check(nonBlank, '    ')).toBe(false);
    expect(Check(nonBlank, ' x\u0000')).toBe(false);
    expect(new RegExp(withoutNul('^a$'), 'u').test('a')).toBe(true);
  });
  it('refuses impossible lengths', () => {
    expect(() => text(0)).toThrow(RangeError);
    expect(() => text(3, 4)).toThrow(RangeError);
  });
});

describe('money', () => {
  it('is integer rupiah from 0 to MONEY_MAX unless widened', () => {
    expect(Check(money(), 0)).toBe(true);
    expect(Check(money(), MONEY_MAX)).toBe(true);
    expect(Check(money(), MONEY_MAX + 1)).toBe(false);
    expect(Check(money(), -1)).toBe(false);
    expect(Check(money(), 1000.5)).toBe(false);
    expect(Check(money({ minimum: 1, maximum: 1e12 }), 5e11)).toBe(true);
    expect(() => money({ maximum: 2 ** 60 })).toThrow(RangeError);
  });
});

describe('slug and idOrSlug', () => {
  it('take url segments and short numeric ids only', () => {
    expect(Check(slug(), 'belajar-react-2')).toBe(true);
    for (const bad of ['', '-a', 'A', 'a b', 'a\u0000', 'a'.repeat(201)]) expect(Check(slug(), bad), bad).toBe(false);
    expect(Check(idOrSlug(), '123456789')).toBe(true);
    expect(Check(idOrSlug(), 'kelas-1')).toBe(true);
    expect(Check(idOrSlug(), 'a\u0000')).toBe(false);
  });
});

describe('paging', () => {
  it('bounds page and pageSize with the catalogue limits and defaults', () => {
    const p = strictObject(paging(8));
    expect(Check(p, { page: 1, pageSize: PAGE_SIZE.max })).toBe(true);
    expect(Check(p, { page: PAGE_MAX + 1, pageSize: 1 })).toBe(false);
    expect(Check(p, { page: 1, pageSize: PAGE_SIZE.max + 1 })).toBe(false);
    expect(Check(p, { page: 0, pageSize: 1 })).toBe(false);
    const defaultOf = (schema: object) => (schema as { default?: number }).default;
    expect(defaultOf(paging(8).pageSize)).toBe(8);
    expect(defaultOf(paging().pageSize)).toBe(PAGE_SIZE.defaultList);
  });
});

describe('idList and strictObject', () => {
  it('refuse repeats, out-of-range ids and extra properties', () => {
    expect(Check(idList(3), [1, 2])).toBe(true);
    expect(Check(idList(3), [1, 1])).toBe(false);
    expect(Check(idList(3), [1, 2, 3, 4])).toBe(false);
    expect(Check(idList(3), [INT4_MAX + 1])).toBe(false);
    expect(Check(strictObject({ a: id() }), { a: 1, b: 2 })).toBe(false);
  });
});
