/**
 * Categories, instructors and articles (spec 7 "Filters, categories, instructors", "Articles"):
 * thin typed calls used by the discovery pages, plus the read-mostly lists cached as Resources.
 * Banners, top categories, category by url and middle banners use Basic credentials (spec 6).
 */
import type { MainApi } from '../api/mainApi';
import type { FilterDefinition, FilterInput, SortOption } from '../../common/filters';
import type { ArticleContentRelated, ArticleDetail, CategoryDetail, InstructorPage, InstructorReviewItem } from '../../common/discovery';
import type { RatingSummary } from '../../common/catalog';
import type { Banner, Category, ContentItem, Page } from '../../common/types';
import { PAGE_SIZE } from '../../common/constants';
import { Resource } from './Resource';

export interface ListBody {
  page: number;
  pageSize: number;
  sort?: string;
  contentTypes?: number[];
  filters?: FilterInput[];
}

export class DiscoveryStore {
  /** G articles/top-categories. */
  readonly articleTopCategories = new Resource<Category[]>();
  /** G articles/middle-banners. */
  readonly articleMiddleBanners = new Resource<Banner[]>();

  constructor(private readonly api: MainApi) {}

  // Categories ------------------------------------------------------------------------------
  categoryByUrl(url: string) {
    return this.api.get<CategoryDetail>(`categories/by-url/${encodeURIComponent(url)}`, { credential: 'basic' });
  }
  categoryContents(id: number, body: ListBody, signal?: AbortSignal) {
    return this.api.post<Page<ContentItem>>(`categories/${id}/contents`, body, { signal });
  }
  categoryFilters(id: number) {
    return this.api.get<FilterDefinition[]>(`categories/${id}/filters`);
  }
  categorySorts() {
    return this.api.get<SortOption[]>('categories/contents-master-sort');
  }

  // Instructors -----------------------------------------------------------------------------
  instructorByUrl(url: string) {
    return this.api.get<InstructorPage>(`instructors/by-url/${encodeURIComponent(url)}`);
  }
  instructorRatingSummary(id: number) {
    return this.api.get<RatingSummary>(`instructors/${id}/rating-summary`);
  }
  instructorReviews(id: number, params: { page: number; pageSize?: number; ratingScore?: number | null }) {
    const { ratingScore, ...rest } = params;
    return this.api.get<Page<InstructorReviewItem>>(`instructors/${id}/reviews`, {
      params: { pageSize: PAGE_SIZE.reviews, ...rest, ...(ratingScore ? { ratingScore } : {}) },
    });
  }
  instructorContentTypes(id: number) {
    return this.api.get<{ type: number; count: number }[]>(`instructors/${id}/content-types`);
  }
  instructorTypeFilters(id: number, type: number) {
    return this.api.get<FilterDefinition[]>(`instructors/${id}/content-types/${type}/filters`);
  }
  instructorSorts(id: number) {
    return this.api.get<SortOption[]>(`instructors/${id}/contents/master-sort`);
  }
  instructorTypeContents(
    id: number,
    type: number,
    params: { page: number; pageSize?: number; rating?: number; isFinished?: boolean; sort?: string },
    signal?: AbortSignal,
  ) {
    return this.api.get<Page<ContentItem>>(`instructors/${id}/content-types/${type}/contents`, {
      params: { pageSize: PAGE_SIZE.instructorContents, ...params },
      signal,
    });
  }
  instructorWebinars(id: number, which: 'upcoming' | 'past', page = 1) {
    return this.api.post<Page<ContentItem>>(`instructors/${id}/${which}-webinars`, { page, pageSize: PAGE_SIZE.instructorContents });
  }

  // Articles --------------------------------------------------------------------------------
  articles(params: { categoryId?: number; page: number; pageSize: number; sort?: string }, signal?: AbortSignal) {
    return this.api.get<Page<ContentItem>>('articles', { params, signal });
  }
  articleSorts() {
    return this.api.get<SortOption[]>('articles/master-sort');
  }
  loadArticleTopCategories() {
    return this.articleTopCategories.load(() => this.api.get<Category[]>('articles/top-categories', { credential: 'basic' }));
  }
  loadArticleMiddleBanners() {
    return this.articleMiddleBanners.load(() => this.api.get<Banner[]>('articles/middle-banners', { credential: 'basic' }));
  }
  articleCategoryByUrl(url: string) {
    return this.api.get<CategoryDetail>(`v2/articles/categories/by-url/${encodeURIComponent(url)}`, { credential: 'basic' });
  }
  articleByUrl(url: string) {
    return this.api.get<ArticleDetail>(`articles/by-url/${encodeURIComponent(url)}`);
  }
  similarArticles(contentId: number) {
    return this.api.get<ContentItem[]>(`articles/by-content-id/${contentId}/similar-articles`, { params: { pageSize: PAGE_SIZE.similarArticles } });
  }
  articleContentRelated(categoryId: number) {
    return this.api.get<ArticleContentRelated>('v2/articles/content-related', { params: { categoryId, pageSize: PAGE_SIZE.suggestionArticles } });
  }
  contentDetailBanners(params: { contentType: number; contentId: number; categoryId?: number | null }) {
    const { categoryId, ...rest } = params;
    return this.api.get<Banner[]>('v2/banners/on-content-detail', { credential: 'basic', params: { ...rest, ...(categoryId ? { categoryId } : {}) } });
  }
}
