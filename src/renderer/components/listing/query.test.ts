import { describe, expect, it } from 'vitest';
import type { FilterInput } from '../../../common/filters';
import { pagerItems } from '../Pager';
import { EMPTY_QUERY, parseListingQuery, parseRange, parseValues, queryKey, toListBody, withFilter, writeListingQuery, type ListingQuery } from './query';

const q = (text: string) => parseListingQuery(new URLSearchParams(text));
const w = (query: ListingQuery, base = '') => writeListingQuery(new URLSearchParams(base), query).toString();

describe('listing query ← URL', () => {
  it('reads nothing as the default query', () => {
    expect(q('')).toEqual(EMPTY_QUERY);
    expect(q('keyword=excel')).toEqual({ page: 1, sort: null, filters: [] });
  });

  it('reads page, sort and every filter kind in the server body shape, in kind order', () => {
    expect(q('category=4,2&price=0-150000&page=3&sort=rating&rating=4.5&program=1,3&duration=60-&level=1,2')).toEqual({
      page: 3,
      sort: 'rating',
      filters: [
        { kind: 'RATING', values: [4.5] },
        { kind: 'PROGRAM', values: [1, 3] },
        { kind: 'PRICE', range: { min: 0, max: 150000 } },
        { kind: 'DURATION', range: { min: 60 } },
        { kind: 'SKILL_LEVEL', values: [1, 2] },
        { kind: 'CATEGORY', values: [4, 2] },
      ],
    });
  });

  it('ignores garbage: bad pages, empty sort, unreadable values and ranges', () => {
    expect(q('page=abc&sort=').page).toBe(1);
    expect(q('page=0').page).toBe(1);
    expect(q('page=-2').page).toBe(1);
    expect(q('sort=').sort).toBeNull();
    expect(q('program=x,,2,2,y').filters).toEqual([{ kind: 'PROGRAM', values: [2] }]);
    expect(q('program=').filters).toEqual([]);
    expect(q('price=-').filters).toEqual([]);
    expect(q('price=abc-5').filters).toEqual([]);
    expect(q('price=1-2-3').filters).toEqual([]);
  });

  it('keeps a single value for SINGLE kinds and swaps reversed ranges', () => {
    expect(q('rating=4,3').filters).toEqual([{ kind: 'RATING', values: [4] }]);
    expect(q('price=500000-100000').filters).toEqual([{ kind: 'PRICE', range: { min: 100000, max: 500000 } }]);
  });

  it('limits the kinds to the ones a list accepts', () => {
    expect(parseListingQuery(new URLSearchParams('rating=4&program=1'), ['RATING']).filters).toEqual([{ kind: 'RATING', values: [4] }]);
  });

  it('parses ranges and values on their own', () => {
    expect(parseRange('-100000')).toEqual({ max: 100000 });
    expect(parseRange('100000-')).toEqual({ min: 100000 });
    expect(parseRange('0-0')).toEqual({ min: 0, max: 0 });
    expect(parseRange('250')).toEqual({ min: 250 });
    expect(parseRange(null)).toBeNull();
    expect(parseValues('3.5, 4')).toEqual([3.5, 4]);
  });
});

describe('listing query → URL', () => {
  it('writes a clean URL for the default query and keeps other params', () => {
    expect(w(EMPTY_QUERY)).toBe('');
    expect(w(EMPTY_QUERY, 'keyword=excel&page=4&price=1-2')).toBe('keyword=excel');
  });

  it('writes page, sort and filters', () => {
    const query: ListingQuery = {
      page: 2,
      sort: 'price-asc',
      filters: [
        { kind: 'RATING', values: [4] },
        { kind: 'PRICE', range: { max: 100000 } },
        { kind: 'SKILL_LEVEL', values: [1, 3] },
      ],
    };
    const text = w(query, 'keyword=belajar');
    expect(new URLSearchParams(text).get('keyword')).toBe('belajar');
    expect(decodeURIComponent(text)).toBe('keyword=belajar&page=2&sort=price-asc&rating=4&price=-100000&level=1,3');
  });

  it('round-trips every query', () => {
    const queries: ListingQuery[] = [
      EMPTY_QUERY,
      { page: 7, sort: null, filters: [{ kind: 'CATEGORY', values: [9, 1] }] },
      {
        page: 1,
        sort: 'newest',
        filters: [
          { kind: 'DURATION', range: { min: 30, max: 90 } },
          { kind: 'PROGRAM', values: [2] },
        ],
      },
      { page: 1, sort: null, filters: [{ kind: 'PRICE', range: { min: 0, max: 0 } }] },
    ];
    for (const query of queries) {
      const back = q(w(query));
      expect(back.page).toBe(query.page);
      expect(back.sort).toBe(query.sort);
      expect(queryKey(back)).toBe(
        queryKey({
          ...query,
          filters: [...query.filters].sort(
            (a, b) =>
              ['RATING', 'PROGRAM', 'PRICE', 'DURATION', 'SKILL_LEVEL', 'CATEGORY'].indexOf(a.kind) - ['RATING', 'PROGRAM', 'PRICE', 'DURATION', 'SKILL_LEVEL', 'CATEGORY'].indexOf(b.kind),
          ),
        }),
      );
    }
  });
});

describe('filter helpers and request body', () => {
  it('replaces, adds and removes one kind, keeping kind order', () => {
    const start: FilterInput[] = [{ kind: 'CATEGORY', values: [1] }];
    const added = withFilter(start, 'RATING', { kind: 'RATING', values: [4] });
    expect(added.map((f) => f.kind)).toEqual(['RATING', 'CATEGORY']);
    expect(withFilter(added, 'RATING', null)).toEqual(start);
    expect(withFilter(added, 'CATEGORY', { kind: 'CATEGORY', values: [] })).toEqual([{ kind: 'RATING', values: [4] }]);
    expect(withFilter(added, 'PRICE', { kind: 'PRICE', range: {} })).toEqual(added);
  });

  it('builds the POST list body (no sort or filters when unset)', () => {
    expect(toListBody(EMPTY_QUERY, 12)).toEqual({ page: 1, pageSize: 12 });
    expect(toListBody({ page: 2, sort: 'rating', filters: [{ kind: 'RATING', values: [4] }] }, 8)).toEqual({
      page: 2,
      pageSize: 8,
      sort: 'rating',
      filters: [{ kind: 'RATING', values: [4] }],
    });
  });
});

describe('pagination items', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses long ranges around the current page with a steady width', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pagerItems(99, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });
});
