import { describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '../../../common/catalog';
import type { Page } from '../../../common/types';
import { ReviewsModel, type ReviewsFetcher } from './ReviewsModel';

const review = (id: number, rating = 5): ReviewItem => ({ id, name: 'A***', rating, comment: `c${id}`, createdAt: '2026-11-01T00:00:00Z' });
const page = (items: ReviewItem[], p: number, totalItems: number, pageSize = 3): Page<ReviewItem> => ({
  items,
  page: p,
  pageSize,
  totalItems,
  totalPages: Math.ceil(totalItems / pageSize),
});

describe('ReviewsModel', () => {
  it('loads page 1 with page size 3, then appends "load more" pages', async () => {
    const fetcher = vi.fn<ReviewsFetcher>(async ({ page: p }) => page(p === 1 ? [review(1), review(2), review(3)] : [review(4)], p, 4));
    const m = new ReviewsModel(fetcher);
    await m.loadFirst();
    expect(fetcher).toHaveBeenLastCalledWith({ page: 1, pageSize: 3 });
    expect(m.items.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(m.hasMore).toBe(true);
    await m.loadMore();
    expect(fetcher).toHaveBeenLastCalledWith({ page: 2, pageSize: 3 });
    expect(m.items.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(m.hasMore).toBe(false);
    await m.loadMore();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a star filter restarts at page 1 with ratingScore', async () => {
    const fetcher = vi.fn<ReviewsFetcher>(async ({ page: p, ratingScore }) => page([review(ratingScore ?? 9, ratingScore ?? 5)], p, 1));
    const m = new ReviewsModel(fetcher);
    await m.loadFirst();
    await m.setRatingScore(4);
    expect(fetcher).toHaveBeenLastCalledWith({ page: 1, pageSize: 3, ratingScore: 4 });
    expect(m.items.map((r) => r.rating)).toEqual([4]);
    await m.setRatingScore(null);
    expect(fetcher).toHaveBeenLastCalledWith({ page: 1, pageSize: 3 });
  });

  it('ignores a superseded answer', async () => {
    let release: (v: Page<ReviewItem>) => void = () => undefined;
    const slow = new Promise<Page<ReviewItem>>((r) => (release = r));
    const fetcher = vi
      .fn<ReviewsFetcher>()
      .mockReturnValueOnce(slow)
      .mockResolvedValueOnce(page([review(5, 5)], 1, 1));
    const m = new ReviewsModel(fetcher);
    const first = m.loadFirst();
    await m.setRatingScore(5);
    release(page([review(1, 1)], 1, 1));
    await first;
    expect(m.items.map((r) => r.id)).toEqual([5]);
  });

  it('keeps shown reviews on a failed "load more" and retries that page', async () => {
    const fetcher = vi
      .fn<ReviewsFetcher>()
      .mockResolvedValueOnce(page([review(1), review(2), review(3)], 1, 6))
      .mockRejectedValueOnce(Object.assign(new Error('Request timeout. Coba refresh beberapa saat lagi'), { status: 408 }))
      .mockResolvedValueOnce(page([review(4), review(5), review(6)], 2, 6));
    const m = new ReviewsModel(fetcher);
    await m.loadFirst();
    await m.loadMore();
    expect(m.error).toBe('Request timeout. Coba refresh beberapa saat lagi');
    expect(m.items).toHaveLength(3);
    await m.retry();
    expect(fetcher).toHaveBeenLastCalledWith({ page: 2, pageSize: 3 });
    expect(m.error).toBeNull();
    expect(m.items).toHaveLength(6);
  });

  it('a failed first page: no items, error, retry loads page 1', async () => {
    const fetcher = vi
      .fn<ReviewsFetcher>()
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce(page([review(1)], 1, 1));
    const m = new ReviewsModel(fetcher);
    await m.loadFirst();
    expect(m.error).toBe('Something when wrong');
    expect(m.loaded).toBe(false);
    await m.retry();
    expect(m.items).toHaveLength(1);
  });
});
