/**
 * Reviews of a product (spec 3 "Review query: page, pageSize, ratingScore"; spec 9 page size 3):
 * pages are appended by "load more"; choosing a star filter starts again at page 1. A newer
 * request supersedes one still in flight. Failures keep what is shown and expose the message.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ReviewItem } from '../../../common/catalog';
import { PAGE_SIZE } from '../../../common/constants';
import type { Page } from '../../../common/types';
import { errorMessage } from '../../stores/Resource';

export type ReviewsFetcher = (query: { page: number; pageSize: number; ratingScore?: number }) => Promise<Page<ReviewItem>>;

export class ReviewsModel {
  items: ReviewItem[] = [];
  page = 0;
  totalPages = 0;
  totalItems = 0;
  ratingScore: number | null = null;
  loading = false;
  error: string | null = null;
  /** True once the first page of the current filter answered. */
  loaded = false;
  private seq = 0;

  constructor(
    private readonly fetcher: ReviewsFetcher,
    readonly pageSize: number = PAGE_SIZE.reviews,
  ) {
    makeAutoObservable<ReviewsModel, 'fetcher' | 'seq'>(this, { fetcher: false, seq: false });
  }

  get hasMore(): boolean {
    return this.loaded && this.page < this.totalPages;
  }

  /** The first page, unless it is already there or on its way (what the page's loader calls). */
  ensureFirst(): Promise<void> {
    if (this.loaded || this.loading) return Promise.resolve();
    return this.fetchPage(1, true);
  }

  /** First page (again) for the current filter. */
  loadFirst(): Promise<void> {
    return this.fetchPage(1, true);
  }

  loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return Promise.resolve();
    return this.fetchPage(this.page + 1, false);
  }

  /** Only reviews with this many stars (null = all). */
  setRatingScore(score: number | null): Promise<void> {
    if (score === this.ratingScore && this.loaded) return Promise.resolve();
    this.ratingScore = score;
    return this.fetchPage(1, true);
  }

  /** After a failure: the first page if nothing was shown, else the page that failed. */
  retry(): Promise<void> {
    return this.loaded ? this.fetchPage(this.page + 1, false) : this.fetchPage(1, true);
  }

  private async fetchPage(page: number, reset: boolean): Promise<void> {
    const ticket = ++this.seq;
    this.loading = true;
    this.error = null;
    if (reset) {
      this.items = [];
      this.loaded = false;
    }
    try {
      const result = await this.fetcher({ page, pageSize: this.pageSize, ...(this.ratingScore ? { ratingScore: this.ratingScore } : {}) });
      if (ticket !== this.seq) return;
      runInAction(() => {
        const seen = new Set(this.items.map((r) => r.id));
        this.items = reset ? result.items : [...this.items, ...result.items.filter((r) => !seen.has(r.id))];
        this.page = result.page;
        this.totalPages = result.totalPages;
        this.totalItems = result.totalItems;
        this.loaded = true;
        this.loading = false;
      });
    } catch (err) {
      if (ticket !== this.seq) return;
      runInAction(() => {
        this.loading = false;
        this.error = errorMessage(err);
      });
    }
  }
}
