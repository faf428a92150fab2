/**
 * Data of the product pages (spec 7), shared by every family: the detail of a product, the rows
 * of cards around it, its banners and reviews, filled by the route loaders through the typed
 * client. Every call's answers are kept by input and language in a small most-recently-used map
 * (ResourceMap): going back to a page shows it at once, a language change asks again.
 *
 * Each family's calls (its contract: courses, webinars, bootcamps …) come with that family's
 * loader module (families/*.ts): its loader hands them to this store (`use`) before asking, so a
 * course page downloads the courses contract and not the webinars', bootcamps' or events'. The
 * lists and the programme and Prakerja landing pages have their own store (lists.ts).
 */
import type { Locale } from '../../../common/enums';
import { PAGE_SIZE } from '../../../common/constants';
import { search } from '../../../common/contract/search';
import type { ContentDetail, ReviewItem } from '../../../common/catalog';
import type { ResultOf } from '../../../common/contract/endpoint';
import type { ContentItem, Page } from '../../../common/types';
import { isApiError } from '../../api/errors';
import type { ContractClient } from '../../api/contract';
import { Mru } from '../../stores/Mru';
import { ResourceMap } from '../../stores/ResourceMap';
import { ReviewsModel } from './ReviewsModel';
import { featureStore } from '../../stores/feature';

/** Product families with a detail page, by the path of their detail call. */
export type DetailFamily = 'courses' | 'coursepackages' | 'bootcamps' | 'webinars' | 'microlearnings' | 'events' | 'prakerja' | 'subscriptions';
/** A detail page: its family and the url (or id) in the page's address. */
export interface DetailRef {
  family: DetailFamily;
  url: string;
}
/** Families whose server has a reviews call. */
export type ReviewsFamily = 'courses' | 'coursepackages' | 'webinars' | 'prakerja' | 'bootcamps' | 'microlearnings' | 'events' | 'subscriptions';
export interface ReviewsRef {
  family: ReviewsFamily;
  url: string;
}

/** The rows of cards around a product, by the content id or url their call takes. */
export type RowRef =
  | { kind: 'nextLevel' | 'similar' | 'similarWebinars' | 'similarBootcamps'; contentId: number }
  | { kind: 'packageCourses' | 'similarPackages'; url: string }
  | { kind: 'donationRecommendations'; campaignId: number };
export type RowKind = RowRef['kind'];

export interface BannersRef {
  contentType: number;
  contentId: number;
  categoryId: number | null;
}

/** What /product-description/{url} found: a course (or quick-learn) or a package (or learning path). */
export type FoundProduct = { family: 'course' | 'package'; item: ContentDetail };

export type ReviewsQuery = { page: number; pageSize: number; ratingScore?: number };

/** A family's calls (families/*.ts): its detail call(s), its rows and its reviews. */
export interface FamilySources {
  detail?: Partial<Record<DetailFamily, (client: ContractClient, url: string) => Promise<ContentDetail>>>;
  rows?: { [K in RowKind]?: (client: ContractClient, row: RowRef & { kind: K }) => Promise<ContentItem[]> };
  reviews?: Partial<Record<ReviewsFamily, (client: ContractClient, url: string, query: ReviewsQuery) => Promise<Page<ReviewItem>>>>;
}

/** The rows every family may show (the search contract, which the banners need anyway). */
export const SIMILAR = { pageSize: PAGE_SIZE.similarContents };
const SHARED: FamilySources = {
  rows: { similar: (client, row) => client.call(search.similarContents, { params: { id: row.contentId }, query: SIMILAR }) },
};

export class ProductsStore {
  readonly detail: ResourceMap<DetailRef, ContentDetail>;
  /** /product-description/{url}: the course call first, then the package call. */
  readonly description: ResourceMap<string, FoundProduct>;
  readonly rows: ResourceMap<RowRef, ContentItem[]>;
  readonly banners: ResourceMap<BannersRef, ResultOf<typeof search.contentDetailBanners>>;

  private readonly reviewModels: Mru<ReviewsModel>;
  /** The families' calls handed over so far (use). */
  private readonly sources: Required<FamilySources> = { detail: {}, rows: {}, reviews: {} };

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {
    const scope = locale;
    this.detail = new ResourceMap({ scope, key: (r: DetailRef) => `${r.family}/${r.url}`, fetch: (r) => this.fetchDetail(r) });
    this.description = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.fetchDescription(url) });
    this.rows = new ResourceMap({ scope, fetch: (r: RowRef) => this.fetchRow(r) });
    this.banners = new ResourceMap({ scope, fetch: (r: BannersRef) => this.fetchBanners(r) });
    this.reviewModels = new Mru<ReviewsModel>(20, (m) => m.loading);
    this.use(SHARED);
  }

  /** Adds a family's calls (its loader does, before asking anything of that family). */
  use(sources: FamilySources): this {
    Object.assign(this.sources.detail, sources.detail);
    Object.assign(this.sources.rows, sources.rows);
    Object.assign(this.sources.reviews, sources.reviews);
    return this;
  }

  /** The reviews of a product (pages appended by "load more"), per language. */
  reviews(ref: ReviewsRef): ReviewsModel {
    return this.reviewModels.get(`${this.locale()}:${ref.family}/${ref.url}`, () => new ReviewsModel((query) => this.fetchReviews(ref, query)));
  }

  // The calls ---------------------------------------------------------------------------------

  private source<T>(found: T | undefined, what: string): T {
    if (!found) throw new Error(`products: no calls for ${what} (its family's loader module hands them over)`);
    return found;
  }

  private fetchDetail({ family, url }: DetailRef): Promise<ContentDetail> {
    return this.source(this.sources.detail[family], family)(this.client, url);
  }

  private async fetchDescription(url: string): Promise<FoundProduct> {
    try {
      return { family: 'course', item: await this.fetchDetail({ family: 'courses', url }) };
    } catch (err) {
      if (!isApiError(err) || err.status !== 404) throw err;
    }
    return { family: 'package', item: await this.fetchDetail({ family: 'coursepackages', url }) };
  }

  private fetchReviews({ family, url }: ReviewsRef, query: ReviewsQuery) {
    return this.source(this.sources.reviews[family], `${family} reviews`)(this.client, url, query);
  }

  private fetchRow(row: RowRef): Promise<ContentItem[]> {
    const fetch = this.source(this.sources.rows[row.kind], row.kind) as (client: ContractClient, row: RowRef) => Promise<ContentItem[]>;
    return fetch(this.client, row);
  }

  /** Banners on a content detail (Basic credentials): the most specific first. */
  private fetchBanners({ contentType, contentId, categoryId }: BannersRef) {
    return this.client.call(search.contentDetailBanners, { query: { contentType, contentId, ...(categoryId ? { categoryId } : {}) } });
  }
}

/** The products store of a RootStore, made on first use (stores/feature.ts). */
export const productsOf = featureStore((root) => new ProductsStore(root.client, root.locale));
